import { describe, expect, it } from "vitest";
import {
  TAX_CODE_FOREIGN,
  TAX_CODE_GENERIC,
  isValidMexicanTaxCode,
  mexicanTaxCodeType,
  normalizeMexicanTaxCode,
} from "../../../regimes/mx/tax-code.ts";

describe("normalizeMexicanTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["GHI70123123Z", "GHI70123123Z"],
    ["MXGHI70123123Z", "GHI70123123Z"],
    ["MXMXI70123123Z", "MXI70123123Z"],
    ["MXI70123123Z", "MXI70123123Z"],
    [" GHI 701231 23Z ", "GHI70123123Z"],
    ["GHI-701231-23Z", "GHI70123123Z"],
    ["K&A010301I16", "K&A010301I16"],
    // lower case, Ñ kept
    ["mx-ñie 701231 23z", "ÑIE70123123Z"],
    // the prefix stays when removing it leaves no RFC
    ["MX1234", "MX1234"],
    ["MXXX", "MXXX"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeMexicanTaxCode(code)).toBe(expected);
  });
});

describe("isValidMexicanTaxCode", () => {
  it("treats an empty code as valid (rule applies only when present)", () => {
    expect(isValidMexicanTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's valid cases
    TAX_CODE_FOREIGN,
    TAX_CODE_GENERIC,
    "MNOP8201019HJ",
    "UVWX610715JKL",
    "STU760612MN1",
    "K&A010301I16",
    // the examples' RFCs
    "EKU9003173C9",
    "URE180429TM6",
    "AAA010101AAA",
    "ÑÑÑ010101AAA",
  ])("valid: %s", (code) => {
    expect(isValidMexicanTaxCode(code)).toBe(true);
  });

  it.each([
    "STU760612MN", // too short
    "XXXX",
    "ABCDE8201019HJ", // five letters
    "AB8201019HJ1", // two letters
    "MNOP82010A9HJ", // letter in the date
    "mnop8201019hj", // not normalised
    "MNOP-8201019HJ",
    "MNOP8201019H$",
  ])("invalid: %s", (code) => {
    expect(isValidMexicanTaxCode(code)).toBe(false);
  });

  it("tells people from companies", () => {
    expect(mexicanTaxCodeType("MNOP8201019HJ")).toBe("person");
    expect(mexicanTaxCodeType("STU760612MN1")).toBe("company");
    expect(mexicanTaxCodeType("XXXX")).toBeUndefined();
  });
});
