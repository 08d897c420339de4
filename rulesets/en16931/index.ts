/**
 * EN 16931 as CEN's validation artefacts 1.3.16 check it: the business rules
 * (BR-*, BR-CO-*, BR-DEC-*, the VAT category rules), the code lists (BR-CL-*)
 * and the rules of each syntax binding (UBL-CR/SR/DT-*, CII-SR/DT-*). Every
 * UBL and CII document is checked under it, whatever it claims.
 */
import { patternsOf, type RuleDef, type XMLRuleSetPlugin } from "../../engine/index.ts";
import { ciiSyntax, ublSyntax } from "../common/syntax.ts";
import { brRules } from "./br.ts";
import { brAeRules } from "./br-ae.ts";
import { brAfRules } from "./br-af.ts";
import { brAgRules } from "./br-ag.ts";
import { brBRules } from "./br-b.ts";
import { brClRules } from "./br-cl.ts";
import { brCoRules } from "./br-co.ts";
import { brDecRules } from "./br-dec.ts";
import { brERules } from "./br-e.ts";
import { brGRules } from "./br-g.ts";
import { brIcRules } from "./br-ic.ts";
import { brORules } from "./br-o.ts";
import { brSRules } from "./br-s.ts";
import { brZRules } from "./br-z.ts";
import { ciiDtRules } from "./cii-dt.ts";
import { ciiSrRules } from "./cii-sr.ts";
import { ublCrRules } from "./ubl-cr.ts";
import { ublDtRules } from "./ubl-dt.ts";
import { ublSrRules } from "./ubl-sr.ts";

const rules: RuleDef[] = [
  ...brRules,
  ...brCoRules,
  ...brDecRules,
  ...brSRules,
  ...brZRules,
  ...brERules,
  ...brAeRules,
  ...brIcRules,
  ...brGRules,
  ...brORules,
  ...brAfRules,
  ...brAgRules,
  ...brBRules,
  ...brClRules,
  ...ublCrRules,
  ...ublSrRules,
  ...ublDtRules,
  ...ciiSrRules,
  ...ciiDtRules,
];

export const en16931RuleSet: XMLRuleSetPlugin = {
  key: "en16931",
  name: "EN 16931 (CEN validation artefacts 1.3.16)",
  claims: () => true,
  bindings: [
    { syntax: ublSyntax, patterns: patternsOf(rules, "ubl") },
    { syntax: ciiSyntax, patterns: patternsOf(rules, "cii") },
  ],
};
