/**
 * The sums FA(3) states: the net amounts (P_13_x) and VAT (P_14_x) by tax
 * category, and the amount due (P_15). The engine checks its calculation
 * against them: the net sums add up to GOBL's `total`, the VAT to its `tax`,
 * and P_15 is the `total_with_tax` and the `payable` (what was paid
 * already, GOBL's advances, comes off the `due` amount, not the payable). The VAT in złoty of an invoice in another
 * currency (P_14_xW) follows from the exchange rate and is not kept.
 * A correction states its sums as differences, a GOBL credit note what it
 * takes back: they are compared with their sign turned.
 */
import { Amount } from "../../../engine/index.ts";
import type { ParsedNode } from "../../common/xml-tree.ts";
import { decimal, required } from "./values.ts";

/** P_13_x: the net amount of each category, in FA(3)'s order. */
export const NET_SUMS = ["P_13_1", "P_13_2", "P_13_3", "P_13_4", "P_13_5", "P_13_6_1", "P_13_6_2", "P_13_6_3", "P_13_7", "P_13_8", "P_13_9", "P_13_10", "P_13_11"];
/** P_14_x: the VAT of each taxed category. */
export const TAX_SUMS = ["P_14_1", "P_14_2", "P_14_3", "P_14_4", "P_14_5"];
/** P_14_xW: that VAT in złoty, for invoices in another currency. */
export const TAX_SUMS_PLN = ["P_14_1W", "P_14_2W", "P_14_3W", "P_14_4W"];

export interface VatSums {
  statedTotals: Record<string, string>;
  statedTotalElements: Record<string, string>;
  /** P_15, as read. */
  due: string;
}

function sum(fa: ParsedNode, names: string[], negate: boolean): { total: Amount; stated: string[] } {
  let total = Amount.zero();
  const stated: string[] = [];
  for (const name of names) {
    const value = decimal(fa, name, "Fa");
    if (value === undefined) continue;
    const parsed = Amount.parse(value);
    const amount = negate ? parsed.negate() : parsed;
    // Kept at the most decimals any addend has (Amount's sum keeps the left one's).
    total = total.matchPrecision(amount).add(amount);
    stated.push(name);
  }
  return { total, stated };
}

/** The stated totals. */
export function vatSums(fa: ParsedNode, correction: boolean): VatSums {
  const stated = decimal(fa, "P_15", "Fa") ?? required(fa, "P_15", "Fa");
  const due = correction ? Amount.parse(stated).negate().toString() : stated;
  // Read for their checks: a P_14_xW that is not a number is refused like any other amount.
  for (const name of TAX_SUMS_PLN) decimal(fa, name, "Fa");
  const statedTotals: Record<string, string> = {};
  const statedTotalElements: Record<string, string> = {};
  const net = sum(fa, NET_SUMS, correction);
  if (net.stated.length > 0) {
    statedTotals.total = net.total.toString();
    statedTotalElements.total = net.stated.join(" + ");
  }
  const tax = sum(fa, TAX_SUMS, correction);
  if (tax.stated.length > 0) {
    statedTotals.tax = tax.total.toString();
    statedTotalElements.tax = tax.stated.join(" + ");
  }
  statedTotals.total_with_tax = due;
  statedTotalElements.total_with_tax = "P_15";
  statedTotals.payable = due;
  statedTotalElements.payable = "P_15";
  return { statedTotals, statedTotalElements, due };
}
