/**
 * Refusals in the first steps with bizdoc name the path at fault and say what
 * to do (issue 27, item 3): an unknown regime, signing without a code, an
 * unknown extension key, the faults that only follow from another, an
 * unknown schema or addon, a malformed date, a missing or wrong key.
 */
import { refusalOf } from "../../support/documents.ts";
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { closest } from "../../../engine/errors/suggest.ts";
import { withoutKnockOns } from "../../../engine/rules/knock-on.ts";

const engine = createEngine();
const INVOICE = "https://gobl.org/draft-0/bill/invoice";
const supplier = { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } };
const customer = { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } };
const line = (item: Record<string, unknown> = { name: "Development", price: "10" }) => ({ quantity: "1", item, taxes: [{ cat: "VAT", rate: "general" }] });
const invoice = (over: Record<string, unknown> = {}) => ({ $schema: INVOICE, supplier, customer, lines: [line()], ...over });

const failure = refusalOf;

describe("a regime that does not exist", () => {
  it("is named at $.$regime, with the regimes there are, and the currency fault that follows is not reported", async () => {
    for (const code of ["XX", "JP"]) {
      const err = await failure(engine.build(invoice({ $regime: code })));
      expect(err.status).toBe(422);
      expect(err.faults).toHaveLength(1);
      expect(err.faults[0]).toMatchObject({ code: "BIZDOC-REGIME-01", properties: ["$.$regime"] });
      expect(err.faults[0].description).toContain(`there is no regime '${code}'`);
      expect(err.faults[0].description).toContain("AE, AR, AT");
      expect(err.message).not.toContain("$.currency");
    }
  });

  it("is at $.doc.$regime in an envelope", async () => {
    const err = await failure(engine.build(invoice({ $regime: "XX" }), { envelop: true }));
    expect(err.faults.map((f) => f.properties)).toEqual([["$.doc.$regime"]]);
  });

  it("is the cause of a rate key that cannot be resolved", async () => {
    const err = await failure(engine.build(invoice({ $regime: "JP", currency: "JPY" })));
    expect(err.faults).toHaveLength(1);
    expect(err.faults[0]).toMatchObject({ code: "BIZDOC-REGIME-01", properties: ["$.$regime"] });
    expect(err.faults[0].description).toContain("$.lines[0].taxes[0].rate");
  });

  it("still lets a document with its currency and percentages build, as GOBL does", async () => {
    const built = (await engine.build(invoice({ $regime: "JP", currency: "JPY", lines: [{ quantity: "1", item: { name: "x", price: "1000" }, taxes: [{ cat: "VAT", percent: "10%" }] }] }))) as any;
    expect(built.totals.payable).toBe("1100");
  });

  it("a missing supplier is named as the cause of a missing currency", async () => {
    const err = await failure(engine.build(invoice({ supplier: undefined })));
    expect(err.faults).toEqual([expect.objectContaining({ code: "BIZDOC-REGIME-02", properties: ["$.supplier"] })]);
    expect(err.faults[0].description).toContain("supplier.tax_id.country");
  });

  it("a supplier's country without a regime is named in the currency fault", async () => {
    const err = await failure(engine.build(invoice({ supplier: { name: "A", tax_id: { country: "JP" } } })));
    expect(err.faults[0].properties).toEqual(["$.currency"]);
    expect(err.faults[0].description).toContain("no regime for 'JP'");
  });
});

