/**
 * VAT notes of the invoice's `tax` (exemption notes, mainly) say which UNTDID
 * tax category they explain. A note with only the code gets the matching VAT
 * key; a note with a key gets the key's code (overriding a code it had). The
 * key is never replaced. Notes of other categories are left as they are.
 * Notes that regime or addon scenarios add after calculation get the same
 * treatment: the engine normalises each of them.
 */
import { codeForKey, extCode, keyForCode, mergeExt, type Normalizer, type TaxNote } from "../../../engine/index.ts";
import { EXT_TAX_CATEGORY, VAT_KEY_CATEGORIES } from "./tax-categories.ts";

function normalizeTaxNote(note: TaxNote): void {
  if (note.cat !== "VAT") return;
  if (!note.key) {
    const key = keyForCode(VAT_KEY_CATEGORIES, extCode(note.ext, EXT_TAX_CATEGORY));
    if (key) note.key = key;
  }
  const code = codeForKey(VAT_KEY_CATEGORIES, note.key);
  if (code) mergeExt(note, { [EXT_TAX_CATEGORY]: code });
}

export const taxNoteNormalizer: Normalizer<TaxNote> = {
  type: "tax.Note",
  normalize: normalizeTaxNote,
};
