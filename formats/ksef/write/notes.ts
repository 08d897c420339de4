/**
 * Where the invoice's notes go. The reader gives FA(3)'s texts that GOBL
 * has no field for notes with the element's name as their code; each is
 * written back in its element: the delivery terms (WarunkiDostawy), the
 * period a correction covers (OkresFaKorygowanej), the simplified
 * triangular procedure (P_23, in Adnotacje), the footer texts
 * (StopkaFaktury); a new means of transport (P_22) stays a footer text, as
 * FA(3)'s "yes" needs details GOBL does not carry. Any other
 * general note with a code is a key and value (DodatkowyOpis, of the
 * invoice or, from a line's notes, of that line); the rest, the exemption's
 * legal basis aside (Adnotacje), are footer texts.
 */
import { META_LINE_NUMBER, NOTE_BEFORE_CORRECTION, NOTE_CORRECTED_PERIOD, NOTE_DELIVERY_TERMS, NOTE_FOOTER, NOTE_PROCEDURE, NOTE_TRIANGULAR, TEXT_256 } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { list, type JSONObject } from "../../common/document-json.ts";
import type { Refusals } from "./refusals.ts";

const EXT_EXEMPTION = "pl-favat-exemption";
/** The codes whose notes have an element of their own. */
const PLACED: ReadonlySet<string> = new Set([NOTE_DELIVERY_TERMS, NOTE_CORRECTED_PERIOD, NOTE_TRIANGULAR]);
/** The codes a line's notes have that are not descriptions (written in FaWiersz). */
const LINE_CODES: ReadonlySet<string> = new Set([NOTE_BEFORE_CORRECTION, NOTE_PROCEDURE]);

const hasText = (note: JSONObject | undefined): boolean => typeof note?.text === "string" && note.text.trim() !== "";
const coded = (note: JSONObject | undefined): note is JSONObject => typeof note?.code === "string" && note.code !== "";
const isDescription = (note: JSONObject | undefined): boolean => note?.key === "general" && coded(note) && note.code !== NOTE_FOOTER && hasText(note);

function lineNumberOf(note: JSONObject): string | undefined {
  const number = note.meta?.[META_LINE_NUMBER];
  return typeof number === "string" && /^[1-9]\d*$/.test(number) ? number : undefined;
}

/** The text of the invoice's note with this key and code. */
export function codedNote(invoice: JSONObject, key: string, code: string): string | undefined {
  const note = list(invoice.notes).find((n) => n?.key === key && n?.code === code && hasText(n));
  return note ? String(note.text) : undefined;
}

/** The notes written in Stopka, with their paths. */
export function footerNotes(invoice: JSONObject): { note: JSONObject; path: string }[] {
  return list(invoice.notes)
    .map((note, i) => ({ note, path: `$.doc.notes[${i}].text` }))
    .filter(({ note }) => hasText(note) && !(note?.key === "legal" && note?.src === EXT_EXEMPTION) && !(coded(note) && PLACED.has(note.code as string)) && !isDescription(note));
}

/** DodatkowyOpis: the invoice's key-value notes, then its lines', each with the line's number. */
export function additionalDescriptions(invoice: JSONObject, lineNumbers: readonly string[], refusals: Refusals): XMLNode[] {
  const describe = (note: JSONObject, path: string, line?: string): XMLNode => ({
    NrWiersza: line,
    Klucz: refusals.text(note.code, `${path}.code`, TEXT_256, true) ?? "",
    Wartosc: refusals.text(note.text, `${path}.text`, TEXT_256, true) ?? "",
  });
  // An invoice's description may name a line the invoice does not have (the number the reader keeps in its meta).
  const out = list(invoice.notes).flatMap((note, i) => (isDescription(note) && !PLACED.has(String(note.code)) ? [describe(note, `$.doc.notes[${i}]`, lineNumberOf(note))] : []));
  list(invoice.lines).forEach((line, i) => {
    list(line.notes).forEach((note, j) => {
      if (isDescription(note) && !LINE_CODES.has(String(note.code))) out.push(describe(note, `$.doc.lines[${i}].notes[${j}]`, lineNumbers[i]));
    });
  });
  return out;
}
