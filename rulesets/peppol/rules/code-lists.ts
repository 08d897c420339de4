/**
 * PEPPOL-EN16931-CL*, P* and F001: Peppol's code lists (MIME codes,
 * allowance and charge reasons, period descriptions, currencies, electronic
 * address schemes), the document type codes of the billing profile, the VAT
 * category each exemption reason code requires, and the form of dates.
 */
import { attributeValue, context, isDate, isElement, normalizeSpace, stringLength, stringValue, type RuleDef, type XMLNode } from "../../../engine/index.ts";
import { CII_NAMESPACES, isCac, isCbc, isRam, ubl, UBL_AMOUNTS, UBL_NAMESPACES } from "../../common/syntax.ts";
import {
  ALLOWANCE_REASON_CODES,
  CHARGE_REASON_CODES,
  CURRENCY_CODES,
  ENDPOINT_SCHEMES,
  EXEMPTION_CATEGORY,
  MIME_CODES,
  PERIOD_DESCRIPTION_CODES,
  PROFILE_01_CII_TYPES,
  PROFILE_01_CREDIT_NOTE_TYPES,
  PROFILE_01_INVOICE_TYPES,
} from "../code-lists.ts";
import { CII_PATTERN, ciiShared, ciiValues, UBL_PATTERN, ublShared, ublValues } from "../contexts.ts";

const inList = (list: ReadonlySet<string>, value: string | undefined): boolean => value !== undefined && list.has(value);
/** The element's own text, normalised (what normalize-space(text()) reads). */
const ownText = (n: XMLNode): string => normalizeSpace(n.kind === "element" ? n.text : n.value);

const UBL_DATES = ["IssueDate", "DueDate", "TaxPointDate", "StartDate", "EndDate", "ActualDeliveryDate"];

/** A reason code of an allowance (indicator false) or a charge (indicator true), as the indicator is written. */
const ublReasonOf = (indicator: string) => (n: XMLNode) => isCbc(n, "AllowanceChargeReasonCode") && isCac(n.parent, "AllowanceCharge") && ublShared(n.parent, "cbc:ChargeIndicator").includes(indicator);
const ciiReasonOf = (indicator: string) => (n: XMLNode) =>
  isRam(n, "ReasonCode") && isRam(n.parent, "SpecifiedTradeAllowanceCharge") && normalizeSpace(ciiShared(n.parent, "ram:ChargeIndicator/udt:Indicator")[0]) === indicator;

/** Contexts of the UBL code list pattern (peppol-ubl-13), with their official order. */
const ublCodes = {
  mime: context(UBL_PATTERN.codes, 1, ["EmbeddedDocumentBinaryObject"], (n) => isCbc(n, "EmbeddedDocumentBinaryObject") && attributeValue(n, "mimeCode") !== undefined),
  allowanceReason: context(UBL_PATTERN.codes, 2, ["AllowanceChargeReasonCode"], ublReasonOf("false")),
  chargeReason: context(UBL_PATTERN.codes, 3, ["AllowanceChargeReasonCode"], ublReasonOf("true")),
  periodDescription: context(UBL_PATTERN.codes, 4, ["DescriptionCode"], (n) => isCbc(n, "DescriptionCode") && isCac(n.parent, "InvoicePeriod")),
  amount: context(UBL_PATTERN.codes, 5, UBL_AMOUNTS, (n) => n.kind === "element" && n.ns === UBL_NAMESPACES.cbc),
  invoiceType: context(UBL_PATTERN.codes, 6, ["InvoiceTypeCode"], (n) => isCbc(n, "InvoiceTypeCode")),
  creditNoteType: context(UBL_PATTERN.codes, 7, ["CreditNoteTypeCode"], (n) => isCbc(n, "CreditNoteTypeCode")),
  date: context(UBL_PATTERN.codes, 8, UBL_DATES, (n) => n.kind === "element" && n.ns === UBL_NAMESPACES.cbc),
  endpoint: context(UBL_PATTERN.codes, 9, ["EndpointID"], (n) => isCbc(n, "EndpointID") && attributeValue(n, "schemeID") !== undefined),
  /** Per exemption reason code, the tax categories stating it (orders 10 … 17). */
  exemption: new Map(
    [...EXEMPTION_CATEGORY.keys()].map((code, i) => [
      code,
      context(UBL_PATTERN.codes, 10 + i, ["TaxCategory"], (n) => isCac(n, "TaxCategory") && (ubl.first(n, "cbc:TaxExemptionReasonCode") ?? "").toUpperCase() === code),
    ]),
  ),
};

