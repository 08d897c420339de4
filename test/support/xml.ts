/**
 * XML compared as data: two texts are the same document when they parse to
 * the same elements, attributes and text in the same order, whatever their
 * indentation, attribute quoting, namespace declaration order or XML
 * declaration. Used by the format tests and the format conformance harness.
 */
import { XMLParser } from "fast-xml-parser";

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false as unknown as string,
  processEntities: true,
  htmlEntities: true, // numeric character references (&#xA;) decoded too
});

type Node = Record<string, unknown>;

/** A canonical, pretty text of an XML document: equal for equal documents, and readable in a diff. */
export function canonicalXML(xml: string): string {
  const tree = parser.parse(xml) as Node[];
  const lines: string[] = [];
  write(tree, 0, lines);
  return lines.join("\n");
}

function write(nodes: Node[], depth: number, lines: string[]): void {
  for (const node of nodes) {
    const attributes = (node[":@"] ?? {}) as Record<string, string>;
    for (const [name, children] of Object.entries(node)) {
      if (name === ":@") continue;
      if (name === "#text") {
        lines.push(`${"  ".repeat(depth)}${JSON.stringify(String(children))}`);
        continue;
      }
      const attrs = Object.keys(attributes)
        .sort()
        .map((key) => ` ${key.slice(1)}=${JSON.stringify(attributes[key])}`)
        .join("");
      lines.push(`${"  ".repeat(depth)}<${name}${attrs}>`);
      write(children as Node[], depth + 1, lines);
    }
  }
}

/** The first line where two canonical texts differ, with a few lines of context, for a failure message. */
export function firstDifference(expected: string, actual: string): string | undefined {
  const a = expected.split("\n");
  const b = actual.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) {
      const from = Math.max(0, i - 3);
      return `line ${i + 1}:\n  expected: ${a.slice(from, i + 2).join("\n            ")}\n  actual:   ${b.slice(from, i + 2).join("\n            ")}`;
    }
  }
  return undefined;
}
