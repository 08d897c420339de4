/**
 * Correcting a TicketBAI invoice over HTTP (`POST /v0/correct`), with what
 * GOBL's `Invoice.Correct` (bill/invoice_correct.go) does under the ES
 * regime and the es-tbai-v1 addon:
 *
 * - the correction definition merges the regime's types (credit-note,
 *   corrective, debit-note, ES corrections.go) with the addon's extension
 *   (`es-tbai-correction`, tbai bill.go); it asks for no stamps and no
 *   reason, and neither the regime nor the addon has a correction
 *   normaliser;
 * - so the preceding reference is the original's uuid, type, series, code
 *   and issue date, plus the options' reason and ext, the rectification code
 *   staying there (rule GOBL-ES-TBAI-BILL-INVOICE-06 requires it there);
 * - stamps, given in the options or in the envelope header, are only ever
 *   copied for providers the definition names: none here;
 * - the new document has no code and no uuid of its own (a new one only when
 *   re-enveloped), keeps its series unless one is given, takes the options'
 *   type and date, and is calculated and validated again;
 * - the options schema offers the three types (credit-note first, the
 *   default), the invoice's series as default series, and the
 *   `es-tbai-correction` extension with its codes R1 to R5, recommended.
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

const ORIGINAL_UUID = "0190b5a2-7f49-7f0a-9c5b-2a9c1b6c2d3e";
const CORRECTION = "es-tbai-correction";

/** A TicketBAI invoice from a Bizkaia company to a Spanish company. */
function ticketBAIInvoice(): Record<string, any> {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $addons: ["es-tbai-v1"],
    uuid: ORIGINAL_UUID,
    series: "FR",
    code: "012",
    issue_date: "2024-03-01",
    currency: "EUR",
    supplier: {
      name: "Provide One S.L.",
      tax_id: { country: "ES", code: "B98602642" },
      addresses: [{ street: "Gran Vía", num: "1", locality: "Bilbao", region: "Bizkaia", code: "48001", country: "ES" }],
    },
    customer: { name: "Sample Consumer S.L.", tax_id: { country: "ES", code: "B63272603" } },
    lines: [{ quantity: "2", item: { name: "Development services", price: "90.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    notes: [{ key: "general", text: "Development services" }],
  };
}

const TYPES = ["credit-note", "corrective", "debit-note"];

describe("POST /v0/correct on a TicketBAI invoice", () => {
  let original: Record<string, any>;

  beforeAll(async () => {
    const res = await api.post("/build", { data: ticketBAIInvoice() });
    expect(res.status).toBe(200);
    original = res.body;
    expect(original.tax.ext).toEqual({ "es-tbai-region": "BI" });
  });

  it.each(TYPES.map((type, i) => [type, `R${i + 1}`]))("gives a %s referring to the original, with its rectification code %s", async (type, code) => {
    const options = { type, issue_date: "2024-04-01", reason: "wrong amount", ext: { [CORRECTION]: code } };
    const res = await api.post("/correct", { data: original, options });
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.$schema).toBe("https://gobl.org/draft-0/bill/invoice");
    expect(doc.type).toBe(type);
    expect(doc.preceding).toEqual([
      { uuid: ORIGINAL_UUID, type: "standard", series: "FR", code: "012", issue_date: "2024-03-01", reason: "wrong amount", ext: { [CORRECTION]: code } },
    ]);
    // A bare corrective document gets no code and no uuid; the series stays; the date is the options'.
    expect(doc.code).toBeUndefined();
    expect(doc.uuid).toBeUndefined();
    expect(doc.series).toBe("FR");
    expect(doc.issue_date).toBe("2024-04-01");
    // The rectification code stays on the reference: nothing moves it to the document.
    expect(doc.tax.ext).toEqual({ "es-tbai-region": "BI" });
    // Calculated again, amounts not inverted.
    expect(doc.totals).toMatchObject({ sum: "180.00", tax: "37.80", payable: "217.80" });
    expect(doc.lines[0].taxes[0].ext).toEqual({ "es-tbai-product": "services", "es-tbai-regime": "01" });
  });

  it("takes the series the options give", async () => {
    const res = await api.post("/correct", { data: original, options: { type: "credit-note", series: "FR-R", issue_date: "2024-04-01", ext: { [CORRECTION]: "R4" } } });
    expect(res.status).toBe(200);
    expect(res.body.series).toBe("FR-R");
    expect(res.body.preceding[0]).toEqual({ uuid: ORIGINAL_UUID, type: "standard", series: "FR", code: "012", issue_date: "2024-03-01", ext: { [CORRECTION]: "R4" } });
  });

  it("keeps no stamp given in the options: the definition asks for none", async () => {
    const options = { type: "credit-note", issue_date: "2024-04-01", ext: { [CORRECTION]: "R1" }, stamps: [{ prv: "tbai-code", val: "TBAI-B98602642-010324-ABCDEFGHIJKLM-123" }] };
    const res = await api.post("/correct", { data: original, options });
    expect(res.status).toBe(200);
    expect(res.body.preceding[0].stamps).toBeUndefined();
  });

  it("corrects an envelope into a new envelope: header stamps are not carried, the document gets a new uuid", async () => {
    const env = (await api.post("/build", { data: ticketBAIInvoice(), envelop: true })).body;
    env.head.stamps = [
      { prv: "tbai-code", val: "TBAI-B98602642-010324-ABCDEFGHIJKLM-123" },
      { prv: "tbai-qr", val: "https://batuz.eus/QRTBAI/?id=TBAI-B98602642-010324-ABCDEFGHIJKLM-123" },
    ];
    const res = await api.post("/correct", { data: env, options: { type: "corrective", issue_date: "2024-04-01", ext: { [CORRECTION]: "R2" } } });
    expect(res.status).toBe(200);
    expect(res.body.$schema).toBe("https://gobl.org/draft-0/envelope");
    expect(res.body.head.uuid).not.toBe(env.head.uuid);
    expect(res.body.head.stamps).toBeUndefined();
    const doc = res.body.doc;
    expect(doc.type).toBe("corrective");
    expect(doc.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(doc.uuid).not.toBe(ORIGINAL_UUID);
    expect(doc.preceding).toEqual([{ uuid: ORIGINAL_UUID, type: "standard", series: "FR", code: "012", issue_date: "2024-03-01", ext: { [CORRECTION]: "R2" } }]);
  });

  it("refuses a corrective document without its rectification code (GOBL-ES-TBAI-BILL-INVOICE-06)", async () => {
    const env = (await api.post("/build", { data: ticketBAIInvoice(), envelop: true })).body;
    const res = await api.post("/correct", { data: env, options: { type: "credit-note", issue_date: "2024-04-01" } });
    expect(res.status).toBe(422);
    expect(res.body.key).toBe("validation");
    expect(res.body.faults).toContainEqual(expect.objectContaining({ code: "GOBL-ES-TBAI-BILL-INVOICE-06", properties: ["$.doc.preceding[0].ext"] }));
  });

  it("refuses a type the ES regime does not allow for corrections", async () => {
    const env = (await api.post("/build", { data: ticketBAIInvoice(), envelop: true })).body;
    const res = await api.post("/correct", { data: env, options: { type: "proforma", ext: { [CORRECTION]: "R1" } } });
    // GOBL refuses it before correcting anything ("invalid correction type"), as a validation error for envelopes.
    expect(res.status).toBe(422);
    expect(res.body.key).toBe("validation");
  });

  it("gives the correction-options schema with the regime's types and the addon's extension", async () => {
    const res = await api.post("/correct", { data: original, schema: true });
    expect(res.status).toBe(200);
    expect(res.body.$id).toBe("https://gobl.org/draft-0/bill/correction-options?tax_regime=es");
    expect(res.body.$comment).toBe("Generated dynamically for es");
    const options = res.body.$defs["bill.CorrectionOptions"];
    expect(options.required).toEqual(["type"]);
    expect(options.recommended).toEqual(["series", "ext"]);

    expect(options.properties.type.default).toBe("credit-note");
    expect(options.properties.type.oneOf).toEqual([
      { const: "credit-note", title: "Credit Note", description: expect.any(String) },
      { const: "corrective", title: "Corrective", description: expect.any(String) },
      { const: "debit-note", title: "Debit Note", description: expect.any(String) },
    ]);
    expect(options.properties.series.default).toBe("FR");

    const ext = options.properties.ext;
    expect(ext.$ref).toBeUndefined();
    expect(ext.type).toBe("object");
    expect(ext.recommended).toEqual([CORRECTION]);
    expect(Object.keys(ext.properties)).toEqual([CORRECTION]);
    expect(ext.properties[CORRECTION]).toEqual({
      title: "TicketBAI Rectification Type Code",
      type: "string",
      description: expect.any(String),
      oneOf: [
        { const: "R1", title: "Rectified invoice: error based on law and Article 80 One, Two and Six of the Provincial Tax Law of VAT" },
        { const: "R2", title: "Rectified invoice: error based on law and Article 80 Three of the Provincial Tax Law of VAT" },
        { const: "R3", title: "Rectified invoice: error based on law and Article 80 Four of the Provincial Tax Law of VAT" },
        { const: "R4", title: "Rectified invoice: Other" },
        { const: "R5", title: "Rectified invoice: simplified invoices" },
      ],
    });
    // Neither the regime nor the addon copies tax totals or needs a reason.
    expect(options.recommended).not.toContain("copy_tax");
  });
});
