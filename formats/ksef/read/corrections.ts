/**
 * What an invoice refers back to. A correction's DaneFaKorygowanej are its
 * preceding documents (the corrected invoice's date, number and KSeF
 * number, as the addon's `favat-ksef-number` stamp), PrzyczynaKorekty their
 * reason and TypKorekty the addon's effective-date code. The advance
 * invoices a settlement (ROZ) or later advance invoice accounts for
 * (FakturaZaliczkowa) are preceding documents too, of type standard with
 * the `partial` reading left to the reader: FA(3) gives them no date.
 */
import { EXT_KEY_EFFECTIVE_DATE } from "../../../addons/pl/favat/extensions.ts";
import { children, type ParsedNode } from "../../common/xml-tree.ts";
import { code, date, FLAG_1, put, required, str, type Out } from "./values.ts";

/** The stamp a KSeF number is kept as (the addon's corrections cite it). */
export const KSEF_NUMBER_STAMP = "favat-ksef-number";

/** TypKorekty: when the correction counts for VAT (the addon's effective-date codes). */
const EFFECTIVE_DATES: ReadonlyMap<string, string> = new Map([["1", "1"], ["2", "2"], ["3", "3"]]);

export interface References {
  preceding: Out[];
  ext: Out;
  notes: Out[];
}

function corrected(node: ParsedNode, index: number, reason: string | undefined): Out {
  const where = `DaneFaKorygowanej ${index + 1}`;
  const out: Out = {};
  put(out, "issue_date", date(node, "DataWystFaKorygowanej", where) ?? required(node, "DataWystFaKorygowanej", where));
  out.code = required(node, "NrFaKorygowanej", where);
  put(out, "reason", reason);
  // NrKSeF 1 comes with the corrected invoice's KSeF number; NrKSeFN 1 says it was issued outside KSeF and has none.
  if (code(node, "NrKSeF", where, FLAG_1) === "1") {
    out.stamps = [{ prv: KSEF_NUMBER_STAMP, val: required(node, "NrKSeFFaKorygowanej", where) }];
  } else code(node, "NrKSeFN", where, FLAG_1);
  return out;
}

function advance(node: ParsedNode, index: number): Out {
  const where = `FakturaZaliczkowa ${index + 1}`;
  const ksef = str(node, "NrKSeFFaZaliczkowej");
  if (ksef) return { type: "standard", code: ksef, stamps: [{ prv: KSEF_NUMBER_STAMP, val: ksef }] };
  // An advance invoice issued outside KSeF (NrKSeFZN 1) is known by its own number.
  code(node, "NrKSeFZN", where, FLAG_1);
  return { type: "standard", code: required(node, "NrFaZaliczkowej", where) };
}

export function references(fa: ParsedNode): References {
  const reason = str(fa, "PrzyczynaKorekty");
  const preceding = children(fa, "DaneFaKorygowanej").map((n, i) => corrected(n, i, reason));
  preceding.push(...children(fa, "FakturaZaliczkowa").map(advance));
  const ext: Out = {};
  put(ext, EXT_KEY_EFFECTIVE_DATE, code(fa, "TypKorekty", "Fa", EFFECTIVE_DATES));
  const notes: Out[] = [];
  // A correction of several invoices may name the period they cover, in words.
  const period = str(fa, "OkresFaKorygowanej");
  if (period) notes.push({ key: "reason", code: "OkresFaKorygowanej", text: period });
  if (reason && preceding.length === 0) notes.push({ key: "reason", text: reason });
  return { preceding, ext, notes };
}
