/**
 * `npm run conformance`: builds every GOBL example and compares it with its
 * golden output; `-- --parity` does the same for the parity cases. `--update`
 * adds newly passing inputs to the suite's ratchet list (it never removes one).
 * Other arguments filter: only inputs whose name contains one of them run
 * (`npm run conformance -- es/invoice-es-es-sii`).
 */
import { writeFileSync } from "node:fs";
import { EXAMPLES, PARITY_CASES, listExamples, readRatchet, runAll } from "./harness.ts";

const suite = process.argv.includes("--parity") ? PARITY_CASES : EXAMPLES;
const filters = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const examples = listExamples(suite.dir).filter((e) => filters.length === 0 || filters.some((f) => e.name.includes(f)));
if (examples.length === 0) {
  console.log(`no ${suite.name} found at ${suite.dir} (set BIZDOC_SHARED${suite === EXAMPLES ? " or GOBL_EXAMPLES" : ""})`);
  console.log("0 passed, 0 failed");
  process.exit(0);
}

const outcomes = await runAll(examples, suite);
const ratchet = new Set(readRatchet(suite.ratchetFile));
let regressions = 0;
for (const o of outcomes) {
  if (o.passed) continue;
  const mark = ratchet.has(o.example.name) ? "REGRESSION " : "";
  if (mark) regressions++;
  console.log(`FAIL ${mark}${o.example.name}\n     ${o.reason}`);
}
const passed = outcomes.filter((o) => o.passed).map((o) => o.example.name);

if (process.argv.includes("--update")) {
  const next = [...new Set([...ratchet, ...passed])].sort();
  writeFileSync(suite.ratchetFile, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`ratchet: ${next.length} ${suite.name} (${next.length - ratchet.size} added)`);
}
console.log(`${passed.length} passed, ${outcomes.length - passed.length} failed`);
if (regressions > 0) process.exitCode = 1;
