import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import "../../../index.ts";
import { InvoiceSchema, type Invoice, type Line, type Totals } from "../../../engine/bill/schema.ts";
import type { Combo, TaxTotal } from "../../../engine/tax/schema.ts";
import { conform } from "../../../engine/schema/conform.ts";
import { schemaPath } from "../../../engine/schema/id.ts";
import { publishedSchemas } from "../../../engine/schema/publish.ts";
import { typeById, typeByName, typeNameOf } from "../../../engine/schema/types.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../support/shared.ts";

type JSONSchema = Record<string, any>;

const REFERENCE_DIR = sharedPath("reference", "gobl", "schemas");
const EXAMPLES_DIR = sharedPath("conformance", "gobl-examples");

/** Paths this task defines; every one must have GOBL's shape. */
const BILL_PATHS = [
  "cal/date",
  "cal/date-time",
  "cal/time",
  "cal/period",
  "cal/timestamp",
  "currency/exchange-rate",
  "currency/amount",
  "org/item",
  "org/note",
  "org/document-ref",
  "org/attachment",
  "org/unit",
  "tax/addon-list",
  "tax/set",
  "tax/total",
  "tax/note",
  "tax/regime-code",
  ...["card", "credit-transfer", "direct-debit", "online", "record", "terms", "instructions"].map((p) => `pay/${p}`),
  ...[
    "action",
    "charge",
    "correction-options",
    "delivery-details",
    "delivery",
    "discount",
    "fault",
    "invoice",
    "line",
    "order",
    "ordering",
    "payment-details",
    "payment",
    "reason",
    "status-line",
    "status",
    "tax",
    "totals",
  ].map((p) => `bill/${p}`),
];

/**
 * What a property is: its reference or type, and for lists the same of the
 * items. Both GOBL and we point at helpers inside the same file
 * (`#/$defs/tax.Combo`) and at registered types by their absolute ID.
 */
function shapeOf(prop: JSONSchema): string {
  const head = prop.$ref ? String(prop.$ref) : String(prop.type);
  if (prop.type === "array" && prop.items) return `${head}<${shapeOf(prop.items)}>`;
  return prop.calculated ? `${head} (calculated)` : head;
}

/** The comparable outline of one definition. */
function outline(def: JSONSchema) {
  const props = (def.properties ?? {}) as Record<string, JSONSchema>;
  return {
    type: def.type,
    items: def.items ? shapeOf(def.items) : undefined,
    properties: Object.keys(props),
    shapes: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, shapeOf(v)])),
    required: [...((def.required as string[] | undefined) ?? [])].sort(),
    recommended: [...((def.recommended as string[] | undefined) ?? [])].sort(),
  };
}

function reference(path: string): JSONSchema | undefined {
  const file = join(REFERENCE_DIR, `${path}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as JSONSchema) : undefined;
}

describe("bill document types", () => {
  const schemas = publishedSchemas();

  it("are all registered and published", () => {
    const missing = BILL_PATHS.filter((p) => !schemas.has(p));
    expect(missing).toEqual([]);
  });

  it("give static types that follow the schemas", () => {
    const taxes: TaxTotal = { categories: [{ code: "VAT", rates: [{ key: "standard", base: "10.00", percent: "21%", amount: "2.10" }], amount: "2.10" }], sum: "2.10" };
    const combo: Combo = { cat: "VAT", rate: "general", percent: "21%" };
    const line: Line = { i: 1, quantity: "1", item: { name: "Widget", price: "10.00" }, taxes: [combo], sum: "10.00", total: "10.00" };
    const totals: Totals = { sum: "10.00", total: "10.00", taxes, tax: "2.10", total_with_tax: "12.10", payable: "12.10" };
    const supplier = { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } };
    const invoice: Invoice = { type: "standard", issue_date: "2024-01-01", currency: "EUR", supplier, lines: [line], totals };
    const { value, faults } = conform(InvoiceSchema, invoice);
    expect(faults).toEqual([]);
    expect(value).toEqual(invoice);
  });

  it("publish all 18 org types GOBL has", () => {
    expect([...schemas.keys()].filter((p) => p.startsWith("org/"))).toHaveLength(18);
  });

  describe.skipIf(!HAS_SHARED)(`match GOBL's published JSON Schemas (${HAS_SHARED ? "reference found" : SKIP_NO_SHARED})`, () => {
    const paths = [...schemas.keys()].filter((p) => HAS_SHARED && reference(p));

    it("cover every path this task defines", () => {
      expect(BILL_PATHS.filter((p) => !paths.includes(p))).toEqual([]);
    });

    it.each(paths)("%s", (path) => {
      const ours = schemas.get(path)!;
      const theirs = reference(path)!;
      expect(ours.$id).toBe(theirs.$id);
      expect(ours.$ref).toBe(theirs.$ref);
      const name = String(theirs.$ref).replace("#/$defs/", "");
      const ourDefs = ours.$defs as Record<string, JSONSchema>;
      // Every definition in GOBL's file: the type itself and its helpers,
      // which we define as unregistered named types and publish in the same
      // file's $defs, as GOBL does; and no definition GOBL's file lacks.
      expect(Object.keys(ourDefs).sort(), `${path}: definitions`).toEqual(Object.keys(theirs.$defs).sort());
      for (const [defName, def] of Object.entries(theirs.$defs as Record<string, JSONSchema>)) {
        const mine = ourDefs[defName];
        expect(mine, `${path}: ${defName} is not defined`).toBeDefined();
        if (defName !== name) expectHelper(defName);
        expect(outline(mine), `${path}: ${defName}`).toEqual(outline(def));
      }
      // References either point into the file or name a published file; an
      // absolute ID of a helper type (which has no file) would dangle.
      for (const ref of refsIn(ours)) {
        if (ref.startsWith("#/$defs/")) expect(ourDefs, `${path}: ${ref}`).toHaveProperty([ref.slice("#/$defs/".length)]);
        else expect(typeById(ref)?.registered, `${path}: ${ref} has no published file`).toBe(true);
      }
    });
  });
});

