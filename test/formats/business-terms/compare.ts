/**
 * Two extractions of business terms compared key by key: each key whose
 * values differ (in number, value or order) is a difference, unless an
 * exception listed below explains it. Repetitions of a group whose order
 * carries no meaning in EN 16931 (VAT breakdowns, allowances, item
 * attributes, ...) are put in one canonical order first, so that a writer
 * that sorts them differently loses nothing.
 */
import type { BusinessTerms } from "./extract.ts";
import { formatKey } from "../../../formats/ubl/read/values.ts";
import { CII_PROFILES } from "../../../formats/cii/profiles.ts";
import { UBL_PROFILES } from "../../../formats/ubl/profiles.ts";
import { Amount, Percentage } from "../../../engine/index.ts";

export interface TermDifference {
  /** The key: "BG-25[2]/BT-129". */
  term: string;
  /** Its values in the original; undefined when it had none. */
  before: string[] | undefined;
  /** Its values in the written XML; undefined when it has none. */
  after: string[] | undefined;
}

export interface TermException {
  /** Matches the keys it may excuse (the whole key: "BG-25[2]/BT-129"). */
  pattern: RegExp;
  /** Why such a difference is deliberate. */
  reason: string;
  /** Whether it excuses this difference (seeing both extractions whole, and how reading went); every difference of a matching key when absent. */
  applies?: (difference: TermDifference, both: { before: BusinessTerms; after: BusinessTerms; read: ReadingContext }) => boolean;
}

/** What reading the original said beside the envelope. */
export interface ReadingContext {
  /** The codes of the warnings reading gave (BIZDOC-FORMAT-TOTALS-01 when a stated total is not the calculation's). */
  warnings: readonly string[];
}

/** The specification identifiers (BT-24) our profiles write. */
const OUR_CUSTOMIZATIONS: ReadonlySet<string> = new Set([...UBL_PROFILES, ...CII_PROFILES].map((p) => p.customization));

/** A decimal's digits after the point. */
const decimalsOf = (value: string): number => value.split(".")[1]?.length ?? 0;

/** Two decimal texts equal once the first is rounded half away from zero to the second's decimals. */
function roundsTo(finer: string, stated: string): boolean {
  const places = decimalsOf(stated);
  if (decimalsOf(finer) <= places) return false;
  const scaled = BigInt(finer.replace("-", "").replace(".", ""));
  const drop = 10n ** BigInt(decimalsOf(finer) - places);
  const rounded = (scaled + drop / 2n) / drop;
  const digits = rounded.toString().padStart(places + 1, "0");
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return (finer.startsWith("-") ? `-${text}` : text) === stated.replace(/^\+/, "");
}

