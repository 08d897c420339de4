/**
 * Reading XML into a built envelope: the XML checked as untrusted once, its
 * format recognised (or named), the document the format reads built, and
 * the totals the XML states compared with the calculation.
 *
 * A received invoice that meets the official rules its XML claims is read
 * even when it breaks a rule of GOBL's that those rules do not have (a tax
 * ID's check digit, a regime's own requirement), or states totals GOBL's
 * calculation does not give (a line amount off quantity × price, a cent
 * within the rules' tolerance): it is calculated, not refused, and those
 * faults come back as warnings beside the envelope.
 */
import type { Envelope } from "../envelope/envelope.ts";
import { ENVELOPE_ID } from "../envelope/schema.ts";
import { BizdocError, isBizdocError, type Fault } from "../errors/index.ts";
import type { ConvertDeps } from "./convert.ts";
import { FORMAT_META_KEY, PROFILE_META_KEY } from "./convert.ts";
import { statedTotalsFaults } from "./totals.ts";
import { rootOfUntrustedXML } from "./untrusted-xml.ts";

export interface FromXMLOptions {
  /** The format to read; recognised from the XML when not given. */
  format?: string;
  /**
   * `false` reads as GOBL's converters read: the document is calculated, but
   * neither its rules nor its stated totals are checked, so an invoice one
   * received with a faulty tax ID is not refused (`validate` tells what is
   * wrong with it afterwards). Default `true`.
   */
  validate?: boolean;
}

/** What reading XML gives: the envelope, and what is off with it that did not stop it being read. */
export interface XMLReading {
  envelope: Envelope;
  /**
   * For a document whose XML meets every fatal rule of the official rule
   * sets it claims (by its CustomizationID): GOBL's faults, and each total
   * the XML states that the calculation does not give
   * (BIZDOC-FORMAT-TOTALS-01). Empty when nothing is off, or when reading
   * with `validate: false` (which checks none).
   */
  warnings: Fault[];
}

export function readXML(deps: ConvertDeps, xml: unknown, options: FromXMLOptions): XMLReading {
  if (typeof xml !== "string" || xml.trim() === "") throw new BizdocError("input", "no XML given");
  if (options.validate !== undefined && typeof options.validate !== "boolean") throw new BizdocError("input", "'validate' must be true or false");
  const named = options.format === undefined ? undefined : deps.formats.get(options.format);
  // Checked once, before any format is asked about it, so a refusal gives its real reason whether or not a format was named.
  const root = rootOfUntrustedXML(xml, named?.key.toUpperCase());
  const format = named ?? deps.formats.recognize(root);
  const { document, statedTotals, statedTotalElements, profile, stamps } = format.fromXML(xml, deps.context);
  const meta: Record<string, string> = { [FORMAT_META_KEY]: format.key, ...(profile === undefined ? {} : { [PROFILE_META_KEY]: profile }) };
  const head = stamps && stamps.length > 0 ? { meta, stamps } : { meta };
  const calculated = (): Envelope => {
    const envelope = deps.calculateEnvelope(document);
    return { ...envelope, head: { ...envelope.head, ...head, meta: { ...envelope.head.meta, ...meta } } };
  };
  if (options.validate === false) return { envelope: calculated(), warnings: [] };

  // The official verdict is asked for only when something is off, and once.
  let official: Fault[] | undefined | null = null;
  const officialFaults = () => (official === null ? (official = officialFatalFaults(deps, xml)) : official);

  let envelope: Envelope;
  const warnings: Fault[] = [];
  try {
    envelope = deps.buildEnvelope({ $schema: ENVELOPE_ID, head, doc: document });
  } catch (error) {
    if (!isBizdocError(error) || error.key !== "validation") throw error;
    const fatal = officialFaults();
    if (fatal === undefined) throw error;
    if (fatal.length > 0) {
      // Both kinds said: what GOBL's rules refuse, and why it could not be read all the same.
      throw new BizdocError("validation", `${error.message}; the XML also breaks official rules it claims (${codesOf(fatal)}), so it is not read with these faults as warnings`, [...error.faults, ...fatal]);
    }
    envelope = calculated();
    warnings.push(...error.faults);
  }
  const totals = statedTotalsFaults(statedTotals, (envelope.doc as { totals?: unknown }).totals, "$.doc.totals", statedTotalElements);
  if (totals.length > 0) {
    // A sender's totals are never silently replaced: refused, unless the XML meets its official rules (whose
    // tolerances and line amounts GOBL's calculation cannot always reproduce), then read with each difference said.
    const fatal = officialFaults();
    if (fatal === undefined || fatal.length > 0) {
      throw new BizdocError("validation", `the XML's totals differ from the calculation: ${totals.map((f) => f.description).join("; ")}`, [...totals, ...(fatal ?? [])]);
    }
    warnings.push(...totals);
  }
  return { envelope, warnings };
}

function codesOf(faults: readonly Fault[]): string {
  return [...new Set(faults.map((f) => f.code))].slice(0, 8).join(", ");
}

/**
 * The fatal faults of the rule sets the XML's customization selects: empty
 * when it meets them all; undefined when no rule set reads its syntax.
 */
function officialFatalFaults(deps: ConvertDeps, xml: string): Fault[] | undefined {
  try {
    const check = deps.ruleSets.validate(xml);
    return check.rules.length === 0 ? undefined : check.faults.filter((f) => f.flag === "fatal");
  } catch {
    return undefined;
  }
}