/** Contexts of the CII code list pattern (peppol-cii-7), with their official order. */
const ciiCodes = {
  mime: context(CII_PATTERN.codes, 1, ["AttachmentBinaryObject"], (n) => isRam(n, "AttachmentBinaryObject") && attributeValue(n, "mimeCode") !== undefined),
  allowanceReason: context(CII_PATTERN.codes, 2, ["ReasonCode"], ciiReasonOf("false")),
  chargeReason: context(CII_PATTERN.codes, 3, ["ReasonCode"], ciiReasonOf("true")),
  taxTotal: context(CII_PATTERN.codes, 4, ["TaxTotalAmount"], (n) => isRam(n, "TaxTotalAmount") && attributeValue(n, "currencyID") !== undefined),
  // The official context names ExchangedDocument in the ram namespace, where CII has none: it selects nothing in a CII invoice.
  documentType: context(CII_PATTERN.codes, 5, ["TypeCode"], (n) => isRam(n, "TypeCode") && isRam(n.parent, "ExchangedDocument")),
  date: context(CII_PATTERN.codes, 6, ["DateTimeString"], (n) => isElement(n, CII_NAMESPACES.udt, "DateTimeString")),
  endpoint: context(
    CII_PATTERN.codes,
    7,
    ["URIID"],
    (n) => isRam(n, "URIID") && isRam(n.parent, "URIUniversalCommunication") && (isRam(n.parent.parent, "BuyerTradeParty") || isRam(n.parent.parent, "SellerTradeParty")),
  ),
};

const CII_DATE = /^20[0-9]{6}$/;

