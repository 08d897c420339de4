/**
 * Stopka: the invoice's notes as footer texts (Informacje/StopkaFaktury),
 * at most three, the last taking any further ones (the notes that have an
 * element of their own are written there: notes.ts), and the seller's
 * registers (Rejestry): its full name (its alias) and its KRS, REGON and
 * BDO numbers (its identities of those types).
 */
import { FOOTER_TEXT_MAX, MAX_FOOTER_NOTES, REGISTRY_TYPES, TEXT_256 } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { list, type JSONObject } from "../../common/document-json.ts";
import { footerNotes } from "./notes.ts";
import type { Refusals } from "./refusals.ts";

/** The registers' number patterns (etd:TNrKRS, etd:TNrREGON) and BDO's length. */
const REGISTRY_PATTERNS: Readonly<Record<(typeof REGISTRY_TYPES)[number], RegExp>> = { KRS: /^\d{10}$/, REGON: /^\d{9}$|^\d{14}$/, BDO: /^.{1,9}$/ };

/** Rejestry: the seller's full name and register numbers, when it has any. */
function registers(invoice: JSONObject, refusals: Refusals): XMLNode | undefined {
  const supplier = invoice.supplier as JSONObject | undefined;
  const identities = list(supplier?.identities);
  const out: XMLNode = {};
  for (const type of REGISTRY_TYPES) {
    const index = identities.findIndex((id) => id?.type === type);
    if (index < 0) continue;
    const code = String(identities[index].code ?? "");
    if (!REGISTRY_PATTERNS[type].test(code)) refusals.unsupported(`$.doc.supplier.identities[${index}].code`, `not a ${type} number FA(3) takes`);
    out[type] = code;
  }
  if (Object.keys(out).length === 0) return undefined;
  return { PelnaNazwa: refusals.text(supplier?.alias, "$.doc.supplier.alias", TEXT_256), ...out };
}

export function footer(invoice: JSONObject, refusals: Refusals): XMLNode | undefined {
  const notes = footerNotes(invoice);
  const registry = registers(invoice, refusals);
  if (notes.length === 0) return registry ? { Rejestry: registry } : undefined;
  const kept = notes.slice(0, MAX_FOOTER_NOTES - 1);
  const rest = notes.slice(MAX_FOOTER_NOTES - 1);
  const texts = kept.map(({ note, path }) => ({ text: String(note.text).trim(), path }));
  if (rest.length > 0) texts.push({ text: rest.map(({ note }) => String(note.text).trim()).join("\n"), path: rest[0]!.path });
  // TTekstowy is xsd:string: line breaks are kept, only the length is bounded.
  const information = texts.map(({ text, path }) => {
    if ([...text].length > FOOTER_TEXT_MAX) refusals.unsupported(path, `FA(3) takes footer texts of at most ${FOOTER_TEXT_MAX} characters`);
    return { StopkaFaktury: text };
  });
  return { Informacje: information, Rejestry: registry };
}
