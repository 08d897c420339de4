/** GOBL's currency rules (GOBL-CURRENCY-*): codes, amounts in a currency and exchange rates. */
import { CalDateTime } from "../cal/index.ts";
import { Amount } from "../num/index.ts";
import { present } from "../rules/checks.ts";
import type { RuleSet } from "../rules/rule.ts";
import { isCurrencyCode } from "./currencies.ts";

type Obj = Record<string, any>;

/** num.Positive on a value-typed amount: a missing amount is zero; unreadable ones are left to decoding. */
function positive(v: unknown): boolean {
  try {
    return Amount.parse(v === undefined || v === null ? "0" : (v as string)).isPositive();
  } catch {
    return true;
  }
}

/** cal.DateTimeNotZero: "0000-00-00T00:00:00" fails; unreadable values are left to GOBL-CAL-DATETIME-01. */
function dateTimeNotZero(v: unknown): boolean {
  try {
    return !CalDateTime.parse(v as string).isZero;
  } catch {
    return true;
  }
}

export const currencyRules: RuleSet<any>[] = [
  {
    type: "currency.Code",
    assert: [
      {
        code: "GOBL-CURRENCY-CODE-01",
        message: "not a currency code GOBL knows",
        when: (code: string) => present(code),
        test: (code: string) => isCurrencyCode(code),
      },
    ],
  },
  {
    type: "currency.Amount",
    assert: [{ code: "GOBL-CURRENCY-AMOUNT-01", field: "currency", message: "the amount needs a currency", test: (a: Obj) => present(a.currency) }],
  },
  {
    type: "currency.ExchangeRate",
    assert: [
      { code: "GOBL-CURRENCY-EXCHANGERATE-01", field: "from", message: "the rate needs a source currency", test: (r: Obj) => present(r.from) },
      { code: "GOBL-CURRENCY-EXCHANGERATE-02", field: "to", message: "the rate needs a target currency", test: (r: Obj) => present(r.to) },
      {
        code: "GOBL-CURRENCY-EXCHANGERATE-03",
        field: "at",
        message: "the rate's date and time cannot be zero",
        when: (r: Obj) => present(r.at),
        test: (r: Obj) => dateTimeNotZero(r.at),
      },
      { code: "GOBL-CURRENCY-EXCHANGERATE-04", field: "amount", message: "the rate must be above zero", test: (r: Obj) => positive(r.amount) },
    ],
  },
];
