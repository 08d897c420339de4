/**
 * `npm run bench:render` (and part of `npm run bench`): rendering an
 * invoice for people, from the document on (built, then drawn), as HTML,
 * PDF and Factur-X, with 1, 100 and 1,000 lines (the French Factur-X
 * example's lines repeated): the time must grow in proportion to the lines.
 */
import { Bench } from "tinybench";
import { createEngine } from "../index.ts";
import { EXAMPLES } from "../examples/index.ts";
import { formatFigure, withLines, type Figure } from "./engine.ts";

type Obj = Record<string, unknown>;

export async function renderFigures(): Promise<Figure[]> {
  const engine = createEngine();
  const base = EXAMPLES.find((e) => e.id === "fr-facturx-v1")!.document as Obj;
  const ms = Number(process.env.BENCH_MS ?? 3000);
  const bench = new Bench({ time: ms, warmupTime: 500 });
  const big = new Bench({ time: 0, iterations: Number(process.env.BENCH_BIG_ITERATIONS ?? 10), warmupIterations: 2, warmupTime: 0 });
  for (const format of ["html", "pdf", "facturx"]) {
    for (const n of [1, 100, 1_000]) {
      const doc = withLines(base, n);
      const { body } = await engine.render(doc, { format });
      const size = typeof body === "string" ? body.length : body.length;
      const name = `render ${format}, ${n.toLocaleString("en")} line${n === 1 ? "" : "s"} (${(size / 1024).toFixed(0)} KB)`;
      (n >= 1_000 ? big : bench).add(name, async () => void (await engine.render(doc, { format })));
    }
  }
  await bench.run();
  await big.run();
  return [...bench.tasks, ...big.tasks].map((task) => {
    const r = task.result as { latency?: { mean: number }; mean?: number } | undefined;
    return { name: task.name, meanMs: r?.latency?.mean ?? r?.mean ?? 0 };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const figure of await renderFigures()) console.log(formatFigure(figure));
}
