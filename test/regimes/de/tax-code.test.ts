import { describe, expect, it } from "vitest";
import {
  GERMAN_TAX_NUMBER_RE,
  germanCheckDigit,
  isValidGermanTaxCode,
  isValidGermanTaxNumber,
  normalizeGermanTaxCode,
  normalizeGermanTaxNumber,
} from "../../../regimes/de/tax-code.ts";

describe("normalizeGermanTaxCode", () => {
  it.each([
    ["DE111111125", "111111125"],
    ["de 111 111 125", "111111125"],
    ["DE-282.741.168", "282741168"],
    [" 813 495 425 ", "813495425"],
    ["12.449.965-4", "124499654"],
    // Only one leading country code is removed.
    ["DEDE160459932", "DE160459932"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeGermanTaxCode(code)).toBe(expected);
  });
});

describe("germanCheckDigit (ISO 7064 MOD 11,10)", () => {
  it.each([
    ["11111112", 5],
    ["16045993", 2],
    ["28274116", 8],
    ["81349542", 5],
  ])("%s → %i", (digits, check) => {
    expect(germanCheckDigit(digits)).toBe(check);
  });
});

describe("isValidGermanTaxCode", () => {
  it("treats an empty code as valid (rule applies only when present)", () => {
    expect(isValidGermanTaxCode("")).toBe(true);
  });

  // GOBL's test and example codes.
  it.each(["111111125", "160459932", "282741168", "813495425"])("valid: %s", (code) => {
    expect(isValidGermanTaxCode(code)).toBe(true);
  });

  it.each([
    "000000000", // zeros
    "011111112", // leading zero
    "12345678910", // 11 digits
    "1234567890123", // too long
    "123456", // too short
    "12.449.965-4", // not normalised
    "999999991", // wrong check digit
    "111111124",
    "282741167",
    "DE111111125", // prefix not removed
    "11111112A",
  ])("invalid: %s", (code) => {
    expect(isValidGermanTaxCode(code)).toBe(false);
  });

  it("checks the normalised form", () => {
    expect(isValidGermanTaxCode(normalizeGermanTaxCode("DE 111.111.125"))).toBe(true);
  });
});

describe("German tax number (Steuernummer) identities", () => {
  it.each([
    ["123 / 456.78901", "123/456/78901"],
    ["12345678901", "123/456/78901"],
    ["12 / 345.67890", "12/345/67890"],
    ["1234567890", "12/345/67890"],
    ["12a3b4c5d6e7f8g9h0i1", "123/456/78901"],
    ["123456789", "123456789"],
    ["1234567890123", "1234567890123"],
    // The NW layout is kept when written with slashes...
    ["123/4567/8910", "123/4567/8910"],
    // ...but other separators give the standard layout.
    ["123.4567.8910", "123/456/78910"],
    ["123-4567-8910", "123/456/78910"],
    ["123/456/78901", "123/456/78901"],
    ["92/345/67894", "92/345/67894"],
  ])("%j → %j", (code, expected) => {
    expect(normalizeGermanTaxNumber(code)).toBe(expected);
  });

  it.each(["12/345/67890", "123/456/78901", "123/4567/8910"])("layout accepted: %s", (code) => {
    expect(GERMAN_TAX_NUMBER_RE.test(code)).toBe(true);
    expect(isValidGermanTaxNumber(code)).toBe(true);
  });

  it.each(["12/345/678", "1234/567/89012", "12/3AB/67890", "12-345-67890", "123/456/8910", "123/4567/89101", "12345678901"])(
    "layout refused: %s",
    (code) => {
      expect(isValidGermanTaxNumber(code)).toBe(false);
    },
  );
});
