/**
 * AdE tickets on items (GOBL: addons/it/ticket/org.go).
 *
 * The AdE wants to know whether each line delivers goods or provides a
 * service; GOBL takes every item for a service unless its `it-ticket-product`
 * extension already says otherwise.
 */
import { setExtIfEmpty, type Item, type Normalizer } from "../../../engine/index.ts";
import { EXT_KEY_PRODUCT } from "./extensions.ts";

/** The product key items get by default. */
export const PRODUCT_SERVICES = "services";

export const itemNormalizer: Normalizer<Item> = {
  type: "org.Item",
  normalize(item) {
    setExtIfEmpty(item, EXT_KEY_PRODUCT, PRODUCT_SERVICES);
  },
};
