/**
 * Exact decimal amounts.
 *
 * An `Amount` is an integer `value` plus an exponent `exp` (the number of
 * decimal places), so `Amount.of(180000n, 2)` is 1800.00. The exponent is part
 * of the data: it records the precision that was typed or agreed on, and every
 * operation decides explicitly which precision its result has. The rules
 * follow GOBL's `num.Amount` (v0.502) so that totals match to the cent:
 *
 * - results take the exponent of the LEFT operand;
 * - whenever digits have to be dropped, rounding is half away from zero;
 * - parsing keeps the number of decimals exactly as written.
 *
 * Two readers: `Amount.fromInput` applies GOBL's rules for numbers that come
 * from outside (a leading "+", 18 significant digits at most, decimals beyond
 * them cut off); the engine reads every document number through it once, when
 * the document is decoded. `Amount.parse` reads decimal text exactly, with no
 * digit budget, so amounts the engine computed and wrote out come back
 * unchanged however many digits they have.
 *
 * Deliberate difference: GOBL keeps the integer in an int64 and, when a result
 * does not fit, drops decimal places or clamps to the int64 limits. We hold the
 * integer as a bigint and always keep the full precision of the operation, so
 * a result never silently loses digits or changes exponent. Nothing here ever
 * goes through JS floating point.
 */

/** Thrown for malformed numeric input or invalid exponents. */
export class AmountError extends Error {
  /** The value that was rejected, for callers that want to report it. */
  readonly input: unknown;

  constructor(message: string, input?: unknown) {
    super(message);
    this.name = "AmountError";
    this.input = input;
  }
}

/**
 * The shape of `lossless-json`'s `LosslessNumber`: JSON number text kept
 * verbatim, which is how `10.10` in a JSON body can keep its two decimals.
 */
export interface LosslessNumberLike {
  readonly isLosslessNumber: boolean;
  toString(): string;
}

/** Everything `Amount.parse` accepts. */
export type AmountInput = Amount | string | number | LosslessNumberLike;

/**
 * Digits an input number may have (GOBL's `AmmountMaxDigits`): at most this
 * many before the decimal point (leading zeros aside), and decimals beyond
 * this total are cut off, not rounded, as GOBL does on input.
 */
const MAX_INPUT_DIGITS = 18;

/** Exponents above this print as "NA", mirroring GOBL's formatting guard. */
const MAX_PRINTABLE_EXP = 1000;

const DECIMAL_TEXT = /^([-+]?)([0-9]+)(?:\.([0-9]*))?$/;
const INTEGER_TEXT = /^-?[0-9]+$/;

export class Amount {
  /** The unscaled integer: the amount is `value / 10^exp`. */
  readonly value: bigint;
  /** Number of decimal places; never negative. */
  readonly exp: number;

  private constructor(value: bigint, exp: number) {
    this.value = value;
    this.exp = exp;
    Object.freeze(this);
  }

  /** Zero with the given number of decimals, e.g. `zero(2)` is "0.00". */
  static zero(exp = 0): Amount {
    return new Amount(0n, checkExp(exp));
  }

  /**
   * Builds an amount from its unscaled integer: `of(1850n, 2)` is "18.50".
   * A plain number is accepted only when it is a safe integer.
   */
  static of(value: bigint | number | string, exp = 0): Amount {
    return new Amount(toBigInt(value), checkExp(exp));
  }

  /**
   * Reads a decimal exactly, keeping the precision as written: "90.00" has
   * exp 2, "20" and "20." have exp 0, and no digit is ever dropped. Only
   * `[+-]?digits(.digits)?` is accepted: no spaces, thousands separators or
   * exponent notation. JS numbers go through `String(n)`, so prefer strings or
   * lossless numbers when trailing zeros matter (`10.10` as a JS number is
   * already "10.1"). For numbers from outside, use `fromInput`.
   */
  static parse(input: AmountInput): Amount {
    if (input instanceof Amount) return input;
    if (typeof input !== "string") return parseDecimalText(inputText(input, "amount"), "amount", input, false);
    // A calculation reads the same few texts again and again (prices, totals it wrote): each is parsed once.
    let amount = parsedTexts.get(input);
    if (amount === undefined) {
      amount = parseDecimalText(input, "amount", input, false);
      rememberParsed(parsedTexts, input, amount);
    }
    return amount;
  }

