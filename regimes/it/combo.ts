/**
 * Tax combos of Italian documents that still use the SDI extension keys of
 * earlier versions are moved to the current ones, as GOBL does, so they are
 * accepted whether or not the SDI addon is enabled yet:
 * `it-sdi-retained-tax` → `it-sdi-retained`, `it-sdi-nature` → `it-sdi-exempt`.
 * Document scope: documents of the IT regime only.
 */
import type { Combo, Normalizer } from "../../engine/index.ts";

export const EXT_KEY_SDI_RETAINED = "it-sdi-retained";
export const EXT_KEY_SDI_EXEMPT = "it-sdi-exempt";
export const OLD_EXT_KEY_SDI_RETAINED_TAX = "it-sdi-retained-tax";
export const OLD_EXT_KEY_SDI_NATURE = "it-sdi-nature";

/** Old extension key → its replacement, in the order GOBL moves them. */
export const EXT_KEY_MIGRATIONS: readonly (readonly [string, string])[] = [
  [OLD_EXT_KEY_SDI_RETAINED_TAX, EXT_KEY_SDI_RETAINED],
  [OLD_EXT_KEY_SDI_NATURE, EXT_KEY_SDI_EXEMPT],
];

/** Moves old keys of an extension map to their new names (an empty value just drops both). */
export function migrateExtensions(ext: Record<string, string>): Record<string, string> {
  let out = ext;
  for (const [from, to] of EXT_KEY_MIGRATIONS) {
    if (!Object.hasOwn(out, from)) continue;
    const { [from]: value, ...rest } = out;
    if (value === "" || value === undefined) delete rest[to];
    else rest[to] = value;
    out = rest;
  }
  return out;
}

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  normalize(combo) {
    if (!combo.ext) return;
    const ext = migrateExtensions(combo.ext as Record<string, string>);
    if (ext === combo.ext) return;
    if (Object.keys(ext).length > 0) combo.ext = ext;
    else delete combo.ext;
  },
};
