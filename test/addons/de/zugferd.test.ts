/**
 * The ZUGFeRD addon (de-zugferd-v2) names the format only: its invoices get
 * EN 16931's normalisation and rules, enabled first, and nothing more.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { zugferd } from "../../../addons/de/zugferd/index.ts";
import { INVOICE, type Obj } from "../../regimes/support.ts";

const engine = createEngine();

/** A German invoice with none of what XRechnung would add (no inboxes, contact person or order reference). */
const invoice = (): Obj => ({
  $schema: INVOICE,
  $addons: ["de-zugferd-v2"],
  currency: "EUR",
  issue_date: "2024-06-13",
  series: "SAMPLE",
  code: "001",
  supplier: {
    name: "Provide One GmbH",
    tax_id: { country: "DE", code: "111111125" },
    addresses: [{ street: "Dietmar-Hopp-Allee", num: "16", locality: "Walldorf", code: "69190", country: "DE" }],
  },
  customer: {
    name: "Sample Consumer",
    tax_id: { country: "DE", code: "282741168" },
    addresses: [{ street: "Werner-Heisenberg-Allee", num: "25", locality: "München", code: "80939", country: "DE" }],
  },
  lines: [{ quantity: "20", item: { name: "Development services", price: "90.00", unit: "h" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  payment: { terms: { notes: "Please pay within 10 days" } },
});

describe("ZUGFeRD invoices", () => {
  it("work under EN 16931, enabled before ZUGFeRD", async () => {
    const built = (await engine.build(invoice())) as Obj;
    expect(built.$addons).toEqual(["eu-en16931-v2017", "de-zugferd-v2"]);
    expect(built.tax.ext).toEqual({ "untdid-document-type": "380" });
    expect(built.lines[0].taxes[0].ext).toEqual({ "untdid-tax-category": "S" });
    await expect(engine.validate(built)).resolves.toEqual({ ok: true });
  });

  it("add no rules of their own", () => {
    expect(zugferd.definition.requires).toEqual(["eu-en16931-v2017"]);
    expect(zugferd.normalizers ?? []).toEqual([]);
    expect(zugferd.validators ?? []).toEqual([]);
  });
});
