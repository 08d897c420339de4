import { describe, expect, it } from "vitest";
import { InvoiceSchema } from "../../../engine/bill/schema.ts";
import { currencyRules } from "../../../engine/currency/rules.ts";
import { check, pathsOf } from "./support.ts";

type Obj = Record<string, any>;

const invoice = (): Obj => ({
  type: "standard",
  issue_date: "2024-01-10",
  currency: "EUR",
  exchange_rates: [{ from: "USD", to: "EUR", at: "2024-01-10T12:00:00", amount: "0.9123" }],
  supplier: { name: "Provide One S.L." },
  lines: [{ i: 1, quantity: "1", item: { name: "A", price: "10.00", alt_prices: [{ currency: "USD", value: "11.00" }] } }],
});

const faults = (change: (d: Obj) => void) => {
  const d = invoice();
  change(d);
  return check(currencyRules, InvoiceSchema, d);
};

describe("currency rules", () => {
  it("accept known currencies, priced alternatives and exchange rates", () => {
    expect(faults(() => {})).toEqual([]);
  });

  it("GOBL-CURRENCY-CODE-01: codes must be GOBL's", () => {
    const f = faults((d) => {
      d.currency = "EUX";
      d.exchange_rates[0].from = "usd";
    });
    expect(pathsOf(f, "GOBL-CURRENCY-CODE-01")).toEqual(["$.currency", "$.exchange_rates[0].from"]);
  });

  it("GOBL-CURRENCY-AMOUNT-01: an amount in a currency needs the currency", () => {
    expect(pathsOf(faults((d) => delete d.lines[0].item.alt_prices[0].currency), "GOBL-CURRENCY-AMOUNT-01")).toEqual([
      "$.lines[0].item.alt_prices[0].currency",
    ]);
  });

  it("GOBL-CURRENCY-EXCHANGERATE-01/02: both currencies are required", () => {
    expect(pathsOf(faults((d) => delete d.exchange_rates[0].from), "GOBL-CURRENCY-EXCHANGERATE-01")).toEqual(["$.exchange_rates[0].from"]);
    expect(pathsOf(faults((d) => delete d.exchange_rates[0].to), "GOBL-CURRENCY-EXCHANGERATE-02")).toEqual(["$.exchange_rates[0].to"]);
  });

  it("GOBL-CURRENCY-EXCHANGERATE-03: a given date and time cannot be zero", () => {
    expect(pathsOf(faults((d) => (d.exchange_rates[0].at = "0000-00-00T00:00:00")), "GOBL-CURRENCY-EXCHANGERATE-03")).toEqual(["$.exchange_rates[0].at"]);
    expect(pathsOf(faults((d) => delete d.exchange_rates[0].at), "GOBL-CURRENCY-EXCHANGERATE-03")).toEqual([]);
  });

  it("GOBL-CURRENCY-EXCHANGERATE-04: the rate must be above zero", () => {
    expect(pathsOf(faults((d) => (d.exchange_rates[0].amount = "0")), "GOBL-CURRENCY-EXCHANGERATE-04")).toEqual(["$.exchange_rates[0].amount"]);
    expect(pathsOf(faults((d) => delete d.exchange_rates[0].amount), "GOBL-CURRENCY-EXCHANGERATE-04")).toEqual(["$.exchange_rates[0].amount"]);
    expect(pathsOf(faults((d) => (d.exchange_rates[0].amount = "-1.1")), "GOBL-CURRENCY-EXCHANGERATE-04")).toEqual(["$.exchange_rates[0].amount"]);
  });
});
