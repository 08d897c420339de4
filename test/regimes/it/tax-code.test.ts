import { describe, expect, it } from "vitest";
import {
  FISCAL_CODE_PERSON_RE,
  isValidItalianFiscalCodeChecksum,
  isValidItalianFiscalCodeFormat,
  isValidItalianTaxCode,
  italianFiscalCodeCheckLetter,
  italianFiscalCodeProblems,
  italianLuhnCheckDigit,
  normalizeItalianFiscalCode,
  normalizeItalianTaxCode,
} from "../../../regimes/it/tax-code.ts";

describe("normalizeItalianTaxCode", () => {
  it.each([
    ["12345678903", "12345678903"],
    ["IT 123 456 789 03", "12345678903"],
    ["it-13029381004", "13029381004"],
    ["12.449.965-439", "12449965439"],
    ["ITIT12345678903", "IT12345678903"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeItalianTaxCode(code)).toBe(expected);
  });
});

describe("italianLuhnCheckDigit", () => {
  it.each([
    ["1234567890", 3],
    ["1302938100", 4],
    ["1018264015", 0],
    ["0000000000", 0],
  ])("%s → %i", (digits, check) => {
    expect(italianLuhnCheckDigit(digits)).toBe(check);
  });
});

describe("isValidItalianTaxCode (Partita IVA)", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidItalianTaxCode("")).toBe(true);
  });

  // GOBL's tests, and the VAT numbers of its IT examples
  it.each(["12345678903", "13029381004", "10182640150", "00000000000"])("valid: %s", (code) => {
    expect(isValidItalianTaxCode(code)).toBe(true);
  });

  it.each([
    ["123456789001", "too long"],
    ["1234567890", "too short"],
    ["12.449.965-439", "not normalised"],
    ["A764352056Z", "not only digits"],
    ["12345678901", "wrong check digit"],
    ["13029381009", "wrong check digit"],
    ["1234567890٣", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidItalianTaxCode(code)).toBe(false);
  });
});

describe("normalizeItalianFiscalCode", () => {
  it.each([
    // GOBL's normalisation case
    ["RSS.mra-74D22-A00 . 1Q", "RSSMRA74D22A001Q"],
    ["IT RSSGNN60R30H501U", "RSSGNN60R30H501U"],
    ["  10182640150 ", "10182640150"],
    ["--", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeItalianFiscalCode(code)).toBe(expected);
  });
});

describe("Italian fiscal codes (Codice Fiscale)", () => {
  // GOBL's tests: people, then companies (their VAT-style number)
  it.each(["RSSGNN60R30H501U", "RSSMRA74D22A001Q", "FOOBRR80C04H146T", "LWNSML81L16F205A", "12345678903", "10182640150"])(
    "valid: %s",
    (code) => {
      expect(isValidItalianFiscalCodeFormat(code)).toBe(true);
      expect(isValidItalianFiscalCodeChecksum(code)).toBe(true);
      expect(italianFiscalCodeProblems(code)).toEqual([]);
    },
  );

  it.each([
    ["", ["GOBL-IT-ORG-IDENTITY-01"]],
    ["12345678901", ["GOBL-IT-ORG-IDENTITY-03"]],
    ["RSSGNN60R30H501U1", ["GOBL-IT-ORG-IDENTITY-02", "GOBL-IT-ORG-IDENTITY-03"]],
    ["RSSGNN60R30H501", ["GOBL-IT-ORG-IDENTITY-02", "GOBL-IT-ORG-IDENTITY-03"]],
    ["RSS GNN60R30 H501U", ["GOBL-IT-ORG-IDENTITY-02", "GOBL-IT-ORG-IDENTITY-03"]],
    ["AYSGNN60R30H50UU", ["GOBL-IT-ORG-IDENTITY-02", "GOBL-IT-ORG-IDENTITY-03"]],
    ["RSXGNN60R30H501U", ["GOBL-IT-ORG-IDENTITY-03"]],
    ["RSSGNN60R30H502U", ["GOBL-IT-ORG-IDENTITY-03"]],
    // eleven bytes that are not all digits: the layout fails, the Luhn check reads bytes
    ["1234567890A", ["GOBL-IT-ORG-IDENTITY-02", "GOBL-IT-ORG-IDENTITY-03"]],
  ])("%j breaks %j", (code, problems) => {
    expect(italianFiscalCodeProblems(code)).toEqual(problems);
  });

  it("accepts homocodes, where digits of the date and place become letters", () => {
    // RSSMRA74D22A001Q with its last place digit replaced (1 → M), new check letter
    const base = "RSSMRA74D22A00M";
    const code = base + italianFiscalCodeCheckLetter(base);
    expect(FISCAL_CODE_PERSON_RE.test(code)).toBe(true);
    expect(italianFiscalCodeProblems(code)).toEqual([]);
  });

  it("refuses dates that cannot exist", () => {
    // 30 February (B = February, day 30)
    const base = "RSSMRA74B30A001";
    expect(isValidItalianFiscalCodeFormat(base + italianFiscalCodeCheckLetter(base))).toBe(false);
    // a woman's day (+40) is fine: 62 = the 22nd
    const woman = "RSSMRA74D62A001";
    expect(isValidItalianFiscalCodeFormat(woman + italianFiscalCodeCheckLetter(woman))).toBe(true);
  });

  it("computes the check letter from both position tables", () => {
    expect(italianFiscalCodeCheckLetter("RSSGNN60R30H501")).toBe("U");
    expect(italianFiscalCodeCheckLetter("RSSMRA74D22A001")).toBe("Q");
    expect(italianFiscalCodeCheckLetter("LWNSML81L16F205")).toBe("A");
  });

  it("counts lengths in UTF-8 bytes, as GOBL does", () => {
    // fifteen characters but sixteen bytes: the checksum is attempted and fails
    expect(isValidItalianFiscalCodeChecksum("RSSGNN60R30H50Ü")).toBe(false);
    // ten characters, eleven bytes: not an eleven-digit code
    expect(isValidItalianFiscalCodeFormat("123456789Ü")).toBe(false);
  });
});
