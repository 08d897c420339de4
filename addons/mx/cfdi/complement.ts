/**
 * What the two CFDI complements share: the checks GOBL's rules make on their
 * texts, codes and date-times, and the RFC check of GOBL's MX regime.
 */
import { present, utf8Length } from "../../../engine/index.ts";
import { isValidMexicanTaxCode } from "../../../regimes/mx/tax-code.ts";

export type Obj = Record<string, any>;

/** Go's zero date-time, as GOBL writes a required one left out. */
export const ZERO_DATE_TIME = "0000-00-00T00:00:00";

/** A date-time that is missing or zero (GOBL: `cal.DateTimeNotZero` fails on it). */
export const zeroDateTime = (v: unknown): boolean => v === undefined || v === null || v === "" || v === ZERO_DATE_TIME;

/** A text's length within bounds, in bytes as Go counts them; an empty text passes (GOBL's `is.Length`). */
export const lengthWithin =
  (min: number, max: number) =>
  (v: unknown): boolean =>
    typeof v !== "string" || v === "" || (utf8Length(v) >= min && utf8Length(v) <= max);

/** A valid RFC; an empty code is not one (GOBL: `mx.IsValidTaxIdentityCode`, which does not skip empty codes). */
export const validRFC = (v: unknown): boolean => typeof v === "string" && v !== "" && isValidMexicanTaxCode(v);

/** The text matches, or is empty (GOBL's `is.Matches`). */
export const matchesOrEmpty =
  (re: RegExp) =>
  (v: unknown): boolean =>
    !present(v) || (typeof v === "string" && re.test(v));
