/**
 * A UBL 2.1 Invoice or CreditNote read as a partial GOBL invoice, as GOBL's
 * UBL parser reads it: the addons come from the profile the document names,
 * the regime from the supplier (the engine decides it when building).
 */
import { Amount, BizdocError, type ParsedXML } from "../../../engine/index.ts";
import type { RegimeFactsOf } from "../regime.ts";
import { INVOICE_TYPES, INVOICE_TYPE_TAGS } from "../codes.ts";
import type { Doc } from "../document.ts";
import { NS } from "../namespaces.ts";
import { findReadContext } from "../profiles.ts";
import { attr, child, children, readXML, type ReadElement, textAt } from "../xml.ts";
import { readAttachments } from "./attachments.ts";
import { readDocumentAllowanceCharges } from "./charges.ts";
import { readDelivery } from "./delivery.ts";
import { readLine, readStatedPrice } from "./lines.ts";
import { BUSINESS_PROCESS_META, LINE_IDS_META, LINE_PRICES_META, lineIDsMeta, linePricesMeta, type StatedPrice } from "../../common/kept-terms.ts";
import { readOrdering, readReference, readTaxPoint } from "./ordering.ts";
import { type PartyReading, readParty } from "./party.ts";
import { parseUUID } from "../../../engine/uuid/index.ts";
import { type InvoiceType, parseInvoiceType } from "../../../addons/sa/zatca/invoice-type.ts";
import {
  EXT_KEY_INVOICE_TYPE,
  TAG_EXPORT,
  TAG_NOMINAL,
  TAG_SELF_BILLED,
  TAG_SIMPLIFIED,
  TAG_SUMMARY,
  TAG_THIRD_PARTY,
} from "../../../addons/sa/zatca/keys.ts";
import { readPayment } from "./payment.ts";
import { TaxCategoryIndex, readTaxNotes } from "./taxes.ts";
import { readTaxCurrency, type ReadTaxCurrency } from "../../common/tax-currency.ts";
import { addStatedTotal, noStatedTotals, type StatedTotals } from "../../common/xml-values.ts";
import { clean, date, decimal, isZero, optionalDate, readNote } from "./values.ts";

/** Whether a root element (by local name) in a namespace is a UBL Invoice's or CreditNote's. */
export function isUBLRoot(localName: string, namespace: string): boolean {
  return (localName === "Invoice" && namespace === NS.invoice) || (localName === "CreditNote" && namespace === NS.creditNote);
}

/**
 * BT-6 and BT-111 (see readTaxCurrency): the tax total in the accounting
 * currency is the cac:TaxTotal whose amount is in it, else the second one;
 * the invoice's own, the one in its currency, else the first.
 */
function taxCurrency(root: ReadElement, currency: string): ReadTaxCurrency {
  const code = textAt(root, "TaxCurrencyCode");
  if (!code || code === currency) return {};
  const totals = children(root, "TaxTotal");
  const inCurrency = (wanted: string) => totals.findIndex((total) => attr(child(total, "TaxAmount"), "currencyID") === wanted);
  const own = inCurrency(currency) >= 0 ? inCurrency(currency) : 0;
  const converted = inCurrency(code) >= 0 ? inCurrency(code) : totals.length > 1 ? 1 - own : -1;
  const amount = (index: number) => {
    const text = index < 0 ? undefined : textAt(totals[index], "TaxAmount");
    return text === undefined || text.trim() === "" ? undefined : decimal(text, `cbc:TaxAmount of cac:TaxTotal ${index + 1}`);
  };
  return readTaxCurrency(currency, code, amount(own), amount(converted));
}

function readPreceding(root: ReadElement): Doc[] | undefined {
  const refs = children(root, "BillingReference").flatMap((billing, position) => {
    const ref =
      child(billing, "InvoiceDocumentReference") ??
      child(billing, "SelfBilledInvoiceDocumentReference") ??
      child(billing, "CreditNoteDocumentReference") ??
      child(billing, "AdditionalDocumentReference");
    return ref ? [readReference(ref, `cac:${ref.name} of cac:BillingReference ${position + 1}`)] : [];
  });
  return refs.length > 0 ? refs : undefined;
}

/** ZATCA: the reasons of the corrections (KSA-10, BR-KSA-17) are the first payment means' instruction notes, one per preceding document in order. */
function addCorrectionReasons(root: ReadElement, preceding: Doc[]): void {
  children(child(root, "PaymentMeans"), "InstructionNote").forEach((note, position) => {
    const ref = preceding[position];
    if (ref && note.text !== "") ref.reason = clean(note.text);
  });
}

