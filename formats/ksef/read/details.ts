/**
 * The rest of Fa and the footer, where GOBL's invoice has a place for them:
 * additional descriptions (DodatkowyOpis: the invoice's notes, or a line's
 * when it names one), contracts and orders (WarunkiTransakcji) and goods
 * issue notes (WZ) as the ordering's references, delivery terms as a note,
 * the footer's text (Stopka/Informacje) as notes and its register numbers
 * (KRS, REGON, BDO) as the supplier's identities.
 */
import { child, children, text, type ParsedNode } from "../../common/xml-tree.ts";
import { META_LINE_NUMBER } from "../codes.ts";
import { date, put, required, str, type Out } from "./values.ts";

/** A DodatkowyOpis as a note: its key (Klucz) as the code where it fits a code (64 characters), else in the text. */
function description(node: ParsedNode, where: string): Out {
  const key = required(node, "Klucz", where);
  const value = required(node, "Wartosc", where);
  return key.length <= 64 ? { key: "general", code: key, text: value } : { key: "general", text: `${key}: ${value}` };
}

/** Adds each DodatkowyOpis to the invoice's notes or to the line it names (NrWiersza, the line's NrWierszaFa position). */
export function additionalDescriptions(fa: ParsedNode, invoiceNotes: Out[], lines: Out[], lineNumbers: (string | undefined)[]): void {
  children(fa, "DodatkowyOpis").forEach((node, i) => {
    const where = `DodatkowyOpis ${i + 1}`;
    const note = description(node, where);
    const lineRef = str(node, "NrWiersza");
    const index = lineRef === undefined ? -1 : lineNumbers.indexOf(lineRef);
    if (index < 0) {
      // A description naming no line, or a line the invoice does not have, stays the invoice's (with the number it names, in its meta).
      invoiceNotes.push(lineRef === undefined ? note : { ...note, meta: { [META_LINE_NUMBER]: lineRef } });
      return;
    }
    const line = lines[index]!;
    line.notes = [...((line.notes as Out[] | undefined) ?? []), note];
  });
}

function documentRefs(nodes: ParsedNode[], dateName: string, codeName: string, where: string): Out[] {
  return nodes.map((node, i) => {
    const out: Out = {};
    put(out, "issue_date", date(node, dateName, `${where} ${i + 1}`));
    out.code = str(node, codeName) ?? "-";
    return out;
  });
}

/** The ordering's references: contracts, orders, goods issue notes (WZ). */
export function ordering(fa: ParsedNode, out: Out, notes: Out[]): void {
  const terms = child(fa, "WarunkiTransakcji");
  put(out, "contracts", documentRefs(children(terms, "Umowy"), "DataUmowy", "NrUmowy", "Umowy"));
  put(out, "purchases", documentRefs(children(terms, "Zamowienia"), "DataZamowienia", "NrZamowienia", "Zamowienia"));
  put(out, "despatch", children(fa, "WZ").map((n) => ({ code: text(n)?.trim() ?? "" })).filter((r) => r.code !== ""));
  const delivery = str(terms, "WarunkiDostawy");
  if (delivery) notes.push({ key: "delivery", code: "WarunkiDostawy", text: delivery });
}

/** Stopka: its texts as notes, its registers as the supplier's identities and full name. */
export function footer(root: ParsedNode, supplier: Out, notes: Out[]): void {
  const node = child(root, "Stopka");
  if (!node) return;
  for (const info of children(node, "Informacje")) {
    const text = str(info, "StopkaFaktury");
    if (text) notes.push({ key: "general", code: "StopkaFaktury", text });
  }
  const identities = [...((supplier.identities as Out[] | undefined) ?? [])];
  for (const registry of children(node, "Rejestry")) {
    for (const type of ["KRS", "REGON", "BDO"]) {
      const value = str(registry, type);
      if (value) identities.push({ type, code: value });
    }
    const fullName = str(registry, "PelnaNazwa");
    if (fullName && supplier.alias === undefined) supplier.alias = fullName;
  }
  if (identities.length > 0) supplier.identities = identities;
}
