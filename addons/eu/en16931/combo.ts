/**
 * Tax combos carry their UNTDID 5305 category in `untdid-tax-category`.
 *
 * Normalising: a VAT combo without a key takes the key its category code
 * stands for (`standard` when it has none or an unknown one), and then the
 * code of its key, replacing any code it had (a key outside the table leaves
 * it without one). IGIC combos get `L`, IPSI combos `M`, and combos of any
 * other category `O` (outside the scope of VAT).
 *
 * Rules: every combo has a category code, and one that fits its category;
 * codes of categories where tax is charged (S, Z, L, M) exclude a VATEX
 * exemption reason.
 */
import { codeForKey, extCode, extExclude, extHasCodes, extRequire, keyForCode, setExt, type Combo, type Normalizer, type Validator } from "../../../engine/index.ts";
import {
  CAT_IGIC,
  CAT_IPSI,
  CHARGED_CATEGORIES,
  EXT_TAX_CATEGORY,
  EXT_VATEX,
  TaxCategory,
  VAT_CATEGORY_CODES,
  VAT_KEY_CATEGORIES,
} from "./tax-categories.ts";

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  normalize(combo) {
    switch (combo.cat) {
      case "VAT":
        if (!combo.key) combo.key = keyForCode(VAT_KEY_CATEGORIES, extCode(combo.ext, EXT_TAX_CATEGORY)) || "standard";
        setExt(combo, EXT_TAX_CATEGORY, codeForKey(VAT_KEY_CATEGORIES, combo.key));
        break;
      case CAT_IGIC:
        setExt(combo, EXT_TAX_CATEGORY, TaxCategory.canaryIslands);
        break;
      case CAT_IPSI:
        setExt(combo, EXT_TAX_CATEGORY, TaxCategory.ceutaMelilla);
        break;
      default:
        setExt(combo, EXT_TAX_CATEGORY, TaxCategory.outsideScope);
    }
  },
};

const isOwnCategory = (cat: string | undefined) => cat === "VAT" || cat === CAT_IGIC || cat === CAT_IPSI;

export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-EU-EN16931-TAX-COMBO-01",
      field: "ext",
      message: "the combo needs its UNTDID tax category code (untdid-tax-category)",
      test: (c) => extRequire(EXT_TAX_CATEGORY)(c.ext),
    },
    {
      code: "GOBL-EU-EN16931-TAX-COMBO-02",
      field: "ext",
      message: `a VAT combo's tax category code must be one of ${VAT_CATEGORY_CODES.join(", ")}`,
      when: (c) => c.cat === "VAT",
      test: (c) => extHasCodes(EXT_TAX_CATEGORY, ...VAT_CATEGORY_CODES)(c.ext),
    },
    {
      code: "GOBL-EU-EN16931-TAX-COMBO-03",
      field: "ext",
      message: `an IGIC combo's tax category code must be ${TaxCategory.canaryIslands}`,
      when: (c) => c.cat === CAT_IGIC,
      test: (c) => extHasCodes(EXT_TAX_CATEGORY, TaxCategory.canaryIslands)(c.ext),
    },
    {
      code: "GOBL-EU-EN16931-TAX-COMBO-04",
      field: "ext",
      message: `an IPSI combo's tax category code must be ${TaxCategory.ceutaMelilla}`,
      when: (c) => c.cat === CAT_IPSI,
      test: (c) => extHasCodes(EXT_TAX_CATEGORY, TaxCategory.ceutaMelilla)(c.ext),
    },
    {
      code: "GOBL-EU-EN16931-TAX-COMBO-05",
      field: "ext",
      message: `a combo of a category other than VAT, IGIC or IPSI is outside the scope of VAT: its tax category code must be ${TaxCategory.outsideScope}`,
      when: (c) => !isOwnCategory(c.cat),
      test: (c) => extHasCodes(EXT_TAX_CATEGORY, TaxCategory.outsideScope)(c.ext),
    },
    {
      code: "GOBL-EU-EN16931-TAX-COMBO-07",
      field: "ext",
      message: `a combo where tax is charged (category ${CHARGED_CATEGORIES.join(", ")}) takes no VATEX exemption reason (BR-S-10, BR-Z-10)`,
      when: (c) => CHARGED_CATEGORIES.includes(extCode(c.ext, EXT_TAX_CATEGORY)),
      test: (c) => extExclude(EXT_VATEX)(c.ext),
    },
  ],
};
