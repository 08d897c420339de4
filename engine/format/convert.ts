/**
 * Writing a document as XML, on top of building: built first, the profile
 * chosen (named, remembered from reading, or by its addons), the addons it
 * requires added, prices including tax restated as net (unless the format
 * states them as they are), then written and
 * checked with the profile's rule sets. Reading is `read-xml.ts`.
 */
import { roundingToKeep, withoutIncludedTaxes } from "../bill/included-taxes.ts";
import type { Envelope } from "../envelope/envelope.ts";
import { ENVELOPE_ID } from "../envelope/schema.ts";
import { BizdocError, isBizdocError, type Fault } from "../errors/index.ts";
import { writtenXML, type FormatCertificate, type FormatContext, type FormatOptions, type FormatPlugin } from "./contracts.ts";
import { unknownNameText } from "../schema/closest.ts";
import { selectProfile, type FormatRegistry } from "./registry.ts";
import { checkWrittenXML } from "./written-check.ts";
import type { XMLRuleSetRegistry } from "../xml-rules/validate.ts";

/** What the operations need of the engine: building into an envelope, its formats and what formats may ask. */
export interface ConvertDeps {
  buildEnvelope(data: unknown): Envelope;
  /** A bare document calculated into an envelope without checking its rules. */
  calculateEnvelope(doc: unknown): Envelope;
  formats: FormatRegistry;
  context: FormatContext;
  /** The rule sets written XML is checked with. */
  ruleSets: XMLRuleSetRegistry;
}

/** What writing a document as XML gives: the text, and the format and profile it was written in. */
export interface XMLOutput {
  xml: string;
  format: string;
  profile: string;
  /**
   * GOBL's faults of a document written all the same because its XML meets
   * every fatal rule of the profile's rule sets (a tax ID's check digit, say);
   * empty when it breaks no rule.
   */
  warnings: Fault[];
  /**
   * What the format gives beside the XML, for the caller to keep or print:
   * a record's link in its chain (the next call's `options.previous`), its
   * QR code's URL. Absent for formats that give none.
   */
  details?: Record<string, unknown>;
}

/** What writing takes beside the document: the format, its profile and the format's own options (`options`, untrusted). */
export interface WriteOptions {
  format?: unknown;
  profile?: string;
  options?: unknown;
}

/** A signer's certificate as a request gives it: the PKCS#12 as bytes or base64, and its password. Never logged, never kept. */
export interface XMLCertificate {
  p12: Uint8Array | string;
  password: string;
}

export function convertToXML(deps: ConvertDeps, data: unknown, options: WriteOptions): XMLOutput {
  return writeXML(deps, data, options).output;
}

/**
 * As convertToXML, then signed by the format with a certificate given for
 * this request (XAdES for FacturaE). The format and the certificate's shape
 * are checked before the document is written; a format that does not sign,
 * or a certificate that cannot be read, is a 400 `input` whose message names
 * neither the password nor the key.
 */
export async function convertToSignedXML(
  deps: ConvertDeps,
  data: unknown,
  options: WriteOptions & { certificate: unknown },
): Promise<XMLOutput> {
  const format = deps.formats.get(options.format);
  if (!format.sign) {
    const signing = deps.formats.list().filter((f) => f.sign).map((f) => f.key);
    throw new BizdocError("input", `format '${format.key}' cannot be signed: a certificate signs ${signing.length ? signing.join(", ") : "no format of this engine"}`, [
      { properties: ["$.certificate"], description: `only ${signing.join(", ") || "no format"} can be signed` },
    ]);
  }
  const certificate = readCertificate(options.certificate);
  const { output, envelope, formatOptions } = writeXML(deps, data, options);
  const signed = writtenXML(await format.sign(output.xml, certificate, envelope, formatOptions));
  const details = output.details || signed.details ? { ...output.details, ...signed.details } : undefined;
  return { ...output, xml: signed.xml, ...(details ? { details } : {}) };
}

/**
 * The caller's options for a format: absent, or an object whose members the
 * format names (`optionNames`); anything else is a 400 at `$.options…`,
 * naming the closest member. Their values are the format's to check.
 */
export function readFormatOptions(format: FormatPlugin, value: unknown): FormatOptions | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new BizdocError("input", "'options' must be an object of the format's options", [{ properties: ["$.options"], description: "must be an object" }]);
  }
  const names = format.optionNames ?? [];
  const unknown = Object.keys(value).filter((name) => !names.includes(name));
  if (unknown.length === 0) return value as FormatOptions;
  if (names.length === 0) {
    throw new BizdocError("input", `format '${format.key}' takes no options`, [{ properties: ["$.options"], description: `format '${format.key}' takes no options` }]);
  }
  const faults = unknown.map((name) => ({ properties: [`$.options.${name}`], description: unknownNameText("option", name, names) }));
  throw new BizdocError("input", `${faults[0]!.description}; format '${format.key}' takes ${names.join(", ")}`, faults);
}

/** The certificate of a request, its p12 decoded from base64 when text; a 400 naming the member, never its value. */
export function readCertificate(value: unknown): FormatCertificate {
  const refuse = (property: string, description: string): never => {
    throw new BizdocError("input", `certificate: ${description}`, [{ properties: [`$.certificate${property}`], description }]);
  };
  if (value === null || typeof value !== "object" || Array.isArray(value)) return refuse("", "must be an object with p12 (a base64 PKCS#12) and password");
  const { p12, password } = value as Record<string, unknown>;
  if (typeof password !== "string") return refuse(".password", "must be a string (the PKCS#12's password)");
  if (p12 instanceof Uint8Array) {
    if (p12.length === 0) return refuse(".p12", "must not be empty");
    return { p12, password };
  }
  if (typeof p12 !== "string") return refuse(".p12", "must be a PKCS#12 (.p12 / .pfx) file as base64");
  const bytes = decodeBase64(p12);
  if (!bytes || bytes.length === 0) return refuse(".p12", "is not valid base64 (a PKCS#12 .p12 / .pfx file as standard base64)");
  return { p12: bytes, password };
}

