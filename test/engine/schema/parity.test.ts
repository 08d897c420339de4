/**
 * Parity with GOBL's published JSON Schemas: every one of GOBL's schema files
 * has ours under the same ID, with the same definitions in its `$defs`, and
 * each definition has the same properties (in the same order), the same type
 * or reference per property (list items too), the same required list and the
 * same allowed values (the `const`s of a `oneOf`/`anyOf`, or an `enum`).
 *
 * Titles and descriptions are not compared: ours are our own wording.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import "../../../index.ts";
import { publishedSchemas } from "../../../engine/schema/publish.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../support/shared.ts";

type JSONSchema = Record<string, any>;

const REFERENCE_DIR = sharedPath("reference", "gobl", "schemas");
const HAS_REFERENCE = HAS_SHARED && existsSync(REFERENCE_DIR);
const SKIP = HAS_REFERENCE ? "" : ` (${HAS_SHARED ? `GOBL's schemas not found at ${REFERENCE_DIR}: skipped` : SKIP_NO_SHARED})`;

/** GOBL's schema paths (`bill/invoice`), from its folder of published files. */
function referencePaths(): string[] {
  if (!HAS_REFERENCE) return [];
  const out: string[] = [];
  const visit = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith(".json")) out.push(relative(REFERENCE_DIR, full).replace(/\.json$/, ""));
    }
  };
  visit(REFERENCE_DIR);
  return out.sort();
}

function reference(path: string): JSONSchema {
  return JSON.parse(readFileSync(join(REFERENCE_DIR, `${path}.json`), "utf8")) as JSONSchema;
}

/** What a value is: its reference, or its type; lists add their items', maps their values'. */
function shapeOf(schema: JSONSchema | undefined): string {
  if (!schema) return "-";
  let head = schema.$ref ? String(schema.$ref) : schema.type !== undefined ? String(schema.type) : "any";
  if (schema.items) head += `<${shapeOf(schema.items)}>`;
  if (schema.patternProperties) {
    head += `{${Object.entries(schema.patternProperties as Record<string, JSONSchema>)
      .map(([k, v]) => `${k}: ${shapeOf(v)}`)
      .join(", ")}}`;
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === "object") head += `{*: ${shapeOf(schema.additionalProperties)}}`;
  return head;
}

/**
 * The values a schema allows, by where they are declared: the schema itself
 * (""), its list items ("items") and, for conditional schemas such as GOBL's
 * tax combo (`if cat is VAT then key is one of ...`), each condition's
 * properties. GOBL writes one `enum` as a bare string (bill.Delivery's type:
 * `"enum": "advice"`, a struct tag it cannot split); it is read as a list of
 * one, and its value is one of the `oneOf` beside it, so the set is unchanged.
 */
function allowedValues(schema: JSONSchema | undefined, at = "", out: Record<string, string[]> = {}): Record<string, string[]> {
  if (!schema || typeof schema !== "object") return out;
  const values = new Set<string>();
  for (const keyword of ["oneOf", "anyOf"]) {
    for (const option of (schema[keyword] ?? []) as JSONSchema[]) {
      if ("const" in option) values.add(JSON.stringify(option.const));
      else if (option.if) {
        const condition = Object.entries((option.if.properties ?? {}) as Record<string, JSONSchema>)
          .map(([k, v]) => `${k}=${JSON.stringify(v.const)}`)
          .join("&");
        for (const [prop, then] of Object.entries((option.then?.properties ?? {}) as Record<string, JSONSchema>)) {
          allowedValues(then, `${at}if(${condition}).${prop}`, out);
        }
      } else if (option.pattern) values.add(`/${option.pattern}/`);
    }
  }
  if (schema.enum !== undefined) for (const v of [schema.enum].flat()) values.add(JSON.stringify(v));
  if ("const" in schema) values.add(JSON.stringify(schema.const));
  if (values.size > 0) out[at || "(self)"] = [...values].sort();
  if (schema.items) allowedValues(schema.items, `${at}items`, out);
  return out;
}

/** The comparable outline of one definition. */
function outline(def: JSONSchema) {
  const props = (def.properties ?? {}) as Record<string, JSONSchema>;
  return {
    type: def.type,
    shape: shapeOf({ ...def, properties: undefined }),
    properties: Object.keys(props),
    shapes: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, shapeOf(v)])),
    required: [...((def.required as string[] | undefined) ?? [])].sort(),
    values: allowedValues({ ...def, properties: undefined }),
    propertyValues: Object.fromEntries(
      Object.entries(props)
        .map(([k, v]) => [k, allowedValues(v)] as const)
        .filter(([, v]) => Object.keys(v).length > 0),
    ),
  };
}

describe(`parity with GOBL's published JSON Schemas${SKIP}`, () => {
  const ours = publishedSchemas();
  const paths = referencePaths();

  it.skipIf(!HAS_REFERENCE)("finds all 87 of GOBL's schema files", () => {
    expect(paths).toHaveLength(87);
  });

  it.skipIf(!HAS_REFERENCE)("publishes every one of them", () => {
    expect(paths.filter((p) => !ours.has(p))).toEqual([]);
  });

  it.skipIf(!HAS_REFERENCE)("publishes no schema GOBL does not have", () => {
    expect([...ours.keys()].filter((p) => !paths.includes(p))).toEqual([]);
  });

  it.skipIf(!HAS_REFERENCE)("lays files out as GOBL does: helpers under $defs, no reference to a file that does not exist", () => {
    for (const [path, file] of ours) {
      const defs = file.$defs as Record<string, JSONSchema>;
      for (const ref of refsIn(file)) {
        if (ref.startsWith("#/$defs/")) expect(defs, `${path}: ${ref}`).toHaveProperty([ref.slice("#/$defs/".length)]);
        else expect(ours.has(ref.replace("https://gobl.org/draft-0/", "")), `${path}: ${ref} is not a published schema`).toBe(true);
      }
    }
  });

  describe.skipIf(!HAS_REFERENCE)("each file", () => {
    it.each(paths.length > 0 ? paths : ["(none)"])("%s", (path) => {
      const theirs = reference(path);
      const mine = ours.get(path);
      expect(mine, `${path} is not published`).toBeDefined();
      expect(mine!.$id).toBe(theirs.$id);
      expect(mine!.$ref).toBe(theirs.$ref);
      const myDefs = mine!.$defs as Record<string, JSONSchema>;
      const theirDefs = theirs.$defs as Record<string, JSONSchema>;
      expect(Object.keys(myDefs).sort(), `${path}: definitions`).toEqual(Object.keys(theirDefs).sort());
      for (const [name, def] of Object.entries(theirDefs)) {
        expect(outline(myDefs[name]), `${path}: ${name}`).toEqual(outline(def));
      }
    });
  });
});

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
