import { describe, expect, it } from "vitest";
import {
  frenchVATCheckDigits,
  isValidFrenchTaxCode,
  isValidSIREN,
  luhnCheckDigit,
  normalizeFrenchTaxCode,
} from "../../../regimes/fr/tax-code.ts";

describe("normalizeFrenchTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["356000000", "39356000000"],
    ["44 73282 9320 ", "44732829320"],
    ["391-838-042", "44391838042"],
    ["FR391838042", "44391838042"],
    ["FR44391838042", "44391838042"],
    ["391838043", "391838043"], // not a valid SIREN: left as it is
    [" INV-ALID ", "INVALID"],
    // the SIRENs of GOBL's FR examples
    ["732829320", "44732829320"],
    ["fr 732 829 320", "44732829320"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeFrenchTaxCode(code)).toBe(expected);
  });

  it("is idempotent", () => {
    for (const code of ["356000000", "FR391838042", "0L433754066"]) {
      const once = normalizeFrenchTaxCode(code);
      expect(normalizeFrenchTaxCode(once)).toBe(once);
    }
  });
});

describe("isValidFrenchTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidFrenchTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests
    "39356000000",
    "44732829320",
    "44391838042",
    "0L433754066", // check characters with a letter are not checked
    "11356000000", // La Poste's SIREN is not checked
    "AB356000000",
    // check digits below ten are zero-padded
    "05000000030",
  ])("valid: %s", (code) => {
    expect(isValidFrenchTaxCode(code)).toBe(true);
  });

  it.each([
    ["44123456789100", "too long"],
    ["123456", "too short"],
    ["12.449.965-4", "not normalised"],
    ["44999999991", "bad checksum"],
    ["732829320", "a bare SIREN"],
    ["FR44732829320", "prefix kept"],
    ["4473282932A", "letter in the SIREN"],
    ["5000000001", "ten digits"],
    ["5000000001٠", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidFrenchTaxCode(code)).toBe(false);
  });

  it("computes the check digits as (SIREN × 100 + 12) mod 97", () => {
    expect(frenchVATCheckDigits("732829320")).toBe("44");
    expect(frenchVATCheckDigits("356000000")).toBe("39");
    expect(frenchVATCheckDigits("000000001")).toBe("15");
    expect(frenchVATCheckDigits("999999999")).toBe(String((999999999 * 100 + 12) % 97).padStart(2, "0"));
    // a result below ten keeps two digits
    expect(frenchVATCheckDigits("000000000")).toBe("12");
    expect(frenchVATCheckDigits("000000097")).toBe("12");
    expect(frenchVATCheckDigits("000000030")).toBe("05");
  });
});

describe("SIREN (Luhn)", () => {
  it.each(["732829320", "356000000", "391838042", "552081317"])("valid SIREN: %s", (code) => {
    expect(isValidSIREN(code)).toBe(true);
  });

  it.each(["391838043", "12345678", "1234567890", "73282932A"])("not a valid SIREN: %s", (code) => {
    expect(isValidSIREN(code)).toBe(false);
  });

  it("computes the Luhn check digit, doubling from the right", () => {
    expect(luhnCheckDigit("73282932")).toBe(0);
    expect(luhnCheckDigit("39183804")).toBe(2);
    expect(luhnCheckDigit("7992739871")).toBe(3);
  });
});
