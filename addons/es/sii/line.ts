/**
 * SII on each invoice line (GOBL's normalizeBillLine in bill.go).
 *
 * SII splits the breakdown of an invoice to a foreign customer between
 * deliveries of goods and provisions of services. GOBL takes that from the
 * line's item key: `goods` or `services` sets `es-sii-product` on the line's
 * VAT combo (replacing any code it had); any other key, or none, leaves the
 * combo as it is. IGIC combos are not touched.
 */
import { setExt } from "../../../engine/index.ts";
import type { Line, Normalizer } from "../../../engine/index.ts";
import { EXT_KEY_PRODUCT } from "./extensions.ts";

/** Product codes, named after the item keys they come from. */
export const PRODUCT_GOODS = "goods";
export const PRODUCT_SERVICES = "services";

function productOf(itemKey: string | undefined): string {
  switch (itemKey) {
    case "goods":
      return PRODUCT_GOODS;
    case "services":
      return PRODUCT_SERVICES;
    default:
      return "";
  }
}

export const lineNormalizer: Normalizer<Line> = {
  type: "bill.Line",
  normalize(line) {
    if (!line.item) return;
    // GOBL's tax.Set.Get: the first combo of the category.
    const vat = (line.taxes ?? []).find((combo) => combo?.cat === "VAT");
    if (!vat) return;
    const product = productOf(line.item.key);
    if (product) setExt(vat, EXT_KEY_PRODUCT, product);
  },
};
