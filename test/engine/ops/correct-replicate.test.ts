import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { CalDate } from "../../../engine/cal/index.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../support/shared.ts";

const engine = createEngine();
const ops = (name: string) => JSON.parse(readFileSync(sharedPath("reference", "gobl-api-ops", name), "utf8"));

/**
 * GOBL generates the header and document uuids afresh (so also the digest),
 * and replicate dates the copy today: those fields are left out of the
 * comparison, everything else must match GOBL's golden files.
 */
function withoutGenerated(value: any, { today = false } = {}): any {
  const copy = structuredClone(value);
  const doc = copy.doc ?? copy;
  if (copy.head) {
    delete copy.head.uuid;
    delete copy.head.dig;
  }
  delete doc.uuid;
  if (today) delete doc.issue_date;
  return copy;
}

describe.skipIf(!HAS_SHARED)("correct and replicate against GOBL's golden files", () => {
  const envelope = () => ops("success.json");
  const invoice = () => ops("success.json").doc;
  const options = { type: "credit-note", issue_date: "2023-04-17", ext: { "es-facturae-correction": "01" } };

  it("corrects an envelope into a credit note (TestCorrect_success)", async () => {
    const built = await engine.correct(envelope(), options);
    expect(withoutGenerated(JSON.parse(JSON.stringify(built)))).toEqual(withoutGenerated(ops("TestCorrect_success")));
  });

  it("gives the corrective envelope new uuids and the original as preceding document", async () => {
    const built = (await engine.correct(envelope(), options)) as any;
    expect(built.head.uuid).not.toBe(envelope().head.uuid);
    expect(built.doc.uuid).toMatch(/^[0-9a-f-]{14}7/);
    expect(built.doc.preceding[0].uuid).toBe(envelope().doc.uuid);
    expect(built.doc.code).toBeUndefined();
  });

  it("corrects a bare invoice without giving it a uuid (TestCorrect_success_just_invoice)", async () => {
    const built = (await engine.correct(ops("invoice.json"), options)) as any;
    expect(built.uuid).toBeUndefined();
    expect(withoutGenerated(JSON.parse(JSON.stringify(built)))).toEqual(withoutGenerated(ops("TestCorrect_success_just_invoice")));
  });

  it("keeps an extension key it does not know in the preceding data (TestCorrect_error_invalid_extension)", async () => {
    const built = await engine.correct(envelope(), { type: "credit-note", issue_date: "2023-04-17", ext: { "es-facturae-correct": "01" } });
    expect(withoutGenerated(JSON.parse(JSON.stringify(built)))).toEqual(withoutGenerated(ops("TestCorrect_error_invalid_extension")));
  });

  it("gives the correction-options schema for the invoice's regime (TestCorrect_options_schema)", async () => {
    const ours = (await engine.correctionSchema(envelope())) as any;
    const gobl = ops("TestCorrect_options_schema");
    expect(ours.$id).toBe(gobl.$id);
    expect(ours.$comment).toBe(gobl.$comment);
    const [a, b] = [ours.$defs["bill.CorrectionOptions"], gobl.$defs["bill.CorrectionOptions"]];
    // `code` is bizdoc's addition to GOBL's options (the corrective document's code, so that it can be signed).
    expect(Object.keys(a.properties).filter((k) => k !== "code").sort()).toEqual(Object.keys(b.properties).sort());
    expect(a.properties.code.description).toMatch(/^bizdoc extension/);
    expect(a.required).toEqual(b.required);
    expect(a.recommended).toEqual(b.recommended);
    expect(a.properties.type.default).toBe(b.properties.type.default);
    expect(a.properties.type.oneOf.map((o: any) => o.const)).toEqual(b.properties.type.oneOf.map((o: any) => o.const));
  });

  it("replicates an envelope (TestReplicate_success)", async () => {
    const built = (await engine.replicate(envelope())) as any;
    expect(built.doc.issue_date).toBe(CalDate.today("Europe/Madrid").toString());
    expect(withoutGenerated(JSON.parse(JSON.stringify(built)), { today: true })).toEqual(withoutGenerated(ops("TestReplicate_success"), { today: true }));
  });

  it("replicates a bare invoice, which gets a new uuid (TestReplicate_success_just_invoice)", async () => {
    const built = (await engine.replicate(invoice())) as any;
    expect(built.uuid).toMatch(/^[0-9a-f-]{14}7/);
    expect(built.uuid).not.toBe(invoice().uuid);
    expect(withoutGenerated(JSON.parse(JSON.stringify(built)), { today: true })).toEqual(
      withoutGenerated(ops("TestReplicate_success_just_invoice"), { today: true }),
    );
  });
});

if (!HAS_SHARED) it.skip(`golden correct/replicate files: ${SKIP_NO_SHARED}`, () => {});

describe("correct: bad requests", () => {
  const invoice = {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    code: "A-1",
    issue_date: "2024-01-10",
    supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
    lines: [{ quantity: "1", item: { name: "Work", price: "100.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  };

  it("requires a correction type", async () => {
    const err = (await engine.correct(invoice, {}).catch((e) => e)) as BizdocError;
    expect(err).toBeInstanceOf(BizdocError);
    expect(err.key).toBe("validation");
    expect(err.faults[0].properties).toEqual(["$.options.type"]);
  });

  it("refuses a type the regime does not allow", async () => {
    const err = (await engine.correct({ ...invoice, supplier: { ...invoice.supplier, tax_id: { country: "DE", code: "111111125" } } }, { type: "debit-note" }).catch((e) => e)) as BizdocError;
    expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.options.type"] })]);
  });

  it("refuses an invoice without a code", async () => {
    const { code: _code, ...noCode } = invoice;
    const err = (await engine.correct(noCode, { type: "credit-note" }).catch((e) => e)) as BizdocError;
    expect(err.faults[0].properties).toEqual(["$.code"]);
  });

  it("builds a credit note with positive amounts and the original as preceding", async () => {
    const note = (await engine.correct(invoice, { type: "credit-note", issue_date: "2024-02-01", reason: "Returned goods" })) as any;
    expect(note.type).toBe("credit-note");
    expect(note.issue_date).toBe("2024-02-01");
    // The original is referenced as given, before any defaults: it named no type, so neither does the reference.
    expect(note.preceding).toEqual([{ code: "A-1", issue_date: "2024-01-10", reason: "Returned goods" }]);
    expect(note.totals.payable).toBe("121.00");
  });

  it("refuses to correct something that is not an invoice", async () => {
    const err = (await engine.correct({ $schema: "https://gobl.org/draft-0/note/message", content: "x" }, { type: "credit-note" }).catch((e) => e)) as BizdocError;
    expect(err.key).toBe("input");
  });
});
