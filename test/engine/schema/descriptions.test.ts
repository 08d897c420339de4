/**
 * Every property of every published schema says what it holds: a non-empty
 * `description`, in our own words, that the API reference, the playground
 * and editors show. The walk starts at each schema the engine publishes
 * (`engine.schemaIDs()`, `engine.schema(path)`) and follows its `$ref`s, to
 * the definitions in its own `$defs` and to the other published schemas, so
 * no definition a document can reach is left out. Conditions (`if`, `then`,
 * `else`, `not`) only restrict values and are not walked.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";

type JSONSchema = Record<string, unknown>;

const BASE = "https://gobl.org/draft-0/";

/** The keywords whose values are schemas (or lists or maps of them) that hold fields. */
const SUBSCHEMAS = ["items", "prefixItems", "additionalProperties", "oneOf", "anyOf", "allOf"];
const SCHEMA_MAPS = ["patternProperties", "$defs"];

function undescribed(): { missing: string[]; properties: number; visited: number } {
  const engine = createEngine();
  const files = new Map<string, JSONSchema>();
  const file = (id: string): JSONSchema | undefined => {
    if (!files.has(id)) {
      const found = id.startsWith(BASE) ? engine.schema(id.slice(BASE.length)) : undefined;
      if (found) files.set(id, found);
    }
    return files.get(id);
  };

  const missing: string[] = [];
  const seen = new Set<string>();
  let properties = 0;

  /** Resolves a reference from inside `fileId`: `#/$defs/x`, an absolute ID, or an ID with a fragment. */
  const target = (ref: string, fileId: string): { fileId: string; name: string; schema: JSONSchema } | undefined => {
    const [base, fragment = ""] = ref.split("#");
    const id = base === "" ? fileId : base;
    const doc = file(id);
    if (!doc) return undefined;
    const path = fragment === "" ? String(doc.$ref ?? "").replace(/^#/, "") : fragment;
    const name = path.replace(/^\/\$defs\//, "");
    const schema = (doc.$defs as Record<string, JSONSchema> | undefined)?.[name];
    return schema ? { fileId: id, name, schema } : undefined;
  };

  const visit = (schema: unknown, fileId: string, where: string): void => {
    if (Array.isArray(schema)) return schema.forEach((s) => visit(s, fileId, where));
    if (!schema || typeof schema !== "object") return;
    const s = schema as JSONSchema;
    if (typeof s.$ref === "string") {
      const t = target(s.$ref, fileId);
      if (!t) missing.push(`${where}: $ref ${s.$ref} does not resolve to a published definition`);
      else definition(t.fileId, t.name, t.schema);
    }
    for (const [name, property] of Object.entries((s.properties ?? {}) as Record<string, JSONSchema>)) {
      properties++;
      const text = property?.description;
      if (typeof text !== "string" || text.trim() === "") missing.push(`${where}.${name}`);
      visit(property, fileId, `${where}.${name}`);
    }
    for (const keyword of SUBSCHEMAS) visit(s[keyword], fileId, where);
    for (const keyword of SCHEMA_MAPS) {
      for (const [key, sub] of Object.entries((s[keyword] ?? {}) as Record<string, unknown>)) visit(sub, fileId, keyword === "$defs" ? key : where);
    }
  };

  /** A definition is walked once, by its name in GOBL's `<pkg>.<Type>` form. */
  const definition = (fileId: string, name: string, schema: JSONSchema): void => {
    if (seen.has(name)) return;
    seen.add(name);
    visit(schema, fileId, `${name} (${fileId.slice(BASE.length)})`);
  };

  for (const id of engine.schemaIDs()) {
    const doc = file(id);
    if (!doc) {
      missing.push(`${id}: listed by schemaIDs() but engine.schema() has no such schema`);
      continue;
    }
    for (const [name, def] of Object.entries((doc.$defs ?? {}) as Record<string, JSONSchema>)) definition(id, name, def);
  }
  return { missing: [...new Set(missing)].sort(), properties, visited: seen.size };
}

describe("published schema descriptions", () => {
  it("describe every property of every published schema", () => {
    const { missing, properties, visited } = undescribed();
    expect(visited, "definitions walked").toBeGreaterThan(80);
    expect(properties, "properties walked").toBeGreaterThan(500);
    expect(missing, `properties without a description:\n  ${missing.join("\n  ")}`).toEqual([]);
  });

  it("describe what an inbox's fields hold, with the schemes Peppol and XRechnung use", () => {
    const inbox = (createEngine().schema("org/inbox")!.$defs as Record<string, JSONSchema>)["org.Inbox"];
    const props = inbox.properties as Record<string, { description: string }>;
    expect(props.scheme.description).toMatch(/ISO 6523/);
    expect(props.scheme.description).toMatch(/0088/);
    expect(props.scheme.description).toMatch(/0204.*Leitweg-ID/);
    for (const name of ["key", "code", "url", "email"]) expect(props[name].description.length, name).toBeGreaterThan(20);
  });
});

describe("schema doc comments", () => {
  it("are the properties' descriptions (else run npm run schemas)", async () => {
    const { staleSchemaSources } = await import("../../../scripts/schema-docs.ts");
    const stale = [...staleSchemaSources().keys()];
    expect(stale, `doc comments differ from the descriptions in:\n  ${stale.join("\n  ")}\nrun npm run schemas`).toEqual([]);
  });
});