/** Standard base64 (whitespace allowed, padding optional) as bytes; undefined when it is not base64. */
function decodeBase64(text: string): Uint8Array | undefined {
  const clean = text.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.replace(/=+$/, "").length % 4 === 1) return undefined;
  const unpadded = clean.replace(/=+$/, "");
  const padded = unpadded + "=".repeat((4 - (unpadded.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return undefined;
  }
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

function writeXML(deps: ConvertDeps, data: unknown, options: WriteOptions): { output: XMLOutput; envelope: Envelope; formatOptions?: FormatOptions } {
  const format = deps.formats.get(options.format);
  const formatOptions = readFormatOptions(format, options.options);
  const builds = new WritingBuilds(deps, readFromXML(data));
  const built = builds.build(data);
  const profile = selectProfile(format, addonsOf(built), options.profile ?? rememberedProfile(built, format));
  const withAddons = withRequiredAddons(builds, built, profile.requires ?? []);
  const envelope = format.statesIncludedTaxes ? withAddons : netPriced(builds, withAddons, format.netPriceRounding);
  // Without official rules to vouch for the XML, a rule of GOBL's the envelope breaks refuses it.
  if (builds.refusal && !profile.ruleSets?.length) throw builds.refusal;
  const { xml, details } = writtenXML(format.toXML(envelope, profile, deps.context, formatOptions));
  checkWrittenXML(deps.ruleSets, format, profile, xml, builds.refusal?.faults ?? []);
  const output: XMLOutput = { xml, format: format.key, profile: profile.key, warnings: builds.refusal?.faults ?? [], ...(details ? { details } : {}) };
  return { output, envelope, formatOptions };
}

/** Whether the data is an envelope read from XML (it remembers the format it was read from). */
function readFromXML(data: unknown): boolean {
  if (data === null || typeof data !== "object" || !Object.hasOwn(data, "head")) return false;
  const head = (data as { head: unknown }).head;
  const meta = head !== null && typeof head === "object" && Object.hasOwn(head, "meta") ? (head as { meta: unknown }).meta : undefined;
  return meta !== null && typeof meta === "object" && typeof (meta as Record<string, unknown>)[FORMAT_META_KEY] === "string";
}

/**
 * The builds of one conversion. A document one issues must meet GOBL's
 * rules. An envelope read from XML that breaks one (an invoice received
 * with a wrong check digit, read with it as a warning) is calculated all
 * the same, as GOBL's converters do, the last build's refusal kept: the
 * profile's official rules then decide whether its XML is written, GOBL's
 * faults beside it as warnings, or refused with both.
 */
class WritingBuilds {
  /** The validation error of the last build, when it broke rules. */
  refusal: BizdocError | undefined;

  constructor(
    private readonly deps: ConvertDeps,
    private readonly received: boolean,
  ) {}

  build(data: unknown): Envelope {
    try {
      const envelope = this.deps.buildEnvelope(data);
      this.refusal = undefined;
      return envelope;
    } catch (error) {
      if (!isBizdocError(error) || error.key !== "validation" || !this.received) throw error;
      this.refusal = error;
      return this.deps.calculateEnvelope(data);
    }
  }
}

/**
 * The head's meta key an envelope read from XML keeps the profile it was read
 * under in, so that it is written back under the same profile.
 */
export const PROFILE_META_KEY = "xml-profile";
/** The head's meta key an envelope read from XML keeps the format it was read from in (whatever its profile). */
export const FORMAT_META_KEY = "xml-format";

/** The profile an envelope was read under, when the format has one of that key. */
function rememberedProfile(envelope: Envelope, format: FormatPlugin): string | undefined {
  const key = (envelope.head.meta as Record<string, unknown> | undefined)?.[PROFILE_META_KEY];
  return typeof key === "string" && format.profiles.some((p) => p.key === key) ? key : undefined;
}

function addonsOf(envelope: Envelope): string[] {
  return (envelope.doc as { $addons?: string[] }).$addons ?? [];
}

/** The envelope built again with the addons a profile requires added, when it lacks some (GOBL's ensureAddons). */
function withRequiredAddons(builds: WritingBuilds, envelope: Envelope, required: readonly string[]): Envelope {
  const have = addonsOf(envelope);
  const missing = required.filter((addon) => !have.includes(addon));
  if (missing.length === 0) return envelope;
  const doc = { ...(envelope.doc as Record<string, unknown>), $addons: [...have, ...missing] };
  return builds.build({ $schema: ENVELOPE_ID, head: { uuid: envelope.head.uuid }, doc });
}

/**
 * The envelope restated with net prices when its invoice's prices include a
 * tax (XML formats carry net prices only), as GOBL's converters do before
 * writing: calculated again, the lost cents kept as rounding.
 */
function netPriced(builds: WritingBuilds, envelope: Envelope, lineRounding: FormatPlugin["netPriceRounding"]): Envelope {
  const doc = envelope.doc as Record<string, any>;
  const restated = withoutIncludedTaxes(doc, lineRounding);
  if (!restated) return envelope;
  const rebuild = (d: Record<string, unknown>) => builds.build({ $schema: ENVELOPE_ID, head: { uuid: envelope.head.uuid }, doc: d });
  const first = rebuild(structuredClone(restated));
  const rounding = roundingToKeep(doc, first.doc as Record<string, any>);
  return rounding === undefined ? first : rebuild({ ...restated, totals: { rounding } });
}
