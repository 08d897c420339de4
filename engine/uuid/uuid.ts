// UUIDs as GOBL handles them. GOBL parses with google/uuid, which accepts any
// 128-bit value in four spellings and never checks version or variant bits, so
// the `uuid` package's stricter validate() is not used for acceptance.
import { latin1Text, utf8Bytes } from "../cbc/utf8.ts";

export type UUID = string;

export const ZERO_UUID = "00000000-0000-0000-0000-000000000000";

const HEX32_RE = /^[0-9a-fA-F]{32}$/;
const DASHED_RE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

// Random bits for new UUIDs come from the platform's CSPRNG (Node and browsers
// alike) in batches: one call per 256 UUIDs instead of one per UUID.
const POOL_UUIDS = 256;
const pool = new Uint8Array(16 * POOL_UUIDS);
let poolNext = POOL_UUIDS;
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

// The counter of RFC 9562's method 1 (12 bits in rand_a): UUIDs made in the
// same millisecond still sort in the order they were made.
let lastMs = -1;
let counter = 0;

/** A new UUIDv7 (time-ordered, RFC 9562), lower-case. */
export function newV7(): UUID {
  if (poolNext === POOL_UUIDS) {
    globalThis.crypto.getRandomValues(pool);
    poolNext = 0;
  }
  const b = pool.subarray(16 * poolNext, 16 * ++poolNext);
  let ms = Date.now();
  if (ms > lastMs) {
    // A fresh millisecond starts the counter at a random value in its lower half, leaving room to count.
    counter = ((b[6] & 0x07) << 8) | b[7];
    lastMs = ms;
  } else {
    counter++;
    if (counter > 0xfff) {
      // 4,096 in one millisecond: borrow the next one.
      counter = 0;
      lastMs++;
    }
    ms = lastMs;
  }
  // 48-bit timestamp, version 7 and the counter, variant 10 and 62 random bits.
  b[0] = Math.floor(ms / 2 ** 40) & 0xff;
  b[1] = Math.floor(ms / 2 ** 32) & 0xff;
  b[2] = (ms >>> 24) & 0xff;
  b[3] = (ms >>> 16) & 0xff;
  b[4] = (ms >>> 8) & 0xff;
  b[5] = ms & 0xff;
  b[6] = 0x70 | (counter >>> 8);
  b[7] = counter & 0xff;
  b[8] = 0x80 | (b[8] & 0x3f);
  const h = (i: number) => HEX[b[i]];
  return `${h(0)}${h(1)}${h(2)}${h(3)}-${h(4)}${h(5)}-${h(6)}${h(7)}-${h(8)}${h(9)}-${h(10)}${h(11)}${h(12)}${h(13)}${h(14)}${h(15)}`;
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
