import { describe, expect, it } from "vitest";
import {
  hasValidPortuguesePrefix,
  isValidPortugueseTaxCode,
  normalizePortugueseTaxCode,
  portugueseCheckDigit,
} from "../../../regimes/pt/tax-code.ts";

describe("normalizePortugueseTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["901.458.652", "901458652"],
    ["800.134.536", "800134536"],
    ["PT 800.134.536", "800134536"],
    ["36029785", "36029785"],
    // further clean-up of the generic kind
    ["pt-501 442 600", "501442600"],
    ["PTPT501442600", "PT501442600"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizePortugueseTaxCode(code)).toBe(expected);
  });
});

describe("isValidPortugueseTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidPortugueseTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests
    "999999990",
    "287024008",
    "501442600",
    // NIFs used in GOBL's PT invoices
    "545259045",
    "123456789",
    // a check remainder of 0 or 1 gives 0
    "100000010",
    "100000100",
  ])("valid: %s", (code) => {
    expect(isValidPortugueseTaxCode(code)).toBe(true);
  });

  it.each([
    ["420000000", "prefix 4 (other than 45) is not issued"],
    ["123456789100", "too long"],
    ["123456", "too short"],
    ["12.449.965-4", "not normalised"],
    ["999999991", "wrong check digit"],
    // the customer of GOBL's correction tests, which never validate it: the check digit should be 3
    ["503504030", "wrong check digit"],
    ["100000000", "remainder 9 needs check digit 2"],
    ["36029785", "eight digits"],
    ["PT501442600", "prefix kept"],
    ["000000000", "prefix 0 is not issued"],
    ["730000000", "prefix 73 is not issued"],
    ["40000000X", "not only digits"],
    ["50144260٠", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidPortugueseTaxCode(code)).toBe(false);
  });

  it("checks the prefix on one or two digits", () => {
    for (const p of ["1", "2", "3", "5", "6", "8"]) expect(hasValidPortuguesePrefix(`${p}00000000`), p).toBe(true);
    for (const p of ["45", "70", "71", "72", "74", "75", "77", "78", "79", "90", "91", "98", "99"]) {
      expect(hasValidPortuguesePrefix(`${p}0000000`), p).toBe(true);
    }
    for (const p of ["0", "40", "44", "46", "73", "76", "92", "97"]) expect(hasValidPortuguesePrefix(`${p}0000000`), p).toBe(false);
  });

  it("computes the mod-11 check digit over the first eight digits", () => {
    expect(portugueseCheckDigit("50144260")).toBe(0);
    expect(portugueseCheckDigit("28702400")).toBe(8);
    expect(portugueseCheckDigit("12345678")).toBe(9);
    expect(portugueseCheckDigit("54525904")).toBe(5);
  });
});
