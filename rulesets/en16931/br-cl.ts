/**
 * BR-CL: the code lists business terms take their codes from. A code is
 * checked as the official rules check it: its text (or attribute) with
 * whitespace normalised must be one of the list's codes exactly; an absent
 * attribute counts as the empty text, which no list holds.
 */
import { attributeValue, hasAncestor, normalizeSpace, stringLength, stringValue, type RuleBinding, type RuleDef, type XMLNode } from "../../engine/index.ts";
import { isCbc, UBL_NAMESPACES } from "../common/syntax.ts";
import {
  EAS,
  ISO_3166_CII,
  ISO_3166_UBL,
  ISO_4217,
  ISO_6523_ICD,
  MIME_CODES,
  SEPA_SCHEME,
  UNCL_4461,
  UNCL_5189,
  UNCL_5305,
  UNCL_7161,
  UNECE_REC_20_21,
  UNTDID_1001_CII,
  UNTDID_1001_CREDIT_NOTE,
  UNTDID_1001_INVOICE,
  UNTDID_1153,
  UNTDID_2005_SUBSET,
  UNTDID_2475_SUBSET,
  UNTDID_4451_CII,
  UNTDID_4451_UBL,
  UNTDID_7143,
  VATEX,
} from "./code-lists.ts";
import { ciiCodes, ublCodes } from "./contexts-codes.ts";
import { ublModel } from "./contexts.ts";

/** Whether a text, whitespace normalised, is a code of the list. */
const inList = (list: ReadonlySet<string>, text: string | undefined): boolean => list.has(normalizeSpace(text));

/** A binding that checks the node's own text against a list. */
const textIn = (context: RuleBinding["context"], list: ReadonlySet<string>): RuleBinding => ({ context, test: (n) => inList(list, stringValue(n)) });

/** A binding that checks one of the node's attributes against a list. */
const attributeIn = (context: RuleBinding["context"], local: string, list: ReadonlySet<string>): RuleBinding => ({ context, test: (n) => inList(list, attributeValue(n, local)) });

/** VAT exemption reason codes are looked up upper-cased (the text itself may not hold a space). */
const exemptionCodeIn = (context: RuleBinding["context"]): RuleBinding => ({
  context,
  test: (n) => {
    const text = stringValue(n);
    return !normalizeSpace(text).includes(" ") && VATEX.has(normalizeSpace(text.toUpperCase()));
  },
});

/** The UBL note subject list as the space-separated text BR-CL-08 searches (in the official order). */
const UBL_NOTE_SUBJECTS = ` ${[...UNTDID_4451_UBL].join(" ")} `;

/**
 * UBL's BR-CL-08: a note that has a subject code, written between the first
 * two '#' of its text, with three characters, must have one the list holds.
 * The official rule searches the three characters as a substring of the
 * space-separated list, so that is done here too.
 */
function ublNoteSubject(n: XMLNode): boolean {
  const text = stringValue(n);
  const first = text.indexOf("#");
  if (first < 0) return true;
  const rest = text.slice(first + 1);
  const second = rest.indexOf("#");
  const code = second < 0 ? "" : rest.slice(0, second);
  if (stringLength(code) !== 3) return true;
  return UBL_NOTE_SUBJECTS.includes(code);
}

/** Whether a node sits in the Seller (AccountingSupplierParty) or the Payee (PayeeParty). */
function inSellerOrPayee(n: XMLNode): boolean {
  return hasAncestor(n, UBL_NAMESPACES.cac, "AccountingSupplierParty") || hasAncestor(n, UBL_NAMESPACES.cac, "PayeeParty");
}

