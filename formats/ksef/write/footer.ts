/**
 * Stopka: the invoice's notes as footer texts (Informacje/StopkaFaktury),
 * at most three, the last taking any further ones; the legal note that
 * states an exemption's basis is written in Adnotacje instead.
 */
import { FOOTER_TEXT_MAX, MAX_FOOTER_NOTES } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { list, type JSONObject } from "../../common/document-json.ts";
import type { Refusals } from "./refusals.ts";

const EXT_EXEMPTION = "pl-favat-exemption";

export function footer(invoice: JSONObject, refusals: Refusals): XMLNode | undefined {
  const notes = list(invoice.notes)
    .map((note, i) => ({ note, path: `$.doc.notes[${i}].text` }))
    .filter(({ note }) => !(note?.key === "legal" && note?.src === EXT_EXEMPTION) && typeof note?.text === "string" && note.text.trim() !== "");
  if (notes.length === 0) return undefined;
  const kept = notes.slice(0, MAX_FOOTER_NOTES - 1);
  const rest = notes.slice(MAX_FOOTER_NOTES - 1);
  const texts = kept.map(({ note, path }) => ({ text: String(note.text).trim(), path }));
  if (rest.length > 0) texts.push({ text: rest.map(({ note }) => String(note.text).trim()).join("\n"), path: rest[0]!.path });
  // TTekstowy is xsd:string: line breaks are kept, only the length is bounded.
  const information = texts.map(({ text, path }) => {
    if ([...text].length > FOOTER_TEXT_MAX) refusals.unsupported(path, `FA(3) takes footer texts of at most ${FOOTER_TEXT_MAX} characters`);
    return { StopkaFaktury: text };
  });
  return { Informacje: information };
}
