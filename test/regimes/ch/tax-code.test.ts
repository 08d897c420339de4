import { describe, expect, it } from "vitest";
import { isValidSwissTaxCode, normalizeSwissTaxCode, swissCheckDigit } from "../../../regimes/ch/tax-code.ts";

describe("normalizeSwissTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["CHE-901.458.652", "E901458652"],
    ["E-800.134.536", "E800134536"],
    ["CHE-284.156.502-MWST", "E284156502"],
    ["CHE-284.156.502-TVA", "E284156502"],
    ["CHE-284.156.502 IVA", "E284156502"],
    // further cases
    ["che 100.416.306 mwst", "E100416306"],
    ["CHE100416306", "E100416306"],
    // only one trailing suffix goes, and only at the end
    ["CHE-100.416.306 MWST TVA", "E100416306MWST"],
    ["MWST CHE-100.416.306", "MWSTCHE100416306"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeSwissTaxCode(code)).toBe(expected);
  });
});

describe("isValidSwissTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidSwissTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests
    "E100416306",
    "E284156502",
    "E432825998",
    "E115400550",
    "E424414541",
    "E123456788",
  ])("valid: %s", (code) => {
    expect(isValidSwissTaxCode(code)).toBe(true);
  });

  it.each([
    // GOBL's tests
    ["E000000001", "zeros with a wrong check digit"],
    ["E12345678910", "too long"],
    ["E1234567890123", "far too long"],
    ["E123456", "too short"],
    ["E-385.16.405", "not normalised"],
    ["E116276851", "bad checksum"],
    ["E100426306", "digits giving a check of 10, never issued"],
    // GOBL's normalisation cases, which it never validates: their check digits are wrong
    ["E901458652", "bad checksum"],
    ["E800134536", "bad checksum"],
    // further cases
    ["CHE100416306", "prefix kept"],
    ["E100416306MWST", "suffix kept"],
    ["100416306", "no E"],
    ["X100416306", "another letter"],
    ["E10041630٦", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidSwissTaxCode(code)).toBe(false);
  });

  it("computes the weighted mod-11 check digit", () => {
    expect(swissCheckDigit("10041630")).toBe(6);
    expect(swissCheckDigit("28415650")).toBe(2);
    // a sum divisible by 11 gives 0
    expect(swissCheckDigit("00000000")).toBe(0);
    // 11 less the remainder is 10: no check digit exists
    expect(swissCheckDigit("10042630")).toBeUndefined();
  });
});
