import { describe, expect, it } from "vitest";
import { HSN_RE, PAN_RE, isValidHSN, isValidPAN } from "../../../regimes/in/identities.ts";
import { GSTIN_RE, indianCheckCharacter, isValidIndianTaxCode, normalizeIndianTaxCode } from "../../../regimes/in/tax-code.ts";

describe("normalizeIndianTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["27AAPFU0939F1ZV", "27AAPFU0939F1ZV"],
    ["27aapfu0939f1zv", "27AAPFU0939F1ZV"],
    ["27AaPfU0939F1zV", "27AAPFU0939F1ZV"],
    ["  27AAPFU0939F1ZV  ", "27AAPFU0939F1ZV"],
    ["27-AAPFU0939F1-ZV", "27AAPFU0939F1ZV"],
    // the country prefix, removed for the country and again as an alternative prefix
    ["IN 27AAPFU0939F1ZV", "27AAPFU0939F1ZV"],
    ["in-in-27AAPFU0939F1ZV", "27AAPFU0939F1ZV"],
    ["INININ27AAPFU0939F1ZV", "IN27AAPFU0939F1ZV"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeIndianTaxCode(code)).toBe(expected);
  });
});

describe("indianCheckCharacter (base 36, weights 1 and 2)", () => {
  it.each([
    ["27AAPFU0939F1Z", "V"],
    ["29AAGCB7383J1Z", "4"],
    ["10AABCU9355J1Z", "9"],
    ["09AABCU9355J1Z", "S"],
  ])("%s → %s", (body, check) => {
    expect(indianCheckCharacter(body)).toBe(check);
  });

  it("completes any well-formed body into a valid GSTIN, and only with its own check", () => {
    for (const entity of "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
      const body = `27AAPFU0939F${entity}Z`;
      const check = indianCheckCharacter(body);
      expect(check).toMatch(/^[0-9A-Z]$/);
      expect(isValidIndianTaxCode(body + check)).toBe(true);
      const wrong = check === "0" ? "1" : "0";
      expect(isValidIndianTaxCode(body + wrong)).toBe(false);
    }
  });
});

describe("isValidIndianTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidIndianTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests
    "27AAPFU0939F1ZV",
    "29AAGCB7383J1Z4",
    "10AABCU9355J1Z9",
    "09AABCU9355J1ZS",
  ])("valid: %s", (code) => {
    expect(GSTIN_RE.test(code)).toBe(true);
    expect(isValidIndianTaxCode(code)).toBe(true);
  });

  it.each([
    // GOBL's tests
    ["27AAPFU0939F", "too short"],
    ["AAAPFU0939F1ZV", "state code not numeric"],
    ["27AAPFU0939F1Z0", "wrong check character"],
    ["27AAPFU0939F1ZV12", "too long"],
    // layout
    ["27aapfu0939f1zv", "lower case (not normalised)"],
    ["27AAPFU0939F0ZV", "entity number 0"],
    ["27AAPFU0939F1YV", "no Z in position 14"],
    ["27AAPF10939F1ZV", "PAN with a digit among its letters"],
    ["27AAPFU0939F1Z-", "not alphanumeric"],
    ["IN27AAPFU0939F1ZV", "prefix kept"],
    ["٢7AAPFU0939F1ZV", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidIndianTaxCode(code)).toBe(false);
  });
});

describe("PAN and HSN layouts", () => {
  it.each(["BAJPC4350M", "DAJPC4150P", "XGZFE7225A", "CTUGE1616Y", ""])("valid PAN: %j", (code) => {
    expect(isValidPAN(code)).toBe(true);
  });

  it.each(["ABC1234F", "ABCDE 1234F", "ABCDE1234F12", "abcde1234f", "ABCDE12345"])("invalid PAN: %j", (code) => {
    expect(isValidPAN(code)).toBe(false);
    expect(PAN_RE.test(code)).toBe(false);
  });

  it.each(["1234", "123456", "12345678", ""])("valid HSN: %j", (code) => {
    expect(isValidHSN(code)).toBe(true);
  });

  it.each(["123", "12345", "1234567", "123456789", "1234A6", "١٢٣٤"])("invalid HSN: %j", (code) => {
    expect(isValidHSN(code)).toBe(false);
    expect(HSN_RE.test(code)).toBe(false);
  });
});
