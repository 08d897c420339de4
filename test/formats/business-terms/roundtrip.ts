/**
 * One official invoice read and written back in its own syntax (and the
 * profile it was read in, which the envelope remembers): what it keeps of
 * its business terms and of its official verdict. And a report over many.
 */
import { readFileSync } from "node:fs";
import type { Engine } from "../../../index.ts";
import type { OfficialInvoice } from "../official-invoices.ts";
import { compareTerms, type TermDifference } from "./compare.ts";
import { extractBusinessTerms, termPattern, type Extraction } from "./extract.ts";

export interface Verdict {
  valid: boolean;
  /** The fatal rules broken, sorted, each once. */
  fatal: string[];
}

export interface RoundTrip {
  id: string;
  corpus: OfficialInvoice["corpus"];
  syntax: Extraction["syntax"];
  /** Why fromXML refused the invoice; undefined when it read it. */
  readRefusal?: string;
  /** Why toXML refused the envelope (its message and the rules it names); undefined when it wrote it. */
  writeRefusal?: string;
  /** The profile the XML was written in. */
  profile?: string;
  /** Terms the written XML does not carry as the original did (exceptions left out). */
  differences: TermDifference[];
  /** Differences an exception excuses, with its reason. */
  excused: (TermDifference & { reason: string })[];
  before: Verdict;
  after?: Verdict;
  /** Read, written, every business term kept, and the same official verdict. */
  passes: boolean;
}

type Obj = Record<string, any>;

const messageOf = (err: unknown): string => {
  const e = err as Obj;
  const codes = Array.isArray(e?.faults) ? [...new Set((e.faults as Obj[]).map((f) => f.code).filter(Boolean))] : [];
  const message = String(e?.message ?? err).replace(/\s+/g, " ").slice(0, 300);
  return codes.length ? `${message} [${codes.join(", ")}]` : message;
};

async function verdictOf(engine: Engine, xml: string): Promise<Verdict> {
  const check = await engine.validateXML(xml);
  return { valid: check.valid, fatal: [...new Set(check.faults.filter((f) => f.flag === "fatal").map((f) => f.code))].sort() };
}

const sameVerdict = (a: Verdict, b: Verdict | undefined): boolean => b !== undefined && a.valid === b.valid && a.fatal.join(" ") === b.fatal.join(" ");

export async function roundTrip(engine: Engine, invoice: OfficialInvoice): Promise<RoundTrip> {
  const xml = readFileSync(invoice.path, "utf8");
  const original = extractBusinessTerms(xml);
  const result: RoundTrip = { id: invoice.id, corpus: invoice.corpus, syntax: original.syntax, differences: [], excused: [], before: await verdictOf(engine, xml), passes: false };
  let envelope: unknown;
  let warnings: string[] = [];
  try {
    const reading = await engine.readXML(xml);
    envelope = reading.envelope;
    warnings = reading.warnings.map((w) => w.code ?? "");
  } catch (err) {
    result.readRefusal = messageOf(err);
    return result;
  }
  let written: string;
  try {
    const output = await engine.toXML(envelope, { format: original.syntax });
    written = output.xml;
    result.profile = output.profile;
  } catch (err) {
    result.writeRefusal = messageOf(err);
    return result;
  }
  const comparison = compareTerms(original.terms, extractBusinessTerms(written).terms, { warnings });
  result.differences = comparison.differences;
  result.excused = comparison.excused;
  result.after = await verdictOf(engine, written);
  result.passes = result.differences.length === 0 && sameVerdict(result.before, result.after);
  return result;
}

// ------------------------------------------------------------------ report

/** How a term changed: lost (the original had it, the written XML not), added, or changed. */
export function changeOf(d: TermDifference): "lost" | "added" | "changed" {
  if (d.after === undefined) return "lost";
  if (d.before === undefined) return "added";
  return "changed";
}

export interface Summary {
  invoices: number;
  read: number;
  written: number;
  keepingEveryTerm: number;
  sameVerdict: number;
  passing: number;
  /** Per term pattern ("BG-25/BT-129 lost"), how many invoices and a few of them, most frequent first. */
  terms: { term: string; invoices: number; examples: string[] }[];
  /** Per exception reason, how many invoices it excused a difference of. */
  excused: { reason: string; invoices: number; examples: string[] }[];
  /** Per refusal message (its start), how many invoices. */
  readRefusals: { reason: string; invoices: number; examples: string[] }[];
  writeRefusals: { reason: string; invoices: number; examples: string[] }[];
}

