// The Buffer-free UTF-8 helpers read strings exactly as Node's Buffer did
// (the test runs in Node, so Buffer is the reference here).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { latin1Text, utf8Bytes, utf8Length, utf8Text } from "../../../engine/cbc/index.ts";

const PIECES = ["a", "1", "-", "é", "€", "中", "𝄞", "😀", "\ud800", "\udc00", "\ufeff", "\u0000", "ÿ"];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((a) => a.join(""));

describe("UTF-8 helpers", () => {
  it("encode, measure and slice as Buffer does (lone surrogates, BOM, cut sequences)", () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (s, x, y) => {
        const ref = Buffer.from(s, "utf8");
        const bytes = utf8Bytes(s);
        expect(Buffer.from(bytes).equals(ref)).toBe(true);
        expect(utf8Length(s)).toBe(Buffer.byteLength(s, "utf8"));
        const a = x % (ref.length + 1);
        const z = a + (y % (ref.length - a + 1));
        expect(utf8Text(bytes.subarray(a, z))).toBe(ref.subarray(a, z).toString("utf8"));
        expect(latin1Text(bytes.subarray(a, z))).toBe(ref.subarray(a, z).toString("latin1"));
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a leading byte-order mark when decoding", () => {
    expect(utf8Text(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe("\ufeffA");
    expect(utf8Length("\ud83d\ude00")).toBe(4);
    expect(utf8Length("\ud83d")).toBe(3);
  });
});
