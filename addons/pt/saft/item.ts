/**
 * SAF-T on items (GOBL.pt.saft: addon/item.go).
 *
 * Normalising: an item without a unit gets `one`; an item without a product
 * type gets S when its unit is one used for services (including none,
 * `item` and `one`), P otherwise.
 *
 * Rules: an item has a unit (01) and a product type (02).
 */
import { extCode, present, setExt, type Item, type Normalizer, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_PRODUCT_TYPE, PRODUCT_TYPE_GOODS, PRODUCT_TYPE_SERVICE } from "./extensions.ts";

/** Units read as services; `item` and `one` are ambiguous and taken as services too. */
const SERVICE_UNITS = new Set(["", "km", "w", "kw", "kwh", "rate", "mon", "day", "s", "h", "min", "service", "job", "activity", "trip", "item", "one"]);

export const itemNormalizer: Normalizer<Item> = {
  type: "org.Item",
  normalize(item) {
    if (!item.unit) item.unit = "one";
    if (!extCode(item.ext, EXT_KEY_PRODUCT_TYPE)) {
      setExt(item, EXT_KEY_PRODUCT_TYPE, SERVICE_UNITS.has(item.unit ?? "") ? PRODUCT_TYPE_SERVICE : PRODUCT_TYPE_GOODS);
    }
  },
};

export const itemRules: Validator<Item> = {
  type: "org.Item",
  assert: [
    { code: "GOBL-PT-SAFT-ORG-ITEM-01", field: "unit", message: "an item needs its unit", test: (item) => present(item.unit) },
    {
      code: "GOBL-PT-SAFT-ORG-ITEM-02",
      field: "ext",
      message: `an item needs its SAF-T product type (${EXT_KEY_PRODUCT_TYPE})`,
      test: (item) => extCode(item.ext, EXT_KEY_PRODUCT_TYPE) !== "",
    },
  ],
};