describe("signing a document without a code", () => {
  it("points at $.doc.code and says to set it", async () => {
    const keys = await engine.keygen();
    const err = await failure(engine.sign(invoice(), { privateKey: keys.private }));
    expect(err.faults).toEqual([expect.objectContaining({ code: "GOBL-ENVELOPE-13", properties: ["$.doc.code"] })]);
    expect(err.faults[0].description).toMatch(/has no code; set its code/);
    expect(err.faults[0].description).toContain("correct's `code` option");
  });

  it("correct's `code` (a bizdoc extension) gives the corrective document a code, so that it can be signed", async () => {
    const keys = await engine.keygen();
    const signed = await engine.sign(invoice({ code: "INV-1", issue_date: "2025-01-10" }), { privateKey: keys.private });
    const noCode = (await engine.correct(signed, { type: "credit-note" })) as any;
    expect(noCode.doc.code).toBeUndefined();
    expect((await failure(engine.sign(noCode, { privateKey: keys.private }))).faults[0].properties).toEqual(["$.doc.code"]);

    const corrected = (await engine.correct(signed, { type: "credit-note", code: " CN-1 ", series: "CN" })) as any;
    expect(corrected.doc).toMatchObject({ type: "credit-note", series: "CN", code: "CN-1", preceding: [{ code: "INV-1" }] });
    const credit = (await engine.sign(corrected, { privateKey: keys.private })) as any;
    expect(await engine.verify(credit, keys.public)).toEqual({ ok: true });

    const bare = (await engine.correct(invoice({ code: "INV-2" }), { type: "credit-note", code: "CN-2" })) as any;
    expect(bare.code).toBe("CN-2");
  });

  it("refuses a code that is not text, at $.options.code", async () => {
    const err = await failure(engine.correct(invoice({ code: "INV-1" }), { type: "credit-note", code: 5 } as never));
    expect(err.faults[0].properties).toEqual(["$.options.code"]);
  });

  it("the correction options' schema offers `code`, marked as bizdoc's", async () => {
    const schema = (await engine.correctionSchema(invoice({ code: "INV-1" }))) as any;
    const options = schema.$defs["bill.CorrectionOptions"];
    expect(Object.keys(options.properties).slice(0, 4)).toEqual(["type", "issue_date", "series", "code"]);
    expect(options.properties.code.description).toMatch(/^bizdoc extension, not in GOBL/);
  });
});

describe("an extension key no addon defines", () => {
  it("is named, at its path, with the defined key it resembles", async () => {
    const taxes = [{ cat: "VAT", rate: "general", ext: { "untdid-tax-categry": "S" } }];
    const err = await failure(engine.build(invoice({ lines: [{ ...line(), taxes }] })));
    const fault = err.faults.find((f) => f.code === "GOBL-TAX-COMBO-06")!;
    expect(fault.properties).toEqual(['$.lines[0].taxes[0].ext["untdid-tax-categry"]']);
    expect(fault.description).toBe("tax extension key 'untdid-tax-categry' not defined (did you mean 'untdid-tax-category'?)");
  });
});

describe("faults that only follow from another", () => {
  it("a misspelt price gives the missing price alone, not the tax and totals faults that follow from it", async () => {
    const err = await failure(engine.build(invoice({ lines: [line({ name: "x", prize: "10" })] })));
    expect(err.faults).toEqual([{ code: "GOBL-BILL-INVOICE-08", properties: ["$.lines[0].item.price"], description: "every invoice line item needs a price" }]);
  });

  it("keeps the other lines' faults, and those of a line whose cause is elsewhere", async () => {
    const err = await failure(engine.build(invoice({ lines: [line({ name: "x" }), line(), { quantity: "1", taxes: [{ cat: "VAT", rate: "general" }] }] })));
    expect(err.faults.map((f) => [f.code, f.properties])).toEqual([
      ["GOBL-BILL-INVOICE-08", ["$.lines[0].item.price"]],
      ["GOBL-BILL-LINE-03", ["$.lines[2].item"]],
    ]);
  });

  it("no lines: the lines are the cause, not the totals", async () => {
    const err = await failure(engine.build(invoice({ lines: [] })));
    expect(err.faults.map((f) => f.code)).toEqual(["GOBL-BILL-INVOICE-10"]);
  });

  it("an ignored cause lets what follows from it be reported", async () => {
    const env = { doc: invoice({ code: "A", lines: [line({ name: "x" })] }), head: { ignore: ["GOBL-BILL-INVOICE-08"] } };
    const err = await failure(engine.build(env));
    expect(err.faults.map((f) => f.code)).toEqual(expect.arrayContaining(["GOBL-BILL-INVOICE-09", "GOBL-TAX-COMBO-03"]));
  });

  it("drops only the paths within a cause's reach, in time linear in the paths", () => {
    const n = 20_000;
    const paths = (f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));
    const faults = withoutKnockOns([
      { code: "GOBL-BILL-INVOICE-08", properties: paths((i) => `$.lines[${i * 2}].item.price`), description: "price" },
      { code: "GOBL-TAX-COMBO-03", properties: paths((i) => `$.lines[${i}].taxes[0]`), description: "rate" },
      { code: "GOBL-ORG-PARTY-01", properties: ["$.supplier"], description: "other" },
    ]);
    expect(faults.map((f) => f.code)).toEqual(["GOBL-BILL-INVOICE-08", "GOBL-TAX-COMBO-03", "GOBL-ORG-PARTY-01"]);
    expect(faults[1].properties).toHaveLength(n / 2);
    expect(faults[1].properties[0]).toBe("$.lines[1].taxes[0]");
  });
});

