import type { AddonPlugin } from "../../../engine/index.ts";
import { categoryTotalRules, comboNormalizer, comboRules } from "./combo.ts";
import { definition } from "./definition.ts";
import { deliveryNormalizer, deliveryRules } from "./delivery.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { itemNormalizer, itemRules } from "./item.ts";
import { lineNormalizer, lineRules } from "./line.ts";
import { noteRules, taxNoteRules } from "./note.ts";
import { orderNormalizer, orderRules } from "./order.ts";
import { instructionsNormalizer, recordNormalizer } from "./pay.ts";
import { paymentLineRules, paymentNormalizer, paymentRules } from "./payment.ts";

/**
 * The `pt-saft-v1` addon (Portugal's SAF-T codes), one of GOBL's approved
 * external addons (its Go module is invopop/gobl.pt.saft): the SAF-T tax
 * rate and exemption codes of VAT combos with the exemption's legal note on
 * the line, product types, payment mechanisms, the document types of
 * invoices (scenarios), receipts, orders and deliveries, the document source,
 * and the AT's rules on numbering and amounts.
 */
export const saft: AddonPlugin = {
  definition,
  normalizers: [
    comboNormalizer,
    itemNormalizer,
    instructionsNormalizer,
    recordNormalizer,
    paymentNormalizer,
    orderNormalizer,
    deliveryNormalizer,
    invoiceNormalizer,
    lineNormalizer,
  ],
  validators: [invoiceRules, paymentRules, deliveryRules, orderRules, comboRules, categoryTotalRules, itemRules, noteRules, taxNoteRules, lineRules, paymentLineRules],
};

export { saft as saftAddon };
