// The hovered key's path (from the JSON and YAML syntax trees, no browser)
// and its description in the engine's bundled schemas.
import { EditorState } from "@codemirror/state";
import { json } from "@codemirror/lang-json";
import { yaml } from "@codemirror/lang-yaml";
import { ensureSyntaxTree } from "@codemirror/language";
import { stringify } from "yaml";
import { describe, expect, it, vi } from "vitest";
import { createEngine } from "../../engine/index.ts";
import { SchemaCache, schemaUrl } from "../../playground/descriptions.ts";
import { describeProperty, formatPath, keyAt, schemaKind, type KeyStep } from "../../playground/schema-keys.ts";

const engine = createEngine();
const invoiceSchema = engine.schema("bill/invoice", { bundle: true })!;
const envelopeSchema = engine.schema("envelope", { bundle: true })!;

const invoice = {
  $schema: "https://gobl.org/draft-0/bill/invoice",
  currency: "EUR",
  supplier: {
    name: "Provide One GmbH",
    inboxes: [{ scheme: "0204", code: "04011000-12345-03" }, { scheme: "0088", code: "4000001123452" }],
  },
  lines: [{ quantity: "1", item: { name: "Work", price: "10.00" }, taxes: [{ cat: "VAT", rate: "standard" }] }],
};

function stateOf(text: string, format: "json" | "yaml"): EditorState {
  return EditorState.create({ doc: text, extensions: [format === "json" ? json() : yaml()] });
}

/** The position of the `nth` occurrence of `needle` in `text`, plus `offset`. */
function at(text: string, needle: string, nth = 0, offset = 1): number {
  let index = -1;
  for (let i = 0; i <= nth; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`no ${needle} (${i}) in the text`);
  }
  return index + offset;
}

/** What the schema says of a property, read by hand: the property's description (`properties` of its `$defs` type). */
function definedDescription(type: string, property: string): string {
  const defs = invoiceSchema.$defs as Record<string, { properties: Record<string, { description: string }> }>;
  return defs[type].properties[property].description;
}

describe("keyAt", () => {
  for (const format of ["json", "yaml"] as const) {
    const text = format === "json" ? JSON.stringify(invoice, null, 2) : stringify(invoice);
    const state = stateOf(text, format);
    const quote = format === "json" ? '"' : "";

    it(`gives the path of a ${format} key and the schema of the document around it`, () => {
      const scheme = keyAt(state, at(text, `${quote}scheme${quote}:`, 1, 2))!;
      expect(scheme.path).toEqual(["supplier", "inboxes", 1, "scheme"]);
      expect(formatPath(scheme.path)).toBe("supplier.inboxes[1].scheme");
      expect(scheme.schema).toEqual({ kind: "bill/invoice", depth: 0 });
      expect(state.sliceDoc(scheme.from, scheme.to)).toBe(`${quote}scheme${quote}`);

      expect(keyAt(state, at(text, `${quote}supplier${quote}`))?.path).toEqual(["supplier"]);
      expect(keyAt(state, at(text, `${quote}rate${quote}`))?.path).toEqual(["lines", 0, "taxes", 0, "rate"]);
      expect(keyAt(state, at(text, `${quote}price${quote}`))?.path).toEqual(["lines", 0, "item", "price"]);
    });

    it(`gives nothing off a ${format} key: on a value, a bracket or blank`, () => {
      expect(keyAt(state, at(text, "Provide One"))).toBeUndefined(); // a value
      expect(keyAt(state, at(text, "04011000"))).toBeUndefined();
      expect(keyAt(state, text.length)).toBeUndefined();
    });
  }

  it("counts the items of JSON arrays, whatever they hold", () => {
    const text = '{"$schema": "https://gobl.org/draft-0/bill/invoice", "a": [1, "x", [2, 3], {"b": {"c": 1}}, null, {"d": true}]}';
    const state = stateOf(text, "json");
    expect(keyAt(state, at(text, '"c"'))?.path).toEqual(["a", 3, "b", "c"]);
    expect(keyAt(state, at(text, '"d"'))?.path).toEqual(["a", 5, "d"]);
  });

  it("reads YAML's flow collections and quoted keys", () => {
    const text = "$schema: https://gobl.org/draft-0/bill/invoice\nsupplier: {'in''boxes': [{x: 1}, {\"sch\\u0065me\": 2}]}\n";
    const state = stateOf(text, "yaml");
    expect(keyAt(state, at(text, '"sch'))?.path).toEqual(["supplier", "in'boxes", 1, "scheme"]);
    expect(keyAt(state, at(text, "'in"))?.path).toEqual(["supplier", "in'boxes"]);
  });

  it("takes the innermost object that names its schema: an envelope's document", () => {
    const envelope = { $schema: "https://gobl.org/draft-0/envelope", head: { uuid: "x" }, doc: invoice };
    const text = JSON.stringify(envelope, null, 2);
    const state = stateOf(text, "json");
    expect(keyAt(state, at(text, '"scheme"'))).toMatchObject({ path: ["doc", "supplier", "inboxes", 0, "scheme"], schema: { kind: "bill/invoice", depth: 1 } });
    expect(keyAt(state, at(text, '"doc"'))).toMatchObject({ path: ["doc"], schema: { kind: "envelope", depth: 0 } });
    expect(keyAt(state, at(text, '"uuid"'))).toMatchObject({ path: ["head", "uuid"], schema: { kind: "envelope", depth: 0 } });
  });

  it("names no schema when no object around the key names a GOBL one", () => {
    for (const schema of [undefined, "https://example.com/x", "https://gobl.org/draft-0/../x", 42]) {
      const text = JSON.stringify({ ...(schema === undefined ? {} : { $schema: schema }), supplier: { name: "x" } });
      const key = keyAt(stateOf(text, "json"), at(text, '"name"'));
      expect(key?.path).toEqual(["supplier", "name"]);
      expect(key?.schema).toBeUndefined();
    }
  });

  it("finds a key deep in a long document (20,000 lines)", () => {
    const long = { ...invoice, lines: Array.from({ length: 20_000 }, (_, i) => ({ i, item: { name: `n${i}` } })) };
    const text = JSON.stringify(long, null, 2);
    const state = stateOf(text, "json");
    // The editor parses in the background as the text arrives; done here first, without a time limit, so the
    // test does not depend on how fast this machine parses within the hover's own budget.
    expect(ensureSyntaxTree(state, state.doc.length, 1e9)).not.toBeNull();
    const key = keyAt(state, at(text, '"name"', 19_999));
    expect(key?.path).toEqual(["lines", 19_998, "item", "name"]); // the supplier's name comes first
  });
});

