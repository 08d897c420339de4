/**
 * TicketBAI on invoice lines (GOBL's `normalizeBillLine`).
 *
 * TicketBAI splits the breakdown of foreign operations into deliveries of
 * goods and provisions of services, so each line's VAT combo (the first VAT
 * combo of the line) carries `es-tbai-product` from the item's key: `goods`
 * items are `goods` (or `resale`, when already given), and items without a
 * key or keyed `services` are `services`, whatever was set before. Items with
 * any other key keep what they have.
 */
import { setExt, setExtOneOf, type Line, type Normalizer } from "../../../engine/index.ts";
import { EXT_KEY_PRODUCT } from "./extensions.ts";

const PRODUCT_GOODS = "goods";
const PRODUCT_SERVICES = "services";
const PRODUCT_RESALE = "resale";

export const lineNormalizer: Normalizer<Line> = {
  type: "bill.Line",
  normalize(line) {
    if (!line.item) return;
    const vat = (line.taxes ?? []).find((combo) => combo?.cat === "VAT");
    if (!vat) return;
    switch (line.item.key ?? "") {
      case "goods":
        setExtOneOf(vat, EXT_KEY_PRODUCT, PRODUCT_GOODS, [PRODUCT_RESALE]);
        break;
      case "services":
      case "":
        setExt(vat, EXT_KEY_PRODUCT, PRODUCT_SERVICES);
        break;
    }
  },
};
