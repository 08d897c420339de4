/**
 * TicketBAI (`es-tbai-v1`), the invoicing control system of the Basque
 * Country, as GOBL applies it: the province from the supplier's address,
 * goods/services, exemption and regime codes on every VAT combo, identity
 * types for customers without a Spanish tax ID, the simplified flag, and
 * GOBL's TicketBAI rules. Corrections need the rectification code
 * (`es-tbai-correction`) in the options; GOBL has no correction normaliser
 * for this addon, so the code simply stays on the preceding reference.
 */
import type { AddonPlugin } from "../../../engine/index.ts";
import { comboNormalizer, comboRules } from "./combo.ts";
import { definition } from "./definition.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { lineNormalizer } from "./line.ts";

/** The TicketBAI addon (`es-tbai-v1`), for invoices issued in the Basque Country. */
export const tbai: AddonPlugin = {
  definition,
  // GOBL registers the invoice, line and combo normalisers in this order; the walk runs children first.
  normalizers: [invoiceNormalizer, lineNormalizer, comboNormalizer],
  validators: [invoiceRules, comboRules],
};
