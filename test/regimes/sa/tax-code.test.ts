import { describe, expect, it } from "vitest";
import { isValidSaudiIdentityCode, isValidSaudiTaxCode, normalizeSaudiTaxCode } from "../../../regimes/sa/tax-code.ts";

describe("normalizeSaudiTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["312345678912343", "312345678912343"],
    [" SA 3123-4567 8912343 ", "312345678912343"],
    ["", ""],
    ["sa.399999999900003", "399999999900003"],
  ])("%j → %j", (code, expected) => {
    expect(normalizeSaudiTaxCode(code)).toBe(expected);
  });
});

describe("isValidSaudiTaxCode", () => {
  it("treats an empty code as valid, as GOBL's pattern check does", () => {
    expect(isValidSaudiTaxCode("")).toBe(true);
  });

  // GOBL's tests
  it.each(["312345678912343", "399999999900003", "300000000000003"])("valid: %s", (code) => {
    expect(isValidSaudiTaxCode(code)).toBe(true);
  });

  it.each([
    ["212345678912343", "does not start with 3"],
    ["312345678912341", "does not end with 3"],
    ["31234567893", "too short"],
    ["3123456789123430", "too long"],
    ["31234567891234A", "contains letters"],
    ["112345678912341", "wrong first and last digits"],
    ["31234567891233", "14 digits"],
    ["3123456789123433", "16 digits"],
    ["3-1234567891234-3", "separators"],
    ["3١2345678912343", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidSaudiTaxCode(code)).toBe(false);
  });
});

describe("isValidSaudiIdentityCode", () => {
  it.each(["ABC123", "1234567890", "ABCDEF", "abc123", ""])("valid: %j", (code) => {
    expect(isValidSaudiIdentityCode(code)).toBe(true);
  });

  it.each(["ABC-123", "ABC@123", "ABC 123", "ÀBC123"])("invalid: %j", (code) => {
    expect(isValidSaudiIdentityCode(code)).toBe(false);
  });
});
