/**
 * A built GOBL invoice as a UBL 2.1 Invoice or CreditNote, element by
 * element in the order of the UBL schema (and of GOBL's converter).
 */
import { BizdocError, type Envelope } from "../../../engine/index.ts";
import { TAX_POINT_CODES } from "../codes.ts";
import { type Doc, ext, present, seriesCode } from "../document.ts";
import { NS, SCHEMA_LOCATION } from "../namespaces.ts";
import type { UBLProfile } from "../profiles.ts";
import type { RegimeFactsOf } from "../regime.ts";
import { leaf, node, writeDocument, type XmlElement } from "../xml.ts";
import { writeAttachments } from "./attachments.ts";
import { writeDocumentAllowanceCharges } from "./charges.ts";
import { writeDelivery } from "./delivery.ts";
import { writeLine } from "./lines.ts";
import { BUSINESS_PROCESS_META, keptLineIDs, keptLinePrices } from "../../common/kept-terms.ts";
import { orderingParts, writeOrderReference } from "./ordering.ts";
import { type PartyStyle, writeParty } from "./party.ts";
import { writePayment } from "./payment.ts";
import { taxCurrencyRate, writeMonetaryTotal, writeTaxTotals } from "./totals.ts";

/** A note as UBL text: `#CODE#text` when it has a UNTDID text subject. */
function noteText(note: Doc): string {
  const code = ext(note, "untdid-text-subject");
  return code ? `#${code}#${note.text ?? ""}` : (note.text ?? "");
}

function writeNotes(invoice: Doc, profile: UBLProfile): XmlElement[] {
  const texts = ((invoice.notes ?? []) as Doc[]).map(noteText).filter((text) => text !== "");
  if (texts.length === 0) return [];
  if (profile.singleNote) return [leaf("cbc:Note", texts.join("\n\n"))!];
  return texts.map((text) => leaf("cbc:Note", text)!);
}

function writePreceding(invoice: Doc): XmlElement[] {
  return ((invoice.preceding ?? []) as Doc[]).map((ref) =>
    node("cac:BillingReference", [
      node("cac:InvoiceDocumentReference", [
        leaf("cbc:ID", seriesCode(ref.series, ref.code)),
        leaf("cbc:IssueDate", present(ref.issue_date)),
        leaf("cbc:DocumentTypeCode", ext(ref, "untdid-document-type")),
      ]),
    ]),
  );
}

