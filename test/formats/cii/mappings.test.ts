/**
 * The mappings that are easy to get wrong, with expectations from gobl.cii's
 * Go tests (utils_test, header_test, lines_test, settlement_test,
 * party_test) and its reference outputs.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { createEngine, type Envelope } from "../../../index.ts";
import { ciiFormat } from "../../../formats/cii/index.ts";
import { unitFromUNECE, uneceUnit, taxRegistrationScheme } from "../../../formats/cii/codes.ts";
import { parseDate102 } from "../../../formats/cii/xml.ts";
import { HAS_SHARED } from "../../support/shared.ts";
import { REFERENCE } from "./cases.ts";
import { readCII, writeCII } from "../../support/formats.ts";

const engine = createEngine();
const profile = (key: string) => ciiFormat.profiles.find((p) => p.key === key)!;

function envelopeJSON(path: string): Record<string, any> {
  return JSON.parse(readFileSync(`${REFERENCE}/convert/${path}`, "utf8"));
}

async function written(path: string, profileKey = "en16931", change?: (doc: Record<string, any>) => void): Promise<string> {
  const data = envelopeJSON(path);
  change?.(data.doc);
  return writeCII((await engine.build(data)) as Envelope, profile(profileKey));
}

/** The texts of every element with this name, in order. */
function texts(xml: string, element: string): string[] {
  return [...xml.matchAll(new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`, "g"))].map((m) => m[1]!);
}

describe("code lists", () => {
  test("units to UN/ECE (lines_test: h → HUR) and back (utils_test)", () => {
    expect(uneceUnit("h")).toBe("HUR");
    expect(uneceUnit("one")).toBe("C62");
    expect(uneceUnit("XBX")).toBe("XBX");
    expect(uneceUnit(undefined)).toBe("");
    expect(unitFromUNECE("HUR")).toBe("h");
    expect(unitFromUNECE("SEC")).toBe("s");
    expect(unitFromUNECE("MTR")).toBe("m");
    expect(unitFromUNECE("GRM")).toBe("g");
    expect(unitFromUNECE("XYZ")).toBe("XYZ");
  });

  test("dates in format 102 (utils_test TestParseDate)", () => {
    expect(parseDate102("20230515")).toBe("2023-05-15");
    expect(parseDate102("20231345")).toBeUndefined();
    expect(parseDate102("")).toBeUndefined();
  });

  test("tax registration schemes: VAT is VA", () => {
    expect(taxRegistrationScheme("DE", undefined)).toBe("VA");
    expect(taxRegistrationScheme("NO", "VAT")).toBe("VA");
  });
});

describe.skipIf(!HAS_SHARED)("writing", () => {
  test("header: number, type code and issue date in format 102 (header_test)", async () => {
    const xml = await written("en16931/invoice-complete.json");
    expect(texts(xml, "ram:ID")[0]).toBe("urn:cen.eu:en16931:2017");
    expect(xml).toContain("<ram:ID>SAMPLE-001</ram:ID>");
    expect(texts(xml, "ram:TypeCode")[0]).toBe("380");
    expect(xml).toContain('<udt:DateTimeString format="102">20240213</udt:DateTimeString>');
  });

  test("a credit note is type 381, a self-billed invoice 389 (header_test)", async () => {
    const credit = await written("en16931/credit-note.json");
    expect(credit).toContain("<ram:ID>CN-002</ram:ID>");
    expect(texts(credit, "ram:TypeCode")[0]).toBe("381");
    expect(credit).toContain('<udt:DateTimeString format="102">20240214</udt:DateTimeString>');
    expect(texts(await written("en16931/self-billed-invoice.json"), "ram:TypeCode")[0]).toBe("389");
  });

  test("lines: unit code, quantity, rate and line total (lines_test)", async () => {
    const xml = await written("en16931/invoice-complete.json");
    expect(xml).toContain('<ram:BilledQuantity unitCode="HUR">20</ram:BilledQuantity>');
    expect(texts(xml, "ram:ChargeAmount")[0]).toBe("90.00");
    expect(texts(xml, "ram:RateApplicablePercent")[0]).toBe("19");
  });

  test("payment means: code, IBAN, BIC, card, debtor account, mandate and creditor ID (settlement_test)", async () => {
    const xml = await written("en16931/invoice-complete.json");
    expect(texts(xml, "ram:TypeCode")).toContain("30");
    expect(texts(xml, "ram:IBANID")).toEqual(["DE89370400440532013000", "NO9386011117947"]);
    expect(texts(xml, "ram:BICID")).toEqual(["DNBANOKK"]);
    expect(texts(xml, "ram:DirectDebitMandateID")).toEqual(["1234567890"]);
    expect(xml).toMatch(/<ram:ApplicableTradeSettlementFinancialCard>\s*<ram:ID>1234<\/ram:ID>\s*<ram:CardholderName>John Doe<\/ram:CardholderName>/);
    expect(texts(xml, "ram:CreditorReferenceID")).toEqual(["987654321"]);
  });

  test("payment means need their UNTDID code (settlement_test: extension errors)", async () => {
    const data = envelopeJSON("en16931/invoice-complete.json");
    const built = (await engine.build(data)) as Envelope<Record<string, any>>;
    delete built.doc.payment.instructions.ext;
    expect(() => writeCII(built as Envelope, profile("en16931"))).toThrow(/untdid-payment-means/);
  });

  test("tax categories: exemption reason and code on reverse charge (settlement_test), no rate for O, E with its VATEX", async () => {
    const reverse = await written("xrechnung/invoice-de-es-b2b.json", "xrechnung");
    expect(texts(reverse, "ram:ExemptionReason")[0]).toBe("Reverse Charge / Umkehr der Steuerschuld.");
    expect(texts(reverse, "ram:ExemptionReasonCode")[0]).toBe("VATEX-EU-AE");
    expect(texts(reverse, "ram:CategoryCode")).toContain("AE");

    // From the reference outputs: a line of category O carries no rate (BR-O-05); E carries its exemption code.
    // Its breakdown states the rate 0, which XRechnung requires of every breakdown (BR-DE-14); gobl.cii writes none.
    const outside = await written("en16931/invoice-out-of-scope.json");
    const outsideReference = readFileSync(`${REFERENCE}/convert/en16931/out/invoice-out-of-scope.xml`, "utf8");
    expect(texts(outside, "ram:CategoryCode")).toEqual(texts(outsideReference, "ram:CategoryCode"));
    expect(texts(outside, "ram:CategoryCode")).toContain("O");
    expect(texts(outsideReference, "ram:RateApplicablePercent")).toEqual([]);
    expect(texts(outside, "ram:RateApplicablePercent")).toEqual(["0"]);
    const exempt = await written("en16931/invoice-exempt.json");
    const exemptReference = readFileSync(`${REFERENCE}/convert/en16931/out/invoice-exempt.xml`, "utf8");
    expect(texts(exempt, "ram:CategoryCode")).toContain("E");
    expect(texts(exempt, "ram:ExemptionReasonCode")).toEqual(texts(exemptReference, "ram:ExemptionReasonCode"));
    expect(texts(exempt, "ram:ExemptionReasonCode").length).toBeGreaterThan(0);

    const standard = await written("en16931/invoice-de-de.json");
    expect(texts(standard, "ram:ExemptionReason")).toEqual([]);
    expect(texts(standard, "ram:ExemptionReasonCode")).toEqual([]);
  });

  test("scheme IDs: VA for VAT registrations, EM for e-mail inboxes, the ISO 6523 scheme of global IDs (party_test)", async () => {
    const xml = await written("en16931/invoice-complete.json");
    expect(xml).toContain('<ram:ID schemeID="VA">DE111111125</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="VA">DE282741168</ram:ID>');
    expect(xml).toContain('<ram:URIID schemeID="EM">inbox@example.com</ram:URIID>');
    expect(xml).toContain('<ram:GlobalID schemeID="0088">6754238987643</ram:GlobalID>');
  });

  test("tax point codes 5, 29 and 72, written on every breakdown entry and read back (settlement_test)", async () => {
    for (const [point, code] of [["issue", "5"], ["delivery", "29"], ["payment", "72"]] as const) {
      const xml = await written("en16931/invoice-complete.json", "en16931", (doc) => (doc.tax.point = point));
      const codes = texts(xml, "ram:DueDateTypeCode");
      expect(codes.length).toBeGreaterThan(0);
      expect(new Set(codes)).toEqual(new Set([code]));
      expect((readCII(xml).document as any).tax.point).toBe(point);
    }
    const none = await written("en16931/invoice-complete.json", "en16931", (doc) => delete doc.tax.point);
    expect(texts(none, "ram:DueDateTypeCode")).toEqual([]);
  });

  test("a preceding invoice without a date writes no empty date (settlement_test)", async () => {
    const xml = await written("en16931/correction-invoice.json", "en16931", (doc) => delete doc.preceding[0].issue_date);
    expect(xml).toMatch(/<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>SAMPLE-001<\/ram:IssuerAssignedID>\s*<\/ram:InvoiceReferencedDocument>/);
  });

  test("an ordering seller makes the supplier the tax representative (party_test)", async () => {
    const xml = await written("en16931/invoice-de-de.json");
    const representative = /<ram:SellerTaxRepresentativeTradeParty>([\s\S]*?)<\/ram:SellerTaxRepresentativeTradeParty>/.exec(xml)![1]!;
    expect(texts(representative, "ram:Name")).toEqual(["Provide One GmbH"]);
    expect(texts(representative, "ram:LineOne")).toEqual(["Dietmar-Hopp-Allee 16"]);
    expect(representative).toContain('<ram:ID schemeID="VA">DE111111125</ram:ID>');
    const seller = /<ram:SellerTradeParty>([\s\S]*?)<\/ram:SellerTradeParty>/.exec(xml)![1]!;
    expect(texts(seller, "ram:Name")).toEqual(["Salescompany ltd."]);
    expect(texts(seller, "ram:PersonName")).toEqual(["Antonio Salesmacher"]);
    expect(texts(seller, "ram:LineOne")).toEqual(["Main street 34"]);
  });

  test("profiles: Peppol and XRechnung write their guideline and business process", async () => {
    const peppol = await written("peppol/invoice-minimal.json", "peppol");
    expect(peppol).toContain("<ram:ID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</ram:ID>");
    expect(peppol).toContain("<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</ram:ID>");
    const xrechnung = await written("xrechnung/invoice-de-de.json", "xrechnung");
    expect(xrechnung).toContain("<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID>");
  });

  test("a profile's addon is required (cii.go: gobl invoice missing addon)", async () => {
    await expect(written("en16931/invoice-minimal.json", "xrechnung")).rejects.toThrow(/de-xrechnung-v3/);
  });

  test("not an invoice: refused", async () => {
    const built = (await engine.build(envelopeJSON("en16931/invoice-minimal.json"))) as Envelope<Record<string, any>>;
    const notInvoice = { ...built, doc: { ...built.doc, $schema: "https://gobl.org/draft-0/bill/order" } };
    expect(() => writeCII(notInvoice as Envelope, profile("en16931"))).toThrow(/invoice/);
  });

  test("prices that include tax are refused rather than written gross", async () => {
    await expect(written("en16931/invoice-prices-include.json")).rejects.toThrow(/prices_include/);
  });

  test("reading what we wrote gives the type codes back (utils_test TestTypeCodeParse)", async () => {
    const xml = await written("en16931/invoice-minimal.json");
    const withType = (code: string) => readCII(xml.replace(/<ram:TypeCode>380<\/ram:TypeCode>/, `<ram:TypeCode>${code}</ram:TypeCode>`)).document as any;
    expect(withType("380").type).toBe("standard");
    expect(withType("381").type).toBe("credit-note");
    expect(withType("384").type).toBe("corrective");
    expect(withType("325").type).toBe("proforma");
    expect(withType("383").type).toBe("debit-note");
    expect(withType("999").type).toBe("other");
    expect(withType("389")).toMatchObject({ type: "standard", $tags: ["self-billed"] });
    expect(withType("381").tax.ext["untdid-document-type"]).toBe("381");
  });

  test("payment means codes read into GOBL keys (settlement_parse.go's map)", async () => {
    const xml = await written("en16931/invoice-complete.json");
    const withMeans = (code: string) =>
      (readCII(xml.replace(/(<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>)30</, `$1${code}<`)).document as any).payment;
    expect(withMeans("30").instructions.key).toBe("credit-transfer");
    expect(withMeans("58").instructions.key).toBe("credit-transfer+sepa");
    expect(withMeans("59").instructions.key).toBe("direct-debit+sepa");
    expect(withMeans("48").instructions.key).toBe("card");
    expect(withMeans("10").instructions.key).toBe("cash");
    // Beyond gobl.cii's map: every code EN 16931's addon has a key for, and "other" keeping any other code.
    expect(withMeans("31").instructions).toMatchObject({ key: "debit-transfer", ext: { "untdid-payment-means": "31" } });
    expect(withMeans("97").instructions).toMatchObject({ key: "netting", ext: { "untdid-payment-means": "97" } });
    expect(withMeans("42").instructions).toMatchObject({ key: "other", ext: { "untdid-payment-means": "42" } });
    expect(withMeans("70").instructions).toMatchObject({ key: "other", ext: { "untdid-payment-means": "70" } });
    expect(withMeans("1").instructions).toBeUndefined();
  });
});
