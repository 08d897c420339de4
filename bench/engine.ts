/**
 * `npm run bench`: builds the Spanish and German sample invoices in-process,
 * as a library user would, and prints operations per second and the mean time
 * per build. The samples are ours (bench/fixtures), so the benchmark runs
 * without ../shared.
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

await bench.run();
console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
for (const task of bench.tasks) {
  const r = task.result as { latency?: { mean: number }; mean?: number } | undefined;
  const meanMs = r?.latency?.mean ?? r?.mean ?? 0;
  const opsPerSecond = meanMs > 0 ? 1000 / meanMs : 0;
  console.log(`${task.name.padEnd(40)} ${opsPerSecond.toFixed(0).padStart(7)} ops/s   mean ${(meanMs * 1000).toFixed(0).padStart(6)} µs`);
}
