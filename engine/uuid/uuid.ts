// UUIDs as GOBL handles them. GOBL parses with google/uuid, which accepts any
// 128-bit value in four spellings and never checks version or variant bits, so
// the `uuid` package's stricter validate() is not used for acceptance.
import { v7 } from "uuid";
import { latin1Text, utf8Bytes } from "../cbc/utf8.ts";

export type UUID = string;

export const ZERO_UUID = "00000000-0000-0000-0000-000000000000";

const HEX32_RE = /^[0-9a-fA-F]{32}$/;
const DASHED_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A new UUIDv7 (time-ordered), lower-case. */
export function newV7(): UUID {
  return v7();
}

/**
 * Canonical lower-case 8-4-4-4-12 form, or undefined when GOBL's parser would
 * reject the input. Accepted: the dashed form, 32 hex digits, "urn:uuid:" plus
 * the dashed form (prefix in any case), and the dashed form between any two
 * wrapper characters (meant for braces; the parser does not check them).
 * The empty string parses to "" as in GOBL.
 */
export function parseUUID(s: string): UUID | undefined {
  if (s === "") return "";
  // The usual spelling, checked without encoding it first.
  if (s.length === 36 && DASHED_RE.test(s)) return s.toLowerCase();
  // The parser works on UTF-8 byte lengths and offsets.
  const bytes = utf8Bytes(s);
  let body: string;
  switch (bytes.length) {
    case 32: {
      const hex = latin1Text(bytes);
      if (!HEX32_RE.test(hex)) return undefined;
      const h = hex.toLowerCase();
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    }
    case 36:
      body = latin1Text(bytes);
      break;
    case 45:
      if (latin1Text(bytes.subarray(0, 9)).toLowerCase() !== "urn:uuid:") return undefined;
      body = latin1Text(bytes.subarray(9));
      break;
    case 38:
      body = latin1Text(bytes.subarray(1, 37));
      break;
    default:
      return undefined;
  }
  return DASHED_RE.test(body) ? body.toLowerCase() : undefined;
}

/** True when GOBL accepts the value as a UUID (any version, any case). The empty string is not a UUID. */
export function isUUID(s: string): boolean {
  return s !== "" && parseUUID(s) !== undefined;
}

/** Version nibble (0-15) of a parsable UUID, otherwise undefined. */
export function uuidVersion(s: string): number | undefined {
  const id = parseUUID(s);
  if (!id) return undefined;
  return parseInt(id[14], 16);
}

/** True for versions carrying a timestamp: 1, 6 and 7. */
export function isTimestamped(s: string): boolean {
  const v = uuidVersion(s);
  return v === 1 || v === 6 || v === 7;
}

/** True for the empty string and for the all-zero UUID in any accepted spelling (GOBL's IsZero). */
export function isZeroUUID(s: string | undefined): boolean {
  if (s === undefined || s === "") return true;
  return parseUUID(s) === ZERO_UUID;
}

/**
 * Normalized form for a document: undefined for empty or zero values (GOBL's
 * Normalize), the canonical lower-case form for others (what GOBL's JSON
 * decoding yields). Unparsable input is returned as is for validation to report.
 */
export function normalizeUUID(s: string | undefined): UUID | undefined {
  if (isZeroUUID(s)) return undefined;
  return parseUUID(s!) ?? s;
}
