/**
 * VERI*FACTU on the invoice: the customer identity types and issuer type
 * the normaliser sets (GOBL's TestInvoicePartyNormalization) and the
 * invoice rules (GOBL's TestInvoiceValidation), each GOBL case carried over
 * with the expectations GOBL's test states. Where GOBL only calculates, a
 * document that would break a rule is built with that rule ignored.
 */
import { describe, expect, it } from "vitest";
import {
  addonFaults,
  buildFaults,
  built,
  builtIgnoring,
  corrected,
  faultsAfter,
  precedingTax,
  testInvoiceStandard,
  type Obj,
} from "./support.ts";

const DOC_TYPE = "es-verifactu-doc-type";
const CORRECTION_TYPE = "es-verifactu-correction-type";
const IDENTITY_TYPE = "es-verifactu-identity-type";
const ISSUER_TYPE = "es-verifactu-issuer-type";

/** Identity without a country: fine for GOBL's calculation, refused by rule 17 on validation. */
const IGNORE_COUNTRY = ["GOBL-ES-VERIFACTU-BILL-INVOICE-17"];
/** GOBL's tests use B12345678, whose check digit the ES regime's rules refuse; GOBL only calculates there. */
const IGNORE_ES_TAX_ID = ["GOBL-ES-TAX-IDENTITY-01"];