/** A helper GOBL defines inside another type's file is one of our unregistered named types. */
function expectHelper(name: string): void {
  const type = typeByName(name);
  expect(type, `${name} is not a named type`).toBeDefined();
  expect(type!.registered, `${name} should be a helper, without a file of its own`).toBe(false);
  expect(typeNameOf(type!.schema)).toBe(name);
  expect(schemaPath(type!.id)).toBeDefined();
}

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

/** Every bill document (invoice, order, delivery, payment, status) among GOBL's example outputs. */
function billExamples(): { name: string; doc: Record<string, unknown> }[] {
  const out: { name: string; doc: Record<string, unknown> }[] = [];
  if (!HAS_SHARED) return out;
  if (!existsSync(EXAMPLES_DIR)) return out;
  for (const country of readdirSync(EXAMPLES_DIR)) {
    const dir = join(EXAMPLES_DIR, country, "out");
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const data = JSON.parse(readFileSync(join(dir, file), "utf8"));
      const doc = data.doc ?? data;
      if (String(doc.$schema).startsWith("https://gobl.org/draft-0/bill/")) out.push({ name: `${country}/${file}`, doc });
    }
  }
  return out;
}

function withoutSchema(doc: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _schema, ...rest } = doc;
  return rest;
}

describe.skipIf(!HAS_SHARED)(`conforming GOBL's invoices (${HAS_SHARED ? "examples found" : SKIP_NO_SHARED})`, () => {
  it("keeps the Spanish sample invoice exactly as it is, with no faults", () => {
    const file = join(EXAMPLES_DIR, "es", "out", "invoice-es-es.env.json");
    const doc = withoutSchema(JSON.parse(readFileSync(file, "utf8")).doc);
    const { value, faults } = conform(InvoiceSchema, doc);
    expect(faults).toEqual([]);
    expect(value).toEqual(doc);
    // Same keys in the same order, all the way down.
    expect(JSON.stringify(value)).toBe(JSON.stringify(doc));
  });

  const examples = billExamples();

  it("find bill documents of every kind among the examples", () => {
    const kinds = new Set(examples.map((e) => e.doc.$schema));
    for (const kind of ["invoice", "order", "delivery", "payment", "status"]) expect(kinds).toContain(`https://gobl.org/draft-0/bill/${kind}`);
  });

  it.each(examples.map((e) => [e.name, e.doc] as const))("keeps %s as it is", (_name, doc) => {
    const type = typeById(String(doc.$schema));
    expect(type, String(doc.$schema)).toBeDefined();
    const bare = withoutSchema(doc);
    const { value, faults } = conform(type!.schema, bare);
    expect(faults).toEqual([]);
    expect(JSON.stringify(value)).toBe(JSON.stringify(bare));
  });
});
