/**
 * SAF-T exemption notes (GOBL.pt.saft: addon/line.go, payment_line.go, note.go).
 *
 * A line whose VAT combo has an exemption code explains it with one legal
 * note whose source is `pt-saft-exemption`, whose code is the exemption
 * code and whose text is the code's legal reference in Portuguese (the
 * SAF-T TaxExemptionReason). Normalising a line adds that note when it has
 * none; rules check the notes of lines and payment lines: no exemption note
 * without an exemption code, never more than one, its code that of the
 * combo, and one when the combo has a code.
 */
import type { Note } from "../../../engine/index.ts";
import { EXT_KEY_EXEMPTION } from "./extensions.ts";

export function isExemptionNote(n: unknown): boolean {
  const note = n as Note | null | undefined;
  return !!note && note.key === "legal" && note.src === EXT_KEY_EXEMPTION;
}

/** What is wrong with a row's exemption notes given its exemption code, or "" when nothing is. */
export function exemptionNotesProblem(notes: readonly unknown[] | undefined, code: string): string {
  let count = 0;
  for (const [i, n] of (notes ?? []).entries()) {
    if (!isExemptionNote(n)) continue;
    if (!code) return `note ${i} is an exemption note, but there is no exemption code`;
    if (count > 0) return `note ${i} is one exemption note too many`;
    const noteCode = (n as Note).code ?? "";
    if (noteCode !== code) return `note ${i} has code ${noteCode}, which must match the exemption code ${code}`;
    count++;
  }
  if (code && count === 0) return `an exemption note for code ${code} is missing`;
  return "";
}
