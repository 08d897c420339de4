/** A CII invoice into a partial GOBL bill/invoice (as gobl.cii's parser maps it) and its stated totals. */
import type { ParsedXML } from "../../../engine/index.ts";
import { INVOICE_TYPE_BY_CODE, TAX_POINT_CODES } from "../codes.ts";
import { LINE_IDS_META, LINE_PRICES_META, lineIDsMeta, linePricesMeta } from "../../common/kept-terms.ts";
import { isBillingModeShape } from "../../../addons/fr/ctc/common/billing-mode.ts";
import { profileForContext } from "../profiles.ts";
import { ADDITIONAL_DOCUMENT } from "../codes.ts";
import { attribute, child, children, text, textAt, type ParsedNode } from "../xml.ts";
import { allowancesAndCharges } from "./allowance-charge.ts";
import { delivery } from "./delivery.ts";
import { lines, statedPrices } from "./lines.ts";
import { ordering } from "./ordering.ts";
import { chorusProParty, party } from "./party.ts";
import { payment } from "./payment.ts";
import { openInvoice } from "./root.ts";
import { exemptionCodes, headerTaxes, taxNotes } from "./taxes.ts";
import { statedTotals } from "./totals.ts";
import { readTaxCurrency } from "../../common/tax-currency.ts";
import { dateIn, decimal, invalid, isZero, put, type Out } from "./values.ts";

const TAX_POINT_BY_CODE = new Map([...TAX_POINT_CODES].map(([key, code]) => [code, key]));

function notes(document: ParsedNode | undefined): Out[] {
  return children(document, "IncludedNote").map((note) => {
    const content = textAt(note, "Content") ?? "";
    const subject = textAt(note, "SubjectCode");
    if (subject) return { text: content, ext: { "untdid-text-subject": subject } };
    // Without a SubjectCode (Peppol allows none), a `#CODE#text` content carries the code as UBL's notes do.
    const inline = /^#([A-Z0-9]+)#([\s\S]*)$/.exec(content);
    return inline ? { text: inline[2]!, ext: { "untdid-text-subject": inline[1]! } } : { text: content };
  });
}

function preceding(settlement: ParsedNode | undefined): Out[] {
  return children(settlement, "InvoiceReferencedDocument").map((ref, index) => {
    const out: Out = { code: textAt(ref, "IssuerAssignedID") ?? "" };
    put(out, "issue_date", dateIn(child(ref, "FormattedIssueDateTime"), `ram:FormattedIssueDateTime of ram:InvoiceReferencedDocument ${index + 1}`));
    return out;
  });
}

/**
 * The supporting documents (BG-24: type 916) that GOBL's attachment can hold:
 * those with an external location (BT-124), with their identifier (BT-122),
 * description (BT-123) and the MIME code and file name of an embedded copy.
 * GOBL's attachment needs a web address and has no content, so a document
 * only embedded (BT-125) or only referred to is not kept, as in UBL (GOBL
 * would refuse it: GOBL-ORG-ATTACHMENT-01); the round-trip harness lists
 * that loss.
 */
function attachments(agreement: ParsedNode | undefined): Out[] {
  return children(agreement, "AdditionalReferencedDocument")
    // Without a type code, a referenced document is neither a tender (50) nor the invoiced object (130): a supporting document.
    .filter((doc) => (textAt(doc, "TypeCode") ?? ADDITIONAL_DOCUMENT.attachment) === ADDITIONAL_DOCUMENT.attachment)
    .filter((doc) => textAt(doc, "URIID") !== undefined)
    .map((doc) => {
      const out: Out = {};
      put(out, "code", textAt(doc, "IssuerAssignedID"));
      put(out, "description", textAt(doc, "Name"));
      const binary = child(doc, "AttachmentBinaryObject");
      put(out, "name", attribute(binary, "filename"));
      put(out, "mime", attribute(binary, "mimeCode"));
      put(out, "url", textAt(doc, "URIID"));
      return out;
    });
}

