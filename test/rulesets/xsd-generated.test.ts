/**
 * The `xsd` rule set: its tables (rulesets/xsd/generated/) are what
 * scripts/generate-xsd-structure.ts derives from the UBL 2.1 and CII D16B
 * schemas today, and its checker gives xmllint's verdicts on small documents
 * that break the schemas in one way each (the verdicts, and where xmllint
 * reports them, were taken from xmllint --schema on the same documents).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readXMLTree, XMLRuleSetRegistry } from "../../engine/index.ts";
import { ContentAutomaton, parseExpression } from "../../rulesets/xsd/content-model.ts";
import { SimpleType } from "../../rulesets/xsd/simple-types.ts";
import { xsdRuleSet } from "../../rulesets/xsd/index.ts";
import { generateXsdStructure } from "../../scripts/generate-xsd-structure.ts";
import { HAS_SHARED, PROJECT_ROOT, SHARED_DIR, SKIP_NO_SHARED } from "../support/shared.ts";

describe.runIf(HAS_SHARED)("generated XSD tables", () => {
  it("are current (else run npx tsx scripts/generate-xsd-structure.ts)", () => {
    for (const [path, text] of generateXsdStructure(SHARED_DIR)) {
      const committed = readFileSync(join(PROJECT_ROOT, path), "utf8");
      expect(committed === text, `${path} is stale: npx tsx scripts/generate-xsd-structure.ts`).toBe(true);
    }
  });
});

if (!HAS_SHARED) it.skip(`generated XSD tables: ${SKIP_NO_SHARED}`, () => {});

const registry = new XMLRuleSetRegistry([xsdRuleSet]);
const faults = (xml: string) => registry.validate(xml, { rules: "xsd" }).faults.map((f) => `${f.code} ${f.properties[0]}`);

const UBL = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2">
  <cbc:ID>INV-1</cbc:ID>
  <cbc:IssueDate>2024-01-31</cbc:IssueDate>
  <cac:AccountingSupplierParty/>
  <cac:AccountingCustomerParty/>
  <cac:LegalMonetaryTotal><cbc:PayableAmount currencyID="EUR">10.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
  <cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:LineExtensionAmount currencyID="EUR">10.00</cbc:LineExtensionAmount><cac:Item/></cac:InvoiceLine>
</Invoice>`;

const CII = `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>INV-1</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240131</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement/>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>10.00</ram:LineTotalAmount>
        <ram:DuePayableAmount>10.00</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

/** The document with one text replaced (which must occur in it). */
function edit(xml: string, from: string, to: string): string {
  expect(xml.includes(from), from).toBe(true);
  return xml.replace(from, to);
}

const extension = (content: string) =>
  edit(UBL, "<cbc:ID>INV-1</cbc:ID>", `<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent>${content}</ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions><cbc:ID>INV-1</cbc:ID>`);

