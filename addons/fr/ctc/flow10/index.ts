/**
 * France CTC flow 10 (`fr-ctc-flow10-v1`): e-reporting of B2C sales,
 * cross-border B2B invoices and their payments. Ported from GOBL's external
 * module invopop/gobl.fr.ctc (addon/flow10), Apache 2.0. Tax combos get
 * their UNTDID tax category as EN 16931 gives it (the upstream addon calls
 * the EN 16931 combo normaliser without requiring that addon); only French
 * VAT may be reported (tax-combo.ts).
 */
import type { AddonPlugin } from "../../../../engine/index.ts";
import { comboNormalizer } from "../../../eu/en16931/combo.ts";
import { definition } from "./definition.ts";
import { identityRules } from "./identity.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { identityNormalizer, partyNormalizer, partyRules } from "./party.ts";
import { paymentRules } from "./payment.ts";
import { comboRules } from "./tax-combo.ts";

export const frCTCFlow10: AddonPlugin = {
  definition,
  normalizers: [identityNormalizer, partyNormalizer, { ...comboNormalizer }, invoiceNormalizer],
  validators: [invoiceRules, paymentRules, partyRules, identityRules, comboRules],
};
