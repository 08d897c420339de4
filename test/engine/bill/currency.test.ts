import { describe, expect, it } from "vitest";
import { BizdocError, ENVELOPE_ID, createEngine } from "../../../index.ts";

// GOBL's bill calculator (bill/calculator.go) replaces an invoice's, order's
// or delivery's own currency with the regime's when it is empty or unknown
// ("XXX", "eur", ""); without a regime that is a calculation error. Currency
// codes anywhere else stay checked.

const engine = createEngine();
const HEAD_UUID = "8a51fd30-2a27-11ee-be56-0242ac120002";

/** The parity case `invalid-currency-refused`. */
function invoice(currency: unknown = "XXX"): any {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    uuid: "0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee",
    issue_date: "2024-03-01",
    code: "1",
    supplier: { name: "S", tax_id: { country: "ES", code: "B98602642" } },
    currency,
    lines: [{ quantity: "1", item: { name: "x", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  };
}

async function failure(promise: Promise<unknown>): Promise<BizdocError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BizdocError);
  return err as BizdocError;
}

describe("an invoice's unknown currency becomes the regime's", () => {
  it.each(["XXX", "eur", "", " EUR", "ZZZ"])("%j → EUR under the Spanish regime", async (currency) => {
    const inv = (await engine.build(invoice(currency))) as any;
    expect(inv.currency).toBe("EUR");
    expect(inv.totals.payable).toBe("12.10");
  });

  it("gives GOBL's digest for the parity case as an envelope", async () => {
    const env = (await engine.build({ $schema: ENVELOPE_ID, head: { uuid: HEAD_UUID }, doc: invoice("XXX") })) as any;
    expect(env.head.dig.val).toBe("8ba0c877c557ae641a07fab2d2fed11a9bf99a297d4f7f86131ac62ae9f6196c");
  });

  it("the regime's currency, whatever it is (CHF for a Swiss supplier)", async () => {
    const inv = invoice("eur");
    inv.supplier.tax_id = { country: "CH", code: "CHE-284.156.502" };
    inv.lines[0].taxes = [{ cat: "VAT", rate: "general" }];
    expect(((await engine.build(inv)) as any).currency).toBe("CHF");
  });

  it("orders and deliveries as well", async () => {
    const base = {
      supplier: { name: "S", tax_id: { country: "ES", code: "B98602642" } },
      currency: "XXX",
      issue_date: "2024-03-01",
      code: "1",
      lines: [{ quantity: "1", item: { name: "x", price: "10.00" } }],
    };
    const order = (await engine.build({ $schema: "https://gobl.org/draft-0/bill/order", ...base })) as any;
    expect(order.currency).toBe("EUR");
    const delivery = (await engine.build({ $schema: "https://gobl.org/draft-0/bill/delivery", ...base })) as any;
    expect(delivery.currency).toBe("EUR");
  });

  it("without a regime an unknown currency is a calculation error at its path", async () => {
    const inv = invoice("XXX");
    inv.supplier.tax_id = { country: "JP", code: "1234567890123" };
    const err = await failure(engine.build(inv));
    expect(err.key).toBe("calculation");
    expect(err.faults).toEqual([expect.objectContaining({ code: "GOBL-CURRENCY-CODE-01", properties: ["$.currency"] })]);
  });

  it("validating (no calculation) reports it with GOBL's rule", async () => {
    const built = (await engine.build(invoice("EUR"))) as any;
    const err = await failure(engine.validate({ ...built, currency: "XXX" }));
    expect(err.key).toBe("validation");
    expect(err.faults).toEqual([expect.objectContaining({ code: "GOBL-CURRENCY-CODE-01", properties: ["$.currency"] })]);
  });

  it("a currency that is not text is still refused at input", async () => {
    const err = await failure(engine.build(invoice(978)));
    expect(err.faults).toEqual([expect.objectContaining({ code: "BIZDOC-SCHEMA-TYPE", properties: ["$.currency"] })]);
  });
});

describe("other currency codes stay checked", () => {
  it("an item's currency", async () => {
    const inv = invoice("EUR");
    inv.lines[0].item.currency = "XXX";
    const err = await failure(engine.build(inv));
    expect(err.faults).toEqual([expect.objectContaining({ code: "BIZDOC-SCHEMA-VALUE", properties: ["$.lines[0].item.currency"] })]);
  });

  it("a payment's own currency (GOBL replaces only an empty one there)", async () => {
    const payment = {
      $schema: "https://gobl.org/draft-0/bill/payment",
      type: "receipt",
      code: "P-1",
      issue_date: "2024-03-01",
      supplier: { name: "S", tax_id: { country: "ES", code: "B98602642" } },
      methods: [{ key: "credit-transfer" }],
      lines: [{ document: { code: "F-1" }, amount: "10.00" }],
    };
    expect(((await engine.build(payment)) as any).currency).toBe("EUR");
    const err = await failure(engine.build({ ...payment, currency: "XXX" }));
    expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.currency"] })]);
  });
});
