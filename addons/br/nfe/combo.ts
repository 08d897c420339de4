/**
 * NF-e on tax combos (GOBL: gobl.br.nfe addon/tax_combo.go).
 *
 * Normalising: an ICMS combo without a CSOSN gets CST 00 (taxed in full)
 * unless it has a CST, and origin 0 (national) unless it has one; PIS and
 * COFINS combos get CST 01 (standard rate) unless they have one. These
 * defaults suit the normal regime: a Simples Nacional supplier must give its
 * CSOSN, or the invoice's rule 43 refuses the CST 00 it gets.
 *
 * Rules: an ICMS combo has a CST or a CSOSN (01) but not both (05), and an
 * origin (02), each a listed code (10, 11, 12); PIS and COFINS combos have
 * their CST (03, 04), a listed code (13, 14). Situation codes that carry no
 * tax value take a zero percent: CSOSN 102, 103, 202, 203, 300, 400 and 500
 * (06), ICMS CST 40, 41, 50 and 60 (07), PIS and COFINS CST 04 to 09 (08, 09).
 */
import { extAllowOneOf, extCode, extHas, extRequire, Percentage, setExtIfEmpty, type Combo, type Normalizer, type Validator } from "../../../engine/index.ts";
import { TAX_CATEGORY_COFINS, TAX_CATEGORY_ICMS, TAX_CATEGORY_PIS } from "../../../regimes/br/categories.ts";
import {
  EXT_KEY_COFINS_CST,
  EXT_KEY_ICMS_CSOSN,
  EXT_KEY_ICMS_CST,
  EXT_KEY_ICMS_ORIGIN,
  EXT_KEY_PIS_CST,
  hasValidCode,
  ICMS_CST_DEFAULT,
  ICMS_ORIGIN_DEFAULT,
  PIS_COFINS_CST_DEFAULT,
} from "./extensions.ts";

/** Situation codes that carry no tax value. */
const ICMS_NO_VALUE_CSOSN: readonly string[] = ["102", "103", "202", "203", "300", "400", "500"];
const ICMS_NO_VALUE_CST: readonly string[] = ["40", "41", "50", "60"];
const PIS_COFINS_NO_VALUE_CST: readonly string[] = ["04", "05", "06", "07", "08", "09"];

const isCategory = (cat: string) => (combo: Combo): boolean => combo.cat === cat;
const isICMS = isCategory(TAX_CATEGORY_ICMS);
const isPIS = isCategory(TAX_CATEGORY_PIS);
const isCOFINS = isCategory(TAX_CATEGORY_COFINS);

/** A combo of the category whose `key` holds one of `codes`. */
const codedAs = (isCat: (c: Combo) => boolean, key: string, codes: readonly string[]) => (combo: Combo): boolean =>
  isCat(combo) && extHas(combo.ext, key) && codes.includes(extCode(combo.ext, key));

/** No percent, or a zero one (GOBL compares a given percent with zero). */
function zeroOrNoPercent(combo: Combo): boolean {
  if (typeof combo.percent !== "string" || combo.percent === "") return true;
  try {
    return Percentage.parse(combo.percent).isZero();
  } catch {
    return true; // an unreadable percent is the schema's to refuse
  }
}

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  normalize(combo) {
    if (isICMS(combo)) {
      if (!extHas(combo.ext, EXT_KEY_ICMS_CSOSN)) setExtIfEmpty(combo, EXT_KEY_ICMS_CST, ICMS_CST_DEFAULT);
      setExtIfEmpty(combo, EXT_KEY_ICMS_ORIGIN, ICMS_ORIGIN_DEFAULT);
    } else if (isPIS(combo)) setExtIfEmpty(combo, EXT_KEY_PIS_CST, PIS_COFINS_CST_DEFAULT);
    else if (isCOFINS(combo)) setExtIfEmpty(combo, EXT_KEY_COFINS_CST, PIS_COFINS_CST_DEFAULT);
  },
};

/** A rule that a key of a combo of one category, when given, is a listed code. */
const validCode = (code: string, when: (c: Combo) => boolean, key: string) => ({
  code,
  field: "ext",
  message: `'${key}' must be one of the codes the NF-e addon lists`,
  when,
  test: (combo: Combo) => hasValidCode(key)(combo.ext),
});