/** The tags of a ZATCA transaction type (KSA-2), in the order of its flags. */
function zatcaTags(code: string): string[] {
  const type = parseInvoiceType(code);
  return ZATCA_TYPE_TAGS.filter(([isSet]) => isSet(type)).map(([, tag]) => tag);
}

const ZATCA_TYPE_TAGS: readonly [(type: InvoiceType) => boolean, string][] = [
  [(t) => t.simplified, TAG_SIMPLIFIED],
  [(t) => t.thirdParty, TAG_THIRD_PARTY],
  [(t) => t.nominal, TAG_NOMINAL],
  [(t) => t.export, TAG_EXPORT],
  [(t) => t.summary, TAG_SUMMARY],
  [(t) => t.selfBilled, TAG_SELF_BILLED],
];

/** The totals the XML states, by GOBL totals field, for the engine to compare with its own. */
function statedTotals(root: ReadElement, currency: string): StatedTotals {
  const totals = child(root, "LegalMonetaryTotal");
  const out = noStatedTotals();
  const add = (field: string, element: string) => addStatedTotal(out, field, `cbc:${element} of cac:LegalMonetaryTotal`, textAt(totals, element));
  add("sum", "LineExtensionAmount");
  add("discount", "AllowanceTotalAmount");
  add("charge", "ChargeTotalAmount");
  add("total", "TaxExclusiveAmount");
  add("total_with_tax", "TaxInclusiveAmount");
  add("rounding", "PayableRoundingAmount");
  add("advance", "PrepaidAmount");
  // With a prepaid amount the payable amount is what is still due.
  add(out.statedTotals.advance !== undefined ? "due" : "payable", "PayableAmount");
  const taxTotals = children(root, "TaxTotal");
  const inCurrency = taxTotals.findIndex((total) => (attr(child(total, "TaxAmount"), "currencyID") ?? currency) === currency);
  addStatedTotal(out, "tax", `cbc:TaxAmount of cac:TaxTotal ${inCurrency + 1}`, textAt(taxTotals[inCurrency], "TaxAmount"));
  return out;
}

