/**
 * CII handles a profile's required addons as UBL does: a plain invoice (no
 * EN 16931 addon) written under the EN 16931 or Peppol profile is built again
 * with the addon, which gives it its document type code, instead of being
 * refused for lacking one.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { EXAMPLES } from "../../../examples/index.ts";

const engine = createEngine();

type Party = { tax_id: { code: string }; inboxes?: { scheme: string; code: string }[] };

describe("CII profiles' required addons", () => {
  it("writes a plain invoice under en16931 (the default) and peppol, with its document type code", async () => {
    const plain = EXAMPLES.find((e) => e.id === "es-standard") ?? EXAMPLES.find((e) => !((e.document as { $addons?: string[] }).$addons ?? []).length)!;
    expect((plain.document as { $addons?: string[] }).$addons ?? []).not.toContain("eu-en16931-v2017");
    for (const profile of [undefined, "en16931", "peppol"]) {
      const document = structuredClone(plain.document) as { supplier: Party; customer: Party; ordering?: { code: string } };
      if (profile === "peppol") {
        // What Peppol requires beyond EN 16931 and a plain invoice lacks: both electronic addresses and a buyer reference.
        document.supplier.inboxes = [{ scheme: "9920", code: document.supplier.tax_id.code }];
        document.customer.inboxes = [{ scheme: "9920", code: document.customer.tax_id.code }];
        document.ordering = { code: "PO-1" };
      }
      const { xml } = await engine.toXML(document, { format: "cii", ...(profile ? { profile } : {}) });
      expect(xml).toMatch(/<rsm:ExchangedDocument>[\s\S]*<ram:TypeCode>380<\/ram:TypeCode>/);
    }
  });

  it("says so in the format list", () => {
    const cii = engine.formatList().find((f) => f.key === "cii")!;
    expect(cii.profiles.find((p) => p.key === "en16931")?.requires).toEqual(["eu-en16931-v2017"]);
    expect(cii.profiles.find((p) => p.key === "peppol")?.requires).toEqual(["eu-en16931-v2017"]);
  });
});
