/**
 * An engine with bizdoc's regimes, addons and rule sets and the CFDI format
 * alone, and the format called directly on a built envelope (for the schema
 * and refusal tests, which start from GOBL's built envelopes).
 */
import { cfdiFormat } from "../../../formats/cfdi/index.ts";
import { formatContext } from "../../support/formats.ts";
import { approvedExternalAddons, builtinAddons, builtinRegimes, builtinRuleSets, createEngine, externalAddonKeys, retiredAddons, writtenXML, type Envelope } from "../../../index.ts";

/** bizdoc's regimes, addons (with the approved external ones: mx-cfdi-v4 is one) and rule sets, and the CFDI format alone. */
export const cfdiEngine = () =>
  createEngine({
    builtins: false,
    regimes: [...builtinRegimes],
    addons: [...builtinAddons, ...approvedExternalAddons],
    externalAddons: [...externalAddonKeys],
    retiredAddons: [...retiredAddons],
    ruleSets: [...builtinRuleSets],
    formats: [cfdiFormat],
    renderers: [],
  });

/** The XML the plugin writes for a built envelope (as the engine calls it). */
export function writeCFDI(envelope: unknown): string {
  return writtenXML(cfdiFormat.toXML(envelope as Envelope, cfdiFormat.profiles[0]!, formatContext)).xml;
}
