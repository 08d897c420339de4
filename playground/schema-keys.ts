/**
 * What the property name under the pointer is, and what the schema says of it.
 *
 * `keyAt` reads the editor's syntax tree (@codemirror/lang-json's or
 * @codemirror/lang-yaml's Lezer tree): from the key it walks up to the root,
 * collecting the path (`supplier.inboxes[0].scheme` as
 * `["supplier", "inboxes", 0, "scheme"]`) and the innermost enclosing object
 * with a `$schema` (the document's, or an envelope's `doc`). The walk visits
 * each ancestor's children once, so it is linear in the document's size.
 *
 * `describeProperty` follows those steps through a bundled JSON Schema
 * (`$ref` into `$defs`, `properties`, `patternProperties`,
 * `additionalProperties`, array `items`/`prefixItems`, and the branches of
 * `allOf`/`anyOf`/`oneOf`/`then`/`else`). Names from the text only ever
 * index Maps or go through Object.hasOwn, never a plain object's prototype.
 */
import type { EditorState } from "@codemirror/state";
import { ensureSyntaxTree, syntaxTree } from "@codemirror/language";

type Tree = ReturnType<typeof syntaxTree>;
type SyntaxNode = ReturnType<Tree["resolveInner"]>;

export type KeyStep = string | number;

/** The property name under the pointer. */
export interface HoveredKey {
  /** Where the key's text starts and ends (its quotes included). */
  from: number;
  to: number;
  /** Steps from the document's root to the key's member, the key last. */
  path: KeyStep[];
  /**
   * The innermost object around the key that names its schema
   * (`"$schema": "https://gobl.org/draft-0/bill/invoice"`): the schema's
   * path (`bill/invoice`) and how many leading steps of `path` lead to that
   * object. Absent when no enclosing object names a GOBL schema.
   */
  schema?: { kind: string; depth: number };
}

/** GOBL's schema IDs; the kind is what follows the base, as served at `/v0/schemas/<kind>`. */
const SCHEMA_ID = /^https:\/\/gobl\.org\/draft-0\/([a-z0-9]+(?:[/_-][a-z0-9]+)*)$/;

/** The schema path a `$schema` value names (`https://gobl.org/draft-0/bill/invoice` → `bill/invoice`). */
export function schemaKind(id: string): string | undefined {
  return SCHEMA_ID.exec(id)?.[1];
}

/** A path written as the tooltip and the fault list do: `supplier.inboxes[0].scheme`. */
export function formatPath(path: readonly KeyStep[]): string {
  return path.map((step, i) => (typeof step === "number" ? `[${step}]` : i === 0 ? step : `.${step}`)).join("");
}

// Node names of the two grammars.
const KEY_NODES = new Set(["PropertyName", "Key"]); // JSON, YAML
const MEMBER_NODES = new Set(["Property", "Pair"]);
const MAPPING_NODES = new Set(["Object", "BlockMapping", "FlowMapping"]);
const JSON_PUNCTUATION = new Set(["[", "]", ",", "⚠"]);

/**
 * How long a hover may spend parsing: as far as the key's line it must (the
 * editor has mostly done it already, in the background), the rest of the
 * text it may (an object's `$schema` may come after the key).
 */
const PARSE_TO_KEY_MS = 1_000;
const PARSE_REST_MS = 50;

/** The syntax tree of the whole text if it can be had soon, else at least as far as `pos`'s line. */
function treeOf(state: EditorState, pos: number): Tree {
  return (
    ensureSyntaxTree(state, state.doc.length, PARSE_REST_MS) ??
    ensureSyntaxTree(state, state.doc.lineAt(pos).to, PARSE_TO_KEY_MS) ??
    syntaxTree(state)
  );
}