describe("the other first steps", () => {
  it("an unknown $schema gives the kind it resembles", async () => {
    const err = await failure(engine.build({ ...invoice(), $schema: "https://gobl.org/draft-0/bill/invoic" }));
    expect(err.faults[0]).toMatchObject({ properties: ["$.$schema"] });
    expect(err.faults[0].description).toContain(`did you mean '${INVOICE}'`);
    const none = await failure(engine.build({ ...invoice(), $schema: "https://example.com/x" }));
    expect(none.faults[0].description).toContain("bill/invoice, ");
  });

  it("a missing $schema says how to give one", async () => {
    const err = await failure(engine.build({ ...invoice(), $schema: undefined }));
    expect(err.faults[0].description).toContain("set $schema");
  });

  it("an unknown addon key gives the addon it resembles", async () => {
    const err = await failure(engine.build(invoice({ $addons: ["eu-en16931"] })));
    expect(err.faults).toEqual([
      { code: "GOBL-TAX-ADDONS-01", properties: ["$.$addons[0]"], description: "'eu-en16931' is not a registered addon (did you mean 'eu-en16931-v2017'?)" },
    ]);
  });

  // The input checks (engine/schema) refuse a malformed date before the rules run; their wording is theirs.
  it("a date in another format is refused at its path", async () => {
    const err = await failure(engine.build(invoice({ issue_date: "01/02/2024" })));
    expect(err.faults[0]).toMatchObject({ code: "GOBL-CAL-DATE-01", properties: ["$.issue_date"] });
  });

  it("an unknown tax category or rate gives the one it resembles, or the choices", async () => {
    const cat = await failure(engine.build(invoice({ lines: [{ ...line(), taxes: [{ cat: "VTA", rate: "general" }] }] })));
    expect(cat.faults[0]).toMatchObject({ code: "GOBL-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].cat"] });
    expect(cat.faults[0].description).toContain("did you mean 'VAT'");
    const rate = await failure(engine.build(invoice({ lines: [{ ...line(), taxes: [{ cat: "VAT", rate: "foo" }] }] })));
    expect(rate.faults[0].description).toContain("its rates: general, ");
  });

  it("signing without a key says how to make one", async () => {
    const err = await failure(engine.sign(invoice({ code: "A" }), { privateKey: undefined }));
    expect(err.key).toBe("input");
    expect(err.message).toContain("bizdoc keygen");
  });

  it("verifying with another key names the signature and both keys", async () => {
    const keys = await engine.keygen();
    const other = await engine.keygen();
    const signed = await engine.sign(invoice({ code: "A" }), { privateKey: keys.private });
    const err = await failure(engine.verify(signed, other.public));
    expect(err.key).toBe("signature");
    expect(err.faults[0].properties).toEqual(["$.sigs[0]"]);
    expect(err.message).toContain(`signed with the key '${keys.private.kid}'`);
    expect(err.message).toContain(`this public key is '${other.public.kid}'`);
  });
});

describe("closest", () => {
  it("guesses misspellings and fragments, not two-letter codes", () => {
    expect(closest("untdid-tax-categry", ["untdid-tax-category", "untdid-charge"])).toBe("untdid-tax-category");
    expect(closest("en16931", ["eu-en16931-v2017", "de-xrechnung-v3"])).toBe("eu-en16931-v2017");
    expect(closest("XX", ["MX", "ES"])).toBeUndefined();
    expect(closest("zzzzzz", ["VAT"])).toBeUndefined();
  });
});
