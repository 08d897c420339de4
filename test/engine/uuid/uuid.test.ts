import { v1, v4, v6, v7 } from "uuid";
import { describe, expect, it } from "vitest";
import {
  ZERO_UUID,
  isTimestamped,
  isUUID,
  isZeroUUID,
  newV7,
  normalizeUUID,
  parseUUID,
  uuidVersion,
} from "../../../engine/uuid/index.ts";

// Fixed samples: RFC 9562 appendix examples and well-known namespace IDs.
const V1 = "c232ab00-9414-11ec-b3c8-9f6bdeced846";
const V4 = "919108f7-52d1-4320-9bac-f847db4148a8";
const V6 = "1ec9414c-232a-6b00-b3c8-9f6bdeced846";
const V7 = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";
const DNS_NS = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"; // v1

describe("uuid", () => {
  it("generates lower-case v7 UUIDs", () => {
    const id = newV7();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidVersion(id)).toBe(7);
    expect(isTimestamped(id)).toBe(true);
    expect(newV7()).not.toBe(id);
  });

  it("makes v7 UUIDs that carry the time and sort in the order they were made, even within one millisecond", () => {
    const before = Date.now();
    const ids = Array.from({ length: 5000 }, () => newV7());
    const after = Date.now();
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of [ids[0], ids[ids.length - 1]]) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const ms = parseInt(id.replace(/-/g, "").slice(0, 12), 16);
      // 5,000 in a few milliseconds may borrow up to two milliseconds ahead.
      expect(ms).toBeGreaterThanOrEqual(before);
      expect(ms).toBeLessThanOrEqual(after + 2);
    }
  });

  it("detects versions", () => {
    expect(uuidVersion(V1)).toBe(1);
    expect(uuidVersion(V4)).toBe(4);
    expect(uuidVersion(V6)).toBe(6);
    expect(uuidVersion(V7)).toBe(7);
    expect(uuidVersion(DNS_NS)).toBe(1);
    expect(uuidVersion(v1())).toBe(1);
    expect(uuidVersion(v4())).toBe(4);
    expect(uuidVersion(v6())).toBe(6);
    expect(uuidVersion(v7())).toBe(7);
    expect(uuidVersion(ZERO_UUID)).toBe(0);
    expect(uuidVersion("not-a-uuid")).toBeUndefined();
  });

  it("knows which versions carry a timestamp", () => {
    expect(isTimestamped(V1)).toBe(true);
    expect(isTimestamped(V6)).toBe(true);
    expect(isTimestamped(V7)).toBe(true);
    expect(isTimestamped(V4)).toBe(false);
    expect(isTimestamped(v4())).toBe(false);
    expect(isTimestamped("6fa459ea-ee8a-3ca4-894e-db77e160355e")).toBe(false); // v3
    expect(isTimestamped(ZERO_UUID)).toBe(false);
    expect(isTimestamped("")).toBe(false);
    expect(isTimestamped("garbage")).toBe(false);
  });

  it("accepts what GOBL's parser accepts, ignoring version and variant bits", () => {
    expect(isUUID(V4)).toBe(true);
    expect(isUUID(V4.toUpperCase())).toBe(true);
    expect(isUUID(ZERO_UUID)).toBe(true);
    expect(isUUID("ffffffff-ffff-ffff-ffff-ffffffffffff")).toBe(true);
    expect(isUUID("12345678-1234-0234-c234-123456789abc")).toBe(true); // version 0, odd variant
    expect(isUUID("12345678-1234-f234-1234-123456789abc")).toBe(true);
    expect(isUUID("919108f752d143209bacf847db4148a8")).toBe(true);
    expect(isUUID(`urn:uuid:${V4}`)).toBe(true);
    expect(isUUID(`URN:UUID:${V4}`)).toBe(true);
    expect(isUUID(`{${V4}}`)).toBe(true);
  });

  it("rejects malformed values", () => {
    for (const s of [
      "",
      "not-a-uuid",
      V4.slice(0, 35),
      `${V4}0`,
      "919108f7-52d1-4320-9bac-f847db4148ag",
      "919108f7052d1-4320-9bac-f847db4148a8",
      "919108f7-52d1-4320-9bac_f847db4148a8",
      `urn:uuix:${V4}`,
      `{${V4.slice(0, 35)}x}`,
      "919108f752d14320-bacf847db4148a8",
      ` ${V4}`,
      `é${V4}`, // 38 bytes, but shifted
    ]) {
      expect(isUUID(s), s).toBe(false);
    }
  });

  it("parses to the canonical lower-case form", () => {
    expect(parseUUID(V4.toUpperCase())).toBe(V4);
    expect(parseUUID("919108F752D143209BACF847DB4148A8")).toBe(V4);
    expect(parseUUID(`urn:uuid:${V4}`)).toBe(V4);
    expect(parseUUID(`{${V4}}`)).toBe(V4);
    expect(parseUUID(`(${V4})`)).toBe(V4); // wrapper characters are not checked
    expect(parseUUID("")).toBe("");
    expect(parseUUID("nope")).toBeUndefined();
  });

  it("recognises zero values", () => {
    expect(isZeroUUID(ZERO_UUID)).toBe(true);
    expect(isZeroUUID("")).toBe(true);
    expect(isZeroUUID(undefined)).toBe(true);
    expect(isZeroUUID("00000000000000000000000000000000")).toBe(true);
    expect(isZeroUUID(V4)).toBe(false);
    expect(isZeroUUID("garbage")).toBe(false);
  });

  it("normalizes", () => {
    expect(normalizeUUID(ZERO_UUID)).toBeUndefined();
    expect(normalizeUUID("")).toBeUndefined();
    expect(normalizeUUID(undefined)).toBeUndefined();
    expect(normalizeUUID(V7)).toBe(V7);
    expect(normalizeUUID(V7.toUpperCase())).toBe(V7);
    expect(normalizeUUID(`urn:uuid:${V7}`)).toBe(V7);
    expect(normalizeUUID("garbage")).toBe("garbage");
  });
});
