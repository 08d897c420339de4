/**
 * VERI*FACTU on tax combos (GOBL: addons/es/verifactu/tax.go).
 *
 * Normalising, for VAT and IGIC combos only:
 * - a combo taxed in another country is taken to be outside the scope of
 *   Spanish VAT: operation class N2, regime 01 unless 17 was chosen, and no
 *   exemption code;
 * - a combo without a key gets one from the codes it already carries (E1/E6
 *   exempt, E2-E4 export, E5 intra-community, S2 reverse charge, N1/N2
 *   outside scope; an operation class wins over an exemption), else
 *   `standard` — this eases the move from codes to keys;
 * - the regime is filled when missing: 02 for exports, 18 when the combo
 *   carries an equivalence surcharge, 01 otherwise (a guess, so a regime
 *   given is never replaced);
 * - the key then decides, always, between the operation class (S1 standard
 *   and zero, S2 reverse charge, N2 outside scope unless N1) and the
 *   exemption code (E1 unless E6 for exempt, E2 unless E3/E4 for export, E5
 *   intra-community): a combo has one or the other, never both.
 *
 * Rules, for VAT and IGIC combos: a regime is required; regime 01 excludes
 * the export exemptions E2 and E3; operation class and exemption exclude
 * each other; a combo with a percent (a taxed operation) needs its
 * operation class.
 */
import { given,
  deleteExt,
  extAllowOneOf,
  extCode,
  extExcludeCodes,
  extHasCodes,
  extRequire,
  setExt,
  setExtIfEmpty,
  setExtOneOf,
  type Combo,
  type Normalizer,
  type Validator,
} from "../../../engine/index.ts";
import { EXT_KEY_EXEMPT, EXT_KEY_OP_CLASS, EXT_KEY_REGIME } from "./extensions.ts";

/** The categories VERI*FACTU classifies: VAT and the Canary Islands' IGIC. */
const CLASSIFIED_CATEGORIES = ["VAT", "IGIC"];

const isClassified = (c: Combo | undefined): boolean => !!c && CLASSIFIED_CATEGORIES.includes(c.cat);

/**
 * Reads a key back from the codes a combo carries, when it has none: the
 * operation class, checked last, wins over the exemption code.
 */
function keyFromCodes(c: Combo): void {
  if (c.key) return;
  switch (extCode(c.ext, EXT_KEY_EXEMPT)) {
    case "E1":
    case "E6":
      c.key = "exempt";
      break;
    case "E2":
    case "E3":
    case "E4":
      c.key = "export";
      break;
    case "E5":
      c.key = "intra-community";
      break;
  }
  switch (extCode(c.ext, EXT_KEY_OP_CLASS)) {
    case "S2":
      c.key = "reverse-charge";
      break;
    case "N1":
    case "N2":
      c.key = "outside-scope";
      break;
  }
  if (!c.key) c.key = "standard";
}

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  normalize(c) {
    if (!isClassified(c)) return;
    if (c.country && c.country !== "ES") {
      // Taxed abroad: not subject to Spanish VAT under the place-of-supply rules.
      setExt(c, EXT_KEY_OP_CLASS, "N2");
      setExtOneOf(c, EXT_KEY_REGIME, "01", ["17"]);
      deleteExt(c, EXT_KEY_EXEMPT);
      return;
    }

    keyFromCodes(c);

    if (c.key === "export") setExtIfEmpty(c, EXT_KEY_REGIME, "02");
    if (given(c.surcharge)) setExtIfEmpty(c, EXT_KEY_REGIME, "18");
    setExtIfEmpty(c, EXT_KEY_REGIME, "01");

    switch (c.key) {
      case "standard":
      case "zero":
        setExt(c, EXT_KEY_OP_CLASS, "S1");
        deleteExt(c, EXT_KEY_EXEMPT);
        break;
      case "reverse-charge":
        setExt(c, EXT_KEY_OP_CLASS, "S2");
        deleteExt(c, EXT_KEY_EXEMPT);
        break;
      case "outside-scope":
        // N2 (place of supply, as for services to customers outside the EU) is the usual case.
        setExtOneOf(c, EXT_KEY_OP_CLASS, "N2", ["N1"]);
        deleteExt(c, EXT_KEY_EXEMPT);
        break;
      case "exempt":
        setExtOneOf(c, EXT_KEY_EXEMPT, "E1", ["E6"]);
        deleteExt(c, EXT_KEY_OP_CLASS);
        break;
      case "export":
        setExtOneOf(c, EXT_KEY_EXEMPT, "E2", ["E3", "E4"]);
        deleteExt(c, EXT_KEY_OP_CLASS);
        break;
      case "intra-community":
        setExt(c, EXT_KEY_EXEMPT, "E5");
        deleteExt(c, EXT_KEY_OP_CLASS);
        break;
    }
  },
};

export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-ES-VERIFACTU-TAX-COMBO-01",
      field: "ext",
      message: `a VAT or IGIC combo needs its VERI*FACTU regime code (${EXT_KEY_REGIME})`,
      when: isClassified,
      test: (c) => extRequire(EXT_KEY_REGIME)(c.ext),
    },
    {
      code: "GOBL-ES-VERIFACTU-TAX-COMBO-02",
      field: "ext",
      message: `the export exemptions E2 and E3 cannot go with the general regime (${EXT_KEY_REGIME} 01)`,
      when: (c) => isClassified(c) && extHasCodes(EXT_KEY_REGIME, "01")(c.ext),
      test: (c) => extExcludeCodes(EXT_KEY_EXEMPT, "E2", "E3")(c.ext),
    },
    {
      code: "GOBL-ES-VERIFACTU-TAX-COMBO-03",
      field: "ext",
      message: `a combo has either an operation class (${EXT_KEY_OP_CLASS}) or an exemption code (${EXT_KEY_EXEMPT}), not both`,
      when: isClassified,
      test: (c) => extAllowOneOf(EXT_KEY_OP_CLASS, EXT_KEY_EXEMPT)(c.ext),
    },
    {
      code: "GOBL-ES-VERIFACTU-TAX-COMBO-04",
      field: "ext",
      message: `a taxed operation (a combo with a percent) needs its operation class (${EXT_KEY_OP_CLASS})`,
      when: (c) => isClassified(c) && given(c.percent),
      test: (c) => extRequire(EXT_KEY_OP_CLASS)(c.ext),
    },
  ],
};
