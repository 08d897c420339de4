/**
 * One FA(3) sample read and written back (issue 29, item 2), compared
 * element by element: each document as its leaves (an element's path from
 * Faktura, namespace prefixes dropped, with its text; attributes as `@name`
 * leaves), taken as a multiset per path. FA(3)'s schema fixes the order of
 * every sequence, so the order of leaves says nothing a valid file could
 * change; what counts is which values each path holds. Numbers compare as
 * decimals (100 and 100.00 are one amount, through the engine's Amount,
 * never a float), texts with their spaces collapsed as the schema's
 * xsd:token does.
 */
import { Amount } from "../../../index.ts";
import { canonicalXML } from "../../support/xml.ts";
import type { RoundTripLoss } from "./round-trip-losses.ts";

/** A decimal as amounts are written: an integer without leading zeros, or with a fraction. Codes with leading zeros (KRS 0000000001) stay texts. */
const DECIMAL = /^-?((0|[1-9]\d*)|\d+\.\d+)$/;
const localName = (name: string): string => name.slice(name.indexOf(":") + 1);

/** A leaf's value as compared: a decimal without its trailing zeros, a text with its spaces collapsed. */
export function comparable(text: string): string {
  const value = text.replace(/\s+/g, " ").trim();
  return DECIMAL.test(value) ? Amount.parse(value).minimalString() : value;
}

const ATTRIBUTE = / ([^\s=]+)=("(?:[^"\\]|\\.)*")/g;

/**
 * The leaves of a document: path → the values at it, in document order.
 * Read off its canonical text (test/support/xml.ts: one element or text per
 * line, indented by depth, attributes sorted, texts as JSON strings).
 */
export function leaves(xml: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (path: string, value: string): void => {
    const values = out.get(path) ?? [];
    values.push(comparable(value));
    out.set(path, values);
  };
  const lines = canonicalXML(xml).split("\n");
  const depthOf = (line: string): number => (line.length - line.trimStart().length) / 2;
  const stack: string[] = [];
  lines.forEach((line, i) => {
    const depth = depthOf(line);
    const body = line.trimStart();
    stack.length = depth;
    if (!body.startsWith("<")) {
      add(`/${stack.join("/")}`, JSON.parse(body) as string);
      return;
    }
    const name = localName(body.slice(1).split(/[ >]/)[0]!);
    stack.push(name);
    const here = `/${stack.join("/")}`;
    for (const [, attribute, value] of body.matchAll(ATTRIBUTE)) {
      // Namespace declarations and schema locations are the file's, not the invoice's.
      if (!attribute!.startsWith("xmlns") && !attribute!.startsWith("xsi:")) add(`${here}/@${attribute}`, JSON.parse(value!) as string);
    }
    // An element with nothing inside is a leaf with no text.
    const next = lines[i + 1];
    if (next === undefined || depthOf(next) <= depth) add(here, "");
  });
  return out;
}

/** A value the original has at a path and the written file does not (lost), or the other way round (added). */
export interface Difference {
  path: string;
  kind: "lost" | "added";
  value: string;
}

export interface Comparison {
  /** The original's leaves the written file has at the same path with the same value. */
  kept: number;
  /** The original's leaves it has not. */
  lost: number;
  /** Differences no listed loss covers. */
  unlisted: Difference[];
  /** Differences a listed loss covers, with the loss's id. */
  listed: (Difference & { loss: string })[];
}

/** The first loss whose pattern covers a path (for this sample, when the loss names samples). */
export function lossFor(losses: readonly RoundTripLoss[], sample: string, difference: Difference): RoundTripLoss | undefined {
  return losses.find(
    (loss) => loss.path.test(difference.path) && (loss.value === undefined || loss.value.test(difference.value)) && (loss.samples === undefined || loss.samples.includes(sample)),
  );
}

/** The original and written documents compared leaf by leaf, each difference held to the listed losses. */
export function compare(sample: string, original: string, written: string, losses: readonly RoundTripLoss[]): Comparison {
  const before = leaves(original);
  const after = leaves(written);
  const result: Comparison = { kept: 0, lost: 0, unlisted: [], listed: [] };
  const record = (difference: Difference): void => {
    const loss = lossFor(losses, sample, difference);
    if (loss) result.listed.push({ ...difference, loss: loss.id });
    else result.unlisted.push(difference);
  };
  for (const path of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const remaining = [...(after.get(path) ?? [])];
    for (const value of before.get(path) ?? []) {
      const at = remaining.indexOf(value);
      if (at >= 0) {
        remaining.splice(at, 1);
        result.kept++;
      } else {
        result.lost++;
        record({ path, kind: "lost", value });
      }
    }
    for (const value of remaining) record({ path, kind: "added", value });
  }
  return result;
}
