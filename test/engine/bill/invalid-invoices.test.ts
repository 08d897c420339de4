import { describe, expect, it } from "vitest";
import { BizdocError, ENVELOPE_ID, createEngine } from "../../../index.ts";

const engine = createEngine();

const valid = () => ({
  $schema: "https://gobl.org/draft-0/bill/invoice",
  code: "A-1",
  issue_date: "2024-03-01",
  currency: "EUR",
  supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
  customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
  lines: [
    { quantity: "2", item: { name: "Development", price: "90.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
    { quantity: "1", item: { name: "Hosting", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
  ],
});

async function faultsOf(data: unknown): Promise<BizdocError> {
  const err = await engine.build(data).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, "the invoice should have been refused").toBeInstanceOf(BizdocError);
  return err as BizdocError;
}

describe("invalid invoices name the property and GOBL's rule", () => {
  it("accepts the valid base invoice", async () => {
    const inv = (await engine.build(valid())) as any;
    expect(inv.totals.payable).toBe("229.90");
  });

  it("a missing supplier", async () => {
    const { supplier: _s, ...inv } = valid();
    const err = await faultsOf({ ...inv, $regime: "ES" });
    expect(err.key).toBe("validation");
    expect(err.faults).toEqual(expect.arrayContaining([expect.objectContaining({ code: "GOBL-BILL-INVOICE-05", properties: ["$.supplier"] })]));
  });

  it("an invalid Spanish tax ID", async () => {
    const inv = valid();
    inv.customer.tax_id.code = "54387763X";
    const err = await faultsOf(inv);
    expect(err.faults).toEqual([expect.objectContaining({ code: "GOBL-ES-TAX-IDENTITY-01", properties: ["$.customer.tax_id.code"] })]);
  });

  it("an unknown tax category", async () => {
    const inv = valid();
    inv.lines[1].taxes = [{ cat: "XYZ", rate: "general" }];
    const err = await faultsOf(inv);
    expect(err.key).toBe("calculation");
    expect(err.faults).toEqual([expect.objectContaining({ code: "GOBL-TAX-COMBO-01", properties: ["$.lines[1].taxes[0].cat"] })]);
  });

  it("a tax without a category, named as GOBL names it ('')", async () => {
    const inv = valid();
    inv.lines[0].taxes = [{ rate: "general" }] as any;
    const err = await faultsOf(inv);
    expect(err.faults).toEqual([expect.objectContaining({ code: "GOBL-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].cat"] })]);
    expect(err.faults[0]!.description).toContain("tax category '' is not defined");
  });

  it("an unknown rate key", async () => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "VAT", rate: "luxury" }];
    const err = await faultsOf(inv);
    expect(err.faults).toEqual([expect.objectContaining({ code: "GOBL-TAX-COMBO-03", properties: ["$.lines[0].taxes[0].rate"] })]);
  });

  it("a line without an item", async () => {
    const inv = valid() as any;
    delete inv.lines[1].item;
    const err = await faultsOf(inv);
    expect(err.faults).toEqual(expect.arrayContaining([expect.objectContaining({ code: "GOBL-BILL-LINE-03", properties: ["$.lines[1].item"] })]));
  });

  it("an impossible date", async () => {
    const inv = { ...valid(), issue_date: "2023-02-29" };
    const err = await faultsOf(inv);
    expect(err.faults).toEqual(expect.arrayContaining([expect.objectContaining({ code: "GOBL-CAL-DATE-01", properties: ["$.issue_date"] })]));
  });

  it("an item priced in a currency without an exchange rate", async () => {
    const inv = valid() as any;
    inv.lines[0].item.currency = "USD";
    const err = await faultsOf(inv);
    expect(err.key).toBe("calculation");
    expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.lines[0].item.currency"] })]);
    inv.exchange_rates = [{ from: "USD", to: "EUR", amount: "0.9" }];
    const priced = (await engine.build(inv)) as any;
    expect(priced.lines[0].item).toMatchObject({ currency: "EUR", price: "81.00", alt_prices: [{ currency: "USD", value: "90.00" }] });
  });

  it("puts $.doc in front of every path inside an envelope", async () => {
    const inv = valid();
    inv.lines[1].taxes = [{ cat: "XYZ", rate: "general" }];
    const err = (await engine.build({ $schema: ENVELOPE_ID, head: {}, doc: inv }).catch((e) => e)) as BizdocError;
    expect(err.faults[0].properties).toEqual(["$.doc.lines[1].taxes[0].cat"]);
  });

  it("a tag the regime does not define", async () => {
    const err = await faultsOf({ ...valid(), $tags: ["simplified", "galactic"] });
    expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.$tags[1]"] })]);
  });

  it("a document without currency and without regime", async () => {
    const inv = valid() as any;
    inv.supplier.tax_id = { country: "ZW" };
    delete inv.customer;
    delete inv.currency;
    for (const l of inv.lines) l.taxes = [{ cat: "VAT", percent: "15%" }];
    const err = await faultsOf(inv);
    expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.currency"] })]);
  });
});
