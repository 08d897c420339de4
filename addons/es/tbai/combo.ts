/**
 * TicketBAI on tax combos (GOBL's `normalizeTaxCombo` and `taxComboRules`).
 *
 * TicketBAI reports, per tax breakdown, why an operation carries no Spanish
 * VAT (`es-tbai-exemption`: exempt, not subject or reverse charge, merged
 * into one list by GOBL) and the VAT regime it falls under
 * (`es-tbai-regime`).
 *
 * Normalising a VAT combo:
 * - taxed in another country (`country` set and not ES): the operation is
 *   not subject to Spanish VAT by localisation rules, IE inside the EU and RL
 *   outside it (always overwritten), regime 01 unless given; nothing else;
 * - otherwise a combo without a key takes the key its exemption code stands
 *   for (`standard` when none fits: the old "S1" migration path); then the
 *   regime, unless given: 02 for exports, 51 for the equivalence surcharge
 *   (a surcharge or an `eqs` rate), else 01; then the exemption code follows
 *   the key: none for standard and zero, S2 for reverse charge, RL (unless IE,
 *   OT or VT) for outside scope, E1 (unless E6) for exempt, E2 (unless E3 or
 *   E4) for export, E5 for intra-community.
 * An IGIC combo is not subject to VAT by localisation (IE, always) and takes
 * regime 08 unless given.
 *
 * Rule: an exempt VAT or IGIC combo needs its exemption code.
 */
import { deleteExt, extCode, extRequire, inEuropeanUnion, setExt, setExtIfEmpty, setExtOneOf, type Combo, type Normalizer, type Validator } from "../../../engine/index.ts";
import { TAX_CATEGORY_IGIC, TAX_RATE_EQUIVALENCE } from "../../../regimes/es/categories.ts";
import { EXT_KEY_EXEMPTION, EXT_KEY_REGIME } from "./extensions.ts";

const VAT = "VAT";
const SPAIN = "ES";

/** Exemption codes → the tax key each stands for (GOBL's `prepareTaxComboKey`). */
const KEY_FOR_EXEMPTION: ReadonlyMap<string, string> = new Map(Object.entries({
  E1: "exempt",
  E6: "exempt",
  E2: "export",
  E3: "export",
  E4: "export",
  E5: "intra-community",
  S2: "reverse-charge",
  OT: "outside-scope",
  RL: "outside-scope",
  VT: "outside-scope",
  IE: "outside-scope",
}));

/** Regime codes GOBL derives (see the `es-tbai-regime` definition). */
const REGIME_GENERAL = "01";
const REGIME_EXPORT = "02";
const REGIME_IGIC = "08";
const REGIME_EQUIVALENCE = "51";

/** Whether a rate key (`general+eqs`) holds a sub-key. */
const rateHas = (rate: string | undefined, part: string): boolean => (rate ?? "").split("+").includes(part);

function normalizeVAT(combo: Combo): void {
  if (combo.country && combo.country !== SPAIN) {
    setExt(combo, EXT_KEY_EXEMPTION, inEuropeanUnion(combo.country) ? "IE" : "RL");
    setExtIfEmpty(combo, EXT_KEY_REGIME, REGIME_GENERAL);
    return;
  }

  if (!combo.key) combo.key = KEY_FOR_EXEMPTION.get(extCode(combo.ext, EXT_KEY_EXEMPTION)) ?? "standard";

  if (combo.key === "export") setExtIfEmpty(combo, EXT_KEY_REGIME, REGIME_EXPORT);
  if (combo.surcharge !== undefined || rateHas(combo.rate, TAX_RATE_EQUIVALENCE)) setExtIfEmpty(combo, EXT_KEY_REGIME, REGIME_EQUIVALENCE);
  setExtIfEmpty(combo, EXT_KEY_REGIME, REGIME_GENERAL);

  switch (combo.key) {
    case "standard":
    case "zero":
      deleteExt(combo, EXT_KEY_EXEMPTION);
      break;
    case "reverse-charge":
      setExt(combo, EXT_KEY_EXEMPTION, "S2");
      break;
    case "outside-scope":
      // Localisation rules are the most common reason to be outside the scope.
      setExtOneOf(combo, EXT_KEY_EXEMPTION, "RL", ["IE", "OT", "VT"]);
      break;
    case "exempt":
      setExtOneOf(combo, EXT_KEY_EXEMPTION, "E1", ["E6"]);
      break;
    case "export":
      setExtOneOf(combo, EXT_KEY_EXEMPTION, "E2", ["E3", "E4"]);
      break;
    case "intra-community":
      setExt(combo, EXT_KEY_EXEMPTION, "E5");
      break;
  }
}

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  normalize(combo) {
    if (combo.cat === VAT) {
      normalizeVAT(combo);
    } else if (combo.cat === TAX_CATEGORY_IGIC) {
      setExt(combo, EXT_KEY_EXEMPTION, "IE");
      setExtIfEmpty(combo, EXT_KEY_REGIME, REGIME_IGIC);
    }
  },
};

export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-ES-TBAI-TAX-COMBO-01",
      field: "ext",
      message: `an exempt VAT or IGIC combo needs its TicketBAI exemption code (${EXT_KEY_EXEMPTION})`,
      when: (c) => (c.cat === VAT || c.cat === TAX_CATEGORY_IGIC) && c.key === "exempt",
      test: (c) => extRequire(EXT_KEY_EXEMPTION)(c.ext),
    },
  ],
};
