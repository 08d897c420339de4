/**
 * Irish VAT registration numbers, as GOBL's IE regime checks them (rule
 * GOBL-IE-TAX-IDENTITY-01). Two layouts are accepted, each ending in (or, for
 * the newer one, followed by) a mod-23 check letter:
 * - the current one: seven digits, the check letter (A-W) and optionally a
 *   second letter, A or H, that also counts in the check (e.g. 1234567FA);
 * - the old one: a digit, a letter (or "+" / "*"), five digits and the check
 *   letter (e.g. 8Z49289F); the second character does not count in the check.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

const CURRENT_RE = /^([0-9]{7})([A-W])([AH]?)$/;
const OLD_RE = /^([0-9])[A-Z+*]([0-9]{5})([A-Z])$/;

/** Check letters by remainder mod 23: 0 is W, 1 to 22 are A to V. */
const CHECK_LETTERS = "WABCDEFGHIJKLMNOPQRSTUV";

/** What the optional ninth letter adds to the weighted sum of the current layout. */
const SUFFIX_WEIGHT: ReadonlyMap<string, number> = new Map([
  ["A", 9],
  ["H", 72],
]);

/** Generic clean-up for country "IE": upper-case, only [A-Z0-9Ñ&], one leading "IE" removed. */
export function normalizeIrishTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "IE");
}

/** The check letter for a weighted sum. */
export function irishCheckLetter(sum: number): string {
  return CHECK_LETTERS[sum % 23];
}

/** Weighted sum of digits: the first times `from`, the next times one less, and so on. */
function weighted(digits: string, from: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (from - i);
  return sum;
}

/**
 * True when `code` has one of the two layouts with the right check letter.
 * The code is checked exactly as given (normalise it first). The empty code
 * counts as valid since the rule only applies to a code that is present.
 */
export function isValidIrishTaxCode(code: string): boolean {
  if (code === "") return true;
  const current = CURRENT_RE.exec(code);
  if (current) {
    const [, digits, check, suffix] = current;
    const sum = weighted(digits, 8) + (SUFFIX_WEIGHT.get(suffix) ?? 0);
    return irishCheckLetter(sum) === check;
  }
  const old = OLD_RE.exec(code);
  if (old) {
    const [, first, five, check] = old;
    // The five digits are weighted 7 down to 3, the leading digit 2.
    const sum = weighted(five, 7) + Number(first) * 2;
    return irishCheckLetter(sum) === check;
  }
  return false;
}
