/**
 * Checking a document's tree against the tables a syntax's XML Schemas give
 * (rulesets/xsd/generated/): in one walk, each element's attributes, its
 * text (a value of its simple type, or none where only elements may be) and
 * its children (the content model's automaton, one step per child). What
 * the schemas forbid is reported as a fatal breach, at the node it is about:
 * - XSD-UNEXPECTED-ELEMENT: an element where the content model has no place
 *   for it (out of order, repeated too often, unknown, or inside an element
 *   that holds text only);
 * - XSD-MISSING-ELEMENT: an element that ends before a required child;
 * - XSD-ATTRIBUTE: an attribute its element may not have, or a required one
 *   missing;
 * - XSD-VALUE: a text or attribute value that is not of its type (or not the
 *   value the schema fixes, or an ID used twice);
 * - XSD-TEXT: text in an element that may hold only elements (or nothing).
 *
 * As in a schema validator, the first child a content model refuses ends
 * the check of that model; the children are still checked against their
 * own declarations where the model names them.
 */
import { booleanOf, elementsOf, isXMLSpace, type Assertion, type RuleBreach, type XMLAttribute, type XMLElement, type XMLNode } from "../../engine/xml-rules/index.ts";
import { automatonOf, type ContentAutomaton } from "./content-model.ts";
import { SimpleType } from "./simple-types.ts";
import type { SchemaTables, TypeRow } from "./tables.ts";

const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const XSI_ATTRIBUTES: ReadonlySet<string> = new Set(["type", "nil", "schemaLocation", "noNamespaceSchemaLocation"]);

interface Declaration {
  ns: number;
  local: string;
  type: number;
  global: boolean;
  nillable: boolean;
  abstract: boolean;
}

interface Wildcard {
  mode: "strict" | "lax" | "skip";
  /** undefined: any namespace; else the namespaces it admits, or (negated) those it does not. */
  namespaces?: ReadonlySet<number>;
  negated: boolean;
}

/** Where a child goes from a state of a content model: the position, and the declaration or wildcard it matched. */
interface Step {
  position: number;
  decl?: number;
  wildcard?: number;
}

/** The transitions out of one state, by `ns local` of the child. */
interface StateTable {
  byName: ReadonlyMap<string, Step>;
  /**
   * The same steps by local name, with their namespace index: every child of
   * a document is looked up here, without making its `ns local` key.
   */
  byLocal: ReadonlyMap<string, readonly (Step & { ns: number })[]>;
  wildcards: readonly number[];
}

/** A content model ready to match: its automaton and the transitions of each state, computed when first needed. */
interface Model {
  automaton: ContentAutomaton;
  states: (StateTable | undefined)[];
  /** Every declaration the model names, by `ns local`: how a child is checked once the model has failed. */
  names?: ReadonlyMap<string, number>;
}

const UNKNOWN_NS = -1;

/** An attribute a type declares, read from its row (`{ns}local:type!=fixed`, see tables.ts). */
interface AttributeUse {
  ns: number;
  local: string;
  type: number;
  required: boolean;
  fixed?: string;
}

function attributeUse(row: string): AttributeUse {
  let ns = 0;
  let rest = row;
  if (rest.startsWith("{")) {
    const close = rest.indexOf("}");
    ns = Number(rest.slice(1, close));
    rest = rest.slice(close + 1);
  }
  const colon = rest.indexOf(":");
  const local = rest.slice(0, colon);
  const type = Number.parseInt(rest.slice(colon + 1), 10);
  let after = rest.slice(colon + 1 + String(type).length);
  const required = after.startsWith("!");
  if (required) after = after.slice(1);
  const use: AttributeUse = { ns, local, type, required };
  if (after.startsWith("=")) use.fixed = after.slice(1);
  return use;
}

/** A syntax's schema tables, read for checking. */
export class SchemaChecker {
  private readonly nsIndex: ReadonlyMap<string, number>;
  private readonly decls: Declaration[];
  private readonly simple: (SimpleType | undefined)[] = [];
  private readonly wildcards: Wildcard[];
  private readonly models = new Map<string, Model>();
  private readonly attributeMaps = new Map<number, ReadonlyMap<string, AttributeUse>>();
  private readonly substitutions: ReadonlyMap<number, readonly number[]>;
  /** Per document kind (root declaration): global declarations by `ns local`, of the namespaces its schema loads. */
  private readonly globals = new Map<number, ReadonlyMap<string, number>>();

