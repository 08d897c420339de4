/**
 * Faktura (FA(3), KSeF's e-invoice) from a built GOBL invoice with the
 * pl-favat-v3 addon: Naglowek, the seller, the buyer and other parties,
 * then Fa (the invoice itself) and the notes in Stopka. What the document
 * lacks, or holds that FA(3) cannot carry, is refused together; the written
 * file is then held to what KSeF checks before reading it (its size, the
 * characters it refuses).
 */
import { BizdocError, FORMAT_META_KEY, type Envelope } from "../../../engine/index.ts";
import { documentNumber, ext, list, type JSONObject } from "../../common/document-json.ts";
import {
  CORRECTION_KINDS,
  EU_SUPPLY_CATEGORIES,
  HOME_CURRENCY,
  INVOICE_KINDS,
  INVOICE_KIND_ADVANCE,
  INVOICE_KIND_SETTLEMENT,
  MAX_FILE_BYTES,
  META_PLACE_OF_ISSUE,
  NAMESPACE,
  NAMESPACE_XSD,
  NAMESPACE_XSI,
  NOTE_CORRECTED_PERIOD,
  ROOT_NAME,
  TEXT_256,
} from "../codes.ts";
import { FAVAT_ADDON } from "../profiles.ts";
import { buildXML, type XMLNode } from "../xml.ts";
import { annotations } from "./annotations.ts";
import { hasForbiddenCharacter, refuseForbiddenCharacters } from "./characters.ts";
import { transactionTerms } from "./conditions.ts";
import { advanceInvoices, correctedInvoices } from "./corrections.ts";
import { footer } from "./footer.ts";
import { header } from "./header.ts";
import { lineCategories, lines } from "./lines.ts";
import { additionalDescriptions, codedNote } from "./notes.ts";
import { buyer, otherParties, seller } from "./parties.ts";
import { payment } from "./payment.ts";
import { Refusals } from "./refusals.ts";
import { rate } from "./values.ts";
import { rateToPLN, vatSums } from "./vat-sums.ts";

const INVOICE_SCHEMA = "https://gobl.org/draft-0/bill/invoice";
const EXT_INVOICE_TYPE = "pl-favat-invoice-type";
const CATEGORY_EXEMPT = "7";
/** Fa/WZ occurs at most 1000 times. */
const MAX_DESPATCH_NOTES = 1000;

/** The kind of invoice (RodzajFaktury), the addon's code. */
function invoiceKind(invoice: JSONObject, refusals: Refusals): string {
  const kind = ext(invoice.tax, EXT_INVOICE_TYPE);
  if (kind === "") refusals.missing(`$.doc.tax.ext.${EXT_INVOICE_TYPE}`, "FA(3) requires the kind of invoice (RodzajFaktury)");
  else if (!INVOICE_KINDS.has(kind)) refusals.unsupported(`$.doc.tax.ext.${EXT_INVOICE_TYPE}`, `FA(3) has no kind of invoice ${kind}`);
  return kind;
}

/** P_6 (the supply date, even when it is the issue date: the document states it) or OkresFa (the period invoiced). */
function supplyDate(invoice: JSONObject): XMLNode {
  if (typeof invoice.op_date === "string") return { P_6: invoice.op_date };
  const period = invoice.ordering?.period as JSONObject | undefined;
  if (period?.start && period?.end) return { OkresFa: { P_6_Od: String(period.start), P_6_Do: String(period.end) } };
  return {};
}

/** WZ: the goods issue notes, the ordering's despatch references. */
function despatchNotes(invoice: JSONObject, refusals: Refusals): string[] {
  const notes = list(invoice.ordering?.despatch);
  if (notes.length > MAX_DESPATCH_NOTES) refusals.unsupported("$.doc.ordering.despatch", `FA(3) takes at most ${MAX_DESPATCH_NOTES} goods issue notes (WZ)`);
  return notes.map((ref, i) => refusals.text(documentNumber(ref.series, ref.code), `$.doc.ordering.despatch[${i}].code`, TEXT_256, true) ?? "");
}

/**
 * `received`: the document was read from FA(3) (its head says so), and is
 * written as received: exempt supplies whose invoice stated no legal basis
 * (P_19N, as some of the Ministry's own examples do) are written so, where
 * a document made here is refused for lacking the basis.
 */
