/**
 * A FatturaPA file into a partial GOBL invoice with the it-sdi-v1 addon, as
 * gobl.fatturapa parses it: the first body only (FatturaPA allows several
 * invoices per file; GOBL's envelope holds one), and the stated payable as
 * the total the engine checks its calculation against.
 */
import type { ParsedXML } from "../../../engine/index.ts";
import { FORMAT_PA } from "../codes.ts";
import { profileForFormat, SDI_ADDON } from "../profiles.ts";
import { child, children, textAt } from "../xml.ts";
import { customer, supplier } from "./parties.ts";
import { generalData } from "./general.ts";
import { lines } from "./lines.ts";
import { payment } from "./payments.ts";
import { placeRetainedTaxes } from "./retained.ts";
import { openDocument } from "./root.ts";
import { put, type Out } from "./values.ts";
import { refuse } from "../xml.ts";

export function readDocument(xml: string): ParsedXML {
  const root = openDocument(xml);
  const header = child(root, "FatturaElettronicaHeader");
  const body = children(root, "FatturaElettronicaBody")[0];
  if (!header || !body) refuse("FatturaElettronica needs a FatturaElettronicaHeader and a FatturaElettronicaBody");
  const transmission = child(header, "DatiTrasmissione");
  const format = textAt(transmission, "FormatoTrasmissione") ?? "";
  const tags = new Set<string>();
  const invoice: Out = { $schema: "https://gobl.org/draft-0/bill/invoice", $regime: "IT", $addons: [SDI_ADDON] };
  const general = generalData(invoice, tags, child(body, "DatiGenerali"));
  const tax = (invoice.tax ?? {}) as { ext?: Out };
  tax.ext = { ...(tax.ext ?? {}), "it-sdi-format": format };
  invoice.tax = tax;
  if (format === FORMAT_PA) tags.add("b2g");
  put(invoice, "supplier", supplier(child(header, "CedentePrestatore")));
  invoice.customer = customer(child(header, "CessionarioCommittente"), transmission);
  const read = lines(child(body, "DatiBeniServizi"), tags);
  placeRetainedTaxes(child(child(body, "DatiGenerali"), "DatiGeneraliDocumento"), read, general.charges);
  put(invoice, "preceding", general.preceding);
  put(invoice, "ordering", general.ordering);
  put(invoice, "lines", read.map((r) => r.line));
  put(invoice, "discounts", general.discounts);
  put(invoice, "charges", general.charges);
  put(invoice, "payment", payment(body));
  put(invoice, "notes", general.notes);
  put(invoice, "$tags", [...tags]);
  if (general.rounding !== undefined) invoice.totals = { rounding: general.rounding };
  return {
    document: invoice,
    statedTotals: general.payable === undefined ? undefined : { payable: general.payable },
    statedTotalElements: general.payable === undefined ? undefined : { payable: "ImportoTotaleDocumento" },
    profile: profileForFormat(format)?.key,
  };
}
