import { describe, expect, it } from "vitest";
import { isValidPolishTaxCode, normalizePolishTaxCode, polishCheckSum } from "../../../regimes/pl/tax-code.ts";

describe("normalizePolishTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["9551893317", "9551893317"],
    ["PL9551893317", "9551893317"],
    ["955-189-33.17", "9551893317"],
    // further clean-up of the generic kind
    ["pl 955 189 33 17", "9551893317"],
    ["PLPL9551893317", "PL9551893317"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizePolishTaxCode(code)).toBe(expected);
  });
});

describe("isValidPolishTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidPolishTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests
    "9551893317",
    "1132191233",
    "5841896486",
    "7010009325",
    // second digit zero, third not: allowed
    "1010000002",
  ])("valid: %s", (code) => {
    expect(isValidPolishTaxCode(code)).toBe(true);
  });

  it.each([
    ["12345678910", "eleven digits"],
    ["1234567890123", "too long"],
    ["123456", "too short"],
    ["12.449.965-4", "not normalised"],
    ["1002191233", "second and third digits both zero"],
    ["0551893317", "first digit zero"],
    ["9551893318", "wrong check digit"],
    ["1234567890", "wrong check digit (GOBL's invoice test)"],
    ["PL9551893317", "prefix kept"],
    ["955189331７", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidPolishTaxCode(code)).toBe(false);
  });

  it("weights the first nine digits 6 5 7 2 3 4 5 6 7, modulo 11", () => {
    expect(polishCheckSum("955189331")).toBe(7);
    expect(polishCheckSum("113219123")).toBe(3);
    // a remainder of 10 matches no digit
    expect(polishCheckSum("110000003")).toBe(10);
    for (let d = 0; d <= 9; d++) expect(isValidPolishTaxCode(`110000003${d}`)).toBe(false);
  });
});
