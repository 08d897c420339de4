/**
 * FatturaPA on each tax combo (GOBL's tax_combo.go).
 *
 * Normalising (VAT only). FatturaPA states why a line carries no Italian VAT
 * with a nature code (Natura, `it-sdi-exempt`); GOBL maps it to and from the
 * combo's tax key as in Appendix 5.1 of the SDI's technical rules for
 * European invoicing, with outside-scope in place of exempt where it fits:
 *
 * - a combo taxed in another country is outside the scope of Italian VAT:
 *   N7 (VAT paid in another EU state, distance sales and the like) for an EU
 *   member, N2.1 (not subject, articles 7 to 7-septies) otherwise; nothing
 *   else changes;
 * - a combo without a key, or with the key `exempt`, takes its key from the
 *   nature code it carries (N1 zero, with a 0% rate; N2.x and N7 outside
 *   scope; N3.x export or intra-community; N4, N5 exempt; N6.x reverse
 *   charge), and with neither a key nor a code it is standard;
 * - then each key keeps or gets its nature: none when standard, N1 when zero,
 *   N2.1 / N3.1 / N3.2 / N4 / N6.9 as the defaults of the other keys, any
 *   code of the key's own group being kept.
 *
 * Rules: a VAT combo without a percentage must give its nature code, and a
 * retained tax (IRPEF, IRES, INPS, ENPAM, ENASARCO, CP) its payment reason
 * (CausalePagamento, `it-sdi-retained`).
 */
import { deleteExt, extCode, extRequire, inEuropeanUnion, setExt, setExtOneOf } from "../../../engine/index.ts";
import type { Combo, Normalizer, Validator } from "../../../engine/index.ts";
import {
  TAX_CATEGORY_CP,
  TAX_CATEGORY_ENASARCO,
  TAX_CATEGORY_ENPAM,
  TAX_CATEGORY_INPS,
  TAX_CATEGORY_IRES,
  TAX_CATEGORY_IRPEF,
} from "../../../regimes/it/categories.ts";
import { EXT_KEY_EXEMPT, EXT_KEY_RETAINED } from "./extensions.ts";

const VAT = "VAT";

/** The Italian regime's retained (withholding) tax categories. */
export const RETAINED_CATEGORIES: readonly string[] = [
  TAX_CATEGORY_IRPEF,
  TAX_CATEGORY_IRES,
  TAX_CATEGORY_INPS,
  TAX_CATEGORY_ENPAM,
  TAX_CATEGORY_ENASARCO,
  TAX_CATEGORY_CP,
];

/** Nature codes for VAT charged abroad: in another EU state, or outside the EU. */
const NATURE_EU = "N7";
const NATURE_NON_EU = "N2.1";

/** The nature codes of each tax key, the default first. */
const NATURES_ZERO = ["N1"];
const NATURES_OUTSIDE_SCOPE = ["N2.1", "N2.2", "N7"];
const NATURES_EXPORT = ["N3.1", "N3.3", "N3.4", "N3.5"];
const NATURES_INTRA_COMMUNITY = ["N3.2", "N3.6"];
const NATURES_EXEMPT = ["N4", "N5"];
const NATURES_REVERSE_CHARGE = ["N6.9", "N6.1", "N6.2", "N6.3", "N6.4", "N6.5", "N6.6", "N6.7", "N6.8"];

const KEY_BY_NATURE: ReadonlyMap<string, string> = new Map([
  ...NATURES_ZERO.map((code) => [code, "zero"] as const),
  ...NATURES_OUTSIDE_SCOPE.map((code) => [code, "outside-scope"] as const),
  ...NATURES_EXPORT.map((code) => [code, "export"] as const),
  ...NATURES_INTRA_COMMUNITY.map((code) => [code, "intra-community"] as const),
  ...NATURES_EXEMPT.map((code) => [code, "exempt"] as const),
  ...NATURES_REVERSE_CHARGE.map((code) => [code, "reverse-charge"] as const),
]);

/** GOBL's normalizeTaxComboKey: a missing or `exempt` key follows the nature code. */
function keyFromNature(combo: Combo): void {
  if (combo.key && combo.key !== "exempt") return;
  const nature = extCode(combo.ext, EXT_KEY_EXEMPT);
  if (nature === "") {
    combo.key ||= "standard";
    return;
  }
  const key = KEY_BY_NATURE.get(nature);
  if (!key) return;
  combo.key = key;
  if (key === "zero") combo.percent = "0%";
}

const setNature = (combo: Combo, natures: readonly string[]): void => setExtOneOf(combo, EXT_KEY_EXEMPT, natures[0], natures);

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  when: (combo) => combo.cat === VAT,
  normalize(combo) {
    if (combo.country && combo.country !== "IT") {
      setExt(combo, EXT_KEY_EXEMPT, inEuropeanUnion(combo.country) ? NATURE_EU : NATURE_NON_EU);
      return;
    }
    keyFromNature(combo);
    switch (combo.key) {
      case "standard":
        deleteExt(combo, EXT_KEY_EXEMPT);
        break;
      case "zero":
        setExt(combo, EXT_KEY_EXEMPT, NATURES_ZERO[0]);
        break;
      case "outside-scope":
        setNature(combo, NATURES_OUTSIDE_SCOPE);
        break;
      case "export":
        setNature(combo, NATURES_EXPORT);
        break;
      case "intra-community":
        setNature(combo, NATURES_INTRA_COMMUNITY);
        break;
      case "exempt":
        setNature(combo, NATURES_EXEMPT);
        break;
      case "reverse-charge":
        setNature(combo, NATURES_REVERSE_CHARGE);
        break;
    }
  },
};

export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-IT-SDI-TAX-COMBO-01",
      field: "ext",
      message: `a VAT combo without a percentage must give its nature code ('${EXT_KEY_EXEMPT}')`,
      when: (c) => c.cat === VAT && (c.percent === undefined || c.percent === null),
      test: (c) => extRequire(EXT_KEY_EXEMPT)(c.ext),
    },
    {
      code: "GOBL-IT-SDI-TAX-COMBO-02",
      field: "ext",
      message: `a retained tax combo must give its payment reason ('${EXT_KEY_RETAINED}')`,
      when: (c) => RETAINED_CATEGORIES.includes(c.cat ?? ""),
      test: (c) => extRequire(EXT_KEY_RETAINED)(c.ext),
    },
  ],
};
