/**
 * Terms lost in CII's round trip, and written XML that broke an official
 * rule the original meets (issue 26, item 5, third part): the seller's
 * several identifiers (BT-29), a line's object identifier without a type
 * code (BT-128), a Skonto line's closing line break (BR-DE-18).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";

const engine = createEngine();
const official = (path: string) => readFileSync(sharedPath("reference/en16931", path), "utf8");
type Obj = Record<string, any>;

async function roundTrip(path: string): Promise<{ doc: Obj; xml: string }> {
  const envelope = await engine.fromXML(official(path));
  const written = await engine.toXML(envelope, { format: "cii" });
  return { doc: envelope.doc as Obj, xml: written.xml };
}

const sellerOf = (xml: string) => /<ram:SellerTradeParty>[\s\S]*?<ram:Name>/.exec(xml)?.[0] ?? "";

describe.runIf(HAS_SHARED)("CII round trip keeps (3)", () => {
  it("reads and writes every identifier of the seller (BT-29: ram:ID and ram:GlobalID repeat)", async () => {
    const { doc, xml } = await roundTrip("xrechnung-testsuite/test/business-cases/standard/03.07a-INVOICE_uncefact.xml");
    const codes = (doc.ordering?.seller ?? doc.supplier).identities.filter((i: Obj) => i.scope === undefined).map((i: Obj) => i.code);
    expect(codes).toEqual(["9876543217894897438", "748387437438", "987654321"]);
    const seller = sellerOf(xml);
    expect([...seller.matchAll(/<ram:ID>([^<]*)</g)].map((m) => m[1])).toEqual(["9876543217894897438", "748387437438"]);
    expect(seller).toContain('<ram:GlobalID schemeID="0088">987654321</ram:GlobalID>');
  });

  it("reads a line's settlement reference without a type code as its object identifier (BT-128), written back with 130", async () => {
    const { doc, xml } = await roundTrip("cen/cii/examples/XRechnung-O.xml");
    expect(doc.lines[0].identifier).toEqual({ code: "50028642477" });
    expect(xml).toMatch(/<ram:SpecifiedLineTradeSettlement>[\s\S]*?<ram:AdditionalReferencedDocument>\s*<ram:IssuerAssignedID>50028642477<\/ram:IssuerAssignedID>\s*<ram:TypeCode>130<\/ram:TypeCode>/);
  });

  it("writes XRechnung discount terms (BT-20) ending with a line break (BR-DE-18)", async () => {
    const { xml } = await roundTrip("xrechnung-testsuite/test/business-cases/standard/01.10a-INVOICE_uncefact.xml");
    expect(xml).toContain("#SKONTO#TAGE=30#PROZENT=0.00#\n</ram:Description>");
  });
});
