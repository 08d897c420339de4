/**
 * Numbers as GOBL's JSON decoding reads them, written back in their printed
 * form: amounts lose leading zeros, a "+" and a dangling "." (`"01.50"` →
 * `"1.50"`, `"+10.00"` → `"10.00"`, `"-0"` → `"0"`) and decimals beyond 18
 * digits; percentages are printed with "%" (`"0.21"` → `"21%"`, `"021%"` →
 * `"21%"`). Malformed text throws an AmountError.
 */
import { Amount, Percentage } from "../num/index.ts";
import { rememberParsed } from "../num/amount.ts";

const READERS = new Map<string, (text: string) => string>([
  ["num.Amount", (text) => Amount.fromInput(text).toString()],
  ["num.Percentage", (text) => Percentage.fromInput(text).toString()],
]);

/** The types whose values are read this way. */
export const NUMBER_TYPES: ReadonlySet<string> = new Set(READERS.keys());

/** The printed form of a number of type `type` ("num.Amount" or "num.Percentage"). */
export function readNumberText(type: string, text: string): string {
  const read = READERS.get(type);
  if (!read) throw new Error(`${type} is not a number type`);
  // Documents repeat their figures (a quantity of "1", a rate of "21%"): each text is read once per type.
  const cache = readTexts.get(type)!;
  let printed = cache.get(text);
  if (printed === undefined) {
    printed = read(text);
    rememberParsed(cache, text, printed);
  }
  return printed;
}

/** Texts read by type, and their printed forms (bounded, see rememberParsed). */
const readTexts = new Map<string, Map<string, string>>([...READERS.keys()].map((type) => [type, new Map<string, string>()]));

/** GOBL holds amounts in an int64; beyond these its arithmetic saturates. */
export const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

/**
 * Whether a printed amount's integer part is beyond GOBL's int64. Amounts of
 * 18 integer digits or fewer always fit (below 10^18), so only longer ones
 * are parsed.
 */
export function beyondInt64(text: string): boolean {
  const start = text.startsWith("-") ? 1 : 0;
  const point = text.indexOf(".");
  if ((point < 0 ? text.length : point) - start <= 18) return false;
  const whole = Amount.parse(text).rescale(0).value;
  return whole > INT64_MAX || whole < INT64_MIN;
}
