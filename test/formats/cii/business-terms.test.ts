/**
 * Issue 26, item 5 for CII: business terms an official CII invoice used to
 * lose through XML → envelope → XML. Each case names the document field the
 * term is read into and checks the term written back (extracted as the
 * business-term round trip extracts it).
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { createEngine } from "../../../index.ts";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";
import { extractBusinessTerms } from "../business-terms/extract.ts";

const engine = createEngine();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;

const CEN = "cen/cii/examples";
const XR = "xrechnung-testsuite/test/business-cases/standard";

/** The official invoice's document, and the terms of its XML and of the XML written back. */
async function roundTrip(path: string): Promise<{ doc: Doc; before: Record<string, string[]>; after: Record<string, string[]>; written: string; warnings: { code?: string }[] }> {
  const xml = readFileSync(sharedPath(`reference/en16931/${path}`), "utf8");
  const { envelope, warnings } = await engine.readXML(xml);
  const written = (await engine.toXML(envelope, { format: "cii" })).xml;
  return { doc: envelope.doc as Doc, before: extractBusinessTerms(xml).terms, after: extractBusinessTerms(written).terms, written, warnings };
}

describe.skipIf(!HAS_SHARED)("CII business terms kept through a round trip", () => {
  test("seller's item ID (BT-155) and item origin (BT-159): item.ref and item.origin", async () => {
    const { doc, before, after } = await roundTrip(`${CEN}/CII_example5.xml`);
    expect(doc.lines[0].item.ref).toBe("JB007");
    expect(doc.lines[0].item.origin).toBe("NL");
    for (const term of ["BG-25[1]/BT-155", "BG-25[1]/BT-159", "BG-25[2]/BT-155"]) expect(after[term], term).toEqual(before[term]);
  });

  test("invoicing period (BT-73, BT-74): ordering.period, written as ram:BillingSpecifiedPeriod", async () => {
    const { doc, before, after } = await roundTrip(`${CEN}/CII_example3.xml`);
    expect(doc.ordering.period).toMatchObject({ start: "2013-01-01", end: "2013-04-01" });
    expect(after["BT-73"]).toEqual(before["BT-73"]);
    expect(after["BT-74"]).toEqual(before["BT-74"]);
  });

  test("tax point date (BT-7): value_date, written once as a udt:DateString (CII-SR-461)", async () => {
    const { doc, before, after, written } = await roundTrip(`${CEN}/CII_example2.xml`);
    expect(doc.value_date).toBe("2013-06-30");
    expect(after["BT-7"]).toEqual(before["BT-7"]);
    expect(written.match(/<ram:TaxPointDate>\s*<udt:DateString format="102">20130630<\/udt:DateString>/g)).toHaveLength(1);
  });

  test("seller legal information (BT-33): supplier.registration.other, written as ram:Description", async () => {
    const { doc, before, after } = await roundTrip(`${XR}/01.01a-INVOICE_uncefact.xml`);
    expect(doc.supplier.registration.other).toBe(before["BT-33"]![0]);
    expect(after["BT-33"]).toEqual(before["BT-33"]);
  });

  test("seller tax registration (BT-32, schemeID FC): an identity of tax scope, not the seller identifier (BT-29)", async () => {
    const { doc, before, after } = await roundTrip(`${CEN}/CII_example5.xml`);
    // The seller of an invoice with a tax representative (the supplier) is the ordering's seller.
    expect(doc.ordering.seller.identities).toContainEqual({ country: "NL", code: "NL16356706", scope: "tax" });
    expect(after["BT-32"]).toEqual(["NL16356706"]);
    expect(after["BT-29"]).toEqual(before["BT-29"]);
  });

  test("line identifiers (BT-126) that are not 1, 2, …: kept in meta line-ids and written back", async () => {
    const { doc, before, after } = await roundTrip(`${XR}/01.01a-INVOICE_uncefact.xml`);
    expect(JSON.parse(doc.meta["line-ids"])).toEqual([before["BG-25[1]/BT-126"]![0], before["BG-25[2]/BT-126"]![0]]);
    expect(after["BG-25[1]/BT-126"]).toEqual(before["BG-25[1]/BT-126"]);
    expect(after["BG-25[2]/BT-126"]).toEqual(before["BG-25[2]/BT-126"]);
  });

  test("line identifiers 1, 2, …: no meta, GOBL's numbering", async () => {
    const { doc } = await roundTrip(`${CEN}/CII_example4.xml`);
    expect(doc.meta?.["line-ids"]).toBeUndefined();
  });

  test("supporting documents (BG-24): only those with an external location become attachments (GOBL needs a web address); none read as an invoiced object (BT-18)", async () => {
    const { doc, after, warnings } = await roundTrip(`${CEN}/CII_example5.xml`);
    // CII_example5's supporting documents: two bare references and one embedded PDF, none with a URI.
    expect(doc.attachments ?? []).toEqual([]);
    expect(warnings.map((w: { code?: string }) => w.code)).not.toContain("GOBL-ORG-ATTACHMENT-01");
    expect((doc.ordering?.identities ?? []).map((i: Doc) => i.code)).not.toContain("sales slip");
    expect(after["BT-18"]).toBeUndefined();
  });

  test("payee identifier (BT-60) and legal registration (BT-61): payment.payee.identities", async () => {
    const { doc, before, after } = await roundTrip(`${CEN}/CII_example2.xml`);
    expect(doc.payment.payee.identities.map((i: Doc) => i.code)).toEqual(expect.arrayContaining([before["BT-60"]![0], before["BT-61"]![0]]));
    for (const term of ["BT-59", "BT-60", "BT-60-1", "BT-61", "BT-61-1"]) expect(after[term], term).toEqual(before[term]);
  });

  test("buyer accounting reference (BT-19): ordering.cost", async () => {
    const { doc, before, after } = await roundTrip(`${CEN}/CII_example2.xml`);
    expect(doc.ordering.cost).toBe("Project cost code 123");
    expect(after["BT-19"]).toEqual(before["BT-19"]);
  });

  test("account name (BT-85): credit_transfer name, written as ram:AccountName", async () => {
    const { doc, before, after } = await roundTrip(`${XR}/01.15a-INVOICE_uncefact.xml`);
    expect(doc.payment.instructions.credit_transfer[0].name).toBe(before["BG-16[1]/BG-17[1]/BT-85"]?.[0] ?? before["BG-17[1]/BT-85"]?.[0] ?? before["BG-17/BT-85"]?.[0]);
    for (const key of Object.keys(before).filter((k) => k.endsWith("BT-85"))) expect(after[key], key).toEqual(before[key]);
  });
});