  constructor(private readonly tables: SchemaTables) {
    this.nsIndex = new Map(tables.namespaces.map((uri, i) => [uri, i]));
    this.decls = tables.elements.split("\n").flatMap((line) => {
      const [ns, typeAndFlags, ...names] = line.split(" ");
      const type = Number.parseInt(typeAndFlags!, 10);
      const flags = typeAndFlags!.slice(String(type).length);
      return names.map((local) => ({ ns: Number(ns), local, type, global: flags.includes("g"), nillable: flags.includes("n"), abstract: flags.includes("a") }));
    });
    this.wildcards = tables.wildcards.map((row) => {
      const [mode, spec] = row.split(" ") as [Wildcard["mode"], string];
      if (spec === "*") return { mode, negated: false };
      // ##other: neither the schema's namespace nor none.
      if (spec.startsWith("!")) return { mode, namespaces: new Set([Number(spec.slice(1)), 0]), negated: true };
      return { mode, namespaces: new Set(spec.split(",").map(Number)), negated: false };
    });
    this.substitutions = new Map(Object.entries(tables.substitutions ?? {}).map(([head, members]) => [Number(head), members]));
    for (const doc of tables.documents) {
      const loaded = new Set(doc.namespaces);
      const map = new Map<string, number>();
      this.decls.forEach((d, i) => {
        if (d.global && loaded.has(d.ns)) map.set(`${d.ns} ${d.local}`, i);
      });
      this.globals.set(doc.root, map);
    }
  }

  /** Every breach of the schemas in a document, in document order. */
  check(root: XMLElement, prefixes: ReadonlyMap<string, string>): RuleBreach[] {
    const rootNs = this.nsOf(root);
    const doc = this.tables.documents.find((d) => this.decls[d.root]!.ns === rootNs && this.decls[d.root]!.local === root.local);
    const walk = new Walk(this, prefixes, doc ? this.globals.get(doc.root)! : new Map());
    if (!doc) walk.unexpected(root, `${walk.nameOf(root)} is not the root element of a document these schemas describe`);
    else walk.element(root, doc.root);
    return inDocumentOrder(root, walk.breaches);
  }

  nsOf(node: XMLElement | XMLAttribute): number {
    return this.nsIndex.get(node.ns) ?? UNKNOWN_NS;
  }

  decl(index: number): Declaration {
    return this.decls[index]!;
  }

  /** The value the schema fixes for an element, if it does. */
  fixedOf(decl: number): string | undefined {
    return this.tables.fixedElements?.[decl];
  }

  type(index: number): TypeRow {
    return this.tables.types[index]!;
  }

  simpleType(index: number): SimpleType {
    return (this.simple[index] ??= new SimpleType(this.tables.simpleTypes[index]!));
  }

  wildcard(index: number): Wildcard {
    return this.wildcards[index]!;
  }

  admits(wildcard: Wildcard, ns: number): boolean {
    if (!wildcard.namespaces) return true;
    // A namespace the schemas do not name (-1) is admitted by a negated wildcard, never by a list.
    const listed = wildcard.namespaces.has(ns);
    return wildcard.negated ? !listed : listed;
  }

  /** The attributes a type declares, by `ns local`, read once. */
  attributesOf(typeIndex: number): ReadonlyMap<string, AttributeUse> {
    let map = this.attributeMaps.get(typeIndex);
    if (!map) {
      const uses = (this.type(typeIndex).attributes ?? []).map(attributeUse);
      this.attributeMaps.set(typeIndex, (map = new Map(uses.map((a) => [`${a.ns} ${a.local}`, a]))));
    }
    return map;
  }

  model(expression: string): Model {
    let model = this.models.get(expression);
    if (!model) {
      const automaton = automatonOf(expression);
      this.models.set(expression, (model = { automaton, states: [] }));
    }
    return model;
  }

  /** The transitions out of a state (-1: before the first child). */
  state(model: Model, state: number): StateTable {
    let table = model.states[state + 1];
    if (table) return table;
    const { automaton } = model;
    const byName = new Map<string, Step>();
    const byLocal = new Map<string, (Step & { ns: number })[]>();
    const wildcards: number[] = [];
    for (const position of state < 0 ? automaton.first : automaton.follow[state]!) {
      const { decl, wildcard } = automaton.positions[position]!;
      if (wildcard !== undefined) wildcards.push(position);
      else {
        for (const d of this.standIns(decl!)) {
          if (byName.has(this.key(d))) continue;
          const step = { position, decl: d };
          byName.set(this.key(d), step);
          const { ns, local } = this.decls[d]!;
          let list = byLocal.get(local);
          if (!list) byLocal.set(local, (list = []));
          list.push({ ...step, ns });
        }
      }
    }
    return (model.states[state + 1] = { byName, byLocal, wildcards });
  }

