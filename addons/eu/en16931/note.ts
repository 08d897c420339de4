/**
 * Notes (`org.Note`) whose key has a UNTDID 4451 text subject code get it in
 * `untdid-text-subject` (replacing any code they had).
 */
import { mergeExt, type Normalizer, type Note } from "../../../engine/index.ts";

export const EXT_TEXT_SUBJECT = "untdid-text-subject";

/** Note keys and their UNTDID 4451 text subject codes. */
export const TEXT_SUBJECT_CODES: ReadonlyMap<string, string> = new Map(Object.entries({
  goods: "AAA",
  payment: "PMT",
  "payment-method": "PMD",
  "payment-term": "AAB",
  general: "AAI",
  legal: "ABL",
  "dangerous-goods": "AAC",
  ack: "AAE",
  rate: "AAF",
  reason: "ACD",
  dispute: "ACE",
  customer: "CUR",
  glossary: "ACZ",
  customs: "CUS",
  handling: "HAN",
  packaging: "PKG",
  loading: "LOI",
  price: "AAK",
  priority: "PRI",
  regulatory: "REG",
  safety: "SAF",
  "ship-line": "SLR",
  supplier: "SUR",
  transport: "TRA",
  delivery: "DEL",
  quarantine: "QIN",
  tax: "TXD",
  other: "ZZZ",
}));

export const noteNormalizer: Normalizer<Note> = {
  type: "org.Note",
  normalize(note) {
    const code = TEXT_SUBJECT_CODES.get(note.key ?? "");
    if (code) mergeExt(note, { [EXT_TEXT_SUBJECT]: code });
  },
};
