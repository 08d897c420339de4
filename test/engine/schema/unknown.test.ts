/**
 * Document fields no schema defines (issue 27, item 4): found with their
 * paths and the closest defined name, by `engine.unknownFields` and the
 * operations of `engine.withWarnings`, or refused with `strict`.
 */
import { describe, expect, it } from "vitest";
import { createEngine, isBizdocError, MAX_LISTED_FAULTS, parseJSON, SCHEMA } from "../../../index.ts";
import { closestName, distanceWithin, MAX_SUGGESTED_LENGTH } from "../../../engine/schema/closest.ts";

const engine = createEngine();

const invoice = (): Record<string, any> => ({
  $schema: SCHEMA.invoice,
  code: "S-1",
  issue_date: "2024-03-01",
  currency: "EUR",
  supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
  customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
  lines: [{ quantity: "2", item: { name: "Work", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const unknown = (properties: string[], description: string) => ({ code: "BIZDOC-UNKNOWN-FIELD", properties, description });

describe("closestName", () => {
  it("finds the known name one or two edits away, case aside", () => {
    expect(closestName("envelope", ["data", "template", "type", "envelop", "strict"])).toBe("envelop");
    expect(closestName("custmer", ["supplier", "customer", "lines"])).toBe("customer");
    expect(closestName("prize", ["name", "price", "unit"])).toBe("price");
    expect(closestName("Publickey", ["data", "publickey"])).toBe("publickey");
    expect(closestName("tmeplate", ["data", "template"])).toBe("template"); // two neighbours swapped: one edit
  });

  it("suggests nothing far off, nothing for the name itself, nothing for names too long", () => {
    expect(closestName("zzz", ["data", "template"])).toBeUndefined();
    expect(closestName("id", ["to", "do"])).toBeUndefined();
    expect(closestName("x".repeat(MAX_SUGGESTED_LENGTH + 1), ["x".repeat(MAX_SUGGESTED_LENGTH)])).toBeUndefined();
    expect(closestName("", ["a"])).toBeUndefined();
  });

  it("prefers the nearest, then the first", () => {
    expect(closestName("lins", ["lines", "links"])).toBe("lines");
    expect(closestName("code", ["cody", "codes", "code"])).toBe("cody");
  });

  it("gives the true distance within its band, and none beyond", () => {
    expect(distanceWithin("kitten", "sitting", 3)).toBe(3);
    expect(distanceWithin("kitten", "sitting", 2)).toBeUndefined();
    expect(distanceWithin("ab", "ba", 1)).toBe(1);
    expect(distanceWithin("abc", "abc", 0)).toBe(0);
    expect(distanceWithin("a", "abcd", 2)).toBeUndefined();
  });
});

describe("engine.unknownFields", () => {
  it("names each field no schema defines, with its path and the closest defined field", () => {
    const data = invoice();
    data.custmer = data.customer;
    delete data.customer;
    data.lines[0].item.prize = "9";
    expect(engine.unknownFields(data)).toEqual([
      unknown(["$.lines[0].item.prize"], "org.Item has no field 'prize': did you mean 'price'?"),
      unknown(["$.custmer"], "bill.Invoice has no field 'custmer': did you mean 'customer'?"),
    ]);
  });

  it("counts none of GOBL's own members: $schema, $regime, $addons, $tags, uuid, meta and ext maps, legacy spellings", () => {
    const data = {
      ...invoice(),
      $regime: "ES",
      $addons: ["eu-en16931-v2017"],
      $tags: ["simplified"],
      uuid: "0190a63e-5a8d-7000-8000-000000000000",
      meta: { "any key": "x", __proto__: "y" },
      supplier: { name: "S", tax_id: { country: "ES", code: "B98602642" }, ext: { "es-anything": "1" }, meta: { "x-y": "z" } },
      lines: [{ quantity: "1", item: { name: "x", price: "1", ext: { foo: "bar" } }, taxes: [{ cat: "VAT", rate: "general", tags: [] }] }],
      // Older spellings GOBL still reads: the payment terms' `detail`, a payment record's `desc`.
      payment: { terms: { key: "instant", detail: "cash" }, advances: [{ desc: "paid", amount: "1.00" }] },
    };
    expect(engine.unknownFields(parseJSON(JSON.stringify(data)))).toEqual([]);
  });

  it("walks envelopes (header fields at $.head, the document at $.doc) and embedded documents", () => {
    const data = { $schema: SCHEMA.envelope, head: { uuid: "0190a63e-5a8d-7000-8000-000000000000", stamp: [] }, doc: { ...invoice(), notez: [] }, sig: [] };
    expect(engine.unknownFields(data)).toEqual([
      unknown(["$.head.stamp"], "head.Header has no field 'stamp': did you mean 'stamps'?"),
      unknown(["$.sig"], "gobl.Envelope has no field 'sig': did you mean 'sigs'?"),
      unknown(["$.doc.notez"], "bill.Invoice has no field 'notez': did you mean 'notes'?"),
    ]);
    // GOBL's `{ doc }` form is an envelope too.
    expect(engine.unknownFields({ doc: { $schema: SCHEMA.message, content: "x", titel: "y" } })).toEqual([
      unknown(["$.doc.titel"], "note.Message has no field 'titel': did you mean 'title'?"),
    ]);
  });

  it("applies the type hint and the template first, as build does, and checks correction options at $.options", () => {
    const { $schema: _schema, ...bare } = invoice();
    expect(engine.unknownFields({ ...bare, custmer: {} }, { type: "bill/invoice", template: { serie: "A" } })).toEqual([
      unknown(["$.serie"], "bill.Invoice has no field 'serie': did you mean 'series'?"),
      unknown(["$.custmer"], "bill.Invoice has no field 'custmer': did you mean 'customer'?"),
    ]);
    expect(engine.unknownFields(invoice(), { options: { type: "credit-note", reasn: "x" } })).toEqual([
      unknown(["$.options.reasn"], "bill.CorrectionOptions has no field 'reasn': did you mean 'reason'?"),
    ]);
  });

  it("merges the same field of the same type into one warning, quotes keys that are no identifiers, and never touches a prototype", () => {
    const data = parseJSON(
      JSON.stringify({ ...invoice(), lines: [0, 1, 2].map(() => ({ quantity: "1", item: { name: "x", price: "1", prize: "1" } })) }).replace(/}$/, ', "__proto__": {"polluted": 1}, "odd key": 1}'),
    );
    const warnings = engine.unknownFields(data);
    expect(warnings).toEqual([
      unknown(["$.lines[0].item.prize", "$.lines[1].item.prize", "$.lines[2].item.prize"], "org.Item has no field 'prize': did you mean 'price'?"),
      unknown(["$.__proto__"], "bill.Invoice has no field '__proto__'"),
      unknown(['$["odd key"]'], "bill.Invoice has no field 'odd key'"),
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("lists at most MAX_LISTED_FAULTS places, then counts the rest", () => {
    const lines = Array.from({ length: 3000 }, (_, i) => ({ quantity: "1", item: { name: "x", price: "1", [`f${i}`]: 1 } }));
    const warnings = engine.unknownFields({ ...invoice(), lines });
    expect(warnings.length).toBe(MAX_LISTED_FAULTS + 1);
    expect(warnings.at(-1)).toEqual({ code: "BIZDOC-FAULTS-MORE", properties: ["$"], description: "2,000 more unknown fields, not listed: the first 1,000 are" });
  });

  it("finds nothing in a document of unknown kind (the operation says what is wrong)", () => {
    expect(engine.unknownFields({ $schema: "https://gobl.org/draft-0/no/such", x: 1 })).toEqual([]);
    expect(engine.unknownFields("text")).toEqual([]);
  });

  it("throws the operations' 422 with strict", () => {
    try {
      engine.unknownFields({ ...invoice(), custmer: {} }, { strict: true });
      expect.unreachable();
    } catch (err) {
      expect(isBizdocError(err) && err.toJSON()).toMatchObject({
        code: 422,
        key: "validation",
        faults: [unknown(["$.custmer"], "bill.Invoice has no field 'custmer': did you mean 'customer'?")],
      });
    }
    expect(engine.unknownFields(invoice(), { strict: true })).toEqual([]);
  });
});

describe("engine.withWarnings", () => {
  const data = (): Record<string, unknown> => {
    const { customer, ...rest } = invoice();
    return { ...rest, custmer: customer };
  };
  const warning = unknown(["$.custmer"], "bill.Invoice has no field 'custmer': did you mean 'customer'?");

  it("answers { result, warnings } for build, validate, correct, replicate and sign; the result as the plain operation's", async () => {
    const built = await engine.withWarnings.build(data());
    expect(built.warnings).toEqual([warning]);
    expect(built.result).toEqual(await engine.build(data()));
    expect((built.result as Record<string, unknown>).custmer).toBeUndefined();

    const complete = (await engine.build(invoice())) as Record<string, unknown>;
    expect(await engine.withWarnings.validate({ ...complete, custmer: {} })).toEqual({ result: { ok: true }, warnings: [warning] });
    const corrected = await engine.withWarnings.correct(data(), { type: "credit-note" });
    expect(corrected.warnings).toEqual([warning]);
    expect(corrected.result).toMatchObject({ type: "credit-note" });
    expect((await engine.withWarnings.replicate(data())).warnings).toEqual([warning]);

    const keys = await engine.keygen();
    const signed = await engine.withWarnings.sign(data(), { privateKey: keys.private });
    expect(signed.warnings).toEqual([{ ...warning, properties: ["$.doc.custmer"] }]);
    const verified = await engine.withWarnings.verify({ ...signed.result, doc: { ...signed.result.doc, custmer: {} } }, keys.public);
    expect(verified).toEqual({ result: { ok: true }, warnings: [{ ...warning, properties: ["$.doc.custmer"] }] });
  });

  it("refuses with strict: 422 validation, BIZDOC-UNKNOWN-FIELD faults, before anything is built", async () => {
    const keys = await engine.keygen();
    for (const attempt of [
      () => engine.withWarnings.build(data(), { strict: true }),
      () => engine.withWarnings.validate(data(), { strict: true }),
      () => engine.withWarnings.correct(data(), { type: "credit-note" }, { strict: true }),
      () => engine.withWarnings.replicate(data(), { strict: true }),
      () => engine.withWarnings.sign(data(), { privateKey: keys.private, strict: true }),
      () => engine.withWarnings.verify({ $schema: SCHEMA.envelope, doc: data() }, keys.public, { strict: true }),
      () => engine.toXML(data(), { format: "ubl", strict: true }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ key: "validation", faults: [{ code: "BIZDOC-UNKNOWN-FIELD" }] });
    }
    expect((await engine.withWarnings.build(invoice(), { strict: true })).warnings).toEqual([]);
  });

  it("leaves the plain operations as they were: the field dropped, as GOBL drops it", async () => {
    const built = (await engine.build(data())) as Record<string, unknown>;
    expect(built.custmer).toBeUndefined();
    expect(built.customer).toBeUndefined();
  });
});
