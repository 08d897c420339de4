/**
 * In-process builds, as a library user runs them: the Spanish simplified
 * invoice as an envelope (the reference figure), the German sample,
 * and invoices of 1, 100, 1,000 and 10,000 lines (the Spanish sample's lines
 * repeated) to show the cost is linear in lines. `npm run bench` runs it with
 * the others; `npm run bench:engine` alone. The samples are ours
 * (bench/fixtures), so it runs without ../shared.
 */
import { readFileSync } from "node:fs";
import { Bench } from "tinybench";
import { MAX_LISTED_FAULTS, createEngine, isBizdocError, parseJSON, stringifyJSON } from "../index.ts";

type Obj = Record<string, unknown>;
const sample = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8")) as Obj;

/** The Spanish sample with `n` lines, its own lines repeated. */
export function withLines(base: Obj, n: number): Obj {
  const lines = base.lines as Obj[];
  return { ...base, lines: Array.from({ length: n }, (_, i) => structuredClone(lines[i % lines.length])) };
}

/** The Spanish sample with `n` lines at `n` distinct VAT percentages (0.00% upwards). */
function distinctPercentages(base: Obj, n: number): Obj {
  const lines = Array.from({ length: n }, (_, i) => ({
    quantity: "1",
    item: { name: `Item ${i}`, price: "10.00" },
    taxes: [{ cat: "VAT", percent: `${Math.floor(i / 100)}.${String(i % 100).padStart(2, "0")}%` }],
  }));
  const { charges: _charges, payment: _payment, ...rest } = base;
  return { ...rest, lines };
}

/** A party whose addresses (as many as fit in `bytes` of JSON) are each in a country that does not exist. */
function badItemsText(bytes: number): string {
  const address = JSON.stringify({ street: "Calle Mayor", num: "1", locality: "Madrid", code: "28001", country: "ZZ" });
  const n = Math.floor(bytes / (address.length + 1));
  return JSON.stringify({ $schema: "https://gobl.org/draft-0/org/party", name: "Provide One S.L.", addresses: Array.from({ length: n }, () => JSON.parse(address)) });
}

/** The Spanish sample with as many lines as fit in `bytes` of JSON, each without a price. */
function badLinesText(base: Obj, bytes: number): string {
  const line = { quantity: "1", item: { name: "An item without a price" }, taxes: [{ cat: "VAT", rate: "general" }] };
  const n = Math.floor(bytes / (JSON.stringify(line).length + 1));
  return JSON.stringify({ ...base, lines: Array.from({ length: n }, () => line) });
}

function refusalName(name: string, text: string): string {
  return `${name} (${(text.length / 1024 / 1024).toFixed(1)} MB)`;
}

/** Runs an operation that must be refused, and checks the refusal lists its faults within the bound. */
async function refused(operation: () => Promise<unknown>): Promise<void> {
  try {
    await operation();
  } catch (error) {
    if (isBizdocError(error) && error.faults.length <= MAX_LISTED_FAULTS + 1) return;
    throw error;
  }
  throw new Error("a document of bad items was not refused");
}

export interface Figure {
  name: string;
  /** Mean time per operation, in milliseconds. */
  meanMs: number;
}

export async function engineFigures(): Promise<Figure[]> {
  const engine = createEngine();
  const es = sample("invoice-es");
  const simplified = sample("invoice-es-simplified");
  const de = sample("invoice-de");
  const ms = Number(process.env.BENCH_MS ?? 3000);

  const small = new Bench({ time: ms, warmupTime: 500 });
  small
    .add("envelope build, ES simplified invoice", async () => void (await engine.build(simplified, { envelop: true })))
    .add("build, ES invoice", async () => void (await engine.build(es)))
    .add("build, DE invoice", async () => void (await engine.build(de)))
    .add("build, 1 line", async () => void (await engine.build(withLines(es, 1))));
  const hundred = withLines(es, 100);
  small.add("build, 100 lines", async () => void (await engine.build(hundred)));
  // From JSON text to the envelope's JSON text, as GOBL's figures are taken (issue 33: its 1,331 µs on this machine).
  const simplifiedText = JSON.stringify(simplified);
  small.add("text to envelope text, ES simplified", async () => void stringifyJSON(await engine.build(parseJSON(simplifiedText), { envelop: true })));
  await small.run();

  // Seconds per build: a fixed few iterations rather than a time budget.
  const large = new Bench({ time: 0, iterations: Number(process.env.BENCH_BIG_ITERATIONS ?? 10), warmupIterations: 2, warmupTime: 0 });
  for (const n of [1_000, 10_000]) {
    const doc = withLines(es, n);
    large.add(`build, ${n.toLocaleString("en")} lines`, async () => void (await engine.build(doc)));
  }
  // GOBL: 297 ms on this machine (issue 33). Warmed up as the small ones are (a time budget of its own), so the
  // figure is the steady state a server reaches, not the first iterations' compilation and heap growth.
  const thousandText = JSON.stringify(withLines(es, 1_000));
  const textToText = new Bench({ time: ms, warmupTime: 1000 });
  textToText.add("text to envelope text, 1,000 lines", async () => void stringifyJSON(await engine.build(parseJSON(thousandText), { envelop: true })));
  // Every line at its own percentage: where a tax-total search per line would turn quadratic.
  large.add("build, 10,000 lines at distinct percentages", async () => void (await engine.build(distinctPercentages(es, 10_000))));
  // Refusals of 5 MB bodies of repeated bad items, from the JSON text on, as the API gets them: gathering
  // the faults is linear and the answer lists at most 1,000 of them.
  const badAddresses = badItemsText(5 * 1024 * 1024);
  const badLines = badLinesText(es, 5 * 1024 * 1024);
  large.add(refusalName("validate, 5 MB party of addresses in no country", badAddresses), async () => void (await refused(() => engine.validate(parseJSON(badAddresses)))));
  large.add(refusalName("build, 5 MB invoice of lines without a price", badLines), async () => void (await refused(() => engine.build(parseJSON(badLines)))));
  await large.run();
  await textToText.run();

  return [...small.tasks, ...large.tasks, ...textToText.tasks].map((task) => {
    const r = task.result as { latency?: { mean: number }; mean?: number } | undefined;
    return { name: task.name, meanMs: r?.latency?.mean ?? r?.mean ?? 0 };
  });
}

export function formatFigure({ name, meanMs }: Figure): string {
  const ops = meanMs > 0 ? 1000 / meanMs : 0;
  const mean = meanMs >= 100 ? `${meanMs.toFixed(0)} ms` : meanMs >= 1 ? `${meanMs.toFixed(2)} ms` : `${(meanMs * 1000).toFixed(0)} µs`;
  return `${name.padEnd(42)} ${ops.toFixed(ops < 10 ? 2 : 0).padStart(8)} ops/s   mean ${mean}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const figure of await engineFigures()) console.log(formatFigure(figure));
}