export const codeListRules: RuleDef[] = [
  {
    id: "PEPPOL-EN16931-CL001",
    flag: "fatal",
    terms: ["BT-125"],
    description: "PEPPOL-EN16931-CL001: an attached document's MIME code (BT-125) must be one of Peppol's subset of IANA media types.",
    bindings: {
      ubl: { context: ublCodes.mime, test: (n) => inList(MIME_CODES, attributeValue(n, "mimeCode")) },
      cii: { context: ciiCodes.mime, test: (n) => inList(MIME_CODES, attributeValue(n, "mimeCode")) },
    },
  },
  {
    id: "PEPPOL-EN16931-CL002",
    flag: "fatal",
    terms: ["BT-98", "BT-140"],
    description: "PEPPOL-EN16931-CL002: an allowance reason code (BT-98, BT-140) must be from Peppol's subset of UNCL 5189.",
    bindings: {
      ubl: { context: ublCodes.allowanceReason, test: (n) => ALLOWANCE_REASON_CODES.has(ownText(n)) },
      cii: { context: ciiCodes.allowanceReason, test: (n) => ALLOWANCE_REASON_CODES.has(ownText(n)) },
    },
  },
  {
    id: "PEPPOL-EN16931-CL003",
    flag: "fatal",
    terms: ["BT-105", "BT-145"],
    description: "PEPPOL-EN16931-CL003: a charge reason code (BT-105, BT-145) must be from UNCL 7161.",
    bindings: {
      ubl: { context: ublCodes.chargeReason, test: (n) => CHARGE_REASON_CODES.has(ownText(n)) },
      cii: { context: ciiCodes.chargeReason, test: (n) => CHARGE_REASON_CODES.has(ownText(n)) },
    },
  },
  {
    id: "PEPPOL-EN16931-CL006",
    flag: "fatal",
    terms: ["BT-8"],
    description: "PEPPOL-EN16931-CL006: an invoice period description code (BT-8) must be from Peppol's subset of UNCL 2005 (UBL).",
    bindings: { ubl: { context: ublCodes.periodDescription, test: (n) => PERIOD_DESCRIPTION_CODES.has(ownText(n)) } },
  },
  {
    id: "PEPPOL-EN16931-CL007",
    flag: "fatal",
    terms: ["BT-5", "BT-6"],
    description: "PEPPOL-EN16931-CL007: every amount's currency code must be from ISO 4217.",
    bindings: {
      ubl: { context: ublCodes.amount, test: (n) => inList(CURRENCY_CODES, attributeValue(n, "currencyID")) },
      cii: { context: ciiCodes.taxTotal, test: (n) => inList(CURRENCY_CODES, attributeValue(n, "currencyID")) },
    },
  },
  {
    id: "PEPPOL-EN16931-P0100",
    flag: "fatal",
    terms: ["BT-3", "BT-23"],
    description: "PEPPOL-EN16931-P0100: in the billing process 01 (BT-23), the invoice type code (BT-3) must be one the profile allows.",
    bindings: {
      ubl: { context: ublCodes.invoiceType, test: (n) => ublValues(n).profile !== "01" || PROFILE_01_INVOICE_TYPES.has(ownText(n)) },
      cii: { context: ciiCodes.documentType, test: (n) => ciiValues(n).profile !== "01" || PROFILE_01_CII_TYPES.has(ownText(n)) },
    },
  },
  {
    id: "PEPPOL-EN16931-P0112",
    flag: "fatal",
    terms: ["BT-3"],
    description: "PEPPOL-EN16931-P0112: the invoice type codes 326 and 384 (BT-3) may only be used when seller and buyer are both German.",
    bindings: {
      ubl: {
        context: ublCodes.invoiceType,
        test: (n) => {
          const code = normalizeSpace(stringValue(n));
          if (code !== "326" && code !== "384") return true;
          const v = ublValues(n);
          return v.supplierIsDE && v.customerIsDE;
        },
      },
    },
  },
  {
    id: "PEPPOL-EN16931-P0101",
    flag: "fatal",
    terms: ["BT-3", "BT-23"],
    description: "PEPPOL-EN16931-P0101: in the billing process 01 (BT-23), the credit note type code (BT-3) must be one the profile allows.",
    bindings: { ubl: { context: ublCodes.creditNoteType, test: (n) => ublValues(n).profile !== "01" || PROFILE_01_CREDIT_NOTE_TYPES.has(ownText(n)) } },
  },
  {
    id: "PEPPOL-EN16931-F001",
    flag: "fatal",
    terms: ["BT-2", "BT-7", "BT-9", "BT-72", "BT-73", "BT-74", "BT-134", "BT-135"],
    description: "PEPPOL-EN16931-F001: a date must be written YYYY-MM-DD in UBL, and YYYYMMDD (format 102, in this century) in CII.",
    bindings: {
      ubl: { context: ublCodes.date, test: (n) => n.kind === "element" && stringLength(n.text) === 10 && isDate(stringValue(n)) },
      cii: {
        context: ciiCodes.date,
        test: (n) => n.kind === "element" && normalizeSpace(attributeValue(n, "format")) === "102" && stringLength(n.text) === 8 && CII_DATE.test(normalizeSpace(n.text)),
      },
    },
  },
  {
    id: "PEPPOL-EN16931-CL008",
    flag: "fatal",
    terms: ["BT-34", "BT-49"],
    description: "PEPPOL-EN16931-CL008: an electronic address's scheme (BT-34, BT-49) must be from the Electronic Address Identifier Scheme list.",
    bindings: {
      ubl: { context: ublCodes.endpoint, test: (n) => inList(ENDPOINT_SCHEMES, attributeValue(n, "schemeID")) },
      cii: { context: ciiCodes.endpoint, test: (n) => inList(ENDPOINT_SCHEMES, attributeValue(n, "schemeID")) },
    },
  },
  ...[...EXEMPTION_CATEGORY].map(
    ([code, { rule, category }]): RuleDef => ({
      id: rule,
      flag: "fatal",
      terms: ["BT-121", "BT-118", "BT-151"],
      description: `${rule}: a VAT breakdown whose exemption reason code (BT-121) is ${code} must have the VAT category ${category} (BT-118).`,
      bindings: { ubl: { context: ublCodes.exemption.get(code)!, test: (n) => normalizeSpace(ubl.first(n, "cbc:ID")) === category } },
    }),
  ),
];
