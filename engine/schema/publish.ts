import { schemaPath } from "./id.ts";
import { allTypes, type NamedType } from "./types.ts";

const DRAFT = "https://json-schema.org/draft/2020-12/schema";

/**
 * The JSON Schema document published for a named type, laid out as GOBL
 * lays out its files: the type itself under `$defs`, referenced from the root,
 * with references to other types left as absolute IDs.
 */
export function publishedSchema(type: NamedType): Record<string, unknown> {
  const { $id: _id, ...definition } = JSON.parse(JSON.stringify(type.schema)) as Record<string, unknown>;
  return { $schema: DRAFT, $id: type.id, $ref: `#/$defs/${type.name}`, $defs: { [type.name]: definition } };
}

/** Every registered type's published schema, keyed by its path (`org/party`). */
export function publishedSchemas(): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const type of allTypes().filter((t) => t.registered).sort((a, b) => a.id.localeCompare(b.id))) {
    out.set(schemaPath(type.id) ?? type.name, publishedSchema(type));
  }
  return out;
}
