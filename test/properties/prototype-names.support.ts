/**
 * Where user text goes in a document, read from its JSON Schema, how to put
 * a chosen text there, and which of the texts a refusal is about: for
 * test/properties/prototype-names.test.ts.
 *
 * A slot is one place of the schema, whether a given document fills it or
 * not: a string field (a key, code, type, tag, unit, country or currency
 * code, or free text), a key of a map (`ext`, `meta`), or the value under one
 * extension key. Placing a slot creates the objects and arrays on its way,
 * and a `__proto__` key becomes an own property, as JSON.parse makes it.
 */

export type Segment = string | number;
type Schema = Record<string, any>;

export interface Slot {
  /** The object (or array) holding the text. */
  holder: Segment[];
  /** The text is the value of `field`, a key of the map, or the value under the map's key `field`. */
  role: "value" | "map-key" | "map-value";
  /** For a map's value: whether the map is an extension map (`tax.Extensions`) or a meta map (`cbc.Meta`). */
  map?: "ext" | "meta";
  field?: Segment;
  /** The type whose field holds the text, or the map (`tax.Combo`, `org.Party`...). */
  owner: string;
  /** Free text (a name, a street): no key, code, type, tag or list value. */
  free?: boolean;
  /** A value of a closed list (a country, a currency): these names are refused as soon as the input is read. */
  closed?: boolean;
}

/** Types whose values are dates, times, numbers or URIs: never one of these names, and refused when read. */
const NOT_TEXT = new Set(["cal.Date", "cal.Time", "cal.DateTime", "cal.Timestamp", "num.Amount", "num.Percentage", "cbc.URI"]);
const NOT_TEXT_FORMATS = new Set(["date", "date-time", "time", "uuid", "uri"]);

/** A list of constants (or a pattern for the rest), as the values of keys and codes are listed. */
function isList(node: Schema): boolean {
  const options = node.oneOf ?? node.anyOf;
  return Array.isArray(node.enum) || (Array.isArray(options) && options.every((o: Schema) => "const" in o || "pattern" in o));
}

/** A list of constants only, no pattern for other values. */
function isClosedList(node: Schema): boolean {
  const options = node.oneOf ?? node.anyOf;
  return isList(node) && !node.pattern && (!Array.isArray(options) || options.every((o: Schema) => "const" in o));
}

/** A string, or a list of constants with no type of its own (`$addons` items). */
function isText(node: Schema): boolean {
  if (node.type === "string") return !NOT_TEXT_FORMATS.has(node.format);
  return node.type === undefined && isList(node);
}

/**
 * Every slot of a bundled schema (`engine.schema(path, { bundle: true })`), a
 * type met again below itself not entered twice; an array is reached through
 * its first item. An extension or meta map gives a key slot and one value
 * slot (made one per extension key, or per meta key the document holds, by
 * `withMapKeys`).
 */
export function slotsOf(bundled: Schema): Slot[] {
  const defs: Record<string, Schema> = bundled.$defs ?? {};
  const slots: Slot[] = [];
  const visit = (node: Schema | undefined, path: Segment[], entered: readonly string[]): void => {
    if (!node || typeof node !== "object") return;
    const owner = entered[entered.length - 1] ?? "";
    const holder = path.slice(0, -1);
    const field = path[path.length - 1];
    if (typeof node.$ref === "string") {
      const name = node.$ref.replace(/^#\/\$defs\//, "");
      const def = defs[name];
      if (NOT_TEXT.has(name) || !def || entered.includes(name)) return;
      if (def.patternProperties) {
        slots.push({ holder: path, role: "map-key", owner });
        if (name === "tax.Extensions") slots.push({ holder: path, role: "map-value", owner, map: "ext" });
        if (name === "cbc.Meta") slots.push({ holder: path, role: "map-value", owner, map: "meta" });
      } else if (isText(def)) slots.push({ holder, role: "value", field, owner, ...(isClosedList(def) ? { closed: true } : {}) });
      else visit(def, path, [...entered, name]);
      return;
    }
    if (isText(node)) {
      // An inline string is free text unless it lists its values or has a pattern.
      const kind = isClosedList(node) ? { closed: true } : isList(node) || node.pattern ? {} : { free: true };
      slots.push({ holder, role: "value", field, owner, ...kind });
      return;
    }
    for (const [key, child] of Object.entries<Schema>(node.properties ?? {})) visit(child, [...path, key], entered);
    if (node.type === "array") visit(node.items, [...path, 0], entered);
  };
  visit(bundled, [], []);
  return slots;
}

/**
 * The extension value slot repeated for each of the extension keys; the meta
 * value slot for each key the document's meta map there holds (formats read
 * some meta values as codes: VERI*FACTU's event names), none when it holds none.
 */
export function withMapKeys(slots: readonly Slot[], extensionKeys: readonly string[], doc: unknown): Slot[] {
  return slots.flatMap((slot) => {
    if (slot.role !== "map-value") return [slot];
    const held = lookup(doc, slot.holder)?.value;
    const keys = slot.map === "ext" ? extensionKeys : isContainer(held) ? Object.keys(held) : [];
    return keys.map((key) => ({ ...slot, field: key }));
  });
}

/** Where the slot's text goes: the map itself for a key slot. */
export function slotPath(slot: Slot): Segment[] {
  return slot.role === "map-key" ? slot.holder : [...slot.holder, slot.field!];
}

/** What the document holds at the path, in a box (so that a held `undefined` is told from nothing held). */
function lookup(doc: unknown, path: readonly Segment[]): { value: unknown } | undefined {
  let node = doc;
  for (const seg of path) {
    if (!isContainer(node) || !Object.hasOwn(node, seg)) return undefined;
    node = node[seg];
  }
  return { value: node };
}

/** Whether the document has a value at the path. */
export const holds = (doc: unknown, path: readonly Segment[]): boolean => lookup(doc, path) !== undefined;

/** The slot in GOBL's path notation, for messages: `$.lines[0].taxes[0].ext{key}`. */
export function slotLabel(slot: Slot): string {
  if (slot.role === "value") return pathText([...slot.holder, slot.field!]);
  return `${pathText(slot.holder)}{${slot.role === "map-key" ? "key" : `${String(slot.field)}: value`}}`;
}

/** Segments as GOBL writes a path: `$.lines[0].ext["es-tbai-region"]`. */
export function pathText(path: readonly Segment[]): string {
  return path.reduce<string>(
    (text, seg) => (typeof seg === "number" ? `${text}[${seg}]` : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(seg) ? `${text}.${seg}` : `${text}[${JSON.stringify(seg)}]`),
    "$",
  );
}

const parsed = new Map<string, Segment[] | undefined>();

/** A fault's path read back into segments (undefined when it is not one); kept, as the same paths come back again and again. */
export function parsePath(text: string): Segment[] | undefined {
  if (!parsed.has(text)) parsed.set(text, readPath(text));
  return parsed.get(text);
}

function readPath(text: string): Segment[] | undefined {
  if (!text.startsWith("$")) return undefined;
  const segments: Segment[] = [];
  const re = /\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  re.lastIndex = 1;
  while (re.lastIndex < text.length) {
    const m = re.exec(text);
    if (!m) return undefined;
    segments.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : (JSON.parse(m[3]) as string)));
  }
  return segments;
}

