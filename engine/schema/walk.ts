import type { TSchema } from "@sinclair/typebox";
import { childPath, mapValueSchema, structProperties } from "./conform.ts";
import { isPlainObject } from "./json.ts";
import { resolve, typeNameOf } from "./types.ts";

type Holder = Record<string | number, unknown>;

/** One typed value met while walking a document. */
export class Visit {
  constructor(
    /** Its type name, e.g. "org.Party" or "cbc.Code". */
    readonly type: string,
    /** Where it sits, in GOBL's notation: `$.lines[0].item`. */
    readonly path: string,
    private readonly parent: Holder,
    private readonly key: string | number,
  ) {}

  /** The value itself (objects may be changed in place). */
  get value(): unknown {
    return this.parent[this.key];
  }

  /** Replaces a scalar value in its parent (objects are edited in place instead). */
  replace(next: unknown): void {
    this.parent[this.key] = next;
  }
}

export type Visitor = (visit: Visit) => void;

/**
 * Walks a conformed document depth first, calling `visitor` on every value
 * whose schema carries a type name. Children are visited before their parent
 * ("post" order), as GOBL's normalisation does, or after it ("pre").
 */
export function walk(schema: TSchema, root: unknown, visitor: Visitor, options: { order?: "pre" | "post"; path?: string } = {}): void {
  visitValue(schema, { root }, "root", options.path ?? "$", visitor, options.order === "pre");
}

function visitValue(schema: TSchema, parent: Holder, key: string | number, path: string, visitor: Visitor, pre: boolean): void {
  const value = parent[key];
  if (value === undefined || value === null) return;
  const type = typeNameOf(schema);
  if (pre && type) visitor(new Visit(type, path, parent, key));
  visitChildren(resolve(schema) as TSchema & Record<string, unknown>, parent[key], path, visitor, pre);
  if (!pre && type) visitor(new Visit(type, path, parent, key));
}

function visitChildren(s: TSchema & Record<string, unknown>, value: unknown, path: string, visitor: Visitor, pre: boolean): void {
  if (s.type === "array" && Array.isArray(value) && s.items) {
    for (let i = 0; i < value.length; i++) visitValue(s.items as TSchema, value as unknown as Holder, i, `${path}[${i}]`, visitor, pre);
    return;
  }
  if (s.type !== "object" || !isPlainObject(value)) return;
  const props = structProperties(s);
  if (props) {
    for (const key in props) {
      if (Object.hasOwn(value, key)) visitValue(props[key], value, key, childPath(path, key), visitor, pre);
    }
    return;
  }
  const valueSchema = mapValueSchema(s);
  if (!valueSchema) return;
  // Conformed maps already hold their keys in code-point order.
  for (const key of Object.keys(value)) visitValue(valueSchema, value, key, childPath(path, key), visitor, pre);
}
