/**
 * The region of every VAT combo in a Portuguese document (document scope:
 * only documents of the PT regime): `PT` (mainland) when none is given, and
 * the combo's own country, as an ISO code, when it is taxed abroad.
 */
import type { Combo, Normalizer } from "../../engine/index.ts";
import { countryDef, isISOCountryCode } from "../../engine/l10n/index.ts";
import { EXT_KEY_REGION, REGION_MAINLAND } from "./extensions.ts";

/**
 * The ISO country code of a tax country code: itself when it is one, else its
 * alternative code when that is ISO (EL → GR, XI → GB), else "" (EU has none).
 */
export function isoCountryOf(taxCountry: string): string {
  if (isISOCountryCode(taxCountry)) return taxCountry;
  const alt = countryDef(taxCountry)?.altCode;
  return alt && isISOCountryCode(alt) ? alt : "";
}

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  normalize(combo) {
    if (combo.cat !== "VAT") return;
    const ext: Record<string, string> = { ...(combo.ext ?? {}) };
    if (!(EXT_KEY_REGION in ext)) ext[EXT_KEY_REGION] = REGION_MAINLAND;
    if (combo.country && combo.country !== "PT") {
      const region = isoCountryOf(combo.country);
      // A foreign country without an ISO code leaves the combo without a region.
      if (region) ext[EXT_KEY_REGION] = region;
      else delete ext[EXT_KEY_REGION];
    }
    if (Object.keys(ext).length > 0) combo.ext = ext;
    else delete combo.ext;
  },
};
