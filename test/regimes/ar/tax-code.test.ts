import { describe, expect, it } from "vitest";
import { argentineCheckDigit, isValidArgentineTaxCode, normalizeArgentineTaxCode } from "../../../regimes/ar/tax-code.ts";

describe("normalizeArgentineTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["30714589840", "30714589840"],
    ["30-71458984-0", "30714589840"],
    ["30 71458984 0", "30714589840"],
    ["30-71458984-0 ", "30714589840"],
    ["20-17254359-7", "20172543597"],
    // the country prefix goes
    ["AR 30-50001091-2", "30500010912"],
    ["ar30500010912", "30500010912"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeArgentineTaxCode(code)).toBe(expected);
  });
});

describe("isValidArgentineTaxCode", () => {
  it("treats an empty code as valid (rule applies only when present)", () => {
    expect(isValidArgentineTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's valid cases
    "30500010912",
    "20172543597",
    "27123456780",
    "23000000019",
    "33000000049",
    "20000000060", // remainder 0: check digit 0
    "20000000019", // remainder 1: check digit 9
    // the examples' codes
    "30712345671",
    "30987654321",
  ])("valid: %s", (code) => {
    expect(isValidArgentineTaxCode(code)).toBe(true);
  });

  it.each([
    "2017254359", // too short
    "201725435978", // too long
    "2017254A597", // letters
    "20172543A97",
    "20172543598", // check digit
    "30500010911",
    "27123456781",
    "10123456789", // prefixes not issued
    "40123456789",
    "99123456789",
    "20-17254359-7", // not normalised
  ])("invalid: %s", (code) => {
    expect(isValidArgentineTaxCode(code)).toBe(false);
  });

  it("maps an 11 to 0 and a 10 to 9", () => {
    expect(argentineCheckDigit("2000000006")).toBe(0);
    expect(argentineCheckDigit("2000000001")).toBe(9);
    expect(argentineCheckDigit("3050001091")).toBe(2);
  });
});
