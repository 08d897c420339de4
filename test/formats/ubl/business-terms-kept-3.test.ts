/**
 * Written XML that broke official rules the original meets, and terms lost
 * in UBL's round trip (issue 26, item 5, third part): allowance and charge
 * bases (PEPPOL-EN16931-R040), the payment means text once (UBL-SR-46), a
 * Skonto line's closing line break (BR-DE-18), payment means code 42.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";
import { paymentTermsText } from "../../../formats/common/payment-terms.ts";

const engine = createEngine();
const official = (path: string) => readFileSync(sharedPath("reference/en16931", path), "utf8");
type Obj = Record<string, any>;

const blocks = (xml: string, element: string) => [...xml.matchAll(new RegExp(`<${element}>[\\s\\S]*?</${element}>`, "g"))].map((m) => m[0].replace(/\s+/g, " "));

async function roundTrip(path: string): Promise<{ doc: Obj; xml: string }> {
  const envelope = await engine.fromXML(official(path));
  const written = await engine.toXML(envelope, { format: "ubl" });
  return { doc: envelope.doc as Obj, xml: written.xml };
}

describe("payment terms text (BT-20)", () => {
  it("ends a closing XRechnung discount line with a line break, and leaves other text alone", () => {
    expect(paymentTermsText("#SKONTO#TAGE=7#PROZENT=2.00#\n#SKONTO#TAGE=14#PROZENT=1.00#")).toBe("#SKONTO#TAGE=7#PROZENT=2.00#\n#SKONTO#TAGE=14#PROZENT=1.00#\n");
    expect(paymentTermsText("#SKONTO#TAGE=7#PROZENT=2.00#\nZahlbar in 30 Tagen")).toBe("#SKONTO#TAGE=7#PROZENT=2.00#\nZahlbar in 30 Tagen");
    expect(paymentTermsText("Net 30")).toBe("Net 30");
  });
});

describe.runIf(HAS_SHARED)("UBL round trip keeps what the official rules check (3)", () => {
  it("writes a document and a line allowance's or charge's own base (BT-93, BT-100, BT-137, BT-142), not the line sum", async () => {
    const { doc, xml } = await roundTrip("peppol/rules/examples/Allowance-example.xml");
    expect(doc.charges[0]).toMatchObject({ base: "1000", percent: "20%", amount: "200" });
    expect(doc.lines[0].charges[0]).toMatchObject({ base: "100.00", percent: "1%" });
    const [documentCharge] = blocks(xml, "cac:AllowanceCharge");
    expect(documentCharge).toContain('<cbc:BaseAmount currencyID="EUR">1000.00</cbc:BaseAmount>');
    expect(xml).toContain('<cbc:Amount currencyID="EUR">1.00</cbc:Amount> <cbc:BaseAmount currencyID="EUR">100.00</cbc:BaseAmount>'.replace(/> </g, ">\n      <"));
    // A base of 0 with a percentage of 0 stays 0 (XRechnung 02.01a), not the line sum.
    const zero = await roundTrip("xrechnung-testsuite/test/business-cases/standard/02.01a-INVOICE_ubl.xml");
    expect(blocks(zero.xml, "cac:AllowanceCharge").filter((b) => b.includes("<cbc:BaseAmount")).map((b) => /<cbc:BaseAmount[^>]*>([^<]*)</.exec(b)?.[1])).toEqual(["0.00", "0.00"]);
  });

  it("writes the payment means text (BT-82) on the first payment means only (UBL-SR-46)", async () => {
    const { doc, xml } = await roundTrip("xrechnung-testsuite/test/business-cases/standard/03.07a-INVOICE_ubl.xml");
    expect(doc.payment.instructions.detail).toBe("[Payment means text]");
    expect(doc.payment.instructions.credit_transfer).toHaveLength(2);
    expect(blocks(xml, "cac:PaymentMeans").map((b) => /<cbc:PaymentMeansCode[^>]*>/.exec(b)?.[0])).toEqual(['<cbc:PaymentMeansCode name="[Payment means text]">', "<cbc:PaymentMeansCode>"]);
  });

  it("writes XRechnung discount terms (BT-20) ending with a line break (BR-DE-18), though reading trims it", async () => {
    const { doc, xml } = await roundTrip("xrechnung-testsuite/test/business-cases/standard/01.10a-INVOICE_ubl.xml");
    expect(doc.payment.terms.notes.endsWith("#PROZENT=0.00#")).toBe(true);
    expect(xml).toContain("#SKONTO#TAGE=30#PROZENT=0.00#\n</cbc:Note>");
  });

  it("reads payment means code 42 as `other` keeping the code (BT-81), where gobl.ubl's debit-transfer becomes 31", async () => {
    const { doc, xml } = await roundTrip("xrechnung-testsuite/test/business-cases/standard/01.20a-INVOICE_ubl.xml");
    expect(doc.payment.instructions).toMatchObject({ key: "other", ext: { "untdid-payment-means": "42" } });
    expect(xml).toContain('<cbc:PaymentMeansCode name="Bank transfer">42</cbc:PaymentMeansCode>');
  });
});
