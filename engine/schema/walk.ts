import type { TSchema } from "@sinclair/typebox";
import { mapValueSchema, structProperties } from "./conform.ts";
import { Place } from "./place.ts";
import { isPlainObject } from "./json.ts";
import { resolve, typeNameOf } from "./types.ts";

type Holder = Record<string | number, unknown>;

/** One typed value met while walking a document. */
export class Visit {
  constructor(
    /** Its type name, e.g. "org.Party" or "cbc.Code". */
    readonly type: string,
    private readonly up: Place,
    private readonly parent: Holder,
    private readonly key: string | number,
  ) {}

  /** Where it sits, in GOBL's notation: `$.lines[0].item`. */
  get path(): string {
    return String(this.up.child(this.key));
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
export interface WalkOptions {
  order?: "pre" | "post";
  /** Where the root sits (`$`, or `$.doc` inside an envelope). */
  path?: string;
  /** Only values of these types are visited (the rest are still walked through). */
  types?: { has(type: string): boolean };
}

export function walk(schema: TSchema, root: unknown, visitor: Visitor, options: WalkOptions = {}): void {
  // The root's holder sits one level above the path given, so the root's own path is that path.
  const above = Place.root(options.path ?? "$");
  const top = { walkTypes: options.types, visitor, pre: options.order === "pre" };
  visitValue(schema, { root }, "root", above, top, true);
}

interface Walk {
  walkTypes: WalkOptions["types"];
  visitor: Visitor;
  pre: boolean;
}

/**
 * `up` is the node of the value's holder; the root is special-cased: its
 * path is the holder's (there is no "root" segment).
 */
function visitValue(schema: TSchema, parent: Holder, key: string | number, up: Place, w: Walk, isRoot = false): void {
  const value = parent[key];
  if (value === undefined || value === null) return;
  const type = typeNameOf(schema);
  const visited = type !== undefined && (!w.walkTypes || w.walkTypes.has(type));
  // The root reports the holder's path; a visit of anything else names its key below it.
  const visit = visited ? (isRoot ? new RootVisit(type, up, parent, key) : new Visit(type, up, parent, key)) : undefined;
  if (w.pre && visit) w.visitor(visit);
  if (typeof value === "object") {
    // Only containers get a node: their children's paths hang from it.
    const node = isRoot ? up : up.child(key);
    visitChildren(resolve(schema) as TSchema & Record<string, unknown>, parent[key], node, w);
  }
  if (!w.pre && visit) w.visitor(visit);
}

/** The root value's visit: its path is the one the walk was given. */
class RootVisit extends Visit {
  constructor(type: string, private readonly at: Place, parent: Holder, key: string | number) {
    super(type, at, parent, key);
  }

  override get path(): string {
    return String(this.at);
  }
}

function visitChildren(s: TSchema & Record<string, unknown>, value: unknown, at: Place, w: Walk): void {
  if (s.type === "array" && Array.isArray(value) && s.items) {
    for (let i = 0; i < value.length; i++) visitValue(s.items as TSchema, value as unknown as Holder, i, at, w);
    return;
  }
  if (s.type !== "object" || !isPlainObject(value)) return;
  const props = structProperties(s);
  if (props) {
    for (const key in props) {
      if (Object.hasOwn(value, key)) visitValue(props[key], value, key, at, w);
    }
    return;
  }
  const valueSchema = mapValueSchema(s);
  if (!valueSchema) return;
  // Conformed maps already hold their keys in code-point order.
  for (const key of Object.keys(value)) visitValue(valueSchema, value, key, at, w);
}
