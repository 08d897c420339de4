/**
 * Business terms GOBL's invoice has no field for, kept in the document's
 * `meta` (GOBL's place for semi-structured data outside the invoice's body)
 * so that an invoice read from XML writes back with them, in either syntax:
 * the business process (BT-23) and the line identifiers (BT-126; GOBL
 * numbers lines 1, 2, ... and has no field for the sender's).
 */

/** BT-23, the business process the XML states (UBL cbc:ProfileID, CII BusinessProcessSpecifiedDocumentContextParameter). */
export const BUSINESS_PROCESS_META = "business-process";
/** BT-126, the lines' identifiers, a JSON array of strings in line order. */
export const LINE_IDS_META = "line-ids";

/** The meta entry for line identifiers, or none when they are GOBL's own numbering (1, 2, ...), which the writers give anyway. */
export function lineIDsMeta(ids: readonly string[]): string | undefined {
  return ids.every((id, i) => id === String(i + 1)) ? undefined : JSON.stringify(ids);
}

/**
 * The line identifiers to write: those kept in meta while they still fit the
 * document (one non-empty identifier per line, none twice: BT-126 is unique
 * within the invoice), else none and the writer numbers the lines, so a
 * document edited since (a line added or removed) falls back to numbering.
 */
export function keptLineIDs(invoice: { meta?: Record<string, unknown>; lines?: unknown[] }): string[] | undefined {
  const kept = invoice.meta?.[LINE_IDS_META];
  if (typeof kept !== "string") return undefined;
  let ids: unknown;
  try {
    ids = JSON.parse(kept);
  } catch {
    return undefined;
  }
  const lines = invoice.lines ?? [];
  if (!Array.isArray(ids) || ids.length !== lines.length) return undefined;
  if (!ids.every((id) => typeof id === "string" && id.trim() !== "")) return undefined;
  if (new Set(ids).size !== ids.length) return undefined;
  return ids as string[];
}