  /**
   * Reads a number from outside as GOBL does (`num.Amount`'s JSON decoding):
   * the syntax of `parse`, but with GOBL's digit budget: more than 18 digits
   * before the decimal point is an error, and decimals beyond 18 significant
   * digits are cut off (not rounded). GOBL counts a leading "+" as one of
   * those digits, and reads the JSON string `"null"` as zero; both are kept.
   */
  static fromInput(input: AmountInput): Amount {
    if (input instanceof Amount) return input;
    const text = inputText(input, "amount");
    if (text === "null") return Amount.zero();
    return parseDecimalText(text, "amount", input, true);
  }

  // ---- arithmetic (result keeps this amount's exponent) ----

  /** Sum at this amount's precision; `other` is rounded to it first. */
  add(other: Amount): Amount {
    return new Amount(this.value + scaleValue(other.value, other.exp, this.exp), this.exp);
  }

  /** Difference at this amount's precision; `other` is rounded to it first. */
  subtract(other: Amount): Amount {
    return new Amount(this.value - scaleValue(other.value, other.exp, this.exp), this.exp);
  }

  /** Product at this amount's precision, rounded half away from zero. */
  multiply(other: Amount): Amount {
    let product = this.value * other.value;
    if (other.exp > 0) product = roundedDiv(product, pow10(other.exp));
    return new Amount(product, this.exp);
  }

  /**
   * Quotient at this amount's precision, rounded half away from zero.
   * Dividing by zero gives zero rather than throwing, as in GOBL, so a zero
   * rate or quantity cannot abort a whole document calculation.
   */
  divide(other: Amount): Amount {
    if (other.value === 0n) return new Amount(0n, this.exp);
    return new Amount(roundedDiv(this.value * pow10(other.exp), other.value), this.exp);
  }

  /**
   * Splits into `parts` shares without losing cents: returns the rounded
   * share, and the last share which absorbs the rounding difference, so
   * `share × (parts − 1) + last` is exactly this amount.
   */
  split(parts: number): [share: Amount, last: Amount] {
    const share = this.divide(Amount.of(parts));
    const last = this.subtract(share.multiply(Amount.of(parts - 1)));
    return [share, last];
  }

  /**
   * Takes out a percentage that is already included, e.g. a price with 10%
   * included: 200.00 → 181.82. Divides by the percentage's factor (1 + rate);
   * typed by that factor alone, so that amounts need not import percentages.
   */
  remove(percent: { factor(): Amount }): Amount {
    return this.divide(percent.factor());
  }

  // ---- precision ----

  /** Sets the number of decimals, rounding half away from zero when reducing. */
  rescale(exp: number): Amount {
    checkExp(exp);
    if (exp === this.exp) return this;
    return new Amount(scaleValue(this.value, this.exp, exp), exp);
  }

  /** Rescales only if `exp` adds decimals; never loses precision. */
  rescaleUp(exp: number): Amount {
    return checkExp(exp) > this.exp ? this.rescale(exp) : this;
  }

  /** Rescales only if `exp` removes decimals; caps the precision. */
  rescaleDown(exp: number): Amount {
    return checkExp(exp) < this.exp ? this.rescale(exp) : this;
  }

  /** Brings the exponent within [min, max]: raised to min first, then capped at max. */
  rescaleRange(min: number, max: number): Amount {
    return this.rescaleUp(min).rescaleDown(max);
  }

  /** Raises the precision to `other`'s if that is higher (never lowers it). */
  matchPrecision(other: Amount): Amount {
    return this.rescaleUp(other.exp);
  }

