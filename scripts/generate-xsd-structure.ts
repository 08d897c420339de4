/**
 * `npx tsx scripts/generate-xsd-structure.ts [--check]`: the structure the
 * UBL 2.1 (Invoice, CreditNote) and UN/CEFACT CII D16B XML Schemas require,
 * as compact tables in rulesets/xsd/generated/, so the `xsd` rule set checks
 * documents without an XSD engine. The schemas are read from the reference
 * material (BIZDOC_SHARED, default ../shared); `--check` exits non-zero when
 * the committed tables are not what the schemas give
 * (test/rulesets/xsd-generated.test.ts does the same).
 *
 * Only the parts of XML Schema these schemas use are read; anything else
 * stops the generation with an error naming it, so a new schema version is
 * never half understood in silence.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { XMLParser } from "fast-xml-parser";
import type { AttributeRow, Facets, SchemaTables, SimpleTypeRow, TypeRow } from "../rulesets/xsd/tables.ts";

const XS = "http://www.w3.org/2001/XMLSchema";
const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The schemas of each syntax: the document schemas to start from, relative to the shared folder. */
export const SYNTAXES = [
  {
    key: "ubl",
    constant: "ublTables",
    title: "UBL 2.1 (Invoice and CreditNote maindoc schemas with the common components they import)",
    roots: ["reference/gobl-ubl/schema/maindoc/UBL-Invoice-2.1.xsd", "reference/gobl-ubl/schema/maindoc/UBL-CreditNote-2.1.xsd"],
  },
  {
    key: "cii",
    constant: "ciiTables",
    title: "UN/CEFACT Cross Industry Invoice D16B (SCRDM subset, uncoupled code lists)",
    roots: ["reference/en16931/cen/cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd"],
  },
] as const;

/** How namespaces are written in messages: the prefixes the specifications use. */
const PREFERRED_PREFIXES: ReadonlyMap<string, string> = new Map([
  ["urn:oasis:names:specification:ubl:schema:xsd:Invoice-2", "ubl"],
  ["urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2", "cn"],
  ["urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2", "cac"],
  ["urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2", "cbc"],
  ["urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2", "ext"],
  ["urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2", "sig"],
  ["urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2", "sac"],
  ["urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2", "sbc"],
  ["urn:oasis:names:specification:ubl:schema:xsd:QualifiedDataTypes-2", "qdt"],
  ["urn:oasis:names:specification:ubl:schema:xsd:UnqualifiedDataTypes-2", "udt"],
  ["urn:un:unece:uncefact:data:specification:CoreComponentTypeSchemaModule:2", "ccts-cct"],
  ["http://www.w3.org/2000/09/xmldsig#", "ds"],
  ["http://uri.etsi.org/01903/v1.3.2#", "xades"],
  ["http://uri.etsi.org/01903/v1.4.1#", "xades141"],
  ["urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100", "rsm"],
  ["urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100", "ram"],
  ["urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100", "udt"],
  ["urn:un:unece:uncefact:data:standard:QualifiedDataType:100", "qdt"],
]);

/** The built-in simple types the runtime checks (rulesets/xsd/simple-types.ts). */
const BUILTINS = new Set([
  "anySimpleType", "string", "normalizedString", "token", "language", "NMTOKEN", "Name", "NCName", "ID", "IDREF",
  "anyURI", "decimal", "integer", "boolean", "date", "dateTime", "time", "base64Binary", "hexBinary",
]);

// ---------------------------------------------------------------- reading

interface SchemaDoc {
  file: string;
  tns: string;
  elementQualified: boolean;
  attributeQualified: boolean;
}

