/**
 * The identifier checks of Peppol BIS (rulesets/peppol/check-digits.ts), on
 * identifiers known to be valid, on the same with a wrong check digit, and
 * on the quirks of the official functions that the rules rely on (what
 * they accept beyond the identifier's own form).
 */
import { describe, expect, it } from "vitest";
import {
  abnCheck,
  belgianEnterpriseCheck,
  codiceFiscaleCheck,
  codiceIPACheck,
  glnCheck,
  greekTinCheck,
  ibanCheck,
  mod11Check,
  partitaIVACheck,
  swedishOrgNumberCheck,
} from "../../../rulesets/peppol/check-digits.ts";
import { emailFormHolds } from "../../../rulesets/peppol/rules/national-de.ts";
import { guarded, isInteger, isNumber, single, stringLength, substring, tokenize, XPathError } from "../../../engine/index.ts";

describe("GS1 check digit (GLN, 0088)", () => {
  it("accepts valid GLNs and refuses a wrong check digit", () => {
    for (const gln of ["7300010000001", "5790000435975", "4000001000005"]) expect(glnCheck(gln)).toBe(true);
    expect(glnCheck("7300010000002")).toBe(false);
    expect(glnCheck("5790000435976")).toBe(false);
  });
  it("reads a single digit as a body of nothing, whose check digit is 0", () => {
    expect(glnCheck("0")).toBe(true);
    expect(glnCheck("5")).toBe(false);
  });
});

describe("modulus 11 (Norwegian organisation number, 0192)", () => {
  it("accepts valid numbers and refuses a wrong check digit", () => {
    expect(mod11Check("923609016")).toBe(true);
    expect(mod11Check("974760673")).toBe(true);
    expect(mod11Check("923609017")).toBe(false);
  });
  it("refuses a number that is not above zero", () => {
    expect(mod11Check("000000000")).toBe(false);
    expect(mod11Check("")).toBe(false);
  });
});

describe("modulus 97 (Belgian enterprise number, 0208)", () => {
  it("checks the last two digits against the first eight", () => {
    expect(belgianEnterpriseCheck("0123456749")).toBe(true);
    expect(belgianEnterpriseCheck("0403170701")).toBe(true);
    expect(belgianEnterpriseCheck("0123456748")).toBe(false);
  });
});

describe("Luhn (Swedish organisation number, 0007)", () => {
  it("accepts valid numbers and refuses a wrong check digit", () => {
    expect(swedishOrgNumberCheck("5560360793")).toBe(true);
    expect(swedishOrgNumberCheck("2021005489")).toBe(true);
    expect(swedishOrgNumberCheck("5560360794")).toBe(false);
  });
  it("refuses what is not digits, and a number without a tenth digit", () => {
    expect(swedishOrgNumberCheck("556036-0793")).toBe(false);
    expect(swedishOrgNumberCheck("123")).toBe(false);
  });
  it("looks at the first ten digits only (the rules check the length apart)", () => {
    expect(swedishOrgNumberCheck("55603607931")).toBe(true);
  });
});

describe("Australian Business Number (0151)", () => {
  it("accepts a valid ABN and refuses a wrong one or a short one", () => {
    expect(abnCheck("51824753556")).toBe(true);
    expect(abnCheck("51824753557")).toBe(false);
    expect(abnCheck("5182475355")).toBe(false);
  });
});

describe("Greek tax number (TIN/AFM)", () => {
  it("accepts a valid TIN and refuses a wrong check digit or a short one", () => {
    expect(greekTinCheck("094019245")).toBe(true);
    expect(greekTinCheck("094019246")).toBe(false);
    expect(greekTinCheck("12345678")).toBe(false);
    expect(greekTinCheck("09401924X")).toBe(false);
  });
  it("does not look past the ninth character", () => {
    expect(greekTinCheck("094019245XYZ")).toBe(true);
  });
});

describe("IBAN (German payment rules)", () => {
  it("accepts valid IBANs, with or without spaces", () => {
    expect(ibanCheck("DE89370400440532013000")).toBe(true);
    expect(ibanCheck("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(ibanCheck("GB82WEST12345698765432")).toBe(true);
  });
  it("refuses a wrong check, a lower-case country code and an empty text", () => {
    expect(ibanCheck("DE88370400440532013000")).toBe(false);
    expect(ibanCheck("de89370400440532013000")).toBe(false);
    expect(ibanCheck("")).toBe(false);
  });
});

describe("Italian identifiers", () => {
  it("Partita IVA: eleven digits with a valid check digit after IT (or it)", () => {
    expect(partitaIVACheck("IT00743110157")).toBe(true);
    expect(partitaIVACheck("it00743110157")).toBe(true);
    expect(partitaIVACheck("IT00743110158")).toBe(false);
    expect(partitaIVACheck("IT0074311015")).toBe(false);
  });
  it("Partita IVA: any other prefix passes", () => {
    expect(partitaIVACheck("DE123")).toBe(true);
  });
  it("Codice Fiscale: a personal code of 16 characters or 11 digits", () => {
    expect(codiceFiscaleCheck("RSSMRA85T10A562S")).toBe(true);
    expect(codiceFiscaleCheck("12345678901")).toBe(true);
    expect(codiceFiscaleCheck("RSSMRA8XT10A562S")).toBe(false);
    expect(codiceFiscaleCheck("1234567890A")).toBe(false);
    expect(codiceFiscaleCheck("RSSMRA85T10A56")).toBe(false);
  });
  it("Codice IPA: six letters or digits", () => {
    expect(codiceIPACheck("UFY9MH")).toBe(true);
    expect(codiceIPACheck("UFY9M")).toBe(false);
    expect(codiceIPACheck("UFY9M-")).toBe(false);
  });
});

describe("e-mail form (DE-R-028)", () => {
  it("accepts dotted names and domains of two labels or more", () => {
    expect(emailFormHolds("info@example.de")).toBe(true);
    expect(emailFormHolds("first.last+tag@mail.example.co.uk")).toBe(true);
  });
  it("refuses a missing or second @, a domain of one label, stray dots and hyphens", () => {
    for (const address of ["info.example.de", "a@b@example.de", "info@localhost", ".info@example.de", "in..fo@example.de", "info@-example.de", "info@example.de."]) {
      expect(emailFormHolds(address)).toBe(false);
    }
  });
  it("stays quick on long texts that almost match", () => {
    const started = performance.now();
    expect(emailFormHolds(`a@${"a-".repeat(50_000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("XPath helpers", () => {
  it("substring counts code points from 1 and rounds its arguments", () => {
    expect(substring("DK12345678", 3, 8)).toBe("12345678");
    expect(substring("abc", 0, 2)).toBe("a");
    expect(substring("a😀b", 2, 1)).toBe("😀");
    expect(stringLength("a😀b")).toBe(3);
  });
  it("tokenize gives no token for an empty text and keeps empty ones elsewhere", () => {
    expect(tokenize("", "|")).toEqual([]);
    expect(tokenize("a||b|", "|")).toEqual(["a", "", "b", ""]);
  });
  it("number and integer casts as XPath reads them", () => {
    expect(isNumber(" 12.5 ")).toBe(true);
    expect(isNumber("1e3")).toBe(true);
    expect(isNumber("NaN")).toBe(false);
    expect(isNumber("12a")).toBe(false);
    expect(isInteger("+12")).toBe(true);
    expect(isInteger("1.0")).toBe(false);
  });
  it("a dynamic error makes a guarded test not hold", () => {
    expect(() => single([1, 2])).toThrow(XPathError);
    expect(guarded(() => single([1, 2]) === 1)({} as never)).toBe(false);
  });
});
