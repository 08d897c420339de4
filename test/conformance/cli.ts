/**
 * `npm run conformance`: builds every GOBL example and compares it with its
 * golden output. `--update` adds newly passing examples to the ratchet list
 * (it never removes one).
 */
import { writeFileSync } from "node:fs";
import { EXAMPLES_DIR, RATCHET_FILE, listExamples, readRatchet, runAll } from "./harness.ts";

const examples = listExamples();
if (examples.length === 0) {
  console.log(`no examples found at ${EXAMPLES_DIR} (set GOBL_EXAMPLES or BIZDOC_SHARED)`);
  console.log("0 passed, 0 failed");
  process.exit(0);
}

const outcomes = await runAll(examples);
const ratchet = new Set(readRatchet());
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
  writeFileSync(RATCHET_FILE, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`ratchet: ${next.length} examples (${next.length - ratchet.size} added)`);
}
console.log(`${passed.length} passed, ${outcomes.length - passed.length} failed`);
if (regressions > 0) process.exitCode = 1;
