import { describe, expect, it } from "vitest";
import {
  brazilianCheckDigit,
  brazilianTaxCodeType,
  isValidBrazilianTaxCode,
  normalizeBrazilianTaxCode,
} from "../../../regimes/br/tax-code.ts";

describe("normalizeBrazilianTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["05104582000170", "05104582000170"],
    ["10909402000167", "10909402000167"],
    ["051.045.820/0017-0", "05104582000170"],
    ["109.094.020/0016-7", "10909402000167"],
    ["012.345.678-90", "01234567890"],
    ["125.217.532-97", "12521753297"],
    // further clean-up of the generic kind
    ["br 05.104.582/0001-70", "05104582000170"],
    ["BRBR01234567890", "BR01234567890"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeBrazilianTaxCode(code)).toBe(expected);
  });
});

describe("isValidBrazilianTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidBrazilianTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests: two CNPJs, two CPFs
    ["05104582000170", "cnpj"],
    ["10909402000167", "cnpj"],
    ["01234567890", "cpf"],
    ["35549549506", "cpf"],
    // GOBL's party tests and normalisation cases
    ["55263640000186", "cnpj"],
    ["12521753297", "cpf"],
    // GOBL checks no more than the check digits, so repeated digits pass
    ["00000000000", "cpf"],
    ["00000000000000", "cnpj"],
  ])("valid: %s (%s)", (code, type) => {
    expect(brazilianTaxCodeType(code)).toBe(type);
    expect(isValidBrazilianTaxCode(code)).toBe(true);
  });

  it.each([
    // GOBL's tests
    ["A2345678901234", "non-numeric"],
    ["123456789012AB", "non-numeric check digits"],
    ["05104582000160", "first CNPJ check digit wrong"],
    ["05104582000171", "second CNPJ check digit wrong"],
    ["11144477730", "CPF check digit wrong"],
    ["1114447773", "CPF too short"],
    ["111444777356", "CPF too long"],
    ["11A44477735", "CPF non-numeric"],
    // further cases
    ["01234567891", "second CPF check digit wrong"],
    ["01234567880", "first CPF check digit wrong"],
    ["051045820001700", "15 digits"],
    ["051.045.820/0017-0", "not normalised"],
    ["BR05104582000170", "prefix kept"],
    ["0510458200017٠", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidBrazilianTaxCode(code)).toBe(false);
  });

  it("classifies codes by length and digits only", () => {
    expect(brazilianTaxCodeType("05104582000171")).toBe("cnpj");
    expect(brazilianTaxCodeType("11144477730")).toBe("cpf");
    expect(brazilianTaxCodeType("1114447773")).toBeUndefined();
    expect(brazilianTaxCodeType("11A44477735")).toBeUndefined();
  });

  it("computes the mod-11 check digits", () => {
    // CNPJ 05.104.582/0001-70
    expect(brazilianCheckDigit("051045820001", [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])).toBe(7);
    expect(brazilianCheckDigit("0510458200017", [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])).toBe(0);
    // CPF 355.495.495-06
    expect(brazilianCheckDigit("355495495", [10, 9, 8, 7, 6, 5, 4, 3, 2])).toBe(0);
    expect(brazilianCheckDigit("3554954950", [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])).toBe(6);
  });
});
