/**
 * `npm run bench`: every performance figure in one run — in-process builds
 * (1 to 10,000 lines), checking UBL and CII against the official rules (1 to
 * 1,000 lines), rendering HTML, PDF and Factur-X (1 to 1,000 lines), creating an engine, the API's start-up time, its
 * throughput and tail latency under load with the default workers (50 and 10
 * connections) with one worker and with two, the peak memory of each worker,
 * the server's CPU time per request against the engine's own time for the
 * same body, and a bare node:http server answering the same body in the
 * same run (bench/http.ts). Figures vary from run to run on a shared
 * machine; compare ratios.
 */
import { execFileSync } from "node:child_process";
import { cpus } from "node:os";
import { engineFigures, formatFigure } from "./engine.ts";
import { httpFigures } from "./http.ts";
import { renderFigures } from "./render.ts";
import { xmlRuleFigures } from "./xml-rules.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
console.log(`bizdoc benchmarks, ${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}`);

// Creating an engine in a fresh process (what each server worker and test fork pays).
const createMs = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", 'const { createEngine } = await import("./index.ts"); const t = performance.now(); createEngine(); console.log(performance.now() - t);'], {
  encoding: "utf8",
}).trim();
console.log(`createEngine() in a fresh process: ${Number(createMs).toFixed(1)} ms`);

for (const figure of await engineFigures()) console.log(formatFigure(figure));
for (const figure of await xmlRuleFigures()) console.log(formatFigure(figure));
for (const figure of await renderFigures()) console.log(formatFigure(figure));

await httpFigures(seconds);
