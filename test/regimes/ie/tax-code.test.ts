import { describe, expect, it } from "vitest";
import { irishCheckLetter, isValidIrishTaxCode, normalizeIrishTaxCode } from "../../../regimes/ie/tax-code.ts";

describe("normalizeIrishTaxCode", () => {
  it.each([
    // GOBL's normalisation case
    ["36.28-739L", "3628739L"],
    ["IE 6433435 OA", "6433435OA"],
    ["ie-5343381w", "5343381W"],
    // "+" and "*" of old numbers are dropped by the generic clean-up
    ["8+49289F", "849289F"],
    ["IEIE3628739L", "IE3628739L"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeIrishTaxCode(code)).toBe(expected);
  });
});

describe("isValidIrishTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidIrishTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests (the first two are also the parties of GOBL's IE example)
    ["3628739L", "current layout"],
    ["5343381W", "current layout, remainder 0"],
    ["6433435OA", "second letter A"],
    ["3336483DH", "second letter H"],
    ["8Z49289F", "old layout"],
    // the second character of an old number is not part of the check
    ["8+49289F", "old layout with +"],
    ["8*49289F", "old layout with *"],
    ["1234567T", "current layout"],
    ["1234567FA", "A adds 9"],
    ["1234567WH", "H adds 72"],
  ])("valid: %s (%s)", (code) => {
    expect(isValidIrishTaxCode(code)).toBe(true);
  });

  it.each([
    ["3628739A", "wrong check letter"],
    ["8Z49289A", "wrong check letter (old layout)"],
    ["123456", "too short"],
    ["12345678", "no letters"],
    ["1234567TB", "second letter other than A or H"],
    ["1234567X", "check letter beyond W"],
    ["1234567FH", "check letter ignores the H"],
    ["IE3628739L", "prefix kept"],
    ["3628739l", "lower case"],
    ["8Z4928F", "old layout one digit short"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidIrishTaxCode(code)).toBe(false);
  });

  it("maps a remainder of 0 to W and 1 to 22 to A to V", () => {
    expect(irishCheckLetter(0)).toBe("W");
    expect(irishCheckLetter(23)).toBe("W");
    expect(irishCheckLetter(1)).toBe("A");
    expect(irishCheckLetter(22)).toBe("V");
  });
});
