/** The Peppol self-billing profile writes only self-billed invoices: an ordinary one is refused, naming the tag it lacks. */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { EXAMPLES } from "../../../examples/index.ts";

const engine = createEngine();
const invoice = () => structuredClone(EXAMPLES.find((e) => e.id === "de-xrechnung-v3")!.document as Record<string, any>);

describe("UBL peppol-self-billed", () => {
  it("refuses an invoice that is not tagged self-billed, saying what to do", async () => {
    await expect(engine.toXML(invoice(), { format: "ubl", profile: "peppol-self-billed" })).rejects.toMatchObject({
      key: "validation",
      faults: [{ properties: ["$.doc.$tags"], description: expect.stringContaining("self-billed") }],
    });
  });

  it("writes a self-billed invoice with the self-billing identifiers", async () => {
    const selfBilled = { ...invoice(), $tags: ["self-billed"] };
    const { xml } = await engine.toXML(selfBilled, { format: "ubl", profile: "peppol-self-billed" });
    expect(xml).toContain("urn:fdc:peppol.eu:2017:poacc:selfbilling:3.0");
    expect(xml).toMatch(/<cbc:InvoiceTypeCode>389<\/cbc:InvoiceTypeCode>/);
  });
});
