/**
 * Amounts as TicketBAI writes them: decimal text from GOBL's decimal
 * amounts (never JS numbers), two decimals for money, and negated for a
 * credit note, which TicketBAI carries as a corrective invoice "by
 * differences" (Tipo I) whose quantities and amounts are negative.
 */
import { Amount, Percentage } from "../../../engine/index.ts";

export class Figures {
  constructor(readonly negated: boolean) {}

  /** Money, two decimals, negated for a credit note. */
  money(value: string | Amount | undefined): string {
    const amount = value instanceof Amount ? value : Amount.parse(value ?? "0");
    return this.sign(amount).rescale(2).toString();
  }

  /** A quantity as the document states it, negated for a credit note. */
  quantity(value: string): string {
    return this.sign(Amount.parse(value)).toString();
  }

  private sign(amount: Amount): Amount {
    return this.negated && !amount.isZero() ? amount.negate() : amount;
  }
}

/** A percentage as TicketBAI writes a rate: the percent, two decimals ("21.0%" → "21.00"); 0.00 when absent. */
export function percentText(value: string | undefined): string {
  return value ? Percentage.parse(value).amount().rescale(2).toString() : "0.00";
}

/** A sum of amounts given as text. */
export function sum(values: (string | undefined)[]): Amount {
  return values.reduce((total, value) => total.add(Amount.parse(value ?? "0")), Amount.zero(2));
}