describe("the xsd rule set on UBL", () => {
  it("accepts a minimal invoice", () => {
    expect(faults(UBL)).toEqual([]);
    expect(registry.validate(UBL, { rules: "xsd" }).valid).toBe(true);
  });

  it("refuses an element out of order, where it stands", () => {
    const xml = edit(UBL, "<cbc:ID>INV-1</cbc:ID>\n  <cbc:IssueDate>2024-01-31</cbc:IssueDate>", "<cbc:IssueDate>2024-01-31</cbc:IssueDate>\n  <cbc:ID>INV-1</cbc:ID>");
    const result = registry.validate(xml, { rules: "xsd" });
    expect(result.valid).toBe(false);
    expect(result.faults.map((f) => `${f.code} ${f.flag} ${f.properties[0]}`)).toEqual(["XSD-UNEXPECTED-ELEMENT fatal /ubl:Invoice[1]/cbc:IssueDate[1]"]);
    expect(result.faults[0]!.description).toMatch(/^XSD-UNEXPECTED-ELEMENT: cbc:IssueDate .*ubl:Invoice.*cbc:ID/);
  });

  it("refuses a document that ends before a required element", () => {
    const xml = edit(UBL, '<cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:LineExtensionAmount currencyID="EUR">10.00</cbc:LineExtensionAmount><cac:Item/></cac:InvoiceLine>', "");
    const result = registry.validate(xml, { rules: "xsd" });
    expect(result.faults.map((f) => `${f.code} ${f.properties[0]}`)).toEqual(["XSD-MISSING-ELEMENT /ubl:Invoice[1]"]);
    expect(result.faults[0]!.description).toContain("cac:InvoiceLine");
  });

  it("refuses a date that does not exist, and a decimal with a comma", () => {
    expect(faults(edit(UBL, "2024-01-31", "2024-02-30"))).toEqual(["XSD-VALUE /ubl:Invoice[1]/cbc:IssueDate[1]"]);
    expect(faults(edit(UBL, ">10.00</cbc:PayableAmount>", ">10,00</cbc:PayableAmount>"))).toEqual(["XSD-VALUE /ubl:Invoice[1]/cac:LegalMonetaryTotal[1]/cbc:PayableAmount[1]"]);
  });

  it("refuses a missing required attribute and an undeclared one", () => {
    expect(faults(edit(UBL, '<cbc:PayableAmount currencyID="EUR">', "<cbc:PayableAmount>"))).toEqual(["XSD-ATTRIBUTE /ubl:Invoice[1]/cac:LegalMonetaryTotal[1]/cbc:PayableAmount[1]"]);
    expect(faults(edit(UBL, "<cbc:ID>INV-1</cbc:ID>", '<cbc:ID lang="en">INV-1</cbc:ID>'))).toEqual(["XSD-ATTRIBUTE /ubl:Invoice[1]/cbc:ID[1]/@lang"]);
  });

  it("refuses text where only elements may be", () => {
    expect(faults(edit(UBL, "<cac:AccountingSupplierParty/>", "<cac:AccountingSupplierParty>ACME</cac:AccountingSupplierParty>"))).toEqual([
      "XSD-TEXT /ubl:Invoice[1]/cac:AccountingSupplierParty[1]",
    ]);
  });

  it("checks extension content laxly: foreign elements pass, UBL elements in it are checked", () => {
    expect(faults(extension('<x:Data xmlns:x="urn:example" any="thing"><x:Inner/>text</x:Data>'))).toEqual([]);
    expect(faults(extension('<x:Data xmlns:x="urn:example"><cbc:IssueDate>someday</cbc:IssueDate></x:Data>'))).toEqual([
      "XSD-VALUE /ubl:Invoice[1]/ext:UBLExtensions[1]/ext:UBLExtension[1]/ext:ExtensionContent[1]/Q{urn:example}Data[1]/cbc:IssueDate[1]",
    ]);
    // Exactly one element, of a namespace other than the extension components'.
    expect(faults(extension(""))).toEqual(["XSD-MISSING-ELEMENT /ubl:Invoice[1]/ext:UBLExtensions[1]/ext:UBLExtension[1]/ext:ExtensionContent[1]"]);
    expect(faults(extension('<x:A xmlns:x="urn:example"/><x:B xmlns:x="urn:example"/>'))).toEqual([
      "XSD-UNEXPECTED-ELEMENT /ubl:Invoice[1]/ext:UBLExtensions[1]/ext:UBLExtension[1]/ext:ExtensionContent[1]/Q{urn:example}B[1]",
    ]);
  });
});

describe("the xsd rule set on CII", () => {
  it("accepts a minimal invoice", () => {
    expect(faults(CII)).toEqual([]);
  });

  it("refuses an element out of order", () => {
    const xml = edit(CII, "<ram:ID>INV-1</ram:ID>\n    <ram:TypeCode>380</ram:TypeCode>", "<ram:TypeCode>380</ram:TypeCode>\n    <ram:ID>INV-1</ram:ID>");
    expect(faults(xml)).toEqual(["XSD-UNEXPECTED-ELEMENT /rsm:CrossIndustryInvoice[1]/rsm:ExchangedDocument[1]/ram:TypeCode[1]"]);
  });

  it("refuses a document without its trade transaction", () => {
    const start = CII.indexOf("  <rsm:SupplyChainTradeTransaction>");
    const end = CII.indexOf("</rsm:SupplyChainTradeTransaction>") + "</rsm:SupplyChainTradeTransaction>\n".length;
    expect(faults(CII.slice(0, start) + CII.slice(end))).toEqual(["XSD-MISSING-ELEMENT /rsm:CrossIndustryInvoice[1]"]);
  });

  it("refuses a date-time that is only a date, and an amount with a comma", () => {
    const dateTime = edit(CII, '<udt:DateTimeString format="102">20240131</udt:DateTimeString>', "<udt:DateTime>2024-01-31</udt:DateTime>");
    expect(faults(dateTime)).toEqual(["XSD-VALUE /rsm:CrossIndustryInvoice[1]/rsm:ExchangedDocument[1]/ram:IssueDateTime[1]/udt:DateTime[1]"]);
    expect(faults(edit(CII, "<ram:LineTotalAmount>10.00", "<ram:LineTotalAmount>10,00"))).toEqual([
      "XSD-VALUE /rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]/ram:ApplicableHeaderTradeSettlement[1]/ram:SpecifiedTradeSettlementHeaderMonetarySummation[1]/ram:LineTotalAmount[1]",
    ]);
  });
});

