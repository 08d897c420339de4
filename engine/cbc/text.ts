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
