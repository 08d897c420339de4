import type { AddonPlugin } from "../../../engine/index.ts";
import { chargeNormalizer, chargeRules } from "./charges.ts";
import { comboNormalizer, comboRules } from "./combo.ts";
import { definition } from "./definition.ts";
import { invoiceRules } from "./invoice.ts";
import { advanceRules, instructionsRules, paymentNormalizers } from "./payment.ts";

/**
 * The Greece myDATA addon (`gr-mydata-v1`): the myDATA codes on payments,
 * VAT combos and charges (the invoice type comes from the scenarios), and
 * the rules the myDATA report rests on. GOBL defines no correction
 * behaviour for it beyond the Greek regime's (credit notes quoting the
 * original's `iapr-mark`).
 */
export const mydata: AddonPlugin = {
  definition,
  normalizers: [...paymentNormalizers, comboNormalizer, chargeNormalizer],
  validators: [invoiceRules, chargeRules, comboRules, instructionsRules, advanceRules],
};
