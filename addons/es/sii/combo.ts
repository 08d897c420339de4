/**
 * SII on each VAT or IGIC tax combo (GOBL's tax_combo.go).
 *
 * Normalising: SII reports every breakdown under a regime key
 * (`es-sii-regime`) and, when no tax is charged, under either an exemption
 * cause (`es-sii-exempt`) or a reason for being outside the scope of Spanish
 * VAT (`es-sii-outside-scope`). GOBL fills these from the combo's tax key:
 *
 * - a combo taxed in another country is outside the scope by location, keeps
 *   regime 17 if given and otherwise takes 01, and loses any exemption cause;
 * - a combo without a key first gets one from the codes it already carries
 *   (E1/E6 exempt, E2/E3/E4 export, E5 intra-community, an outside-scope
 *   reason outside-scope, else standard), easing the move to keys;
 * - the regime defaults to 02 for exports and 01 otherwise, never replacing a
 *   given one;
 * - standard, zero and reverse-charge combos carry no exemption cause;
 *   outside-scope ones keep `other` or get `location`; exempt ones keep E6 or
 *   get E1; exports keep E3/E4 or get E2; intra-community ones get E5 — each
 *   of the last four dropping the code of the other kind.
 *
 * Rules (VAT and IGIC combos only): a regime is required; an outside-scope
 * reason excludes an exemption cause; regime 01 cannot go with the export
 * causes E2 and E3 (AEAT validation list, page 51, point 11); and a combo with
 * a percentage charges tax, so it takes no exemption cause.
 */
import { given, deleteExt, extCode, extExclude, extExcludeCodes, extHas, extHasCodes, extRequire, setExt, setExtIfEmpty, setExtOneOf } from "../../../engine/index.ts";
import type { Combo, Normalizer, Validator } from "../../../engine/index.ts";
import { TAX_CATEGORY_IGIC } from "../../../regimes/es/categories.ts";
import { EXT_KEY_EXEMPT, EXT_KEY_OUTSIDE_SCOPE, EXT_KEY_REGIME } from "./extensions.ts";

const VAT = "VAT";

/** The categories SII reports: VAT and the Canary Islands' IGIC. */
export const isReportedCategory = (cat: string | undefined): boolean => cat === VAT || cat === TAX_CATEGORY_IGIC;

/** Regime keys: 01 general, 02 exports, 17 OSS/IOSS (the one regime kept for foreign-taxed combos). */
export const REGIME_GENERAL = "01";
export const REGIME_EXPORT = "02";
export const REGIME_ONE_STOP_SHOP = "17";

/** Outside-scope reasons. */
export const OUTSIDE_SCOPE_LOCATION = "location";
export const OUTSIDE_SCOPE_OTHER = "other";

/** Exemption causes by the tax key they stand for. */
const EXEMPT_CAUSES = ["E1", "E6"];
const EXPORT_CAUSES = ["E2", "E3", "E4"];
const INTRA_COMMUNITY_CAUSE = "E5";

/** Gives a key to a combo that has none, from the SII codes it carries (GOBL's prepareTaxComboKey). */
function keyFromCodes(combo: Combo): void {
  if (combo.key) return;
  const cause = extCode(combo.ext, EXT_KEY_EXEMPT);
  let key = "";
  if (EXEMPT_CAUSES.includes(cause)) key = "exempt";
  else if (EXPORT_CAUSES.includes(cause)) key = "export";
  else if (cause === INTRA_COMMUNITY_CAUSE) key = "intra-community";
  if (extHas(combo.ext, EXT_KEY_OUTSIDE_SCOPE)) key = "outside-scope";
  combo.key = key || "standard";
}

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  when: (combo) => isReportedCategory(combo.cat),
  normalize(combo) {
    if (combo.country && combo.country !== "ES") {
      setExt(combo, EXT_KEY_OUTSIDE_SCOPE, OUTSIDE_SCOPE_LOCATION);
      setExtOneOf(combo, EXT_KEY_REGIME, REGIME_GENERAL, [REGIME_ONE_STOP_SHOP]);
      deleteExt(combo, EXT_KEY_EXEMPT);
      return;
    }

    keyFromCodes(combo);

    if (combo.key === "export") setExtIfEmpty(combo, EXT_KEY_REGIME, REGIME_EXPORT);
    setExtIfEmpty(combo, EXT_KEY_REGIME, REGIME_GENERAL);

    switch (combo.key) {
      case "standard":
      case "zero":
      case "reverse-charge":
        deleteExt(combo, EXT_KEY_EXEMPT);
        break;
      case "outside-scope":
        // `location` (place-of-supply rules, typical of services to customers outside the EU) unless `other` is given.
        setExtOneOf(combo, EXT_KEY_OUTSIDE_SCOPE, OUTSIDE_SCOPE_LOCATION, [OUTSIDE_SCOPE_OTHER]);
        deleteExt(combo, EXT_KEY_EXEMPT);
        break;
      case "exempt":
        setExtOneOf(combo, EXT_KEY_EXEMPT, EXEMPT_CAUSES[0], EXEMPT_CAUSES.slice(1));
        deleteExt(combo, EXT_KEY_OUTSIDE_SCOPE);
        break;
      case "export":
        setExtOneOf(combo, EXT_KEY_EXEMPT, EXPORT_CAUSES[0], EXPORT_CAUSES.slice(1));
        deleteExt(combo, EXT_KEY_OUTSIDE_SCOPE);
        break;
      case "intra-community":
        setExt(combo, EXT_KEY_EXEMPT, INTRA_COMMUNITY_CAUSE);
        deleteExt(combo, EXT_KEY_OUTSIDE_SCOPE);
        break;
    }
  },
};


export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-ES-SII-TAX-COMBO-01",
      field: "ext",
      message: `a VAT or IGIC combo needs its SII regime key ('${EXT_KEY_REGIME}')`,
      when: (c) => isReportedCategory(c.cat),
      test: (c) => extRequire(EXT_KEY_REGIME)(c.ext),
    },
    {
      code: "GOBL-ES-SII-TAX-COMBO-03",
      field: "ext",
      message: `a combo outside the scope of VAT ('${EXT_KEY_OUTSIDE_SCOPE}') cannot also give an exemption cause ('${EXT_KEY_EXEMPT}')`,
      when: (c) => isReportedCategory(c.cat) && extHas(c.ext, EXT_KEY_OUTSIDE_SCOPE),
      test: (c) => extExclude(EXT_KEY_EXEMPT)(c.ext),
    },
    {
      // When no regime is given the guard holds too (GOBL's code check passes on a missing key).
      code: "GOBL-ES-SII-TAX-COMBO-04",
      field: "ext",
      message: `the export exemption causes E2 and E3 ('${EXT_KEY_EXEMPT}') are not accepted under regime ${REGIME_GENERAL} ('${EXT_KEY_REGIME}')`,
      when: (c) => isReportedCategory(c.cat) && extHasCodes(EXT_KEY_REGIME, REGIME_GENERAL)(c.ext),
      test: (c) => extExcludeCodes(EXT_KEY_EXEMPT, "E2", "E3")(c.ext),
    },
    {
      code: "GOBL-ES-SII-TAX-COMBO-02",
      field: "ext",
      message: `a combo with a percentage charges tax, so it cannot give an exemption cause ('${EXT_KEY_EXEMPT}')`,
      when: (c) => isReportedCategory(c.cat) && given(c.percent),
      test: (c) => extExclude(EXT_KEY_EXEMPT)(c.ext),
    },
  ],
};
