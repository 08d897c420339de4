/**
 * The shipped format plugins called directly, as the engine calls them: with
 * a context that answers from the shipped regimes. For tests of a format's
 * own mapping; end-to-end tests go through engine.toXML / engine.fromXML.
 */
import { builtinAddons, builtinFormats, builtinRegimes, builtinRuleSets, checkUntrustedXML, createEngine, externalAddonKeys, retiredAddons, rootOfUntrustedXML, writtenXML, type Envelope, type FormatContext, type FormatPlugin, type FormatProfile, type ParsedXML, type RenderPlugin } from "../../index.ts";
import { ciiFormat } from "../../formats/cii/index.ts";
import { ublFormat } from "../../formats/ubl/index.ts";

const engine = createEngine();

export const formatContext: FormatContext = { regime: (country) => (country === undefined ? undefined : engine.regime(country)) };

/** Read as the engine reads: the XML checked first (once), then handed to the format. */
export const readUBL = (xml: string): ParsedXML => {
  checkUntrustedXML(xml, "UBL");
  return ublFormat.fromXML(xml, formatContext);
};
export const writeUBL = (envelope: Envelope, profile: FormatProfile): string => writtenXML(ublFormat.toXML(envelope, profile, formatContext)).xml;
export const readCII = (xml: string): ParsedXML => {
  checkUntrustedXML(xml, "CII");
  return ciiFormat.fromXML(xml, formatContext);
};

/** Whether the engine would take XML as this format's when none is named: it passes the checks and the format recognises its root. */
export function recognizedBy(format: FormatPlugin, xml: string): boolean {
  try {
    return format.recognizes(rootOfUntrustedXML(xml));
  } catch {
    return false;
  }
}
export const writeCII = (envelope: Envelope, profile: FormatProfile): string => writtenXML(ciiFormat.toXML(envelope, profile, formatContext)).xml;

/** An engine with bizdoc's regimes, addons and rule sets, and the formats and renderers given (none by default). */
function engineWith(plugins: { formats?: FormatPlugin[]; renderers?: RenderPlugin[] }): ReturnType<typeof createEngine> {
  return createEngine({
    builtins: false,
    regimes: [...builtinRegimes],
    addons: [...builtinAddons],
    externalAddons: [...externalAddonKeys],
    retiredAddons: [...retiredAddons],
    ruleSets: [...builtinRuleSets],
    formats: plugins.formats ?? [],
    renderers: plugins.renderers ?? [],
  });
}

/** An engine with bizdoc's regimes, addons and rule sets and only these formats, so a format's tests depend on no other's. */
export function engineWithFormats(...formats: FormatPlugin[]): ReturnType<typeof createEngine> {
  return engineWith({ formats });
}

/** An engine with everything bizdoc ships but its renderers, and these: a renderer's tests depend on no other's. */
export function engineWithRenderers(...renderers: RenderPlugin[]): ReturnType<typeof createEngine> {
  return engineWith({ formats: [...builtinFormats], renderers });
}