interface XNode {
  ns: string;
  local: string;
  attrs: Record<string, string>;
  children: XNode[];
  scope: ReadonlyMap<string, string>;
  doc: SchemaDoc;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

type Ordered = Record<string, unknown>[];

const parsed = new Map<string, XNode>();

/** A schema document's tree (read once per file: the trees are never changed). */
function readSchemaDoc(file: string): XNode {
  let root = parsed.get(file);
  if (!root) parsed.set(file, (root = parseSchemaDoc(file)));
  return root;
}

function parseSchemaDoc(file: string): XNode {
  // The xmldsig schema has an internal DTD subset (parameter entities the parser does not read); it declares nothing the schema needs.
  const text = readFileSync(file, "utf8").replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/, "");
  const items = parser.parse(text) as Ordered;
  const doc: SchemaDoc = { file, tns: "", elementQualified: false, attributeQualified: false };
  const convert = (list: Ordered, scope: ReadonlyMap<string, string>): XNode[] => {
    const out: XNode[] = [];
    for (const item of list) {
      const tag = Object.keys(item).find((k) => k !== ":@");
      if (!tag || tag.startsWith("#") || tag.startsWith("?")) continue;
      const attrs = { ...((item[":@"] as Record<string, string> | undefined) ?? {}) };
      let inner = scope;
      for (const [name, value] of Object.entries(attrs)) {
        if (name === "xmlns" || name.startsWith("xmlns:")) {
          if (inner === scope) inner = new Map(scope);
          (inner as Map<string, string>).set(name === "xmlns" ? "" : name.slice(6), value);
        }
      }
      const colon = tag.indexOf(":");
      const prefix = colon < 0 ? "" : tag.slice(0, colon);
      const ns = inner.get(prefix);
      if (ns === undefined && prefix) throw new Error(`${file}: undeclared prefix ${prefix}`);
      out.push({ ns: ns ?? "", local: tag.slice(colon + 1), attrs, children: convert(item[tag] as Ordered, inner), scope: inner, doc });
    }
    return out;
  };
  const root = convert(items, new Map([["xml", "http://www.w3.org/XML/1998/namespace"]])).find((n) => n.ns === XS && n.local === "schema");
  if (!root) throw new Error(`${file}: no xsd:schema`);
  doc.tns = root.attrs.targetNamespace ?? "";
  doc.elementQualified = root.attrs.elementFormDefault === "qualified";
  doc.attributeQualified = root.attrs.attributeFormDefault === "qualified";
  return root;
}

/** The schema children that carry meaning (no annotations). */
const partsOf = (node: XNode): XNode[] => node.children.filter((c) => c.ns === XS && c.local !== "annotation");
const unsupported = (node: XNode, what: string): never => {
  throw new Error(`${node.doc.file}: ${what} (xsd:${node.local}) is not supported by the generator`);
};

type Kind = "element" | "complexType" | "simpleType" | "attribute" | "group" | "attributeGroup";
const qkey = (ns: string, local: string) => `{${ns}}${local}`;

/** Every schema document reachable from the roots, and their global components. */
class SchemaSet {
  readonly files: string[] = [];
  readonly namespaces: string[] = [];
  readonly globals = new Map<Kind, Map<string, XNode>>();
  /** Global elements in the order their schemas declare them. */
  readonly globalElements: XNode[] = [];

  load(file: string): void {
    if (this.files.includes(file)) return;
    this.files.push(file);
    const root = readSchemaDoc(file);
    if (!this.namespaces.includes(root.doc.tns)) this.namespaces.push(root.doc.tns);
    for (const part of partsOf(root)) {
      if (part.local === "import" || part.local === "include") {
        if (!part.attrs.schemaLocation) unsupported(part, "an import without schemaLocation");
        this.load(resolve(dirname(file), part.attrs.schemaLocation!));
      } else if (["element", "complexType", "simpleType", "attribute", "group", "attributeGroup"].includes(part.local)) {
        const kind = part.local as Kind;
        let map = this.globals.get(kind);
        if (!map) this.globals.set(kind, (map = new Map()));
        map.set(qkey(root.doc.tns, part.attrs.name!), part);
        if (kind === "element") this.globalElements.push(part);
      } else if (part.local !== "notation") unsupported(part, "a top-level component");
    }
  }

  global(kind: Kind, ns: string, local: string, from: XNode): XNode {
    const found = this.globals.get(kind)?.get(qkey(ns, local));
    if (!found) throw new Error(`${from.doc.file}: no ${kind} {${ns}}${local}`);
    return found;
  }
}

function qname(node: XNode, value: string): [ns: string, local: string] {
  const colon = value.indexOf(":");
  const prefix = colon < 0 ? "" : value.slice(0, colon);
  const ns = node.scope.get(prefix);
  if (ns === undefined && prefix) throw new Error(`${node.doc.file}: undeclared prefix in ${value}`);
  return [ns ?? "", value.slice(colon + 1)];
}

