/**
 * Country-agnostic clean-up of tax identity codes, matching what GOBL applies
 * to every tax identity before any country-specific rules run.
 */

// Anything outside this set is dropped; Ñ and & are kept for regimes that use them.
const DISALLOWED_TAX_CODE_CHARS = /[^A-Z0-9Ñ&]+/gu;

/**
 * Upper-cases one code point at a time using only single-character mappings,
 * so e.g. "ß" stays "ß" (and is later stripped) instead of becoming "SS".
 * This mirrors Go's per-rune simple case mapping.
 */
function upperSimple(input: string): string {
  let out = "";
  for (const ch of input) {
    const up = ch.toUpperCase();
    out += [...up].length === 1 ? up : ch;
  }
  return out;
}

/**
 * Normalises a tax code for the given tax country code:
 * compose to NFC, upper-case, drop every character outside `[A-Z0-9Ñ&]`, then
 * remove a single leading copy of `country` (and then of each `altPrefixes`
 * entry, in order). `country` is compared as given (expected upper-case).
 */
export function normalizeGenericTaxCode(code: string, country: string, ...altPrefixes: string[]): string {
  // NFC first: GOBL cleans every code this way before the identity normaliser runs,
  // which matters for a decomposed "N" + combining tilde.
  let out = upperSimple(code.normalize("NFC")).replace(DISALLOWED_TAX_CODE_CHARS, "");
  for (const prefix of [country, ...altPrefixes]) {
    if (prefix !== "" && out.startsWith(prefix)) out = out.slice(prefix.length);
  }
  return out;
}