  /** A declaration and those that may stand for it (its substitution group), abstract ones left out. */
  standIns(decl: number): number[] {
    return [decl, ...(this.substitutions.get(decl) ?? [])].filter((d) => !this.decls[d]!.abstract);
  }

  /** Every declaration a model names, by `ns local`. */
  names(model: Model): ReadonlyMap<string, number> {
    if (!model.names) {
      const map = new Map<string, number>();
      for (const { decl } of model.automaton.positions) if (decl !== undefined) for (const d of this.standIns(decl)) map.set(this.key(d), d);
      model.names = map;
    }
    return model.names;
  }

  key(decl: number): string {
    const d = this.decls[decl]!;
    return `${d.ns} ${d.local}`;
  }

  prefixOf(ns: number): string {
    return this.tables.prefixes[ns] ?? "";
  }

  namespaceOf(ns: number): string {
    return this.tables.namespaces[ns] ?? "";
  }
}

/**
 * Breaches sorted as their nodes come in the document (an element before its
 * attributes, those before its children): the walk reports an element's
 * attributes before its text and a parent's missing child after its
 * attributes.
 */
function inDocumentOrder(root: XMLElement, breaches: RuleBreach[]): RuleBreach[] {
  if (breaches.length < 2) return breaches;
  const ordinal = new Map<XMLElement, number>();
  let n = 0;
  for (const el of elementsOf(root)) ordinal.set(el, n++);
  const key = ({ node }: RuleBreach): number => {
    const el = node.kind === "attribute" ? node.parent : node;
    const offset = node.kind === "attribute" ? (el.attributes.indexOf(node) + 1) / (el.attributes.length + 1) : 0;
    return ordinal.get(el)! + offset;
  };
  return breaches.map((b) => ({ b, k: key(b) })).sort((x, y) => x.k - y.k).map(({ b }) => b);
}

/** Whether a text is XML whitespace only. */
/** Whether a text is only XML whitespace (checked in place: every element's text comes here). */
const isBlank = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) if (!isXMLSpace(text.charCodeAt(i))) return false;
  return true;
};