const sameValues = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean => {
  if (a === undefined || b === undefined) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** A VAT identifier without its separators: what tells two writings of it apart no more. */
const vatKey = (id: string): string => id.replace(/[^0-9A-Za-z]/g, "").toUpperCase();

/** The value of another term of the same group: "BG-25[2]/BT-149" and "BT-130" → BG-25[2]'s BT-130. */
const sibling = (terms: BusinessTerms, key: string, term: string): string[] | undefined => terms[`${key.slice(0, key.lastIndexOf("/") + 1)}${term}`];

/** Base × percentage ÷ 100 at two decimals (an allowance's or charge's amount, as GOBL calculates it); none when either is not a number. */
function percentOfBase(base: string | undefined, percent: string | undefined): string | undefined {
  try {
    return base === undefined || percent === undefined ? undefined : Percentage.parse(`${percent}%`).of(Amount.parse(base).rescale(2)).toString();
  } catch {
    return undefined;
  }
}

/** Whether no key of the terms is in the group ("BG-20": no document allowance at all). */
const noneOf = (terms: BusinessTerms, group: string): boolean => !Object.keys(terms).some((key) => key.startsWith(`${group}[`));

/** The contents of each repetition of BG-24 (supporting documents), as sorted signatures; `keep` chooses which. */
function supportingDocuments(terms: BusinessTerms, keep: (repetition: Record<string, string[]>) => boolean): string[] {
  const byIndex = new Map<string, Record<string, string[]>>();
  for (const [key, values] of Object.entries(terms)) {
    const match = /^BG-24\[(\d+)\]\/(.+)$/.exec(key);
    if (!match) continue;
    let repetition = byIndex.get(match[1]!);
    if (!repetition) byIndex.set(match[1]!, (repetition = {}));
    repetition[match[2]!] = values;
  }
  return [...byIndex.values()]
    .filter(keep)
    .map((r) => JSON.stringify(Object.entries(r).sort(([a], [b]) => (a < b ? -1 : 1))))
    .sort();
}

/**
 * The differences a round trip makes on purpose. Each entry says why; the
 * round trip of an invoice counts as keeping every term when its only
 * differences are excused here.
 */
export const EXCEPTIONS: readonly TermException[] = [
  {
    pattern: /^(BT-10[6-9]|BT-11[0-7]|BG-23\[\d+\]\/BT-11[67]|BG-25\[\d+\]\/BT-131)$/,
    reason:
      "an invoice whose stated amounts GOBL's calculation does not give (a line net amount that is not quantity × price ÷ base quantity, which no EN 16931 rule forbids; a cent the rules' tolerance allows): read with a BIZDOC-FORMAT-TOTALS-01 warning quoting each, and written back with the calculation's figures, which GOBL's model holds",
    applies: (_, { read }) => read.warnings.includes("BIZDOC-FORMAT-TOTALS-01"),
  },
  {
    pattern: /^BT-24$/,
    reason:
      "an invoice in a customization none of our profiles writes (ZUGFeRD 1.0's comfort profile, say) is read as EN 16931 and written back under the EN 16931 profile, whose specification identifier it then states: claiming the original one would claim rules the XML was not checked with",
    applies: (d) => d.before?.length === 1 && sameValues(d.after, ["urn:cen.eu:en16931:2017"]) && !OUR_CUSTOMIZATIONS.has(d.before[0]!),
  },
  {
    pattern: /^BG-25\[\d+\]\/BT-129$/,
    reason:
      "a return stated with a positive quantity and a negative line net amount (BT-131) is read, and written back, with a negative quantity: GOBL's line amount is quantity × price, and EN 16931 forbids a negative price (BR-27)",
    applies: (d, { before }) =>
      d.before?.length === 1 && d.after?.length === 1 && d.after[0] === `-${d.before[0]}` && (sibling(before, d.term, "BT-131")?.[0] ?? "").startsWith("-"),
  },
  {
    pattern: /^BG-25\[\d+\]\/BT-146$/,
    reason:
      "a net price read with the decimals its stated line amount was calculated with (245 × 0.19727 = 48.33, stated as 0.1973), so that the line amount is the one stated: written back with them; it rounds to the price stated",
    applies: (d) => d.before?.length === 1 && d.after?.length === 1 && roundsTo(d.after[0]!, d.before[0]!),
  },
  {
    pattern: /^BG-25\[\d+\]\/BT-1(49|50)$/,
    reason:
      "a price base quantity stated equal to the price (49 per 49, CEN's CII examples), which would make the line amount the quantity alone, read as no base quantity so that the line amount is the one stated",
    applies: (d, { before }) => {
      const base = sibling(before, d.term, "BT-149")?.[0];
      const price = sibling(before, d.term, "BT-146")?.[0];
      return d.after === undefined && base !== undefined && price !== undefined && Number(base) === Number(price);
    },
  },
  {
    pattern: /^(BT-31|BT-48|BT-63)$/,
    reason: "VAT identifier written in its normalised form (separators dropped, letters upper-cased, as GOBL keeps tax codes): NL8200.98.395.B.01 and NL820098395B01 are one identifier",
    applies: (d) => d.before?.length === 1 && d.after?.length === 1 && vatKey(d.before[0]!) === vatKey(d.after[0]!),
  },
  {
    pattern: /^BT-6$/,
    reason: "BT-6 equal to BT-5 left out: the VAT accounting currency is only stated when it differs from the invoice currency (EN 16931, BT-6), so an equal one says nothing more",
    applies: (d, { before }) => d.after === undefined && d.before?.length === 1 && before["BT-5"]?.[0] === d.before[0],
  },
  {
    pattern: /(^|\/)BT-149$/,
    reason: "item price base quantity 1 left out: an absent base quantity (BT-149) is 1 in the line's unit, as the line amount rule takes it (PEPPOL-EN16931-R120: net amount = quantity × price ÷ base quantity, 1 when absent)",
    applies: (d, { before }) => {
      const unit = sibling(before, d.term, "BT-150");
      return d.after === undefined && d.before?.length === 1 && Number(d.before[0]) === 1 && (unit === undefined || sameValues(unit, sibling(before, d.term, "BT-130")));
    },
  },
  {
    pattern: /(^|\/)BT-150$/,
    reason: "base quantity unit left out with a base quantity of 1: it must be the invoiced quantity's unit (BT-130) anyway",
    applies: (d, { before, after }) =>
      d.after === undefined && sameValues(d.before, sibling(before, d.term, "BT-130")) && Number(sibling(before, d.term, "BT-149")?.[0]) === 1 && sibling(after, d.term, "BT-149") === undefined,
  },
  {
    pattern: /^BG-24\[\d+\]\//,
    reason:
      "a supporting document (BG-24) without an external location (BT-124) is not kept: GOBL's attachment (org.Attachment) holds no content, only a URL, which GOBL requires to be a web address (GOBL-ORG-ATTACHMENT-01), so an embedded binary (BT-125) or a bare reference has no place; those with a URL come back whole",
    applies: (_, { before, after }) => {
      const withURL = supportingDocuments(before, (r) => r["BT-124"] !== undefined);
      const written = supportingDocuments(after, () => true);
      return withURL.length < supportingDocuments(before, () => true).length && withURL.join("\n") === written.join("\n");
    },
  },
  {
    pattern: /^BG-24\[\d+\]\//,
    reason:
      "a supporting document's embedded binary (BT-125, its MIME code BT-125-1 and file name BT-125-2) is not kept even when the document has an external location (BT-124): GOBL's attachment (org.Attachment) holds a URL and no content, so the document comes back with its reference, description and URL, as the exception for documents without a URL has it",
    applies: (_, { before, after }) => {
      const withURL = supportingDocuments(before, (r) => r["BT-124"] !== undefined);
      const embedded = withURL.filter((signature) => signature.includes('"BT-125"'));
      if (embedded.length === 0) return false;
      const withoutContent = withURL.map((signature) => JSON.stringify((JSON.parse(signature) as [string, string[]][]).filter(([term]) => !/^BT-125(-[12])?$/.test(term)))).sort();
      return withoutContent.join("\n") === supportingDocuments(after, () => true).join("\n");
    },
  },
  {
    pattern: /(^|\/)BG-32\[\d+\]\/BT-160$/,
    reason:
      "item attribute name (BT-160) written as the GOBL key it is held under: GOBL's item meta is keyed by cbc.Key (lower case, dashes for spaces, only letters, digits, - and +), so Color comes back as color",
    applies: (d) => d.before?.length === 1 && d.after?.length === 1 && d.after[0] !== d.before[0] && d.after[0] === formatKey(d.before[0]!),
  },
  {
    pattern: /^BG-23\[\d+\]\/BT-119$/,
    reason:
      "VAT breakdown of category O written with the rate 0: XRechnung (BR-DE-14) and Peppol for German parties (DE-R-014) require a rate in every breakdown, and 0 is the only one category O can have (writer-differences.ts)",
    applies: (d, { after }) => d.before === undefined && sameValues(d.after, ["0"]) && sameValues(sibling(after, d.term, "BT-118"), ["O"]),
  },
  {
    pattern: /^BT-87$/,
    reason:
      "payment card number (BT-87) written as its last four digits: GOBL's card (pay.Card) holds the first six and the last four digits of the number only (last4, first6), as card security standards allow, so the fifth digit from the end of 41234 has no field",
    applies: (d) => d.before?.length === 1 && d.after?.length === 1 && d.before[0]!.length > 4 && d.after[0] === d.before[0]!.replace(/\s+/g, "").slice(-4),
  },
  {
    pattern: /^BT-10[78]$/,
    reason:
      "a document allowance or charge total (BT-107, BT-108) stated as 0 with no document allowance (BG-20) or charge (BG-21) to sum is left out: GOBL's totals have a discount or charge total only when there are discounts or charges, and an absent total is that same 0 (BR-CO-11, BR-CO-12 sum nothing)",
    applies: (d, { before }) => d.after === undefined && sameValues(d.before, ["0"]) && noneOf(before, d.term === "BT-107" ? "BG-20" : "BG-21"),
  },
  {
    pattern: /^BT-110$/,
    reason:
      "a VAT total (BT-110) of 0 written where the invoice stated none and every VAT breakdown's VAT (BT-117) is 0: CII writes the total whenever there is a breakdown, as gobl.cii does, and it is the sum of the breakdowns BR-CO-14 requires",
    applies: (d, { before }) => {
      if (d.before !== undefined || !sameValues(d.after, ["0"])) return false;
      const breakdowns = Object.entries(before).filter(([key]) => /^BG-23\[\d+\]\/BT-117$/.test(key));
      return breakdowns.length > 0 && breakdowns.every(([, values]) => values.every((v) => Number(v) === 0));
    },
  },
  {
    pattern: /^(BG-2[01]\[\d+\]\/BT-(92|99)|BG-25\[\d+\]\/BG-2[78]\[\d+\]\/BT-1(36|41))$/,
    reason:
      "an allowance's or charge's amount stated with a base and percentage it is not base × percentage ÷ 100 of (XRechnung-O's charges of 19% and 22% on 83654.15 and 252646.80, stated 15894.27 and 33349.38): GOBL calculates a percentage's amount from its base, so it comes back as base × percentage, with a BIZDOC-FORMAT-TOTALS-01 warning where the totals then differ",
    applies: (d, { before }) => {
      const [base, percent] = d.term.endsWith("BT-92") ? ["BT-93", "BT-94"] : d.term.endsWith("BT-99") ? ["BT-100", "BT-101"] : d.term.endsWith("BT-136") ? ["BT-137", "BT-138"] : ["BT-142", "BT-143"];
      const calculated = percentOfBase(sibling(before, d.term, base)?.[0], sibling(before, d.term, percent)?.[0]);
      return d.after?.length === 1 && calculated !== undefined && Number(d.after[0]) === Number(calculated);
    },
  },
  {
    pattern: /^(BG-23\[\d+\]\/BT-118|BG-25\[\d+\]\/BT-151|BG-2[01]\[\d+\]\/BT-(95|102))$/,
    reason:
      "VAT category B (Italian split payment) written as S: the EN 16931 addon, as GOBL's, has no VAT key for B, and its normaliser gives a combo the code of its key (standard, S), replacing the one read; the rate and amounts are those of S",
    applies: (d) => sameValues(d.before, ["B"]) && sameValues(d.after, ["S"]),
  },
  {
    pattern: /^BG-25\[\d+\]\/BT-158-2$/,
    reason:
      "an item classification's list version (BT-158-2, UBL listVersionID, CII ClassVersionID) is not kept: GOBL's item identity (org.Identity) holds the list's identifier as its label, a description of what the code means, and extensions of registered codes only, and no field for a version, so the classification comes back with its identifier (BT-158) and scheme (BT-158-1) alone",
    applies: (d, { before, after }) => d.after === undefined && sameValues(sibling(before, d.term, "BT-158"), sibling(after, d.term, "BT-158")),
  },
];

/**
 * The groups whose repetitions EN 16931 gives no order: preceding invoices,
 * document and line allowances and charges, VAT breakdowns, supporting
 * documents, item attributes. (Notes, payment means and accounts, and lines
 * keep theirs: a line has its number, and the first account may be the one
 * to pay to.)
 */
export const UNORDERED_GROUPS: ReadonlySet<string> = new Set(["BG-3", "BG-20", "BG-21", "BG-23", "BG-24", "BG-27", "BG-28", "BG-32"]);

const GROUP_SEGMENT = /(BG-\d+)\[(\d+)\]\//g;

/**
 * The same terms with the repetitions of each unordered group renumbered in
 * the order of their content, so that two documents listing the same
 * allowances in another order extract alike. One pass over the keys to
 * gather each group's repetitions, a sort of each group's, one pass to
 * rename.
 */
export function inCanonicalOrder(terms: BusinessTerms): BusinessTerms {
  interface Repetition { index: string; content: string[] }
  // Per unordered group occurrence ("BG-25[1]/" + "BG-32"), its repetitions by index.
  const occurrences = new Map<string, Map<string, Repetition>>();
  const located = Object.entries(terms).map(([key, values]) => {
    for (const match of key.matchAll(GROUP_SEGMENT)) {
      if (!UNORDERED_GROUPS.has(match[1]!)) continue;
      const prefix = key.slice(0, match.index);
      const rest = key.slice(match.index! + match[0].length);
      const occurrence = `${prefix}${match[1]}`;
      let repetitions = occurrences.get(occurrence);
      if (!repetitions) occurrences.set(occurrence, (repetitions = new Map()));
      let repetition = repetitions.get(match[2]!);
      if (!repetition) repetitions.set(match[2]!, (repetition = { index: match[2]!, content: [] }));
      // An item attribute's name sorts by the key GOBL keeps it under ("[Description 2]" as "description-2"), so that
      // an attribute and its written-back self take the same place (their names are then compared by an exception).
      const sortable = match[1] === "BG-32" && rest === "BT-160" ? values.map((v) => formatKey(v)) : values;
      repetition.content.push(`${rest}=${JSON.stringify(sortable)}`);
      return { key, values, occurrence, index: match[2]!, rest };
    }
    return { key, values };
  });
  const renumbered = new Map<string, Map<string, number>>();
  for (const [occurrence, repetitions] of occurrences) {
    const order = [...repetitions.values()].map((r) => ({ index: r.index, signature: r.content.sort().join("\n") }));
    order.sort((a, b) => (a.signature < b.signature ? -1 : a.signature > b.signature ? 1 : 0));
    renumbered.set(occurrence, new Map(order.map((r, i) => [r.index, i + 1])));
  }
  const out: BusinessTerms = {};
  for (const entry of located) {
    if (!("occurrence" in entry) || entry.occurrence === undefined) out[entry.key] = entry.values;
    else out[`${entry.occurrence}[${renumbered.get(entry.occurrence)!.get(entry.index!)}]/${entry.rest}`] = entry.values;
  }
  return out;
}

export interface Comparison {
  /** Differences no exception excuses. */
  differences: TermDifference[];
  /** Differences an exception excuses, with its reason. */
  excused: (TermDifference & { reason: string })[];
}


/** Compares every key of either extraction: once each, so linear in their size. */
export function compareTerms(original: BusinessTerms, written: BusinessTerms, read: ReadingContext = { warnings: [] }, exceptions: readonly TermException[] = EXCEPTIONS): Comparison {
  const before = inCanonicalOrder(original);
  const after = inCanonicalOrder(written);
  const comparison: Comparison = { differences: [], excused: [] };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const term of keys) {
    const was = before[term];
    const is = after[term];
    if (sameValues(was, is)) continue;
    const difference: TermDifference = { term, before: was, after: is };
    const exception = exceptions.find((e) => e.pattern.test(term) && (e.applies ? e.applies(difference, { before, after, read }) : true));
    if (exception) comparison.excused.push({ ...difference, reason: exception.reason });
    else comparison.differences.push(difference);
  }
  return comparison;
}