/** The property name at `pos` (JSON or YAML), with its path; undefined when `pos` is not on one. */
export function keyAt(state: EditorState, pos: number, side: -1 | 1 = 1): HoveredKey | undefined {
  const text = (node: SyntaxNode) => state.sliceDoc(node.from, node.to);
  let key: SyntaxNode | null = treeOf(state, pos).resolveInner(pos, side);
  while (key && !KEY_NODES.has(key.name)) {
    if (MEMBER_NODES.has(key.name) || MAPPING_NODES.has(key.name)) return undefined; // inside a member, but not on its name
    key = key.parent;
  }
  if (!key || !key.parent || !MEMBER_NODES.has(key.parent.name)) return undefined;
  const name = keyName(text(key));
  if (name === undefined) return undefined;

  // Walk up, collecting steps innermost first.
  const reversed: KeyStep[] = [name];
  let schema: { kind: string; stepsInside: number } | undefined;
  let child: SyntaxNode = key.parent;
  for (let parent = child.parent; parent; child = parent, parent = parent.parent) {
    if (MAPPING_NODES.has(parent.name)) {
      if (!schema) {
        const kind = schemaOf(parent, text);
        if (kind !== undefined) schema = { kind, stepsInside: reversed.length };
      }
    } else if (MEMBER_NODES.has(parent.name)) {
      const parentKey = parent.firstChild;
      if (!parentKey || !KEY_NODES.has(parentKey.name) || parentKey === child) return undefined;
      const parentName = keyName(text(parentKey));
      if (parentName === undefined) return undefined;
      reversed.push(parentName);
    } else if (parent.name === "Array") {
      reversed.push(indexIn(parent, child, (node) => !JSON_PUNCTUATION.has(node.name)));
    } else if (parent.name === "BlockSequence" || parent.name === "FlowSequence") {
      reversed.push(indexIn(parent, child, (node) => node.name === "Item"));
    }
    // Anything else (JsonText, Stream, Document, Item, a tag or an anchor) adds no step.
  }
  const path = reversed.reverse();
  return {
    from: key.from,
    to: key.to,
    path,
    ...(schema ? { schema: { kind: schema.kind, depth: path.length - schema.stepsInside } } : {}),
  };
}

/** How many of `parent`'s children before `child` are elements (`isElement`). */
function indexIn(parent: SyntaxNode, child: SyntaxNode, isElement: (node: SyntaxNode) => boolean): number {
  let index = 0;
  for (let node = parent.firstChild; node && node.from < child.from; node = node.nextSibling) {
    if (isElement(node)) index++;
  }
  return index;
}

/** The kind a mapping's `$schema` member names, if it has one naming a GOBL schema. */
function schemaOf(mapping: SyntaxNode, text: (node: SyntaxNode) => string): string | undefined {
  for (let member = mapping.firstChild; member; member = member.nextSibling) {
    if (!MEMBER_NODES.has(member.name)) continue;
    const key = member.firstChild;
    if (!key || !KEY_NODES.has(key.name) || keyName(text(key)) !== "$schema") continue;
    const value = member.lastChild;
    if (!value || value === key || value.name === ":") return undefined;
    const id = scalarText(value.name, text(value));
    return id === undefined ? undefined : schemaKind(id);
  }
  return undefined;
}

/** A key's name: JSON's quoted string, YAML's plain or quoted scalar. */
function keyName(source: string): string | undefined {
  const quoted = source.trim();
  return scalarText(quoted.startsWith('"') || quoted.startsWith("'") ? "QuotedLiteral" : "Literal", quoted);
}

/** The text of a scalar: a JSON string, a YAML plain scalar or a quoted one. */
function scalarText(node: string, source: string): string | undefined {
  const value = source.trim();
  if (node === "Literal") return value;
  if (node !== "String" && node !== "QuotedLiteral") return undefined;
  if (value.length < 2) return undefined;
  if (value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replaceAll("''", "'");
  if (!value.startsWith('"') || !value.endsWith('"')) return undefined;
  try {
    const parsed: unknown = JSON.parse(value); // YAML's double-quoted escapes are JSON's, bar a few rare ones
    return typeof parsed === "string" ? parsed : undefined;
  } catch {
    return undefined;
  }
}

// ---- The schema ----

type Schema = Record<string, unknown>;

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A schema's own member (never one of Object.prototype's). */
function own(schema: Schema, name: string): unknown {
  return Object.hasOwn(schema, name) ? schema[name] : undefined;
}

/** Most `$ref`s followed in a row, and most nested `allOf`/`anyOf`/... searched: a guard against cycles. */
const MAX_HOPS = 32;
const MAX_BRANCH_DEPTH = 8;