describe("schemaKind", () => {
  it("reads the path of a GOBL schema ID, and nothing else", () => {
    expect(schemaKind("https://gobl.org/draft-0/bill/invoice")).toBe("bill/invoice");
    expect(schemaKind("https://gobl.org/draft-0/envelope")).toBe("envelope");
    expect(schemaKind("https://gobl.org/draft-0/bill/correction-options")).toBe("bill/correction-options");
    for (const id of ["https://gobl.org/draft-0/", "https://gobl.org/draft-0/../x", "https://gobl.org/draft-0/a?b", "http://gobl.org/draft-0/bill/invoice", "bill/invoice"]) {
      expect(schemaKind(id), id).toBeUndefined();
    }
  });
});

describe("describeProperty", () => {
  it("follows $ref, $defs and array items to the property's own description", () => {
    expect(describeProperty(invoiceSchema, ["supplier"])).toBe(definedDescription("bill.Invoice", "supplier"));
    expect(describeProperty(invoiceSchema, ["supplier", "inboxes"])).toBe(definedDescription("org.Party", "inboxes"));
    expect(describeProperty(invoiceSchema, ["supplier", "inboxes", 0, "scheme"])).toBe(definedDescription("org.Inbox", "scheme"));
    expect(describeProperty(invoiceSchema, ["lines", 3, "item", "price"])).toBe(definedDescription("org.Item", "price"));
  });

  it("describes an envelope's members from the envelope schema", () => {
    const defs = envelopeSchema.$defs as Record<string, { properties?: Record<string, { description?: string }> }>;
    const envelope = Object.values(defs).find((def) => def.properties?.head && def.properties?.doc)!;
    expect(describeProperty(envelopeSchema, ["doc"])).toBe(envelope.properties!.doc!.description);
  });

  it("describes every property of every published schema", () => {
    let described = 0;
    for (const id of engine.schemaIDs()) {
      const schema = engine.schema(schemaKind(id)!, { bundle: true })!;
      const defs = (schema.$defs ?? {}) as Record<string, { properties?: Record<string, unknown> }>;
      const root = (schema.$ref as string | undefined)?.slice("#/$defs/".length);
      for (const name of Object.keys(defs[root ?? ""]?.properties ?? {})) {
        expect(describeProperty(schema, [name]), `${id} ${name}`).toEqual(expect.any(String));
        described++;
      }
    }
    expect(described).toBeGreaterThan(100);
  });

  it("gives nothing for a property the schema does not have, whatever its name", () => {
    const names: KeyStep[][] = [["nope"], ["__proto__"], ["constructor"], ["hasOwnProperty"], ["supplier", "toString"], ["supplier", 0], ["lines", "0"], []];
    for (const path of names) expect(describeProperty(invoiceSchema, path), formatPath(path)).toBeUndefined();
  });

  it("survives references that lead nowhere or in circles", () => {
    const schema = { $ref: "#/$defs/a", $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" }, c: { properties: { x: { $ref: "#/$defs/__proto__" } } } } };
    expect(describeProperty(schema, ["x"])).toBeUndefined();
    const other = { $ref: "#/$defs/c", $defs: schema.$defs };
    expect(describeProperty(other, ["x"])).toBeUndefined();
    expect(describeProperty(other, ["x", "y"])).toBeUndefined();
  });
});

describe("SchemaCache", () => {
  it("asks once per kind, and again only after a failed request", async () => {
    const load = vi.fn(async (kind: string) => {
      if (kind === "down") throw new Error("offline");
      return kind === "bill/invoice" ? invoiceSchema : undefined;
    });
    const cache = new SchemaCache(load);
    const [a, b] = await Promise.all([cache.get("bill/invoice"), cache.get("bill/invoice")]);
    expect(a).toBe(invoiceSchema);
    expect(b).toBe(invoiceSchema);
    expect(await cache.get("no/such")).toBeUndefined();
    expect(await cache.get("no/such")).toBeUndefined();
    expect(await cache.get("down")).toBeUndefined();
    expect(await cache.get("down")).toBeUndefined();
    expect(load.mock.calls.map(([kind]) => kind)).toEqual(["bill/invoice", "no/such", "down", "down"]);
  });

  it("asks the API relative to the page", () => {
    expect(schemaUrl("bill/invoice", "https://example.test/tools/bizdoc/?x=1")).toBe("https://example.test/tools/bizdoc/v0/schemas/bill/invoice?bundle=true");
  });
});
