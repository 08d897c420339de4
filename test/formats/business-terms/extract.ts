/**
 * The business terms of EN 16931 an XML invoice carries, as a flat list one
 * can compare: `{ "BT-1": ["INV-1"], "BG-25[2]/BT-129": ["6"], ... }`.
 *
 * A key is the term (BT-n, or BT-n-1 / BT-n-2 for a scheme or list
 * identifier written as an attribute), preceded by every repeating group
 * (BG-n[i], 1-based, in document order) it sits in. Groups that occur at most
 * once (BG-4 seller, BG-22 totals, ...) add nothing to the key: their terms'
 * numbers are unique already. Where the semantic model has one group that the
 * syntax repeats (UBL writes one cac:PaymentMeans per account), the repeated
 * syntax element is the repetition: BG-16[i] is the i-th payment means
 * element, BG-17[k] the k-th account of the whole document.
 *
 * The element ↔ term binding is a fact of EN 16931-3-2 (UBL) and -3-3 (CII);
 * the UBL side follows the business terms Peppol BIS labels its UBL syntax
 * with (structure.test.ts checks the table against it), the CII side the
 * CEN binding as the Peppol CII ↔ UBL mapping states it.
 *
 * Values are normalised so that equal meaning compares equal: text trimmed
 * and its whitespace collapsed, decimals written canonically (1436.50 →
 * 1436.5), CII's dates (format 102, YYYYMMDD) as YYYY-MM-DD, attachments as
 * their length and a digest. Empty elements carry no term.
 */
import { createHash } from "node:crypto";
import { readXMLTree, stringValue, attributeValue, type XMLElement, type XMLNode } from "../../../engine/xml-rules/tree.ts";
import { cii, ubl, UBL_NAMESPACES, CII_NAMESPACES } from "../../../rulesets/common/syntax.ts";
import type { PathReader } from "../../../engine/xml-rules/select.ts";

/** Each key's values in document order. */
export type BusinessTerms = Record<string, string[]>;

export interface Extraction {
  syntax: "ubl" | "cii";
  /** "Invoice", "CreditNote" or "CrossIndustryInvoice". */
  document: string;
  terms: BusinessTerms;
}

type Kind = "text" | "decimal" | "date" | "binary";

/** What the extraction knows of the document as a whole, for the terms told apart by a document-level value. */
interface DocumentContext {
  documentCurrency: string;
  taxCurrency: string;
}

export interface FieldDef {
  term: string;
  /** A path from the group's element (the syntax's prefixes; `.` is the element itself, `@x` an attribute). */
  path: string;
  kind?: Kind;
  /** Keeps only the nodes that carry this term (a qualifier, a sibling's code). */
  where?: (node: XMLElement, doc: DocumentContext) => boolean;
  /** Attributes of the same nodes that carry terms of their own (scheme identifiers): local name → term. */
  attributes?: Readonly<Record<string, string>>;
  /** The model has this term once where the syntax may repeat it (one per payment means, per VAT breakdown): keep each value once. */
  once?: boolean;
  /** Reads the term out of the node's normalised text (a UBL note's "#CODE#" subject). */
  transform?: (text: string) => string;
}

export interface GroupDef {
  /** BG-n; absent for a plain container that is no group of the model. */
  group?: string;
  /** The model (or the syntax, see above) repeats it: its terms are keyed with the group and its 1-based index. */
  repeats?: boolean;
  path: string;
  where?: (el: XMLElement, doc: DocumentContext) => boolean;
  fields: FieldDef[];
  groups?: GroupDef[];
}

// ------------------------------------------------------------------ values

const collapse = (text: string): string => text.replace(/\s+/g, " ").trim();

