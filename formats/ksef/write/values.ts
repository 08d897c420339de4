/**
 * Figures as FA(3)'s decimal types take them: amounts (TKwotowy, two
 * decimals), unit prices (TKwotowy2, up to eight), quantities and rates
 * (TIlosci, up to six). A correction states what it changes, so a credit
 * note's amounts are written with their sign turned (`sign`).
 */
import { Amount } from "../../../engine/index.ts";

/** +1 for an invoice, -1 for a credit note, whose amounts take back what was invoiced. */
export type Sign = 1 | -1;

function signed(value: Amount, sign: Sign): Amount {
  return sign === -1 && !value.isZero() ? value.negate() : value;
}

/** An amount with two decimals (TKwotowy), as GOBL states totals. */
export function amount(text: string | undefined, sign: Sign = 1): string {
  return signed(Amount.parse(text ?? "0"), sign).rescale(2).toString();
}

/** A unit price (TKwotowy2): as stated, cut to eight decimals when it has more. */
export function unitPrice(text: string): string {
  return Amount.parse(text).rescaleDown(8).toString();
}

/** A quantity (TIlosci): as stated, with its sign turned for a credit note, cut to six decimals when it has more. */
export function quantity(text: string, sign: Sign = 1): string {
  return signed(Amount.parse(text), sign).rescaleDown(6).toString();
}

/** An exchange rate (TIlosci), or undefined when it has more decimals than the schema's six. */
export function rate(text: string): string | undefined {
  const value = Amount.parse(text);
  return value.rescaleDown(6).equals(value) ? value.toString() : undefined;
}

/** The sum of amounts as texts. */
export function sum(texts: readonly string[]): Amount {
  return texts.reduce((total, text) => total.add(Amount.parse(text)), Amount.zero(2));
}

/** A GOBL percentage ("23.0%") as a number without its trailing zeros ("23"). */
export function percentNumber(percent: string): string {
  const number = percent.endsWith("%") ? percent.slice(0, -1) : percent;
  return Amount.parse(number).minimalString();
}
