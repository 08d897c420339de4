import { describe, expect, it } from "vitest";
import {
  isValidSpanishTaxCode,
  normalizeSpanishTaxCode,
  spanishTaxCodeType,
} from "../../../regimes/es/tax-code.ts";

describe("normalizeSpanishTaxCode", () => {
  it.each([
    ["B-986.026.42", "B98602642"],
    ["ES B98602642", "B98602642"],
    ["es-b98602642", "B98602642"],
    ["583.84.285-G", "58384285G"],
    ["93471790-C", "93471790C"],
    [" 4359 6386 R ", "43596386R"],
    ["Z-8327649-K", "Z8327649K"],
    ["ES93471790C", "93471790C"],
    [" ES-93 471 790-C ", "93471790C"],
    // Codes starting with a digit are zero-padded to 9 characters.
    ["3157928M", "03157928M"],
    ["15S", "00000015S"],
    ["ES 10X", "00000010X"],
    ["123", "000000123"],
    // Never truncated.
    ["1234567890Z", "1234567890Z"],
    // Not padded when starting with a letter.
    ["X111111C", "X111111C"],
    ["B0111111", "B0111111"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeSpanishTaxCode(code)).toBe(expected);
  });

  it("is idempotent", () => {
    for (const c of ["B-986.026.42", "15S", "ES 54387763P", "x-1234567-l"]) {
      const once = normalizeSpanishTaxCode(c);
      expect(normalizeSpanishTaxCode(once)).toBe(once);
    }
  });
});

describe("spanishTaxCodeType", () => {
  it.each([
    ["93471790C", "national"],
    ["54387763P", "national"],
    ["X5102754C", "foreigner"],
    ["A58818501", "org"],
    ["B98602642", "org"],
    ["K9514336H", "other"],
    // Shape only: checksum is not considered.
    ["93471790A", "national"],
  ] as const)("%s → %s", (code, expected) => {
    expect(spanishTaxCodeType(code)).toBe(expected);
  });

  it.each(["XXX", "", "I1234567A", "93471790I", "X1234567A1", "b98602642"])("%j → undefined", (code) => {
    expect(spanishTaxCodeType(code)).toBeUndefined();
  });
});

describe("isValidSpanishTaxCode", () => {
  it("treats an empty code as valid (rule applies only when present)", () => {
    expect(isValidSpanishTaxCode("")).toBe(true);
  });

  it.each([
    // national (DNI/NIF)
    "93471790C",
    "43596386R",
    "00000010X",
    "54387763P",
    "60784097L",
    "58384285G",
    "12345678Z",
    "00000015S",
    // foreigner (NIE)
    "X5102754C",
    "Z8327649K",
    "Y4174455S",
    "X1234567L",
    // organisations (CIF), digit or letter control
    "A58818501",
    "B65410011",
    "B98602642",
    "B64847106",
    "V7565938C",
    "V75659383",
    "F0605378I",
    "Q2238877A",
    "D40022956",
    // other (K/L/M)
    "K9514336H",
  ])("valid: %s", (code) => {
    expect(isValidSpanishTaxCode(code)).toBe(true);
  });

  it.each([
    // wrong check letter/digit
    "93471790A",
    "54387763Q",
    "X5102755C",
    "X1234567M",
    "A5881850B",
    "B65410010",
    "B98602643",
    "B12345678",
    "V75659382",
    "V7565938B",
    "F06053787",
    "Q22388770",
    "D4002295J",
    "K95143363",
    // all-zero DNI number rejected even with its mod-23 letter
    "00000000T",
    "00000000A",
    // wrong length / shape
    "0111111C",
    "X111111C",
    "B0111111",
    "B986026421",
    "1234567890Z",
    "XXX",
    // bad prefix or check characters
    "I1234567A",
    "O1234567A",
    "T1234567A",
    "00000001A",
    "93471790I",
    "X1234567U",
  ])("invalid: %s", (code) => {
    expect(isValidSpanishTaxCode(code)).toBe(false);
  });

  it("does not normalise before checking", () => {
    expect(isValidSpanishTaxCode("b98602642")).toBe(false);
    expect(isValidSpanishTaxCode("B-98602642")).toBe(false);
    expect(isValidSpanishTaxCode("ESB98602642")).toBe(false);
    expect(isValidSpanishTaxCode(normalizeSpanishTaxCode("ES b-986.026.42"))).toBe(true);
    expect(isValidSpanishTaxCode("15S")).toBe(false);
    expect(isValidSpanishTaxCode(normalizeSpanishTaxCode("15S"))).toBe(true);
  });
});
