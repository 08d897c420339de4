/**
 * The invoice under SII: the customer's identity type, the third-party
 * issuer, the product type of each line, and the invoice rules (GOBL's
 * bill_test.go: TestInvoicePartyNormalization, TestBillLineNormalization and
 * TestInvoiceValidation, every case, plus the rules GOBL's tests leave out).
 */
import { describe, expect, it } from "vitest";
import { lineNormalizer } from "../../../../addons/es/sii/line.ts";
import type { Context } from "../../../../index.ts";
import { buildFaults, built, builtIgnoring, corrected, faultsAfter, siiFaults, testInvoice, testLine, type Obj } from "./support.ts";

const DOC_TYPE = "es-sii-doc-type";
const CORRECTION_TYPE = "es-sii-correction-type";
const IDENTITY_TYPE = "es-sii-identity-type";
const THIRD_PARTY = "es-sii-third-party-issuer";
const PRODUCT = "es-sii-product";
const REGIME = "es-sii-regime";

/** The built invoice's customer identities. */
async function identitiesOf(inv: Obj): Promise<Obj[]> {
  return (await built(inv)).customer.identities;
}

describe("SII customer identity normalisation (TestInvoicePartyNormalization)", () => {
  // GOBL's tests only calculate these invoices; B12345678 fails the Spanish tax code check.
  const BAD_NIF = ["GOBL-ES-TAX-IDENTITY-01"];

  it("regular Spanish customer", async () => {
    const inv = testInvoice();
    inv.customer.tax_id = { country: "ES", code: "B12345678" };
    await expect(builtIgnoring(inv, BAD_NIF)).resolves.toBeDefined();
  });

  it("a Spanish customer's identities are left alone: the NIF is enough", async () => {
    const inv = testInvoice();
    inv.customer.tax_id = { country: "ES", code: "B12345678" };
    inv.customer.identities = [{ key: "passport", code: "AA123456" }];
    const [id] = (await builtIgnoring(inv, BAD_NIF)).customer.identities;
    expect(id.ext).toBeUndefined();
  });

  it("a Spanish tax ID without a code does not count: the first identity is normalised", async () => {
    const inv = testInvoice();
    inv.customer.tax_id = { country: "ES" };
    inv.customer.identities = [{ key: "passport", code: "AA123456" }];
    // The code-less tax ID itself is refused by GOBL-ES-SII-BILL-INVOICE-06.
    const out = await builtIgnoring(inv, ["GOBL-ES-SII-BILL-INVOICE-06"]);
    expect(out.customer.identities[0].ext).toEqual({ [IDENTITY_TYPE]: "03" });
  });

  it("a customer without identities", async () => {
    const inv = testInvoice();
    delete inv.customer.identities;
    const out = await built(inv);
    expect(out.customer.identities).toBeUndefined();
  });

  it("a customer with a null identity in the list", async () => {
    const inv = testInvoice();
    inv.customer.identities = [null];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("a null identity before a valid one: the null is pruned and the passport normalised", async () => {
    const inv = testInvoice();
    inv.customer.identities = [null, { key: "passport", code: "AA123456" }];
    const ids = await identitiesOf(inv);
    expect(ids).toHaveLength(1);
    expect(ids[0].ext).toEqual({ [IDENTITY_TYPE]: "03" });
  });

  it("passport: 03", async () => {
    const inv = testInvoice();
    inv.customer.identities = [{ key: "passport", code: "AA123456" }];
    expect((await identitiesOf(inv))[0].ext[IDENTITY_TYPE]).toBe("03");
  });

  it("foreign identity document: 04", async () => {
    const inv = testInvoice();
    inv.customer.identities = [{ key: "foreign", code: "FOR123456" }];
    expect((await identitiesOf(inv))[0].ext[IDENTITY_TYPE]).toBe("04");
  });

  it("resident card: 05", async () => {
    const inv = testInvoice();
    inv.customer.identities = [{ key: "resident", code: "RES123456" }];
    expect((await identitiesOf(inv))[0].ext[IDENTITY_TYPE]).toBe("05");
  });

  it("other identity: 06", async () => {
    const inv = testInvoice();
    inv.customer.identities = [{ key: "other", code: "OTH123456" }];
    expect((await identitiesOf(inv))[0].ext[IDENTITY_TYPE]).toBe("06");
  });

  it("an unknown identity key gets no identity type", async () => {
    const inv = testInvoice();
    inv.customer.identities = [{ key: "unknown", code: "UNK123456" }];
    expect((await identitiesOf(inv))[0].ext).toBeUndefined();
  });

  it("only the first of several identities is normalised", async () => {
    const inv = testInvoice();
    inv.customer.identities = [
      { key: "passport", code: "AA123456" },
      { key: "foreign", code: "FOR123456" },
    ];
    const ids = await identitiesOf(inv);
    expect(ids[0].ext[IDENTITY_TYPE]).toBe("03");
    expect(ids[1].ext).toBeUndefined();
  });

  it("self-billed: third-party issuer S", async () => {
    const inv = testInvoice();
    inv.$tags = ["self-billed"];
    expect((await built(inv)).tax.ext[THIRD_PARTY]).toBe("S");
  });

  it("with an issuer in the ordering details: third-party issuer S", async () => {
    const inv = testInvoice();
    inv.ordering = { issuer: { name: "Test Issuer", tax_id: { country: "ES", code: "B12345678" } } };
    expect((await builtIgnoring(inv, BAD_NIF)).tax.ext[THIRD_PARTY]).toBe("S");
  });

  it("neither self-billed nor with an issuer: no third-party issuer", async () => {
    expect((await built(testInvoice())).tax.ext[THIRD_PARTY]).toBeUndefined();
  });
});

describe("SII line normalisation (TestBillLineNormalization)", () => {
  it("nil: a line without item or taxes is left alone", () => {
    const line: Obj = { quantity: "1" };
    expect(() => lineNormalizer.normalize(line as never, {} as Context)).not.toThrow();
    expect(line).toEqual({ quantity: "1" });
  });

  it("no item key: no product type", async () => {
    const out = await built(testInvoice());
    expect(out.lines[0].taxes[0].ext?.[PRODUCT]).toBeUndefined();
  });

  it("item key goods: product goods", async () => {
    const inv = testInvoice();
    inv.lines[0].item.key = "goods";
    expect((await built(inv)).lines[0].taxes[0].ext[PRODUCT]).toBe("goods");
  });

  it("item key services: product services", async () => {
    const inv = testInvoice();
    inv.lines[0].item.key = "services";
    expect((await built(inv)).lines[0].taxes[0].ext[PRODUCT]).toBe("services");
  });

  it("only the VAT combo gets the product type, replacing a code it had", async () => {
    const inv = testInvoice();
    inv.lines[0].item.key = "services";
    inv.lines[0].taxes = [
      { cat: "VAT", rate: "standard", ext: { [PRODUCT]: "goods" } },
      { cat: "IRPF", rate: "pro" },
    ];
    const taxes = (await built(inv)).lines[0].taxes;
    expect(taxes[0].ext[PRODUCT]).toBe("services");
    expect(taxes[1].ext).toBeUndefined();
  });
});

describe("SII invoice rules (TestInvoiceValidation)", () => {
  it("standard invoice: valid, type F1", async () => {
    const out = await built(testInvoice());
    expect(out.tax.ext[DOC_TYPE]).toBe("F1");
  });

  it("a standard invoice without customer (GOBL-ES-SII-BILL-INVOICE-04)", async () => {
    const inv = testInvoice();
    delete inv.customer;
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-04", properties: ["$.customer"] }]);
  });

  it("missing invoice type (GOBL-ES-SII-BILL-INVOICE-08, and -09 as no correction type is given either)", async () => {
    const faults = await faultsAfter(testInvoice(), (out) => {
      out.tax.ext = {};
    });
    expect(siiFaults(faults)).toEqual([
      { code: "GOBL-ES-SII-BILL-INVOICE-08", properties: ["$.tax.ext"] },
      { code: "GOBL-ES-SII-BILL-INVOICE-09", properties: ["$.tax.ext"] },
    ]);
  });

  it("a general note longer than 500 characters (GOBL-ES-SII-BILL-INVOICE-12)", async () => {
    const inv = testInvoice();
    inv.notes = [{ key: "general", text: "a".repeat(501) }];
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-12", properties: ["$.notes[0].text"] }]);
  });

  it("a long note of another key is not checked", async () => {
    const inv = testInvoice();
    inv.notes = [{ key: "loading", text: "a".repeat(501) }];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("simplified invoice: valid without customer, type F2", async () => {
    const inv = testInvoice();
    inv.$tags = ["simplified"];
    delete inv.customer;
    expect((await built(inv)).tax.ext[DOC_TYPE]).toBe("F2");
  });

  it("simplified substitution: corrected with F3 in the options, the simplified tag still makes it R5, by substitution", async () => {
    const inv = testInvoice();
    inv.$tags = ["simplified"];
    const original = await built(inv);
    const out = await corrected(original, { type: "corrective", copy_tax: true, ext: { [DOC_TYPE]: "F3" } });
    expect(out.tax.ext[DOC_TYPE]).toBe("R5");
    expect(out.tax.ext[CORRECTION_TYPE]).toBe("S");
  });

  it("a corrective invoice needs preceding documents (GOBL-ES-SII-BILL-INVOICE-01)", async () => {
    const inv = testInvoice();
    inv.type = "corrective";
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-01", properties: ["$.preceding"] }]);
  });

  it("a null preceding entry is pruned: still none (GOBL-ES-SII-BILL-INVOICE-01)", async () => {
    const inv = testInvoice();
    inv.type = "corrective";
    inv.preceding = [null];
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-01", properties: ["$.preceding"] }]);
  });

  it("a credit note needs no preceding documents", async () => {
    const inv = testInvoice();
    inv.type = "credit-note";
    const out = await built(inv);
    expect(out.tax.ext).toEqual({ [DOC_TYPE]: "R1", [CORRECTION_TYPE]: "I" });
  });

  it("a corrective invoice's preceding document needs an issue date and tax totals (GOBL-ES-SII-BILL-INVOICE-02, -03)", async () => {
    const inv = testInvoice();
    inv.type = "corrective";
    inv.preceding = [{ code: "123" }];
    expect(siiFaults(await buildFaults(inv))).toEqual([
      { code: "GOBL-ES-SII-BILL-INVOICE-02", properties: ["$.preceding[0].issue_date"] },
      { code: "GOBL-ES-SII-BILL-INVOICE-03", properties: ["$.preceding[0].tax"] },
    ]);
  });

  it("a corrective invoice with a complete preceding document: valid, R1, the preceding tax summed", async () => {
    const inv = testInvoice();
    inv.type = "corrective";
    inv.preceding = [
      {
        series: "ABC",
        code: "122",
        issue_date: "2024-01-01",
        ext: { [DOC_TYPE]: "R1" },
        tax: { categories: [{ code: "VAT", rates: [{ base: "100.00", percent: "21%" }] }] },
      },
    ];
    const out = await built(inv);
    expect(out.tax.ext[DOC_TYPE]).toBe("R1");
    expect(out.preceding[0].tax.sum).toBe("21.00");
  });

  it("replacement without preceding: valid", async () => {
    const inv = testInvoice();
    inv.$tags = ["replacement"];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("replacement with preceding: valid (a standard invoice's preceding needs no tax)", async () => {
    const inv = testInvoice();
    inv.$tags = ["replacement"];
    inv.preceding = [{ series: "SAMPLE", code: "003", issue_date: "2025-07-01" }];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("correction invoice preceding requires issue date and tax (GOBL's repeated case)", async () => {
    const inv = testInvoice();
    inv.type = "corrective";
    inv.preceding = [{ code: "123" }];
    expect(siiFaults(await buildFaults(inv)).map((f) => f.code)).toEqual(["GOBL-ES-SII-BILL-INVOICE-02", "GOBL-ES-SII-BILL-INVOICE-03"]);
  });

  it("a standard invoice's preceding documents need an issue date too (GOBL-ES-SII-BILL-INVOICE-02)", async () => {
    const inv = testInvoice();
    inv.preceding = [{ code: "001", issue_date: "2025-07-01" }, { code: "002" }];
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-02", properties: ["$.preceding[1].issue_date"] }]);
  });

  it("customer nil on a simplified invoice: valid", async () => {
    const inv = testInvoice();
    inv.$tags = ["simplified"];
    delete inv.customer;
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("a customer with neither tax ID nor identity (GOBL-ES-SII-BILL-INVOICE-05)", async () => {
    const inv = testInvoice();
    delete inv.customer.tax_id;
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-05", properties: ["$.customer"] }]);
  });

  it("a customer tax ID without a code (GOBL-ES-SII-BILL-INVOICE-06)", async () => {
    const inv = testInvoice();
    delete inv.customer.tax_id.code;
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-06", properties: ["$.customer.tax_id.code"] }]);
  });

  it("a customer identified by passport: valid", async () => {
    const inv = testInvoice();
    delete inv.customer.tax_id;
    inv.customer.identities = [{ key: "passport", code: "AA123456" }];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("a customer whose only identity has no identity type (GOBL-ES-SII-BILL-INVOICE-05)", async () => {
    const inv = testInvoice();
    delete inv.customer.tax_id;
    inv.customer.identities = [{ key: "national", code: "123456" }];
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-05", properties: ["$.customer"] }]);
  });

  it("lines with the same regime: valid", async () => {
    const inv = testInvoice();
    inv.lines.push(testLine());
    inv.lines[0].taxes[0].ext = { [REGIME]: "01" };
    inv.lines[1].taxes[0].ext = { [REGIME]: "01" };
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("lines with different regimes (GOBL-ES-SII-BILL-INVOICE-14)", async () => {
    const inv = testInvoice();
    inv.lines.push(testLine());
    inv.lines[0].taxes[0].ext = { [REGIME]: "01" };
    inv.lines[1].taxes[0].ext = { [REGIME]: "02" };
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-14", properties: ["$.lines"] }]);
  });

  it("lines with the product type in every combo: valid", async () => {
    const inv = testInvoice();
    inv.lines.push(testLine());
    inv.lines[0].taxes[0].ext = { [PRODUCT]: "goods" };
    inv.lines[1].taxes[0].ext = { [PRODUCT]: "goods" };
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("lines with the product type in some combos only (GOBL-ES-SII-BILL-INVOICE-13)", async () => {
    const inv = testInvoice();
    inv.lines.push(testLine());
    inv.lines[0].taxes[0].ext = { [PRODUCT]: "goods" };
    inv.lines[1].taxes[0].ext = {};
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-13", properties: ["$.lines"] }]);
  });

  it("combos of categories other than VAT and IGIC are not compared", async () => {
    const inv = testInvoice();
    inv.lines.push(testLine());
    inv.lines[1].taxes[0].ext = { [REGIME]: "01" };
    inv.lines[0].taxes.push({ cat: "IRPF", rate: "pro", ext: { [REGIME]: "02" } });
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("an invoice with no lines, only a charge: valid", async () => {
    const inv = testInvoice();
    delete inv.lines;
    inv.charges = [{ amount: "100.00" }];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("a non-EUR invoice without exchange rates (GOBL-ES-SII-BILL-INVOICE-15)", async () => {
    const inv = testInvoice();
    inv.$regime = "ES";
    inv.currency = "USD";
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-15", properties: ["$"] }]);
  });

  it("a non-EUR invoice with an exchange rate into EUR: valid", async () => {
    const inv = testInvoice();
    inv.$regime = "ES";
    inv.currency = "USD";
    inv.exchange_rates = [{ from: "USD", to: "EUR", amount: "0.875967" }];
    expect(await buildFaults(inv)).toEqual([]);
  });
});

describe("SII invoice rules GOBL's tests leave out", () => {
  it("no tax details at all (GOBL-ES-SII-BILL-INVOICE-07; the extension checks below it are skipped)", async () => {
    const faults = await faultsAfter(testInvoice(), (out) => {
      delete out.tax;
    });
    expect(siiFaults(faults)).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-07", properties: ["$.tax"] }]);
  });

  it("a standard invoice with a correction's type (GOBL-ES-SII-BILL-INVOICE-10, and -09 for the missing correction type)", async () => {
    const faults = await faultsAfter(testInvoice(), (out) => {
      out.tax.ext[DOC_TYPE] = "R1";
    });
    expect(siiFaults(faults)).toEqual([
      { code: "GOBL-ES-SII-BILL-INVOICE-09", properties: ["$.tax.ext"] },
      { code: "GOBL-ES-SII-BILL-INVOICE-10", properties: ["$.tax.ext"] },
    ]);
  });

  it("a credit note with a standard invoice type (GOBL-ES-SII-BILL-INVOICE-11)", async () => {
    const inv = testInvoice();
    inv.type = "credit-note";
    const faults = await faultsAfter(inv, (out) => {
      out.tax.ext[DOC_TYPE] = "F1";
    });
    expect(siiFaults(faults)).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-11", properties: ["$.tax.ext"] }]);
  });

  it("a debit note gets R1 by differences; a type R2–R5 already given is kept", async () => {
    const inv = testInvoice();
    inv.type = "debit-note";
    expect((await built(inv)).tax.ext).toEqual({ [DOC_TYPE]: "R1", [CORRECTION_TYPE]: "I" });
    inv.tax = { ext: { [DOC_TYPE]: "R4" } };
    expect((await built(inv)).tax.ext).toEqual({ [DOC_TYPE]: "R4", [CORRECTION_TYPE]: "I" });
  });

  it("a correction's given correction type is replaced by the one of its invoice type", async () => {
    const inv = testInvoice();
    inv.type = "corrective";
    inv.preceding = [{ code: "122", issue_date: "2024-01-01", tax: { categories: [{ code: "VAT", rates: [{ base: "100.00", percent: "21%" }] }] } }];
    inv.tax = { ext: { [CORRECTION_TYPE]: "I", [DOC_TYPE]: "F1" } };
    expect((await built(inv)).tax.ext).toEqual({ [DOC_TYPE]: "R1", [CORRECTION_TYPE]: "S" });
  });

  it("note length is counted in bytes, as GOBL's length check does", async () => {
    const inv = testInvoice();
    inv.notes = [{ key: "general", text: "é".repeat(250) }];
    expect(await buildFaults(inv)).toEqual([]);
    inv.notes = [{ key: "general", text: "é".repeat(251) }];
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-12", properties: ["$.notes[0].text"] }]);
  });

  it("IGIC combos are compared with VAT ones (GOBL-ES-SII-BILL-INVOICE-14)", async () => {
    const inv = testInvoice();
    inv.lines.push({ quantity: "1", item: { name: "canary", price: "10.00" }, taxes: [{ cat: "IGIC", percent: "7%", ext: { [REGIME]: "03" } }] });
    expect(siiFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-14", properties: ["$.lines"] }]);
  });

  it("inside an envelope the paths are below $.doc", async () => {
    const inv = testInvoice();
    delete inv.customer;
    const faults = await buildFaults({ $schema: "https://gobl.org/draft-0/envelope", doc: inv });
    expect(siiFaults(faults)).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-04", properties: ["$.doc.customer"] }]);
  });
});
