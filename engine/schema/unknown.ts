import type { TSchema } from "@sinclair/typebox";
import { MAX_LISTED_FAULTS, MORE_FAULTS_CODE, type Fault } from "../errors/index.ts";
import { mapValueSchema, shapesCleanly, structFieldMap } from "./conform.ts";
import { closestName, clipName } from "./closest.ts";
import { isPlainObject, wellFormed } from "./json.ts";
import { Place } from "./place.ts";
import { decodeHookFor, resolve, typeById, typeNameOf } from "./types.ts";

/** The code of a document field no schema defines (a warning, or a fault under `strict`). */
export const UNKNOWN_FIELD_CODE = "BIZDOC-UNKNOWN-FIELD";

/**
 * Gathers the fields of input documents that their schemas do not define:
 * what decoding drops, as GOBL's does, without a word. Same-named fields of
 * the same type are one warning with every path. At most MAX_LISTED_FAULTS
 * places are listed (and only those get a suggestion, worked out once per
 * type and name); a last warning (BIZDOC-FAULTS-MORE) counts the rest, as an
 * error's faults do.
 */
export class UnknownFields {
  private readonly byText = new Map<string, Fault>();
  private listed = 0;
  private more = 0;
  private readonly suggestions = new WeakMap<ReadonlyMap<string, TSchema>, Map<string, string>>();

  /** Walks `value` as decoding shapes it to `schema`, noting every property the schema has no field for. */
  collect(schema: TSchema, value: unknown, path: string): this {
    seek(schema, value, Place.root(path), this);
    return this;
  }

  /** The warnings gathered, in document order. */
  faults(): Fault[] {
    const faults = [...this.byText.values()];
    if (this.more > 0) {
      faults.push({
        code: MORE_FAULTS_CODE,
        properties: ["$"],
        description: `${this.more.toLocaleString("en-US")} more unknown ${this.more === 1 ? "field" : "fields"}, not listed: the first ${MAX_LISTED_FAULTS.toLocaleString("en-US")} are`,
      });
    }
    return faults;
  }

  /** @internal */
  note(at: Place, name: string, typeName: string | undefined, fields: ReadonlyMap<string, TSchema>): void {
    if (this.listed >= MAX_LISTED_FAULTS) {
      this.more++;
      return;
    }
    this.listed++;
    const description = this.describe(name, typeName, fields);
    const path = String(at);
    const existing = this.byText.get(description);
    if (existing) existing.properties.push(path);
    else this.byText.set(description, { code: UNKNOWN_FIELD_CODE, properties: [path], description });
  }

  private describe(name: string, typeName: string | undefined, fields: ReadonlyMap<string, TSchema>): string {
    let known = this.suggestions.get(fields);
    if (!known) this.suggestions.set(fields, (known = new Map()));
    let text = known.get(name);
    if (text === undefined) {
      const closest = closestName(name, fields.keys());
      text = `${typeName ?? "this object"} has no field '${clipName(name)}'${closest === undefined ? "" : `: did you mean '${closest}'?`}`;
      known.set(name, text);
    }
    return text;
  }
}

/**
 * The walk mirrors conform's shaping: a union's value is walked with the
 * option conform picks, an embedded document with its own `$schema`'s
 * schema, a map's values with the map's value schema, and a struct's fields
 * with theirs. A field a decode hook reads (an older spelling GOBL still
 * accepts, such as `desc`) counts as known.
 */
function seek(schema: TSchema, value: unknown, at: Place, out: UnknownFields): void {
  if (value === null || typeof value !== "object") return;
  const s = resolve(schema) as TSchema & Record<string, unknown>;
  if ((Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) && s.type === undefined) {
    const option = ((s.anyOf ?? s.oneOf) as TSchema[]).find((o) => shapesCleanly(o, value));
    if (option) seek(option, value, at, out);
    return;
  }
  const typeName = typeNameOf(schema);
  if (typeName === "schema.Object") {
    if (!isPlainObject(value) || typeof value.$schema !== "string") return;
    const target = typeById(value.$schema);
    if (!target) return;
    const { $schema: _schema, ...fields } = value;
    seek(target.schema, fields, at, out);
    return;
  }
  if (s.type === "array") {
    const items = s.items as TSchema | undefined;
    if (!items || !Array.isArray(value)) return;
    for (let i = 0; i < value.length; i++) seek(items, value[i], at.child(i), out);
    return;
  }
  if (s.type !== "object" || !isPlainObject(value)) return;
  const fields = structFieldMap(s);
  if (!fields) {
    const values = mapValueSchema(s);
    if (values) for (const key of Object.keys(value)) seek(values, value[key], at.child(wellFormed(key)), out);
    return;
  }
  const hook = decodeHookFor(typeName);
  let read: ReadonlySet<string> = NONE;
  let object = value;
  if (hook) ({ object, read } = hooked(hook, value));
  for (const key of Object.keys(object)) {
    const field = fields.get(key);
    if (field) seek(field, object[key], at.child(key), out);
    else if (object[key] !== undefined && !read.has(key)) out.note(at.child(wellFormed(key)), wellFormed(key), typeName, fields);
  }
}

const NONE: ReadonlySet<string> = new Set();

/**
 * A decode hook's result, and the names it read before copying the object
 * whole (a spread reads every name, so reading stops counting there).
 */
function hooked(
  hook: (raw: Record<string, unknown>) => Record<string, unknown>,
  value: Record<string, unknown>,
): { object: Record<string, unknown>; read: ReadonlySet<string> } {
  const read = new Set<string>();
  let counting = true;
  const watched = new Proxy(
    { ...value },
    {
      get(target, key, receiver) {
        if (counting && typeof key === "string") read.add(key);
        return Reflect.get(target, key, receiver);
      },
      ownKeys(target) {
        counting = false;
        return Reflect.ownKeys(target);
      },
    },
  );
  const object = hook(watched);
  return { object: object === watched || !isPlainObject(object) ? value : object, read };
}