/** A rule that a combo of a category has its situation code. */
const cstRequired = (code: string, cat: string, key: string) => ({
  code,
  field: "ext",
  message: `a ${cat} combo needs its situation code (${key})`,
  when: isCategory(cat),
  test: (combo: Combo) => extRequire(key)(combo.ext),
});

/** A rule that a combo with a no-value situation code has a zero percent. */
const zeroPercent = (code: string, when: (c: Combo) => boolean, message: string) => ({
  code,
  field: "percent",
  message,
  when,
  test: zeroOrNoPercent,
});

export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-BR-NFE-TAX-COMBO-01",
      field: "ext",
      message: `an ICMS combo needs its situation code: '${EXT_KEY_ICMS_CST}' or '${EXT_KEY_ICMS_CSOSN}'`,
      when: isICMS,
      test: (combo) => extHas(combo.ext, EXT_KEY_ICMS_CST) || extHas(combo.ext, EXT_KEY_ICMS_CSOSN),
    },
    {
      code: "GOBL-BR-NFE-TAX-COMBO-02",
      field: "ext",
      message: `an ICMS combo needs the origin of the goods (${EXT_KEY_ICMS_ORIGIN})`,
      when: isICMS,
      test: (combo) => extRequire(EXT_KEY_ICMS_ORIGIN)(combo.ext),
    },
    {
      code: "GOBL-BR-NFE-TAX-COMBO-05",
      field: "ext",
      message: `an ICMS combo gives '${EXT_KEY_ICMS_CST}' or '${EXT_KEY_ICMS_CSOSN}', not both`,
      when: isICMS,
      test: (combo) => extAllowOneOf(EXT_KEY_ICMS_CST, EXT_KEY_ICMS_CSOSN)(combo.ext),
    },
    validCode("GOBL-BR-NFE-TAX-COMBO-10", isICMS, EXT_KEY_ICMS_CST),
    validCode("GOBL-BR-NFE-TAX-COMBO-11", isICMS, EXT_KEY_ICMS_CSOSN),
    validCode("GOBL-BR-NFE-TAX-COMBO-12", isICMS, EXT_KEY_ICMS_ORIGIN),
    zeroPercent(
      "GOBL-BR-NFE-TAX-COMBO-06",
      codedAs(isICMS, EXT_KEY_ICMS_CSOSN, ICMS_NO_VALUE_CSOSN),
      `the ICMS percent must be zero with CSOSN ${ICMS_NO_VALUE_CSOSN.join(", ")}: they carry no ICMS`,
    ),
    zeroPercent(
      "GOBL-BR-NFE-TAX-COMBO-07",
      codedAs(isICMS, EXT_KEY_ICMS_CST, ICMS_NO_VALUE_CST),
      `the ICMS percent must be zero with CST ${ICMS_NO_VALUE_CST.join(", ")}: they carry no ICMS`,
    ),
    cstRequired("GOBL-BR-NFE-TAX-COMBO-03", TAX_CATEGORY_PIS, EXT_KEY_PIS_CST),
    validCode("GOBL-BR-NFE-TAX-COMBO-13", isPIS, EXT_KEY_PIS_CST),
    zeroPercent("GOBL-BR-NFE-TAX-COMBO-08", codedAs(isPIS, EXT_KEY_PIS_CST, PIS_COFINS_NO_VALUE_CST), "the PIS percent must be zero with CST 04 to 09: they carry no PIS"),
    cstRequired("GOBL-BR-NFE-TAX-COMBO-04", TAX_CATEGORY_COFINS, EXT_KEY_COFINS_CST),
    validCode("GOBL-BR-NFE-TAX-COMBO-14", isCOFINS, EXT_KEY_COFINS_CST),
    zeroPercent(
      "GOBL-BR-NFE-TAX-COMBO-09",
      codedAs(isCOFINS, EXT_KEY_COFINS_CST, PIS_COFINS_NO_VALUE_CST),
      "the COFINS percent must be zero with CST 04 to 09: they carry no COFINS",
    ),
  ],
};
