/**
 * WarunkiTransakcji: the contracts (Umowy) and purchase orders (Zamowienia)
 * the invoice is made under, from the document's ordering references, each
 * by its number and date, and the delivery terms (WarunkiDostawy, the note
 * the reader keeps them in).
 */
import { NOTE_DELIVERY_TERMS, TEXT_256 } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { documentNumber, list, type JSONObject } from "../../common/document-json.ts";
import { codedNote } from "./notes.ts";
import type { Refusals } from "./refusals.ts";

/** At most 100 of each, as the schema allows. */
const MAX_REFERENCES = 100;

function references(refs: unknown, path: string, dateElement: string, numberElement: string, refusals: Refusals): XMLNode[] {
  const all = list(refs);
  if (all.length > MAX_REFERENCES) refusals.unsupported(path, `FA(3) takes at most ${MAX_REFERENCES} of these`);
  return all.map((ref, i) => ({
    [dateElement]: typeof ref.issue_date === "string" ? ref.issue_date : undefined,
    [numberElement]: refusals.text(documentNumber(ref.series, ref.code), `${path}[${i}].code`, TEXT_256),
  }));
}

export function transactionTerms(invoice: JSONObject, refusals: Refusals): XMLNode | undefined {
  const ordering = invoice.ordering as JSONObject | undefined;
  const contracts = references(ordering?.contracts, "$.doc.ordering.contracts", "DataUmowy", "NrUmowy", refusals);
  const purchases = references(ordering?.purchases, "$.doc.ordering.purchases", "DataZamowienia", "NrZamowienia", refusals);
  const delivery = refusals.text(codedNote(invoice, "delivery", NOTE_DELIVERY_TERMS), "$.doc.notes", TEXT_256);
  if (contracts.length === 0 && purchases.length === 0 && !delivery) return undefined;
  return { Umowy: contracts, Zamowienia: purchases, WarunkiDostawy: delivery };
}
