/**
 * Correcting a VERI*FACTU invoice over HTTP (`POST /v0/correct`).
 *
 * What is expected comes from GOBL's code: bill/invoice_correct.go builds the
 * preceding reference from the original (uuid, type, series, code, issue
 * date, the options' reason and ext, and a copy of the tax totals with
 * `copy_tax`), sets the new type, series and date, clears uuid and code, and
 * runs the correction normalisers before calculating. The ES regime allows
 * credit notes, corrective invoices and debit notes (regimes/es/corrections.go);
 * VERI*FACTU adds the invoice type as the options' extension and recommends
 * `copy_tax` (addons/es/verifactu/bill.go `invoiceCorrectionDefinitions`).
 * Its `billCorrectionNormalizer` takes the invoice type off the preceding
 * reference and, when the options give one, merges it into the invoice's tax
 * extensions; `normalizeBillInvoice` then sets the correction type (I for
 * credit and debit notes, S for corrective invoices) and R1 unless the type
 * is R2-R5, and the simplified scenario turns it into R5.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "../../../../index.ts";
import { Client, startServer, type TestServer } from "../../../server/helpers.ts";

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startServer({ engine: createEngine() });
  api = await Client.for(server);
});
afterAll(() => server.close());

const ADDON = "es-verifactu-v1";
const DOC_TYPE = "es-verifactu-doc-type";
const CORRECTION_TYPE = "es-verifactu-correction-type";
const UUID = "0190b5a2-7f49-7f0a-9c5b-2a9c1b6c2d3e";

/** A complete VERI*FACTU invoice between two Spanish companies. */
function verifactuInvoice(): Record<string, any> {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $addons: [ADDON],
    uuid: UUID,
    series: "SAMPLE",
    code: "001",
    issue_date: "2024-03-01",
    currency: "EUR",
    supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
    customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
    lines: [{ quantity: "2", item: { name: "Work", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  };
}

/** A simplified VERI*FACTU invoice (F2): no customer. */
function simplifiedInvoice(): Record<string, any> {
  const inv = verifactuInvoice();
  inv.$tags = ["simplified"];
  delete inv.customer;
  return inv;
}

async function build(data: Record<string, any>): Promise<Record<string, any>> {
  const res = await api.post("/build", { data });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function correct(data: unknown, options: Record<string, unknown>): Promise<Record<string, any>> {
  const res = await api.post("/correct", { data, options });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describe("POST /v0/correct on a VERI*FACTU invoice", () => {
  it("the original is an F1 invoice", async () => {
    const original = await build(verifactuInvoice());
    expect(original.tax.ext).toEqual({ [DOC_TYPE]: "F1" });
  });

  // Every correction type the ES regime allows (VERI*FACTU adds none), with and without an
  // invoice type in the options.
  it.each([
    ["credit-note", "", "I", "R1"],
    ["credit-note", "R3", "I", "R3"],
    ["corrective", "", "S", "R1"],
    ["corrective", "R2", "S", "R2"],
    ["debit-note", "", "I", "R1"],
    ["debit-note", "R4", "I", "R4"],
  ])("%s with invoice type '%s' in the options → correction type %s, invoice type %s", async (type, given, correction, docType) => {
    const original = await build(verifactuInvoice());
    const options = {
      type,
      issue_date: "2024-04-01",
      series: "R-SAMPLE",
      reason: "wrong quantity",
      copy_tax: true,
      ...(given ? { ext: { [DOC_TYPE]: given } } : {}),
    };
    const doc = await correct(original, options);

    expect(doc.$schema).toBe("https://gobl.org/draft-0/bill/invoice");
    expect(doc.$regime).toBe("ES");
    expect(doc.$addons).toEqual([ADDON]);
    expect(doc.type).toBe(type);
    expect(doc.series).toBe("R-SAMPLE");
    expect(doc.issue_date).toBe("2024-04-01");
    // A bare document: no new uuid, and never the original's code.
    expect(doc.uuid).toBeUndefined();
    expect(doc.code).toBeUndefined();
    // The invoice type moved off the reference, which is left without extensions.
    expect(doc.preceding).toEqual([
      {
        uuid: UUID,
        type: "standard",
        series: "SAMPLE",
        code: "001",
        issue_date: "2024-03-01",
        reason: "wrong quantity",
        tax: original.totals.taxes,
      },
    ]);
    expect(doc.tax.ext).toEqual({ [CORRECTION_TYPE]: correction, [DOC_TYPE]: docType });
    // Amounts are not inverted: the type carries the meaning.
    expect(doc.totals).toEqual(original.totals);
  });

  it("without copy_tax a credit note refers to the original without its taxes", async () => {
    const original = await build(verifactuInvoice());
    const doc = await correct(original, { type: "credit-note", issue_date: "2024-04-01", ext: { [DOC_TYPE]: "R1" } });
    expect(doc.preceding).toEqual([{ uuid: UUID, type: "standard", series: "SAMPLE", code: "001", issue_date: "2024-03-01" }]);
    expect(doc.series).toBe("SAMPLE");
    expect(doc.tax.ext).toEqual({ [CORRECTION_TYPE]: "I", [DOC_TYPE]: "R1" });
  });

  it("a corrective invoice without the original's taxes is refused (GOBL-ES-VERIFACTU-BILL-INVOICE-03)", async () => {
    const original = await build(verifactuInvoice());
    const res = await api.post("/correct", { data: original, options: { type: "corrective", issue_date: "2024-04-01" } });
    expect(res.status).toBe(422);
    expect(res.body.faults.map((f: any) => [f.code, f.properties])).toEqual([["GOBL-ES-VERIFACTU-BILL-INVOICE-03", ["$.preceding[0].tax"]]]);
  });

  it("an F-type given in the options becomes R1", async () => {
    const original = await build(verifactuInvoice());
    const doc = await correct(original, { type: "credit-note", issue_date: "2024-04-01", ext: { [DOC_TYPE]: "F2" } });
    expect(doc.preceding[0].ext).toBeUndefined();
    expect(doc.tax.ext).toEqual({ [CORRECTION_TYPE]: "I", [DOC_TYPE]: "R1" });
  });

  it("extensions of the options other than the invoice type stay on the reference", async () => {
    const original = await build(verifactuInvoice());
    const doc = await correct(original, {
      type: "debit-note",
      issue_date: "2024-04-01",
      ext: { [DOC_TYPE]: "R2", "es-verifactu-issuer-type": "T" },
    });
    expect(doc.preceding[0].ext).toEqual({ "es-verifactu-issuer-type": "T" });
    expect(doc.tax.ext).toEqual({ [CORRECTION_TYPE]: "I", [DOC_TYPE]: "R2" });
  });

  it.each(["credit-note", "corrective", "debit-note"])("a %s of a simplified invoice is R5, whatever the options say", async (type) => {
    const original = await build(simplifiedInvoice());
    expect(original.tax.ext).toEqual({ [DOC_TYPE]: "F2" });
    const doc = await correct(original, { type, issue_date: "2024-04-01", copy_tax: true, ext: { [DOC_TYPE]: "R1" } });
    expect(doc.preceding[0].ext).toBeUndefined();
    expect(doc.tax.ext).toEqual({ [CORRECTION_TYPE]: type === "corrective" ? "S" : "I", [DOC_TYPE]: "R5" });
  });

  it("a type the ES regime does not allow is refused", async () => {
    const original = await build(verifactuInvoice());
    const res = await api.post("/correct", { data: original, options: { type: "proforma" } });
    expect(res.status).toBe(422);
    expect(res.body.faults[0].properties).toEqual(["$.options.type"]);
  });

  it("an envelope gives a new envelope whose document refers to the original's uuid", async () => {
    const res = await api.post("/build", { data: verifactuInvoice(), envelop: true });
    expect(res.status).toBe(200);
    const env = res.body;
    const out = await correct(env, { type: "credit-note", issue_date: "2024-04-01", ext: { [DOC_TYPE]: "R1" } });
    expect(out.$schema).toBe("https://gobl.org/draft-0/envelope");
    expect(out.doc.uuid).toBeDefined();
    expect(out.doc.uuid).not.toBe(UUID);
    expect(out.doc.preceding[0]).toMatchObject({ uuid: UUID, code: "001" });
    expect(out.doc.tax.ext).toEqual({ [CORRECTION_TYPE]: "I", [DOC_TYPE]: "R1" });
  });
});

describe("POST /v0/correct with schema: true on a VERI*FACTU invoice", () => {
  /** GOBL's names of the invoice types (addons/es/verifactu/extensions.go). */
  const DOC_TYPES: [string, string][] = [
    ["F1", "Invoice (Article 6, 7.2 and 7.3 of RD 1619/2012)"],
    ["F2", "Simplified invoice (Article 6.1.d) of RD 1619/2012)"],
    ["F3", "Invoice issued as replacement of simplified invoice"],
    ["R1", "Rectified invoice: articles 80.1, 80.2, and 80.6"],
    ["R2", "Rectified invoice: article 80.3"],
    ["R3", "Rectified invoice: article 80.4"],
    ["R4", "Rectified invoice: other"],
    ["R5", "Rectified invoice: simplified invoices"],
  ];

  async function optionsSchema(data: Record<string, any>): Promise<Record<string, any>> {
    const res = await api.post("/correct", { data, schema: true });
    expect(res.status, res.text).toBe(200);
    return res.body;
  }

  it("is the ES schema, with the regime's types and the invoice's series", async () => {
    const schema = await optionsSchema(verifactuInvoice());
    expect(schema.$id).toBe("https://gobl.org/draft-0/bill/correction-options?tax_regime=es");
    expect(schema.$comment).toBe("Generated dynamically for es");
    expect(schema.$ref).toBe("#/$defs/bill.CorrectionOptions");
    const options = schema.$defs["bill.CorrectionOptions"];
    expect(options.required).toEqual(["type"]);
    expect(options.properties.type.default).toBe("credit-note");
    expect(options.properties.type.oneOf.map((o: any) => [o.const, o.title])).toEqual([
      ["credit-note", "Credit Note"],
      ["corrective", "Corrective"],
      ["debit-note", "Debit Note"],
    ]);
    expect(options.properties.series.default).toBe("SAMPLE");
  });

  it("recommends the series, the extensions and copying the taxes", async () => {
    const options = (await optionsSchema(verifactuInvoice())).$defs["bill.CorrectionOptions"];
    expect(options.recommended).toEqual(["series", "ext", "copy_tax"]);
  });

  it("describes the invoice type as the one extension of the options", async () => {
    const ext = (await optionsSchema(verifactuInvoice())).$defs["bill.CorrectionOptions"].properties.ext;
    expect(ext.$ref).toBeUndefined();
    expect(ext.type).toBe("object");
    expect(Object.keys(ext.properties)).toEqual([DOC_TYPE]);
    expect(ext.recommended).toEqual([DOC_TYPE]);
    const docType = ext.properties[DOC_TYPE];
    expect(docType).toMatchObject({ title: "Invoice Type Code", type: "string", description: expect.any(String) });
    expect(docType.oneOf.map((o: any) => [o.const, o.title])).toEqual(DOC_TYPES);
  });

  // GOBL gives each code its description when the code has one (bill/invoice_correct.go,
  // CorrectionOptionsSchema), and every invoice type has one.
  it("gives each invoice type its description, as GOBL does", async () => {
    const ext = (await optionsSchema(verifactuInvoice())).$defs["bill.CorrectionOptions"].properties.ext;
    for (const option of ext.properties[DOC_TYPE].oneOf) expect(option.description).toEqual(expect.any(String));
  });

  it("without the addon, the ES schema has no extensions (GOBL's TestCorrect_options_schema)", async () => {
    const inv = verifactuInvoice();
    delete inv.$addons;
    const options = (await optionsSchema(inv)).$defs["bill.CorrectionOptions"];
    expect(options.properties.ext).toBeUndefined();
    expect(options.recommended).toEqual(["series"]);
  });
});
