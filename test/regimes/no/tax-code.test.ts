import { describe, expect, it } from "vitest";
import {
  isValidNorwegianOrgNr,
  isValidNorwegianTaxCode,
  normalizeNorwegianOrgNr,
  normalizeNorwegianTaxCode,
  norwegianCheckDigit,
} from "../../../regimes/no/tax-code.ts";

describe("normalizeNorwegianTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["923456783MVA", "923456783MVA"],
    ["923456783", "923456783MVA"],
    ["NO 923 456 783 MVA", "923456783MVA"],
    ["no923456783mva", "923456783MVA"],
    ["923 456 783", "923456783MVA"],
    ["923-456-783", "923456783MVA"],
    ["NO923456783", "923456783MVA"],
    ["ABC123", "ABC123MVA"],
    ["923456783MVAMVA", "923456783MVAMVA"],
    ["", ""],
    // only the prefix: nothing left, no suffix added
    ["NO", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeNorwegianTaxCode(code)).toBe(expected);
  });
});

describe("isValidNorwegianTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidNorwegianTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests
    "923456783MVA",
    "889640782MVA",
    "123456785MVA",
    // the customer of GOBL's NO examples
    "987654325MVA",
  ])("valid: %s", (code) => {
    expect(isValidNorwegianTaxCode(code)).toBe(true);
  });

  it.each([
    ["923456783", "no MVA suffix"],
    ["923456783MVAMVA", "suffix twice"],
    ["92345678MVA", "too short"],
    ["9234567830MVA", "too long"],
    ["92345678AMVA", "not only digits"],
    ["923456780MVA", "wrong check digit"],
    ["850000000MVA", "check digit would be 10"],
    ["NO923456783MVA", "prefix kept"],
    ["92345678３MVA", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidNorwegianTaxCode(code)).toBe(false);
  });
});

describe("organisation numbers", () => {
  it.each([
    ["923456783", "923456783"],
    ["923 456 783", "923456783"],
    ["923-456-783", "923456783"],
    ["", ""],
  ])("%j is normalised to %j", (code, expected) => {
    expect(normalizeNorwegianOrgNr(code)).toBe(expected);
  });

  it("weights the first eight digits 3 2 7 6 5 4 3 2, modulo 11", () => {
    expect(norwegianCheckDigit("92345678")).toBe(3);
    expect(norwegianCheckDigit("88964078")).toBe(2);
    // a sum that divides by 11 gives 0
    expect(norwegianCheckDigit("00000000")).toBe(0);
    // 8*3 + 5*2 = 34, remainder 1: the check would be 10
    expect(norwegianCheckDigit("85000000")).toBeUndefined();
  });

  it.each(["923456783", "889640782", "123456785", "000000000"])("valid: %s", (code) => {
    expect(isValidNorwegianOrgNr(code)).toBe(true);
  });

  it.each(["", "923456780", "92345678", "9234567830", "850000000", "92345678A", "923456783MVA"])("invalid: %j", (code) => {
    expect(isValidNorwegianOrgNr(code)).toBe(false);
  });
});