/** Reads one bundled schema: its `$defs` indexed once in a Map. */
class BundledSchema {
  private readonly defs = new Map<string, unknown>();

  constructor(readonly root: Schema) {
    const defs = own(root, "$defs");
    if (isSchema(defs)) for (const name of Object.keys(defs)) this.defs.set(name, defs[name]);
  }

  /** The schema a `$ref` chain ends at (`#` or `#/$defs/<name>`); undefined at a reference that leads nowhere. */
  resolve(schema: Schema): Schema | undefined {
    let at: Schema = schema;
    for (let hops = 0; hops < MAX_HOPS; hops++) {
      const ref = own(at, "$ref");
      if (typeof ref !== "string") return at;
      const next = ref === "#" ? this.root : ref.startsWith("#/$defs/") ? this.defs.get(decodePointer(ref.slice("#/$defs/".length))) : undefined;
      if (!isSchema(next)) return undefined;
      at = next;
    }
    return undefined;
  }

  /** The schema of a member (`step` a name) or an item (`step` an index) of a value `schema` describes. */
  child(schema: Schema, step: KeyStep, depth = 0): Schema | undefined {
    const at = this.resolve(schema);
    if (!at || depth > MAX_BRANCH_DEPTH) return undefined;
    const direct = typeof step === "string" ? memberSchema(at, step) : itemSchema(at, step);
    if (direct) return direct;
    for (const branch of branches(at)) {
      const found = this.child(branch, step, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
}

/** `~1` and `~0` of a JSON Pointer token. */
function decodePointer(token: string): string {
  return token.replaceAll("~1", "/").replaceAll("~0", "~");
}

function memberSchema(schema: Schema, name: string): Schema | undefined {
  const properties = own(schema, "properties");
  if (isSchema(properties) && Object.hasOwn(properties, name) && isSchema(properties[name])) return properties[name];
  const patterns = own(schema, "patternProperties");
  if (isSchema(patterns)) {
    for (const pattern of Object.keys(patterns)) {
      if (isSchema(patterns[pattern]) && matches(pattern, name)) return patterns[pattern];
    }
  }
  const additional = own(schema, "additionalProperties");
  return isSchema(additional) ? additional : undefined;
}

function itemSchema(schema: Schema, index: number): Schema | undefined {
  const prefix = own(schema, "prefixItems");
  if (Array.isArray(prefix) && index < prefix.length && isSchema(prefix[index])) return prefix[index];
  const items = own(schema, "items");
  return isSchema(items) ? items : undefined;
}

/** The subschemas that may add members to a value: `allOf`, `anyOf`, `oneOf`, `then`, `else`. */
function branches(schema: Schema): Schema[] {
  const found: Schema[] = [];
  for (const name of ["allOf", "anyOf", "oneOf"]) {
    const list = own(schema, name);
    if (Array.isArray(list)) found.push(...list.filter(isSchema));
  }
  for (const name of ["then", "else"]) {
    const branch = own(schema, name);
    if (isSchema(branch)) found.push(branch);
  }
  return found;
}

/** Whether a name matches a patternProperties pattern (the schema's own, not the user's text). */
function matches(pattern: string, name: string): boolean {
  try {
    return new RegExp(pattern, "u").test(name);
  } catch {
    return false;
  }
}

function descriptionOf(schema: Schema | undefined): string | undefined {
  const description = schema ? own(schema, "description") : undefined;
  return typeof description === "string" && description.trim() !== "" ? description : undefined;
}

/** Each schema's `$defs`, indexed on its first use. */
const bundles = new WeakMap<Record<string, unknown>, BundledSchema>();

/**
 * The description of the property `path` leads to, from a bundled schema
 * (its root describing the document): the description written on the
 * property itself, else the one of the type it refers to. Undefined when the
 * schema does not have the property, or says nothing of it.
 */
export function describeProperty(root: Record<string, unknown>, path: readonly KeyStep[]): string | undefined {
  if (path.length === 0) return undefined;
  let schema = bundles.get(root);
  if (!schema) bundles.set(root, (schema = new BundledSchema(root)));
  let at: Schema | undefined = root;
  for (const step of path) {
    at = schema.child(at, step);
    if (!at) return undefined;
  }
  return descriptionOf(at) ?? descriptionOf(schema.resolve(at));
}
