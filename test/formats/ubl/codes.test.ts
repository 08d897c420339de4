/**
 * Code mappings of the UBL format, with expectations from gobl.ubl's Go
 * tests (utils_test.go, context_test.go) and GOBL's unit definitions.
 */
import { describe, expect, it } from "vitest";
import { goblUnit, INVOICE_TYPES, INVOICE_TYPE_TAGS, uneceUnit } from "../../../formats/ubl/codes.ts";
import { findReadContext, UBL_PROFILES } from "../../../formats/ubl/profiles.ts";
import { PAYMENT_MEANS_BY_CODE } from "../../../formats/common/codes.ts";
import { unitPrice } from "../../../formats/ubl/read/lines.ts";
import { decimal, formatKey, percentage, readNote } from "../../../formats/ubl/read/values.ts";

describe("unit codes", () => {
  it("maps UN/ECE codes to GOBL units (gobl.ubl TestUnitFromUNECE)", () => {
    expect(goblUnit("HUR")).toBe("h");
    expect(goblUnit("SEC")).toBe("s");
    expect(goblUnit("MTR")).toBe("m");
    expect(goblUnit("GRM")).toBe("g");
    expect(goblUnit("XYZ")).toBe("XYZ");
  });

  it("writes GOBL units as UN/ECE codes (GOBL org/unit.go), keeping codes and using ZZ for the unknown", () => {
    expect(uneceUnit("h")).toBe("HUR");
    expect(uneceUnit("one")).toBe("C62");
    expect(uneceUnit("piece")).toBe("H87");
    expect(uneceUnit("item")).toBe("EA");
    expect(uneceUnit("unit")).toBe("XUN");
    expect(uneceUnit("kwh")).toBe("KWH");
    expect(uneceUnit("PCE")).toBe("PCE");
    expect(uneceUnit("furlong")).toBe("ZZ");
    expect(uneceUnit(undefined)).toBe("");
  });

  it("takes units and codes named like Object.prototype's members for unknown ones", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(uneceUnit(name), name).toBe("ZZ");
      expect(goblUnit(name), name).toBe(name);
    }
  });
});

describe("document type codes", () => {
  it("reads UNTDID 1001 codes as GOBL invoice types (gobl.ubl TestTypeCodeParse)", () => {
    const expected: Record<string, string> = {
      "325": "proforma",
      "380": "standard",
      "381": "credit-note",
      "383": "debit-note",
      "384": "corrective",
      "389": "standard",
      "326": "standard",
      "261": "credit-note",
    };
    for (const [code, type] of Object.entries(expected)) expect(INVOICE_TYPES.get(code), code).toBe(type);
    expect(INVOICE_TYPES.get("999")).toBeUndefined();
    expect(INVOICE_TYPES.get("constructor")).toBeUndefined();
  });

  it("tags self-billed and partial invoices (gobl.ubl TestTagCodeParse)", () => {
    expect(INVOICE_TYPE_TAGS.get("389")).toEqual(["self-billed"]);
    expect(INVOICE_TYPE_TAGS.get("326")).toEqual(["partial"]);
    expect(INVOICE_TYPE_TAGS.get("261")).toEqual(["self-billed"]);
    expect(INVOICE_TYPE_TAGS.get("380")).toBeUndefined();
    expect(INVOICE_TYPE_TAGS.get("381")).toBeUndefined();
  });
});

describe("payment means codes", () => {
  it("reads UNTDID 4461 codes as GOBL means keys (gobl.ubl payment_parse.go)", () => {
    expect(PAYMENT_MEANS_BY_CODE.get("30")).toBe("credit-transfer");
    expect(PAYMENT_MEANS_BY_CODE.get("49")).toBe("direct-debit");
    expect(PAYMENT_MEANS_BY_CODE.get("58")).toBe("credit-transfer+sepa");
    expect(PAYMENT_MEANS_BY_CODE.get("59")).toBe("direct-debit+sepa");
    expect(PAYMENT_MEANS_BY_CODE.get("48")).toBe("card");
    expect(PAYMENT_MEANS_BY_CODE.get("10")).toBe("cash");
  });
});

