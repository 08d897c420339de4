/**
 * Terms an official UBL invoice lost in its round trip (issue 26, item 5,
 * fourth part): a seller tax registration under a scheme other than VAT
 * (BT-32) and a payee's identifier beside its legal registration (BT-60,
 * BT-61), each read into the document and written back in its element.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";

const engine = createEngine();
const official = (path: string) => readFileSync(sharedPath("reference/en16931", path), "utf8");
type Obj = Record<string, any>;

/** The XML of one element (first of its name). */
const block = (xml: string, element: string) => new RegExp(`<${element}>[\\s\\S]*?</${element}>`).exec(xml)?.[0] ?? "";

async function roundTrip(path: string, format = "ubl"): Promise<{ doc: Obj; xml: string }> {
  const envelope = await engine.fromXML(official(path));
  const written = await engine.toXML(envelope, { format });
  return { doc: envelope.doc as Obj, xml: written.xml };
}

describe.runIf(HAS_SHARED)("UBL round trip keeps (4)", () => {
  const steuernummer = "xrechnung-testsuite/test/business-cases/standard/01.04a-INVOICE_ubl.xml";

  it("reads a tax registration under a scheme other than VAT (BT-32) as an identity of tax scope, not as a VAT number", async () => {
    const { doc, xml } = await roundTrip(steuernummer);
    expect(doc.supplier.tax_id).toBeUndefined();
    expect(doc.supplier.identities).toContainEqual({ scope: "tax", country: "DE", type: "???", code: "12/345/67890" });
    // Written back under its own scheme, never prefixed with the country as a VAT identifier.
    const schemes = block(xml, "cac:AccountingSupplierParty").match(/<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/g) ?? [];
    expect(schemes).toHaveLength(1);
    expect(schemes[0]).toMatch(/<cbc:CompanyID>12\/345\/67890<\/cbc:CompanyID>\s*<cac:TaxScheme>\s*<cbc:ID>\?\?\?<\/cbc:ID>/);
    expect(xml).not.toContain("DE1234567890");
  });

  it("writes that registration to CII as an FC tax registration", async () => {
    const { xml } = await roundTrip(steuernummer, "cii");
    expect(block(xml, "ram:SellerTradeParty")).toContain('<ram:ID schemeID="FC">12/345/67890</ram:ID>');
  });

  it("keeps a VAT number read under a scheme named otherwise but typed VAT as the tax ID (gobl.ubl's 'UK VAT')", async () => {
    const xml = official(steuernummer).replace(
      /<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/,
      "<cac:PartyTaxScheme><cbc:CompanyID>DE123456788</cbc:CompanyID><cac:TaxScheme><cbc:ID>DE VAT</cbc:ID><cbc:TaxTypeCode>VAT</cbc:TaxTypeCode></cac:TaxScheme></cac:PartyTaxScheme>",
    );
    const envelope = await engine.fromXML(xml, { validate: false });
    expect((envelope.doc as Obj).supplier.tax_id).toMatchObject({ country: "DE", code: "123456788" });
  });

  it("keeps the payee's identifier (BT-60) and legal registration (BT-61) each in its element", async () => {
    const { doc, xml } = await roundTrip("cen/ubl/examples/guide-example2.xml");
    expect(doc.payment.payee.identities).toEqual([
      { scope: "legal", code: "989823401", ext: { "iso-scheme-id": "0082" } },
      { code: "2298740918237", ext: { "iso-scheme-id": "0088" } },
    ]);
    const payee = block(xml, "cac:PayeeParty");
    expect(block(payee, "cac:PartyIdentification")).toContain('<cbc:ID schemeID="0088">2298740918237</cbc:ID>');
    expect(block(payee, "cac:PartyLegalEntity")).toContain('<cbc:CompanyID schemeID="0082">989823401</cbc:CompanyID>');
  });
});
