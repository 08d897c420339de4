/**
 * `npm run bench:xml` (and part of `npm run bench`): checking UBL and CII
 * invoices against the official rules in-process, `engine.validateXML`, from
 * the XML text on (reading, every rule set the document claims). The German
 * XRechnung example is written by bizdoc with 1, 100 and 1,000 lines (its
 * lines repeated) in both syntaxes, under the XRechnung profile (schema,
 * EN 16931, XRechnung) and the Peppol profile (schema, EN 16931, Peppol):
 * the time must grow in proportion to the lines.
 */
import { Bench } from "tinybench";
import { createEngine } from "../index.ts";
import { EXAMPLES } from "../examples/index.ts";
import { formatFigure, withLines, type Figure } from "./engine.ts";

type Obj = Record<string, unknown>;

/** The example's parties reachable over Peppol (their German VAT numbers, scheme 9930): Peppol takes no e-mail address as an electronic address (PEPPOL-EN16931-CL008). */
function onPeppol(doc: Obj): Obj {
  const party = (p: Obj, code: string): Obj => ({ ...p, inboxes: [{ key: "peppol", scheme: "9930", code }] });
  const tax = (p: Obj) => `${(p.tax_id as Obj).country}${(p.tax_id as Obj).code}`;
  return { ...doc, supplier: party(doc.supplier as Obj, tax(doc.supplier as Obj)), customer: party(doc.customer as Obj, tax(doc.customer as Obj)) };
}

export async function xmlRuleFigures(): Promise<Figure[]> {
  const engine = createEngine();
  const base = EXAMPLES.find((e) => e.id === "de-xrechnung-v3")!.document as Obj;
  const ms = Number(process.env.BENCH_MS ?? 3000);
  const bench = new Bench({ time: ms, warmupTime: 500 });
  const big = new Bench({ time: 0, iterations: Number(process.env.BENCH_BIG_ITERATIONS ?? 10), warmupIterations: 2, warmupTime: 0 });
  for (const format of ["ubl", "cii"]) {
    for (const profile of ["xrechnung", "peppol"]) {
      for (const n of [1, 100, 1_000]) {
        const { xml } = await engine.toXML(withLines(profile === "peppol" ? onPeppol(base) : base, n), { format, profile });
        const checked = await engine.validateXML(xml);
        const name = `validateXML ${format.toUpperCase()} ${checked.rules.join("+")}, ${n.toLocaleString("en")} line${n === 1 ? "" : "s"} (${(xml.length / 1024).toFixed(0)} KB)`;
        (n >= 1_000 ? big : bench).add(name, async () => void (await engine.validateXML(xml)));
      }
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
  for (const figure of await xmlRuleFigures()) console.log(formatFigure(figure));
}