  /** Adds `increase` decimal places (an increment, not a target exponent). */
  upscale(increase: number): Amount {
    return this.rescale(this.exp + checkExp(increase));
  }

  /** Removes `decrease` decimal places with rounding, stopping at zero decimals. */
  downscale(decrease: number): Amount {
    return this.rescale(Math.max(this.exp - checkExp(decrease), 0));
  }

  // ---- comparison ----

  /** -1, 0 or 1; compares numeric value regardless of exponent. */
  compare(other: Amount): -1 | 0 | 1 {
    const exp = Math.max(this.exp, other.exp);
    const a = scaleValue(this.value, this.exp, exp);
    const b = scaleValue(other.value, other.exp, exp);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /** Same numeric value: "1.0" equals "1.00" (use `exp` too for strict identity). */
  equals(other: Amount): boolean {
    return this.compare(other) === 0;
  }

  isZero(): boolean {
    return this.value === 0n;
  }

  isPositive(): boolean {
    return this.value > 0n;
  }

  isNegative(): boolean {
    return this.value < 0n;
  }

  // ---- sign ----

  negate(): Amount {
    return new Amount(-this.value, this.exp);
  }

  /** Same as `negate`; kept because GOBL code and docs use this name. */
  invert(): Amount {
    return this.negate();
  }

  abs(): Amount {
    return this.value < 0n ? this.negate() : this;
  }

  // ---- text ----

  /**
   * Exactly `exp` decimals: "1800.00", "-0.50", "0". Zero never carries a
   * sign. Absurd exponents (> 1000) print "NA", as GOBL does.
   */
  toString(): string {
    if (this.exp === 0) return this.value.toString();
    if (this.exp > MAX_PRINTABLE_EXP) return "NA";
    const negative = this.value < 0n;
    const digits = (negative ? -this.value : this.value).toString().padStart(this.exp + 1, "0");
    const cut = digits.length - this.exp;
    return `${negative ? "-" : ""}${digits.slice(0, cut)}.${digits.slice(cut)}`;
  }

  /** Serialised as a string so trailing zeros (the precision) survive JSON. */
  toJSON(): string {
    return this.toString();
  }

  /** Without trailing zeros or a dangling ".": "1.2300" → "1.23", "5.00" → "5". */
  minimalString(): string {
    const text = this.toString();
    if (!text.includes(".")) return text;
    return text.replace(/0+$/, "").replace(/\.$/, "");
  }

  /**
   * String contexts (templates, concatenation) get the text form, but numeric
   * coercion (`+a`, `a < b`, `a * 2`) throws: it would silently compare text
   * or go through floats.
   */
  [Symbol.toPrimitive](hint: string): string {
    if (hint === "number") {
      throw new AmountError("Amount cannot be converted to a JS number; use compare() or the arithmetic methods");
    }
    return this.toString();
  }
}

// ---- shared helpers (also used by percentage.ts, not re-exported) ----

/** Texts `Amount.parse` has read, and what they read as (amounts are immutable, so one serves every reader). */
const parsedTexts = new Map<string, Amount>();

/** How many texts a cache of parsed values holds before it starts again: enough for a document's distinct figures. */
const PARSED_TEXTS_LIMIT = 4096;

/** @internal Keeps a parsed value in a bounded cache (emptied when full, so it never grows with the input). */
export function rememberParsed<T>(cache: Map<string, T>, text: string, value: T): void {
  if (cache.size >= PARSED_TEXTS_LIMIT) cache.clear();
  cache.set(text, value);
}

/** @internal Raw decimal text from any accepted input kind. */
export function inputText(input: unknown, kind: string): string {
  if (typeof input === "string") return input;
  if (typeof input === "number") {
    const text = String(input);
    if (!Number.isFinite(input) || !DECIMAL_TEXT.test(text)) {
      throw new AmountError(`invalid ${kind} ${text}: the number has no plain decimal form, pass it as a string`, input);
    }
    return text;
  }
  if (typeof input === "object" && input !== null && (input as LosslessNumberLike).isLosslessNumber === true) {
    return String(input);
  }
  const got = input === null ? "null" : typeof input;
  throw new AmountError(`invalid ${kind}: expected a string, number or lossless number, got ${got}`, input);
}

/**
 * @internal Parses `[+-]?digits(.digits)?`, exactly or (`budget`) with GOBL's
 * input digit limits.
 */
export function parseDecimalText(text: string, kind: string, input: unknown = text, budget = false): Amount {
  const match = DECIMAL_TEXT.exec(text);
  if (match === null) {
    throw new AmountError(
      `invalid ${kind} ${shownInput(input, text)}: expected digits with an optional leading "-" or "+" and at most one "." decimal separator`,
      input,
    );
  }
  const sign = match[1];
  const major = match[2];
  const rawMinor = match[3] ?? "";
  let minor = rawMinor;
  if (budget) {
    // GOBL strips leading zeros before counting, but only up to a "+", which
    // it counts as a digit ("+0012" uses 5 of the 18).
    const significant = sign === "+" ? major.length + 1 : major.length - leadingZeros(major);
    if (significant > MAX_INPUT_DIGITS) {
      throw new AmountError(
        `invalid ${kind} ${shownInput(input, text)}: too many digits (${significant}) before the decimal point, maximum is ${MAX_INPUT_DIGITS}`,
        input,
      );
    }
    // Decimals that do not fit in the digit budget are cut off, not rounded.
    if (rawMinor.length > MAX_INPUT_DIGITS - significant) minor = rawMinor.slice(0, MAX_INPUT_DIGITS - significant);
  }
  const digits = minor === "" ? major : major + minor;
  // Up to 15 digits fit a double exactly, and a safe integer converts to a bigint exactly: cheaper than parsing the text as one.
  const magnitude = digits.length <= 15 ? BigInt(Number(digits)) : BigInt(digits);
  return Amount.of(sign === "-" ? -magnitude : magnitude, minor.length);
}

/** What an error quotes: the caller's string (e.g. "abc%"), not the part parsed. */
function shownInput(input: unknown, text: string): string {
  return JSON.stringify(typeof input === "string" ? input : text);
}

function leadingZeros(digits: string): number {
  let n = 0;
  while (n < digits.length && digits.charCodeAt(n) === 0x30) n++;
  return n;
}

function checkExp(exp: number): number {
  if (!Number.isSafeInteger(exp) || exp < 0) {
    throw new AmountError(`invalid exponent ${String(exp)}: must be a non-negative integer`, exp);
  }
  return exp;
}

function toBigInt(value: bigint | number | string): bigint {
  if (typeof value === "bigint") return value;
  if (typeof value === "number" && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === "string" && INTEGER_TEXT.test(value)) return BigInt(value);
  throw new AmountError(`invalid integer value ${String(value)}: expected a bigint, safe integer or integer string`, value);
}

/** Powers of ten for the usual exponents, worked out once. */
const POWERS_OF_TEN: readonly bigint[] = Array.from({ length: 40 }, (_, i) => 10n ** BigInt(i));

function pow10(exp: number): bigint {
  return exp < POWERS_OF_TEN.length ? POWERS_OF_TEN[exp] : 10n ** BigInt(exp);
}

/** Moves an unscaled value from one exponent to another, rounding when reducing. */
function scaleValue(value: bigint, from: number, to: number): bigint {
  if (from < to) return value * pow10(to - from);
  if (from > to) return roundedDiv(value, pow10(from - to));
  return value;
}

/** Integer division rounding half away from zero; `den` must not be zero. */
function roundedDiv(num: bigint, den: bigint): bigint {
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  let quotient = num / den; // truncates toward zero
  const remainder = num % den; // same sign as num
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice >= den) quotient += num < 0n ? -1n : 1n;
  return quotient;
}
