/**
 * The Factur-X addon (fr-facturx-v1) names the format only: its invoices get
 * EN 16931's normalisation and rules, enabled first, and nothing more.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { facturx } from "../../../addons/fr/facturx/index.ts";
import { INVOICE, type Obj } from "../../regimes/support.ts";

const engine = createEngine();

/** A French invoice with no Chorus Pro details (no framework, no SIRET). */
const invoice = (): Obj => ({
  $schema: INVOICE,
  $addons: ["fr-facturx-v1"],
  currency: "EUR",
  issue_date: "2022-02-01",
  series: "SAMPLE",
  code: "001",
  supplier: {
    name: "Provide One Inc.",
    tax_id: { country: "FR", code: "44732829320" },
    addresses: [{ street: "Rue de Rivoli", num: "42", locality: "Paris", code: "75001", country: "FR" }],
  },
  customer: {
    name: "Sample Consumer",
    tax_id: { country: "FR", code: "356000000" },
    addresses: [{ street: "Rue Sundacsakn", num: "1", locality: "Saint-Germain-En-Laye", code: "75050", country: "FR" }],
  },
  lines: [{ quantity: "20", item: { name: "Development services", price: "90.00", unit: "h" }, taxes: [{ cat: "VAT", rate: "standard" }] }],
  payment: { terms: { notes: "Please pay within 10 days" } },
});

describe("Factur-X invoices", () => {
  it("work under EN 16931, enabled before Factur-X", async () => {
    const built = (await engine.build(invoice())) as Obj;
    expect(built.$addons).toEqual(["eu-en16931-v2017", "fr-facturx-v1"]);
    expect(built.tax.ext).toEqual({ "untdid-document-type": "380" });
    expect(built.supplier.ext).toBeUndefined();
    await expect(engine.validate(built)).resolves.toEqual({ ok: true });
  });

  it("add no rules of their own", () => {
    expect(facturx.definition.requires).toEqual(["eu-en16931-v2017"]);
    expect(facturx.normalizers ?? []).toEqual([]);
    expect(facturx.validators ?? []).toEqual([]);
  });
});
