/**
 * The shipped format plugins called directly, as the engine calls them: with
 * a context that answers from the shipped regimes. For tests of a format's
 * own mapping; end-to-end tests go through engine.toXML / engine.fromXML.
 */
import { createEngine, type Envelope, type FormatContext, type FormatProfile, type ParsedXML } from "../../index.ts";
import { ciiFormat } from "../../formats/cii/index.ts";
import { ublFormat } from "../../formats/ubl/index.ts";

const engine = createEngine();

export const formatContext: FormatContext = { regime: (country) => (country === undefined ? undefined : engine.regime(country)) };

export const readUBL = (xml: string): ParsedXML => ublFormat.fromXML(xml, formatContext);
export const writeUBL = (envelope: Envelope, profile: FormatProfile): string => ublFormat.toXML(envelope, profile, formatContext);
export const readCII = (xml: string): ParsedXML => ciiFormat.fromXML(xml, formatContext);
export const writeCII = (envelope: Envelope, profile: FormatProfile): string => ciiFormat.toXML(envelope, profile, formatContext);