// ---------------------------------------------------------------- compiling

interface GSimple {
  builtin: string;
  facets: Facets;
}
interface GAttr {
  ns: string;
  local: string;
  type: number;
  required: boolean;
  fixed?: string;
  prohibited?: boolean;
}
type GWildcard = string; // `<mode> <namespaces>` as in the tables, with namespace URIs still to index
type GParticle =
  | { k: "el"; decl: number; min: number; max: number }
  | { k: "any"; w: GWildcard; min: number; max: number }
  | { k: "seq" | "choice"; items: GParticle[]; min: number; max: number };
interface GType {
  attrs: GAttr[];
  anyAttribute?: GWildcard;
  /** null: empty; number: a simple type; else element content. */
  content: null | number | { mixed: boolean; particle: GParticle | null };
  abstract: boolean;
}
interface GElement {
  ns: string;
  local: string;
  type: number;
  global: boolean;
  nillable: boolean;
  abstract: boolean;
  fixed?: string;
}

const UNBOUNDED = -1;

class Compiler {
  readonly simple: GSimple[] = [];
  private readonly simpleIndex = new Map<string, number>();
  readonly types: (GType | undefined)[] = [];
  private readonly typeKeys = new Map<string, number>();
  private readonly namedTypes = new Map<XNode, number>();
  private readonly simpleOfNode = new Map<XNode, GSimple>();
  readonly elements: GElement[] = [];
  private readonly elementKeys = new Map<string, number>();
  private readonly globalDecls = new Map<XNode, number>();
  /** Global element declarations of each substitution group head. */
  readonly substitutionHeads = new Map<number, number[]>();
  readonly wildcards: GWildcard[] = [];

  constructor(private readonly set: SchemaSet) {
    // Type 0: anyType — any attributes and any content, known elements checked as declared.
    const any = this.wildcard("lax", "##any", "");
    this.types.push({ attrs: [], anyAttribute: any, content: { mixed: true, particle: { k: "any", w: any, min: 0, max: UNBOUNDED } }, abstract: false });
  }

  // -- simple types

  private simpleIdx(def: GSimple): number {
    const key = JSON.stringify(def);
    let index = this.simpleIndex.get(key);
    if (index === undefined) {
      this.simpleIndex.set(key, (index = this.simple.length));
      this.simple.push(def);
    }
    return index;
  }

  /** The simple type a QName names (a built-in or a named simpleType), or undefined when it names a complex type. */
  private simpleByName(node: XNode, name: string): GSimple | undefined {
    const [ns, local] = qname(node, name);
    if (ns === XS) {
      if (local === "anyType") return undefined;
      if (!BUILTINS.has(local)) throw new Error(`${node.doc.file}: built-in type xsd:${local} is not supported`);
      return { builtin: local, facets: {} };
    }
    const simple = this.set.globals.get("simpleType")?.get(qkey(ns, local));
    return simple ? this.simpleOf(simple) : undefined;
  }

  private simpleOf(node: XNode): GSimple {
    let def = this.simpleOfNode.get(node);
    if (def) return def;
    const [body] = partsOf(node);
    if (!body || body.local !== "restriction") return unsupported(body ?? node, "a simple type other than a restriction");
    const inline = partsOf(body).find((c) => c.local === "simpleType");
    const base = body.attrs.base ? this.simpleByName(body, body.attrs.base) : inline ? this.simpleOf(inline) : undefined;
    if (!base) return unsupported(body, "a simple type restricting a complex type");
    def = this.restrict(base, body);
    this.simpleOfNode.set(node, def);
    return def;
  }

  /** A simple type narrowed by the facets of a restriction. */
  private restrict(base: GSimple, restriction: XNode): GSimple {
    const facets: Record<string, unknown> = { ...base.facets };
    const enumeration: string[] = [];
    const patterns: string[] = [];
    for (const facet of partsOf(restriction)) {
      const value = facet.attrs.value!;
      switch (facet.local) {
        case "simpleType":
        case "attribute":
        case "attributeGroup":
        case "anyAttribute":
          break;
        case "enumeration":
          enumeration.push(value);
          break;
        case "pattern":
          patterns.push(value);
          break;
        case "length":
        case "minLength":
        case "maxLength":
        case "totalDigits":
        case "fractionDigits":
          facets[facet.local] = Number(value);
          break;
        case "minInclusive":
        case "maxInclusive":
        case "minExclusive":
        case "maxExclusive":
          facets[facet.local] = value;
          break;
        default:
          unsupported(facet, "a facet");
      }
    }
    if (enumeration.length) facets.enumeration = enumeration;
    if (patterns.length) facets.patterns = [...((base.facets.patterns as string[][] | undefined) ?? []), patterns];
    return { builtin: base.builtin, facets: facets as Facets };
  }