const quote = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** Names in words: "A", "A or B", "A, B or C" (at most eight, then "…"). */
function alternatives(names: readonly string[]): string {
  const shown = names.length > 8 ? [...names.slice(0, 8), "…"] : names;
  return shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} or ${shown[shown.length - 1]}`;
}

/** One check of one document. */
class Walk {
  readonly breaches: RuleBreach[] = [];
  private readonly ids = new Set<string>();

  constructor(
    private readonly schema: SchemaChecker,
    private readonly prefixes: ReadonlyMap<string, string>,
    private readonly globals: ReadonlyMap<string, number>,
  ) {}

  private breach(id: string, node: XMLNode, description: string): void {
    const assertion: Assertion = { id, flag: "fatal", terms: [], description: `${id}: ${description}`, test: () => false };
    this.breaches.push({ assertion, node });
  }

  unexpected(node: XMLElement, description: string): void {
    this.breach("XSD-UNEXPECTED-ELEMENT", node, description);
  }

  /** An element's or attribute's name as the document's syntax writes it. */
  nameOf(node: XMLElement | XMLAttribute): string {
    const prefix = node.ns ? (this.prefixes.get(node.ns) ?? this.schema.prefixOf(this.schema.nsOf(node))) : "";
    const name = prefix ? `${prefix}:${node.local}` : node.ns ? `{${node.ns}}${node.local}` : node.local;
    return node.kind === "attribute" ? `@${name}` : name;
  }

  private declName(decl: number): string {
    const d = this.schema.decl(decl);
    const uri = this.schema.namespaceOf(d.ns);
    const prefix = this.prefixes.get(uri) ?? this.schema.prefixOf(d.ns);
    return prefix ? `${prefix}:${d.local}` : d.local;
  }

  private wildcardName(index: number): string {
    const w = this.schema.wildcard(index);
    if (!w.namespaces) return "any element";
    const names = [...w.namespaces].filter((n) => n !== 0).map((n) => this.prefixes.get(this.schema.namespaceOf(n)) ?? this.schema.namespaceOf(n));
    return w.negated ? `an element of a namespace other than ${names.join(", ")}` : `an element of ${names.join(", ")}`;
  }

  /** What may come next in a state, in words. */
  private expected(model: Model, state: number): string {
    const table = this.schema.state(model, state);
    const names = [...new Set([...table.byName.values()].map((s) => this.declName(s.decl!)))];
    for (const p of table.wildcards) names.push(this.wildcardName(model.automaton.positions[p]!.wildcard!));
    return names.length ? alternatives(names) : "no further element";
  }

  /** Checks an element against its declaration, then its children. */
  element(el: XMLElement, decl: number): void {
    const d = this.schema.decl(decl);
    const xsiType = el.attributes.find((a) => a.ns === XSI && a.local === "type");
    if (xsiType) {
      // Resolving a type's QName needs the document's namespace prefixes, which the tree does not keep; no
      // invoice of the reference material names a type, so xsi:type is refused rather than guessed.
      this.breach("XSD-ATTRIBUTE", xsiType, `${this.nameOf(el)} names a type of its own (xsi:type), which this check does not support`);
      return;
    }
    const nil = el.attributes.find((a) => a.ns === XSI && a.local === "nil");
    if (nil && !d.nillable) this.breach("XSD-ATTRIBUTE", nil, `${this.nameOf(el)} may not be declared nil (xsi:nil)`);
    this.typed(el, d.type, d.nillable && nil !== undefined && booleanOf(nil.value) === true, decl);
  }

  private typed(el: XMLElement, typeIndex: number, isNil: boolean, decl: number | undefined): void {
    const type = this.schema.type(typeIndex);
    this.attributes(el, typeIndex, type);
    if (type.abstract) {
      this.unexpected(el, `${this.nameOf(el)} is declared with an abstract type: it cannot be used as it is`);
      return;
    }
    if (isNil) {
      if (el.children.length || !isBlank(el.text)) this.breach("XSD-TEXT", el, `${this.nameOf(el)} is nil (xsi:nil) and must be empty`);
      return;
    }
    const { content } = type;
    if (content === null) {
      if (el.children.length) this.unexpected(el.children[0]!, `${this.nameOf(el.children[0]!)} is not allowed: ${this.nameOf(el)} must be empty`);
      else if (!isBlank(el.text)) this.breach("XSD-TEXT", el, `${this.nameOf(el)} must be empty, it holds the text ${quote(el.text.trim())}`);
      return;
    }
    if (typeof content === "number") {
      if (el.children.length) {
        this.unexpected(el.children[0]!, `${this.nameOf(el.children[0]!)} is not allowed: ${this.nameOf(el)} holds a value, not elements`);
        return;
      }
      const fixed = decl === undefined ? undefined : this.schema.fixedOf(decl);
      // An empty element whose value the schema fixes takes that value.
      if (fixed === undefined || el.text !== "") this.value(el, el.text, this.schema.simpleType(content), fixed, () => this.nameOf(el));
      return;
    }
    const mixed = content.startsWith("~");
    if (!mixed) {
      // The first text that is not blank, before or between the children (found without building a list).
      let stray = isBlank(el.text) ? undefined : el.text;
      for (let i = 0; stray === undefined && i < el.children.length; i++) if (!isBlank(el.children[i]!.tail)) stray = el.children[i]!.tail;
      if (stray !== undefined) this.breach("XSD-TEXT", el, `${this.nameOf(el)} may hold only elements, not the text ${quote(stray.trim())}`);
    }
    this.children(el, this.schema.model(mixed ? content.slice(1) : content));
  }

  /** Matches the children against a content model, then checks each child. */
  private children(el: XMLElement, model: Model): void {
    let state = -1;
    let failedAt = -1;
    const steps: (Step | undefined)[] = [];
    for (let i = 0; i < el.children.length; i++) {
      const child = el.children[i]!;
      const ns = this.schema.nsOf(child);
      const table = this.schema.state(model, state);
      let step: Step | undefined;
      const named = table.byLocal.get(child.local);
      if (named) for (const s of named) if (s.ns === ns) { step = s; break; }
      if (!step) {
        const p = table.wildcards.find((pos) => this.schema.admits(this.schema.wildcard(model.automaton.positions[pos]!.wildcard!), ns));
        if (p !== undefined) step = { position: p, wildcard: model.automaton.positions[p]!.wildcard! };
      }
      if (!step) {
        failedAt = i;
        break;
      }
      steps[i] = step;
      state = step.position;
    }
    const accepts = state < 0 ? model.automaton.nullable : model.automaton.accepting.has(state);
    if (failedAt < 0 && !accepts) {
      const after = el.children.length ? `after ${this.nameOf(el.children[el.children.length - 1]!)}` : "as its first child";
      this.breach("XSD-MISSING-ELEMENT", el, `${this.nameOf(el)} ends before a required element: ${after} the schema expects ${this.expected(model, state)}`);
    }
    el.children.forEach((child, i) => {
      if (i === failedAt) {
        const known = this.schema.names(model).has(`${this.schema.nsOf(child)} ${child.local}`);
        const where = i === 0 ? "as the first child" : `after ${this.nameOf(el.children[i - 1]!)}`;
        this.unexpected(
          child,
          known
            ? `${this.nameOf(child)} is out of place in ${this.nameOf(el)} (or there are too many): ${where} the schema expects ${this.expected(model, state)}`
            : `${this.nameOf(child)} is not an element ${this.nameOf(el)} may contain: ${where} the schema expects ${this.expected(model, state)}`,
        );
      }
      const step = steps[i];
      if (step?.decl !== undefined) this.element(child, step.decl);
      else if (step?.wildcard !== undefined) this.wildcarded(child, step.wildcard);
      else {
        // After the model failed: a child the model names is still checked against that declaration.
        const decl = this.schema.names(model).get(`${this.schema.nsOf(child)} ${child.local}`);
        if (decl !== undefined) this.element(child, decl);
      }
    });
  }

  /** A child a wildcard admitted: checked against its global declaration when the wildcard asks (strict) or allows (lax). */
  private wildcarded(child: XMLElement, wildcardIndex: number): void {
    const { mode } = this.schema.wildcard(wildcardIndex);
    if (mode === "skip") return;
    const decl = this.globals.get(`${this.schema.nsOf(child)} ${child.local}`);
    if (decl !== undefined) this.element(child, decl);
    else if (mode === "strict") this.unexpected(child, `${this.nameOf(child)} is declared by none of the schemas, and its place requires a declared element`);
    // Lax, undeclared: anyType, whose children are checked where the schemas declare them.
    else this.typed(child, 0, false, undefined);
  }

  private attributes(el: XMLElement, typeIndex: number, type: TypeRow): void {
    const declared = this.schema.attributesOf(typeIndex);
    // Most elements have no attribute and their type declares none: nothing to check.
    if (el.attributes.length === 0 && declared.size === 0) return;
    const seen = new Set<AttributeUse>();
    for (const attr of el.attributes) {
      if (attr.ns === XSI) {
        if (!XSI_ATTRIBUTES.has(attr.local)) this.breach("XSD-ATTRIBUTE", attr, `${this.nameOf(attr)} is not an attribute of the schema-instance namespace`);
        continue;
      }
      const use = declared.get(`${this.schema.nsOf(attr)} ${attr.local}`);
      if (use) {
        seen.add(use);
        this.value(attr, attr.value, this.schema.simpleType(use.type), use.fixed, () => `${this.nameOf(attr)} of ${this.nameOf(el)}`);
        continue;
      }
      const wildcard = type.anyAttribute === undefined ? undefined : this.schema.wildcard(type.anyAttribute);
      // No global attribute is declared in these schemas: a wildcard that admits the namespace accepts the attribute unless it is strict.
      if (wildcard && this.schema.admits(wildcard, this.schema.nsOf(attr)) && wildcard.mode !== "strict") continue;
      this.breach("XSD-ATTRIBUTE", attr, `${this.nameOf(el)} may not have the attribute ${this.nameOf(attr).slice(1)}`);
    }
    for (const use of declared.values()) {
      if (use.required && !seen.has(use)) {
        const name = use.ns ? `${this.prefixes.get(this.schema.namespaceOf(use.ns)) ?? this.schema.prefixOf(use.ns)}:${use.local}` : use.local;
        this.breach("XSD-ATTRIBUTE", el, `${this.nameOf(el)} must have the attribute ${name}`);
      }
    }
  }

  /**
   * A text or attribute value against its simple type (and the value the
   * schema fixes, if any). `what` names the node, built only for a breach:
   * every value of a document comes here, and almost none breaks.
   */
  private value(node: XMLNode, text: string, type: SimpleType, fixed: string | undefined, what: () => string): void {
    const problem = type.problem(text);
    if (problem) {
      this.breach("XSD-VALUE", node, `${what()} ${problem}; it is ${quote(text)}`);
      return;
    }
    if (fixed !== undefined && type.normalize(text) !== type.normalize(fixed)) {
      this.breach("XSD-VALUE", node, `${what()} must be ${quote(fixed)}, as the schema fixes it; it is ${quote(text)}`);
      return;
    }
    if (type.isID) {
      const id = type.normalize(text);
      if (this.ids.has(id)) this.breach("XSD-VALUE", node, `${what()} repeats the identifier ${quote(id)}, which must be unique in the document`);
      this.ids.add(id);
    }
  }
}
