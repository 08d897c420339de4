/**
 * `npm run bench`: builds the Spanish and German sample invoices in-process,
 * as a library user would, and prints operations per second and the mean time
 * per build. The samples are ours (bench/fixtures), so the benchmark runs
 * without ../shared. A second, slower bench builds one very large invoice:
 * 40,000 lines, each with its own VAT percentage (4 MB of JSON), which is
 * where a tax-total search per line would turn quadratic (issue 12, item 13).
 */
import { readFileSync } from "node:fs";
import { Bench } from "tinybench";
import { createEngine } from "../index.ts";

const engine = createEngine();
const sample = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8")) as Record<string, unknown>;
const es = sample("invoice-es");
const de = sample("invoice-de");

const bench = new Bench({ time: Number(process.env.BENCH_MS ?? 3000), warmupTime: 500 });
bench
  .add("build ES invoice", async () => {
    await engine.build(es);
  })
  .add("build DE invoice", async () => {
    await engine.build(de);
  })
  .add("build ES invoice as envelope (digest)", async () => {
    await engine.build(es, { envelop: true });
  });

/** An ES invoice of `n` lines at `n` distinct percentages (0.00% to (n−1)/100 %). */
function distinctPercentages(n: number): Record<string, unknown> {
  const lines = Array.from({ length: n }, (_, i) => ({
    quantity: "1",
    item: { name: `Item ${i}`, price: "10.00" },
    taxes: [{ cat: "VAT", percent: `${Math.floor(i / 100)}.${String(i % 100).padStart(2, "0")}%` }],
  }));
  const { charges: _charges, payment: _payment, ...rest } = es;
  return { ...rest, code: "BIG-1", lines };
}
const large = distinctPercentages(Number(process.env.BENCH_LINES ?? 40_000));

// Seconds per build: a fixed few iterations rather than a time budget.
const bigBench = new Bench({ time: 0, iterations: Number(process.env.BENCH_BIG_ITERATIONS ?? 5), warmupIterations: 1, warmupTime: 0 });
bigBench.add(`build ${(large.lines as unknown[]).length} lines, distinct %`, async () => {
  await engine.build(large);
});

await bench.run();
await bigBench.run();
console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
for (const task of [...bench.tasks, ...bigBench.tasks]) {
  const r = task.result as { latency?: { mean: number }; mean?: number } | undefined;
  const meanMs = r?.latency?.mean ?? r?.mean ?? 0;
  const opsPerSecond = meanMs > 0 ? 1000 / meanMs : 0;
  const mean = meanMs >= 100 ? `${meanMs.toFixed(0).padStart(6)} ms` : `${(meanMs * 1000).toFixed(0).padStart(6)} µs`;
  console.log(`${task.name.padEnd(40)} ${opsPerSecond.toFixed(opsPerSecond < 10 ? 2 : 0).padStart(7)} ops/s   mean ${mean}`);
}
