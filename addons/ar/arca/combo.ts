/**
 * ARCA on tax combos (GOBL: addons/ar/arca/tax.go and tax_rules.go).
 *
 * Normalising: ARCA identifies VAT rates by code (`ar-arca-vat-rate`). A
 * combo with the `zero` key gets 3 (0%); otherwise the rate decides:
 * `reduced` 4 (10.5%), `general` 5 (21%), `increased` 6 (27%). Any other
 * combo is left alone. Like GOBL, this looks at the key and rate only, not
 * at the category.
 *
 * Rules: every VAT combo carries its ARCA rate code, so a VAT combo whose
 * key or rate maps to no code (exempt, say) must state one.
 */
import { extRequire, setExt, type Combo, type Normalizer, type Validator } from "../../../engine/index.ts";
import { TAX_RATE_INCREASED } from "../../../regimes/ar/categories.ts";
import { EXT_KEY_VAT_RATE } from "./extensions.ts";

/** ARCA's VAT rate codes by rate key. */
const VAT_RATE_CODES: ReadonlyMap<string, string> = new Map([
  ["reduced", "4"],
  ["general", "5"],
  [TAX_RATE_INCREASED, "6"],
]);

/** ARCA's code for a 0% rate. */
const VAT_RATE_ZERO = "3";

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  normalize(c) {
    if (!c) return;
    if (c.key === "zero") {
      setExt(c, EXT_KEY_VAT_RATE, VAT_RATE_ZERO);
      return;
    }
    const code = VAT_RATE_CODES.get(c.rate ?? "");
    if (code) setExt(c, EXT_KEY_VAT_RATE, code);
  },
};

export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-AR-ARCA-TAX-COMBO-01",
      field: "ext",
      message: `a VAT combo needs its ARCA VAT rate code (${EXT_KEY_VAT_RATE})`,
      when: (c) => c.cat === "VAT",
      test: (c) => extRequire(EXT_KEY_VAT_RATE)(c.ext),
    },
  ],
};
