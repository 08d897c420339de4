/**
 * The shape of the XML we write, checked against gobl.cii's outputs (there
 * is no CII D16B XSD in the reference material) and the official CII
 * invoices: it is well-formed, its root
 * declares the same rsm/ram/qdt/udt namespaces, every element is one the
 * reference writes under the same parent, and siblings come in the order
 * the reference puts them.
 */
import { readFileSync } from "node:fs";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, test } from "vitest";
import { createEngine } from "../../../index.ts";
import { ciiFormat } from "../../../formats/cii/index.ts";
import { HAS_SHARED } from "../../support/shared.ts";
import { FOLDER_PROFILES, buildEnvelope, convertCases } from "./cases.ts";
import { writeCII } from "../../support/formats.ts";
import { officialInvoices } from "../official-invoices.ts";

type OrderedNode = Record<string, unknown>;

const ordered = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: "@", ignoreDeclaration: true });

/** For each parent element: the children it may have, and which child came before which. */
interface Grammar {
  children: Map<string, Set<string>>;
  before: Map<string, Set<string>>;
}

function walk(nodes: OrderedNode[], parent: string, visit: (parent: string, names: string[]) => void): void {
  const names: string[] = [];
  for (const node of nodes) {
    for (const [name, value] of Object.entries(node)) {
      if (name === ":@" || name === "#text") continue;
      names.push(name);
      walk(value as OrderedNode[], name, visit);
    }
  }
  visit(parent, names);
}

function learn(grammar: Grammar, xml: string): void {
  walk(ordered.parse(xml) as OrderedNode[], "#document", (parent, names) => {
    const known = grammar.children.get(parent) ?? new Set<string>();
    names.forEach((name, i) => {
      known.add(name);
      for (const later of names.slice(i + 1)) if (later !== name) grammar.before.set(`${parent}|${name}`, (grammar.before.get(`${parent}|${name}`) ?? new Set()).add(later));
    });
    grammar.children.set(parent, known);
  });
}

/** Problems of an XML text against the reference grammar. */
function problems(grammar: Grammar, xml: string): string[] {
  const found: string[] = [];
  walk(ordered.parse(xml) as OrderedNode[], "#document", (parent, names) => {
    names.forEach((name, i) => {
      if (!grammar.children.get(parent)?.has(name)) found.push(`${name} is never under ${parent} in the reference`);
      for (const later of names.slice(i + 1)) {
        // `later` after `name` is wrong when the reference only ever has it the other way round.
        if (later === name) continue;
        const referenceLaterFirst = grammar.before.get(`${parent}|${later}`)?.has(name) ?? false;
        const referenceNameFirst = grammar.before.get(`${parent}|${name}`)?.has(later) ?? false;
        if (referenceLaterFirst && !referenceNameFirst) found.push(`${parent}: ${name} before ${later}`);
      }
    });
  });
  return [...new Set(found)];
}

function rootNamespaces(xml: string): Record<string, string> {
  const root = (ordered.parse(xml) as OrderedNode[]).find((node) => "rsm:CrossIndustryInvoice" in node);
  const attributes = (root?.[":@"] ?? {}) as Record<string, string>;
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => key.startsWith("@xmlns:")));
}

describe.skipIf(!HAS_SHARED)("CII structure against the reference outputs", () => {
  const engine = createEngine();
  const grammar: Grammar = { children: new Map(), before: new Map() };
  const written: Array<{ id: string; xml: string; reference: string }> = [];

  beforeAll(async () => {
    // The official CII invoices (valid under the D16B schema) teach the grammar too: where we write a term
    // gobl.cii leaves out (an invoicing period read from CII, say), they show where it goes.
    for (const invoice of officialInvoices()) {
      const xml = readFileSync(invoice.path, "utf8");
      if (xml.includes("CrossIndustryInvoice")) learn(grammar, xml);
    }
    for (const c of convertCases()) {
      const reference = readFileSync(c.output, "utf8");
      learn(grammar, reference);
      const profile = ciiFormat.profiles.find((p) => p.key === FOLDER_PROFILES[c.folder]);
      const built = await buildEnvelope(engine, c.input);
      if (!profile || "refused" in built) continue;
      try {
        written.push({ id: c.id, xml: writeCII(built.envelope, profile), reference });
      } catch {
        // Refused by the format (prices including tax): nothing written to check.
      }
    }
  });

  test("we write XML for most reference cases", () => {
    expect(written.length).toBeGreaterThanOrEqual(28);
  });

  test("every document we write is well-formed XML", () => {
    for (const { id, xml } of written) expect(XMLValidator.validate(xml), id).toBe(true);
  });

  test("the root declares the namespaces gobl.cii declares", () => {
    for (const { id, xml, reference } of written) {
      const expected = rootNamespaces(reference);
      expect(Object.keys(expected).sort()).toEqual(["@xmlns:qdt", "@xmlns:ram", "@xmlns:rsm", "@xmlns:udt"]);
      expect(rootNamespaces(xml), id).toEqual(expected);
    }
  });

  test("elements sit under the parents and in the order the reference uses", () => {
    for (const { id, xml } of written) expect(problems(grammar, xml), id).toEqual([]);
  });

  test("the order check catches swapped siblings", () => {
    const { xml } = written.find((w) => w.id === "convert/en16931/invoice-complete")!;
    const swapped = xml.replace(
      /(<ram:ApplicableHeaderTradeAgreement>[\s\S]*?<\/ram:ApplicableHeaderTradeAgreement>)(\s*)(<ram:ApplicableHeaderTradeDelivery>[\s\S]*?<\/ram:ApplicableHeaderTradeDelivery>)/,
      "$3$2$1",
    );
    expect(swapped).not.toBe(xml);
    expect(problems(grammar, swapped)).toContain(
      "rsm:SupplyChainTradeTransaction: ram:ApplicableHeaderTradeDelivery before ram:ApplicableHeaderTradeAgreement",
    );
  });
});
