/**
 * Business terms an official UBL invoice keeps through XML → envelope → XML
 * (issue 26, item 5): each read into the document where GOBL can hold it,
 * and written back as the original states it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../support/shared.ts";
import { keptLineIDs } from "../../../formats/common/kept-terms.ts";

const engine = createEngine();
const official = (path: string) => readFileSync(sharedPath("reference/en16931", path), "utf8");
type Obj = Record<string, any>;

/** The texts of every element of that name (prefix included) in the XML. */
const texts = (xml: string, element: string) => [...xml.matchAll(new RegExp(`<${element}(?:\\s[^>]*)?>([^<]*)<`, "g"))].map((m) => m[1]);
/** The XML of one element (first of its name). */
const block = (xml: string, element: string) => new RegExp(`<${element}>[\\s\\S]*?</${element}>`).exec(xml)?.[0] ?? "";

/** The official invoice read, and written back in its own profile. */
async function roundTrip(path: string): Promise<{ doc: Obj; xml: string; profile: string }> {
  const envelope = await engine.fromXML(official(path));
  const written = await engine.toXML(envelope, { format: "ubl" });
  return { doc: envelope.doc as Obj, xml: written.xml, profile: written.profile };
}

describe.runIf(HAS_SHARED)("UBL business terms kept through a round trip", () => {
  it("keeps the seller's additional legal information (BT-33) as its registration's details", async () => {
    const { doc, xml } = await roundTrip("xrechnung-testsuite/test/business-cases/standard/01.01a-INVOICE_ubl.xml");
    expect(doc.supplier.registration).toEqual({ other: "123/456/7890, HRA-Eintrag in […]" });
    expect(texts(block(xml, "cac:AccountingSupplierParty"), "cbc:CompanyLegalForm")).toEqual(["123/456/7890, HRA-Eintrag in […]"]);
    // UBL-CR-244: never on the buyer.
    expect(block(xml, "cac:AccountingCustomerParty")).not.toContain("CompanyLegalForm");
  });

  it("keeps the sender's line identifiers (BT-126) in the document's meta and writes them back", async () => {
    const { doc, xml } = await roundTrip("xrechnung-testsuite/test/business-cases/standard/01.13a-INVOICE_ubl.xml");
    const ids = ["7", "8", "9", "10", "5.2", "2", "7.1", "7.2", "7.3", "9.1", "9.2"];
    expect(JSON.parse(doc.meta["line-ids"])).toEqual(ids);
    expect([...xml.matchAll(/<cac:InvoiceLine>\s*<cbc:ID>([^<]*)</g)].map((m) => m[1])).toEqual(ids);
  });

  it("keeps no line identifiers that are GOBL's own numbering, and numbers lines when the kept ones no longer fit", async () => {
    const plain = await engine.fromXML(official("peppol/rules/examples/base-example.xml"));
    expect((plain.doc as Obj).meta?.["line-ids"]).toBeUndefined();
    const lines = [{}, {}];
    expect(keptLineIDs({ meta: { "line-ids": '["A","B"]' }, lines })).toEqual(["A", "B"]);
    // An identifier stated twice is the sender's, kept as read (no official rule makes BT-126 unique).
    expect(keptLineIDs({ meta: { "line-ids": '["A","A"]' }, lines })).toEqual(["A", "A"]);
    // A line added or removed since, an empty identifier, or no JSON list: GOBL's numbering.
    expect(keptLineIDs({ meta: { "line-ids": '["A"]' }, lines })).toBeUndefined();
    expect(keptLineIDs({ meta: { "line-ids": '["A",""]' }, lines })).toBeUndefined();
    expect(keptLineIDs({ meta: { "line-ids": "A,B" }, lines })).toBeUndefined();
  });

  it("writes a trading name (BT-28, BT-45) only when the party has one", async () => {
    const { doc, xml } = await roundTrip("cen/ubl/examples/ubl-tc434-example4.xml");
    expect(doc.supplier.alias).toBeUndefined();
    expect(block(xml, "cac:AccountingSupplierParty")).not.toContain("cac:PartyName");
    expect(block(xml, "cac:AccountingCustomerParty")).not.toContain("cac:PartyName");
    const named = await roundTrip("peppol/rules/examples/base-example.xml");
    expect(named.doc.supplier.alias).toBe("SupplierTradingName Ltd.");
    expect(texts(block(block(named.xml, "cac:AccountingSupplierParty"), "cac:PartyName"), "cbc:Name")).toEqual(["SupplierTradingName Ltd."]);
    // A trading name equal to the legal name is still one (the alias), so it is written back.
    const same = official("peppol/rules/examples/base-example.xml").replace("SupplierTradingName Ltd.", "SupplierOfficialName Ltd");
    const envelope = await engine.fromXML(same);
    expect((envelope.doc as Obj).supplier.alias).toBe("SupplierOfficialName Ltd");
    const written = await engine.toXML(envelope, { format: "ubl" });
    expect(texts(block(block(written.xml, "cac:AccountingSupplierParty"), "cac:PartyName"), "cbc:Name")).toEqual(["SupplierOfficialName Ltd"]);
  });

  it("writes the tax representative's name (BT-62) as its party name", async () => {
    const { doc, xml } = await roundTrip("xrechnung-testsuite/test/business-cases/standard/01.14a-INVOICE_ubl.xml");
    expect(texts(block(xml, "cac:TaxRepresentativeParty"), "cbc:Name")).toEqual([doc.supplier.name]);
  });

  it("writes Peppol's order reference NA (BT-13) only under the Peppol profiles", async () => {
    const envelope = await engine.fromXML(official("cen/ubl/examples/guide-example1.xml"));
    const en16931 = await engine.toXML(envelope, { format: "ubl" });
    expect(en16931.profile).toBe("en16931");
    expect(en16931.xml).not.toContain("cac:OrderReference");
    const peppol = await engine.toXML(envelope, { format: "ubl", profile: "peppol" }).catch((e) => e);
    // Written or refused for what Peppol needs besides (electronic addresses), never for R003.
    if (typeof peppol?.xml === "string") expect(texts(block(peppol.xml, "cac:OrderReference"), "cbc:ID")).toEqual(["NA"]);
    else expect(JSON.stringify(peppol.faults ?? [])).not.toContain("PEPPOL-EN16931-R003");
  });

  it("writes the line's accounting cost (BT-133) from the line's cost", async () => {
    const { doc, xml } = await roundTrip("peppol/rules/examples/base-example.xml");
    expect(doc.lines[0].cost).toBe("Konteringsstreng");
    expect(texts(block(xml, "cac:InvoiceLine"), "cbc:AccountingCost")).toEqual(["Konteringsstreng"]);
  });

  it("keeps the business process (BT-23) of an EN 16931 invoice", async () => {
    const { doc, xml, profile } = await roundTrip("cen/ubl/examples/ubl-tc434-creditnote1.xml");
    expect(profile).toBe("en16931");
    expect(doc.meta["business-process"]).toBe("urn:fdc:peppol.eu:2017:poacc:billing:01:1.0");
    expect(texts(xml, "cbc:ProfileID")).toEqual(["urn:fdc:peppol.eu:2017:poacc:billing:01:1.0"]);
  });

  it("writes the delivery location identifier's scheme (BT-71-1)", async () => {
    const { doc, xml } = await roundTrip("peppol/rules/examples/base-example.xml");
    expect(doc.delivery.identities[0]).toEqual({ code: "9483759475923478", label: "0088" });
    expect(block(xml, "cac:DeliveryLocation")).toContain('<cbc:ID schemeID="0088">9483759475923478</cbc:ID>');
  });
});

if (!HAS_SHARED) it.skip(`UBL business-term round trips: ${SKIP_NO_SHARED}`, () => {});