describe("values", () => {
  it("normalises numbers as gobl.ubl does (TestNormalizeNumericString)", () => {
    expect(decimal(" 123.45 ", "cbc:Amount")).toBe("123.45");
    expect(decimal(".07", "cbc:Amount")).toBe("0.07");
    expect(decimal(" .07 ", "cbc:Amount")).toBe("0.07");
    expect(percentage(" 9.0% ", "cbc:Percent")).toBe("9.0%");
    expect(percentage(".5%", "cbc:Percent")).toBe("0.5%");
    expect(percentage("19", "cbc:Percent")).toBe("19%");
  });

  it("makes GOBL keys of property names (TestFormatKey)", () => {
    expect(formatKey("Test")).toBe("test");
    expect(formatKey("Test Key 2")).toBe("test-key-2");
    expect(formatKey("Multiple   Spaces")).toBe("multiple-spaces");
    expect(formatKey("Numbers 123")).toBe("numbers-123");
    expect(formatKey("Trailing Space  ")).toBe("trailing-space");
    expect(formatKey("MiXeD cAsE wItH 123 NuMbErS")).toBe("mixed-case-with-123-numbers");
    expect(formatKey("__proto__")).toBe("proto");
  });

  it("reads #CODE# notes as a text subject", () => {
    expect(readNote("#AAI#Some text")).toEqual({ ext: { "untdid-text-subject": "AAI" }, text: "Some text" });
    expect(readNote("plain")).toEqual({ text: "plain" });
  });
});

describe("profiles and contexts", () => {
  it("has EN 16931 as the default profile (no addons) and the gobl.ubl CustomizationIDs", () => {
    const byKey = Object.fromEntries(UBL_PROFILES.map((p) => [p.key, p]));
    expect(byKey.en16931!.addons).toEqual([]);
    expect(byKey.en16931!.customization).toBe("urn:cen.eu:en16931:2017");
    expect(byKey.peppol!.customization).toBe("urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0");
    expect(byKey.xrechnung!.addons).toEqual(["de-xrechnung-v3"]);
    expect(byKey.xrechnung!.customization).toBe("urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0");
    expect(byKey["france-extended"]!.addons).toEqual(["fr-facturx-v1"]);
  });

  it("finds the context of an incoming document (gobl.ubl TestFindContext)", () => {
    expect(findReadContext("urn:cen.eu:en16931:2017", "")?.key).toBe("en16931");
    expect(
      findReadContext("urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0", "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0")?.key,
    ).toBe("peppol");
    expect(
      findReadContext("urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:selfbilling:3.0", "urn:fdc:peppol.eu:2017:poacc:selfbilling:01:1.0")?.key,
    ).toBe("peppol-self-billed");
    expect(findReadContext("urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0", "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0")?.key).toBe(
      "xrechnung",
    );
    expect(findReadContext("urn:cen.eu:en16931:2017", "Invoicing on purchase order")?.key).toBe("en16931");
    for (const mode of ["B1", "S1", "M4"]) expect(findReadContext("urn:cen.eu:en16931:2017", mode)?.key).toBe("france-cius");
    expect(findReadContext("urn:cen.eu:en16931:2017#conformant#urn.cpro.gouv.fr:1p0:extended-ctc-fr", "")?.key).toBe("france-extended");
    expect(findReadContext("unknown:customization:id", "")).toBeUndefined();
  });
});

describe("unit prices with a base quantity", () => {
  const price = (amount: string, base?: string) =>
    unitPrice(
      {
        name: "Price",
        attrs: {},
        text: "",
        children: [
          { name: "PriceAmount", attrs: {}, text: amount, children: [] },
          ...(base === undefined ? [] : [{ name: "BaseQuantity", attrs: {}, text: base, children: [] }]),
        ],
      },
      "line 1",
    );

  it("divides by the base quantity with one more decimal per digit of it (gobl.ubl TestCalculateRequiredPrecision)", () => {
    expect(price("100.00")).toBe("100.00");
    expect(price("100.00", "1")).toBe("100.00"); // precision 2
    expect(price("200.00", "2")).toBe("100.000"); // precision 3
    expect(price("100.00", "10")).toBe("10.000"); // precision 3
    expect(price("100.00", "100")).toBe("1.0000"); // precision 4
    expect(price("100.00", "3")).toBe("33.333"); // precision 3
    expect(price("100", "100")).toBe("1.00"); // precision 2
    expect(price("100.00", "0.5")).toBe("200.00"); // precision 2
    expect(price("100.00", "0")).toBe("100.00"); // a zero base quantity is ignored
  });

  it("refuses a base quantity that is empty, not a number or negative, naming it and the line", () => {
    for (const base of ["", "abc", "1e3", "-2"]) {
      expect(() => price("100.00", base), JSON.stringify(base)).toThrowError(/cbc:BaseQuantity of line 1/);
    }
    expect(() => price("")).toThrowError(/cbc:PriceAmount of line 1 is empty/);
  });
});
