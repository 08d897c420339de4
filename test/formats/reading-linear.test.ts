/**
 * The UBL and CII readers do work in proportion to the invoice: no line
 * looks at every other line or at every tax category (a lookup by scanning
 * a list for each line would). Counted, not timed, for invoices of n, 2n
 * and 4n lines, each line with a rate of its own (so there are as many tax
 * categories as lines): every call the readers make to their XML helpers
 * (child, children, textAt, ...) and the child elements each call looks
 * through; and, in a read of its own, the elements of arrays, objects, Maps
 * and Sets looked at (test/support/work-meter.ts, and Map and Set
 * iteration), the parser's included. Linear work gives equal steps: reading
 * 4n lines costs what 2n cost plus twice what going from n to 2n added, and
 * about 4 times n.
 */
import { beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { EXAMPLES } from "../../examples/index.ts";
import * as ciiXML from "../../formats/cii/xml.ts";
import * as ublXML from "../../formats/ubl/xml.ts";
import { createEngine, type ParsedXML } from "../../index.ts";
import { readCII, readUBL } from "../support/formats.ts";
import { measure } from "../support/work-meter.ts";

const engine = createEngine();
const LINES = 60;

/** What reading one invoice cost: helper calls, the child elements (or keys) those calls looked through, and collection elements looked at. */
interface Work {
  calls: number;
  visited: number;
  scanned: number;
}

/**
 * Reads with every helper of an XML module counted. `width` says how many
 * child elements the helper looks through for the element it is given.
 */
async function countedRead<M extends object>(module: M, helpers: (keyof M & string)[], width: (node: any) => number, read: () => ParsedXML): Promise<Work> {
  const work: Work = { calls: 0, visited: 0, scanned: await scannedIn(read) };
  const spies: MockInstance[] = [];
  for (const name of helpers) {
    const original = module[name] as (...args: any[]) => unknown;
    spies.push(
      vi.spyOn(module, name as any).mockImplementation(((node: unknown, ...rest: unknown[]) => {
        work.calls++;
        work.visited += node ? width(node) : 0;
        return original(node, ...rest);
      }) as any),
    );
  }
  try {
    read();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return work;
}

const mapIteratorPrototype = Object.getPrototypeOf(new Map()[Symbol.iterator]()) as { next: (...args: unknown[]) => unknown };
const setIteratorPrototype = Object.getPrototypeOf(new Set()[Symbol.iterator]()) as { next: (...args: unknown[]) => unknown };

/**
 * How many elements a read looks at: what the work meter counts (arrays
 * searched, walked, copied or iterated; Object.keys and the like), plus each
 * step through a Map or a Set, where lookup tables live.
 */
async function scannedIn(read: () => ParsedXML): Promise<number> {
  let steps = 0;
  const originals = [mapIteratorPrototype, setIteratorPrototype].map((prototype) => [prototype, prototype.next] as const);
  for (const [prototype, next] of originals) {
    prototype.next = function (this: unknown, ...args: unknown[]) {
      steps++;
      return next.apply(this, args);
    };
  }
  try {
    return (await measure(read)) + steps;
  } finally {
    for (const [prototype, next] of originals) prototype.next = next;
  }
}

/** The first element of a name in a text, from `from`: its start and end (past its closing tag). */
function elementAt(xml: string, name: string, from = 0): { start: number; end: number } {
  const start = xml.indexOf(`<${name}>`, from);
  const close = `</${name}>`;
  const end = xml.indexOf(close, start) + close.length;
  if (start < 0 || end < close.length) throw new Error(`no ${name} in the example`);
  return { start, end };
}

/**
 * The invoice with its lines replaced by `count` copies of the first, and
 * its tax breakdown by `count` copies of the first category: copy i has the
 * rate i + 0.5 %, in the line and in the breakdown.
 */
function withLines(xml: string, count: number, names: { line: string; subtotal: string; rate: string; breakdownFrom: string }): string {
  const rated = (block: string, i: number) => block.replace(new RegExp(`(<${names.rate}>)[^<]*`), `$1${i}.5`);
  const firstLine = elementAt(xml, names.line);
  const lineBlock = xml.slice(firstLine.start, firstLine.end);
  let lastLineEnd = firstLine.end;
  while (xml.indexOf(`<${names.line}>`, lastLineEnd) >= 0) lastLineEnd = elementAt(xml, names.line, lastLineEnd).end;
  const lines = Array.from({ length: count }, (_, i) => rated(lineBlock, i));
  let text = `${xml.slice(0, firstLine.start)}${lines.join("\n")}${xml.slice(lastLineEnd)}`;
  const breakdown = elementAt(text, names.subtotal, text.indexOf(names.breakdownFrom));
  const subtotalBlock = text.slice(breakdown.start, breakdown.end);
  text = `${text.slice(0, breakdown.start)}${Array.from({ length: count }, (_, i) => rated(subtotalBlock, i)).join("\n")}${text.slice(breakdown.end)}`;
  return text;
}

interface Format {
  key: "ubl" | "cii";
  read: (xml: string) => ParsedXML;
  count: (read: () => ParsedXML) => Promise<Work>;
  names: { line: string; subtotal: string; rate: string; breakdownFrom: string };
}

const FORMATS: Format[] = [
  {
    key: "ubl",
    read: readUBL,
    count: (read) => countedRead(ublXML, ["child", "children", "textAt", "attr"], (element: ublXML.ReadElement) => element.children.length, read),
    names: { line: "cac:InvoiceLine", subtotal: "cac:TaxSubtotal", rate: "cbc:Percent", breakdownFrom: "<cac:TaxTotal>" },
  },
  {
    key: "cii",
    read: readCII,
    count: (read) => countedRead(ciiXML, ["child", "children", "path", "text", "textAt", "attribute"], (node: ciiXML.ParsedNode) => Object.keys(node).length, read),
    names: {
      line: "ram:IncludedSupplyChainTradeLineItem",
      subtotal: "ram:ApplicableTradeTax",
      rate: "ram:RateApplicablePercent",
      breakdownFrom: "<ram:ApplicableHeaderTradeSettlement>",
    },
  },
];

describe.each(FORMATS.map((f) => [f.key, f] as const))("reading %s is linear in the lines and tax categories", (_key, format) => {
  let example = "";
  beforeAll(async () => {
    const document = EXAMPLES.find((e) => e.id === "eu-en16931-v2017")!.document;
    example = (await engine.toXML(structuredClone(document), { format: format.key })).xml;
  });

  it(`${LINES}, ${2 * LINES} and ${4 * LINES} lines, each with its own rate`, async () => {
    const works: Work[] = [];
    for (const count of [LINES, 2 * LINES, 4 * LINES]) {
      const xml = withLines(example, count, format.names);
      const read = format.read(xml).document as { lines: { taxes: { percent: string }[] }[] };
      // The invoices are what they should be: every line read, with the rate it was given.
      expect(read.lines).toHaveLength(count);
      expect(read.lines[count - 1]!.taxes[0]!.percent).toBe(`${count - 1}.5%`);
      works.push(await format.count(() => format.read(xml)));
    }
    const [one, two, four] = works;
    for (const figure of ["calls", "visited", "scanned"] as const) {
      const [n, n2, n4] = [one![figure], two![figure], four![figure]];
      expect(n, `${figure} are counted`).toBeGreaterThan(LINES);
      // Going from 2n to 4n lines adds twice what going from n to 2n added: no work grows with lines × lines.
      expect((n4 - n2) / (n2 - n), `${figure}: ${n}, ${n2}, ${n4}`).toBeCloseTo(2, 1);
      expect(n4 / n, `${figure}: ${n}, ${n4}`).toBeGreaterThan(3.5);
      expect(n4 / n, `${figure}: ${n}, ${n4}`).toBeLessThanOrEqual(4);
    }
  });
});
