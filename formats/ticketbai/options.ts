/**
 * The options a caller gives beside the document (`options` of
 * `engine.toXML` and `/v0/convert`), untrusted: each is checked and a bad
 * one refused, 400, with a fault at its `$.options…` path, all at once.
 *
 * - `software` (required): the invoicing software TicketBAI names in every
 *   file (HuellaTBAI/Software): the licence the province gave it, its
 *   developer's NIF, its name and version, and optionally the device's
 *   serial number.
 * - `previous`: the link to the previous invoice of the same issuer and
 *   device (EncadenamientoFacturaAnterior): its series, number, issue date
 *   and the first 100 characters of its signature value; absent for the
 *   first invoice. The API is stateless: the caller keeps each answer's
 *   `details.chain` and gives it back as the next call's `previous`.
 * - `timestamp`: the moment of issue (ISO 8601 with its offset), used when
 *   the document has no `issue_time`; the moment of writing otherwise.
 * - `issuer`: who issues the file for the supplier: `supplier` (the
 *   default), `third-party` or `customer` (EmitidaPorTercerosODestinatario).
 */
import { BizdocError, type Fault, type FormatOptions } from "../../engine/index.ts";
import { ISSUERS, type Issuer } from "./codes.ts";

export const OPTION_NAMES = ["software", "previous", "timestamp", "issuer"] as const;

export interface Software {
  license: string;
  nif: string;
  name: string;
  version: string;
  device?: string;
}

export interface PreviousInvoice {
  series?: string;
  code: string;
  /** YYYY-MM-DD. */
  issue_date: string;
  /** The first 100 characters of its ds:SignatureValue. */
  signature: string;
}

export interface TicketBAIOptions {
  software: Software;
  previous?: PreviousInvoice;
  timestamp?: Date;
  issuer: Issuer;
}

/** TicketBAI's own lengths (the schema's TextMax…Type). */
const LIMITS = { license: 20, nif: 9, name: 120, version: 20, device: 30, series: 20, code: 20, signature: 100 } as const;

/** What signing can read without the software: only the chain and the time matter there. */
export function readOptions(value: FormatOptions | undefined): TicketBAIOptions {
  const faults: Fault[] = [];
  const fault = (path: string, description: string) => faults.push({ code: "BIZDOC-TICKETBAI-OPTION", properties: [`$.options${path}`], description });
  const options = (value ?? {}) as Record<string, unknown>;

  const text = (holder: Record<string, unknown>, name: keyof typeof LIMITS, path: string, required: boolean): string | undefined => {
    const member = holder[name];
    if (member === undefined || member === null) {
      if (required) fault(`${path}.${name}`, "is required");
      return undefined;
    }
    if (typeof member !== "string" || member.trim() === "") {
      fault(`${path}.${name}`, "must be a non-empty string");
      return undefined;
    }
    if ([...member].length > LIMITS[name]) {
      fault(`${path}.${name}`, `must be at most ${LIMITS[name]} characters (TicketBAI's limit)`);
      return undefined;
    }
    return member;
  };
  const object = (name: string): Record<string, unknown> | undefined => {
    const member = options[name];
    if (member === undefined || member === null) return undefined;
    if (typeof member !== "object" || Array.isArray(member)) {
      fault(`.${name}`, "must be an object");
      return undefined;
    }
    return member as Record<string, unknown>;
  };
  const unknownMembers = (holder: Record<string, unknown>, path: string, names: readonly string[]) => {
    for (const name of Object.keys(holder)) if (!names.includes(name)) fault(`${path}.${name}`, `is not an option of ${path.slice(1)} (${names.join(", ")})`);
  };

  let software: Software | undefined;
  const softwareValue = object("software");
  if (!softwareValue) {
    if (options.software === undefined || options.software === null) fault(".software", "is required: the invoicing software (license, nif, name, version) every TicketBAI file names");
  } else {
    unknownMembers(softwareValue, ".software", ["license", "nif", "name", "version", "device"]);
    const license = text(softwareValue, "license", ".software", true);
    const nif = text(softwareValue, "nif", ".software", true);
    if (nif !== undefined && !/^[0-9A-Z]{9}$/.test(nif)) fault(".software.nif", "must be a Spanish NIF: 9 letters or digits, upper case");
    const name = text(softwareValue, "name", ".software", true);
    const version = text(softwareValue, "version", ".software", true);
    const device = text(softwareValue, "device", ".software", false);
    if (license && nif && name && version) software = { license, nif, name, version, ...(device ? { device } : {}) };
  }

  let previous: PreviousInvoice | undefined;
  const previousValue = object("previous");
  if (previousValue) {
    unknownMembers(previousValue, ".previous", ["series", "code", "issue_date", "signature"]);
    const series = text(previousValue, "series", ".previous", false);
    const code = text(previousValue, "code", ".previous", true);
    const date = previousValue.issue_date;
    let issueDate: string | undefined;
    if (date === undefined || date === null) fault(".previous.issue_date", "is required");
    else if (typeof date !== "string" || !isCalendarDate(date)) fault(".previous.issue_date", "must be a date, YYYY-MM-DD");
    else issueDate = date;
    const signature = text(previousValue, "signature", ".previous", true);
    if (signature !== undefined && !/^[A-Za-z0-9+/=]+$/.test(signature)) fault(".previous.signature", "must be the start of a signature value (base64 characters)");
    if (code && issueDate && signature) previous = { ...(series ? { series } : {}), code, issue_date: issueDate, signature };
  }

  let timestamp: Date | undefined;
  if (options.timestamp !== undefined && options.timestamp !== null) {
    const value = options.timestamp;
    // An offset is required: a time without one names no moment.
    if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(Date.parse(value)) || !isCalendarDate(value.slice(0, 10))) {
      fault(".timestamp", "must be an ISO 8601 date and time with its offset (2022-02-01T05:00:00+01:00)");
    } else {
      timestamp = new Date(value);
    }
  }

  let issuer: Issuer = "supplier";
  if (options.issuer !== undefined && options.issuer !== null) {
    if (typeof options.issuer === "string" && Object.hasOwn(ISSUERS, options.issuer)) issuer = options.issuer as Issuer;
    else fault(".issuer", `must be one of ${Object.keys(ISSUERS).join(", ")}`);
  }

  if (faults.length > 0) throw new BizdocError("input", `TicketBAI options: ${faults.map((f) => `${f.properties[0]} ${f.description}`).join("; ")}`, faults);
  return { software: software!, ...(previous ? { previous } : {}), ...(timestamp ? { timestamp } : {}), issuer };
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
