import type { AddonPlugin } from "../../../engine/index.ts";
import { comboNormalizer, comboRules } from "./combo.ts";
import { definition } from "./definition.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { instructionsNormalizer, recordNormalizer, recordRules } from "./payment.ts";

/**
 * The `pl-favat-v3` addon (Polish KSeF FA(3) invoices) as the engine loads
 * it: the KSeF tax category on every combo, the self-billing and reverse
 * charge flags from the invoice's tags, the payment forms of instructions
 * and advances, and the rules KSeF's schema rests on. The invoice type
 * codes come from the scenarios; corrections are credit notes referring to
 * the preceding invoice's KSeF number (see corrections.ts), with no
 * correction normaliser of their own (GOBL has none).
 */
export const favat: AddonPlugin = {
  definition,
  normalizers: [instructionsNormalizer, recordNormalizer, comboNormalizer, invoiceNormalizer],
  validators: [invoiceRules, comboRules, recordRules],
};
