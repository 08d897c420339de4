/**
 * Items always have a unit of measure (BR-23): one without gets `one`.
 */
import { present, type Item, type Normalizer, type Validator } from "../../../engine/index.ts";

export const itemNormalizer: Normalizer<Item> = {
  type: "org.Item",
  normalize(item) {
    if (!item.unit) item.unit = "one";
  },
};

export const itemRules: Validator<Item> = {
  type: "org.Item",
  assert: [
    {
      code: "GOBL-EU-EN16931-ORG-ITEM-01",
      field: "unit",
      message: "the item needs a unit of measure (BR-23)",
      test: (item) => present(item.unit),
    },
  ],
};
