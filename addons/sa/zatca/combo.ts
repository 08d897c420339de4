/**
 * ZATCA on tax combos (GOBL: addon/tax_combo.go).
 *
 * Rules:
 * - the VATEX reason (`cef-vatex`) fits the UNTDID category: none for S, one
 *   of the Saudi exempt reasons for E, zero-rated reasons for Z, VATEX-SA-OOS
 *   for O (01, BR-KSA-CL-04);
 * - the UNTDID category is one of S, Z, E, O (02, BR-KSA-18);
 * - the tax category is VAT (03, BR-KSA-54).
 *
 * ZATCA wants a VATEX reason on zero-rated (Z) combos, which EN 16931's
 * GOBL-EU-EN16931-TAX-COMBO-07 forbids: GOBL's addon has that rule ignored
 * where it applies (see index.ts).
 */
import { extCode, type Combo, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_TAX_CATEGORY, EXT_KEY_VATEX } from "./keys.ts";
import { CATEGORY_STANDARD, VATEX_BY_CATEGORY, ZATCA_CATEGORIES } from "./vatex.ts";

/** Whether a combo's VATEX reason, or its lack, fits its category. */
export function vatexFitsCategory(c: Combo): boolean {
  const category = extCode(c.ext, EXT_KEY_TAX_CATEGORY);
  const vatex = extCode(c.ext, EXT_KEY_VATEX);
  if (category === CATEGORY_STANDARD) return vatex === "";
  const allowed = VATEX_BY_CATEGORY.get(category);
  return allowed ? allowed.includes(vatex) : true;
}

export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-SA-ZATCA-TAX-COMBO-01",
      field: "ext",
      message: `the ${EXT_KEY_VATEX} reason must be one ZATCA allows for the ${EXT_KEY_TAX_CATEGORY}: required for Z, E and O, not given for S (BR-KSA-CL-04)`,
      test: vatexFitsCategory,
    },
    {
      code: "GOBL-SA-ZATCA-TAX-COMBO-02",
      field: "ext",
      message: `ZATCA takes the tax categories ${ZATCA_CATEGORIES.join(", ")} in ${EXT_KEY_TAX_CATEGORY} (BR-KSA-18)`,
      when: (c) => extCode(c.ext, EXT_KEY_TAX_CATEGORY) !== "",
      test: (c) => ZATCA_CATEGORIES.includes(extCode(c.ext, EXT_KEY_TAX_CATEGORY)),
    },
    {
      code: "GOBL-SA-ZATCA-TAX-COMBO-03",
      field: "cat",
      message: "ZATCA takes only VAT as tax category (BR-KSA-54)",
      test: (c) => c.cat === "VAT",
    },
  ],
};
