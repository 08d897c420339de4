import { currencyDef, matchExchangeRate } from "../currency/index.ts";
import { calculationError } from "../errors/index.ts";
import { Amount, Percentage } from "../num/index.ts";
import type { Context } from "../plugin/context.ts";
import type { RoundingRule } from "../tax/rounding.ts";
import { TaxTotals } from "../tax/totals.ts";
import { issueDates } from "./calculate.ts";

type Obj = Record<string, any>;

/**
 * A payment (receipt, request or advice): each line's document taxes are
 * recalculated, converted and scaled to the part paid; the total is the sum
 * of the lines (refunds negative) and methods share it out.
 */
export function calculatePayment(payment: Obj, ctx: Context): void {
  const regime = ctx.regime?.definition;
  const rule = (regime?.calculator_rounding_rule as RoundingRule | undefined) ?? "precise";
  issueDates(payment, regime?.time_zone);
  if (!payment.currency && regime?.currency) payment.currency = regime.currency;
  if (!payment.currency) throw calculationError(`${ctx.root}.currency`, "a currency is required when there is no regime");
  const currency: string = payment.currency;
  const rates: Obj[] = payment.exchange_rates ?? [];

  let total: Amount | undefined;
  (payment.lines ?? []).forEach((line: Obj, i: number) => {
    line.i = i + 1;
    calculateLine(line, currency, rates, rule, `${ctx.root}.lines[${i}]`);
    let amount = Amount.parse(line.amount ?? "0");
    if (line.refund) amount = amount.negate();
    total = total ? total.add(amount) : amount;
  });
  if (total) payment.total = total.toString();

  const paid = Amount.parse(payment.total ?? "0");
  const methods: Obj[] = payment.methods ?? [];
  for (const m of methods) {
    if (m.percent !== undefined) m.amount = Percentage.parse(m.percent).of(paid).toString();
  }
  if (methods.length === 1 && (!methods[0].amount || Amount.parse(methods[0].amount).isZero()) && !methods[0].currency) {
    methods[0].amount = paid.toString();
  }
}

function decimalsOf(currency: string): number {
  return currencyDef(currency)?.subunits ?? 2;
}

function calculateLine(line: Obj, currency: string, rates: Obj[], rule: RoundingRule, path: string): void {
  let lineTax: TaxTotals | undefined;
  const doc: Obj | undefined = line.document;
  if (doc) {
    let rate: Obj | undefined;
    if (doc.currency && doc.currency !== currency) {
      rate = matchExchangeRate<Obj>(rates, doc.currency, currency);
      if (!rate) throw calculationError(`${path}.document.currency`, `no exchange rate from '${doc.currency}' to '${currency}' in exchange_rates`);
    }
    if (doc.tax) {
      // The document's own taxes, recalculated and rounded in its currency...
      const docDecimals = decimalsOf(doc.currency || currency);
      const own = TaxTotals.fromData(doc.tax, Amount.zero(docDecimals));
      own.calculate(rule);
      own.round(docDecimals);
      doc.tax = own.toData();
      // ...then a copy converted into the payment's currency.
      lineTax = TaxTotals.fromData(doc.tax, Amount.zero(decimalsOf(currency)));
      if (rate) lineTax.convert((base) => convert(base, rate!, currency));
      lineTax.calculate(rule);
    }
    if (doc.payable !== undefined) {
      const payable = Amount.parse(doc.payable);
      line.payable = (rate ? convert(payable, rate, currency) : payable).toString();
    }
  }
  const amount = Amount.parse(line.amount ?? "0");
  if (line.payable !== undefined) {
    const payable = Amount.parse(line.payable);
    if (lineTax) {
      const factor = amount.upscale(2).divide(payable);
      if (!factor.isZero()) {
        lineTax.convert((base) => base.multiply(factor));
        lineTax.calculate(rule);
      }
      line.tax = lineTax.toData();
    } else if (line.tax) {
      line.tax = recalculated(line.tax, currency, rule);
    }
    let due = payable;
    if (line.advances !== undefined) due = due.subtract(Amount.parse(line.advances));
    line.due = due.subtract(amount).toString();
  } else if (line.tax) {
    line.tax = recalculated(line.tax, currency, rule);
  }
}

function recalculated(tax: Obj, currency: string, rule: RoundingRule): Obj {
  const totals = TaxTotals.fromData(tax as never, Amount.zero(decimalsOf(currency)));
  totals.calculate(rule);
  return totals.toData();
}

/** An amount in another currency, at the rate, to the target currency's decimals. */
function convert(amount: Amount, rate: Obj, to: string): Amount {
  return amount.multiply(Amount.parse(rate.amount)).rescale(decimalsOf(to));
}
