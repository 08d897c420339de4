/**
 * Reading officially valid CII invoices (issue 26, item 4): what each
 * official invoice that showed a defect now reads as, and that the XML
 * written back from it carries the same business terms.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { createEngine } from "../../../index.ts";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";

const engine = createEngine();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;

const official = (path: string) => readFileSync(sharedPath(`reference/en16931/${path}`), "utf8");

async function read(path: string): Promise<{ doc: Doc; warnings: { code?: string }[]; xml: string }> {
  const xml = official(path);
  const { envelope, warnings } = await engine.readXML(xml);
  return { doc: envelope.doc as Doc, warnings, xml };
}

/** The CII the envelope's document is written back as (in the profile it was read under). */
async function writtenBack(path: string): Promise<string> {
  const { envelope } = await engine.readXML(official(path));
  return (await engine.toXML(envelope, { format: "cii" })).xml;
}

const totalsWarnings = (warnings: { code?: string }[]) => warnings.filter((w) => w.code === "BIZDOC-FORMAT-TOTALS-01");
const texts = (xml: string, element: string) => [...xml.matchAll(new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`, "g"))].map((m) => m[1]!.trim());

describe.skipIf(!HAS_SHARED)("CII: officially valid invoices read with their stated totals", () => {
  test("a return stated as a negative line amount with a positive quantity reads a negative quantity (CEN CII_example1, line 20)", async () => {
    const { doc, warnings } = await read("cen/cii/examples/CII_example1.xml");
    expect(doc.lines[19]).toMatchObject({ quantity: "-6", item: { price: "18.33" }, sum: "-109.98" });
    expect(doc.totals.sum).toBe("229.60");
    expect(totalsWarnings(warnings)).toEqual([]);
    expect(texts(await writtenBack("cen/cii/examples/CII_example1.xml"), "ram:LineTotalAmount")).toContain("-109.98");
  });

  test("a base quantity stated as the price itself is not applied when the line amount says so (CEN CII_example9)", async () => {
    // 49 per 49 months, 3 months, stated 147: as EN 16931 defines the base quantity it would be 3.00.
    const { doc, warnings } = await read("cen/cii/examples/CII_example9.xml");
    expect(doc.lines[0]).toMatchObject({ quantity: "3", item: { price: "49.00" }, sum: "147.00" });
    expect(totalsWarnings(warnings)).toEqual([]);
    expect(texts(await writtenBack("cen/cii/examples/CII_example9.xml"), "ram:LineTotalAmount")[0]).toBe("147.00");
  });

  test("the same, with line allowances and a price discount, and a tax representative (CEN CII_business_example_01)", async () => {
    const { doc, warnings } = await read("cen/cii/examples/CII_business_example_01.xml");
    expect(doc.lines[0]).toMatchObject({ quantity: "1", item: { price: "1273.00" }, total: "1273.00" });
    expect(doc.totals.sum).toBe("1436.50");
    expect(totalsWarnings(warnings)).toEqual([]);
  });

  test("a line amount calculated with a finer price than the one written reads that price, still rounding to it (XRechnung 03.01a)", async () => {
    // 245 × 0.1973 = 48.34; the sender states 48.33 (BT-131), so the price is 0.19727 (which rounds to 0.1973).
    const { doc, warnings } = await read("xrechnung-testsuite/test/business-cases/standard/03.01a-INVOICE_uncefact.xml");
    const line = doc.lines[12];
    expect(line.quantity).toBe("245");
    expect(line.sum).toBe("48.33");
    expect(line.item.price).toMatch(/^0\.1972[5-9]\d*$/);
    expect(doc.totals.sum).toBe("687.28");
    expect(totalsWarnings(warnings)).toEqual([]);
  });

  test("a tax representative (BG-11) is the supplier, the seller (BG-4) the ordering seller, and both are written back (CEN CII_business_example_01)", async () => {
    const path = "cen/cii/examples/CII_business_example_01.xml";
    const source = official(path);
    const { doc } = await read(path);
    const party = (xml: string, element: string) => new RegExp(`<ram:${element}>([\\s\\S]*?)</ram:${element}>`).exec(xml)?.[1] ?? "";
    const sellerName = texts(party(source, "SellerTradeParty"), "ram:Name")[0];
    const representativeName = texts(party(source, "SellerTaxRepresentativeTradeParty"), "ram:Name")[0];
    expect(doc.supplier.name).toBe(representativeName);
    expect(doc.ordering.seller.name).toBe(sellerName);
    const written = await writtenBack(path);
    expect(texts(party(written, "SellerTradeParty"), "ram:Name")[0]).toBe(sellerName);
    expect(texts(party(written, "SellerTaxRepresentativeTradeParty"), "ram:Name")[0]).toBe(representativeName);
    for (const element of ["SellerTradeParty", "SellerTaxRepresentativeTradeParty"]) {
      expect(texts(party(written, element), "ram:ID").filter((id) => /^[A-Z]{2}/.test(id))).toEqual(
        texts(party(source, element), "ram:ID").filter((id) => /^[A-Z]{2}/.test(id)),
      );
    }
  });

  test("a payment means code without a GOBL key of its own is kept (CEN huf_example_cii: 70)", async () => {
    const { doc } = await read("cen/cii/examples/huf_example_cii.xml");
    expect(doc.payment.instructions).toMatchObject({ key: "other", ext: { "untdid-payment-means": "70" } });
    expect(texts(await writtenBack("cen/cii/examples/huf_example_cii.xml"), "ram:TypeCode")).toContain("70");
  });

  test("every account to be paid into (BG-17) is kept, and written back one payment means each (XRechnung 01.01)", async () => {
    const path = "xrechnung-testsuite/test/technical-cases/cius/01.01_comprehensive_test_uncefact.xml";
    const { doc } = await read(path);
    expect(doc.payment.instructions.credit_transfer).toEqual([
      { iban: "DE75512108001245126199", name: "[Payment account name]", bic: "[BIC]" },
      { iban: "DE12500105170648489890", name: "[Payment account name 2]", bic: "[BIC]" },
    ]);
    expect(doc.payment.instructions.ext["untdid-payment-means"]).toBe("58");
    const written = await writtenBack(path);
    expect(texts(written, "ram:IBANID")).toEqual(["DE75512108001245126199", "DE12500105170648489890"]);
    const means = [...written.matchAll(/<ram:SpecifiedTradeSettlementPaymentMeans>([\s\S]*?)<\/ram:SpecifiedTradeSettlementPaymentMeans>/g)].map((m) => m[1]!);
    expect(means.map((m) => texts(m, "ram:TypeCode")[0])).toEqual(["58", "58"]);
  });

  test("a tax ID's country is its own prefix, not the address's: ATU… at a German address is Austrian (XRechnung 01.01)", async () => {
    // Its seller (BG-4) has a tax representative, so it is the ordering seller.
    const path = "xrechnung-testsuite/test/technical-cases/cius/01.01_comprehensive_test_uncefact.xml";
    const { doc } = await read(path);
    expect(doc.ordering.seller.addresses[0].country).toBe("DE");
    expect(doc.ordering.seller.tax_id).toMatchObject({ country: "AT", code: "U123456789" });
    const written = await writtenBack(path);
    const seller = /<ram:SellerTradeParty>([\s\S]*?)<\/ram:SellerTradeParty>/.exec(written)![1]!;
    expect(seller).toContain('<ram:ID schemeID="VA">ATU123456789</ram:ID>');
    expect(seller).toContain("<ram:CountryID>DE</ram:CountryID>");
  });

  test("a line allowance's or charge's base (BT-137, BT-142) is kept with its percentage (XRechnung 01.01)", async () => {
    const xml = official("xrechnung-testsuite/test/technical-cases/cius/01.01_comprehensive_test_uncefact.xml");
    const { doc } = await read("xrechnung-testsuite/test/technical-cases/cius/01.01_comprehensive_test_uncefact.xml");
    const lineSettlements = [...xml.matchAll(/<ram:SpecifiedLineTradeSettlement>([\s\S]*?)<\/ram:SpecifiedLineTradeSettlement>/g)].map((m) => m[1]!);
    const index = lineSettlements.findIndex((s) => /CalculationPercent/.test(s) && /BasisAmount/.test(s));
    expect(index).toBeGreaterThanOrEqual(0);
    const base = texts(lineSettlements[index]!, "ram:BasisAmount")[0]!;
    const adjustments = [...(doc.lines[index].discounts ?? []), ...(doc.lines[index].charges ?? [])];
    expect(adjustments.some((a: Doc) => a.base !== undefined && Number(a.base) === Number(base))).toBe(true);
  });
});
