/**
 * AdE tickets on tax combos (GOBL: addons/it/ticket/tax_combo.go).
 *
 * Normalising, VAT combos only:
 * - a combo taxed in another country is not subject to Italian VAT: nature
 *   N2, and nothing else is touched;
 * - a combo without a key gets one from its nature code (N1/N2 outside
 *   scope, N3 export, N4/N5 exempt, N6 reverse charge, each dropping any
 *   rate), or `standard` when it has none (a zero percent has already made
 *   it `zero`);
 * - the key then decides the nature: none for standard and zero, N1 unless
 *   N2 for outside scope, N3 for exports and intra-community supplies, N4
 *   unless N5 for exempt, N6 for reverse charge.
 *
 * Rules, VAT combos only: one without a percent (an untaxed line) needs its
 * nature code, and a percent must be one of the rates the AdE accepts.
 */
import { given, deleteExt, extCode, extRequire, Percentage, setExt, setExtOneOf } from "../../../engine/index.ts";
import type { Combo, Normalizer, Validator } from "../../../engine/index.ts";
import { EXT_KEY_EXEMPT } from "./extensions.ts";

const VAT = "VAT";
const ITALY = "IT";

/** The VAT percentages the AdE's ticket format accepts. */
export const VALID_PERCENTAGES: readonly Percentage[] = [
  "2%", "4%", "5%", "6.4%", "7%", "7.3%", "7.5%", "7.65%", "7.95%", "8.3%", "8.5%", "8.8%", "9.5%", "12.3%", "10%", "22%",
].map((p) => Percentage.parse(p));

const isVAT = (c: Combo | undefined): boolean => !!c && c.cat === VAT;

/** The tax key each nature code stands for: all are operations without VAT, so the rate goes. */
const KEY_OF_NATURE: ReadonlyMap<string, string> = new Map(Object.entries({
  N1: "outside-scope",
  N2: "outside-scope",
  N3: "export",
  N4: "exempt",
  N5: "exempt",
  N6: "reverse-charge",
}));

/** Reads the key from the nature code of a combo that has none (`standard` without one; any other code: GOBL leaves it empty). */
function keyFromNature(c: Combo): void {
  if (c.key) return;
  const nature = extCode(c.ext, EXT_KEY_EXEMPT);
  const key = KEY_OF_NATURE.get(nature);
  if (nature === "") {
    c.key = "standard";
  } else if (key) {
    c.key = key;
    delete c.rate;
  }
}

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  normalize(c) {
    if (!isVAT(c)) return;
    if (c.country && c.country !== ITALY) {
      setExt(c, EXT_KEY_EXEMPT, "N2");
      return;
    }
    keyFromNature(c);
    switch (c.key) {
      case "standard":
      case "zero":
        deleteExt(c, EXT_KEY_EXEMPT);
        break;
      case "outside-scope":
        setExtOneOf(c, EXT_KEY_EXEMPT, "N1", ["N2"]);
        break;
      case "export":
      case "intra-community":
        setExt(c, EXT_KEY_EXEMPT, "N3");
        break;
      case "exempt":
        setExtOneOf(c, EXT_KEY_EXEMPT, "N4", ["N5"]);
        break;
      case "reverse-charge":
        setExt(c, EXT_KEY_EXEMPT, "N6");
        break;
    }
  },
};

/** Whether a percent is one the AdE accepts (21% and 21.0% alike); no percent passes. */
export function validPercentage(percent: string | undefined): boolean {
  if (!given(percent)) return true;
  const p = Percentage.parse(percent!);
  return VALID_PERCENTAGES.some((v) => p.equals(v));
}

export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-IT-TICKET-TAX-COMBO-01",
      field: "ext",
      message: `a VAT combo without a percent needs its nature code (${EXT_KEY_EXEMPT})`,
      when: (c) => isVAT(c) && !given(c.percent),
      test: (c) => extRequire(EXT_KEY_EXEMPT)(c.ext),
    },
    {
      code: "GOBL-IT-TICKET-TAX-COMBO-02",
      field: "percent",
      message: "the VAT percent is not one of the rates the AdE accepts",
      when: isVAT,
      test: (c) => validPercentage(c.percent),
    },
  ],
};
