/**
 * Issue 26, item 5: every official invoice (CEN examples and test files,
 * the XRechnung test suite, Peppol's examples) read into an envelope and
 * written back in its syntax and profile keeps every business term of
 * EN 16931 (compare.ts lists the deliberate exceptions), and gets the same
 * official verdict.
 *
 * A ratchet: passing.json lists the invoices whose round trip does so now;
 * a listed one that regresses fails the test. `BT_UPDATE=1` adds the ones
 * that newly pass (it never removes one). `BIZDOC_TEST_REPORT=1` prints, per
 * invoice, the refusal or the terms that differ, and the terms lost most
 * often.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { officialInvoices } from "../official-invoices.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { report, REPORTING } from "../../support/report.ts";
import { extractBusinessTerms } from "./extract.ts";
import { formatReport, roundTrip, summarise, type RoundTrip } from "./roundtrip.ts";

const PASSING_FILE = join(import.meta.dirname, "passing.json");
const UPDATE = process.env.BT_UPDATE === "1";
const listed: string[] = existsSync(PASSING_FILE) ? (JSON.parse(readFileSync(PASSING_FILE, "utf8")) as string[]) : [];

let results: Promise<RoundTrip[]> | undefined;
/** Every official invoice's round trip, made once (in sequence: the engine is shared) when a test first asks. */
function roundTrips(): Promise<RoundTrip[]> {
  results ??= (async () => {
    const engine = createEngine();
    const out: RoundTrip[] = [];
    for (const invoice of officialInvoices({ peppol: true })) out.push(await roundTrip(engine, invoice));
    return out;
  })();
  return results;
}

describe.runIf(HAS_SHARED)("business terms kept through XML → envelope → XML (ratchet)", () => {
  it("lists only official invoices, each once", () => {
    const ids = new Set(officialInvoices({ peppol: true }).map((i) => i.id));
    expect(listed.filter((id) => !ids.has(id))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("finds in every official invoice the terms EN 16931 makes mandatory", () => {
    // The extractor's own check on the whole corpus: each invoice is valid, so each has these (BR-01 … BR-16, BR-21 … BR-26, BR-45 … BR-47).
    const mandatory = ["BT-1", "BT-2", "BT-3", "BT-5", "BT-24", "BT-27", "BT-40", "BT-44", "BT-55", "BT-106", "BT-109", "BT-112", "BT-115", "BG-23[1]/BT-116", "BG-23[1]/BT-117", "BG-23[1]/BT-118"];
    const perLine = ["BT-126", "BT-129", "BT-130", "BT-131", "BT-146", "BT-151", "BT-153"];
    const missing: string[] = [];
    for (const invoice of officialInvoices({ peppol: true })) {
      const { terms } = extractBusinessTerms(readFileSync(invoice.path, "utf8"));
      for (const term of mandatory) if (!terms[term]) missing.push(`${invoice.id}: ${term}`);
      if (!terms["BG-25[1]/BT-126"]) missing.push(`${invoice.id}: BG-25[1]`);
      for (let line = 1; terms[`BG-25[${line}]/BT-126`]; line++) for (const term of perLine) if (!terms[`BG-25[${line}]/${term}`]) missing.push(`${invoice.id}: BG-25[${line}]/${term}`);
    }
    expect(missing).toEqual([]);
  });

  it("every listed invoice still keeps every business term and its official verdict", async () => {
    const all = await roundTrips();
    if (REPORTING) report(formatReport(all));
    const byId = new Map(all.map((r) => [r.id, r]));
    const regressed = listed
      .map((id) => byId.get(id))
      .filter((r): r is RoundTrip => r !== undefined && !r.passes)
      .map((r) => `${r.id}: ${r.readRefusal ? `not read: ${r.readRefusal}` : r.writeRefusal ? `not written: ${r.writeRefusal}` : r.differences.length ? r.differences.slice(0, 5).map((d) => d.term).join(", ") : `verdict ${JSON.stringify(r.before)} → ${JSON.stringify(r.after)}`}`);
    expect(regressed).toEqual([]);
    if (UPDATE) {
      const passing = new Set([...listed, ...all.filter((r) => r.passes).map((r) => r.id)]);
      writeFileSync(PASSING_FILE, `${JSON.stringify([...passing].sort(), null, 2)}\n`);
    }
    // The summary's figures hold together (what is written was read; what passes was written and kept everything).
    const s = summarise(all);
    expect(s.invoices).toBe(officialInvoices({ peppol: true }).length);
    expect(s.written).toBeLessThanOrEqual(s.read);
    expect(s.passing).toBeLessThanOrEqual(Math.min(s.keepingEveryTerm, s.sameVerdict));
  }, 300_000);
});

if (!HAS_SHARED) it.skip(`business-term round trip of the official invoices: ${SKIP_NO_SHARED}`, () => {});
