import { describe, expect, it } from "vitest";
import { dutchMod11, dutchMod97, isValidDutchTaxCode, normalizeDutchTaxCode } from "../../../regimes/nl/tax-code.ts";

describe("normalizeDutchTaxCode", () => {
  it.each([
    ["000099995b57", "000099995B57"],
    ["NL000099995b57", "000099995B57"],
    ["nl 8086.61.863 B01", "808661863B01"],
    [" 4359 6386 R ", "43596386R"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeDutchTaxCode(code)).toBe(expected);
  });
});

describe("isValidDutchTaxCode", () => {
  it("treats an empty code as valid (rule applies only when present)", () => {
    expect(isValidDutchTaxCode("")).toBe(true);
  });

  it.each([
    // mod-11 numbers
    "000099995B57",
    "123456782B01",
    "004495445B01",
    "808661863B01",
    // a mod-97 number (issued since 2020)
    "000099998B57",
  ])("valid: %s", (code) => {
    expect(isValidDutchTaxCode(code)).toBe(true);
  });

  it.each([
    "a really really long string that's way too long",
    "shorty",
    "000099995b57", // not normalised
    "NL000099995B57", // prefix kept
    "000099998X57", // no B
    "000099998B5a", // non-digit suffix
    "123456789B12", // checksum
    "123456783B01",
    "00009999AB57",
    "000099995B5", // 11 characters
    "0000999Ñ5B57", // 13 bytes
  ])("invalid: %s", (code) => {
    expect(isValidDutchTaxCode(code)).toBe(false);
  });

  it("checks both ways", () => {
    expect(dutchMod11(99995)).toBe(5);
    expect(dutchMod11(808661863)).toBe(3);
    // 000099998B57 fails mod-11 and passes mod-97.
    expect(dutchMod11(99998)).toBe(5);
    expect(dutchMod97("NL000099998B57")).toBe(true);
    expect(dutchMod97("NL000099998B58")).toBe(false);
  });
});
