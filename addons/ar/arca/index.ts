import type { AddonPlugin } from "../../../engine/index.ts";
import { chargeRules } from "./charges.ts";
import { comboNormalizer, comboRules } from "./combo.ts";
import { invoiceCorrector } from "./corrector.ts";
import { definition } from "./definition.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";

/**
 * The `ar-arca-v4` addon (Argentine electronic invoices for ARCA): the
 * customer's VAT status, the document type by letter and the concept on
 * invoices, VAT rate codes on combos, the rules ARCA's web services rest
 * on, and the routing of the document type when a document is corrected.
 */
export const arca: AddonPlugin = {
  definition,
  normalizers: [invoiceNormalizer, comboNormalizer],
  validators: [invoiceRules, chargeRules, comboRules],
  correctors: [invoiceCorrector],
};
