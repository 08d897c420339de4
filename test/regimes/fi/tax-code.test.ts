import { describe, expect, it } from "vitest";
import { finnishWeightedSum, isValidFinnishTaxCode, normalizeFinnishTaxCode } from "../../../regimes/fi/tax-code.ts";

describe("normalizeFinnishTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["FI01120389", "01120389"],
    ["0112 0389", "01120389"],
    ["0112038-9", "01120389"],
    ["01120389", "01120389"],
    ["", ""],
    // further clean-up of the generic kind
    ["fi 0737546-2", "07375462"],
    ["FIFI01120389", "FI01120389"],
  ])("%j → %j", (code, expected) => {
    expect(normalizeFinnishTaxCode(code)).toBe(expected);
  });
});

describe("isValidFinnishTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidFinnishTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests (the second and third are also the parties of GOBL's FI example)
    ["23456780", "check digit zero"],
    ["01120389", "check digit non-zero"],
    ["07375462", "small business ID"],
    ["12345671", "large business ID"],
  ])("valid: %s (%s)", (code) => {
    expect(isValidFinnishTaxCode(code)).toBe(true);
  });

  it.each([
    ["1234567", "too short"],
    ["123456789", "too long"],
    ["1234567A", "contains letters"],
    ["01120388", "bad checksum"],
    ["80000000", "remainder 1: no check digit fits"],
    ["0112038-9", "not normalised"],
    ["FI01120389", "prefix kept"],
    ["0112038９", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidFinnishTaxCode(code)).toBe(false);
  });

  it("weights the digits 7, 9, 10, 5, 8, 4, 2 and 1", () => {
    expect(finnishWeightedSum("01120389")).toBe(0 * 7 + 1 * 9 + 1 * 10 + 2 * 5 + 0 * 8 + 3 * 4 + 8 * 2 + 9);
    expect(finnishWeightedSum("01120389") % 11).toBe(0);
    expect(finnishWeightedSum("80000000") % 11).toBe(1);
  });
});
