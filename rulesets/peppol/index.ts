/**
 * Peppol BIS Billing 3.0.19: the Peppol rules (PEPPOL-EN16931-*,
 * PEPPOL-COMMON-*), its code lists and the national rules (DE, DK, GR, IS,
 * IT, NL, NO, SE), for UBL and CII. Documents claiming the Peppol BIS
 * Billing 3 customization are checked under it.
 *
 * `peppolRules` holds every rule with its UBL and CII bindings; each rule is
 * self-contained (its contexts and tests compute what they need from the
 * document), so another rule set may adopt some of them by ID.
 */
import { patternsOf, type RuleDef, type XMLRuleSetPlugin } from "../../engine/index.ts";
import { ciiSyntax, ublSyntax } from "../common/syntax.ts";
import { PEPPOL_CUSTOMIZATION } from "./contexts.ts";
import { codeListRules } from "./rules/code-lists.ts";
import { commonRules } from "./rules/common.ts";
import { coreRules } from "./rules/core.ts";
import { germanyRules } from "./rules/national-de.ts";
import { denmarkRules } from "./rules/national-dk.ts";
import { greeceRules } from "./rules/national-gr.ts";
import { icelandRules } from "./rules/national-is.ts";
import { italyRules } from "./rules/national-it.ts";
import { netherlandsRules } from "./rules/national-nl.ts";
import { norwayRules } from "./rules/national-no.ts";
import { swedenRules } from "./rules/national-se.ts";

export { PEPPOL_CUSTOMIZATION };

export const peppolRules: readonly RuleDef[] = [
  ...coreRules,
  ...commonRules,
  ...codeListRules,
  ...norwayRules,
  ...denmarkRules,
  ...italyRules,
  ...swedenRules,
  ...greeceRules,
  ...icelandRules,
  ...netherlandsRules,
  ...germanyRules,
];

export const peppolRuleSet: XMLRuleSetPlugin = {
  key: "peppol",
  name: "Peppol BIS Billing 3.0.19",
  claims: (customization) => customization !== null && customization.startsWith(PEPPOL_CUSTOMIZATION),
  bindings: [
    { syntax: ublSyntax, patterns: patternsOf(peppolRules, "ubl") },
    { syntax: ciiSyntax, patterns: patternsOf(peppolRules, "cii") },
  ],
};
