import { schemaPath } from "./id.ts";
import { allTypes, typeById, type NamedType } from "./types.ts";

const DRAFT = "https://json-schema.org/draft/2020-12/schema";

type JSONSchema = Record<string, unknown>;

/**
 * The JSON Schema document published for a named type, laid out as GOBL lays
 * out its files: the type itself under `$defs`, referenced from the root.
 * References to other registered types (the ones with files of their own)
 * stay absolute IDs; the unregistered helper types it uses, directly or
 * through other helpers, are copied into the same `$defs` and referenced
 * there (`#/$defs/tax.Combo`). Definitions are listed by name, as GOBL does.
 */
export function publishedSchema(type: NamedType): Record<string, unknown> {
  const defs = new Map<string, JSONSchema>();
  const pending: NamedType[] = [type];
  while (pending.length > 0) {
    const next = pending.shift()!;
    if (defs.has(next.name)) continue;
    const { $id: _id, ...definition } = JSON.parse(JSON.stringify(next.schema)) as JSONSchema;
    defs.set(next.name, localise(definition, next.id, pending) as JSONSchema);
  }
  const names = [...defs.keys()].sort();
  return { $schema: DRAFT, $id: type.id, $ref: `#/$defs/${type.name}`, $defs: Object.fromEntries(names.map((n) => [n, defs.get(n)!])) };
}

/**
 * Points references to helper types at `$defs`, queueing the helpers met so
 * that they are copied in too; references to registered types (a type's own
 * included, as in cbc.Definition's `values`) stay absolute, as GOBL has them.
 * A reference to an ID no type has is a mistake in a definition, and fails.
 */
function localise(value: unknown, from: string, pending: NamedType[]): unknown {
  if (Array.isArray(value)) return value.map((v) => localise(v, from, pending));
  if (!value || typeof value !== "object") return value;
  const out: JSONSchema = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === "$ref" && typeof v === "string" && !v.startsWith("#")) {
      const target = typeById(v);
      if (!target) throw new Error(`${from} refers to ${v}, which no type defines`);
      if (target.registered) out[key] = v;
      else {
        pending.push(target);
        out[key] = `#/$defs/${target.name}`;
      }
      continue;
    }
    out[key] = localise(v, from, pending);
  }
  return out;
}

/** Every registered type's published schema, keyed by its path (`org/party`). */
export function publishedSchemas(): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const type of allTypes().filter((t) => t.registered).sort((a, b) => a.id.localeCompare(b.id))) {
    out.set(schemaPath(type.id) ?? type.name, publishedSchema(type));
  }
  return out;
}