/** A decimal written canonically: no sign for zero, no leading or trailing zeros; anything else as written. */
export function canonicalDecimal(text: string): string {
  const trimmed = text.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) return collapse(trimmed);
  const whole = match[2]!.replace(/^0+/, "") || "0";
  const fraction = (match[3] ?? "").replace(/0+$/, "");
  const sign = match[1] === "-" && (whole !== "0" || fraction !== "") ? "-" : "";
  return `${sign}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** A date as YYYY-MM-DD: CII's format 102 (YYYYMMDD) converted, UBL's kept. */
export function isoDate(text: string): string {
  const trimmed = text.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed);
  return compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : trimmed;
}

/** An attachment compared by its content without line breaks, shown short. */
function binaryDigest(text: string): string {
  const content = text.replace(/\s+/g, "");
  if (content === "") return "";
  return `${content.length} chars, sha256 ${createHash("sha256").update(content).digest("hex").slice(0, 16)}`;
}

function normalise(raw: string, kind: Kind = "text"): string {
  switch (kind) {
    case "decimal":
      return canonicalDecimal(raw);
    case "date":
      return isoDate(raw);
    case "binary":
      return binaryDigest(raw);
    default:
      return collapse(raw);
  }
}

// ------------------------------------------------------------------ qualifiers read from the syntax

const { cac: CAC, cbc: CBC } = UBL_NAMESPACES;
const { ram: RAM, udt: UDT } = CII_NAMESPACES;

/** The trimmed text of the first child element with that name, "" when none. */
function childText(el: XMLElement | undefined, ns: string, local: string): string {
  if (!el) return "";
  for (const child of el.children) if (child.ns === ns && child.local === local) return stringValue(child).trim();
  return "";
}

const childElement = (el: XMLElement, ns: string, local: string): XMLElement | undefined => el.children.find((c) => c.ns === ns && c.local === local);

const ublChargeIndicator = (el: XMLElement): boolean => childText(el, CBC, "ChargeIndicator").toLowerCase() === "true";
const ublDocumentType = (el: XMLElement | undefined): string => childText(el, CBC, "DocumentTypeCode");
const ublTaxSchemeOf = (companyId: XMLElement): string => childText(childElement(companyId.parent!, CAC, "TaxScheme"), CBC, "ID").toUpperCase();
const isSepa = (id: XMLElement): boolean => (attributeValue(id, "schemeID") ?? "").trim().toUpperCase() === "SEPA";

const ciiChargeIndicator = (el: XMLElement): boolean => {
  const indicator = childElement(el, RAM, "ChargeIndicator");
  return (indicator ? childText(indicator, UDT, "Indicator") : "").toLowerCase() === "true";
};
const ciiDocumentType = (el: XMLElement | undefined): string => childText(el, RAM, "TypeCode");
const ciiTaxScheme = (id: XMLElement): string => (attributeValue(id, "schemeID") ?? "").trim().toUpperCase();

/**
 * BT-111 is the VAT total in the accounting currency (BT-6) when that differs
 * from the invoice's (BT-5); every other VAT total is BT-110.
 */
const isAccountingCurrencyTotal = (amount: XMLElement, doc: DocumentContext): boolean =>
  doc.taxCurrency !== "" && doc.taxCurrency !== doc.documentCurrency && (attributeValue(amount, "currencyID") ?? "").trim() === doc.taxCurrency;

/** UBL carries a note's subject code (BT-21) as a "#CODE#" prefix of its text (the convention XRechnung and others state). */
const NOTE_SUBJECT = /^#([A-Za-z0-9]{1,10})#\s*/;
const noteSubject = (text: string): string => NOTE_SUBJECT.exec(text)?.[1] ?? "";
const noteText = (text: string): string => text.replace(NOTE_SUBJECT, "");

// ------------------------------------------------------------------ UBL binding (EN 16931-3-2)

const ublAddress = (group: string, [street, additional, line, city, postcode, subdivision, country]: readonly string[], path = "cac:PostalAddress"): GroupDef => ({
  group,
  path,
  fields: [
    { term: street!, path: "cbc:StreetName" },
    { term: additional!, path: "cbc:AdditionalStreetName" },
    { term: line!, path: "cac:AddressLine/cbc:Line" },
    { term: city!, path: "cbc:CityName" },
    { term: postcode!, path: "cbc:PostalZone" },
    { term: subdivision!, path: "cbc:CountrySubentity" },
    { term: country!, path: "cac:Country/cbc:IdentificationCode" },
  ],
});

const ublContact = (group: string, [name, phone, email]: readonly string[]): GroupDef => ({
  group,
  path: "cac:Contact",
  fields: [
    { term: name!, path: "cbc:Name" },
    { term: phone!, path: "cbc:Telephone" },
    { term: email!, path: "cbc:ElectronicMail" },
  ],
});

function ublAllowanceCharge(group: string, charge: boolean, [amount, base, percent, reason, code]: readonly string[], tax?: readonly [string, string]): GroupDef {
  return {
    group,
    repeats: true,
    path: "cac:AllowanceCharge",
    where: (el) => ublChargeIndicator(el) === charge,
    fields: [
      { term: amount!, path: "cbc:Amount", kind: "decimal" },
      { term: base!, path: "cbc:BaseAmount", kind: "decimal" },
      { term: percent!, path: "cbc:MultiplierFactorNumeric", kind: "decimal" },
      ...(tax
        ? [
            { term: tax[0], path: "cac:TaxCategory/cbc:ID" },
            { term: tax[1], path: "cac:TaxCategory/cbc:Percent", kind: "decimal" as const },
          ]
        : []),
      { term: reason!, path: "cbc:AllowanceChargeReason" },
      { term: code!, path: "cbc:AllowanceChargeReasonCode" },
    ],
  };
}

/** The UBL binding of an Invoice or a CreditNote (they differ in a few elements' names and places). */
export function ublBinding(document: "Invoice" | "CreditNote"): GroupDef {
  const creditNote = document === "CreditNote";
  const line = creditNote ? "cac:CreditNoteLine" : "cac:InvoiceLine";
  const quantity = creditNote ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity";
  // A credit note has no cac:ProjectReference: its project reference (BT-11) is a document reference of type 50.
  const projectType = (el: XMLElement | undefined) => creditNote && ublDocumentType(el) === "50";
  const supplier = "cac:AccountingSupplierParty/cac:Party";
  return {
    path: ".",
    fields: [
      { term: "BT-1", path: "cbc:ID" },
      { term: "BT-2", path: "cbc:IssueDate", kind: "date" },
      { term: "BT-3", path: creditNote ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode" },
      { term: "BT-5", path: "cbc:DocumentCurrencyCode" },
      { term: "BT-6", path: "cbc:TaxCurrencyCode" },
      { term: "BT-7", path: "cbc:TaxPointDate", kind: "date" },
      { term: "BT-8", path: "cac:InvoicePeriod/cbc:DescriptionCode" },
      creditNote ? { term: "BT-9", path: "cac:PaymentMeans/cbc:PaymentDueDate", kind: "date", once: true } : { term: "BT-9", path: "cbc:DueDate", kind: "date" },
      { term: "BT-10", path: "cbc:BuyerReference" },
      creditNote ? { term: "BT-11", path: "cac:AdditionalDocumentReference/cbc:ID", where: (id) => projectType(id.parent) } : { term: "BT-11", path: "cac:ProjectReference/cbc:ID" },
      { term: "BT-12", path: "cac:ContractDocumentReference/cbc:ID" },
      { term: "BT-13", path: "cac:OrderReference/cbc:ID" },
      { term: "BT-14", path: "cac:OrderReference/cbc:SalesOrderID" },
      { term: "BT-15", path: "cac:ReceiptDocumentReference/cbc:ID" },
      { term: "BT-16", path: "cac:DespatchDocumentReference/cbc:ID" },
      { term: "BT-17", path: "cac:OriginatorDocumentReference/cbc:ID" },
      { term: "BT-18", path: "cac:AdditionalDocumentReference/cbc:ID", where: (id) => ublDocumentType(id.parent) === "130", attributes: { schemeID: "BT-18-1" } },
      { term: "BT-19", path: "cbc:AccountingCost" },
      { term: "BT-20", path: "cac:PaymentTerms/cbc:Note" },
      { term: "BT-23", path: "cbc:ProfileID" },
      { term: "BT-24", path: "cbc:CustomizationID" },
      { term: "BT-83", path: "cac:PaymentMeans/cbc:PaymentID", once: true },
      // The bank assigned creditor identifier is a party identifier of scheme SEPA, the seller's or the payee's.
      { term: "BT-90", path: `${supplier}/cac:PartyIdentification/cbc:ID`, where: isSepa, once: true },
      { term: "BT-90", path: "cac:PayeeParty/cac:PartyIdentification/cbc:ID", where: isSepa, once: true },
      { term: "BT-110", path: "cac:TaxTotal/cbc:TaxAmount", kind: "decimal", where: (el, doc) => !isAccountingCurrencyTotal(el, doc) },
      { term: "BT-111", path: "cac:TaxTotal/cbc:TaxAmount", kind: "decimal", where: isAccountingCurrencyTotal },
    ],
    groups: [
      {
        group: "BG-1",
        repeats: true,
        path: "cbc:Note",
        fields: [
          { term: "BT-21", path: ".", transform: noteSubject },
          { term: "BT-22", path: ".", transform: noteText },
        ],
      },
      {
        group: "BG-3",
        repeats: true,
        path: "cac:BillingReference/cac:InvoiceDocumentReference",
        fields: [
          { term: "BT-25", path: "cbc:ID" },
          { term: "BT-26", path: "cbc:IssueDate", kind: "date" },
        ],
      },
      {
        group: "BG-4",
        path: supplier,
        fields: [
          { term: "BT-27", path: "cac:PartyLegalEntity/cbc:RegistrationName" },
          { term: "BT-28", path: "cac:PartyName/cbc:Name" },
          { term: "BT-29", path: "cac:PartyIdentification/cbc:ID", where: (id) => !isSepa(id), attributes: { schemeID: "BT-29-1" } },
          { term: "BT-30", path: "cac:PartyLegalEntity/cbc:CompanyID", attributes: { schemeID: "BT-30-1" } },
          { term: "BT-31", path: "cac:PartyTaxScheme/cbc:CompanyID", where: (id) => ublTaxSchemeOf(id) === "VAT" },
          { term: "BT-32", path: "cac:PartyTaxScheme/cbc:CompanyID", where: (id) => ublTaxSchemeOf(id) !== "VAT" },
          { term: "BT-33", path: "cac:PartyLegalEntity/cbc:CompanyLegalForm" },
          { term: "BT-34", path: "cbc:EndpointID", attributes: { schemeID: "BT-34-1" } },
        ],
        groups: [ublAddress("BG-5", ["BT-35", "BT-36", "BT-162", "BT-37", "BT-38", "BT-39", "BT-40"]), ublContact("BG-6", ["BT-41", "BT-42", "BT-43"])],
      },
      {
        group: "BG-7",
        path: "cac:AccountingCustomerParty/cac:Party",
        fields: [
          { term: "BT-44", path: "cac:PartyLegalEntity/cbc:RegistrationName" },
          { term: "BT-45", path: "cac:PartyName/cbc:Name" },
          { term: "BT-46", path: "cac:PartyIdentification/cbc:ID", attributes: { schemeID: "BT-46-1" } },
          { term: "BT-47", path: "cac:PartyLegalEntity/cbc:CompanyID", attributes: { schemeID: "BT-47-1" } },
          { term: "BT-48", path: "cac:PartyTaxScheme/cbc:CompanyID" },
          { term: "BT-49", path: "cbc:EndpointID", attributes: { schemeID: "BT-49-1" } },
        ],
        groups: [ublAddress("BG-8", ["BT-50", "BT-51", "BT-163", "BT-52", "BT-53", "BT-54", "BT-55"]), ublContact("BG-9", ["BT-56", "BT-57", "BT-58"])],
      },
      {
        group: "BG-10",
        path: "cac:PayeeParty",
        fields: [
          { term: "BT-59", path: "cac:PartyName/cbc:Name" },
          { term: "BT-60", path: "cac:PartyIdentification/cbc:ID", where: (id) => !isSepa(id), attributes: { schemeID: "BT-60-1" } },
          { term: "BT-61", path: "cac:PartyLegalEntity/cbc:CompanyID", attributes: { schemeID: "BT-61-1" } },
        ],
      },
      {
        group: "BG-11",
        path: "cac:TaxRepresentativeParty",
        fields: [
          { term: "BT-62", path: "cac:PartyName/cbc:Name" },
          { term: "BT-63", path: "cac:PartyTaxScheme/cbc:CompanyID" },
        ],
        groups: [ublAddress("BG-12", ["BT-64", "BT-65", "BT-164", "BT-66", "BT-67", "BT-68", "BT-69"])],
      },
      {
        group: "BG-13",
        path: "cac:Delivery",
        fields: [
          { term: "BT-70", path: "cac:DeliveryParty/cac:PartyName/cbc:Name" },
          { term: "BT-71", path: "cac:DeliveryLocation/cbc:ID", attributes: { schemeID: "BT-71-1" } },
          { term: "BT-72", path: "cbc:ActualDeliveryDate", kind: "date" },
        ],
        groups: [ublAddress("BG-15", ["BT-75", "BT-76", "BT-165", "BT-77", "BT-78", "BT-79", "BT-80"], "cac:DeliveryLocation/cac:Address")],
      },
      {
        group: "BG-14",
        path: "cac:InvoicePeriod",
        fields: [
          { term: "BT-73", path: "cbc:StartDate", kind: "date" },
          { term: "BT-74", path: "cbc:EndDate", kind: "date" },
        ],
      },
      {
        group: "BG-16",
        repeats: true,
        path: "cac:PaymentMeans",
        fields: [{ term: "BT-81", path: "cbc:PaymentMeansCode", attributes: { name: "BT-82" } }],
      },
      {
        group: "BG-17",
        repeats: true,
        path: "cac:PaymentMeans/cac:PayeeFinancialAccount",
        fields: [
          { term: "BT-84", path: "cbc:ID" },
          { term: "BT-85", path: "cbc:Name" },
          { term: "BT-86", path: "cac:FinancialInstitutionBranch/cbc:ID" },
        ],
      },
      {
        group: "BG-18",
        path: "cac:PaymentMeans/cac:CardAccount",
        fields: [
          { term: "BT-87", path: "cbc:PrimaryAccountNumberID", once: true },
          { term: "BT-88", path: "cbc:HolderName", once: true },
        ],
      },
      {
        group: "BG-19",
        path: "cac:PaymentMeans/cac:PaymentMandate",
        fields: [
          { term: "BT-89", path: "cbc:ID", once: true },
          { term: "BT-91", path: "cac:PayerFinancialAccount/cbc:ID", once: true },
        ],
      },
      ublAllowanceCharge("BG-20", false, ["BT-92", "BT-93", "BT-94", "BT-97", "BT-98"], ["BT-95", "BT-96"]),
      ublAllowanceCharge("BG-21", true, ["BT-99", "BT-100", "BT-101", "BT-104", "BT-105"], ["BT-102", "BT-103"]),
      {
        group: "BG-22",
        path: "cac:LegalMonetaryTotal",
        fields: [
          { term: "BT-106", path: "cbc:LineExtensionAmount", kind: "decimal" },
          { term: "BT-107", path: "cbc:AllowanceTotalAmount", kind: "decimal" },
          { term: "BT-108", path: "cbc:ChargeTotalAmount", kind: "decimal" },
          { term: "BT-109", path: "cbc:TaxExclusiveAmount", kind: "decimal" },
          { term: "BT-112", path: "cbc:TaxInclusiveAmount", kind: "decimal" },
          { term: "BT-113", path: "cbc:PrepaidAmount", kind: "decimal" },
          { term: "BT-114", path: "cbc:PayableRoundingAmount", kind: "decimal" },
          { term: "BT-115", path: "cbc:PayableAmount", kind: "decimal" },
        ],
      },
      {
        group: "BG-23",
        repeats: true,
        path: "cac:TaxTotal/cac:TaxSubtotal",
        fields: [
          { term: "BT-116", path: "cbc:TaxableAmount", kind: "decimal" },
          { term: "BT-117", path: "cbc:TaxAmount", kind: "decimal" },
          { term: "BT-118", path: "cac:TaxCategory/cbc:ID" },
          { term: "BT-119", path: "cac:TaxCategory/cbc:Percent", kind: "decimal" },
          { term: "BT-120", path: "cac:TaxCategory/cbc:TaxExemptionReason" },
          { term: "BT-121", path: "cac:TaxCategory/cbc:TaxExemptionReasonCode" },
        ],
      },
      {
        group: "BG-24",
        repeats: true,
        path: "cac:AdditionalDocumentReference",
        where: (el) => ublDocumentType(el) !== "130" && !projectType(el),
        fields: [
          { term: "BT-122", path: "cbc:ID" },
          { term: "BT-123", path: "cbc:DocumentDescription" },
          { term: "BT-124", path: "cac:Attachment/cac:ExternalReference/cbc:URI" },
          { term: "BT-125", path: "cac:Attachment/cbc:EmbeddedDocumentBinaryObject", kind: "binary", attributes: { mimeCode: "BT-125-1", filename: "BT-125-2" } },
        ],
      },
      {
        group: "BG-25",
        repeats: true,
        path: line,
        fields: [
          { term: "BT-126", path: "cbc:ID" },
          { term: "BT-127", path: "cbc:Note" },
          { term: "BT-128", path: "cac:DocumentReference/cbc:ID", attributes: { schemeID: "BT-128-1" } },
          { term: "BT-129", path: quantity, kind: "decimal", attributes: { unitCode: "BT-130" } },
          { term: "BT-131", path: "cbc:LineExtensionAmount", kind: "decimal" },
          { term: "BT-132", path: "cac:OrderLineReference/cbc:LineID" },
          { term: "BT-133", path: "cbc:AccountingCost" },
        ],
        groups: [
          {
            group: "BG-26",
            path: "cac:InvoicePeriod",
            fields: [
              { term: "BT-134", path: "cbc:StartDate", kind: "date" },
              { term: "BT-135", path: "cbc:EndDate", kind: "date" },
            ],
          },
          ublAllowanceCharge("BG-27", false, ["BT-136", "BT-137", "BT-138", "BT-139", "BT-140"]),
          ublAllowanceCharge("BG-28", true, ["BT-141", "BT-142", "BT-143", "BT-144", "BT-145"]),
          {
            group: "BG-29",
            path: "cac:Price",
            fields: [
              { term: "BT-146", path: "cbc:PriceAmount", kind: "decimal" },
              { term: "BT-147", path: "cac:AllowanceCharge/cbc:Amount", kind: "decimal" },
              { term: "BT-148", path: "cac:AllowanceCharge/cbc:BaseAmount", kind: "decimal" },
              { term: "BT-149", path: "cbc:BaseQuantity", kind: "decimal", attributes: { unitCode: "BT-150" } },
            ],
          },
          {
            group: "BG-30",
            path: "cac:Item/cac:ClassifiedTaxCategory",
            fields: [
              { term: "BT-151", path: "cbc:ID" },
              { term: "BT-152", path: "cbc:Percent", kind: "decimal" },
            ],
          },
          {
            group: "BG-31",
            path: "cac:Item",
            fields: [
              { term: "BT-153", path: "cbc:Name" },
              { term: "BT-154", path: "cbc:Description" },
              { term: "BT-155", path: "cac:SellersItemIdentification/cbc:ID" },
              { term: "BT-156", path: "cac:BuyersItemIdentification/cbc:ID" },
              { term: "BT-157", path: "cac:StandardItemIdentification/cbc:ID", attributes: { schemeID: "BT-157-1" } },
              { term: "BT-158", path: "cac:CommodityClassification/cbc:ItemClassificationCode", attributes: { listID: "BT-158-1", listVersionID: "BT-158-2" } },
              { term: "BT-159", path: "cac:OriginCountry/cbc:IdentificationCode" },
            ],
            groups: [
              {
                group: "BG-32",
                repeats: true,
                path: "cac:AdditionalItemProperty",
                fields: [
                  { term: "BT-160", path: "cbc:Name" },
                  { term: "BT-161", path: "cbc:Value" },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

// ------------------------------------------------------------------ CII binding (EN 16931-3-3)

const AGREEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement";
const DELIVERY = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeDelivery";
const SETTLEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement";

const ciiAddress = (group: string, [line1, line2, line3, city, postcode, subdivision, country]: readonly string[], path = "ram:PostalTradeAddress"): GroupDef => ({
  group,
  path,
  fields: [
    { term: line1!, path: "ram:LineOne" },
    { term: line2!, path: "ram:LineTwo" },
    { term: line3!, path: "ram:LineThree" },
    { term: city!, path: "ram:CityName" },
    { term: postcode!, path: "ram:PostcodeCode" },
    { term: subdivision!, path: "ram:CountrySubDivisionName" },
    { term: country!, path: "ram:CountryID" },
  ],
});

const ciiContact = (group: string, [name, phone, email]: readonly string[]): GroupDef => ({
  group,
  path: "ram:DefinedTradeContact",
  fields: [
    { term: name!, path: "ram:PersonName" },
    { term: phone!, path: "ram:TelephoneUniversalCommunication/ram:CompleteNumber" },
    { term: email!, path: "ram:EmailURIUniversalCommunication/ram:URIID" },
  ],
});

/** A party's identifiers: ram:ID (no scheme) and ram:GlobalID (with one), one term; the scheme list stays aligned with the identifiers. */
const ciiPartyIds = (term: string, path = ""): FieldDef[] => [
  { term, path: `${path}ram:ID`, attributes: { schemeID: `${term}-1` } },
  { term, path: `${path}ram:GlobalID`, attributes: { schemeID: `${term}-1` } },
];

function ciiAllowanceCharge(group: string, charge: boolean, [amount, base, percent, reason, code]: readonly string[], tax?: readonly [string, string]): GroupDef {
  return {
    group,
    repeats: true,
    path: "ram:SpecifiedTradeAllowanceCharge",
    where: (el) => ciiChargeIndicator(el) === charge,
    fields: [
      { term: amount!, path: "ram:ActualAmount", kind: "decimal" },
      { term: base!, path: "ram:BasisAmount", kind: "decimal" },
      { term: percent!, path: "ram:CalculationPercent", kind: "decimal" },
      ...(tax
        ? [
            { term: tax[0], path: "ram:CategoryTradeTax/ram:CategoryCode" },
            { term: tax[1], path: "ram:CategoryTradeTax/ram:RateApplicablePercent", kind: "decimal" as const },
          ]
        : []),
      { term: reason!, path: "ram:Reason" },
      { term: code!, path: "ram:ReasonCode" },
    ],
  };
}

/** A header document reference's type: 50 is the tender or lot (BT-17), 130 the invoiced object (BT-18), any other a supporting document (BG-24). */
const headerReferenceOf = (node: XMLElement): string => ciiDocumentType(node.parent);

export function ciiBinding(): GroupDef {
  return {
    path: ".",
    fields: [
      { term: "BT-1", path: "rsm:ExchangedDocument/ram:ID" },
      { term: "BT-2", path: "rsm:ExchangedDocument/ram:IssueDateTime", kind: "date" },
      { term: "BT-3", path: "rsm:ExchangedDocument/ram:TypeCode" },
      { term: "BT-5", path: `${SETTLEMENT}/ram:InvoiceCurrencyCode` },
      { term: "BT-6", path: `${SETTLEMENT}/ram:TaxCurrencyCode` },
      // CII states the tax point per VAT breakdown; the model has it once for the invoice.
      { term: "BT-7", path: `${SETTLEMENT}/ram:ApplicableTradeTax/ram:TaxPointDate`, kind: "date", once: true },
      { term: "BT-8", path: `${SETTLEMENT}/ram:ApplicableTradeTax/ram:DueDateTypeCode`, once: true },
      { term: "BT-9", path: `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime`, kind: "date", once: true },
      { term: "BT-10", path: `${AGREEMENT}/ram:BuyerReference` },
      { term: "BT-11", path: `${AGREEMENT}/ram:SpecifiedProcuringProject/ram:ID` },
      { term: "BT-12", path: `${AGREEMENT}/ram:ContractReferencedDocument/ram:IssuerAssignedID` },
      { term: "BT-13", path: `${AGREEMENT}/ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID` },
      { term: "BT-14", path: `${AGREEMENT}/ram:SellerOrderReferencedDocument/ram:IssuerAssignedID` },
      { term: "BT-15", path: `${DELIVERY}/ram:ReceivingAdviceReferencedDocument/ram:IssuerAssignedID` },
      { term: "BT-16", path: `${DELIVERY}/ram:DespatchAdviceReferencedDocument/ram:IssuerAssignedID` },
      { term: "BT-17", path: `${AGREEMENT}/ram:AdditionalReferencedDocument/ram:IssuerAssignedID`, where: (id) => headerReferenceOf(id) === "50" },
      { term: "BT-18", path: `${AGREEMENT}/ram:AdditionalReferencedDocument/ram:IssuerAssignedID`, where: (id) => headerReferenceOf(id) === "130" },
      { term: "BT-18-1", path: `${AGREEMENT}/ram:AdditionalReferencedDocument/ram:ReferenceTypeCode`, where: (code) => headerReferenceOf(code) === "130" },
      { term: "BT-19", path: `${SETTLEMENT}/ram:ReceivableSpecifiedTradeAccountingAccount/ram:ID` },
      { term: "BT-20", path: `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:Description` },
      { term: "BT-23", path: "rsm:ExchangedDocumentContext/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID" },
      { term: "BT-24", path: "rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID" },
      { term: "BT-83", path: `${SETTLEMENT}/ram:PaymentReference` },
      { term: "BT-89", path: `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID`, once: true },
      { term: "BT-90", path: `${SETTLEMENT}/ram:CreditorReferenceID` },
      { term: "BT-91", path: `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayerPartyDebtorFinancialAccount/ram:IBANID`, once: true },
      { term: "BT-110", path: `${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount`, kind: "decimal", where: (el, doc) => !isAccountingCurrencyTotal(el, doc) },
      { term: "BT-111", path: `${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount`, kind: "decimal", where: isAccountingCurrencyTotal },
    ],
    groups: [
      {
        group: "BG-1",
        repeats: true,
        path: "rsm:ExchangedDocument/ram:IncludedNote",
        fields: [
          { term: "BT-21", path: "ram:SubjectCode" },
          { term: "BT-22", path: "ram:Content" },
        ],
      },
      {
        group: "BG-3",
        repeats: true,
        path: `${SETTLEMENT}/ram:InvoiceReferencedDocument`,
        fields: [
          { term: "BT-25", path: "ram:IssuerAssignedID" },
          { term: "BT-26", path: "ram:FormattedIssueDateTime", kind: "date" },
        ],
      },
      {
        group: "BG-4",
        path: `${AGREEMENT}/ram:SellerTradeParty`,
        fields: [
          { term: "BT-27", path: "ram:Name" },
          { term: "BT-28", path: "ram:SpecifiedLegalOrganization/ram:TradingBusinessName" },
          ...ciiPartyIds("BT-29"),
          { term: "BT-30", path: "ram:SpecifiedLegalOrganization/ram:ID", attributes: { schemeID: "BT-30-1" } },
          { term: "BT-31", path: "ram:SpecifiedTaxRegistration/ram:ID", where: (id) => ciiTaxScheme(id) === "VA" },
          { term: "BT-32", path: "ram:SpecifiedTaxRegistration/ram:ID", where: (id) => ciiTaxScheme(id) === "FC" },
          { term: "BT-33", path: "ram:Description" },
          { term: "BT-34", path: "ram:URIUniversalCommunication/ram:URIID", attributes: { schemeID: "BT-34-1" } },
        ],
        groups: [ciiAddress("BG-5", ["BT-35", "BT-36", "BT-162", "BT-37", "BT-38", "BT-39", "BT-40"]), ciiContact("BG-6", ["BT-41", "BT-42", "BT-43"])],
      },
      {
        group: "BG-7",
        path: `${AGREEMENT}/ram:BuyerTradeParty`,
        fields: [
          { term: "BT-44", path: "ram:Name" },
          { term: "BT-45", path: "ram:SpecifiedLegalOrganization/ram:TradingBusinessName" },
          ...ciiPartyIds("BT-46"),
          { term: "BT-47", path: "ram:SpecifiedLegalOrganization/ram:ID", attributes: { schemeID: "BT-47-1" } },
          { term: "BT-48", path: "ram:SpecifiedTaxRegistration/ram:ID", where: (id) => ciiTaxScheme(id) === "VA" },
          { term: "BT-49", path: "ram:URIUniversalCommunication/ram:URIID", attributes: { schemeID: "BT-49-1" } },
        ],
        groups: [ciiAddress("BG-8", ["BT-50", "BT-51", "BT-163", "BT-52", "BT-53", "BT-54", "BT-55"]), ciiContact("BG-9", ["BT-56", "BT-57", "BT-58"])],
      },
      {
        group: "BG-10",
        path: `${SETTLEMENT}/ram:PayeeTradeParty`,
        fields: [
          { term: "BT-59", path: "ram:Name" },
          ...ciiPartyIds("BT-60"),
          { term: "BT-61", path: "ram:SpecifiedLegalOrganization/ram:ID", attributes: { schemeID: "BT-61-1" } },
        ],
      },
      {
        group: "BG-11",
        path: `${AGREEMENT}/ram:SellerTaxRepresentativeTradeParty`,
        fields: [
          { term: "BT-62", path: "ram:Name" },
          { term: "BT-63", path: "ram:SpecifiedTaxRegistration/ram:ID", where: (id) => ciiTaxScheme(id) === "VA" },
        ],
        groups: [ciiAddress("BG-12", ["BT-64", "BT-65", "BT-164", "BT-66", "BT-67", "BT-68", "BT-69"])],
      },
      {
        group: "BG-13",
        path: DELIVERY,
        fields: [
          { term: "BT-70", path: "ram:ShipToTradeParty/ram:Name" },
          ...ciiPartyIds("BT-71", "ram:ShipToTradeParty/"),
          { term: "BT-72", path: "ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime", kind: "date" },
        ],
        groups: [ciiAddress("BG-15", ["BT-75", "BT-76", "BT-165", "BT-77", "BT-78", "BT-79", "BT-80"], "ram:ShipToTradeParty/ram:PostalTradeAddress")],
      },
      {
        group: "BG-14",
        path: `${SETTLEMENT}/ram:BillingSpecifiedPeriod`,
        fields: [
          { term: "BT-73", path: "ram:StartDateTime", kind: "date" },
          { term: "BT-74", path: "ram:EndDateTime", kind: "date" },
        ],
      },
      {
        group: "BG-16",
        repeats: true,
        path: `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`,
        fields: [
          { term: "BT-81", path: "ram:TypeCode" },
          { term: "BT-82", path: "ram:Information" },
        ],
      },
      {
        group: "BG-17",
        repeats: true,
        path: `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:PayeePartyCreditorFinancialAccount`,
        fields: [
          { term: "BT-84", path: "ram:IBANID" },
          { term: "BT-84", path: "ram:ProprietaryID" },
          { term: "BT-85", path: "ram:AccountName" },
          // The account's bank stands beside the account, in the same payment means.
          { term: "BT-86", path: "../ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID" },
        ],
      },
      {
        group: "BG-18",
        path: `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans/ram:ApplicableTradeSettlementFinancialCard`,
        fields: [
          { term: "BT-87", path: "ram:ID", once: true },
          { term: "BT-88", path: "ram:CardholderName", once: true },
        ],
      },
      ciiAllowanceCharge("BG-20", false, ["BT-92", "BT-93", "BT-94", "BT-97", "BT-98"], ["BT-95", "BT-96"]),
      ciiAllowanceCharge("BG-21", true, ["BT-99", "BT-100", "BT-101", "BT-104", "BT-105"], ["BT-102", "BT-103"]),
      {
        group: "BG-22",
        path: `${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`,
        fields: [
          { term: "BT-106", path: "ram:LineTotalAmount", kind: "decimal" },
          { term: "BT-107", path: "ram:AllowanceTotalAmount", kind: "decimal" },
          { term: "BT-108", path: "ram:ChargeTotalAmount", kind: "decimal" },
          { term: "BT-109", path: "ram:TaxBasisTotalAmount", kind: "decimal" },
          { term: "BT-112", path: "ram:GrandTotalAmount", kind: "decimal" },
          { term: "BT-113", path: "ram:TotalPrepaidAmount", kind: "decimal" },
          { term: "BT-114", path: "ram:RoundingAmount", kind: "decimal" },
          { term: "BT-115", path: "ram:DuePayableAmount", kind: "decimal" },
        ],
      },
      {
        group: "BG-23",
        repeats: true,
        path: `${SETTLEMENT}/ram:ApplicableTradeTax`,
        fields: [
          { term: "BT-116", path: "ram:BasisAmount", kind: "decimal" },
          { term: "BT-117", path: "ram:CalculatedAmount", kind: "decimal" },
          { term: "BT-118", path: "ram:CategoryCode" },
          { term: "BT-119", path: "ram:RateApplicablePercent", kind: "decimal" },
          { term: "BT-120", path: "ram:ExemptionReason" },
          { term: "BT-121", path: "ram:ExemptionReasonCode" },
        ],
      },
      {
        group: "BG-24",
        repeats: true,
        path: `${AGREEMENT}/ram:AdditionalReferencedDocument`,
        where: (el) => ciiDocumentType(el) !== "50" && ciiDocumentType(el) !== "130",
        fields: [
          { term: "BT-122", path: "ram:IssuerAssignedID" },
          { term: "BT-123", path: "ram:Name" },
          { term: "BT-124", path: "ram:URIID" },
          { term: "BT-125", path: "ram:AttachmentBinaryObject", kind: "binary", attributes: { mimeCode: "BT-125-1", filename: "BT-125-2" } },
        ],
      },
      {
        group: "BG-25",
        repeats: true,
        path: "rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem",
        fields: [
          { term: "BT-126", path: "ram:AssociatedDocumentLineDocument/ram:LineID" },
          { term: "BT-127", path: "ram:AssociatedDocumentLineDocument/ram:IncludedNote/ram:Content" },
          { term: "BT-128", path: "ram:SpecifiedLineTradeSettlement/ram:AdditionalReferencedDocument/ram:IssuerAssignedID" },
          { term: "BT-128-1", path: "ram:SpecifiedLineTradeSettlement/ram:AdditionalReferencedDocument/ram:ReferenceTypeCode" },
          { term: "BT-129", path: "ram:SpecifiedLineTradeDelivery/ram:BilledQuantity", kind: "decimal", attributes: { unitCode: "BT-130" } },
          { term: "BT-131", path: "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount", kind: "decimal" },
          { term: "BT-132", path: "ram:SpecifiedLineTradeAgreement/ram:BuyerOrderReferencedDocument/ram:LineID" },
          { term: "BT-133", path: "ram:SpecifiedLineTradeSettlement/ram:ReceivableSpecifiedTradeAccountingAccount/ram:ID" },
        ],
        groups: [
          {
            group: "BG-26",
            path: "ram:SpecifiedLineTradeSettlement/ram:BillingSpecifiedPeriod",
            fields: [
              { term: "BT-134", path: "ram:StartDateTime", kind: "date" },
              { term: "BT-135", path: "ram:EndDateTime", kind: "date" },
            ],
          },
          { ...ciiAllowanceCharge("BG-27", false, ["BT-136", "BT-137", "BT-138", "BT-139", "BT-140"]), path: "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge" },
          { ...ciiAllowanceCharge("BG-28", true, ["BT-141", "BT-142", "BT-143", "BT-144", "BT-145"]), path: "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge" },
          {
            group: "BG-29",
            path: "ram:SpecifiedLineTradeAgreement",
            fields: [
              { term: "BT-146", path: "ram:NetPriceProductTradePrice/ram:ChargeAmount", kind: "decimal" },
              { term: "BT-147", path: "ram:GrossPriceProductTradePrice/ram:AppliedTradeAllowanceCharge/ram:ActualAmount", kind: "decimal" },
              { term: "BT-148", path: "ram:GrossPriceProductTradePrice/ram:ChargeAmount", kind: "decimal" },
              { term: "BT-149", path: "ram:NetPriceProductTradePrice/ram:BasisQuantity", kind: "decimal", attributes: { unitCode: "BT-150" } },
            ],
          },
          {
            group: "BG-30",
            path: "ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax",
            fields: [
              { term: "BT-151", path: "ram:CategoryCode" },
              { term: "BT-152", path: "ram:RateApplicablePercent", kind: "decimal" },
            ],
          },
          {
            group: "BG-31",
            path: "ram:SpecifiedTradeProduct",
            fields: [
              { term: "BT-153", path: "ram:Name" },
              { term: "BT-154", path: "ram:Description" },
              { term: "BT-155", path: "ram:SellerAssignedID" },
              { term: "BT-156", path: "ram:BuyerAssignedID" },
              { term: "BT-157", path: "ram:GlobalID", attributes: { schemeID: "BT-157-1" } },
              { term: "BT-158", path: "ram:DesignatedProductClassification/ram:ClassCode", attributes: { listID: "BT-158-1", listVersionID: "BT-158-2" } },
              { term: "BT-159", path: "ram:OriginTradeCountry/ram:ID" },
            ],
            groups: [
              {
                group: "BG-32",
                repeats: true,
                path: "ram:ApplicableProductCharacteristic",
                fields: [
                  { term: "BT-160", path: "ram:Description" },
                  { term: "BT-161", path: "ram:Value" },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

// ------------------------------------------------------------------ extraction

const BINDINGS = { Invoice: ublBinding("Invoice"), CreditNote: ublBinding("CreditNote"), CrossIndustryInvoice: ciiBinding() };

/**
 * The business terms of a document read into a tree. One visit of each
 * group's elements, each field a path of fixed length from there: linear in
 * the document.
 */
export function extractFromTree(root: XMLElement): Extraction {
  let syntax: Extraction["syntax"];
  let binding: GroupDef;
  let reader: PathReader;
  if (root.ns === UBL_NAMESPACES.ubl && root.local === "Invoice") [syntax, binding, reader] = ["ubl", BINDINGS.Invoice, ubl];
  else if (root.ns === UBL_NAMESPACES.cn && root.local === "CreditNote") [syntax, binding, reader] = ["ubl", BINDINGS.CreditNote, ubl];
  else if (root.ns === CII_NAMESPACES.rsm && root.local === "CrossIndustryInvoice") [syntax, binding, reader] = ["cii", BINDINGS.CrossIndustryInvoice, cii];
  else throw new Error(`not an EN 16931 invoice: {${root.ns}}${root.local}`);

  const doc: DocumentContext =
    syntax === "ubl"
      ? { documentCurrency: (reader.first(root, "cbc:DocumentCurrencyCode") ?? "").trim(), taxCurrency: (reader.first(root, "cbc:TaxCurrencyCode") ?? "").trim() }
      : { documentCurrency: (reader.first(root, `${SETTLEMENT}/ram:InvoiceCurrencyCode`) ?? "").trim(), taxCurrency: (reader.first(root, `${SETTLEMENT}/ram:TaxCurrencyCode`) ?? "").trim() };

  const terms = new Map<string, string[]>();
  // Attribute terms hold a place ("") for each identifier without one, so BT-29-1's i-th value is BT-29's i-th scheme.
  const attributeKeys = new Set<string>();
  const add = (key: string, value: string, once: boolean | undefined) => {
    let values = terms.get(key);
    if (!values) terms.set(key, (values = []));
    if (once && values.includes(value)) return;
    values.push(value);
  };

  const visit = (el: XMLElement, group: GroupDef, prefix: string): void => {
    for (const field of group.fields) {
      for (const node of reader(el, field.path) as XMLNode[]) {
        if (field.where && (node.kind !== "element" || !field.where(node, doc))) continue;
        let value = normalise(stringValue(node), field.kind);
        if (field.transform) value = field.transform(value);
        if (value === "") continue;
        add(prefix + field.term, value, field.once);
        for (const [attribute, term] of Object.entries(field.attributes ?? {})) {
          attributeKeys.add(prefix + term);
          add(prefix + term, collapse(attributeValue(node, attribute) ?? ""), false);
        }
      }
    }
    for (const sub of group.groups ?? []) {
      let index = 0;
      for (const child of reader.elements(el, sub.path)) {
        if (sub.where && !sub.where(child, doc)) continue;
        index++;
        visit(child, sub, sub.repeats ? `${prefix}${sub.group}[${index}]/` : prefix);
      }
    }
  };
  visit(root, binding, "");

  const out: BusinessTerms = {};
  for (const [key, values] of terms) {
    if (values.length === 0) continue;
    if (attributeKeys.has(key) && values.every((v) => v === "")) continue;
    out[key] = values;
  }
  return { syntax, document: root.local, terms: out };
}

/** Limits for reading the official invoices: some carry attachments of several megabytes. */
const READ_LIMITS = { maxLength: 64 * 1024 * 1024, maxDepth: 64 };

export function extractBusinessTerms(xml: string): Extraction {
  return extractFromTree(readXMLTree(xml, READ_LIMITS));
}

/** The term a key names, without its groups: "BG-25[2]/BT-129" → "BT-129". */
export const termOf = (key: string): string => key.slice(key.lastIndexOf("/") + 1);

/** A key with its repetition indexes dropped, to count the same term across groups: "BG-25[2]/BG-27[1]/BT-136" → "BG-25/BG-27/BT-136". */
export const termPattern = (key: string): string => key.replace(/\[\d+\]/g, "");
