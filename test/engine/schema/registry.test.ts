import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import formatsPlugin from "ajv-formats";
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine, schemaCompilations } from "../../../index.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../support/shared.ts";

const engine = createEngine();
const addFormats = ((formatsPlugin as unknown as { default?: unknown }).default ?? formatsPlugin) as (ajv: Ajv2020) => void;

function freshAjv(): Ajv2020 {
  // GOBL's patterns are written for Go (`\-` is fine there), not for the unicode flag of JS regexps.
  // Unoptimised code: the same checks, compiled in well under half the time (87 bundles per run).
  const ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: false, code: { optimize: false } });
  addFormats(ajv);
  return ajv;
}

describe("schema registry", () => {
  it("lists every schema ID, sorted, under GOBL's base", () => {
    const ids = engine.schemaIDs();
    expect(ids.length).toBeGreaterThanOrEqual(87);
    expect([...ids].sort()).toEqual(ids);
    expect(ids).toContain("https://gobl.org/draft-0/bill/invoice");
    expect(ids.every((id) => id.startsWith("https://gobl.org/draft-0/"))).toBe(true);
  });

  it("answers one schema by path, and nothing for an unknown path", () => {
    expect(engine.schema("bill/invoice")?.$id).toBe("https://gobl.org/draft-0/bill/invoice");
    expect(engine.schema("bill/nothing")).toBeUndefined();
  });

  const paths = engine.schemaIDs().map((id) => [id.replace("https://gobl.org/draft-0/", "")]);
  /** Checks schemas against JSON Schema 2020-12's meta-schema; compiles none. */
  const metaSchemas = freshAjv();
  it.each(paths)("bundles %s so that it stands alone: a valid schema whose every reference is to a definition it holds", (path) => {
    const bundled = engine.schema(path, { bundle: true })! as { $defs?: Record<string, unknown> };
    const refs = [...JSON.stringify(bundled).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((ref) => !ref.startsWith("#/$defs/"))).toEqual([]);
    expect(refs.filter((ref) => !Object.hasOwn(bundled.$defs ?? {}, decodeURIComponent(ref.slice("#/$defs/".length)).replace(/~1/g, "/").replace(/~0/g, "~")))).toEqual([]);
    expect(metaSchemas.validateSchema(bundled), JSON.stringify(metaSchemas.errors?.slice(0, 3))).toBe(true);
  });

  // Compiling resolves every reference: done for the documents themselves (each a fresh ajv with no other
  // schema loaded, so nothing can come from elsewhere); the structural check above covers every other bundle.
  it.each(engine.kinds.list().map((kind) => [kind.id.replace("https://gobl.org/draft-0/", "")]))("bundles %s so that a fresh ajv compiles it", (path) => {
    expect(() => freshAjv().compile(engine.schema(path, { bundle: true })!)).not.toThrow();
  });
});

// Collected only with the reference material: collecting lists GOBL's golden outputs.
if (HAS_SHARED) describe("bundled schemas validate GOBL's golden outputs", () => {
  const root = sharedPath("conformance", "gobl-examples");
  const goldens = readdirSync(root).flatMap((country) => {
    try {
      return readdirSync(join(root, country, "out")).map((f) => join(root, country, "out", f));
    } catch {
      return [];
    }
  });
  const validators = new Map<string, ReturnType<Ajv2020["compile"]>>();

  it.each(goldens.map((g) => [g.slice(root.length + 1)]))("%s", (file) => {
    const { doc } = JSON.parse(readFileSync(join(root, file), "utf8"));
    const path = String(doc.$schema).replace("https://gobl.org/draft-0/", "");
    if (!validators.has(path)) validators.set(path, freshAjv().compile(engine.schema(path, { bundle: true })!));
    const validate = validators.get(path)!;
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });
});

if (!HAS_SHARED) it.skip(`golden outputs against bundled schemas: ${SKIP_NO_SHARED}`, () => {});

describe("structurally wrong input is refused with the exact path", () => {
  const invoice = () => ({
    $schema: "https://gobl.org/draft-0/bill/invoice",
    code: "A-1",
    issue_date: "2024-03-01",
    currency: "EUR",
    supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
    lines: [{ quantity: "1", item: { name: "Work", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }] as unknown,
  });

  async function refusal(data: unknown): Promise<BizdocError> {
    const err = await engine.build(data).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BizdocError);
    expect((err as BizdocError).key).toBe("validation");
    return err as BizdocError;
  }

  it("lines that are not a list", async () => {
    const err = await refusal({ ...invoice(), lines: { quantity: "1" } });
    expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.lines"] })]);
  });

  it("a number where an object is due", async () => {
    const err = await refusal({ ...invoice(), supplier: 42 });
    expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.supplier"] })]);
  });

  it("an unknown currency code (but the document's own, which calculation replaces as GOBL does)", async () => {
    const inv = invoice() as any;
    inv.lines[0].item.currency = "XYZ";
    const err = await refusal(inv);
    expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.lines[0].item.currency"] })]);
  });

  it("an invalid date string", async () => {
    const err = await refusal({ ...invoice(), issue_date: "2024-13-45" });
    expect(err.faults).toEqual([expect.objectContaining({ code: "GOBL-CAL-DATE-01", properties: ["$.issue_date"] })]);
  });

  it("a wrongly typed value deep inside, inside an envelope", async () => {
    const inv = invoice() as any;
    inv.lines[0].item.price = { amount: 10 };
    const err = await refusal({ $schema: "https://gobl.org/draft-0/envelope", head: {}, doc: inv });
    expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.doc.lines[0].item.price"] })]);
  });
});

describe("schema compilation happens once, never per request", () => {
  it("building and validating the Spanish invoice compiles nothing", async () => {
    const local = createEngine();
    const before = schemaCompilations();
    const inv = {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "A-1",
      issue_date: "2024-03-01",
      supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
      lines: [{ quantity: "1", item: { name: "Work", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    };
    const built = await local.build(inv, { envelop: true });
    await local.validate(built);
    await local.build(inv);
    // Nothing at all, in fact: the shipped engine's checks are generated ahead (test/engine/schema/generated.test.ts).
    expect(schemaCompilations()).toBe(before);
  });
});