  // -- types

  private typeIdx(def: GType): number {
    const key = JSON.stringify(def);
    let index = this.typeKeys.get(key);
    if (index === undefined) {
      this.typeKeys.set(key, (index = this.types.length));
      this.types.push(def);
    }
    return index;
  }

  /** The type index of an element declared with `type="…"`. */
  typeByName(node: XNode, name: string): number {
    const [ns, local] = qname(node, name);
    if (ns === XS && local === "anyType") return 0;
    const simple = this.simpleByName(node, name);
    if (simple) return this.typeIdx({ attrs: [], content: this.simpleIdx(simple), abstract: false });
    return this.complexIndex(this.set.global("complexType", ns, local, node));
  }

  /** A complex type's index; types with element content get theirs before their content is read (they may contain themselves). */
  complexIndex(node: XNode): number {
    const known = this.namedTypes.get(node);
    if (known !== undefined) return known;
    const hasSimpleContent = partsOf(node).some((c) => c.local === "simpleContent");
    if (hasSimpleContent) {
      const index = this.typeIdx(this.complexOf(node));
      this.namedTypes.set(node, index);
      return index;
    }
    const index = this.types.length;
    this.types.push(undefined);
    this.namedTypes.set(node, index);
    this.types[index] = this.complexOf(node);
    return index;
  }

  /** The compiled form of a complex type another derives from. */
  private baseType(node: XNode, name: string): GType | { simple: GSimple } {
    const [ns, local] = qname(node, name);
    if (ns === XS && local === "anyType") return this.types[0]!;
    const simple = this.simpleByName(node, name);
    if (simple) return { simple };
    const index = this.complexIndex(this.set.global("complexType", ns, local, node));
    const type = this.types[index];
    if (!type) throw new Error(`${node.doc.file}: ${name} derives from itself`);
    return type;
  }

  complexOf(node: XNode): GType {
    const parts = partsOf(node);
    let mixed = node.attrs.mixed === "true";
    const abstract = node.attrs.abstract === "true";
    const simpleContent = parts.find((c) => c.local === "simpleContent");
    const complexContent = parts.find((c) => c.local === "complexContent");
    if (simpleContent) {
      const [derivation] = partsOf(simpleContent);
      if (!derivation) return unsupported(simpleContent, "an empty simpleContent");
      const base = this.baseType(derivation, derivation.attrs.base!);
      let content: number;
      let attrs: GAttr[];
      if ("simple" in base) {
        if (derivation.local !== "extension") unsupported(derivation, "a restriction of a simple type in simpleContent");
        content = this.simpleIdx(base.simple);
        attrs = [];
      } else {
        if (typeof base.content !== "number") return unsupported(derivation, "simpleContent derived from a type without simple content");
        content = derivation.local === "restriction" ? this.simpleIdx(this.restrict(this.simple[base.content]!, derivation)) : base.content;
        attrs = base.attrs;
      }
      const own = this.attributesOf(derivation);
      return this.withAttributes({ attrs, content, abstract, anyAttribute: "simple" in base ? undefined : base.anyAttribute }, own);
    }
    if (complexContent) {
      if (complexContent.attrs.mixed) mixed = complexContent.attrs.mixed === "true";
      const [derivation] = partsOf(complexContent);
      if (!derivation) return unsupported(complexContent, "an empty complexContent");
      const base = this.baseType(derivation, derivation.attrs.base!);
      if ("simple" in base) return unsupported(derivation, "complexContent derived from a simple type");
      const own = this.particleIn(derivation);
      const own_attrs = this.attributesOf(derivation);
      if (derivation.local === "extension") {
        const baseParticle = base.content && typeof base.content === "object" ? base.content.particle : null;
        const particle = baseParticle && own ? { k: "seq" as const, items: [baseParticle, own], min: 1, max: 1 } : (baseParticle ?? own);
        return this.withAttributes({ attrs: base.attrs, anyAttribute: base.anyAttribute, content: particle || mixed ? { mixed, particle } : null, abstract }, own_attrs);
      }
      return this.withAttributes({ attrs: base.attrs, anyAttribute: undefined, content: own || mixed ? { mixed, particle: own } : null, abstract }, own_attrs);
    }
    const particle = this.particleIn(node);
    return this.withAttributes({ attrs: [], content: particle || mixed ? { mixed, particle } : null, abstract }, this.attributesOf(node));
  }

