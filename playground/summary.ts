/**
 * A few facts of an operation's result for a person to read at a glance:
 * what document it is, its totals (invoices and other documents with
 * totals), its signatures, or that a check passed.
 */
import { isRecord } from "./api.ts";

export interface SummaryItem {
  label: string;
  value: string;
}

const SCHEMA_BASE = "https://gobl.org/draft-0/";

/** The summary of a successful answer's body (an empty list when there is nothing to say). */
export function summarize(body: unknown): SummaryItem[] {
  if (!isRecord(body)) return [];
  if (own(body, "ok") === true) return [{ label: "Result", value: "OK" }];
  const publicKey = own(body, "public");
  if (isRecord(publicKey)) return text("Key ID", own(publicKey, "kid"));
  const doc = own(body, "doc");
  if (isRecord(doc)) return [...documentFacts(doc), ...envelopeFacts(body)];
  return documentFacts(body);
}

function envelopeFacts(envelope: Record<string, unknown>): SummaryItem[] {
  const sigs = own(envelope, "sigs");
  return [{ label: "Signatures", value: String(Array.isArray(sigs) ? sigs.length : 0) }];
}

function documentFacts(doc: Record<string, unknown>): SummaryItem[] {
  const schema = own(doc, "$schema");
  const kind = typeof schema === "string" && schema.startsWith(SCHEMA_BASE) ? schema.slice(SCHEMA_BASE.length) : schema;
  const series = own(doc, "series");
  const code = own(doc, "code");
  const number = typeof code === "string" ? (typeof series === "string" ? `${series}-${code}` : code) : undefined;
  return [...text("Document", kind), ...text("Type", own(doc, "type")), ...text("Code", number), ...totals(doc)];
}

/** Sum, tax and payable, the last with the document's currency. */
function totals(doc: Record<string, unknown>): SummaryItem[] {
  const totals = own(doc, "totals");
  if (!isRecord(totals)) return [];
  const currency = own(doc, "currency");
  const payable = own(totals, "payable");
  return [
    ...text("Sum", own(totals, "sum")),
    ...text("Tax", own(totals, "tax")),
    ...text("Payable", typeof payable === "string" && typeof currency === "string" ? `${payable} ${currency}` : payable),
  ];
}

/** A one-item list when the value is a non-empty string. */
function text(label: string, value: unknown): SummaryItem[] {
  return typeof value === "string" && value !== "" ? [{ label, value }] : [];
}

/** A member of an answer's object, never one inherited (answers are untrusted JSON). */
function own(object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}
