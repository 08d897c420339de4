/**
 * From a fault's property path (GOBL's notation: `$`, then `.name` and
 * `[index]` steps, e.g. `$.doc.lines[0].item.price`) to the line of the
 * editor's text (JSON or YAML) that holds that property. The text is read
 * with the yaml package's parser, whose nodes keep their source ranges.
 */
import type { Fault } from "../engine/index.ts";
import { LineCounter, isMap, isNode, isScalar, isSeq, parseDocument, type Node } from "yaml";

export type PathStep = string | number;

/** Where a path points in the text. */
export interface PathLocation {
  /** 1-based line number. */
  line: number;
  /** False when the exact member is absent and `line` is its nearest existing ancestor's. */
  exact: boolean;
}

/** One property of one fault, as the page lists it. */
export interface LocatedFault {
  code?: string;
  description: string;
  /** The path as the API gave it (absent for a fault with no property). */
  path?: string;
  /** Where the path points in the text the request was made from, if anywhere. */
  location?: PathLocation;
  /** The request member other than `data` the path names instead (`options` of Correct), if it does. */
  requestMember?: string;
}

const PATH = /^\$((?:\.[^.[\]]+|\[\d+\])*)$/;
const STEP = /\.([^.[\]]+)|\[(\d+)\]/g;

/** The steps of a path (`$.lines[0].item` → `["lines", 0, "item"]`), or undefined when it is not one. */
export function parsePath(path: string): PathStep[] | undefined {
  const match = PATH.exec(path);
  if (!match) return undefined;
  return [...match[1].matchAll(STEP)].map((step) => step[1] ?? Number(step[2]));
}

/** A node reached by a step, and where its line starts: a member's key, an item's own start. */
interface Reached {
  node: unknown;
  offset: number;
}

/** Finds the lines of paths in one text (parsed once, however many paths are asked). */
export class PathLocator {
  private readonly lines = new LineCounter();
  private readonly root: Node | null;

  constructor(text: string) {
    this.root = parseDocument(text, { version: "1.2", schema: "core", lineCounter: this.lines }).contents;
  }

  /** The line a path names, its nearest existing ancestor's when it is absent; undefined for a malformed path or an empty text. */
  locate(path: string): PathLocation | undefined {
    const steps = parsePath(path);
    const start = this.root?.range?.[0];
    if (!steps || start === undefined) return undefined;
    let at: Reached = { node: this.root, offset: start };
    for (const step of this.relativeToInput(steps)) {
      const next = child(at.node, step);
      if (!next) return { line: this.lineOf(at.offset), exact: false };
      at = next;
    }
    return { line: this.lineOf(at.offset), exact: true };
  }

  /**
   * Paths name envelope members (`$.doc.…`) when the answer is an envelope,
   * even if the input was a bare document (Build with `envelop`): then the
   * leading `doc` step is not in the text.
   */
  private relativeToInput(steps: PathStep[]): PathStep[] {
    return steps[0] === "doc" && !child(this.root, "doc") ? steps.slice(1) : steps;
  }

  private lineOf(offset: number): number {
    return this.lines.linePos(offset).line;
  }
}

/** The member `step` of a mapping, or the item `step` of a sequence; undefined when there is none. */
function child(node: unknown, step: PathStep): Reached | undefined {
  if (typeof step === "string" && isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === step);
    const keyStart = isNode(pair?.key) ? pair.key.range?.[0] : undefined;
    return keyStart === undefined ? undefined : { node: pair!.value, offset: keyStart };
  }
  if (typeof step === "number" && isSeq(node)) {
    const item = node.items[step];
    const itemStart = isNode(item) ? item.range?.[0] : undefined;
    return itemStart === undefined ? undefined : { node: item, offset: itemStart };
  }
  return undefined;
}

/**
 * Every property of every fault, each with its line in `text` (a fault
 * without properties is listed once, with none). Paths into the request's
 * other members (`$.options.type`) share the document's notation, so the
 * request names them: those are not looked for in the document.
 */
export function locateFaults(text: string, faults: readonly Fault[], requestMembers: readonly string[] = []): LocatedFault[] {
  // Faults about XML carry their line already (and XML is no YAML to find paths in): the text is parsed only for the others.
  let locator: PathLocator | undefined;
  const locate = (path: string) => (locator ??= new PathLocator(text)).locate(path);
  const memberOf = (path: string) => {
    const first = parsePath(path)?.[0];
    return typeof first === "string" && requestMembers.includes(first) ? first : undefined;
  };
  return faults.flatMap((fault) => {
    const base = { ...(fault.code ? { code: fault.code } : {}), description: fault.description };
    if (fault.properties.length === 0) return [base];
    const line = lineOf(fault);
    if (line !== undefined) return fault.properties.map((path) => ({ ...base, path, location: { line, exact: true } }));
    return fault.properties.map((path) => {
      const requestMember = memberOf(path);
      return requestMember ? { ...base, path, requestMember } : { ...base, path, location: locate(path) };
    });
  });
}

/** The line a fault about an XML document names (its XPath's element's), if it names one. */
function lineOf(fault: Fault): number | undefined {
  const line = (fault as { line?: unknown }).line;
  return typeof line === "number" && Number.isInteger(line) && line >= 1 ? line : undefined;
}
