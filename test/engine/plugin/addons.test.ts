/**
 * The addon machinery, through an addon from outside the project and the
 * shipped ones: `$addons` expansion, unknown and external keys, extension
 * codes checked against their definitions, scenarios, tags, correction
 * options and correctors.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine, type AddonPlugin } from "../../../index.ts";
import { createEngine as createCoreEngine } from "../../../engine/index.ts";
import { EXT_COLONY, EXT_FISH, PENGUIN_KEY, penguin } from "../../fixtures/penguin-addon.ts";

const INVOICE = "https://gobl.org/draft-0/bill/invoice";

type Obj = Record<string, any>;

function invoice(extra: Obj = {}): Obj {
  return {
    $schema: INVOICE,
    $addons: [PENGUIN_KEY],
    currency: "EUR",
    issue_date: "2026-01-15",
    code: "P-1",
    supplier: { name: "Ice Supplies", tax_id: { country: "ES", code: "B98602642" } },
    customer: { name: "Floe Ltd", tax_id: { country: "ES", code: "54387763P" } },
    lines: [{ quantity: "2", item: { name: "Fish crate", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    ...extra,
  };
}

async function refusal(op: Promise<unknown>): Promise<BizdocError> {
  const err = await op.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, "the operation should have been refused").toBeInstanceOf(BizdocError);
  return err as BizdocError;
}

describe("an addon plugin from outside the project", () => {
  const engine = createEngine({ addons: [penguin] });

  it("is listed and served like the shipped ones", () => {
    expect(engine.addonList().map((a) => a.key)).toContain(PENGUIN_KEY);
    expect(engine.addon(PENGUIN_KEY)?.extensions?.map((e) => e.key)).toEqual([EXT_COLONY, EXT_FISH]);
  });

  it("takes part in a build: its normaliser and its scenario", async () => {
    const built = (await engine.build(invoice())) as Obj;
    expect(built.lines[0].taxes[0].ext).toEqual({ [EXT_FISH]: "F01" });
    expect(built.tax.ext).toEqual({ [EXT_COLONY]: "ADL" });
  });

  it("lets documents use its tags, which choose its scenarios", async () => {
    const built = (await engine.build(invoice({ $tags: ["express"] }))) as Obj;
    expect(built.tax.ext[EXT_COLONY]).toBe("EMP");
  });

  it("reports its own rule with its code", async () => {
    const err = await refusal(engine.build(invoice({ type: "proforma" })));
    expect(err.faults).toContainEqual(expect.objectContaining({ code: "AQ-PENGUIN-BILL-INVOICE-01", properties: ["$.tax.ext"] }));
  });

  it("has its extension codes checked against its definition, wherever a map appears", async () => {
    const err = await refusal(
      engine.build(
        invoice({
          tax: { ext: { [EXT_COLONY]: "KIN" } },
          lines: [{ quantity: "1", item: { name: "Crate", price: "1.00" }, taxes: [{ cat: "VAT", rate: "general", ext: { [EXT_FISH]: "FX" } }] }],
        }),
      ),
    );
    // The scenario overwrites the document's colony code, as GOBL's scenarios do; the combo's bad fish code stays.
    expect(err.faults).toEqual([
      expect.objectContaining({
        code: "BIZDOC-TAX-EXTENSIONS-01",
        properties: [`$.lines[0].taxes[0].ext["${EXT_FISH}"]`, `$.totals.taxes.categories[0].rates[0].ext["${EXT_FISH}"]`],
      }),
    ]);
  });

  it("leaves documents that do not enable it alone", async () => {
    const { $addons: _addons, ...plain } = invoice();
    const built = (await engine.build(plain)) as Obj;
    expect(built.lines[0].taxes[0].ext).toBeUndefined();
    expect(built.tax).toBeUndefined();
  });

  it("adds its correction types, extensions and corrector", async () => {
    const schema = (await engine.correctionSchema(await engine.build(invoice()))) as Obj;
    const options = Object.values(schema.$defs as Obj).find((d: Obj) => d.properties?.type) as Obj;
    expect(Object.keys(options.properties.ext.properties)).toContain(EXT_COLONY);
    const note = (await engine.correct(await engine.build(invoice()), { type: "credit-note", ext: { [EXT_COLONY]: "EMP" } })) as Obj;
    expect(note.preceding[0].ext).toEqual({ [EXT_COLONY]: "EMP" });
    expect(note.tax.ext[EXT_COLONY]).toBe("EMP");
  });
});

describe("correctors", () => {
  /** An addon whose corrector appends its name to the corrective document's notes, and deletes the options' code from the reference. */
  const marking = (key: string): AddonPlugin => ({
    definition: { key, name: { en: key } },
    correctors: [
      {
        type: "bill.Invoice",
        correct(doc: Obj) {
          doc.notes = [...(doc.notes ?? []), { text: key }];
          delete doc.preceding[0].ext?.[EXT_COLONY];
        },
      },
    ],
  });
  const engine = createEngine({ addons: [penguin, marking("aq-first-v1"), marking("aq-second-v1")] });

  it("run in the document's $addons order, not the order the plugins were registered in (as GOBL)", async () => {
    const options = { type: "credit-note", ext: { [EXT_COLONY]: "EMP" } };
    const original = await engine.build(invoice({ $addons: [PENGUIN_KEY, "aq-second-v1", "aq-first-v1"] }));
    const note = (await engine.correct(original, options)) as Obj;
    expect(note.notes.map((n: Obj) => n.text)).toEqual(["aq-second-v1", "aq-first-v1"]);
    // The reference's codes are the corrector's to change; the caller's options stay as given.
    expect(options.ext).toEqual({ [EXT_COLONY]: "EMP" });
  });
});

