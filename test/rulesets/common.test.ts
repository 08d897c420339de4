/**
 * What the rule sets share about the two syntaxes (rulesets/common/syntax.ts):
 * element tests by prefix, the document elements, and where a node stands
 * (a relative path ending at it, an absolute one from the document element).
 */
import { describe, expect, it } from "vitest";
import { readXMLTree } from "../../engine/index.ts";
import { ciiAt, endsWith, isAt, isCac, isCiiRoot, isUblDocument, isUblLine, isUblRoot, ublAt, walkUp } from "../../rulesets/common/syntax.ts";

const UBL = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode></cac:PaymentMeans>
  <cac:InvoiceLine><cac:Item><cac:PaymentMeans/></cac:Item></cac:InvoiceLine>
</Invoice>`;

const CII = `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">
  <rsm:SupplyChainTradeTransaction><ram:ApplicableHeaderTradeSettlement/></rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

describe("the syntaxes' element tests and positions", () => {
  const ubl = readXMLTree(UBL);
  const [means, line] = ubl.children;
  const nested = line!.children[0]!.children[0]!;

  it("test elements by prefix and recognise the document elements", () => {
    expect(isCac(means, "PaymentMeans")).toBe(true);
    expect(isCac(means!.children[0], "PaymentMeansCode")).toBe(false);
    expect(isUblRoot(ubl) && isUblDocument(ubl)).toBe(true);
    expect(isUblRoot(means)).toBe(false);
    expect(isUblLine(line)).toBe(true);
    expect(isCiiRoot(readXMLTree(CII))).toBe(true);
    expect(isCiiRoot(ubl)).toBe(false);
  });

  it("say where a node stands: at the end of a relative path, or at an absolute one", () => {
    expect(endsWith(nested, "cac:Item/cac:PaymentMeans")).toBe(true);
    expect(walkUp(nested, "cac:InvoiceLine/cac:Item/cac:PaymentMeans")).toBe(line);
    expect(ublAt(means, "cac:PaymentMeans")).toBe(true);
    expect(ublAt(nested, "cac:PaymentMeans")).toBe(false);
    expect(isAt(means, "ubl:Invoice/cac:PaymentMeans")).toBe(true);
    expect(isAt(nested, "cac:Item/cac:PaymentMeans")).toBe(false);
    const settlement = readXMLTree(CII).children[0]!.children[0]!;
    expect(ciiAt(settlement, "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement")).toBe(true);
    expect(() => endsWith(means, "x:PaymentMeans")).toThrow(/no declared prefix/);
  });
});
