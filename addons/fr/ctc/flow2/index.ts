/**
 * France CTC flow 2 (`fr-ctc-flow2-v1`): domestic B2B invoices cleared
 * through an approved platform, on top of EN 16931 (which the definition
 * requires). Ported from GOBL's external module invopop/gobl.fr.ctc
 * (addon/flow2), Apache 2.0. Invoices tagged `b2g` also get the
 * BR-FR-CPRO rules of b2g.ts.
 */
import type { AddonPlugin } from "../../../../engine/index.ts";
import { b2gRules } from "./b2g.ts";
import { definition } from "./definition.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { identityNormalizer, identityRules, inboxRules, itemRules, partyNormalizer, partyRules } from "./party.ts";

export const frCTCFlow2: AddonPlugin = {
  definition,
  normalizers: [identityNormalizer, partyNormalizer, invoiceNormalizer],
  validators: [invoiceRules, b2gRules, partyRules, identityRules, inboxRules, itemRules],
};
