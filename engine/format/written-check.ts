/**
 * Nothing a profile's rules refuse leaves: XML written under a profile that
 * names rule sets is checked with them before it is answered, and a broken
 * fatal rule refuses the conversion (422) with faults naming the official
 * rule, the document properties feeding it and where the XML broke it.
 */
import { BizdocError, type Fault } from "../errors/index.ts";
import type { XMLRuleSetRegistry } from "../xml-rules/validate.ts";
import type { FormatPlugin, FormatProfile } from "./contracts.ts";
import type { FormatRegistry } from "./registry.ts";

/** A refusal's fault: the rule, the document's properties to change, and the XML's node. */
export interface WrittenXMLFault extends Fault {
  code: string;
  /** Key of the rule set the rule belongs to. */
  ruleSet: string;
  /** The business terms and groups the rule is about. */
  terms: string[];
  /** Where in the written XML the rule broke. */
  xpath: string;
}

/** Refused when the engine is created: a profile naming a rule set the engine lacks would write XML nothing checks. */
export function checkProfileRuleSets(formats: FormatRegistry, ruleSets: XMLRuleSetRegistry): void {
  const known = new Set(ruleSets.list().map((s) => s.key));
  for (const format of formats.list()) {
    for (const profile of format.profiles) {
      for (const key of profile.ruleSets ?? []) {
        if (!known.has(key)) {
          throw new BizdocError(
            "internal",
            `format '${format.key}' profile '${profile.key}' checks its XML with rule set '${key}', which this engine lacks: register it (createEngine({ ruleSets }))`,
          );
        }
      }
    }
  }
}

/**
 * Throws the 422 when the written XML breaks a fatal rule of the profile's
 * rule sets; the faults of GOBL's rules the document breaks (`gobl`), which
 * would otherwise be warnings, are listed first.
 */
export function checkWrittenXML(ruleSets: XMLRuleSetRegistry, format: FormatPlugin, profile: FormatProfile, xml: string, gobl: readonly Fault[] = []): void {
  const rules = profile.ruleSets ?? [];
  if (rules.length === 0) return;
  const fatal = ruleSets.validate(xml, { rules }).faults.filter((f) => f.flag === "fatal");
  if (fatal.length === 0) return;
  const faults: WrittenXMLFault[] = fatal.map((f) => ({
    code: f.code,
    properties: format.documentPaths?.({ xpath: f.properties[0], terms: f.terms }) ?? ["$.doc"],
    description: f.description,
    ruleSet: f.ruleSet,
    terms: f.terms,
    xpath: f.properties[0],
  }));
  const codes = [...new Set(fatal.map((f) => f.code))];
  const shown = codes.slice(0, 8).join(", ") + (codes.length > 8 ? `, and ${codes.length - 8} more` : "");
  throw new BizdocError(
    "validation",
    `the document cannot be written as ${format.key} under profile '${profile.key}': the XML would break ${codes.length} fatal ${codes.length === 1 ? "rule" : "rules"} of ${rules.join(", ")} (${shown})${gobl.length > 0 ? `, and the document breaks ${gobl.length} of GOBL's` : ""}; add or correct what the faults name, or choose another profile`,
    [...gobl, ...faults],
  );
}