export function invoiceFromXML(xml: string, regimeFacts: RegimeFactsOf): ParsedXML {
  const { root, namespace } = readXML(xml);
  if (!isUBLRoot(root.name, namespace)) {
    const message = `not a UBL invoice: the root element is ${root.name} in namespace "${namespace}", not a UBL 2.1 Invoice or CreditNote`;
    throw new BizdocError("input", message, [{ properties: ["$"], description: message }]);
  }
  const creditNote = root.name === "CreditNote";
  const processID = textAt(root, "ProfileID") ?? "";
  const context = findReadContext(textAt(root, "CustomizationID") ?? "", processID);
  const currency = textAt(root, "DocumentCurrencyCode") ?? "";
  const index = new TaxCategoryIndex(root);

  const zatca = context?.key === "zatca";
  const partyReading: PartyReading = { typedIdentifications: zatca };
  const invoice: Doc = { $schema: "https://gobl.org/draft-0/bill/invoice" };
  if (context && context.addons.length > 0) invoice.$addons = [...context.addons];
  const typeCode = child(root, "InvoiceTypeCode") ?? child(root, "CreditNoteTypeCode");
  const code = typeCode?.text ?? "";
  invoice.type = (typeCode && INVOICE_TYPES.get(code)) || "other";
  // ZATCA's transaction type (KSA-2), the type code's name, gives the tags instead of the code.
  const zatcaType = zatca ? attr(typeCode, "name") : undefined;
  const tags = zatcaType !== undefined ? zatcaTags(zatcaType) : typeCode ? INVOICE_TYPE_TAGS.get(code) : undefined;
  if (tags && tags.length > 0) invoice.$tags = [...tags];
  // ZATCA's document UUID (KSA-1) is the invoice's: written back, it must name the same document. gobl.ubl reads none.
  const uuid = zatca ? parseUUID(textAt(root, "UUID")?.trim() ?? "") : undefined;
  if (uuid) invoice.uuid = uuid;
  invoice.code = textAt(root, "ID") ?? "";
  // An issue date that is there must be one (an empty one is not "today"); a missing one is the engine's to report.
  const issueDate = textAt(root, "IssueDate");
  invoice.issue_date = issueDate === undefined ? "" : date(issueDate, "cbc:IssueDate");
  const issueTime = textAt(root, "IssueTime");
  if (issueTime) invoice.issue_time = issueTime;
  const valueDate = optionalDate(textAt(root, "TaxPointDate"), "cbc:TaxPointDate");
  if (valueDate) invoice.value_date = valueDate;
  invoice.currency = currency;
  const taxCurrencyRead = taxCurrency(root, currency);
  if (taxCurrencyRead.exchangeRates) invoice.exchange_rates = taxCurrencyRead.exchangeRates;

  const tax: Doc = { rounding: "currency" };
  // The French profiles carry the billing mode (B1, S1, M4...) as the ProfileID.
  if (context?.key === "france-cius" || context?.key === "france-extended") tax.ext = { "fr-ctc-billing-mode": processID };
  if (zatcaType) tax.ext = { [EXT_KEY_INVOICE_TYPE]: zatcaType };
  const point = readTaxPoint(root);
  if (point) tax.point = point;
  const taxNotes = readTaxNotes(root);
  if (taxNotes.length > 0) tax.notes = taxNotes;
  invoice.tax = tax;

  let supplier = readParty(child(child(root, "AccountingSupplierParty"), "Party"), regimeFacts, partyReading);
  const customer = readParty(child(child(root, "AccountingCustomerParty"), "Party"), regimeFacts, partyReading);
  let ordering = readOrdering(root, regimeFacts, partyReading);
  // A tax representative is the supplier of record; the seller moves to the ordering.
  const representative = readParty(child(root, "TaxRepresentativeParty"), regimeFacts, partyReading);
  if (representative) {
    ordering = { ...(ordering ?? {}), seller: supplier };
    supplier = representative;
  }
  if (supplier) invoice.supplier = supplier;
  if (customer) invoice.customer = customer;

  const lines: Doc[] = [];
  const lineIDs: string[] = [];
  const prices: (StatedPrice | undefined)[] = [];
  [...children(root, "InvoiceLine"), ...children(root, "CreditNoteLine")].forEach((element, position) => {
    const line = readLine(element, index, position + 1);
    if (!line) return;
    lines.push(line);
    lineIDs.push(textAt(element, "ID") ?? "");
    prices.push(readStatedPrice(element, position + 1));
  });
  invoice.lines = lines;
  // GOBL numbers lines itself: the sender's identifiers (BT-126) are kept in meta when they are not that numbering.
  const meta: Record<string, string> = {};
  const keptIDs = lineIDsMeta(lineIDs);
  if (keptIDs) meta[LINE_IDS_META] = keptIDs;
  // The prices as stated (BT-146 to BT-150) where they say more than the unit price GOBL keeps.
  const keptPrices = linePricesMeta(prices);
  if (keptPrices) meta[LINE_PRICES_META] = keptPrices;
  // The business process (BT-23) has no GOBL field; the other profiles write their own (Peppol's, the French billing mode), EN 16931 none.
  if (processID.trim() !== "" && (!context || context.key === "en16931")) meta[BUSINESS_PROCESS_META] = processID.trim();

  const payment = readPayment(root, {
    creditNote,
    payer: context?.key === "france-extended",
    correctionReasons: zatca,
    supplier,
    regimeFacts,
    party: partyReading,
  });
  if (payment) invoice.payment = payment;
  if (ordering) invoice.ordering = ordering;
  const delivery = readDelivery(root);
  if (delivery) invoice.delivery = delivery;
  const notes = children(root, "Note").map((note) => readNote(note.text));
  if (notes.length > 0) invoice.notes = notes;
  const preceding = readPreceding(root);
  if (preceding && zatca) addCorrectionReasons(root, preceding);
  if (preceding) invoice.preceding = preceding;
  Object.assign(invoice, readDocumentAllowanceCharges(root, index));
  Object.assign(meta, taxCurrencyRead.meta);
  if (Object.keys(meta).length > 0) invoice.meta = meta;
  const attachments = readAttachments(root);
  if (attachments.length > 0) invoice.attachments = attachments;
  // The rounding amount (BT-114) is GOBL's totals.rounding, the one total the
  // calculation takes as given; gobl.ubl's parser drops it, so a payable amount
  // rounded by the sender would no longer be the one stated.
  const rounding = textAt(root, "LegalMonetaryTotal", "PayableRoundingAmount");
  if (rounding !== undefined && rounding.trim() !== "") {
    // A stated zero is kept too, so that BT-114 is written back as stated.
    invoice.totals = { rounding: decimal(rounding, "cbc:PayableRoundingAmount of cac:LegalMonetaryTotal") };
  }

  return { document: invoice, ...statedTotals(root, currency), ...(context ? { profile: context.key } : {}) };
}
