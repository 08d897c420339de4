/**
 * Reading XML into a built envelope: the XML checked as untrusted once, its
 * format recognised (or named), the document the format reads built, and
 * the totals the XML states compared with the calculation.
 *
 * A received invoice that meets the official rules its XML claims is read
 * even when it breaks a rule of GOBL's that those rules do not have (a tax
 * ID's check digit, a regime's own requirement): it is calculated, not
 * refused, and GOBL's faults come back as warnings beside the envelope.
 */
import type { Envelope } from "../envelope/envelope.ts";
import { ENVELOPE_ID } from "../envelope/schema.ts";
import { BizdocError, isBizdocError, type Fault } from "../errors/index.ts";
import type { ConvertDeps } from "./convert.ts";
import { PROFILE_META_KEY } from "./convert.ts";
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

/** What reading XML gives: the envelope, and the rules of GOBL's it breaks that did not stop it being read. */
export interface XMLReading {
  envelope: Envelope;
  /**
   * GOBL's faults of a document whose XML meets every fatal rule of the
   * official rule sets it claims (by its CustomizationID): read all the
   * same. Empty when the document breaks no rule, or when reading with
   * `validate: false` (which checks none).
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
  const { document, statedTotals, statedTotalElements, profile } = format.fromXML(xml, deps.context);
  const meta = profile === undefined ? undefined : { [PROFILE_META_KEY]: profile };
  const calculated = (): Envelope => {
    const envelope = deps.calculateEnvelope(document);
    return meta ? { ...envelope, head: { ...envelope.head, meta: { ...envelope.head.meta, ...meta } } } : envelope;
  };
  if (options.validate === false) return { envelope: calculated(), warnings: [] };

  let envelope: Envelope;
  let warnings: Fault[] = [];
  try {
    envelope = deps.buildEnvelope({ $schema: ENVELOPE_ID, ...(meta ? { head: { meta } } : {}), doc: document });
  } catch (error) {
    if (!isBizdocError(error) || error.key !== "validation") throw error;
    const official = officialFatalFaults(deps, xml);
    if (official === undefined) throw error;
    if (official.length > 0) {
      // Both kinds said: what GOBL's rules refuse, and why it could not be read all the same.
      const codes = [...new Set(official.map((f) => f.code))].slice(0, 8).join(", ");
      throw new BizdocError("validation", `${error.message}; the XML also breaks official rules it claims (${codes}), so it is not read with these faults as warnings`, [...error.faults, ...official]);
    }
    envelope = calculated();
    warnings = error.faults;
  }
  const faults = statedTotalsFaults(statedTotals, (envelope.doc as { totals?: unknown }).totals, "$.doc.totals", statedTotalElements);
  if (faults.length > 0) throw new BizdocError("validation", `the XML's totals differ from the calculation: ${faults.map((f) => f.description).join("; ")}`, faults);
  return { envelope, warnings };
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
