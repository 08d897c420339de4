import { describe, expect, it } from "vitest";
import {
  GST_NUMBER_PATTERN,
  isValidSingaporeanTaxCode,
  isValidUEN,
  normalizeSingaporeanTaxCode,
} from "../../../regimes/sg/tax-code.ts";

describe("normalizeSingaporeanTaxCode", () => {
  it.each([
    ["SG.M91234 56 .7X", "M91234567X"],
    ["sg-201312345a", "201312345A"],
    ["M91234567X", "M91234567X"],
    // only one leading "SG" goes
    ["SGSG201312345A", "SG201312345A"],
    // S-prefixed UENs (entities registered before 2000) keep their S
    ["S99AB1234C", "S99AB1234C"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeSingaporeanTaxCode(code)).toBe(expected);
  });
});

describe("isValidUEN", () => {
  it.each([
    ["199912345A", "ROC"],
    ["201312345A", "ROC, this century"],
    ["12345678A", "ROB"],
    ["T12AB1234A", "other entity"],
    ["S99LP1234K", "other entity, last century"],
  ])("valid: %s (%s)", (code) => {
    expect(isValidUEN(code)).toBe(true);
  });

  it.each([
    ["S1234567A", "NRIC/FIN"],
    ["1234567A", "too short"],
    ["2199123456", "no final letter"],
    ["T12A1234A", "one-letter entity type"],
    ["180012345A", "ROC year before 1900"],
    ["M91234567X", "IRAS GST number, not a UEN"],
    ["199912345a", "lower case"],
    ["", "empty"],
  ])("invalid: %j (%s)", (code) => {
    expect(isValidUEN(code)).toBe(false);
  });
});

describe("isValidSingaporeanTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidSingaporeanTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests
    ["M91234567X", "company GST"],
    ["MR2345678A", "sole proprietorship GST"],
    ["MB2345678A", "overseas vendor GST"],
    ["MX2345678A", "overseas vendor GST 2"],
    ["199912345A", "UEN (ROC)"],
    ["12345678A", "UEN (ROB)"],
    ["T12AB1234A", "UEN (others)"],
    // the examples' supplier
    ["201312345A", "UEN (ROC)"],
  ])("valid: %s (%s)", (code) => {
    expect(isValidSingaporeanTaxCode(code)).toBe(true);
  });

  it.each([
    // GOBL's tests
    ["M91234567", "GST number too short"],
    ["M91234567XA", "GST number too long"],
    ["912345678X", "no M"],
    ["M912345678", "no final letter"],
    ["S1234567A", "NRIC/FIN"],
    ["1234567A", "too short"],
    ["2199123456", "invalid ROC"],
    ["T12A1234A", "invalid other entity"],
    // further
    ["SG201312345A", "prefix kept"],
    ["m91234567x", "lower case"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidSingaporeanTaxCode(code)).toBe(false);
  });

  it("accepts IRAS GST numbers only in their own layout", () => {
    expect(GST_NUMBER_PATTERN.test("M91234567X")).toBe(true);
    expect(GST_NUMBER_PATTERN.test("M9123456X")).toBe(false);
  });
});
