/**
 * BR-DE: the German CIUS rules of XRechnung 3.0 (seller contact and
 * addresses, buyer reference, payment instructions per payment means, the
 * discount syntax of the payment terms, and BR-DE-TMP-32 on the delivery
 * date), for UBL and CII.
 */
import { attributeValue, normalizeSpace, perDocument, stringValue, type PathReader, type RuleDef, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { cii, ubl } from "../common/syntax.ts";
import { hasThreeDigits, ibanAt, isEmailAddress, nonBlank, skontoHolds } from "./checks.ts";
import { VAT_CODES_NEEDING_SELLER_TAX_ID, XR_TYPE_CODES } from "./codes.ts";
import { ciiContexts as C, ublContexts as U, XR_CIUS_ID, XR_CVD_ID, XR_EXTENSION_ID } from "./contexts.ts";

const SETTLEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement";
const AGREEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement";
/** BT-89, BT-90, BT-91 in CII, read from the document element (BG-19 has no element of its own there). */
const CII_MANDATE = `/rsm:CrossIndustryInvoice/${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID`;
const CII_CREDITOR_ID = `/rsm:CrossIndustryInvoice/${SETTLEMENT}/ram:CreditorReferenceID`;
const CII_DEBITED_ACCOUNT = "ram:PayerPartyDebtorFinancialAccount/ram:IBANID";

/** Whether the CII document states a mandate reference (BT-89) or a creditor identifier (BT-90), read once per document. */
const ciiHeaderDirectDebit = perDocument((root) => cii.exists(root, CII_MANDATE) || cii.exists(root, CII_CREDITOR_ID));

/** Whether a CII document carries any part of BG-19 (mandate reference, creditor identifier, or the debited account of a payment means). */
const ciiHasDirectDebit = (means: XMLNode): boolean => ciiHeaderDirectDebit(means) || cii.exists(means, CII_DEBITED_ACCOUNT);

/** The type code (BT-3) of a UBL invoice or credit note, normalized, each as the official test reads it. */
const ublTypeCodes = (doc: XMLNode): string[] => [normalizeSpace(ubl.first(doc, "cbc:InvoiceTypeCode")), normalizeSpace(ubl.first(doc, "cbc:CreditNoteTypeCode"))];

/** The first note of each UBL payment terms group (BT-20), in document order. */
const ublPaymentNotes = (doc: XMLNode): string[] =>
  ubl.elements(doc, "cac:PaymentTerms").flatMap((terms) => {
    const first = ubl.elements(terms, "cbc:Note")[0];
    return first ? [stringValue(first)] : [];
  });

/** The first description of each CII payment terms group (BT-20), in document order. */
const ciiPaymentNotes = (doc: XMLNode): string[] =>
  cii.elements(doc, `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms`).flatMap((terms) => {
    const first = cii.elements(terms, "ram:Description")[0];
    return first ? [stringValue(first)] : [];
  });

/** Whether any value is one of the codes (XPath `=` against a list). */
const anyIn = (values: readonly string[], codes: ReadonlySet<string>): boolean => values.some((v) => codes.has(v));

/**
 * BR-DE-16 in UBL: the VAT category codes of document allowances (BT-95),
 * document charges (BT-102) and lines (BT-151), each read by the charge
 * indicator of its allowance or charge exactly as written.
 */
function ublUsesVatCodes(doc: XMLNode): boolean {
  for (const ac of ubl.elements(doc, "cac:AllowanceCharge")) {
    const indicators = ubl.values(ac, "cbc:ChargeIndicator");
    if (!indicators.includes("false") && !indicators.includes("true")) continue;
    if (anyIn(ubl.values(ac, "cac:TaxCategory/cbc:ID"), VAT_CODES_NEEDING_SELLER_TAX_ID)) return true;
  }
  return (
    anyIn(ubl.values(doc, "cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID"), VAT_CODES_NEEDING_SELLER_TAX_ID) ||
    anyIn(ubl.values(doc, "cac:CreditNoteLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID"), VAT_CODES_NEEDING_SELLER_TAX_ID)
  );
}

/**
 * BR-DE-16 in CII: some line tax has type VAT and some line tax (not
 * necessarily the same) one of the codes; or, for document allowances and
 * charges, some tax element's whole text is "VAT" and some has one of the
 * codes. Each half is existential over all lines or all allowances.
 */
function ciiUsesVatCodes(doc: XMLNode): boolean {
  const lineTax = "rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax";
  if (cii.values(doc, `${lineTax}/ram:TypeCode`).includes("VAT") && anyIn(cii.values(doc, `${lineTax}/ram:CategoryCode`), VAT_CODES_NEEDING_SELLER_TAX_ID)) return true;
  const acTax = `${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge/ram:CategoryTradeTax`;
  return cii.values(doc, acTax).includes("VAT") && anyIn(cii.values(doc, `${acTax}/ram:CategoryCode`), VAT_CODES_NEEDING_SELLER_TAX_ID);
}

/** Whether the CII seller has a VAT (VA) or tax (FC) registration identifier with text, or there is a tax representative. */
function ciiHasSellerTaxId(doc: XMLNode): boolean {
  const ids = cii.elements(doc, `${AGREEMENT}/ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID`);
  const hasId = ids.some((id) => {
    const scheme = normalizeSpace(attributeValue(id, "schemeID"));
    return (scheme === "VA" || scheme === "FC") && normalizeSpace(stringValue(id)) !== "";
  });
  return hasId || cii.exists(doc, `${AGREEMENT}/ram:SellerTaxRepresentativeTradeParty`);
}

/** No two referenced documents among siblings share an attachment file name (each compared with the earlier ones). */
function uniqueFilenames(documents: readonly XMLElement[], attachmentPath: string, read: PathReader): boolean {
  const seen = new Map<XMLElement | undefined, Set<string>>();
  for (const doc of documents) {
    let names = seen.get(doc.parent);
    if (!names) seen.set(doc.parent, (names = new Set()));
    const own = read.values(doc, `${attachmentPath}/@filename`);
    if (own.some((n) => names!.has(n))) return false;
    for (const n of own) names.add(n);
  }
  return true;
}

/** Every rule's UBL and CII bindings, with their official contexts. */
export const brDeRules: RuleDef[] = [
  {
    id: "BR-DE-1",
    flag: "fatal",
    terms: ["BG-16"],
    description: "BR-DE-1: an invoice must contain payment instructions (BG-16).",
    bindings: {
      ubl: { context: U.document, test: (n) => ubl.exists(n, "cac:PaymentMeans") },
      cii: { context: C.document, test: (n) => cii.exists(n, `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`) },
    },
  },
  {
    id: "BR-DE-2",
    flag: "fatal",
    terms: ["BG-6"],
    description: "BR-DE-2: the seller contact group (BG-6) must be given.",
    bindings: {
      ubl: { context: U.supplier, test: (n) => ubl.exists(n, "cac:Party/cac:Contact") },
      cii: { context: C.seller, test: (n) => cii.exists(n, "ram:DefinedTradeContact") },
    },
  },
  {
    id: "BR-DE-3",
    flag: "fatal",
    terms: ["BT-37"],
    description: "BR-DE-3: the seller city (BT-37) must be given.",
    bindings: {
      ubl: { context: U.supplierAddress, test: (n) => nonBlank(ubl, n, "cbc:CityName") },
      cii: { context: C.sellerAddress, test: (n) => nonBlank(cii, n, "ram:CityName") },
    },
  },
  {
    id: "BR-DE-4",
    flag: "fatal",
    terms: ["BT-38"],
    description: "BR-DE-4: the seller post code (BT-38) must be given.",
    bindings: {
      ubl: { context: U.supplierAddress, test: (n) => nonBlank(ubl, n, "cbc:PostalZone") },
      cii: { context: C.sellerAddress, test: (n) => nonBlank(cii, n, "ram:PostcodeCode") },
    },
  },
  {
    id: "BR-DE-5",
    flag: "fatal",
    terms: ["BT-41"],
    description: "BR-DE-5: the seller contact point (BT-41) must be given.",
    bindings: {
      ubl: { context: U.supplierContact, test: (n) => nonBlank(ubl, n, "cbc:Name") },
      cii: { context: C.sellerContact, test: (n) => nonBlank(cii, n, "ram:PersonName") || nonBlank(cii, n, "ram:DepartmentName") },
    },
  },
  {
    id: "BR-DE-6",
    flag: "fatal",
    terms: ["BT-42"],
    description: "BR-DE-6: the seller contact telephone number (BT-42) must be given.",
    bindings: {
      ubl: { context: U.supplierContact, test: (n) => nonBlank(ubl, n, "cbc:Telephone") },
      cii: { context: C.sellerContact, test: (n) => nonBlank(cii, n, "ram:TelephoneUniversalCommunication/ram:CompleteNumber") },
    },
  },
  {
    id: "BR-DE-7",
    flag: "fatal",
    terms: ["BT-43"],
    description: "BR-DE-7: the seller contact e-mail address (BT-43) must be given.",
    bindings: {
      ubl: { context: U.supplierContact, test: (n) => nonBlank(ubl, n, "cbc:ElectronicMail") },
      cii: { context: C.sellerContact, test: (n) => nonBlank(cii, n, "ram:EmailURIUniversalCommunication/ram:URIID") },
    },
  },
  {
    id: "BR-DE-8",
    flag: "fatal",
    terms: ["BT-52"],
    description: "BR-DE-8: the buyer city (BT-52) must be given.",
    bindings: {
      ubl: { context: U.customerAddress, test: (n) => nonBlank(ubl, n, "cbc:CityName") },
      cii: { context: C.buyerAddress, test: (n) => nonBlank(cii, n, "ram:CityName") },
    },
  },
  {
    id: "BR-DE-9",
    flag: "fatal",
    terms: ["BT-53"],
    description: "BR-DE-9: the buyer post code (BT-53) must be given.",
    bindings: {
      ubl: { context: U.customerAddress, test: (n) => nonBlank(ubl, n, "cbc:PostalZone") },
      cii: { context: C.buyerAddress, test: (n) => nonBlank(cii, n, "ram:PostcodeCode") },
    },
  },
  {
    id: "BR-DE-10",
    flag: "fatal",
    terms: ["BT-77", "BG-15"],
    description: "BR-DE-10: when a deliver-to address (BG-15) is given, its city (BT-77) must be given.",
    bindings: {
      ubl: { context: U.deliveryAddress, test: (n) => nonBlank(ubl, n, "cbc:CityName") },
      cii: { context: C.deliveryAddress, test: (n) => nonBlank(cii, n, "ram:CityName") },
    },
  },
  {
    id: "BR-DE-11",
    flag: "fatal",
    terms: ["BT-78", "BG-15"],
    description: "BR-DE-11: when a deliver-to address (BG-15) is given, its post code (BT-78) must be given.",
    bindings: {
      ubl: { context: U.deliveryAddress, test: (n) => nonBlank(ubl, n, "cbc:PostalZone") },
      cii: { context: C.deliveryAddress, test: (n) => nonBlank(cii, n, "ram:PostcodeCode") },
    },
  },
  {
    id: "BR-DE-14",
    flag: "fatal",
    terms: ["BT-119"],
    description: "BR-DE-14: every VAT breakdown must give its VAT category rate (BT-119).",
    bindings: {
      ubl: { context: U.taxSubtotal, test: (n) => nonBlank(ubl, n, "cac:TaxCategory/cbc:Percent") },
      cii: { context: C.headerTax, test: (n) => nonBlank(cii, n, "ram:RateApplicablePercent") },
    },
  },
  {
    id: "BR-DE-15",
    flag: "fatal",
    terms: ["BT-10"],
    description: "BR-DE-15: the buyer reference (BT-10) must be given.",
    bindings: {
      ubl: { context: U.document, test: (n) => nonBlank(ubl, n, "cbc:BuyerReference") },
      cii: { context: C.document, test: (n) => nonBlank(cii, n, `${AGREEMENT}/ram:BuyerReference`) },
    },
  },
  {
    id: "BR-DE-16",
    flag: "fatal",
    terms: ["BT-31", "BT-32", "BG-11", "BT-95", "BT-102", "BT-151"],
    description:
      "BR-DE-16: when VAT category S, Z, E, AE, K, G, L or M is used (BT-95, BT-102, BT-151), the seller VAT identifier (BT-31), the seller tax registration identifier (BT-32) or the seller tax representative (BG-11) must be given.",
    bindings: {
      ubl: {
        context: U.document,
        test: (n) =>
          !ublUsesVatCodes(n) || ubl.exists(n, "cac:TaxRepresentativeParty") || nonBlank(ubl, n, "cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID"),
      },
      cii: { context: C.document, test: (n) => !ciiUsesVatCodes(n) || ciiHasSellerTaxId(n) },
    },
  },
  {
    id: "BR-DE-17",
    flag: "warning",
    terms: ["BT-3"],
    description: "BR-DE-17: the invoice type code (BT-3) should be 326, 380, 384, 389, 381, 875, 876 or 877.",
    bindings: {
      ubl: { context: U.document, test: (n) => anyIn(ublTypeCodes(n), XR_TYPE_CODES) },
      cii: { context: C.document, test: (n) => XR_TYPE_CODES.has(normalizeSpace(cii.first(n, "rsm:ExchangedDocument/ram:TypeCode"))) },
    },
  },
  {
    id: "BR-DE-18",
    flag: "fatal",
    terms: ["BT-20"],
    description:
      "BR-DE-18: discount (Skonto) lines in the payment terms (BT-20) must read #SKONTO#TAGE=n#PROZENT=n.nn# (optionally with #BASISBETRAG=n.nn before the last #), and the discount entries must end with a line break.",
    bindings: {
      ubl: { context: U.document, test: (n) => skontoHolds(ublPaymentNotes(n)) },
      cii: { context: C.document, test: (n) => skontoHolds(ciiPaymentNotes(n)) },
    },
  },
  {
    id: "BR-DE-19",
    flag: "warning",
    terms: ["BT-84", "BT-81"],
    description: "BR-DE-19: with payment means code 58 (SEPA credit transfer, BT-81), the payment account identifier (BT-84) should be a valid IBAN.",
    bindings: {
      ubl: { context: U.creditTransfer, test: (n) => normalizeSpace(ubl.first(n, "cbc:PaymentMeansCode")) !== "58" || ibanAt(ubl, n, "cac:PayeeFinancialAccount/cbc:ID") },
      cii: { context: C.creditTransfer, test: (n) => normalizeSpace(cii.first(n, "ram:TypeCode")) !== "58" || ibanAt(cii, n, "ram:PayeePartyCreditorFinancialAccount/ram:IBANID") },
    },
  },
  {
    id: "BR-DE-20",
    flag: "warning",
    terms: ["BT-91", "BT-81"],
    description: "BR-DE-20: with payment means code 59 (SEPA direct debit, BT-81), the debited account identifier (BT-91) should be a valid IBAN.",
    bindings: {
      ubl: { context: U.directDebit, test: (n) => ibanAt(ubl, n, "cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID") },
      cii: { context: C.directDebit, test: (n) => ibanAt(cii, n, CII_DEBITED_ACCOUNT) },
    },
  },
  {
    id: "BR-DE-21",
    flag: "warning",
    terms: ["BT-24"],
    description: "BR-DE-21: the specification identifier (BT-24) should be that of XRechnung 3.0 (its CIUS, extension or CVD profile).",
    bindings: {
      ubl: { context: U.document, test: (n) => ubl.values(n, "cbc:CustomizationID").some((v) => v === XR_CIUS_ID || v === XR_EXTENSION_ID || v === XR_CVD_ID) },
      cii: {
        context: C.documentContext,
        test: (n) => cii.values(n, "ram:GuidelineSpecifiedDocumentContextParameter/ram:ID").some((v) => v === XR_CIUS_ID || v === XR_EXTENSION_ID || v === XR_CVD_ID),
      },
    },
  },
  {
    id: "BR-DE-22",
    flag: "fatal",
    terms: ["BT-125"],
    description: "BR-DE-22: the file names of attached documents (BT-125) must be unique.",
    bindings: {
      ubl: { context: U.document, test: (n) => uniqueFilenames(ubl.elements(n, "cac:AdditionalDocumentReference"), "cac:Attachment/cbc:EmbeddedDocumentBinaryObject", ubl) },
      cii: {
        context: C.document,
        test: (n) => uniqueFilenames(cii.elements(n, "//ram:AdditionalReferencedDocument"), "ram:AttachmentBinaryObject", cii),
      },
    },
  },
  {
    id: "BR-DE-23-a",
    flag: "fatal",
    terms: ["BT-81", "BG-17"],
    description: "BR-DE-23-a: with a credit transfer payment means code (30, 58 in BT-81), the credit transfer group (BG-17) must be given.",
    bindings: {
      ubl: { context: U.creditTransfer, test: (n) => ubl.exists(n, "cac:PayeeFinancialAccount") },
      cii: { context: C.creditTransfer, test: (n) => cii.exists(n, "ram:PayeePartyCreditorFinancialAccount") },
    },
  },
  {
    id: "BR-DE-23-b",
    flag: "fatal",
    terms: ["BT-81", "BG-18", "BG-19"],
    description: "BR-DE-23-b: with a credit transfer payment means code (30, 58 in BT-81), payment card information (BG-18) and direct debit (BG-19) must not be given.",
    bindings: {
      ubl: { context: U.creditTransfer, test: (n) => !ubl.exists(n, "cac:CardAccount") && !ubl.exists(n, "cac:PaymentMandate") },
      cii: { context: C.creditTransfer, test: (n) => !cii.exists(n, "ram:ApplicableTradeSettlementFinancialCard") && !ciiHasDirectDebit(n) },
    },
  },
  {
    id: "BR-DE-24-a",
    flag: "fatal",
    terms: ["BT-81", "BG-18"],
    description: "BR-DE-24-a: with a card payment means code (48, 54, 55 in BT-81), payment card information (BG-18) must be given.",
    bindings: {
      ubl: { context: U.cardPayment, test: (n) => ubl.exists(n, "cac:CardAccount") },
      cii: { context: C.cardPayment, test: (n) => cii.exists(n, "ram:ApplicableTradeSettlementFinancialCard") },
    },
  },
  {
    id: "BR-DE-24-b",
    flag: "fatal",
    terms: ["BT-81", "BG-17", "BG-19"],
    description: "BR-DE-24-b: with a card payment means code (48, 54, 55 in BT-81), credit transfer (BG-17) and direct debit (BG-19) must not be given.",
    bindings: {
      ubl: { context: U.cardPayment, test: (n) => !ubl.exists(n, "cac:PayeeFinancialAccount") && !ubl.exists(n, "cac:PaymentMandate") },
      cii: { context: C.cardPayment, test: (n) => !cii.exists(n, "ram:PayeePartyCreditorFinancialAccount") && !ciiHasDirectDebit(n) },
    },
  },
  {
    id: "BR-DE-25-a",
    flag: "fatal",
    terms: ["BT-81", "BG-19"],
    description: "BR-DE-25-a: with the direct debit payment means code (59 in BT-81), direct debit (BG-19) must be given.",
    bindings: {
      ubl: { context: U.directDebit, test: (n) => ubl.exists(n, "cac:PaymentMandate") },
      cii: { context: C.directDebit, test: (n) => ciiHasDirectDebit(n) },
    },
  },
  {
    id: "BR-DE-25-b",
    flag: "fatal",
    terms: ["BT-81", "BG-17", "BG-18"],
    description: "BR-DE-25-b: with the direct debit payment means code (59 in BT-81), credit transfer (BG-17) and payment card information (BG-18) must not be given.",
    bindings: {
      ubl: { context: U.directDebit, test: (n) => !ubl.exists(n, "cac:PayeeFinancialAccount") && !ubl.exists(n, "cac:CardAccount") },
      cii: {
        context: C.directDebit,
        test: (n) =>
          !cii.exists(n, "ram:PayeePartyCreditorFinancialAccount") &&
          !cii.exists(n, "ram:PayeeSpecifiedCreditorFinancialInstitution") &&
          !cii.exists(n, "ram:PayerSpecifiedDebtorFinancialInstitution") &&
          !cii.exists(n, "ram:ApplicableTradeSettlementFinancialCard"),
      },
    },
  },
  {
    id: "BR-DE-26",
    flag: "warning",
    terms: ["BT-3", "BG-3"],
    description: "BR-DE-26: a corrected invoice (type code 384 in BT-3) should reference at least one preceding invoice (BG-3).",
    bindings: {
      ubl: { context: U.document, test: (n) => !ublTypeCodes(n).includes("384") || ubl.exists(n, "cac:BillingReference/cac:InvoiceDocumentReference") },
      cii: {
        context: C.document,
        test: (n) => normalizeSpace(cii.first(n, "rsm:ExchangedDocument/ram:TypeCode")) !== "384" || cii.exists(n, `${SETTLEMENT}/ram:InvoiceReferencedDocument`),
      },
    },
  },
  {
    id: "BR-DE-27",
    flag: "warning",
    terms: ["BT-42"],
    description: "BR-DE-27: the seller contact telephone number (BT-42) should contain at least three digits.",
    bindings: {
      ubl: { context: U.supplierContact, test: (n) => hasThreeDigits(normalizeSpace(ubl.first(n, "cbc:Telephone"))) },
      cii: { context: C.sellerContact, test: (n) => hasThreeDigits(normalizeSpace(cii.first(n, "ram:TelephoneUniversalCommunication/ram:CompleteNumber"))) },
    },
  },
  {
    id: "BR-DE-28",
    flag: "warning",
    terms: ["BT-43"],
    description: "BR-DE-28: the seller contact e-mail address (BT-43) should have exactly one @ with text on both sides and a dotted domain, without spaces.",
    bindings: {
      ubl: { context: U.supplierContact, test: (n) => isEmailAddress(normalizeSpace(ubl.first(n, "cbc:ElectronicMail"))) },
      cii: { context: C.sellerContact, test: (n) => isEmailAddress(normalizeSpace(cii.first(n, "ram:EmailURIUniversalCommunication/ram:URIID"))) },
    },
  },
  {
    id: "BR-DE-30",
    flag: "fatal",
    terms: ["BG-19", "BT-90"],
    description: "BR-DE-30: when direct debit (BG-19) is given, the bank assigned creditor identifier (BT-90) must be given.",
    bindings: {
      ubl: {
        context: U.document,
        test: (n) =>
          !ubl.exists(n, "cac:PaymentMeans/cac:PaymentMandate") ||
          [...ubl.elements(n, "cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID"), ...ubl.elements(n, "cac:PayeeParty/cac:PartyIdentification/cbc:ID")].some(
            (id) => attributeValue(id, "schemeID") === "SEPA",
          ),
      },
      cii: {
        context: C.document,
        test: (n) => {
          const mandate = cii.exists(n, `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID`);
          const creditor = cii.exists(n, `${SETTLEMENT}/ram:CreditorReferenceID`);
          const account = cii.exists(n, `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/${CII_DEBITED_ACCOUNT}`);
          return ((mandate || account) && creditor) || !(mandate || creditor || account);
        },
      },
    },
  },
  {
    id: "BR-DE-31",
    flag: "fatal",
    terms: ["BG-19", "BT-91"],
    description: "BR-DE-31: when direct debit (BG-19) is given, the debited account identifier (BT-91) must be given.",
    bindings: {
      ubl: {
        context: U.document,
        test: (n) => !ubl.exists(n, "cac:PaymentMeans/cac:PaymentMandate") || ubl.exists(n, "cac:PaymentMeans/cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID"),
      },
      cii: {
        context: C.document,
        test: (n) => {
          const mandate = cii.exists(n, `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID`);
          const creditor = cii.exists(n, `${SETTLEMENT}/ram:CreditorReferenceID`);
          const account = cii.exists(n, `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/${CII_DEBITED_ACCOUNT}`);
          return ((mandate || creditor) && account) || !(mandate || creditor || account);
        },
      },
    },
  },
  {
    id: "BR-DE-TMP-32",
    flag: "information",
    terms: ["BT-72", "BG-14", "BG-26"],
    description: "BR-DE-TMP-32: an invoice should give the date of delivery or service: the actual delivery date (BT-72), the invoicing period (BG-14), or a line period (BG-26) in every line.",
    bindings: {
      ubl: {
        context: U.document,
        test: (n) =>
          ubl.exists(n, "cac:Delivery/cbc:ActualDeliveryDate") ||
          ubl.exists(n, "cac:InvoicePeriod") ||
          [...ubl.elements(n, "cac:InvoiceLine"), ...ubl.elements(n, "cac:CreditNoteLine")].every((line) => ubl.exists(line, "cac:InvoicePeriod")),
      },
      cii: {
        context: C.transaction,
        test: (n) =>
          cii.exists(n, "ram:ApplicableHeaderTradeDelivery/ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime") ||
          cii.exists(n, "ram:ApplicableHeaderTradeSettlement/ram:BillingSpecifiedPeriod") ||
          cii.elements(n, "ram:IncludedSupplyChainTradeLineItem").every((line) => cii.exists(line, "ram:SpecifiedLineTradeSettlement/ram:BillingSpecifiedPeriod")),
      },
    },
  },
];
