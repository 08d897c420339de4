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
 * A reference as a comparable token: GOBL points at helpers inside the same
 * file (`#/$defs/tax.Combo`), we point at them by the ID of an unregistered
 * type; both become the type name. References to registered types stay IDs.
 */
function refToken(ref: string, local: boolean): string {
  if (local) return ref.startsWith("#/$defs/") ? ref.slice("#/$defs/".length) : ref;
  const named = typeById(ref);
  return named && !named.registered ? named.name : ref;
}

/** What a property is: its reference or type, and for lists the same of the items. */
function shapeOf(prop: JSONSchema, local: boolean): string {
  const head = prop.$ref ? refToken(prop.$ref, local) : String(prop.type);
  if (prop.type === "array" && prop.items) return `${head}<${shapeOf(prop.items, local)}>`;
  return prop.calculated ? `${head} (calculated)` : head;
}

/** The comparable outline of one definition. */
function outline(def: JSONSchema, local: boolean) {
  const props = (def.properties ?? {}) as Record<string, JSONSchema>;
  return {
    type: def.type,
    items: def.items ? shapeOf(def.items, local) : undefined,
    properties: Object.keys(props),
    shapes: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, shapeOf(v, local)])),
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
      // which we define as unregistered named types.
      for (const [defName, def] of Object.entries(theirs.$defs as Record<string, JSONSchema>)) {
        const mine = defName === name ? ourDefs[name] : helperSchema(defName);
        expect(mine, `${path}: ${defName} is not defined`).toBeDefined();
        expect(outline(mine!, false), `${path}: ${defName}`).toEqual(outline(def, true));
      }
    });
  });
});

/** An unregistered helper type as it would be published. */
function helperSchema(name: string): JSONSchema | undefined {
  const type = typeByName(name);
  if (!type || type.registered) return undefined;
  expect(typeNameOf(type.schema)).toBe(name);
  expect(schemaPath(type.id)).toBeDefined();
  return JSON.parse(JSON.stringify(type.schema)) as JSONSchema;
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
