/**
 * Document kinds a plugin brings (Contributions.kinds): calculated when
 * embedded in a document (complements) and checked there, under the
 * enclosing document's context, at their own place; served by `schema()`;
 * refused when they would take the place of another kind.
 */
import { Type } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { Amount, AmountSchema, BizdocError, createEngine, defineType, type AddonPlugin, type DocumentKind } from "../../../index.ts";
import { faultsOrNone, type Obj } from "../../support/documents.ts";

const TallySchema = defineType(
  "test.Tally",
  "test/tally",
  Type.Object({ label: Type.String(), count: Type.Optional(Type.Integer()), sum: Type.Optional(Type.Ref(AmountSchema)), parts: Type.Array(Type.Ref(AmountSchema)) }),
  { registered: false },
);

const tallyKind: DocumentKind<Obj> = {
  id: TallySchema.$id!,
  type: "test.Tally",
  schema: TallySchema,
  identifiable: false,
  calculate(doc) {
    doc.count = doc.parts.length;
    doc.sum = doc.parts.reduce((a: Amount, p: string) => a.add(Amount.parse(p)), Amount.zero(2)).toString();
  },
};

const tallies: AddonPlugin = {
  definition: { key: "xx-tally-v1", name: { en: "Tally" } },
  kinds: [tallyKind],
  validators: [{ type: "test.Tally", assert: [{ code: "XX-TALLY-01", field: "label", message: "a tally needs its label", test: (t: Obj) => !!t.label }] }],
};

const invoice = (complement: Obj, addons = ["xx-tally-v1"]): Obj => ({
  $schema: "https://gobl.org/draft-0/bill/invoice",
  $regime: "ES",
  $addons: addons,
  code: "1",
  issue_date: "2024-01-01",
  supplier: { name: "S", tax_id: { country: "ES", code: "B98602642" } },
  lines: [{ quantity: "1", item: { name: "x", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  complements: [complement],
});

const tally = (label: string): Obj => ({ $schema: TallySchema.$id, label, parts: ["1.50", "2.25"], unknown: true });

describe("document kinds from plugins", () => {
  const engine = createEngine({ addons: [tallies] });

  it("calculates an embedded document of the kind, shaped to its schema", async () => {
    const out = (await engine.build(invoice(tally("a")))) as Obj;
    expect(out.complements).toEqual([{ $schema: TallySchema.$id, label: "a", count: 2, sum: "3.75", parts: ["1.50", "2.25"] }]);
  });

  it("checks it with the rules of the enclosing document's context, at its place", async () => {
    const faults = await faultsOrNone(engine.build(invoice(tally(""))));
    expect(faults).toContainEqual({ code: "XX-TALLY-01", properties: ["$.complements[0].label"] });
    const elsewhere = await faultsOrNone(engine.build(invoice(tally(""), [])));
    expect(elsewhere.map((f) => f.code)).not.toContain("XX-TALLY-01");
  });

  it("checks it on validate too, inside an envelope", async () => {
    const env = (await engine.build(invoice(tally("a")), { envelop: true })) as Obj;
    env.doc.complements[0].label = "";
    const faults = await faultsOrNone(engine.validate({ ...env, head: { ...env.head, dig: undefined } }));
    expect(faults).toContainEqual({ code: "XX-TALLY-01", properties: ["$.doc.complements[0].label"] });
  });

  it("is passed through by an engine without the plugin", async () => {
    const out = (await createEngine().build(invoice(tally(""), []))) as Obj;
    expect(out.complements[0]).not.toHaveProperty("count");
  });

  it("serves its schema, not among the published IDs", () => {
    expect(engine.schema("test/tally")?.$id).toBe(TallySchema.$id);
    expect(engine.schema("test/tally", { bundle: true })?.$defs).toHaveProperty(["num.Amount"]);
    expect(engine.schemaIDs()).not.toContain(TallySchema.$id);
    expect(createEngine().schema("test/tally")).toBeUndefined();
  });

  it("refuses a kind that would take the place of another", () => {
    const clash: AddonPlugin = { definition: { key: "xx-clash-v1", name: { en: "Clash" } }, kinds: [{ ...tallyKind, id: "https://gobl.org/draft-0/bill/invoice" }] };
    expect(() => createEngine({ addons: [clash] })).toThrow(BizdocError);
  });
});
