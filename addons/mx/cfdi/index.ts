/**
 * The `mx-cfdi-v4` addon (Mexico's CFDI 4.0; GOBL keeps it in its own
 * module, invopop/gobl.mx.cfdi, and lists its key among the approved
 * external addons) as the engine loads it: the SAT codes by normalisation
 * and scenarios, the CFDI rules on invoices, payments and payment details,
 * and the two complements an invoice may embed (food vouchers, fuel
 * account statement) as document kinds of their own, calculated and
 * checked inside the invoice.
 */
import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";
import { foodVouchersKind, foodVouchersRules } from "./food-vouchers.ts";
import { fuelAccountBalanceKind, fuelAccountBalanceRules } from "./fuel-account-balance.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { itemNormalizer, partyNormalizer } from "./party.ts";
import { instructionsNormalizer, payRules, recordNormalizer } from "./pay.ts";
import { paymentNormalizer, paymentRules } from "./payment.ts";

export const cfdi: AddonPlugin = {
  definition,
  normalizers: [invoiceNormalizer, paymentNormalizer, partyNormalizer, itemNormalizer, instructionsNormalizer, recordNormalizer],
  validators: [invoiceRules, paymentRules, ...payRules, ...foodVouchersRules, ...fuelAccountBalanceRules],
  kinds: [foodVouchersKind, fuelAccountBalanceKind],
};

export * from "./keys.ts";
