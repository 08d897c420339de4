/**
 * The caller's options for a VERI*FACTU record, checked strictly: they come
 * from an untrusted request (`options` of `/v0/convert`), and a record
 * written from a wrong chain link or system identity would be refused by
 * the AEAT only later, breaking the chain. Every fault names its member at
 * `$.options…`, an unknown member the closest known one.
 *
 * - `previous`: the link to the previous record of the chain, as the
 *   previous call's `details.chain` gave it (absent: the first record,
 *   PrimerRegistro). Invoice records: `{ issuer, num_series, issue_date
 *   (YYYY-MM-DD), fingerprint }`; event records: `{ event_type, timestamp,
 *   fingerprint }`.
 * - `timestamp`: when the record is generated (FechaHoraHusoGenRegistro /
 *   FechaHoraHusoGenEvento), ISO 8601 to the second with its UTC offset;
 *   default now, in UTC (`+00:00`).
 * - `system`: the invoicing system (SistemaInformatico): `name` and `nif` of
 *   its producer (required: the AEAT requires them), `software_name`
 *   (default "bizdoc"), `software_id` (2 characters, default "BD"),
 *   `version` (default "1.0"), `installation` (default "1"),
 *   `verifactu_only` (default true), `multiple_taxpayers_possible`
 *   (default true), `multiple_taxpayers` (default false).
 * - `cancel`: true writes the invoice's cancellation record (RegistroAnulacion).
 * - `environment`: "production" (default) or "test": the AEAT host of the QR code's URL.
 */
import { BizdocError, unknownNameText, type Fault, type FormatOptions } from "../../engine/index.ts";

export const OPTION_NAMES = ["previous", "timestamp", "system", "cancel", "environment"] as const;
const INVOICE_LINK = ["issuer", "num_series", "issue_date", "fingerprint"] as const;
const EVENT_LINK = ["event_type", "timestamp", "fingerprint"] as const;
const SYSTEM_MEMBERS = ["name", "nif", "software_name", "software_id", "version", "installation", "verifactu_only", "multiple_taxpayers_possible", "multiple_taxpayers"] as const;

export type Environment = "production" | "test";

/** The previous invoice record's identity and fingerprint (RegistroAnterior). */
export interface InvoiceLink {
  issuer: string;
  num_series: string;
  /** YYYY-MM-DD, as GOBL writes dates; the record writes it DD-MM-YYYY. */
  issue_date: string;
  fingerprint: string;
}

/** The previous event record's type, time and fingerprint (EventoAnterior). */
export interface EventLink {
  event_type: string;
  timestamp: string;
  fingerprint: string;
}

export interface SystemInfo {
  name: string;
  nif: string;
  softwareName: string;
  softwareId: string;
  version: string;
  installation: string;
  verifactuOnly: boolean;
  multipleTaxpayersPossible: boolean;
  multipleTaxpayers: boolean;
}

export interface RecordOptions {
  previous?: Record<string, string>;
  timestamp: string;
  system: SystemInfo;
  cancel: boolean;
  environment: Environment;
}

/** A fingerprint as the AEAT writes it: SHA-256 in 64 upper-case hex digits (lower case taken and raised). */
const FINGERPRINT = /^[0-9A-Fa-f]{64}$/;
/** xs:dateTime to the second with an explicit offset, as the AEAT asks (`2024-11-26T05:00:00+01:00`). */
const TIMESTAMP = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d([+-](0\d|1[0-4]):[0-5]\d)$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A Spanish NIF's shape (9 characters, letters and digits): its check is the AEAT's. */
const NIF = /^[0-9A-Z]{9}$/;

class OptionFaults {
  readonly faults: Fault[] = [];
  add(path: string, description: string): void {
    this.faults.push({ code: "BIZDOC-VERIFACTU-OPTION", properties: [`$.options${path}`], description });
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Members of an object option outside its names, each named with the closest known one. */
function unknownMembers(faults: OptionFaults, value: Record<string, unknown>, names: readonly string[], path: string, what: string): void {
  for (const name of Object.keys(value)) if (!names.includes(name)) faults.add(`${path}.${name}`, unknownNameText(what, name, names));
}

function text(faults: OptionFaults, value: unknown, path: string, max: number, fallback?: string): string {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== "string" || value.trim() === "") {
    faults.add(path, value === undefined ? "is required" : "must be a non-empty string");
    return "";
  }
  if (value.length > max) faults.add(path, `must be at most ${max} characters`);
  return value.trim();
}

function flag(faults: OptionFaults, value: unknown, path: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== "boolean") faults.add(path, "must be true or false");
  return value === true;
}

function fingerprint(faults: OptionFaults, value: unknown, path: string): string {
  if (typeof value !== "string" || !FINGERPRINT.test(value)) {
    faults.add(path, "must be a SHA-256 fingerprint: 64 hexadecimal characters");
    return "";
  }
  return value.toUpperCase();
}

