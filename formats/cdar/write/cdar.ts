/**
 * The CDV of a built envelope: its bill/status or bill/payment (anything
 * else refused, 400), with the caller's `platform` option naming the
 * platform that sends it; what the document lacks is refused at once (422).
 */
import { BizdocError, unknownNameText, type Envelope, type FormatOptions, type FormatProfile } from "../../../engine/index.ts";
import type { JSONObject } from "../../common/document-json.ts";
import { WritingRefusals } from "../../common/refusals.ts";
import { writeMessage } from "./document.ts";
import { platformParty, type Platform } from "./party.ts";
import { paymentMessage } from "./payment.ts";
import { statusMessage } from "./status.ts";

export const STATUS_SCHEMA = "https://gobl.org/draft-0/bill/status";
export const PAYMENT_SCHEMA = "https://gobl.org/draft-0/bill/payment";

export const OPTION_NAMES = ["platform"] as const;
const PLATFORM_MEMBERS = ["matricule", "name"];

/**
 * `options.platform`: the platform sending the CDV (SenderTradeParty,
 * MDT-21, and the issuer of its transmission statuses): `matricule`, its PA
 * number (scheme 0238; the PPF refuses a CDV whose sender has none), and
 * `name`. Without it the sender is the bare WK role of the official samples.
 */
function readPlatform(options: FormatOptions | undefined): Platform {
  const value = options?.platform;
  if (value === undefined) return {};
  const refuse = (path: string, description: string): never => {
    throw new BizdocError("input", `options.platform${path} ${description}`, [{ code: "BIZDOC-CDAR-OPTION", properties: [`$.options.platform${path}`], description }]);
  };
  if (value === null || typeof value !== "object" || Array.isArray(value)) return refuse("", "must be an object: { matricule, name }");
  const platform = value as Record<string, unknown>;
  for (const name of Object.keys(platform)) if (!PLATFORM_MEMBERS.includes(name)) refuse(`.${name}`, unknownNameText("member", name, PLATFORM_MEMBERS));
  const text = (member: unknown, name: string, max: number): string | undefined => {
    if (member === undefined) return undefined;
    if (typeof member !== "string" || member.trim() === "" || member.length > max) refuse(`.${name}`, `must be a non-empty string of at most ${max} characters`);
    return (member as string).trim();
  };
  return {
    matricule: text(Object.hasOwn(platform, "matricule") ? platform.matricule : undefined, "matricule", 100),
    name: text(Object.hasOwn(platform, "name") ? platform.name : undefined, "name", 200),
  };
}

export function writeCDAR(envelope: Envelope, profile: FormatProfile, options?: FormatOptions): string {
  const doc = envelope.doc as JSONObject;
  const schema = doc?.$schema;
  if (schema !== STATUS_SCHEMA && schema !== PAYMENT_SCHEMA) {
    throw new BizdocError("input", "CDAR carries lifecycle messages only: the envelope's document must be a bill/status or a bill/payment (flow 6), not an invoice or other document", [
      { code: "BIZDOC-FORMAT-DOCUMENT", properties: ["$.doc.$schema"], description: "must be a bill/status or a bill/payment" },
    ]);
  }
  const sender = platformParty(readPlatform(options));
  const refusals = new WritingRefusals(
    { missing: "BIZDOC-CDAR-REQUIRED", unsupported: "BIZDOC-CDAR-UNSUPPORTED" },
    (fields) => `the document cannot be written as a CDV: it lacks ${fields}`,
  );
  const message = schema === STATUS_SCHEMA ? statusMessage(envelope, sender, refusals) : paymentMessage(envelope, sender, refusals);
  refusals.throwIfAny();
  return writeMessage(message, profile);
}
