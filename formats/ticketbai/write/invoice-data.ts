/**
 * DatosFactura: the date of the operation, the description (the `general`
 * note, which TicketBAI requires), the lines, the invoice's total, the tax
 * withheld and the VAT regime keys (Claves).
 *
 * A line's ImporteTotal is its amount with its VAT and equivalence
 * surcharge (TicketBAI: "importe total, impuestos incluidos"), to the cent;
 * the invoice's ImporteTotalFactura is the document's total with taxes
 * (retentions are RetencionSoportada, not subtracted). The Claves are the
 * VAT rates' `es-tbai-regime` codes (the addon sets one per rate), each
 * once, in order: at most three.
 */
import { Amount, Percentage } from "../../../engine/index.ts";
import type { XMLNode } from "../../common/xml-tree.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import { sum, type Figures } from "./figures.ts";
import { tbaiDate } from "./moment.ts";
import type { Refusals } from "./refusals.ts";

const REGIME = "es-tbai-regime";
const GENERAL_REGIME = "01";
const MAX_KEYS = 3;
const MAX_LINES = 1000;
const MAX_DESCRIPTION = 250;

export function invoiceData(invoice: JSONObject, figures: Figures, refusals: Refusals): XMLNode {
  const note = list(invoice.notes).find((n) => n.key === "general");
  if (!note?.text) refusals.missing("$.doc.notes", "TicketBAI requires a description of the operation: a note with key 'general'");
  else if ([...(note.text as string)].length > MAX_DESCRIPTION) refusals.unsupported("$.doc.notes", `TicketBAI's description is at most ${MAX_DESCRIPTION} characters`);
  const lines = list(invoice.lines);
  if (lines.length > MAX_LINES) refusals.unsupported("$.doc.lines", `TicketBAI carries at most ${MAX_LINES} lines`);
  const totals = (invoice.totals ?? {}) as JSONObject;
  return {
    // The operation's date: the document's operation date, else its issue date (see moment.ts).
    FechaOperacion: tbaiDate((invoice.value_date ?? invoice.issue_date) as string),
    DescripcionFactura: note?.text ?? "",
    DetallesFactura: { IDDetalleFactura: lines.map((line, i) => detail(line, i, figures, refusals)) },
    ImporteTotalFactura: figures.money(totals.total_with_tax),
    RetencionSoportada: figures.money(totals.retained_tax ?? "0"),
    Claves: { IDClave: regimeKeys(totals, refusals).map((key) => ({ ClaveRegimenIvaOpTrascendencia: key })) },
  };
}

function detail(line: JSONObject, index: number, figures: Figures, refusals: Refusals): XMLNode {
  const item = (line.item ?? {}) as JSONObject;
  if (!item.name) refusals.missing(`$.doc.lines[${index}].item.name`, "TicketBAI requires each line's description");
  const discount = sum(list(line.discounts).map((d) => d.amount as string));
  const vat = list(line.taxes).find((t) => t.cat === "VAT");
  // Amount with VAT and surcharge, rounded half away from zero to the cent.
  const total = Amount.parse(line.total ?? "0");
  const rate = [vat?.percent, vat?.surcharge].filter(Boolean).reduce((acc: Amount, p) => acc.add(Percentage.parse(p as string).of(total)), Amount.zero(2));
  return {
    DescripcionDetalle: item.name ?? "",
    Cantidad: figures.quantity(line.quantity ?? "0"),
    ImporteUnitario: item.price ?? "0.00",
    Descuento: figures.money(discount),
    ImporteTotal: figures.money(total.add(rate).rescale(2)),
  };
}

function regimeKeys(totals: JSONObject, refusals: Refusals): string[] {
  const vat = list(totals.taxes?.categories).find((c) => c.code === "VAT");
  const keys = [...new Set(list(vat?.rates).map((r) => ext(r, REGIME)).filter((k) => k !== ""))];
  if (keys.length > MAX_KEYS) refusals.unsupported("$.doc.lines", `TicketBAI states at most ${MAX_KEYS} VAT regime keys (es-tbai-regime); the lines have ${keys.join(", ")}`);
  return keys.length > 0 ? keys.slice(0, MAX_KEYS) : [GENERAL_REGIME];
}
