import { describe, expect, it } from "vitest";
import { danishChecksum, isValidDanishTaxCode, normalizeDanishTaxCode } from "../../../regimes/dk/tax-code.ts";

describe("normalizeDanishTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["DK13585628", "13585628"],
    ["13 58 56 28", "13585628"],
    ["13585628", "13585628"],
    ["", ""],
    // further clean-up of the generic kind
    ["dk-88.14.63.28", "88146328"],
    ["DKDK25063864", "DK25063864"],
  ])("%j → %j", (code, expected) => {
    expect(normalizeDanishTaxCode(code)).toBe(expected);
  });
});

describe("danishChecksum (weights 2, 7, 6, 5, 4, 3, 2, 1; mod 11)", () => {
  it.each([
    ["13585628", 0],
    ["88146328", 0],
    ["25063864", 0],
    ["12345674", 0],
    ["13585627", 10],
    ["00000001", 1],
  ])("%s → %i", (code, sum) => {
    expect(danishChecksum(code)).toBe(sum);
  });
});

describe("isValidDanishTaxCode", () => {
  it("treats an empty code as valid (the rules apply only when present)", () => {
    expect(isValidDanishTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests
    "13585628",
    "88146328",
    "25063864",
    // GOBL's invoice tests
    "12345674",
    // all zeros passes the sum
    "00000000",
  ])("valid: %s", (code) => {
    expect(isValidDanishTaxCode(code)).toBe(true);
  });

  it.each([
    // GOBL's tests
    ["1234567", "too short"],
    ["123456789", "too long"],
    ["1234567A", "contains letters"],
    ["13585627", "bad checksum"],
    // further
    ["DK13585628", "prefix kept"],
    ["1358562８", "full-width digit"],
    ["13 585628", "not normalised"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidDanishTaxCode(code)).toBe(false);
  });
});
