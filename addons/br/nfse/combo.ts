/**
 * NFS-e on tax combos (GOBL: gobl.br.nfse addon/tax_combo.go): an ISS combo
 * states whether the tax is due (`br-nfse-iss-liability`); normalising gives
 * one stating none "liable" (1).
 */
import { extRequire, setExtIfEmpty, type Combo, type Normalizer, type Validator } from "../../../engine/index.ts";
import { TAX_CATEGORY_ISS } from "../../../regimes/br/categories.ts";
import { EXT_KEY_ISS_LIABILITY, ISS_LIABILITY_DEFAULT } from "./extensions.ts";

const isISS = (combo: Combo): boolean => combo.cat === TAX_CATEGORY_ISS;

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  when: isISS,
  normalize: (combo) => setExtIfEmpty(combo, EXT_KEY_ISS_LIABILITY, ISS_LIABILITY_DEFAULT),
};

export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-BR-NFSE-TAX-COMBO-01",
      field: "ext",
      message: `an ${TAX_CATEGORY_ISS} combo needs its ISS liability (${EXT_KEY_ISS_LIABILITY})`,
      when: isISS,
      test: (combo) => extRequire(EXT_KEY_ISS_LIABILITY)(combo.ext),
    },
  ],
};
