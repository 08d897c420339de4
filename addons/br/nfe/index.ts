/**
 * The `br-nfe-v4` addon (Brazil's goods invoices, NF-e and NFC-e; GOBL keeps
 * it in its own module, invopop/gobl.br.nfe, and lists its key among the
 * approved external addons) as the engine loads it: the model, regime,
 * state registration indicator, payment methods and situation codes by
 * normalisation, and the NF-e rules on invoices, lines, combos, identities,
 * parties and payments.
 */
import type { AddonPlugin } from "../../../engine/index.ts";
import { comboNormalizer, comboRules } from "./combo.ts";
import { definition } from "./definition.ts";
import { identityRules } from "./identities.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { lineRules } from "./line.ts";
import { partyRules } from "./party.ts";
import { advanceRules, instructionsRules, paymentNormalizers } from "./pay.ts";

export const nfe: AddonPlugin = {
  definition,
  // The invoice first: it sets the model that the rest may depend on.
  normalizers: [invoiceNormalizer, ...paymentNormalizers, comboNormalizer],
  validators: [invoiceRules, lineRules, comboRules, identityRules, partyRules, instructionsRules, advanceRules],
};
