import { describe, expect, it } from "vitest";
import { belgianCheckDigits, isValidBelgianTaxCode, normalizeBelgianTaxCode } from "../../../regimes/be/tax-code.ts";

describe("normalizeBelgianTaxCode", () => {
  it.each([
    ["BE 0413.172.884", "0413172884"],
    ["be0413172884", "0413172884"],
    ["0.413.172-884", "0413172884"],
    ["BEBE0413172884", "BE0413172884"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeBelgianTaxCode(code)).toBe(expected);
  });
});

describe("isValidBelgianTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidBelgianTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests
    "0413172884",
    "0414445663",
    "0897223571",
    "897222383",
    "897231984",
    "1602602623",
    "1400521335",
    "1400004463",
    "1012609724",
    // GOBL's BE example
    "0735585741",
    "0699912507",
  ])("valid: %s", (code) => {
    expect(isValidBelgianTaxCode(code)).toBe(true);
  });

  it.each([
    // GOBL's tests
    ["82238333", "eight digits"],
    ["01234567890123", "too long"],
    ["0123456", "too short"],
    ["0.413.172-884", "not normalised"],
    ["0413172885", "bad checksum"],
    ["1013172885", "bad checksum"],
    // more
    ["2413172884", "ten digits must start with 0 or 1"],
    ["BE0413172884", "prefix kept"],
    ["041317288٤", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidBelgianTaxCode(code)).toBe(false);
  });

  it("computes the check as 97 minus the first eight digits mod 97", () => {
    expect(belgianCheckDigits("04131728")).toBe(84);
    expect(belgianCheckDigits("08972223")).toBe(83);
    // a multiple of 97 gives 97
    expect(belgianCheckDigits("00000097")).toBe(97);
    expect(isValidBelgianTaxCode("0000009797")).toBe(true);
  });
});
