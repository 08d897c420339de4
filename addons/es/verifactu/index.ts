import type { AddonPlugin } from "../../../engine/index.ts";
import { comboNormalizer, comboRules } from "./combo.ts";
import { invoiceCorrector } from "./corrector.ts";
import { definition } from "./definition.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";

/**
 * The VERI*FACTU addon (`es-verifactu-v1`), for invoices recorded and sent to
 * the AEAT as issued: the AEAT's codes on combos and invoices, the rules the
 * AEAT's validations rest on, and the routing of the invoice type when a
 * document is corrected.
 */
export const verifactu: AddonPlugin = {
  definition,
  normalizers: [comboNormalizer, invoiceNormalizer],
  validators: [invoiceRules, comboRules],
  correctors: [invoiceCorrector],
};
