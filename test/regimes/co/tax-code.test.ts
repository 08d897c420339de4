import { describe, expect, it } from "vitest";
import {
  TAX_CODE_FINAL_CUSTOMER,
  colombianCheckDigit,
  isValidColombianTaxCode,
  normalizeColombianTaxCode,
} from "../../../regimes/co/tax-code.ts";

describe("normalizeColombianTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["XX", "XX"],
    ["901.458.652-7", "9014586527"],
    ["800.134.536-3", "8001345363"],
    ["36029785", "36029785"],
    ["100 100 100", "100100100"],
    // the country prefix goes
    ["CO 901.458.652-7", "9014586527"],
    ["co-9014514812", "9014514812"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeColombianTaxCode(code)).toBe(expected);
  });
});

describe("isValidColombianTaxCode", () => {
  it("treats an empty code as valid (rule applies only when present)", () => {
    expect(isValidColombianTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's valid cases
    "412615332",
    "8110079918",
    "124499654",
    "8300801501",
    "700602703",
    // the examples' NITs
    "9014514812",
    "9014514805",
    "9014586527",
    "8001345363",
  ])("valid: %s", (code) => {
    expect(isValidColombianTaxCode(code)).toBe(true);
  });

  it.each([
    "123456789100", // too long
    "123456", // too short
    "12.449.965-4", // not normalised
    "412615331", // check digit
    "8110079919",
    "41261533A",
    "41261533２", // a non-ASCII digit
    TAX_CODE_FINAL_CUSTOMER, // twelve digits: the final-consumer NIT is not a checked NIT
  ])("invalid: %s", (code) => {
    expect(isValidColombianTaxCode(code)).toBe(false);
  });

  it("gives 0 and 1 remainders as they are and 11 - r otherwise", () => {
    // 41261533: weighted sum 9 (mod 11) → 2
    expect(colombianCheckDigit("41261533")).toBe(2);
    expect(colombianCheckDigit("70060270")).toBe(3);
    expect(colombianCheckDigit("00000000")).toBe(0);
    // 0 0 0 0 0 0 0 4: 4 × 3 = 12 → remainder 1
    expect(colombianCheckDigit("00000004")).toBe(1);
  });
});
