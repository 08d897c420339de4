import { describe, expect, it } from "vitest";
import { austrianCheckDigit, isValidAustrianTaxCode, normalizeAustrianTaxCode } from "../../../regimes/at/tax-code.ts";

describe("normalizeAustrianTaxCode", () => {
  it.each([
    ["ATU38516405", "U38516405"],
    ["at u 385.164.05", "U38516405"],
    ["U-385.16.405", "U38516405"],
    ["ATATU38516405", "ATU38516405"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeAustrianTaxCode(code)).toBe(expected);
  });
});

describe("isValidAustrianTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidAustrianTaxCode("")).toBe(true);
  });

  it.each(["U00000033", "U38516405", "U64727905"])("valid: %s", (code) => {
    expect(isValidAustrianTaxCode(code)).toBe(true);
  });

  it.each([
    // GOBL's tests
    ["U00000000", "zeros"],
    ["U12345678910", "bad mid length"],
    ["U1234567890123", "too long"],
    ["U123456", "too short"],
    ["U-385.16.405", "not normalised"],
    ["U10223001", "bad checksum"],
    // more
    ["38516405", "no U"],
    ["ATU38516405", "prefix kept"],
    ["u38516405", "lower-case u"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidAustrianTaxCode(code)).toBe(false);
  });

  it("weights the digits 1,2,1,2,... summing the digits of products over 9", () => {
    expect(austrianCheckDigit("3851640")).toBe(5);
    expect(austrianCheckDigit("6472790")).toBe(5);
    expect(austrianCheckDigit("0000003")).toBe(3);
    expect(austrianCheckDigit("0000000")).toBe(6);
  });
});
