import { describe, expect, it } from "vitest";
import { isValidEmiratiTaxCode, normalizeEmiratiTaxCode } from "../../../regimes/ae/tax-code.ts";

describe("normalizeEmiratiTaxCode", () => {
  it.each([
    ["123456789012345", "123456789012345"],
    ["1234-5678-9012-345", "123456789012345"],
    ["AE 100 111 222 333 444", "100111222333444"],
    ["ae-187654321098765", "187654321098765"],
    ["AEAE123", "AE123"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeEmiratiTaxCode(code)).toBe(expected);
  });
});

describe("isValidEmiratiTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidEmiratiTaxCode("")).toBe(true);
  });

  // GOBL's tests
  it.each(["123456789012345", "187654321098765", "100111222333444", "000000000000000"])("valid: %s", (code) => {
    expect(isValidEmiratiTaxCode(code)).toBe(true);
  });

  it.each([
    ["12345678901234", "too short"],
    ["1234567890123456", "too long"],
    ["12345678ABCD345", "not only digits"],
    ["1234-5678-9012-345", "not normalised"],
    ["12345678901234٥", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidEmiratiTaxCode(code)).toBe(false);
  });
});
