import type { TSchema } from "@sinclair/typebox";
import { childPath, mapValueSchema, structProperties } from "./conform.ts";
import { isPlainObject } from "./json.ts";
import { resolve, typeNameOf } from "./types.ts";

/** One typed value met while walking a document. */
export interface Visit {
  /** The value itself (objects may be changed in place). */
  value: unknown;
  /** Its type name, e.g. "org.Party" or "cbc.Code". */
  type: string;
  /** Where it sits, in GOBL's notation: `$.lines[0].item`. */
  path: string;
  /** Replaces a scalar value in its parent (objects are edited in place instead). */
  replace(next: unknown): void;
}

export type Visitor = (visit: Visit) => void;

/**
 * Walks a conformed document depth first, calling `visitor` on every value
 * whose schema carries a type name. Children are visited before their parent
 * ("post" order), as GOBL's normalisation does, or after it ("pre").
 */
export function walk(schema: TSchema, root: unknown, visitor: Visitor, options: { order?: "pre" | "post"; path?: string } = {}): void {
  const order = options.order ?? "post";
  const holder = { root };
  visitValue(schema, holder, "root", options.path ?? "$", visitor, order);
}

function visitValue(
  schema: TSchema,
  parent: Record<string, unknown> | unknown[],
  key: string | number,
  path: string,
  visitor: Visitor,
  order: "pre" | "post",
): void {
  const value = (parent as Record<string | number, unknown>)[key];
  if (value === undefined || value === null) return;
  const type = typeNameOf(schema);
  const visit = (): void => {
    if (!type) return;
    visitor({
      value: (parent as Record<string | number, unknown>)[key],
      type,
      path,
      replace: (next) => {
        (parent as Record<string | number, unknown>)[key] = next;
      },
    });
  };
  if (order === "pre") visit();
  visitChildren(resolve(schema) as TSchema & Record<string, unknown>, (parent as Record<string | number, unknown>)[key], path, visitor, order);
  if (order === "post") visit();
}

function visitChildren(s: TSchema & Record<string, unknown>, value: unknown, path: string, visitor: Visitor, order: "pre" | "post"): void {
  if (s.type === "array" && Array.isArray(value) && s.items) {
    for (let i = 0; i < value.length; i++) visitValue(s.items as TSchema, value, i, `${path}[${i}]`, visitor, order);
    return;
  }
  if (s.type !== "object" || !isPlainObject(value)) return;
  const props = structProperties(s);
  if (props) {
    for (const [key, propSchema] of Object.entries(props)) {
      if (Object.hasOwn(value, key)) visitValue(propSchema, value, key, childPath(path, key), visitor, order);
    }
    return;
  }
  const valueSchema = mapValueSchema(s);
  if (!valueSchema) return;
  // Conformed maps already hold their keys in code-point order.
  for (const key of Object.keys(value)) visitValue(valueSchema, value, key, childPath(path, key), visitor, order);
}