function timestamp(faults: OptionFaults, value: unknown, path: string): string {
  if (typeof value !== "string" || !TIMESTAMP.test(value)) {
    faults.add(path, "must be an ISO 8601 date and time to the second with its UTC offset, as 2024-11-26T05:00:00+01:00");
    return "";
  }
  return value;
}

/** Now, to the second, in UTC with an explicit offset (the AEAT refuses a time without one). */
export function now(): string {
  return `${new Date().toISOString().slice(0, 19)}+00:00`;
}

function readPrevious(faults: OptionFaults, value: unknown, kind: "invoice" | "event"): Record<string, string> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) {
    faults.add(".previous", "must be an object: the previous record's link, as the previous call's details.chain");
    return undefined;
  }
  if (kind === "invoice") {
    unknownMembers(faults, value, INVOICE_LINK, ".previous", "member");
    const issuer = text(faults, value.issuer, ".previous.issuer", 9);
    const num_series = text(faults, value.num_series, ".previous.num_series", 60);
    const issue_date = typeof value.issue_date === "string" && DATE.test(value.issue_date) ? value.issue_date : "";
    if (!issue_date) faults.add(".previous.issue_date", "must be a date as YYYY-MM-DD");
    return { issuer, num_series, issue_date, fingerprint: fingerprint(faults, value.fingerprint, ".previous.fingerprint") };
  }
  unknownMembers(faults, value, EVENT_LINK, ".previous", "member");
  const event_type = typeof value.event_type === "string" && /^(0[1-9]|10|90)$/.test(value.event_type) ? value.event_type : "";
  if (!event_type) faults.add(".previous.event_type", "must be an event type code (01 to 10, or 90)");
  return { event_type, timestamp: timestamp(faults, value.timestamp, ".previous.timestamp"), fingerprint: fingerprint(faults, value.fingerprint, ".previous.fingerprint") };
}

function readSystem(faults: OptionFaults, value: unknown): SystemInfo {
  const system = isObject(value) ? value : {};
  if (value === undefined) faults.add(".system", "is required: the invoicing system's producer (name, nif) and its identity");
  else if (!isObject(value)) faults.add(".system", "must be an object");
  else unknownMembers(faults, system, SYSTEM_MEMBERS, ".system", "member");
  const nif = value === undefined ? "" : text(faults, system.nif, ".system.nif", 9);
  if (nif && !NIF.test(nif)) faults.add(".system.nif", "must be a Spanish NIF: 9 letters and digits");
  return {
    name: value === undefined ? "" : text(faults, system.name, ".system.name", 120),
    nif,
    softwareName: text(faults, system.software_name, ".system.software_name", 30, "bizdoc"),
    softwareId: text(faults, system.software_id, ".system.software_id", 2, "BD"),
    version: text(faults, system.version, ".system.version", 50, "1.0"),
    installation: text(faults, system.installation, ".system.installation", 100, "1"),
    verifactuOnly: flag(faults, system.verifactu_only, ".system.verifactu_only", true),
    multipleTaxpayersPossible: flag(faults, system.multiple_taxpayers_possible, ".system.multiple_taxpayers_possible", true),
    multipleTaxpayers: flag(faults, system.multiple_taxpayers, ".system.multiple_taxpayers", false),
  };
}

/**
 * The options of a record of this kind, or a 400 `input` naming every bad
 * member. The engine has refused unknown top-level members already; they
 * are checked again here for callers that call the writer directly.
 */
export function readOptions(value: FormatOptions | undefined, kind: "invoice" | "event"): RecordOptions {
  const faults = new OptionFaults();
  const options: Record<string, unknown> = isObject(value) ? value : {};
  if (value !== undefined && !isObject(value)) faults.add("", "must be an object");
  unknownMembers(faults, options, OPTION_NAMES, "", "option");
  const cancel = flag(faults, options.cancel, ".cancel", false);
  if (cancel && kind === "event") faults.add(".cancel", "only an invoice's record can be cancelled");
  const environment = options.environment ?? "production";
  if (environment !== "production" && environment !== "test") faults.add(".environment", "must be \"production\" or \"test\"");
  const read: RecordOptions = {
    previous: readPrevious(faults, options.previous, kind),
    timestamp: options.timestamp === undefined ? now() : timestamp(faults, options.timestamp, ".timestamp"),
    system: readSystem(faults, options.system),
    cancel,
    environment: environment as Environment,
  };
  if (faults.faults.length > 0) {
    throw new BizdocError("input", `VERI*FACTU options: ${faults.faults.map((f) => `${f.properties[0]} ${f.description}`).join("; ")}`, faults.faults);
  }
  return read;
}