  /** A type with the attributes of its derivation added (or, when they restrict an inherited one, put in its place). */
  private withAttributes(type: GType, own: { attrs: GAttr[]; anyAttribute?: GWildcard }): GType {
    const attrs = type.attrs.filter((a) => !own.attrs.some((o) => o.ns === a.ns && o.local === a.local));
    for (const a of own.attrs) if (!a.prohibited) attrs.push(a);
    const result: GType = { attrs, content: type.content, abstract: type.abstract };
    const anyAttribute = own.anyAttribute ?? type.anyAttribute;
    if (anyAttribute !== undefined) result.anyAttribute = anyAttribute;
    return result;
  }

  private attributesOf(node: XNode): { attrs: GAttr[]; anyAttribute?: GWildcard } {
    const attrs: GAttr[] = [];
    let anyAttribute: GWildcard | undefined;
    for (const part of partsOf(node)) {
      if (part.local === "attribute") attrs.push(this.attributeOf(part));
      else if (part.local === "attributeGroup") {
        const [ns, local] = qname(part, part.attrs.ref!);
        const group = this.attributesOf(this.set.global("attributeGroup", ns, local, part));
        attrs.push(...group.attrs);
        anyAttribute ??= group.anyAttribute;
      } else if (part.local === "anyAttribute") anyAttribute = this.wildcard(part.attrs.processContents ?? "strict", part.attrs.namespace ?? "##any", part.doc.tns);
    }
    return anyAttribute === undefined ? { attrs } : { attrs, anyAttribute };
  }

  private attributeOf(node: XNode): GAttr {
    const use = node.attrs.use ?? "optional";
    let decl = node;
    let ns = "";
    if (node.attrs.ref) {
      const [refNs, local] = qname(node, node.attrs.ref);
      decl = this.set.global("attribute", refNs, local, node);
      ns = refNs;
    } else if ((node.attrs.form ?? (node.doc.attributeQualified ? "qualified" : "unqualified")) === "qualified") ns = node.doc.tns;
    const inline = partsOf(decl).find((c) => c.local === "simpleType");
    const simple = decl.attrs.type ? this.simpleByName(decl, decl.attrs.type) : inline ? this.simpleOf(inline) : { builtin: "anySimpleType", facets: {} };
    if (!simple) return unsupported(decl, "an attribute of a complex type");
    const attr: GAttr = { ns, local: decl.attrs.name!, type: this.simpleIdx(simple), required: use === "required" };
    const fixed = node.attrs.fixed ?? decl.attrs.fixed;
    if (fixed !== undefined) attr.fixed = fixed;
    if (use === "prohibited") attr.prohibited = true;
    return attr;
  }

  private wildcard(mode: string, namespace: string, tns: string): GWildcard {
    const spec =
      namespace === "##any" ? "*" : namespace === "##other" ? `!${tns}` : namespace.split(/\s+/).map((n) => (n === "##targetNamespace" ? tns : n === "##local" ? "" : n)).join(" ");
    const row = `${mode} ${spec}`;
    if (!this.wildcards.includes(row)) this.wildcards.push(row);
    return row;
  }

  // -- particles

  private particleIn(node: XNode): GParticle | null {
    const body = partsOf(node).find((c) => ["sequence", "choice", "all", "group"].includes(c.local));
    return body ? this.particleOf(body) : null;
  }

