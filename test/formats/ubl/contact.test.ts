/** UBL writes a contact person's own telephone and e-mail (BT-42/43, BT-57/58) when the party has none, so XRechnung's BR-DE-6 and BR-DE-7 hold. */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { EXAMPLES } from "../../../examples/index.ts";

const engine = createEngine();

describe("UBL contact", () => {
  it("takes the person's telephone and e-mail when the party has none", async () => {
    const invoice = structuredClone(EXAMPLES.find((e) => e.id === "de-xrechnung-v3")!.document as Record<string, any>);
    delete invoice.supplier.telephones;
    delete invoice.supplier.emails;
    invoice.supplier.people = [{ name: { given: "Anna", surname: "Schmidt" }, telephones: [{ num: "+49 30 1234567" }], emails: [{ addr: "anna@example.de" }] }];
    const { xml } = await engine.toXML(invoice, { format: "ubl", profile: "xrechnung" });
    const contact = /<cac:AccountingSupplierParty>[\s\S]*?<cac:Contact>([\s\S]*?)<\/cac:Contact>/.exec(xml)?.[1] ?? "";
    expect(contact).toContain("<cbc:Name>Anna Schmidt</cbc:Name>");
    expect(contact).toContain("<cbc:Telephone>+49 30 1234567</cbc:Telephone>");
    expect(contact).toContain("<cbc:ElectronicMail>anna@example.de</cbc:ElectronicMail>");
    const checked = await engine.validateXML(xml);
    expect(checked.faults.map((f) => f.code).filter((c) => c === "BR-DE-6" || c === "BR-DE-7")).toEqual([]);
  });
});
