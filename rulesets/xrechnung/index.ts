/**
 * XRechnung 3.0.2 (KoSIT's schematron 2.5.0): the German CIUS rules (BR-DE-*,
 * BR-DEX-* for its extension, BR-DE-CVD-* for its clean-vehicles profile,
 * BR-TMP-*) and the Peppol rules XRechnung adopts (as KoSIT's build merges
 * them in, see ./adopted-peppol.ts), for UBL and CII. Documents claiming XRechnung 3.0 (or its
 * extension) are checked under it.
 */
import { patternsOf, type RuleDef, type XMLRuleSetPlugin } from "../../engine/index.ts";
import { ciiSyntax, ublSyntax } from "../common/syntax.ts";
import { adoptedPeppolRules } from "./adopted-peppol.ts";
import { brCvdRules } from "./br-cvd.ts";
import { brDeRules } from "./br-de.ts";
import { brDexRules } from "./br-dex.ts";
import { brTmpRules } from "./br-tmp.ts";

export const XRECHNUNG_CUSTOMIZATION = "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0";

const rules: RuleDef[] = [...adoptedPeppolRules, ...brDeRules, ...brTmpRules, ...brDexRules, ...brCvdRules];

export const xrechnungRuleSet: XMLRuleSetPlugin = {
  key: "xrechnung",
  name: "XRechnung 3.0.2",
  claims: (customization) => customization !== null && customization.startsWith(XRECHNUNG_CUSTOMIZATION),
  bindings: [
    { syntax: ublSyntax, patterns: patternsOf(rules, "ubl") },
    { syntax: ciiSyntax, patterns: patternsOf(rules, "cii") },
  ],
};
