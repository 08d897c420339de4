/**
 * BR-DEX: the rules of XRechnung's extension (documents whose BT-24 claims
 * it): more attachment types, the DiGA identifier schemes, sub invoice lines
 * (BG-DEX-01) and third party payments (BG-DEX-09), for UBL and CII.
 */
import { attributeValue, BigNumber, decimalOf, hasAncestor, normalizeSpace, perDocument, roundHalfUp, type PathReader, type RuleDef, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { UBL_NAMESPACES, cii, ubl } from "../common/syntax.ts";
import { nonBlank } from "./checks.ts";
import { EAS_EXTENSION_SCHEMES, EXTENSION_MIME_CODES, ICD_EXTENSION_SCHEMES } from "./codes.ts";
import { ciiContexts as C, ublContexts as U } from "./contexts.ts";

/** Whether the (normalized) scheme identifier of the node is in the list. */
const schemeIn = (codes: ReadonlySet<string>) => (node: XMLNode): boolean => codes.has(normalizeSpace(attributeValue(node, "schemeID")));

/**
 * The xs:decimal of the single node a path selects from `from`: undefined
 * when there is none (an empty sequence), null when there are several or the
 * text is no decimal (the official evaluation fails there; the rule is taken
 * not to hold).
 */
function singleDecimal(read: PathReader, from: XMLNode, path: string): BigNumber | undefined | null {
  const values = read.values(from, path);
  if (values.length === 0) return undefined;
  if (values.length > 1) return null;
  return decimalOf(values[0]) ?? null;
}

/** Whether a UBL line's net amount (BT-131) equals the sum of its direct sub lines' net amounts. */
function subLinesAddUp(line: XMLElement): boolean {
  const own = singleDecimal(ubl, line, "cbc:LineExtensionAmount");
  if (!own) return false;
  let sum = new BigNumber(0);
  for (const sub of ubl.elements(line, "cac:SubInvoiceLine")) {
    const amount = singleDecimal(ubl, sub, "cbc:LineExtensionAmount");
    if (amount === null) return false;
    if (amount) sum = sum.plus(amount);
  }
  return own.eq(sum);
}

/** A decimal term of BR-DEX-09 that defaults to 0 when absent; null when it cannot be read. */
function optionalDecimal(node: XMLNode, path: string): BigNumber | null {
  const value = singleDecimal(ubl, node, path);
  return value === undefined ? new BigNumber(0) : value;
}

/** Whether the attachment's MIME code is one the extension admits (none is not). */
const hasMimeCode = (node: XMLNode): boolean => {
  const code = attributeValue(node, "mimeCode");
  return code !== undefined && EXTENSION_MIME_CODES.has(code);
};

/** Whether the CII document has a parent line identifier anywhere (read once per document). */
const usesParentLines = perDocument((root) => cii.exists(root, "//ram:ParentLineID"));

const toCents = (value: BigNumber): BigNumber => roundHalfUp(value.times(100), 0);

export const brDexRules: RuleDef[] = [
  {
    id: "BR-DEX-01",
    flag: "fatal",
    terms: ["BT-125"],
    description: "BR-DEX-01: an attached document (BT-125) must have an admitted MIME code; the extension also admits application/xml.",
    bindings: {
      ubl: { context: U.extAttachment, test: (n) => hasMimeCode(n) },
      cii: { context: C.extAttachment, test: (n) => hasMimeCode(n) },
    },
  },
  {
    id: "BR-DEX-02",
    flag: "warning",
    terms: ["BT-131", "BG-25", "BG-DEX-01"],
    description:
      "BR-DEX-02: the net amount (BT-131) of an invoice line (BG-25) or sub invoice line (BG-DEX-01) that has sub invoice lines should equal the sum of the net amounts of its direct sub invoice lines.",
    bindings: {
      ubl: {
        context: U.extInvoice,
        test: (n) =>
          ubl.elements(n, "cac:InvoiceLine").every((line) => !ubl.exists(line, "cac:SubInvoiceLine") || subLinesAddUp(line)) &&
          ubl.elements(n, "//cac:SubInvoiceLine").every((sub) => !ubl.exists(sub, "cac:SubInvoiceLine") || subLinesAddUp(sub)),
      },
    },
  },
  {
    id: "BR-DEX-03",
    flag: "fatal",
    terms: ["BG-DEX-01", "BG-DEX-06"],
    description: "BR-DEX-03: a sub invoice line (BG-DEX-01) must have exactly one VAT information group (BG-DEX-06).",
    bindings: {
      ubl: {
        context: U.extInvoice,
        test: (n) => ubl.elements(n, "//cac:SubInvoiceLine/cac:Item").every((item) => ubl.elements(item, "cac:ClassifiedTaxCategory").length === 1),
      },
    },
  },
  {
    id: "BR-DEX-04",
    flag: "fatal",
    terms: ["BT-29", "BT-46", "BT-60", "BT-90"],
    description:
      "BR-DEX-04: the scheme of a party identifier (BT-29, BT-46, BT-60) must be an ISO 6523 ICD code or a DiGA code (XR01-XR03); in UBL, SEPA is admitted for the seller's and the payee's (BT-90).",
    bindings: {
      ubl: {
        context: U.extPartyId,
        test: (n) =>
          schemeIn(ICD_EXTENSION_SCHEMES)(n) ||
          (normalizeSpace(attributeValue(n, "schemeID")) === "SEPA" && (hasAncestor(n, UBL_NAMESPACES.cac, "AccountingSupplierParty") || hasAncestor(n, UBL_NAMESPACES.cac, "PayeeParty"))),
      },
      cii: { context: C.extGlobalId, test: schemeIn(ICD_EXTENSION_SCHEMES) },
    },
  },
  {
    id: "BR-DEX-05",
    flag: "fatal",
    terms: ["BT-30", "BT-47", "BT-61"],
    description: "BR-DEX-05: the scheme of a legal registration identifier (BT-30, BT-47, BT-61) must be an ISO 6523 ICD code or a DiGA code (XR01-XR03).",
    bindings: {
      ubl: { context: U.extLegalId, test: schemeIn(ICD_EXTENSION_SCHEMES) },
      cii: { context: C.extId, test: schemeIn(ICD_EXTENSION_SCHEMES) },
    },
  },
  {
    id: "BR-DEX-06",
    flag: "fatal",
    terms: ["BT-157"],
    description: "BR-DEX-06: the scheme of an item standard identifier (BT-157) must be an ISO 6523 ICD code or a DiGA code (XR01-XR03).",
    bindings: {
      ubl: { context: U.extItemId, test: schemeIn(ICD_EXTENSION_SCHEMES) },
      cii: { context: C.extItemId, test: schemeIn(ICD_EXTENSION_SCHEMES) },
    },
  },
  {
    id: "BR-DEX-07",
    flag: "fatal",
    terms: ["BT-34", "BT-49"],
    description: "BR-DEX-07: the scheme of an electronic address (BT-34, BT-49) must be a CEF EAS code or a DiGA code (XR01-XR03).",
    bindings: {
      ubl: { context: U.extEndpoint, test: schemeIn(EAS_EXTENSION_SCHEMES) },
      cii: { context: C.extEndpoint, test: schemeIn(EAS_EXTENSION_SCHEMES) },
    },
  },
  {
    id: "BR-DEX-08",
    flag: "fatal",
    terms: ["BT-71"],
    description: "BR-DEX-08: the scheme of a delivery location identifier (BT-71) must be an ISO 6523 ICD code or a DiGA code (XR01-XR03).",
    bindings: {
      ubl: { context: U.extDeliveryLocation, test: schemeIn(ICD_EXTENSION_SCHEMES) },
      cii: { context: C.extDeliveryLocation, test: schemeIn(ICD_EXTENSION_SCHEMES) },
    },
  },
  {
    id: "BR-DEX-09",
    flag: "fatal",
    terms: ["BT-115", "BT-112", "BT-113", "BT-114", "BT-DEX-002"],
    description:
      "BR-DEX-09: the amount due for payment (BT-115) less the rounding amount (BT-114) must equal, to the cent, the invoice total with VAT (BT-112) less the paid amount (BT-113) plus the third party payment amounts (BT-DEX-002).",
    bindings: {
      ubl: {
        context: U.extTotals,
        test: (n) => {
          const payable = singleDecimal(ubl, n, "cbc:PayableAmount");
          const withVat = singleDecimal(ubl, n, "cbc:TaxInclusiveAmount");
          const prepaid = optionalDecimal(n, "cbc:PrepaidAmount");
          const rounding = optionalDecimal(n, "cbc:PayableRoundingAmount");
          if (!payable || !withVat || !prepaid || !rounding) return false;
          let thirdParty = new BigNumber(0);
          if (nonBlank(ubl, n, "../cac:PrepaidPayment/cbc:PaidAmount")) {
            for (const payment of ubl.elements(n, "../cac:PrepaidPayment")) {
              const paid = singleDecimal(ubl, payment, "cbc:PaidAmount");
              if (paid === null) return false;
              if (paid) thirdParty = thirdParty.plus(paid);
            }
          }
          return toCents(payable.minus(rounding)).eq(toCents(withVat.minus(prepaid).plus(thirdParty)));
        },
      },
    },
  },
  {
    id: "BR-DEX-10",
    flag: "fatal",
    terms: ["BG-DEX-09", "BT-DEX-001"],
    description: "BR-DEX-10: a third party payment (BG-DEX-09) must give its type (BT-DEX-001).",
    bindings: { ubl: { context: U.extPrepaid, test: (n) => nonBlank(ubl, n, "cbc:ID") } },
  },
  {
    id: "BR-DEX-11",
    flag: "fatal",
    terms: ["BG-DEX-09", "BT-DEX-002"],
    description: "BR-DEX-11: a third party payment (BG-DEX-09) must give its amount (BT-DEX-002).",
    bindings: { ubl: { context: U.extPrepaid, test: (n) => nonBlank(ubl, n, "cbc:PaidAmount") } },
  },
  {
    id: "BR-DEX-12",
    flag: "fatal",
    terms: ["BG-DEX-09", "BT-DEX-003"],
    description: "BR-DEX-12: a third party payment (BG-DEX-09) must give its description (BT-DEX-003).",
    bindings: { ubl: { context: U.extPrepaid, test: (n) => nonBlank(ubl, n, "cbc:InstructionID") } },
  },
  {
    id: "BR-DEX-13",
    flag: "fatal",
    terms: ["BT-DEX-002"],
    description: "BR-DEX-13: the third party payment amount (BT-DEX-002) may have at most two decimals.",
    bindings: {
      ubl: {
        context: U.extPrepaid,
        test: (n) => {
          const amount = ubl.first(n, "cbc:PaidAmount") ?? "";
          const dot = amount.indexOf(".");
          return dot < 0 || [...amount.slice(dot + 1)].length <= 2;
        },
      },
    },
  },
  {
    id: "BR-DEX-14",
    flag: "fatal",
    terms: ["BT-DEX-002", "BT-5"],
    description: "BR-DEX-14: the currency of the third party payment amount (BT-DEX-002) must be the invoice currency (BT-5).",
    bindings: {
      ubl: {
        context: U.extPrepaid,
        test: (n) => {
          const currencies = ubl.values(n, "cbc:PaidAmount/@currencyID");
          const invoiceCurrency = ubl.values(n, "../cbc:DocumentCurrencyCode");
          return currencies.some((c) => invoiceCurrency.includes(c));
        },
      },
    },
  },
  {
    id: "BR-DEX-15",
    flag: "warning",
    terms: ["BG-DEX-01"],
    description: "BR-DEX-15: a CII invoice that uses parent line identifiers (sub invoice lines, BG-DEX-01) is not supported by XRechnung.",
    bindings: { cii: { context: C.extLineDocument, test: (n) => !usesParentLines(n) } },
  },
];
