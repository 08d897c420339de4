/**
 * npm run conformance:en16931 — how many official cases our rule sets agree
 * with, per folder and rule set (see ./official.ts).
 *   --show            list the differences of the cases that disagree
 *   --rule ID         only cases about that rule (prefix match: BR-CO, UBL-CR)
 *   --group TEXT      only groups whose name contains TEXT (e.g. "(peppol)", unit, xsd)
 *   --write           add every case that agrees to the ratchet (passing.json)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HAS_SHARED, SKIP_NO_SHARED } from "../support/shared.ts";
import { allCases } from "./official.ts";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
if (!HAS_SHARED) {
  console.log(SKIP_NO_SHARED);
  process.exit(0);
}
const rule = option("--rule");
const group = option("--group");
const show = args.includes("--show");
const RATCHET = join(import.meta.dirname, "passing.json");

const table = new Map<string, { agree: number; total: number }>();
const passing: string[] = [];
const started = performance.now();
for (const c of allCases()) {
  if (group && !c.group.includes(group)) continue;
  const verdict = c.run();
  if (rule && !verdict.rules.some((r) => r.startsWith(rule)) && !c.id.includes(rule)) continue;
  let row = table.get(c.group);
  if (!row) table.set(c.group, (row = { agree: 0, total: 0 }));
  row.total++;
  if (verdict.agrees) {
    row.agree++;
    passing.push(c.id);
  } else if (show) {
    console.log(`✗ ${c.id}`);
    for (const d of verdict.differences.slice(0, 12)) console.log(`    ${d}`);
    if (verdict.differences.length > 12) console.log(`    … ${verdict.differences.length - 12} more`);
  }
}
let agree = 0;
let total = 0;
for (const [name, row] of [...table].sort()) {
  console.log(`${String(row.agree).padStart(5)} / ${String(row.total).padEnd(5)} ${name}`);
  agree += row.agree;
  total += row.total;
}
console.log(`${String(agree).padStart(5)} / ${String(total).padEnd(5)} all (${Math.round(performance.now() - started)} ms)`);
if (args.includes("--write")) {
  const listed = new Set<string>(JSON.parse(readFileSync(RATCHET, "utf8")));
  for (const id of passing) listed.add(id);
  writeFileSync(RATCHET, `${JSON.stringify([...listed].sort(), null, 1)}\n`);
  console.log(`passing.json: ${listed.size} cases`);
}