  private particleOf(node: XNode): GParticle {
    const min = node.attrs.minOccurs === undefined ? 1 : Number(node.attrs.minOccurs);
    const max = node.attrs.maxOccurs === undefined ? 1 : node.attrs.maxOccurs === "unbounded" ? UNBOUNDED : Number(node.attrs.maxOccurs);
    switch (node.local) {
      case "element":
        return { k: "el", decl: this.elementOf(node), min, max };
      case "any":
        return { k: "any", w: this.wildcard(node.attrs.processContents ?? "strict", node.attrs.namespace ?? "##any", node.doc.tns), min, max };
      case "sequence":
      case "choice":
        return { k: node.local === "sequence" ? "seq" : "choice", items: partsOf(node).map((c) => this.particleOf(c)), min, max };
      case "group": {
        const [ns, local] = qname(node, node.attrs.ref!);
        const group = this.set.global("group", ns, local, node);
        const inner = this.particleOf(partsOf(group)[0]!);
        return { ...inner, min, max } as GParticle;
      }
      default:
        return unsupported(node, "a particle");
    }
  }

  /** The declaration index of a local element or of the global one it refers to. */
  elementOf(node: XNode): number {
    if (node.attrs.ref) {
      const [ns, local] = qname(node, node.attrs.ref);
      return this.globalElement(this.set.global("element", ns, local, node));
    }
    const qualified = (node.attrs.form ?? (node.doc.elementQualified ? "qualified" : "unqualified")) === "qualified";
    return this.declare(node, qualified ? node.doc.tns : "", false);
  }

  globalElement(node: XNode): number {
    return this.globalDecls.get(node) ?? this.declare(node, node.doc.tns, true);
  }

  private declare(node: XNode, ns: string, global: boolean): number {
    const decl: GElement = { ns, local: node.attrs.name!, type: 0, global, nillable: node.attrs.nillable === "true", abstract: node.attrs.abstract === "true" };
    if (node.attrs.fixed !== undefined) decl.fixed = node.attrs.fixed;
    // A global declaration takes its index before its type is read: the type may contain the element again.
    const index = global ? this.elements.push(decl) - 1 : -1;
    if (global) this.globalDecls.set(node, index);
    const inline = partsOf(node).find((c) => c.local === "complexType" || c.local === "simpleType");
    if (node.attrs.type) decl.type = this.typeByName(node, node.attrs.type);
    else if (inline?.local === "complexType") decl.type = this.anonymous(inline);
    else if (inline) decl.type = this.typeIdx({ attrs: [], content: this.simpleIdx(this.simpleOf(inline)), abstract: false });
    if (node.attrs.substitutionGroup) {
      if (!global) unsupported(node, "a local element in a substitution group");
      const [hns, hlocal] = qname(node, node.attrs.substitutionGroup);
      const head = this.globalElement(this.set.global("element", hns, hlocal, node));
      if (!node.attrs.type && !inline) decl.type = this.elements[head]!.type;
      this.substitutionHeads.set(head, [...(this.substitutionHeads.get(head) ?? []), index]);
    }
    if (global) return index;
    // Identical local declarations (CII declares `ID` of one type in many places) share one row.
    const key = JSON.stringify(decl);
    let same = this.elementKeys.get(key);
    if (same === undefined) this.elementKeys.set(key, (same = this.elements.push(decl) - 1));
    return same;
  }

  private anonymous(node: XNode): number {
    if (partsOf(node).some((c) => c.local === "simpleContent")) return this.typeIdx(this.complexOf(node));
    const index = this.types.length;
    this.types.push(undefined);
    this.types[index] = this.complexOf(node);
    return index;
  }
}

// ---------------------------------------------------------------- writing

/** A particle as the expression content-model.ts reads: `12`, `#3`, groups `(a,b)` `(a|b)`, and `?` `*` `+` `{m,n}`. */
function expression(p: GParticle, wildcards: Map<string, number>, decls: readonly number[]): string {
  let core: string;
  if (p.k === "el") core = String(decls[p.decl]);
  else if (p.k === "any") core = `#${wildcards.get(p.w)}`;
  else {
    // A group of one item, or a sequence in a sequence, needs no group of its own.
    const items = p.items.flatMap((item) => (p.k === "seq" && item.k === "seq" && item.min === 1 && item.max === 1 ? item.items : [item]));
    if (items.length === 1 && p.min === 1 && p.max === 1) return expression(items[0]!, wildcards, decls);
    if (items.length === 1 && items[0]!.min === 1 && items[0]!.max === 1) core = expression(items[0]!, wildcards, decls);
    else core = `(${items.map((i) => expression(i, wildcards, decls)).join(p.k === "seq" ? "," : "|")})`;
  }
  const { min, max } = p;
  const occurs =
    min === 1 && max === 1 ? "" : min === 0 && max === 1 ? "?" : min === 0 && max === UNBOUNDED ? "*" : min === 1 && max === UNBOUNDED ? "+" : `{${min},${max === UNBOUNDED ? "" : max}}`;
  return core + occurs;
}