export const brClRules: RuleDef[] = [
  {
    id: "BR-CL-01",
    flag: "fatal",
    terms: ["BT-3"],
    description: "BR-CL-01: the Invoice type code (BT-3) must be a UNTDID 1001 code for invoices (an Invoice) or for credit notes (a CreditNote).",
    bindings: {
      ubl: {
        context: ublCodes.typeCode,
        test: (n) => {
          if (isCbc(n, "InvoiceTypeCode")) return inList(UNTDID_1001_INVOICE, stringValue(n));
          return isCbc(n, "CreditNoteTypeCode") && inList(UNTDID_1001_CREDIT_NOTE, stringValue(n));
        },
      },
      cii: textIn(ciiCodes.documentTypeCode, UNTDID_1001_CII),
    },
  },
  {
    id: "BR-CL-03",
    flag: "fatal",
    terms: ["BT-5", "BT-6"],
    description: "BR-CL-03: the currency of an amount (its currencyID) must be an ISO 4217 alpha-3 code.",
    bindings: {
      ubl: attributeIn(ublCodes.amount, "currencyID", ISO_4217),
      cii: attributeIn(ciiCodes.taxTotalAmount, "currencyID", ISO_4217),
    },
  },
  {
    id: "BR-CL-04",
    flag: "fatal",
    terms: ["BT-5"],
    description: "BR-CL-04: the Invoice currency code (BT-5) must be an ISO 4217 alpha-3 code.",
    bindings: {
      ubl: textIn(ublCodes.documentCurrencyCode, ISO_4217),
      cii: textIn(ciiCodes.invoiceCurrencyCode, ISO_4217),
    },
  },
  {
    id: "BR-CL-05",
    flag: "fatal",
    terms: ["BT-6"],
    description: "BR-CL-05: the VAT accounting currency code (BT-6) must be an ISO 4217 alpha-3 code.",
    bindings: {
      ubl: textIn(ublCodes.taxCurrencyCode, ISO_4217),
      cii: textIn(ciiCodes.taxCurrencyCode, ISO_4217),
    },
  },
  {
    id: "BR-CL-06",
    flag: "fatal",
    terms: ["BT-8"],
    description: "BR-CL-06: the Value added tax point date code (BT-8) must be one of the codes allowed from UNTDID 2005 (UBL) or UNTDID 2475 (CII).",
    bindings: {
      ubl: textIn(ublCodes.periodDescriptionCode, UNTDID_2005_SUBSET),
      cii: textIn(ciiCodes.dueDateTypeCode, UNTDID_2475_SUBSET),
    },
  },
  {
    id: "BR-CL-07",
    flag: "fatal",
    terms: ["BT-18-1"],
    description: "BR-CL-07: the scheme of the Invoiced object identifier (BT-18-1) must be a UNTDID 1153 code.",
    bindings: {
      ubl: attributeIn(ublCodes.invoicedObjectId, "schemeID", UNTDID_1153),
      cii: textIn(ciiCodes.referenceTypeCode, UNTDID_1153),
    },
  },
  {
    id: "BR-CL-08",
    flag: "fatal",
    terms: ["BT-21"],
    description: "BR-CL-08: the Invoice note subject code (BT-21) must be a UNTDID 4451 code.",
    bindings: {
      ubl: { context: ublModel.documentNote, test: ublNoteSubject },
      cii: textIn(ciiCodes.subjectCode, UNTDID_4451_CII),
    },
  },
  {
    id: "BR-CL-10",
    flag: "fatal",
    terms: ["BT-29-1", "BT-46-1", "BT-60-1"],
    description: "BR-CL-10: the scheme of a party identifier (BT-29-1, BT-46-1, BT-60-1) must be an ISO 6523 ICD code (in UBL, SEPA too for the Seller's or the Payee's).",
    bindings: {
      ubl: {
        context: ublCodes.partyIdentifier,
        test: (n) => {
          const scheme = attributeValue(n, "schemeID");
          return inList(ISO_6523_ICD, scheme) || (normalizeSpace(scheme) === SEPA_SCHEME && inSellerOrPayee(n));
        },
      },
      cii: attributeIn(ciiCodes.partyGlobalId, "schemeID", ISO_6523_ICD),
    },
  },
  {
    id: "BR-CL-11",
    flag: "fatal",
    terms: ["BT-30-1", "BT-47-1", "BT-61-1"],
    description: "BR-CL-11: the scheme of a legal registration identifier (BT-30-1, BT-47-1, BT-61-1) must be an ISO 6523 ICD code.",
    bindings: {
      ubl: attributeIn(ublCodes.legalRegistrationId, "schemeID", ISO_6523_ICD),
      cii: attributeIn(ciiCodes.schemedId, "schemeID", ISO_6523_ICD),
    },
  },
  {
    id: "BR-CL-13",
    flag: "fatal",
    terms: ["BT-158-1"],
    description: "BR-CL-13: the scheme of an Item classification identifier (BT-158-1) must be a UNTDID 7143 code.",
    bindings: {
      ubl: attributeIn(ublCodes.itemClassificationCode, "listID", UNTDID_7143),
      cii: attributeIn(ciiCodes.classCode, "listID", UNTDID_7143),
    },
  },
  {
    id: "BR-CL-14",
    flag: "fatal",
    terms: ["BT-40", "BT-55", "BT-69", "BT-80"],
    description: "BR-CL-14: a country code (BT-40, BT-55, BT-69, BT-80) must be an ISO 3166-1 alpha-2 code.",
    bindings: {
      ubl: textIn(ublCodes.countryCode, ISO_3166_UBL),
      cii: textIn(ciiCodes.countryId, ISO_3166_CII),
    },
  },
  {
    id: "BR-CL-15",
    flag: "fatal",
    terms: ["BT-159"],
    description: "BR-CL-15: the Item country of origin (BT-159) must be an ISO 3166-1 alpha-2 code.",
    bindings: {
      ubl: textIn(ublCodes.originCountryCode, ISO_3166_UBL),
      cii: textIn(ciiCodes.originCountryId, ISO_3166_CII),
    },
  },
  {
    id: "BR-CL-16",
    flag: "fatal",
    terms: ["BT-81"],
    description: "BR-CL-16: the Payment means type code (BT-81) must be a UNCL 4461 code.",
    bindings: {
      ubl: textIn(ublCodes.paymentMeansCode, UNCL_4461),
      cii: textIn(ciiCodes.paymentMeansTypeCode, UNCL_4461),
    },
  },
  {
    id: "BR-CL-17",
    flag: "fatal",
    terms: ["BT-95", "BT-102", "BT-118"],
    description: "BR-CL-17: a VAT category code of a tax category (BT-95, BT-102, BT-118) must be a UNCL 5305 code.",
    bindings: {
      ubl: textIn(ublCodes.taxCategoryId, UNCL_5305),
      cii: textIn(ciiCodes.categoryTradeTaxCode, UNCL_5305),
    },
  },
  {
    id: "BR-CL-18",
    flag: "fatal",
    terms: ["BT-151"],
    description: "BR-CL-18: the Invoiced item VAT category code (BT-151) must be a UNCL 5305 code.",
    bindings: {
      ubl: textIn(ublCodes.classifiedTaxCategoryId, UNCL_5305),
      cii: textIn(ciiCodes.applicableTradeTaxCode, UNCL_5305),
    },
  },
  {
    id: "BR-CL-19",
    flag: "fatal",
    terms: ["BT-98", "BT-140"],
    description: "BR-CL-19: an allowance reason code (BT-98, BT-140) must be a UNCL 5189 code.",
    bindings: {
      ubl: textIn(ublCodes.allowanceReasonCode, UNCL_5189),
      cii: textIn(ciiCodes.allowanceReasonCode, UNCL_5189),
    },
  },
  {
    id: "BR-CL-20",
    flag: "fatal",
    terms: ["BT-105", "BT-145"],
    description: "BR-CL-20: a charge reason code (BT-105, BT-145) must be a UNCL 7161 code.",
    bindings: {
      ubl: textIn(ublCodes.chargeReasonCode, UNCL_7161),
      cii: textIn(ciiCodes.chargeReasonCode, UNCL_7161),
    },
  },
  {
    id: "BR-CL-21",
    flag: "fatal",
    terms: ["BT-157-1"],
    description: "BR-CL-21: the scheme of the Item standard identifier (BT-157-1) must be an ISO 6523 ICD code.",
    bindings: {
      ubl: attributeIn(ublCodes.standardItemId, "schemeID", ISO_6523_ICD),
      cii: attributeIn(ciiCodes.productGlobalId, "schemeID", ISO_6523_ICD),
    },
  },
  {
    id: "BR-CL-22",
    flag: "fatal",
    terms: ["BT-121"],
    description: "BR-CL-22: the VAT exemption reason code (BT-121) must be a CEF VATEX code.",
    bindings: {
      ubl: exemptionCodeIn(ublCodes.taxExemptionReasonCode),
      cii: exemptionCodeIn(ciiCodes.exemptionReasonCode),
    },
  },
  {
    id: "BR-CL-23",
    flag: "fatal",
    terms: ["BT-130", "BT-150"],
    description: "BR-CL-23: a unit of measure code (BT-130, BT-150) must be a UN/ECE Recommendation 20 (with Recommendation 21) code.",
    bindings: {
      ubl: attributeIn(ublCodes.quantityUnit, "unitCode", UNECE_REC_20_21),
      cii: attributeIn(ciiCodes.quantityUnit, "unitCode", UNECE_REC_20_21),
    },
  },
  {
    id: "BR-CL-24",
    flag: "fatal",
    terms: ["BT-125-1"],
    description: "BR-CL-24: the MIME code of an attached document (BT-125-1) must be one of the allowed media types, written exactly.",
    bindings: {
      ubl: { context: ublCodes.attachmentMimeCode, test: (n) => MIME_CODES.has(attributeValue(n, "mimeCode") ?? "") },
      cii: { context: ciiCodes.attachmentMimeCode, test: (n) => MIME_CODES.has(attributeValue(n, "mimeCode") ?? "") },
    },
  },
  {
    id: "BR-CL-25",
    flag: "fatal",
    terms: ["BT-34-1", "BT-49-1"],
    description: "BR-CL-25: the scheme of an electronic address (BT-34-1, BT-49-1) must be a CEF EAS code.",
    bindings: {
      ubl: attributeIn(ublCodes.endpointId, "schemeID", EAS),
      cii: attributeIn(ciiCodes.uriId, "schemeID", EAS),
    },
  },
  {
    id: "BR-CL-26",
    flag: "fatal",
    terms: ["BT-71-1"],
    description: "BR-CL-26: the scheme of the Deliver to location identifier (BT-71-1) must be an ISO 6523 ICD code.",
    bindings: {
      ubl: attributeIn(ublCodes.deliveryLocationId, "schemeID", ISO_6523_ICD),
      cii: attributeIn(ciiCodes.deliverToGlobalId, "schemeID", ISO_6523_ICD),
    },
  },
];
