/**
 * France CTC flow 6 (`fr-ctc-flow6-v1`): lifecycle ("cycle de vie")
 * statuses and payment messages with their CDAR codes. Ported from GOBL's
 * external module invopop/gobl.fr.ctc (addon/flow6), Apache 2.0.
 */
import type { AddonPlugin } from "../../../../engine/index.ts";
import { definition } from "./definition.ts";
import { identityNormalizer, partyNormalizer, partyRules } from "./party.ts";
import { paymentNormalizer, paymentRules } from "./payment.ts";
import { actionNormalizer, actionRules, reasonNormalizer, reasonRules, statusNormalizer, statusRules } from "./status.ts";

export const frCTCFlow6: AddonPlugin = {
  definition,
  normalizers: [identityNormalizer, partyNormalizer, reasonNormalizer, actionNormalizer, statusNormalizer, paymentNormalizer],
  validators: [statusRules, paymentRules, reasonRules, actionRules, partyRules],
};