function tally(entries: [key: string, id: string][]): { key: string; invoices: number; examples: string[] }[] {
  const byKey = new Map<string, Set<string>>();
  for (const [key, id] of entries) {
    let ids = byKey.get(key);
    if (!ids) byKey.set(key, (ids = new Set()));
    ids.add(id);
  }
  return [...byKey]
    .map(([key, ids]) => ({ key, invoices: ids.size, examples: [...ids].slice(0, 3) }))
    .sort((a, b) => b.invoices - a.invoices || a.key.localeCompare(b.key));
}

/** A refusal's message without what varies between invoices (amounts, identifiers in quotes), to group alike ones. */
const refusalKind = (reason: string): string => reason.replace(/"[^"]*"|'[^']*'/g, "…").replace(/\d+(\.\d+)?/g, "n").slice(0, 160);

export function summarise(results: readonly RoundTrip[]): Summary {
  const read = results.filter((r) => !r.readRefusal);
  const written = read.filter((r) => !r.writeRefusal);
  return {
    invoices: results.length,
    read: read.length,
    written: written.length,
    keepingEveryTerm: written.filter((r) => r.differences.length === 0).length,
    sameVerdict: written.filter((r) => sameVerdict(r.before, r.after)).length,
    passing: results.filter((r) => r.passes).length,
    terms: tally(written.flatMap((r) => r.differences.map((d) => [`${termPattern(d.term)} ${changeOf(d)}`, r.id] as [string, string]))).map(({ key, ...rest }) => ({ term: key, ...rest })),
    excused: tally(written.flatMap((r) => r.excused.map((d) => [d.reason, r.id] as [string, string]))).map(({ key, ...rest }) => ({ reason: key, ...rest })),
    readRefusals: tally(results.filter((r) => r.readRefusal).map((r) => [refusalKind(r.readRefusal!), r.id])).map(({ key, ...rest }) => ({ reason: key, ...rest })),
    writeRefusals: tally(read.filter((r) => r.writeRefusal).map((r) => [refusalKind(r.writeRefusal!), r.id])).map(({ key, ...rest }) => ({ reason: key, ...rest })),
  };
}

const shown = (values: string[] | undefined): string => (values === undefined ? "—" : JSON.stringify(values.map((v) => (v.length > 60 ? `${v.slice(0, 57)}...` : v))));

/** Per invoice its refusal or its differing terms and verdicts; then the counts and the terms lost most often. */
export function formatReport(results: readonly RoundTrip[]): string {
  const lines: string[] = ["Business-term round trip of the official invoices (XML → envelope → XML, same syntax and profile)", ""];
  for (const r of results) {
    if (r.passes) continue;
    if (r.readRefusal) lines.push(`✗ ${r.id}: not read: ${r.readRefusal}`);
    else if (r.writeRefusal) lines.push(`✗ ${r.id}: not written: ${r.writeRefusal}`);
    else {
      lines.push(`✗ ${r.id} (${r.syntax}, ${r.profile}): ${r.differences.length} term(s) differ`);
      for (const d of r.differences.slice(0, 25)) lines.push(`    ${d.term} ${changeOf(d)}: ${shown(d.before)} → ${shown(d.after)}`);
      if (r.differences.length > 25) lines.push(`    … and ${r.differences.length - 25} more`);
      if (!sameVerdict(r.before, r.after))
        lines.push(`    verdict: ${r.before.valid ? "valid" : `invalid [${r.before.fatal.join(", ")}]`} → ${r.after!.valid ? "valid" : `invalid [${r.after!.fatal.join(", ")}]`}`);
    }
  }
  const s = summarise(results);
  lines.push(
    "",
    `invoices: ${s.invoices}; read: ${s.read}; written: ${s.written}; keeping every term: ${s.keepingEveryTerm}; same verdict: ${s.sameVerdict}; passing (both): ${s.passing}`,
    "",
    "terms that differ, by how many invoices:",
    ...s.terms.slice(0, 60).map((t) => `  ${String(t.invoices).padStart(4)}  ${t.term}  (e.g. ${t.examples.join(", ")})`),
    "",
    "differences excused (compare.ts EXCEPTIONS):",
    ...s.excused.map((t) => `  ${String(t.invoices).padStart(4)}  ${t.reason}  (e.g. ${t.examples.join(", ")})`),
    "",
    "read refusals:",
    ...s.readRefusals.map((t) => `  ${String(t.invoices).padStart(4)}  ${t.reason}  (e.g. ${t.examples.join(", ")})`),
    "",
    "write refusals:",
    ...s.writeRefusals.map((t) => `  ${String(t.invoices).padStart(4)}  ${t.reason}  (e.g. ${t.examples.join(", ")})`),
  );
  return lines.join("\n");
}
