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

export interface WalkOptions {
  order?: "pre" | "post";
  /** Where the root sits (`$`, or `$.doc` inside an envelope). */
  path?: string;
  /** Only values of these types are visited (the rest are still walked through). */
  types?: { has(type: string): boolean };
  /** `false` leaves a map's values (an `ext`'s codes, a `meta`'s texts) unvisited. Default `true`. */
  mapValues?: boolean;
  /**
   * The schema of an embedded document's `$schema` (undefined when unknown):
   * given, an embedded document (a `schema.Object`, such as an invoice
   * complement) of a known schema is walked as a value of that schema too,
   * at its own place, after its visit as an object (GOBL's rules reach an
   * embedded payload the same way). Without it, embedded documents are opaque.
   */
  embedded?: (id: string) => TSchema | undefined;
}

/**
 * Walks a conformed document depth first, calling `visitor` on every value
 * whose schema carries a type name. Children are visited before their parent
 * ("post" order), as GOBL's normalisation does, or after it ("pre").
 */
export function walk(schema: TSchema, root: unknown, visitor: Visitor, options: WalkOptions = {}): void {
  // The root's holder sits one level above the path given, so the root's own path is that path.
  const above = Place.root(options.path ?? "$");
  const top = { walkTypes: options.types, visitor, pre: options.order === "pre", mapValues: options.mapValues ?? true, embedded: options.embedded };
  visitValue(schema, { root }, "root", above, top, true);
}

interface Walk {
  walkTypes: WalkOptions["types"];
  visitor: Visitor;
  pre: boolean;
  mapValues: boolean;
  embedded: WalkOptions["embedded"];
}

/**
 * `up` is the node of the value's holder; the root is special-cased: its
 * path is the holder's (there is no "root" segment).
 */
function visitValue(schema: TSchema, parent: Holder, key: string | number, up: Place, w: Walk, isRoot = false): void {
  const value = parent[key];
  if (value === undefined || value === null) return;
  const shape = shapeOf(schema);
  const type = shape.type;
  const visited = type !== undefined && (!w.walkTypes || w.walkTypes.has(type));
  // The root reports the holder's path; a visit of anything else names its key below it.
  const visit = visited ? (isRoot ? new RootVisit(type, up, parent, key) : new Visit(type, up, parent, key)) : undefined;
  if (w.pre && visit) w.visitor(visit);
  if (typeof value === "object" && (shape.items || shape.fields || shape.values)) {
    // Only containers get a node: their children's paths hang from it.
    const node = isRoot ? up : up.child(key);
    visitChildren(shape, parent[key], node, w);
  }
  if (!w.pre && visit) w.visitor(visit);
  if (w.embedded && type === EMBEDDED_TYPE && isPlainObject(value) && typeof value.$schema === "string") {
    const inner = w.embedded(value.$schema);
    // The embedded schema's own type is never the wrapper's, so this recurses once per level of nesting.
    if (inner && typeNameOf(inner) !== EMBEDDED_TYPE) visitValue(inner, parent, key, up, w, isRoot);
  }
}

/** The type of an embedded document of its own schema (see WalkOptions.embedded). */
const EMBEDDED_TYPE = "schema.Object";

/** The root value's visit: its path is the one the walk was given. */
class RootVisit extends Visit {
  constructor(type: string, private readonly at: Place, parent: Holder, key: string | number) {
    super(type, at, parent, key);
  }

  override get path(): string {
    return String(this.at);
  }
}

/** What a walk needs of a schema, worked out once per schema: its type name and where its children are. */
interface Shape {
  type?: string;
  /** A list's item schema. */
  items?: TSchema;
  /** A struct's fields, in declaration order. */
  fields?: [string, TSchema][];
  /** A map's value schema. */
  values?: TSchema;
}

const shapes = new WeakMap<TSchema, Shape>();

function shapeOf(schema: TSchema): Shape {
  let shape = shapes.get(schema);
  if (!shape) {
    const s = resolve(schema) as TSchema & Record<string, unknown>;
    shape = { type: typeNameOf(schema) };
    if (s.type === "array" && s.items) shape.items = s.items as TSchema;
    else if (s.type === "object") {
      const props = structProperties(s);
      if (props) shape.fields = Object.entries(props);
      else shape.values = mapValueSchema(s);
    }
    shapes.set(schema, shape);
  }
  return shape;
}

function visitChildren(shape: Shape, value: unknown, at: Place, w: Walk): void {
  if (shape.items) {
    if (!Array.isArray(value)) return;
    for (let i = 0; i < value.length; i++) visitValue(shape.items, value as unknown as Holder, i, at, w);
    return;
  }
  if (!isPlainObject(value)) return;
  if (shape.fields) {
    for (const [key, schema] of shape.fields) {
      if (Object.hasOwn(value, key)) visitValue(schema, value, key, at, w);
    }
    return;
  }
  if (!shape.values || !w.mapValues) return;
  // Conformed maps already hold their keys in code-point order.
  for (const key of Object.keys(value)) visitValue(shape.values, value, key, at, w);
}
