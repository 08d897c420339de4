/** The rule sets bizdoc checks XML documents with. */
import type { XMLRuleSetPlugin } from "../engine/index.ts";
import { en16931RuleSet } from "./en16931/index.ts";
import { peppolRuleSet } from "./peppol/index.ts";
import { xrechnungRuleSet } from "./xrechnung/index.ts";
import { xsdRuleSet } from "./xsd/index.ts";

export const builtinRuleSets: XMLRuleSetPlugin[] = [xsdRuleSet, en16931RuleSet, peppolRuleSet, xrechnungRuleSet];