/**
 * Where a slot's text lands in a document: its path, the first object on
 * the way that the document lacks (made by placing the slot, whichever slot
 * makes it first), and the keys of the path's prefixes (see `prefixKeys`).
 */
export interface Placement {
  at: Segment[];
  created?: Segment[];
  keys: string[];
}

const isContainer = (v: unknown): v is Record<Segment, unknown> => typeof v === "object" && v !== null;

/** Sets an own property; only `__proto__` needs defineProperty (assigning it would set the prototype), the rest is assigned, which is faster. */
function setOwn(target: Record<Segment, unknown>, key: Segment, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** Where the slot's text lands in `doc` (left unchanged). */
export function placementOf(doc: unknown, slot: Slot, text: string): Placement {
  const at = [...slot.holder, slot.role === "map-key" ? text : slot.field!];
  let node = doc;
  for (const [i, seg] of slot.holder.entries()) {
    node = isContainer(node) && Object.hasOwn(node, seg) ? node[seg] : undefined;
    if (!isContainer(node)) return { at, created: slot.holder.slice(0, i + 1), keys: prefixKeys(at) };
  }
  return { at, keys: prefixKeys(at) };
}

/**
 * Puts `text` in the slot of `doc` (changed in place), making the objects
 * and arrays on its way: a key slot adds the key to its map, with a code as
 * its value.
 */
export function place(doc: Record<string, unknown>, slot: Slot, text: string): void {
  let node: Record<Segment, unknown> = doc;
  for (const [i, seg] of slot.holder.entries()) {
    const next = i + 1 < slot.holder.length ? slot.holder[i + 1] : slot.field;
    if (!isContainer(Object.hasOwn(node, seg) ? node[seg] : undefined)) setOwn(node, seg, typeof next === "number" ? [] : {});
    node = node[seg] as Record<Segment, unknown>;
  }
  if (slot.role === "map-key") setOwn(node, text, "1");
  else setOwn(node, slot.field!, text);
}

/** The keys of a path's prefixes, shortest (the root's) first; array indexes and property names kept apart. */
function prefixKeys(path: readonly Segment[]): string[] {
  const keys = [""];
  for (const seg of path) keys.push(`${keys[keys.length - 1]}${typeof seg === "number" ? "[" : "."}${seg}`);
  return keys;
}

/**
 * Which of the placed texts a fault is about, looked up in indexes of the
 * placements (documents hold hundreds of texts, refusals hundreds of faults):
 * - the texts whose place is the fault's path or a prefix of it;
 * - else the texts that made the object at the path, or the object the path
 *   is a missing field of (a fault at `$.discounts[0].taxes[0].cat` is about
 *   the texts that made that combo);
 * - else, with `inside`, the text inside the object at the path, when it is
 *   the only one.
 */
export class Blame<P extends Placement> {
  /** Texts by the key of their own path. */
  private readonly byPlace = new Map<string, P[]>();
  /** Texts by the key of each object on their way that they made (their text lying below it). */
  private readonly byMadeObject = new Map<string, P[]>();
  /** Texts by the key of each object on their way, made on first use. */
  private below?: Map<string, P[]>;

  constructor(private readonly placed: readonly P[]) {
    for (const p of placed) {
      push(this.byPlace, p.keys[p.at.length], p);
      if (p.created) for (let depth = p.created.length; depth < p.at.length; depth++) push(this.byMadeObject, p.keys[depth], p);
    }
  }

  of(path: readonly Segment[], inside: boolean): P[] {
    if (path.length === 0) return [];
    const keys = prefixKeys(path);
    const at = keys.flatMap((key) => this.byPlace.get(key) ?? []);
    if (at.length > 0) return at;
    const made = [...(this.byMadeObject.get(keys[path.length]) ?? []), ...(this.byMadeObject.get(keys[path.length - 1]) ?? [])];
    if (made.length > 0 || !inside) return made;
    const within = this.inside(keys[path.length]);
    return within.length === 1 ? within : [];
  }

  private inside(key: string): P[] {
    if (!this.below) {
      this.below = new Map();
      for (const p of this.placed) for (let depth = 0; depth < p.at.length; depth++) push(this.below, p.keys[depth], p);
    }
    return this.below.get(key) ?? [];
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