/** BT-6 and BT-111: the settlement's TaxCurrencyCode and the TaxTotalAmount in that currency, beside the one in the invoice's. */
function vatAccountingCurrency(settlement: ParsedNode, currency: string | undefined) {
  const code = textAt(settlement, "TaxCurrencyCode");
  if (!currency || !code || code === currency) return {};
  const totals = children(child(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation"), "TaxTotalAmount");
  const amount = (wanted: string) => {
    const total = totals.find((each) => attribute(each, "currencyID") === wanted);
    const value = total === undefined ? "" : String(total["#text"] ?? "").trim();
    return value === "" ? undefined : decimal(value, `ram:TaxTotalAmount in ${wanted}`);
  };
  return readTaxCurrency(currency, code, amount(currency), amount(code));
}

export function readInvoice(xml: string): ParsedXML {
  const root = openInvoice(xml);
  const context = child(root, "ExchangedDocumentContext");
  const header = child(root, "ExchangedDocument");
  const transaction = child(root, "SupplyChainTradeTransaction");
  const agreement = child(transaction, "ApplicableHeaderTradeAgreement");
  const deliveryNode = child(transaction, "ApplicableHeaderTradeDelivery");
  const settlement = child(transaction, "ApplicableHeaderTradeSettlement");
  if (!header) invalid("ExchangedDocument", "missing");
  if (!transaction || !agreement || !settlement) invalid("SupplyChainTradeTransaction", "missing its agreement or settlement");

  const process = textAt(context, "BusinessProcessSpecifiedDocumentContextParameter", "ID");
  const profile = profileForContext(textAt(context, "GuidelineSpecifiedDocumentContextParameter", "ID"), process);
  const typeCode = textAt(header, "TypeCode") ?? "";
  const type = INVOICE_TYPE_BY_CODE.get(typeCode) ?? { type: "other" };
  const currency = textAt(settlement, "InvoiceCurrencyCode");
  const taxes = headerTaxes(settlement);
  const codes = exemptionCodes(taxes);

  const invoice: Out = { $schema: "https://gobl.org/draft-0/bill/invoice" };
  if (profile) invoice.$addons = [...profile.readAddons];
  if (type.tag) invoice.$tags = [type.tag];
  invoice.type = type.type;
  put(invoice, "code", textAt(header, "ID"));
  const issueDate = dateIn(child(header, "IssueDateTime"), "ram:IssueDateTime");
  if (!issueDate) invalid("ExchangedDocument", "missing its issue date");
  invoice.issue_date = issueDate;
  put(invoice, "currency", currency);

  const taxExt: Out = { "untdid-document-type": typeCode };
  // France's billing mode travels as the business process (BT-23). gobl.cii takes any process there,
  // Peppol France's network ID too, which no billing mode is: only a billing mode code is kept.
  if (profile?.billingModeProcess && isBillingModeShape(process)) taxExt["fr-ctc-billing-mode"] = process;
  const tax: Out = { rounding: "currency", ext: taxExt };
  const firstTax = taxes[0];
  put(invoice, "value_date", dateIn(child(firstTax, "TaxPointDate"), "ram:TaxPointDate of ram:ApplicableTradeTax 1"));
  put(tax, "point", TAX_POINT_BY_CODE.get(textAt(firstTax, "DueDateTypeCode") ?? ""));
  put(tax, "notes", taxNotes(taxes));
  invoice.tax = tax;

  const seller = child(agreement, "SellerTradeParty");
  const buyer = child(agreement, "BuyerTradeParty");
  const representative = child(agreement, "SellerTaxRepresentativeTradeParty");
  const readParty = profile?.readAddons.includes("fr-choruspro-v1") ? chorusProParty : party;
  const supplier = seller ? readParty(seller) : {};
  // The seller's additional legal information (BT-33): GOBL's registration details, as free text.
  const legalInformation = textAt(seller, "Description");
  if (legalInformation) supplier.registration = { other: legalInformation };
  // A tax representative issues the invoice for the seller: it is the supplier, the seller the ordering seller.
  invoice.supplier = representative ? readParty(representative) : supplier;
  if (buyer) invoice.customer = readParty(buyer);

  put(invoice, "lines", lines(transaction, codes, currency));
  // GOBL numbers lines itself: the sender's line identifiers (BT-126) are kept in meta when they are not that numbering.
  const lineIDs = lineIDsMeta(children(transaction, "IncludedSupplyChainTradeLineItem").map((item) => textAt(item, "AssociatedDocumentLineDocument", "LineID") ?? ""));
  const meta: Out = {};
  if (lineIDs) meta[LINE_IDS_META] = lineIDs;
  // The prices as stated (BT-146 to BT-150) where they say more than the unit price GOBL keeps.
  const prices = linePricesMeta(statedPrices(transaction));
  if (prices) meta[LINE_PRICES_META] = prices;
  // The VAT accounting currency (BT-6) and the VAT total in it (BT-111): a rate, or the currency alone.
  const taxCurrency = vatAccountingCurrency(settlement, currency);
  put(invoice, "exchange_rates", taxCurrency.exchangeRates);
  Object.assign(meta, taxCurrency.meta);
  if (Object.keys(meta).length > 0) invoice.meta = meta;
  const { charges, discounts } = allowancesAndCharges(settlement, codes);
  put(invoice, "charges", charges);
  put(invoice, "discounts", discounts);
  put(invoice, "payment", payment(settlement));
  put(invoice, "notes", notes(header));
  const order = ordering(agreement, deliveryNode, settlement) ?? (representative ? {} : undefined);
  if (order && representative) order.seller = supplier;
  put(invoice, "ordering", order);
  put(invoice, "delivery", delivery(deliveryNode));
  put(invoice, "preceding", preceding(settlement));
  put(invoice, "attachments", attachments(agreement));
  // The rounding amount (BT-114) is GOBL's totals.rounding, the one total the
  // calculation takes as given. gobl.cii does not read it, so its documents
  // lose it; kept here so that the payable amount is the one stated.
  const rounding = textAt(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation", "RoundingAmount");
  // A stated zero is kept too (BT-114 is then written back as stated, XRechnung's 02.0x samples state it).
  if (rounding) invoice.totals = { rounding: decimal(rounding, "ram:RoundingAmount") };

  return { document: invoice, ...statedTotals(settlement, currency), ...(profile ? { profile: profile.key } : {}) };
}