function invoiceBody(invoice: JSONObject, refusals: Refusals, received: boolean): { fa: XMLNode; euSupplies: boolean } {
  const kind = invoiceKind(invoice, refusals);
  const sign = invoice.type === "credit-note" ? -1 : 1;
  const categories = lineCategories(invoice, refusals);
  const plnRate = rateToPLN(invoice, refusals);
  // The rate of an advance invoice is stated once (KursWalutyZ), of any other on its lines (KursWaluty).
  const statedRate = plnRate ? rate(plnRate) : undefined;
  const advance = kind === INVOICE_KIND_ADVANCE;
  // Without lines (a correction of many invoices by its sums), the rate has no line to be stated on.
  const rateOnce = advance || list(invoice.lines).length === 0;
  const faLines = lines(invoice, categories, sign, rateOnce ? undefined : statedRate, refusals);
  const fa: XMLNode = {
    KodWaluty: String(invoice.currency ?? HOME_CURRENCY),
    P_1: String(invoice.issue_date ?? ""),
    P_1M: refusals.text(invoice.meta?.[META_PLACE_OF_ISSUE], `$.doc.meta.${META_PLACE_OF_ISSUE}`, TEXT_256),
    P_2: refusals.text(documentNumber(invoice.series, invoice.code), "$.doc.code", TEXT_256, true) ?? "",
    WZ: despatchNotes(invoice, refusals),
    ...supplyDate(invoice),
    ...vatSums(invoice, sign, plnRate),
    KursWalutyZ: rateOnce ? statedRate : undefined,
    Adnotacje: annotations(invoice, categories.includes(CATEGORY_EXEMPT) && !received, refusals),
    RodzajFaktury: kind,
    ...(CORRECTION_KINDS.has(kind) ? correctedInvoices(invoice, refusals) : {}),
    OkresFaKorygowanej: CORRECTION_KINDS.has(kind) ? refusals.text(codedNote(invoice, "reason", NOTE_CORRECTED_PERIOD), "$.doc.notes", TEXT_256) : undefined,
    DodatkowyOpis: additionalDescriptions(invoice, faLines.map((l) => String(l.NrWierszaFa)), refusals),
    FakturaZaliczkowa: kind === INVOICE_KIND_SETTLEMENT || advance ? advanceInvoices(invoice, refusals) : undefined,
    FaWiersz: faLines,
    Platnosc: payment(invoice, refusals),
    WarunkiTransakcji: transactionTerms(invoice, refusals),
  };
  return { fa, euSupplies: categories.some((c) => EU_SUPPLY_CATEGORIES.has(c)) };
}

export function writeDocument(envelope: Envelope): string {
  const invoice = envelope.doc as JSONObject;
  if (invoice?.$schema !== INVOICE_SCHEMA) {
    throw new BizdocError("input", "FA(3) carries invoices only: the envelope's document is not a bill/invoice", [
      { code: "BIZDOC-FORMAT-DOCUMENT", properties: ["$.doc.$schema"], description: "must be a bill/invoice" },
    ]);
  }
  const refusals = new Refusals();
  if (!((invoice.$addons ?? []) as string[]).includes(FAVAT_ADDON)) refusals.missing("$.doc.$addons", `FA(3) is written from documents with the ${FAVAT_ADDON} addon`);
  const naglowek = header(invoice);
  const received = (envelope.head?.meta as Record<string, unknown> | undefined)?.[FORMAT_META_KEY] === "ksef";
  const { fa, euSupplies } = invoiceBody(invoice, refusals, received);
  const root: XMLNode = {
    "@_xmlns:xsi": NAMESPACE_XSI,
    "@_xmlns:xsd": NAMESPACE_XSD,
    "@_xmlns": NAMESPACE,
    Naglowek: naglowek,
    Podmiot1: seller(invoice.supplier, refusals, euSupplies),
    Podmiot2: buyer(invoice.customer, refusals),
    Podmiot3: otherParties(invoice, refusals),
    Fa: fa,
    Stopka: footer(invoice, refusals),
  };
  refusals.throwIfAny();
  const xml = buildXML(ROOT_NAME, root);
  if (hasForbiddenCharacter(xml)) refuseForbiddenCharacters(invoice, "$.doc", refusals);
  if (new TextEncoder().encode(xml).length > MAX_FILE_BYTES) {
    refusals.unsupported("$.doc.lines", `the FA(3) file would be larger than KSeF takes (${MAX_FILE_BYTES} bytes without attachments)`);
  }
  refusals.throwIfAny();
  return xml;
}
