import { describe, expect, it } from "vitest";
import {
  hasIndividualNrFormat,
  hasOrgNrFormat,
  individualNrChecksumValid,
  isValidSwedishTaxCode,
  luhnValid,
  normalizeSwedishIndividualNr,
  normalizeSwedishOrgNr,
  normalizeSwedishTaxCode,
  orgNrChecksumValid,
} from "../../../regimes/se/tax-code.ts";

describe("normalizeSwedishTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["SE012345678901", "012345678901"],
    ["se012345678901", "012345678901"],
    ["Se012345678901", "012345678901"],
    ["  SE 0123456789 01  ", "012345678901"],
    ["SE-0123456789-01", "012345678901"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeSwedishTaxCode(code)).toBe(expected);
  });
});

describe("luhnValid", () => {
  it.each(["0", "18", "26", "5560360793", "2021005489", "8001010019", "8001610016"])("valid: %s", (code) => {
    expect(luhnValid(code)).toBe(true);
  });

  it.each(["", "19", "5560360794", "556036-0793", "55603607９3"])("invalid: %j", (code) => {
    expect(luhnValid(code)).toBe(false);
  });
});

describe("isValidSwedishTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidSwedishTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests
    "202100548901",
    // codes of GOBL's SE examples and tests
    "556036079301",
    "556703748501",
    "800101001901",
  ])("valid: %s", (code) => {
    expect(isValidSwedishTaxCode(code)).toBe(true);
  });

  it.each([
    ["20210054890", "too short"],
    ["2021005489001", "too long"],
    ["202100548900", "does not end in 01"],
    ["202100548801", "Luhn check fails"],
    ["202100548A01", "not only digits"],
    ["SE202100548901", "prefix kept"],
    ["+20210054801", "a sign"],
    ["20210054８901", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidSwedishTaxCode(code)).toBe(false);
  });
});

describe("organisation numbers", () => {
  it.each([
    // GOBL's normalisation cases
    ["5560360793", "5560360793"],
    ["556036-0793", "5560360793"],
    ["  556036 0793  ", "5560360793"],
    ["5560360793-01", "5560360793"],
  ])("%j is normalised to %j", (code, expected) => {
    expect(normalizeSwedishOrgNr(code)).toBe(expected);
  });

  it.each(["", "ABCDEFGHIJK", "123456789", "556036079302", "55603607930101"])("%j is left as it is", (code) => {
    expect(normalizeSwedishOrgNr(code)).toBeUndefined();
  });

  it("checks the layout on the digits and the Luhn check only on a well-formed number", () => {
    expect(hasOrgNrFormat("5560360793")).toBe(true);
    expect(hasOrgNrFormat("556036-0793")).toBe(true);
    for (const code of ["", "123456789", "12345678901", "123456789A"]) {
      expect(hasOrgNrFormat(code), code).toBe(false);
      expect(orgNrChecksumValid(code), code).toBe(true);
    }
    expect(orgNrChecksumValid("5560360793")).toBe(true);
    expect(orgNrChecksumValid("5560360794")).toBe(false);
  });
});

describe("personal and coordination numbers", () => {
  it.each([
    // GOBL's normalisation cases
    ["800101-0017", "800101-0017"],
    ["800101+0017", "800101+0017"],
    ["  800101-0017  ", "800101-0017"],
    ["8001010017", "800101-0017"],
    ["800161-0017", "800161-0017"],
    ["8001610017", "800161-0017"],
    // separators elsewhere, and a "+" anywhere wins
    ["800101 0017", "800101-0017"],
    ["80 01 01+00 17", "800101+0017"],
    ["8001-010017+", "800101+0017"],
  ])("%j is normalised to %j", (code, expected) => {
    expect(normalizeSwedishIndividualNr(code)).toBe(expected);
  });

  it.each(["80010-001", "80010101-00177", "8001+00177", ""])("%j is left as it is", (code) => {
    expect(normalizeSwedishIndividualNr(code)).toBeUndefined();
  });

  it("splits any ten characters without a separator, as GOBL does", () => {
    expect(normalizeSwedishIndividualNr("ABCDEFGHIJ")).toBe("ABCDEF-GHIJ");
  });

  it("checks the layout as written and the Luhn check only on a well-formed number", () => {
    for (const code of ["800101-0019", "800101+0019", "800161-0016"]) expect(hasIndividualNrFormat(code), code).toBe(true);
    for (const code of ["", "8001010019", "800101-001", "800101-00177", "800101-001A", "800101 0019"]) {
      expect(hasIndividualNrFormat(code), code).toBe(false);
      expect(individualNrChecksumValid(code), code).toBe(true);
    }
    expect(individualNrChecksumValid("800101-0019")).toBe(true);
    expect(individualNrChecksumValid("800161-0016")).toBe(true);
    expect(individualNrChecksumValid("800101-0018")).toBe(false);
    expect(individualNrChecksumValid("800161-0018")).toBe(false);
  });
});
