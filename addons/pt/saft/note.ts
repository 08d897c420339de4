/**
 * SAF-T on notes (GOBL.pt.saft: addon/note.go).
 *
 * Rules: an exemption note's text is 6 to 60 characters long (ORG-NOTE-01),
 * the SAF-T's limit for TaxExemptionReason; a withholding note (IRS or IRC
 * category) in the tax totals is at most 60 characters (TAX-NOTE-02).
 */
import type { Note, TaxNote, Validator } from "../../../engine/index.ts";
import { isExemptionNote } from "./notes.ts";

const length = (s: unknown): number => [...String(s ?? "")].length;
const WITHHOLDING_CATEGORIES = ["IRS", "IRC"];

export const noteRules: Validator<Note> = {
  type: "org.Note",
  assert: [
    {
      code: "GOBL-PT-SAFT-ORG-NOTE-01",
      field: "text",
      message: "an exemption note's text must be between 6 and 60 characters long",
      when: (n) => isExemptionNote(n),
      test: (n) => length(n.text) >= 6 && length(n.text) <= 60,
    },
  ],
};

export const taxNoteRules: Validator<TaxNote> = {
  type: "tax.Note",
  assert: [
    {
      code: "GOBL-PT-SAFT-TAX-NOTE-02",
      field: "text",
      message: "a withholding note's text must be at most 60 characters long",
      when: (n) => WITHHOLDING_CATEGORIES.includes((n as { cat?: string }).cat ?? ""),
      test: (n) => length((n as { text?: string }).text) <= 60,
    },
  ],
};

