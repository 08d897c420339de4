/**
 * Canadian tax identity codes (the CRA's Business Number). GOBL's CA regime
 * only cleans them up and checks nothing more, so neither do we.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

/** Generic clean-up for country "CA": upper-case, only [A-Z0-9Ñ&], one leading "CA" removed. */
export function normalizeCanadianTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "CA");
}
