import { normalizeString } from "./code.ts";

/**
 * GOBL's cleaning of free text (cbc.NormalizeString: NUL characters removed,
 * invalid UTF-8 replaced, surrounding white space trimmed) on the named
 * string fields of one value, in place. A field left empty is removed, as Go
 * omits it. Each type's normaliser names the fields GOBL cleans on that type
 * (org.Item: name and description; org.Note: text; pay.Terms: notes; ...).
 */
export function cleanText(obj: Record<string, unknown>, fields: readonly string[]): void {
  for (const field of fields) {
    const v = obj[field];
    if (typeof v !== "string") continue;
    const cleaned = normalizeString(v);
    if (cleaned === "") delete obj[field];
    else obj[field] = cleaned;
  }
}

/**
 * Whether a text uses only characters of Latin-1 (ISO 8859-1: code points
 * 0–255), as formats encoded in Latin-1 require (GOBL's check on FatturaPA
 * names and addresses). Anything but a string passes: presence is a check of
 * its own.
 */
export function isLatin1Text(value: unknown): boolean {
  if (typeof value !== "string") return true;
  for (let i = 0; i < value.length; i++) {
    // Any UTF-16 unit above 0xFF is a character outside Latin-1 (surrogates included).
    if (value.charCodeAt(i) > 0xff) return false;
  }
  return true;
}
