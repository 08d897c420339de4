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
  /**
   * Only values of these types are visited (the rest are still walked
   * through). Its answers must not change from walk to walk: each shape
   * remembers the last one it got.
   */
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
  visitValue(shapeOf(schema), { root }, "root", above, top, true);
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
function visitValue(shape: Shape, parent: Holder, key: string | number, up: Place, w: Walk, isRoot = false): void {
  const value = parent[key];
  if (value === undefined || value === null) return;
  const type = shape.type;
  const visited = type !== undefined && (!w.walkTypes || shape.isAmong(w.walkTypes));
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
    if (inner && typeNameOf(inner) !== EMBEDDED_TYPE) visitValue(shapeOf(inner), parent, key, up, w, isRoot);
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

/**
 * What a walk needs of a schema, worked out once per schema: its type name
 * and where its children are. The shapes of the children are worked out on
 * first use (schemas are recursive), then kept beside them.
 */
class Shape {
  readonly type?: string;
  /** A list's item schema. */
  readonly items?: Child;
  /** A struct's fields, in declaration order. */
  readonly fields?: Field[];
  /** A map's value schema. */
  readonly values?: Child;

  /** The types of the last walk that asked, and whether this type is among them (a walk asks the same for every line). */
  private lastTypes?: object;
  private lastAnswer = false;

  isAmong(types: NonNullable<WalkOptions["types"]>): boolean {
    if (types !== this.lastTypes) {
      this.lastAnswer = this.type !== undefined && types.has(this.type);
      this.lastTypes = types;
    }
    return this.lastAnswer;
  }

  /**
   * The types found anywhere below this schema, or "any" when an embedded
   * document (of a schema only its value names) may be: worked out on first use.
   */
  private below?: ReadonlySet<string> | "any";
  /** The fields worth entering for a walk's types, by the types. */
  private readonly relevantFields = new WeakMap<object, Field[]>();

  /** Whether a walk for these types has anything to visit here or below, by the types. */
  private readonly concerned = new WeakMap<object, boolean>();

  concerns(types: NonNullable<WalkOptions["types"]>): boolean {
    let answer = this.concerned.get(types);
    if (answer === undefined) {
      const below = this.typesBelow();
      answer = (this.type !== undefined && types.has(this.type)) || below === "any" || [...below].some((type) => types.has(type));
      this.concerned.set(types, answer);
    }
    return answer;
  }

  /** The fields a walk for these types enters: the others hold nothing it visits. */
  fieldsFor(types: NonNullable<WalkOptions["types"]>): Field[] {
    let fields = this.relevantFields.get(types);
    if (!fields) {
      fields = (this.fields ?? []).filter((field) => field.shape.concerns(types));
      this.relevantFields.set(types, fields);
    }
    return fields;
  }

  private typesBelow(): ReadonlySet<string> | "any" {
    if (this.below === undefined) {
      const found = new Set<string>();
      const seen = new Set<Shape>([this]);
      const pending: Shape[] = [...this.children()];
      let any = false;
      while (pending.length > 0 && !any) {
        const shape = pending.pop()!;
        if (seen.has(shape)) continue;
        seen.add(shape);
        if (shape.type === EMBEDDED_TYPE) any = true;
        if (shape.type !== undefined) found.add(shape.type);
        pending.push(...shape.children());
      }
      this.below = any ? "any" : found;
    }
    return this.below;
  }

  private children(): Shape[] {
    return [...(this.items ? [this.items.shape] : []), ...(this.fields ?? []).map((f) => f.shape), ...(this.values ? [this.values.shape] : [])];
  }

  constructor(schema: TSchema) {
    const s = resolve(schema) as TSchema & Record<string, unknown>;
    this.type = typeNameOf(schema);
    if (s.type === "array" && s.items) this.items = new Child(s.items as TSchema);
    else if (s.type === "object") {
      const props = structProperties(s);
      if (props) this.fields = Object.entries(props).map(([key, field]) => new Field(key, field));
      else {
        const values = mapValueSchema(s);
        if (values) this.values = new Child(values);
      }
    }
  }
}

/** A child schema and, once asked for, its shape. */
class Child {
  private known?: Shape;

  constructor(private readonly schema: TSchema) {}

  get shape(): Shape {
    return (this.known ??= shapeOf(this.schema));
  }
}

class Field extends Child {
  constructor(
    readonly key: string,
    schema: TSchema,
  ) {
    super(schema);
  }
}

const shapes = new WeakMap<TSchema, Shape>();

function shapeOf(schema: TSchema): Shape {
  let shape = shapes.get(schema);
  if (!shape) {
    shape = new Shape(schema);
    shapes.set(schema, shape);
  }
  return shape;
}

/** What a walk enters below a value: everything, or (with `types`) only what leads to a value it visits. */
function visitChildren(shape: Shape, value: unknown, at: Place, w: Walk): void {
  if (shape.items) {
    if (!Array.isArray(value)) return;
    const items = shape.items.shape;
    if (w.walkTypes && !items.concerns(w.walkTypes)) return;
    for (let i = 0; i < value.length; i++) visitValue(items, value as unknown as Holder, i, at, w);
    return;
  }
  if (!isPlainObject(value)) return;
  if (shape.fields) {
    for (const field of w.walkTypes ? shape.fieldsFor(w.walkTypes) : shape.fields) {
      if (Object.hasOwn(value, field.key)) visitValue(field.shape, value, field.key, at, w);
    }
    return;
  }
  if (!shape.values || !w.mapValues) return;
  const values = shape.values.shape;
  if (w.walkTypes && !values.concerns(w.walkTypes)) return;
  // Conformed maps already hold their keys in code-point order.
  for (const key of Object.keys(value)) visitValue(values, value, key, at, w);
}
