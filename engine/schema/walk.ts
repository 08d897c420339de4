import type { TSchema } from "@sinclair/typebox";
import { childPath, mapValueSchema, structProperties } from "./conform.ts";
import { isPlainObject } from "./json.ts";
import { resolve, typeNameOf } from "./types.ts";

type Holder = Record<string | number, unknown>;

/**
 * Where a value sits, as a chain of keys up to the root: the path text is
 * only built when something asks for it (a fault, a number error), as most
 * visited values never need it.
 */
interface PathNode {
  readonly up: PathNode | undefined;
  readonly key: string | number;
  text?: string;
}

function pathText(node: PathNode): string {
  if (node.text === undefined) {
    const above = pathText(node.up!);
    node.text = typeof node.key === "number" ? `${above}[${node.key}]` : childPath(above, node.key);
  }
  return node.text;
}

/** One typed value met while walking a document. */
export class Visit {
  constructor(
    /** Its type name, e.g. "org.Party" or "cbc.Code". */
    readonly type: string,
    private readonly at: PathNode,
    private readonly parent: Holder,
    private readonly key: string | number,
  ) {}

  /** Where it sits, in GOBL's notation: `$.lines[0].item`. */
  get path(): string {
    return pathText(this.at);
  }

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
  const top: PathNode = { up: undefined, key: "", text: options.path ?? "$" };
  visitValue(schema, { root }, "root", top, visitor, options.order === "pre");
}

function visitValue(schema: TSchema, parent: Holder, key: string | number, at: PathNode, visitor: Visitor, pre: boolean): void {
  const value = parent[key];
  if (value === undefined || value === null) return;
  const type = typeNameOf(schema);
  if (pre && type) visitor(new Visit(type, at, parent, key));
  visitChildren(resolve(schema) as TSchema & Record<string, unknown>, parent[key], at, visitor, pre);
  if (!pre && type) visitor(new Visit(type, at, parent, key));
}

function visitChildren(s: TSchema & Record<string, unknown>, value: unknown, at: PathNode, visitor: Visitor, pre: boolean): void {
  if (s.type === "array" && Array.isArray(value) && s.items) {
    for (let i = 0; i < value.length; i++) visitValue(s.items as TSchema, value as unknown as Holder, i, { up: at, key: i }, visitor, pre);
    return;
  }
  if (s.type !== "object" || !isPlainObject(value)) return;
  const props = structProperties(s);
  if (props) {
    for (const key in props) {
      if (Object.hasOwn(value, key)) visitValue(props[key], value, key, { up: at, key }, visitor, pre);
    }
    return;
  }
  const valueSchema = mapValueSchema(s);
  if (!valueSchema) return;
  // Conformed maps already hold their keys in code-point order.
  for (const key of Object.keys(value)) visitValue(valueSchema, value, key, { up: at, key }, visitor, pre);
}
