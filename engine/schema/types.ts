import type { TSchema } from "@sinclair/typebox";
import { schemaID } from "./id.ts";

/**
 * Named types. Every object or scalar that normalisers and rules can target
 * carries a type name in GOBL's `<pkg>.<Type>` form ("org.Party",
 * "tax.Identity"), stored under a symbol so it survives TypeBox's cloning and
 * never shows in the JSON Schema we publish.
 */
export const TYPE_NAME = Symbol.for("bizdoc.typeName");

export interface NamedType {
  name: string;
  id: string;
  schema: TSchema;
  /** Registered types are the ones GOBL publishes as schema files of their own. */
  registered: boolean;
}

const byId = new Map<string, NamedType>();
const byName = new Map<string, NamedType>();

/**
 * Defines a named type under `https://gobl.org/draft-0/<path>`. Other types
 * refer to it with `Type.Ref(...)`; the walker resolves the ref through here.
 */
export function defineType<T extends TSchema>(
  name: string,
  path: string,
  schema: T,
  options: { registered?: boolean } = {},
): T {
  const id = schemaID(path);
  const named = schema as T & { $id?: string; [TYPE_NAME]?: string };
  named.$id = id;
  named[TYPE_NAME] = name;
  const entry: NamedType = { name, id, schema: named, registered: options.registered ?? true };
  byId.set(id, entry);
  byName.set(name, entry);
  return named;
}

/** Tags an inline schema (one without an ID of its own) with a type name. */
export function nameInline<T extends TSchema>(name: string, schema: T): T {
  (schema as T & { [TYPE_NAME]?: string })[TYPE_NAME] = name;
  return schema;
}

export function typeById(id: string): NamedType | undefined {
  return byId.get(id);
}

export function typeByName(name: string): NamedType | undefined {
  return byName.get(name);
}

export function allTypes(): NamedType[] {
  return [...byId.values()];
}

/** Follows `$ref` to the referenced named schema; other schemas are returned as they are. */
export function resolve(schema: TSchema): TSchema {
  const ref = (schema as { $ref?: string }).$ref;
  if (typeof ref !== "string") return schema;
  const target = byId.get(ref);
  if (!target) throw new Error(`schema reference ${ref} is not defined`);
  return target.schema;
}

export function typeNameOf(schema: TSchema): string | undefined {
  return (resolve(schema) as { [TYPE_NAME]?: string })[TYPE_NAME];
}

/**
 * Older spellings GOBL still reads (`desc` for `description`, invoice tags
 * under `tax.tags`, ...). A hook receives a copy of the raw object of its type
 * before it is shaped and returns the object in today's form.
 */
export type DecodeHook = (raw: Record<string, unknown>) => Record<string, unknown>;

const decodeHooks = new Map<string, DecodeHook>();

export function registerDecodeHook(typeName: string, hook: DecodeHook): void {
  decodeHooks.set(typeName, hook);
}

export function decodeHookFor(typeName: string | undefined): DecodeHook | undefined {
  return typeName ? decodeHooks.get(typeName) : undefined;
}
