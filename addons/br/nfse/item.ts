/**
 * NFS-e on items (GOBL: gobl.br.nfse addon/org_item.go): each item gives its
 * municipal service code (01), and the three IBS/CBS codes of the tax
 * reform, operation, tax status and classification, come all together or
 * not at all (02).
 */
import { extRequire, extRequireAllOrNone, type Item, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_OPERATION, EXT_KEY_SERVICE, EXT_KEY_TAX_CLASS, EXT_KEY_TAX_STATUS } from "./extensions.ts";

const REFORM_CODES = [EXT_KEY_OPERATION, EXT_KEY_TAX_STATUS, EXT_KEY_TAX_CLASS];

export const itemRules: Validator<Item> = {
  type: "org.Item",
  assert: [
    {
      code: "GOBL-BR-NFSE-ORG-ITEM-01",
      field: "ext",
      message: `an NFS-e item needs its municipal service code (${EXT_KEY_SERVICE})`,
      test: (item) => extRequire(EXT_KEY_SERVICE)(item.ext),
    },
    {
      code: "GOBL-BR-NFSE-ORG-ITEM-02",
      field: "ext",
      message: `an item gives ${REFORM_CODES.join(", ")} all together or none of them`,
      test: (item) => extRequireAllOrNone(...REFORM_CODES)(item.ext),
    },
  ],
};