describe("VERI*FACTU customer identities and issuer (TestInvoicePartyNormalization)", () => {
  it("regular Spanish customer", async () => {
    const inv = testInvoiceStandard();
    inv.customer.tax_id = { country: "ES", code: "B12345678" };
    await expect(builtIgnoring(inv, IGNORE_ES_TAX_ID)).resolves.toBeDefined();
  });

  it("Spanish customer with identities should not be normalized", async () => {
    const inv = testInvoiceStandard();
    inv.customer.tax_id = { country: "ES", code: "B12345678" };
    inv.customer.identities = [{ key: "passport", code: "AA123456" }];
    const out = await builtIgnoring(inv, IGNORE_ES_TAX_ID);
    // A Spanish NIF already identifies the customer.
    expect(out.customer.identities[0].ext).toBeUndefined();
  });

  it("customer without identities", async () => {
    const inv = testInvoiceStandard();
    delete inv.customer.identities;
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("customer with nil identity in array", async () => {
    const inv = testInvoiceStandard();
    inv.customer.identities = [null];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("customer with nil identity followed by valid identity", async () => {
    const inv = testInvoiceStandard();
    inv.customer.identities = [null, { key: "passport", code: "AA123456" }];
    const out = await builtIgnoring(inv, IGNORE_COUNTRY);
    // The null is dropped first, so the passport is the first identity.
    expect(out.customer.identities).toHaveLength(1);
    expect(out.customer.identities[0].ext[IDENTITY_TYPE]).toBe("03");
  });

  it.each([
    ["passport", "AA123456", "03"],
    ["foreign", "FOR123456", "04"],
    ["resident", "RES123456", "05"],
    ["other", "OTH123456", "06"],
  ])("%s identity normalization", async (key, code, type) => {
    const inv = testInvoiceStandard();
    inv.customer.identities = [{ key, code }];
    const out = await builtIgnoring(inv, IGNORE_COUNTRY);
    expect(out.customer.identities[0].ext[IDENTITY_TYPE]).toBe(type);
  });

  it("unknown identity key not normalized", async () => {
    const inv = testInvoiceStandard();
    inv.customer.identities = [{ key: "unknown", code: "UNK123456" }];
    const out = await built(inv);
    expect(out.customer.identities[0].ext).toBeUndefined();
  });

  it("multiple identities only normalizes first", async () => {
    const inv = testInvoiceStandard();
    inv.customer.identities = [
      { key: "passport", code: "AA123456" },
      { key: "foreign", code: "FOR123456" },
    ];
    const out = await builtIgnoring(inv, IGNORE_COUNTRY);
    expect(out.customer.identities[0].ext[IDENTITY_TYPE]).toBe("03");
    expect(out.customer.identities[1].ext).toBeUndefined();
  });

  it("an identity type given is replaced by the one of the identity's key", async () => {
    const inv = testInvoiceStandard();
    inv.customer.identities = [{ key: "passport", country: "GB", code: "AA123456", ext: { [IDENTITY_TYPE]: "06" } }];
    const out = await built(inv);
    expect(out.customer.identities[0].ext[IDENTITY_TYPE]).toBe("03");
  });

  it("self-billed", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["self-billed"];
    const out = await built(inv);
    expect(out.tax.ext[ISSUER_TYPE]).toBe("D");
  });

  it("with issuer", async () => {
    const inv = testInvoiceStandard();
    inv.ordering = { issuer: { name: "Test Issuer", tax_id: { country: "ES", code: "B12345678" } } };
    const out = await builtIgnoring(inv, IGNORE_ES_TAX_ID);
    expect(out.tax.ext[ISSUER_TYPE]).toBe("T");
  });
});

describe("VERI*FACTU invoice rules (TestInvoiceValidation)", () => {
  it("standard invoice", async () => {
    const out = await built(testInvoiceStandard());
    expect(out.tax.ext[DOC_TYPE]).toBe("F1");
  });

  it("standard invoice without customer (BILL-INVOICE-06)", async () => {
    const inv = testInvoiceStandard();
    delete inv.customer;
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-06", properties: ["$.customer"] }]);
  });

  it("missing doc type (BILL-INVOICE-10)", async () => {
    const faults = await faultsAfter(testInvoiceStandard(), (out) => void (out.tax.ext = {}));
    // GOBL's guard of rule 13 ("doc type in R1-R5") lets a missing doc type through, so the
    // correction type is asked for as well.
    expect(addonFaults(faults)).toEqual([
      { code: "GOBL-ES-VERIFACTU-BILL-INVOICE-10", properties: ["$.tax.ext"] },
      { code: "GOBL-ES-VERIFACTU-BILL-INVOICE-13", properties: ["$.tax.ext"] },
    ]);
  });

  it("note too long (BILL-INVOICE-14)", async () => {
    const inv = testInvoiceStandard();
    inv.notes = [{ key: "general", text: "a".repeat(501) }];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-14", properties: ["$.notes[0].text"] }]);
  });

  it("a general note of exactly 500 characters passes", async () => {
    const inv = testInvoiceStandard();
    inv.notes = [{ key: "general", text: "a".repeat(500) }];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("note length is counted in bytes, as GOBL's is.Length does", async () => {
    const inv = testInvoiceStandard();
    inv.notes = [{ key: "general", text: "ñ".repeat(251) }];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-14", properties: ["$.notes[0].text"] }]);
  });

  it("note with wrong key", async () => {
    const inv = testInvoiceStandard();
    inv.notes = [{ key: "loading", text: "a".repeat(501) }];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("simplified invoice", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["simplified"];
    delete inv.customer;
    const out = await built(inv);
    expect(out.tax.ext[DOC_TYPE]).toBe("F2");
  });

  it("simplified substitution without customer", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["simplified"];
    delete inv.customer;
    const out = await built(inv);
    expect(out.tax.ext[DOC_TYPE]).toBe("F2");

    const corrective = await corrected(out, { type: "corrective", copy_tax: true });
    // The simplified corrective scenario gives R5.
    expect(corrective.tax.ext[DOC_TYPE]).toBe("R5");
    expect(corrective.tax.ext[CORRECTION_TYPE]).toBe("S");
  });

  it("corrective invoice requires preceding (BILL-INVOICE-01)", async () => {
    const inv = testInvoiceStandard();
    inv.type = "corrective";
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-01", properties: ["$.preceding"] }]);
  });

  it("corrective invoice nil preceding", async () => {
    const inv = testInvoiceStandard();
    inv.type = "corrective";
    inv.preceding = [null];
    // The null is dropped, leaving no preceding document.
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-01", properties: ["$.preceding"] }]);
  });

  it("credit note needs no preceding", async () => {
    const inv = testInvoiceStandard();
    inv.type = "credit-note";
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("corrective invoice preceding requires issue date and tax", async () => {
    const inv = testInvoiceStandard();
    inv.type = "corrective";
    inv.preceding = [{ code: "123" }];
    const faults = addonFaults(await buildFaults(inv));
    expect(faults).toContainEqual({ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-02", properties: ["$.preceding[0].issue_date"] });
    expect(faults).toContainEqual({ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-03", properties: ["$.preceding[0].tax"] });
  });

  it("corrective invoice with preceding", async () => {
    const inv = testInvoiceStandard();
    inv.type = "corrective";
    inv.preceding = [{ series: "ABC", code: "122", issue_date: "2024-01-01", ext: { [DOC_TYPE]: "R1" }, tax: precedingTax() }];
    const out = await built(inv);
    expect(out.tax.ext[DOC_TYPE]).toBe("R1");
    expect(out.preceding[0].tax.sum).toBe("21.00");
  });

  it("replacement without preceding", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["replacement"];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("replacement with preceding", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["replacement"];
    inv.preceding = [{ series: "SAMPLE", code: "003", issue_date: "2025-07-01" }];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("correction invoice preceding requires issue date and tax (BILL-INVOICE-02, BILL-INVOICE-03)", async () => {
    const inv = testInvoiceStandard();
    inv.type = "corrective";
    inv.preceding = [{ code: "123" }];
    expect(addonFaults(await buildFaults(inv))).toEqual([
      { code: "GOBL-ES-VERIFACTU-BILL-INVOICE-02", properties: ["$.preceding[0].issue_date"] },
      { code: "GOBL-ES-VERIFACTU-BILL-INVOICE-03", properties: ["$.preceding[0].tax"] },
    ]);
  });

  it("every preceding document of any invoice needs its issue date (BILL-INVOICE-02)", async () => {
    const inv = testInvoiceStandard();
    inv.type = "credit-note";
    inv.preceding = [
      { code: "001", issue_date: "2024-01-01" },
      { code: "002" },
    ];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-02", properties: ["$.preceding[1].issue_date"] }]);
  });

  it("customer nil", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["simplified"];
    delete inv.customer;
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("customer with missing ID (BILL-INVOICE-07)", async () => {
    const inv = testInvoiceStandard();
    delete inv.customer.tax_id;
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-07", properties: ["$.customer"] }]);
  });

  it("customer with missing Tax ID code (BILL-INVOICE-08)", async () => {
    // VERI*FACTU cannot report a country without a code.
    const inv = testInvoiceStandard();
    inv.customer.tax_id.code = "";
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-08", properties: ["$.customer.tax_id.code"] }]);
  });

  it("customer with identity", async () => {
    const inv = testInvoiceStandard();
    delete inv.customer.tax_id;
    inv.customer.identities = [{ key: "passport", country: "GB", code: "AA123456" }];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("customer with identity missing country (BILL-INVOICE-17)", async () => {
    const inv = testInvoiceStandard();
    delete inv.customer.tax_id;
    inv.customer.identities = [{ key: "passport", code: "AA123456" }];
    expect(addonFaults(await buildFaults(inv))).toEqual([
      { code: "GOBL-ES-VERIFACTU-BILL-INVOICE-17", properties: ["$.customer.identities[0].country"] },
    ]);
  });

  it("every typed identity needs its country, not only the first (BILL-INVOICE-17)", async () => {
    const inv = testInvoiceStandard();
    inv.customer.identities = [
      { key: "passport", country: "GB", code: "AA123456" },
      { code: "X1", ext: { [IDENTITY_TYPE]: "04" } },
      { code: "X2" },
    ];
    expect(addonFaults(await buildFaults(inv))).toEqual([
      { code: "GOBL-ES-VERIFACTU-BILL-INVOICE-17", properties: ["$.customer.identities[1].country"] },
    ]);
  });

  it("customer with NIF-VAT identity without country is valid", async () => {
    const inv = testInvoiceStandard();
    delete inv.customer.tax_id;
    inv.customer.identities = [{ code: "B12345678", ext: { [IDENTITY_TYPE]: "02" } }];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("simplified invoice with customer without tax ID", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["simplified"];
    delete inv.customer.tax_id;
    delete inv.customer.identities;
    const out = await built(inv);
    expect(out.tax.ext[DOC_TYPE]).toBe("F2");
  });

  it("simplified substitution with customer without tax ID", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["simplified"];
    inv.type = "corrective";
    delete inv.customer.tax_id;
    delete inv.customer.identities;
    inv.preceding = [{ series: "ABC", code: "122", issue_date: "2024-01-01", tax: precedingTax() }];
    const out = await built(inv);
    expect(out.tax.ext[DOC_TYPE]).toBe("R5");
  });

  it("simplified invoice F2 with customer tax ID (BILL-INVOICE-04)", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["simplified"];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-04", properties: ["$.customer.tax_id"] }]);
  });

  it("simplified substitution R5 with customer tax ID (BILL-INVOICE-04)", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["simplified"];
    inv.type = "corrective";
    inv.preceding = [{ series: "ABC", code: "122", issue_date: "2024-01-01", tax: precedingTax() }];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-04", properties: ["$.customer.tax_id"] }]);
  });

  it("simplified invoice F2 with customer identity (BILL-INVOICE-05)", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["simplified"];
    delete inv.customer.tax_id;
    inv.customer.identities = [{ key: "passport", code: "AA123456" }];
    // Rule 17 (the identity's country) only applies to invoices that are not simplified.
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-05", properties: ["$.customer"] }]);
  });

  it("invoice with only retained taxes fails (BILL-INVOICE-15)", async () => {
    const inv = testInvoiceStandard();
    inv.lines[0].taxes = [{ cat: "IRPF", rate: "pro" }];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-15", properties: ["$.lines[0].taxes"] }]);
  });

  it("a line without taxes fails (BILL-INVOICE-15)", async () => {
    const inv = testInvoiceStandard();
    inv.lines.push({ quantity: "1", item: { name: "untaxed", price: "1.00" } });
    const faults = addonFaults(await buildFaults(inv));
    expect(faults).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-15", properties: ["$.lines[1].taxes"] }]);
  });

  it("IGIC alone satisfies the line rule", async () => {
    const inv = testInvoiceStandard();
    inv.lines[0].taxes = [{ cat: "IGIC", rate: "general" }];
    const out = await built(inv);
    expect(out.lines[0].taxes[0].ext).toEqual({ "es-verifactu-op-class": "S1", "es-verifactu-regime": "01" });
  });

  it("invoice with VAT and IRPF passes", async () => {
    const inv = testInvoiceStandard();
    inv.lines[0].taxes = [
      { cat: "VAT", rate: "standard" },
      { cat: "IRPF", rate: "pro" },
    ];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("non-EUR currency without exchange rates (BILL-INVOICE-16)", async () => {
    const inv = testInvoiceStandard();
    inv.$regime = "ES";
    inv.currency = "USD";
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-16", properties: ["$"] }]);
  });

  it("non-EUR currency with exchange rates", async () => {
    const inv = testInvoiceStandard();
    inv.$regime = "ES";
    inv.currency = "USD";
    inv.exchange_rates = [{ from: "USD", to: "EUR", amount: "0.875967" }];
    await expect(built(inv)).resolves.toBeDefined();
  });
});

describe("VERI*FACTU invoice and correction types in the tax details", () => {
  it("an invoice without tax details is refused (BILL-INVOICE-09), with nothing said of its extensions", async () => {
    const faults = await faultsAfter(testInvoiceStandard(), (out) => void delete out.tax);
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-09", properties: ["$.tax"] }]);
  });

  it("a standard invoice with an R-type is refused (BILL-INVOICE-11)", async () => {
    const faults = await faultsAfter(testInvoiceStandard(), (out: Obj) => {
      out.tax.ext = { [DOC_TYPE]: "R1", [CORRECTION_TYPE]: "S" };
    });
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-11", properties: ["$.tax.ext"] }]);
  });

  it("a credit note with an F-type is refused (BILL-INVOICE-12)", async () => {
    const inv = testInvoiceStandard();
    inv.type = "credit-note";
    const faults = await faultsAfter(inv, (out: Obj) => {
      out.tax.ext[DOC_TYPE] = "F1";
    });
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-12", properties: ["$.tax.ext"] }]);
  });

  it("an R-type without a correction type is refused (BILL-INVOICE-13)", async () => {
    const inv = testInvoiceStandard();
    inv.type = "credit-note";
    const faults = await faultsAfter(inv, (out: Obj) => {
      delete out.tax.ext[CORRECTION_TYPE];
    });
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-ES-VERIFACTU-BILL-INVOICE-13", properties: ["$.tax.ext"] }]);
  });

  it.each([
    ["credit-note", "I"],
    ["debit-note", "I"],
    ["corrective", "S"],
  ])("a %s gets correction type %s and invoice type R1", async (type, correction) => {
    const inv = testInvoiceStandard();
    inv.type = type;
    inv.preceding = [{ code: "122", issue_date: "2024-01-01", tax: precedingTax() }];
    const out = await built(inv);
    expect(out.tax.ext).toEqual({ [CORRECTION_TYPE]: correction, [DOC_TYPE]: "R1" });
  });

  it("a correction type given is replaced by the one of the invoice's type", async () => {
    const inv = testInvoiceStandard();
    inv.type = "credit-note";
    inv.tax = { ext: { [CORRECTION_TYPE]: "S" } };
    const out = await built(inv);
    expect(out.tax.ext[CORRECTION_TYPE]).toBe("I");
  });

  it.each(["R2", "R3", "R4", "R5"])("a correction keeps the invoice type %s it was given", async (code) => {
    const inv = testInvoiceStandard();
    inv.type = "debit-note";
    inv.tax = { ext: { [DOC_TYPE]: code } };
    const out = await builtIgnoring(inv, ["GOBL-ES-VERIFACTU-BILL-INVOICE-04"]);
    expect(out.tax.ext[DOC_TYPE]).toBe(code);
  });

  it("a correction given an F-type gets R1", async () => {
    const inv = testInvoiceStandard();
    inv.type = "credit-note";
    inv.tax = { ext: { [DOC_TYPE]: "F1" } };
    const out = await built(inv);
    expect(out.tax.ext[DOC_TYPE]).toBe("R1");
  });
});
