/**
 * Amounts and quantities as FacturaE states them: money at two decimals
 * (Orden HAP/1650/2015, annex II, rule 6), in GOBL's decimal arithmetic. A
 * credit note is written with its figures negated, as gobl.facturae inverts
 * it (quantities and amounts change sign; prices and rates do not).
 */
import { Amount } from "../../../engine/index.ts";
import type { XMLNode } from "../xml.ts";

export class Figures {
  constructor(private readonly inverted: boolean) {}

  /** An amount of the document, signed as written. */
  signed(value: string | Amount): Amount {
    const amount = typeof value === "string" ? Amount.parse(value) : value;
    return this.inverted ? amount.negate() : amount;
  }

  /** Money at two decimals. */
  money(value: string | Amount): string {
    return this.signed(value).rescale(2).toString();
  }

  /** FacturaE's AmountType: the money in TotalAmount. */
  total(value: string | Amount): XMLNode {
    return { TotalAmount: this.money(value) };
  }

  /** A quantity as the document states it, signed. */
  quantity(value: string): string {
    return this.inverted ? Amount.parse(value).negate().toString() : value;
  }
}
