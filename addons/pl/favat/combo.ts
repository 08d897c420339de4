/**
 * FA(3) on tax combos (GOBL: addons/pl/favat/tax.go).
 *
 * Normalising: every combo gets the KSeF tax category
 * (`pl-favat-tax-category`) its key and rate stand for, replacing any code
 * it had. A combo taxed in another country is always 8 (supplies outside
 * Poland); otherwise `standard` gives 1, 2 or 3 for the general, reduced
 * and super-reduced rates, `zero` 6.1, `intra-community` 6.2, `export` 6.3,
 * `exempt` 7, `outside-scope` 8 and `reverse-charge` 9. Any other key (or a
 * `standard` combo with another rate) keeps what it has: categories 4, 5,
 * 10 and 11 are the user's to give. Like GOBL, this reads the key as
 * normalisation leaves it, before calculation fills a missing one.
 * Unlike GOBL, a `reverse-charge` combo that says 10 keeps it: the domestic
 * reverse charge (P_12 "oo", art. 17(1)(7) and (8)) is a reverse charge too,
 * and GOBL's 9 would report it as an EU supply of services (P_13_9).
 *
 * Rule: every combo carries a tax category.
 */
import { extRequire, setExt, type Combo, type Normalizer, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_TAX_CATEGORY } from "./extensions.ts";

const HOME_COUNTRY = "PL";
/** Supplies whose place of taxation is outside Poland. */
const CATEGORY_ABROAD = "8";
/** The domestic reverse charge, where the Polish buyer accounts for the VAT. */
const CATEGORY_DOMESTIC_REVERSE_CHARGE = "10";

/** Tax categories by rate, for the `standard` key. */
const STANDARD_RATE_CATEGORIES: ReadonlyMap<string, string> = new Map(Object.entries({
  general: "1",
  reduced: "2",
  "super-reduced": "3",
}));

/** Tax categories by key, for the keys whose rate does not matter. */
const KEY_CATEGORIES: ReadonlyMap<string, string> = new Map(Object.entries({
  zero: "6.1",
  "intra-community": "6.2",
  export: "6.3",
  exempt: "7",
  "outside-scope": CATEGORY_ABROAD,
  "reverse-charge": "9",
}));

/** The category a combo's key and rate give, or "" when they give none. */
function categoryFor(c: Combo): string {
  const key = c.key ?? "";
  if (key === "standard") return STANDARD_RATE_CATEGORIES.get(c.rate ?? "") ?? "";
  return KEY_CATEGORIES.get(key) ?? "";
}

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  normalize(c) {
    if (c.country && c.country !== HOME_COUNTRY) {
      setExt(c, EXT_KEY_TAX_CATEGORY, CATEGORY_ABROAD);
      return;
    }
    if (c.key === "reverse-charge" && c.ext?.[EXT_KEY_TAX_CATEGORY] === CATEGORY_DOMESTIC_REVERSE_CHARGE) return;
    const category = categoryFor(c);
    if (category) setExt(c, EXT_KEY_TAX_CATEGORY, category);
  },
};

export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-PL-FAVAT-TAX-COMBO-01",
      field: "ext",
      message: `a tax combo needs its KSeF tax category (${EXT_KEY_TAX_CATEGORY})`,
      test: (c) => extRequire(EXT_KEY_TAX_CATEGORY)(c.ext),
    },
  ],
};
