/**
 * The official rules guard what UBL and CII write (issue 26, item 1): a
 * document that cannot meet its profile's rules is refused naming them and
 * the document's properties to fix; one that meets them is written. And a
 * document read in a profile is written back in it (item 3).
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Envelope } from "../../index.ts";
import { EXAMPLES } from "../../examples/index.ts";
import { documentPathsOf, lineIndexOf } from "../../formats/common/business-terms.ts";

const engine = createEngine();
type Obj = Record<string, any>;

/** The EN 16931 example: an invoice that carries everything EN 16931 needs, but no electronic addresses. */
const en16931 = () => structuredClone(EXAMPLES.find((e) => e.id === "eu-en16931-v2017")!.document) as Obj;

/** What Peppol needs beyond EN 16931: electronic addresses, and a buyer reference (or an order reference: PEPPOL-EN16931-R003). */
function withInboxes(doc: Obj): Obj {
  doc.ordering = { code: "BUYER-REF-7" };
  doc.supplier.inboxes = [{ scheme: "0106", code: "87654321" }];
  doc.customer.inboxes = [{ scheme: "0106", code: "12345678" }];
  return doc;
}

describe("Peppol without electronic addresses", () => {
  for (const format of ["ubl", "cii"]) {
    it(`${format}: refused with PEPPOL-EN16931-R010 and R020, naming the parties' inboxes`, async () => {
      const refused: Obj = await engine.toXML(en16931(), { format, profile: "peppol" }).catch((e: unknown) => e as Obj);
      expect(refused).toMatchObject({ status: 422, key: "validation" });
      const byCode = new Map((refused.faults as Obj[]).map((f) => [f.code, f]));
      expect(byCode.get("PEPPOL-EN16931-R020")).toMatchObject({ ruleSet: "peppol", terms: ["BT-34"], properties: ["$.doc.supplier.inboxes"] });
      expect(byCode.get("PEPPOL-EN16931-R010")).toMatchObject({ ruleSet: "peppol", terms: ["BT-49"], properties: ["$.doc.customer.inboxes"] });
      expect(byCode.get("PEPPOL-EN16931-R010")!.xpath).toMatch(/Buyer|Customer/);
    });

    it(`${format}: written when the parties have them, and the XML passes the Peppol rules`, async () => {
      const { xml, profile } = await engine.toXML(withInboxes(en16931()), { format, profile: "peppol" });
      expect(profile).toBe("peppol");
      const check = await engine.validateXML(xml, { rules: ["xsd", "en16931", "peppol"] });
      expect(check.faults.filter((f) => f.flag === "fatal")).toEqual([]);
    });
  }

  it("an EN 16931 invoice is written under EN 16931 by default, in UBL as in CII (Peppol is named, or remembered)", async () => {
    for (const format of ["ubl", "cii"]) expect((await engine.toXML(en16931(), { format })).profile, format).toBe("en16931");
  });
});

describe("the profile an invoice was read in", () => {
  it("is the one it is written back in, in the same syntax and the other", async () => {
    const { xml } = await engine.toXML(withInboxes(en16931()), { format: "ubl", profile: "peppol" });
    const read = (await engine.fromXML(xml)) as Envelope;
    expect(read.head.meta).toMatchObject({ "xml-profile": "peppol" });
    expect((await engine.toXML(read, { format: "ubl" })).profile).toBe("peppol");
    expect((await engine.toXML(read, { format: "cii" })).profile).toBe("peppol");
    expect((await engine.toXML(read, { format: "ubl", profile: "en16931" })).profile).toBe("en16931");
  });

  it("an EN 16931 invoice comes back as EN 16931, not Peppol", async () => {
    const { xml } = await engine.toXML(en16931(), { format: "ubl" });
    const read = await engine.fromXML(xml);
    expect(read.head.meta).toMatchObject({ "xml-profile": "en16931" });
    expect((await engine.toXML(read, { format: "ubl" })).profile).toBe("en16931");
  });
});

describe("the document paths of a business term", () => {
  it("are the header's, or a line's when the XML node is within one", () => {
    expect(documentPathsOf(["BT-34"])).toEqual(["$.doc.supplier.inboxes"]);
    expect(documentPathsOf(["BT-49-1"])).toEqual(["$.doc.customer.inboxes"]);
    expect(documentPathsOf(["BT-129", "BT-130"], 2)).toEqual(["$.doc.lines[2].quantity", "$.doc.lines[2].item.unit"]);
    expect(documentPathsOf(["BT-151"])).toEqual(["$.doc.lines"]);
    expect(documentPathsOf(["BT-DEX-001"])).toEqual(["$.doc"]);
    expect(documentPathsOf([])).toEqual(["$.doc"]);
  });

  it("find the line from the XPath of the node", () => {
    const ubl = ["cac:InvoiceLine", "cac:CreditNoteLine"];
    expect(lineIndexOf("/ubl:Invoice[1]/cac:InvoiceLine[3]/cac:Item[1]", ubl)).toBe(2);
    expect(lineIndexOf("/ubl:Invoice[1]/cac:TaxTotal[1]", ubl)).toBeUndefined();
    expect(lineIndexOf("/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]/ram:IncludedSupplyChainTradeLineItem[1]/@x", ["ram:IncludedSupplyChainTradeLineItem"])).toBe(0);
  });
});
