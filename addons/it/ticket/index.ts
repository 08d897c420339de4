import type { AddonPlugin } from "../../../engine/index.ts";
import { comboNormalizer, comboRules } from "./combo.ts";
import { definition } from "./definition.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { itemNormalizer } from "./item.ts";

/**
 * The Italy AdE ticket (documento commerciale) addon: VAT-inclusive prices,
 * the nature code of untaxed lines, the product key of items, the lottery
 * code, and the rules the AdE's ticket format rests on. Corrective tickets
 * quote the AdE reference of the original (see corrections.ts); GOBL adds
 * no correction normaliser.
 */
export const ticket: AddonPlugin = {
  definition,
  normalizers: [invoiceNormalizer, itemNormalizer, comboNormalizer],
  validators: [invoiceRules, comboRules],
};
