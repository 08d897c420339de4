/**
 * Percentages (tax rates, discounts) with the same exactness as `Amount`.
 *
 * The value is stored as a fraction: 21% is the Amount 0.21. Parsing "21.0%"
 * gives 0.210, i.e. two more decimals than typed, which is what lets the text
 * form round-trip ("21.0%" in, "21.0%" out) while calculations work directly
 * on the fraction. Behaviour follows GOBL's `num.Percentage` (v0.502).
 */
import { Amount, AmountError, inputText, parseDecimalText, rememberParsed } from "./amount.ts";
import type { LosslessNumberLike } from "./amount.ts";

/** Everything `Percentage.parse` accepts. */
export type PercentageInput = Percentage | string | number | LosslessNumberLike;

const ONE = Amount.of(1n, 0);
/** Texts `Percentage.parse` has read (see Amount.parse). */
const parsedTexts = new Map<string, Percentage>();
const HUNDRED = Amount.of(100n, 0);

export class Percentage {
  /** The fraction itself: 0.21 for 21%. */
  readonly base: Amount;

  private constructor(base: Amount) {
    this.base = base;
    Object.freeze(this);
  }

  /** 0% with a fraction of `exp` decimals. */
  static zero(exp = 0): Percentage {
    return new Percentage(Amount.zero(exp));
  }

  /** Wraps a fraction as is: 0.160 becomes 16.0%. */
  static fromFraction(fraction: Amount): Percentage {
    return new Percentage(fraction);
  }

  /**
   * Converts a value in percent units: 16.0 becomes the fraction 0.160. Two
   * decimals are added so no digit is lost and the text form round-trips.
   */
  static fromPercent(percent: Amount): Percentage {
    return new Percentage(percent.rescale(percent.exp + 2).divide(HUNDRED));
  }

  /**
   * Text ending in "%" is in percent units ("21%", "5.2%", "-16.0%"); anything
   * else is the fraction itself ("0.21"). Numbers and lossless numbers are
   * always fractions. The empty string is an error, as it is for GOBL when
   * it arrives through JSON (only a direct Go call maps it to 0%).
   */
  static parse(input: PercentageInput): Percentage {
    if (input instanceof Percentage) return input;
    if (typeof input !== "string") return readPercentage(inputText(input, "percentage"), input, false);
    let percentage = parsedTexts.get(input);
    if (percentage === undefined) {
      percentage = readPercentage(input, input, false);
      rememberParsed(parsedTexts, input, percentage);
    }
    return percentage;
  }

  /**
   * Reads a percentage from outside as GOBL does (`num.Percentage`'s JSON
   * decoding): the syntax of `parse` with `Amount.fromInput`'s digit budget
   * on the number before the "%", and the JSON string `"null"` read as 0%.
   */
  static fromInput(input: PercentageInput): Percentage {
    if (input instanceof Percentage) return input;
    const text = inputText(input, "percentage");
    if (text === "null") return Percentage.zero();
    return readPercentage(text, input, true);
  }

  /** Unscaled integer of the fraction (160n for 16.0%). */
  get value(): bigint {
    return this.base.value;
  }

  /** Decimals of the fraction (3 for 16.0%). */
  get exp(): number {
    return this.base.exp;
  }

  /**
   * The percentage in percent units, for display: 0.160 → 16.0. It keeps
   * `exp − 2` decimals (at least zero), which are exactly the typed ones.
   */
  amount(): Amount {
    return this.base.multiply(HUNDRED).rescale(Math.max(this.base.exp - 2, 0));
  }

  /** This percentage of `amount`, at the amount's precision: 21% of 100.00 = 21.00. */
  of(amount: Amount): Amount {
    return amount.multiply(this.base);
  }

  /**
   * The part of `amount` that this percentage added, assuming it is already
   * included: 16% from 116.00 = 16.00. At the amount's precision.
   */
  from(amount: Amount): Amount {
    return amount.subtract(amount.divide(this.factor()));
  }

  /** 1 + rate, at the fraction's precision: 16.0% → 1.160. */
  factor(): Amount {
    return this.base.add(ONE);
  }

  /** Sets the decimals of the fraction (not of the percent form). */
  rescale(exp: number): Percentage {
    return new Percentage(this.base.rescale(exp));
  }

  /** Same value regardless of precision: 21% equals 21.00%. */
  equals(other: Percentage): boolean {
    return this.base.equals(other.base);
  }

  compare(other: Percentage): -1 | 0 | 1 {
    return this.base.compare(other.base);
  }

  isZero(): boolean {
    return this.base.isZero();
  }

  isPositive(): boolean {
    return this.base.isPositive();
  }

  isNegative(): boolean {
    return this.base.isNegative();
  }

  negate(): Percentage {
    return new Percentage(this.base.negate());
  }

  /** Same as `negate`; kept because GOBL code and docs use this name. */
  invert(): Percentage {
    return this.negate();
  }

  /** Percent form with the typed decimals and a "%": "21%", "21.0%", "5.2%". */
  toString(): string {
    return `${this.stringWithoutSymbol()}%`;
  }

  /** Percent form without the symbol: "21.0". */
  stringWithoutSymbol(): string {
    return this.amount().toString();
  }

  toJSON(): string {
    return this.toString();
  }

  /** Same guard as Amount: text in string contexts, throws on numeric coercion. */
  [Symbol.toPrimitive](hint: string): string {
    if (hint === "number") {
      throw new AmountError("Percentage cannot be converted to a JS number; use compare(), of() or factor()");
    }
    return this.toString();
  }
}

function readPercentage(text: string, input: unknown, budget: boolean): Percentage {
  if (text.endsWith("%")) {
    return Percentage.fromPercent(parseDecimalText(text.slice(0, -1), "percentage", input, budget));
  }
  if (text === "") {
    throw new AmountError(`invalid percentage "": expected a value such as "21%" or "0.21"`, input);
  }
  return Percentage.fromFraction(parseDecimalText(text, "percentage", input, budget));
}
