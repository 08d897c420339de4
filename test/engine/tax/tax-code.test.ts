import { describe, expect, it } from "vitest";
import { normalizeGenericTaxCode } from "../../../engine/tax/tax-code.ts";

describe("normalizeGenericTaxCode", () => {
  it.each([
    ["B-986.026.42", "ES", "B98602642"],
    [" es b98602642 ", "ES", "B98602642"],
    ["ES-93 471 790-C", "ES", "93471790C"],
    ["DE 123/456/789", "DE", "123456789"],
    ["ñaña&co", "MX", "ÑAÑA&CO"],
    ["", "ES", ""],
  ])("%j (%s) → %j", (code, country, expected) => {
    expect(normalizeGenericTaxCode(code, country)).toBe(expected);
  });

  it("strips the country prefix only once and only at the start", () => {
    expect(normalizeGenericTaxCode("ESES123", "ES")).toBe("ES123");
    expect(normalizeGenericTaxCode("123ES", "ES")).toBe("123ES");
  });

  it("does not touch the code when country is empty", () => {
    expect(normalizeGenericTaxCode("es123", "")).toBe("ES123");
  });

  it("compares the country prefix as given (no case folding of country)", () => {
    expect(normalizeGenericTaxCode("ES123", "es")).toBe("ES123");
  });

  it("strips alternative prefixes after the main one, in order", () => {
    expect(normalizeGenericTaxCode("GR 123", "EL", "GR")).toBe("123");
    expect(normalizeGenericTaxCode("EL 123", "EL", "GR")).toBe("123");
    expect(normalizeGenericTaxCode("ELGR123", "EL", "GR")).toBe("123");
  });

  it("upper-cases with single-character mappings only", () => {
    // Multi-character upper forms are not expanded; the original is stripped instead.
    expect(normalizeGenericTaxCode("aßb", "")).toBe("AB");
    expect(normalizeGenericTaxCode("ﬁ1", "")).toBe("1");
    // Single-character mappings landing in A-Z are kept.
    expect(normalizeGenericTaxCode("ıſ", "")).toBe("IS");
  });

  it("composes combining marks before filtering", () => {
    expect(normalizeGenericTaxCode("n\u0303", "")).toBe("Ñ");
  });

  it("drops non-ASCII letters, digits and punctuation", () => {
    expect(normalizeGenericTaxCode("é1\u00a02\t3٤", "")).toBe("123");
  });
});