/** Where the group opened by the first character of an expression closes. */
function closingParenthesis(model: string): number {
  let depth = 0;
  for (let i = 0; i < model.length; i++) {
    if (model[i] === "(") depth++;
    else if (model[i] === ")" && --depth === 0) return i;
  }
  return -1;
}

function tablesOf(sharedDir: string, roots: readonly string[]): SchemaTables {
  const documents: { root: XNode; namespaces: string[] }[] = [];
  const all = new SchemaSet();
  for (const path of roots) {
    const one = new SchemaSet();
    one.load(resolve(sharedDir, path));
    all.load(resolve(sharedDir, path));
    const root = one.globalElements.find((e) => one.files[0] === e.doc.file);
    if (!root) throw new Error(`${path}: declares no element`);
    documents.push({ root: all.globals.get("element")!.get(qkey(root.doc.tns, root.attrs.name!))!, namespaces: one.namespaces });
  }
  const compiler = new Compiler(all);
  const rootDecls = documents.map((d) => compiler.globalElement(d.root));
  // A wildcard that checks what it admits (lax, strict) may meet any global element of the loaded schemas: declare them all.
  if (compiler.wildcards.some((w) => !w.startsWith("skip"))) for (const element of all.globalElements) compiler.globalElement(element);

  const namespaces = [""];
  const nsIndex = (uri: string): number => {
    let i = namespaces.indexOf(uri);
    if (i < 0) i = namespaces.push(uri) - 1;
    return i;
  };
  for (const uri of all.namespaces) nsIndex(uri);
  const wildcardIndex = new Map(compiler.wildcards.map((w, i) => [w, i]));
  const wildcards = compiler.wildcards.map((w) => {
    const [mode, spec] = [w.slice(0, w.indexOf(" ")), w.slice(w.indexOf(" ") + 1)];
    const ns = spec === "*" ? "*" : spec.startsWith("!") ? `!${nsIndex(spec.slice(1))}` : spec.split(" ").map(nsIndex).join(",");
    return `${mode} ${ns}`;
  });
  // Declarations are numbered group by group (namespace, type, flags), so each group is one line of names.
  const flagsOf = (e: GElement) => `${e.global ? "g" : ""}${e.nillable ? "n" : ""}${e.abstract ? "a" : ""}`;
  const groups = new Map<string, number[]>();
  compiler.elements.forEach((e, i) => {
    const key = `${nsIndex(e.ns)} ${e.type}${flagsOf(e)}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const renumber: number[] = [];
  let next = 0;
  for (const list of groups.values()) for (const i of list) renumber[i] = next++;
  const elements = [...groups].map(([key, list]) => `${key} ${list.map((i) => compiler.elements[i]!.local).join(" ")}`).join("\n");
  const fixedElements: Record<number, string> = {};
  compiler.elements.forEach((e, i) => {
    if (e.fixed !== undefined) fixedElements[renumber[i]!] = e.fixed;
  });

  const simpleTypes: SimpleTypeRow[] = compiler.simple.map((s) => (Object.keys(s.facets).length ? [s.builtin, s.facets] : [s.builtin]));
  const attributeRow = (a: GAttr): AttributeRow => `${a.ns ? `{${nsIndex(a.ns)}}` : ""}${a.local}:${a.type}${a.required ? "!" : ""}${a.fixed === undefined ? "" : `=${a.fixed}`}`;
  const types: TypeRow[] = compiler.types.map((t) => {
    const type = t!;
    let content: TypeRow["content"];
    if (type.content === null || typeof type.content === "number") content = type.content;
    else {
      const model = type.content.particle ? expression(type.content.particle, wildcardIndex, renumber) : "";
      // The outer group of a content model needs no parentheses.
      const bare = model.startsWith("(") && closingParenthesis(model) === model.length - 1 ? model.slice(1, -1) : model;
      content = `${type.content.mixed ? "~" : ""}${bare}`;
    }
    const row: { attributes?: AttributeRow[]; anyAttribute?: number; content: TypeRow["content"]; abstract?: 1 } = { content };
    if (type.attrs.length) row.attributes = type.attrs.map(attributeRow);
    if (type.anyAttribute !== undefined) row.anyAttribute = wildcardIndex.get(type.anyAttribute)!;
    if (type.abstract) row.abstract = 1;
    return row;
  });
  // Members of members stand for the head too.
  const substitutions: Record<number, number[]> = {};
  for (const head of compiler.substitutionHeads.keys()) {
    const members: number[] = [];
    const add = (h: number) => {
      for (const m of compiler.substitutionHeads.get(h) ?? []) if (!members.includes(m)) members.push(m), add(m);
    };
    add(head);
    substitutions[renumber[head]!] = members.map((m) => renumber[m]!);
  }
  const tables: SchemaTables = {
    namespaces,
    prefixes: namespaces.map((uri, i) => PREFERRED_PREFIXES.get(uri) ?? (uri ? `ns${i}` : "")),
    simpleTypes,
    types,
    elements,
    ...(Object.keys(fixedElements).length ? { fixedElements } : {}),
    ...(Object.keys(substitutions).length ? { substitutions } : {}),
    wildcards,
    documents: documents.map((d, i) => ({ root: renumber[rootDecls[i]!]!, namespaces: d.namespaces.map(nsIndex) })),
  };
  return tables;
}

/** The text of one generated module. */
function moduleText(syntax: (typeof SYNTAXES)[number], tables: SchemaTables): string {
  const lines = [
    `// Generated by scripts/generate-xsd-structure.ts from the XML Schemas of ${syntax.title}:`,
    ...syntax.roots.map((r) => `//   ${r}`),
    "// Do not edit; run the script again when the schemas change.",
    'import type { SchemaTables } from "../tables.ts";',
    "",
    `export const ${syntax.constant}: SchemaTables = {`,
    `  namespaces: ${JSON.stringify(tables.namespaces)},`,
    `  prefixes: ${JSON.stringify(tables.prefixes)},`,
    "  simpleTypes: [",
    ...tables.simpleTypes.map((s) => `    ${JSON.stringify(s)},`),
    "  ],",
    "  types: [",
    ...tables.types.map((t) => `    ${JSON.stringify(t).replace(/"(attributes|anyAttribute|content|abstract)":/g, "$1:")},`),
    "  ],",
    // Names and numbers only: the lines need no escaping in a template literal.
    `  elements: \`\n${tables.elements}\n\`.trim(),`,
    ...(tables.fixedElements ? [`  fixedElements: ${JSON.stringify(tables.fixedElements)},`] : []),
    ...(tables.substitutions ? [`  substitutions: ${JSON.stringify(tables.substitutions)},`] : []),
    `  wildcards: ${JSON.stringify(tables.wildcards)},`,
    `  documents: ${JSON.stringify(tables.documents).replace(/"(root|namespaces)":/g, "$1:")},`,
    "};",
    "",
  ];
  return lines.join("\n");
}

/** Each generated module's path (relative to the project) and text. */
export function generateXsdStructure(sharedDir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const syntax of SYNTAXES) out.set(`rulesets/xsd/generated/${syntax.key}.ts`, moduleText(syntax, tablesOf(sharedDir, syntax.roots)));
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const shared = resolve(PROJECT_ROOT, process.env.BIZDOC_SHARED ?? "../shared");
  const check = process.argv.includes("--check");
  let stale = false;
  for (const [path, text] of generateXsdStructure(shared)) {
    const file = resolve(PROJECT_ROOT, path);
    let current = "";
    try {
      current = readFileSync(file, "utf8");
    } catch {}
    if (current === text) continue;
    if (check) {
      console.error(`${relative(PROJECT_ROOT, file)} is not current: run npx tsx scripts/generate-xsd-structure.ts`);
      stale = true;
    } else {
      writeFileSync(file, text);
      console.log(`wrote ${relative(PROJECT_ROOT, file)} (${text.length} bytes)`);
    }
  }
  if (stale) process.exit(1);
}