describe("content models", () => {
  /** Whether a sequence of declaration indexes is a valid content for an expression. */
  function accepts(expression: string, children: number[]): boolean {
    const automaton = new ContentAutomaton(parseExpression(expression));
    let state = -1;
    for (const child of children) {
      const next = (state < 0 ? automaton.first : automaton.follow[state]!).find((p) => automaton.positions[p]!.decl === child);
      if (next === undefined) return false;
      state = next;
    }
    return state < 0 ? automaton.nullable : automaton.accepting.has(state);
  }

  it("count occurrences, choices and nested groups", () => {
    expect(accepts("1{2,3}", [1])).toBe(false);
    expect(accepts("1{2,3}", [1, 1])).toBe(true);
    expect(accepts("1{2,3}", [1, 1, 1])).toBe(true);
    expect(accepts("1{2,3}", [1, 1, 1, 1])).toBe(false);
    expect(accepts("(1,2?)+,3", [1, 1, 2, 1, 3])).toBe(true);
    expect(accepts("(1,2?)+,3", [2, 3])).toBe(false);
    expect(accepts("(1|2)*,3?", [])).toBe(true);
    expect(accepts("(1|2)*,3?", [2, 1, 2, 3])).toBe(true);
    expect(accepts("(1|2)*,3?", [3, 1])).toBe(false);
  });
});

describe("simple types", () => {
  const check = (builtin: string, text: string) => new SimpleType([builtin]).problem(text) === undefined;

  it("read values as xmllint does", () => {
    // Dates exist or not; xmllint takes no whitespace around them.
    expect(["2024-02-29", "2024-01-31Z", "2024-01-31+14:00"].map((t) => check("date", t))).toEqual([true, true, true]);
    expect(["2023-02-29", "2024-04-31", " 2024-01-31", "2024-01-31+14:01", "0000-01-01"].map((t) => check("date", t))).toEqual([false, false, false, false, false]);
    expect(["2024-01-31T24:00:00", "2024-01-31T10:00:00.5Z"].map((t) => check("dateTime", t))).toEqual([true, true]);
    expect(["2024-01-31", "2024-01-31T10:00", "2024-01-31T23:59:60"].map((t) => check("dateTime", t))).toEqual([false, false, false]);
    // Decimals: digits and a point, whitespace around; at most 24 digits after leading zeroes.
    expect([" 1.0 ", ".5", "5.", "+0", "000000000000000000000000000001"].map((t) => check("decimal", t))).toEqual([true, true, true, true, true]);
    expect(["", ".", "1e3", "1,5", "1 0", "1234567890123456789012345"].map((t) => check("decimal", t))).toEqual([false, false, false, false, false, false]);
    expect(["true", " 0 "].map((t) => check("boolean", t))).toEqual([true, true]);
    expect(["TRUE", "yes"].map((t) => check("boolean", t))).toEqual([false, false]);
    // Base64: characters outside the alphabet skipped (libxml2 reads "2019-02-30" as 20190230), the padding bits zero.
    expect(["", "QUJD", "QQ==", "Q U J D", "2019-02-30"].map((t) => check("base64Binary", t))).toEqual([true, true, true, true, true]);
    expect(["QUJ", "QR==", "QUJD=", "QU-D", "QQ==QQ=="].map((t) => check("base64Binary", t))).toEqual([false, false, false, false, false]);
    // URIs: libxml2 lets characters a URI may not hold pass, but not a bad escape or a second fragment.
    expect(["http://example.com/a b", "urn:x:y", "#f"].map((t) => check("anyURI", t))).toEqual([true, true, true]);
    expect(["%zz", "a#b#c", "1a:b", "http://x:8a/"].map((t) => check("anyURI", t))).toEqual([false, false, false, false]);
  });

  it("measure lengths after collapsing whitespace", () => {
    const unit = new SimpleType(["token", { minLength: 1, maxLength: 3 }]);
    expect(["ABC", " AB ", "A  B"].map((t) => unit.problem(t))).toEqual([undefined, undefined, undefined]);
    expect(unit.problem("ABCD")).toMatch(/at most 3/);
    expect(unit.problem("  ")).toMatch(/at least 1/);
  });

  it("compare enumerations after the built-in's whitespace handling", () => {
    // XAdES's qualifier type: a string, so whitespace is kept.
    const qualifier = new SimpleType(["string", { enumeration: ["OIDAsURI", "OIDAsURN"] }]);
    expect(qualifier.problem("OIDAsURN")).toBeUndefined();
    expect(qualifier.problem(" OIDAsURN")).toMatch(/one of OIDAsURI, OIDAsURN/);
    expect(new SimpleType(["token", { enumeration: ["A"] }]).problem(" A ")).toBeUndefined();
  });
});