/** The UBL XML of a built invoice envelope under a profile. */
export function invoiceToXML(envelope: Envelope, profile: UBLProfile, regimeFacts: RegimeFactsOf): string {
  const invoice = (envelope as unknown as { doc: Doc }).doc;
  if (invoice?.$schema !== "https://gobl.org/draft-0/bill/invoice") {
    throw new BizdocError("input", "UBL can only carry invoices (bill/invoice documents)", [
      { code: "BIZDOC-FORMAT-DOCUMENT", properties: ["$.doc.$schema"], description: "UBL can only carry invoices" },
    ]);
  }
  const typeCode = ext(invoice.tax, "untdid-document-type");
  if (!typeCode) {
    throw new BizdocError("validation", "the invoice needs a UNTDID document type (tax.ext.untdid-document-type) for UBL", [
      { code: "BIZDOC-FORMAT-DOCUMENT-TYPE", properties: ["$.doc.tax.ext.untdid-document-type"], description: "required" },
    ]);
  }
  // The self-billing identifiers say the customer issued the invoice: an ordinary invoice written under them would say what is not so.
  if (profile.selfBilling && !((invoice.$tags as string[] | undefined) ?? []).includes("self-billed")) {
    throw new BizdocError("validation", `profile '${profile.key}' is for self-billed invoices: tag the invoice "self-billed" ($tags) or write it under another profile (peppol)`, [
      { code: "BIZDOC-UBL-SELF-BILLED", properties: ["$.doc.$tags"], description: `must include "self-billed" for the ${profile.key} profile` },
    ]);
  }
  // UBL amounts are net of tax; GOBL's converter first recalculates an
  // invoice whose prices include a tax rate without it, which needs the
  // engine's calculation. Without any such rate there is nothing to remove.
  if (hasIncludedTaxRates(invoice)) {
    throw new BizdocError("validation", "UBL needs prices without included tax: the invoice's tax.prices_include must be removed (recalculated) before writing UBL", [
      { code: "BIZDOC-FORMAT-PRICES-INCLUDE", properties: ["$.doc.tax.prices_include"], description: "prices including tax cannot be written as UBL" },
    ]);
  }
  const zatca = !!profile.zatca;
  // ZATCA writes credit and debit notes as invoices, told apart by their type code (BR-KSA-05).
  const creditNote = invoice.type === "credit-note" && !zatca;
  const currency: string = invoice.currency;

  // The French profiles write the billing mode as the ProfileID.
  // A profile that fixes no process (EN 16931) writes the one the document was read with (BT-23), kept in meta.
  const processID = (profile.billingMode && ext(invoice.tax, "fr-ctc-billing-mode")) || profile.processID || present(invoice.meta?.[BUSINESS_PROCESS_META]);

  const ordering = orderingParts(invoice, { orderReferenceRequired: !!profile.orderReferenceRequired, salesOrder: !zatca });
  const ids = keptLineIDs(invoice);
  const prices = keptLinePrices(invoice);
  const payment = writePayment(invoice, creditNote, { payer: !!profile.payer, correctionReasons: zatca, regimeFacts });
  const style: PartyStyle = { zatca };

  // An ordering seller is the real seller; the supplier then acts as its tax representative.
  const supplierDoc: Doc = ordering.seller ?? invoice.supplier;
  const serviceProvider = ordering.issuer ? node("cac:ServiceProviderParty", [writeParty(ordering.issuer, regimeFacts, style)]) : undefined;
  const supplierParty = writeParty(supplierDoc, regimeFacts, style, { serviceProvider, seller: true });
  if (payment.supplierIdentification) insertIdentification(supplierParty, payment.supplierIdentification);
  const taxRepresentative = ordering.seller
    ? renamed(writeParty(invoice.supplier, regimeFacts, style, { nameAsPartyName: true }), "cac:TaxRepresentativeParty")
    : undefined;
  const regimeCurrency = regimeFacts(invoice.$regime).currency;

  // The invoice period carries the ordering period and the tax point's UNTDID 2005 code.
  const period = ordering.period ?? {};
  const taxPointCode = typeof invoice.tax?.point === "string" ? TAX_POINT_CODES.get(invoice.tax.point) : undefined;

  const root = node(
    creditNote ? "CreditNote" : "Invoice",
    [
      leaf("cbc:CustomizationID", profile.customization),
      leaf("cbc:ProfileID", processID),
      leaf("cbc:ID", seriesCode(invoice.series, invoice.code)),
      // ZATCA identifies each document by its UUID (BR-KSA-03) and states its issue time (BR-KSA-70).
      leaf("cbc:UUID", zatca ? present(invoice.uuid) : undefined),
      leaf("cbc:IssueDate", invoice.issue_date),
      leaf("cbc:IssueTime", zatca ? present(invoice.issue_time) : undefined),
      leaf("cbc:DueDate", payment.dueDate),
      // ZATCA's transaction type (KSA-2) is the type code's name.
      leaf(creditNote ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode", typeCode, { name: zatca ? ext(invoice.tax, "sa-zatca-invoice-type") : undefined }),
      ...writeNotes(invoice, profile),
      leaf("cbc:TaxPointDate", present(invoice.value_date)),
      leaf("cbc:DocumentCurrencyCode", currency),
      // ZATCA states the VAT accounting currency (BT-6), SAR, on every document.
      leaf("cbc:TaxCurrencyCode", zatca ? regimeCurrency : taxCurrencyRate(invoice, regimeFacts)?.currency),
      leaf("cbc:AccountingCost", ordering.accountingCost),
      leaf("cbc:BuyerReference", ordering.buyerReference),
      period.start || period.end || taxPointCode
        ? node("cac:InvoicePeriod", [leaf("cbc:StartDate", period.start), leaf("cbc:EndDate", period.end), leaf("cbc:DescriptionCode", taxPointCode)])
        : undefined,
      writeOrderReference(ordering),
      ...writePreceding(invoice),
      ...ordering.despatch,
      ...ordering.receipt,
      ...ordering.originator,
      ...ordering.contracts,
      ordering.objectReference,
      ...writeAttachments(invoice.attachments),
      ...ordering.projects,
      node("cac:AccountingSupplierParty", [supplierParty]),
      node("cac:AccountingCustomerParty", invoice.customer ? [writeParty(invoice.customer, regimeFacts, style)] : []),
      payment.payee,
      taxRepresentative,
      writeDelivery(invoice.delivery, style),
      ...payment.paymentMeans,
      payment.paymentTerms,
      ...writeDocumentAllowanceCharges(invoice),
      ...writeTaxTotals(invoice, regimeFacts, { taxCurrencyTotal: zatca }),
      writeMonetaryTotal(invoice),
      ...((invoice.lines ?? []) as Doc[]).map((line, i) => writeLine(line, currency, { creditNote, lineVAT: zatca }, ids?.[i], prices?.[i])),
    ],
    {
      "xmlns:cac": NS.cac,
      "xmlns:cbc": NS.cbc,
      "xmlns:qdt": NS.qdt,
      "xmlns:udt": NS.udt,
      "xmlns:ccts": NS.ccts,
      xmlns: creditNote ? NS.creditNote : NS.invoice,
      "xmlns:xsi": NS.xsi,
      "xmlns:ext": NS.ext,
      // ZATCA's own samples name no schema location, and gobl.ubl writes none there.
      "xsi:schemaLocation": zatca ? undefined : creditNote ? SCHEMA_LOCATION.creditNote : SCHEMA_LOCATION.invoice,
    },
  );
  return writeDocument(root);
}

/** Whether prices include a tax of which some line, discount or charge has a rate. */
function hasIncludedTaxRates(invoice: Doc): boolean {
  const category = present(invoice.tax?.prices_include);
  if (!category) return false;
  const holders = [...(invoice.lines ?? []), ...(invoice.discounts ?? []), ...(invoice.charges ?? [])] as Doc[];
  return holders.some((holder) => ((holder.taxes ?? []) as Doc[]).some((combo) => combo.cat === category && combo.percent !== undefined));
}

function renamed(element: XmlElement, name: string): XmlElement {
  return { ...element, name };
}

/** Adds a party identification after the party's existing ones (they follow the endpoint ID). */
function insertIdentification(party: XmlElement, identification: XmlElement): void {
  const kids = (party.children ?? []).filter((c): c is XmlElement => !!c);
  let at = 0;
  while (at < kids.length && (kids[at]!.name === "cbc:EndpointID" || kids[at]!.name === "cac:PartyIdentification")) at++;
  kids.splice(at, 0, identification);
  party.children = kids;
}