describe("$addons", () => {
  const base: AddonPlugin = { definition: { key: "aq-base-v1", name: { en: "Base" } } };
  const extra: AddonPlugin = { definition: { key: "aq-extra-v1", name: { en: "Extra" }, requires: ["aq-base-v1"] } };
  const engine = createCoreEngine({ addons: [extra, base], externalAddons: ["aq-remote-v1"] });
  const bare = (addons: string[]) =>
    invoice({ $addons: addons, lines: [{ quantity: "1", item: { name: "Crate", price: "1.00" }, taxes: [{ cat: "VAT", percent: "10%" }] }] });
  const message = (addons: string[]) => ({ $schema: "https://gobl.org/draft-0/bill/invoice", $addons: addons, currency: "EUR", supplier: { name: "S" }, lines: [] });

  it("lists each addon after those it requires, once", async () => {
    const built = (await engine.build(bare(["aq-extra-v1", "aq-base-v1"]))) as Obj;
    expect(built.$addons).toEqual(["aq-base-v1", "aq-extra-v1"]);
  });

  it("refuses keys no plugin answers for, naming each (GOBL-TAX-ADDONS-01)", async () => {
    const err = await refusal(engine.build(message(["aq-base-v1", "xx-nothing-v1", "yy-nothing-v2"])));
    expect(err.key).toBe("validation");
    const listed = "(the keys are listed by GET /v0/addons or 'bizdoc addon')";
    expect(err.faults).toEqual([
      { code: "GOBL-TAX-ADDONS-01", properties: ["$.$addons[1]"], description: `'xx-nothing-v1' is not a registered addon ${listed}` },
      { code: "GOBL-TAX-ADDONS-01", properties: ["$.$addons[2]"], description: `'yy-nothing-v2' is not a registered addon ${listed}` },
    ]);
  });

  it("says when a key belongs to an addon maintained outside, and accepts it once its plugin is registered", async () => {
    const err = await refusal(engine.build(message(["aq-remote-v1"])));
    expect(err.faults[0]).toMatchObject({ code: "GOBL-TAX-ADDONS-01", properties: ["$.$addons[0]"] });
    expect(err.faults[0]!.description).toMatch(/register its plugin/);
    const remote: AddonPlugin = { definition: { key: "aq-remote-v1", name: { en: "Remote" } } };
    const withPlugin = createCoreEngine({ addons: [remote], externalAddons: ["aq-remote-v1"] });
    const built = (await withPlugin.build(bare(["aq-remote-v1"]))) as Obj;
    expect(built.$addons).toEqual(["aq-remote-v1"]);
  });

  it("is checked by validate too, with the envelope's paths", async () => {
    const err = await refusal(engine.validate({ doc: message(["zz-gone-v1"]) }));
    expect(err.faults).toContainEqual(expect.objectContaining({ code: "GOBL-TAX-ADDONS-01", properties: ["$.doc.$addons[0]"] }));
  });

  it("serves a retired addon's definition by key, keeps it out of the list, and refuses a document naming it", async () => {
    const retired = { key: "aq-old-v1", name: { en: "Old" } };
    const withRetired = createCoreEngine({ addons: [base], retiredAddons: [retired] });
    expect(withRetired.addon("aq-old-v1")).toEqual(retired);
    expect(withRetired.addonList().map((a) => a.key)).toEqual(["aq-base-v1"]);
    const err = await refusal(withRetired.build(message(["aq-base-v1", "aq-old-v1"])));
    expect(err.faults).toEqual([
      { code: "GOBL-TAX-ADDONS-01", properties: ["$.$addons[1]"], description: "an addon GOBL no longer runs (its definition is kept for reference only)" },
    ]);
    // A plugin of the same key wins over the retired definition.
    const revived: AddonPlugin = { definition: { key: "aq-old-v1", name: { en: "Old, revived" } } };
    const withPlugin = createCoreEngine({ addons: [revived], retiredAddons: [retired] });
    expect(((await withPlugin.build(bare(["aq-old-v1"]))) as Obj).$addons).toEqual(["aq-old-v1"]);
    expect(withPlugin.addon("aq-old-v1")?.name).toEqual({ en: "Old, revived" });
  });

  it("knows pl-favat-v2 as retired in the shipped engine: GOBL v0.502.1 registers only pl-favat-v3", async () => {
    const engine = createEngine();
    expect(engine.addon("pl-favat-v2")?.key).toBe("pl-favat-v2");
    expect(engine.addonList().map((a) => a.key)).not.toContain("pl-favat-v2");
    const err = await refusal(engine.build(invoice({ $addons: ["pl-favat-v2"] })));
    expect(err.faults[0]!.description).toMatch(/no longer runs/);
  });

  it("recognises GOBL's external addons in the shipped engine", async () => {
    // Every external key GOBL lists now has its plugin in bizdoc: without them, the key is still known to live outside.
    const err = await refusal(createEngine({ approvedExternalAddons: false }).build(invoice({ $addons: ["mx-cfdi-v4"] })));
    expect(err.faults[0]!.description).toMatch(/outside bizdoc/);
  });
});

describe("an envelope given without a header", () => {
  it("is built as an envelope: header made, digest computed, nothing else needed", async () => {
    const engine = createEngine();
    const { $schema: _schema, $addons: _addons, ...doc } = invoice();
    const env = (await engine.build({ doc: { $schema: INVOICE, ...doc } })) as Obj;
    expect(env.$schema).toBe("https://gobl.org/draft-0/envelope");
    expect(env.head.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(env.head.dig.alg).toBe("sha256");
    expect(env.doc.totals.payable).toBe("24.20");
  });

  it("is still a document when the object has members of its own beside doc", async () => {
    const err = await refusal(createEngine().build({ doc: { $schema: INVOICE }, code: "X" }));
    expect(err.key).toBe("unknown-schema");
  });
});
