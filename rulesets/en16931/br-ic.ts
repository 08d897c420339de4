/**
 * BR-IC: the rules of VAT category K, "Intra-community supply": the common
 * shape (vat-category.ts), where the Seller's and the Buyer's VAT identifiers
 * are needed, the rate and tax amount are 0 and an exemption reason is
 * required; and two rules of its own: such an invoice states when (BR-IC-11)
 * and where (BR-IC-12) the goods were delivered.
 */
import { normalizeSpace, perDocumentAnd, stringLength, type RuleDef, type XMLNode } from "../../engine/index.ts";
import { cii, ubl } from "../common/syntax.ts";
import { ciiModel, hasUblVatScheme, ublModel } from "./contexts.ts";
import { ublDocumentOf, vatCategoryRules } from "./vat-category.ts";

/** Whether the document's UBL VAT breakdown has an ID K (space-normalised, VAT scheme). */
const hasUblBreakdownK = (node: XMLNode): boolean =>
  ublDocumentOf(node).breakdown.some((category) => hasUblVatScheme(category) && ubl.values(category, "cbc:ID").some((id) => normalizeSpace(id) === "K"));

/** XPath's string-length() of what a path selects from the document element (several nodes make the official call fail: undefined). */
const lengthAt = (node: XMLNode, path: string): number | undefined => {
  const values = ubl.values(ublDocumentOf(node).root, path);
  return values.length > 1 ? undefined : stringLength(values[0]);
};

/** Whether the CII document's header delivery has something at a path (read once per document). */
const inHeaderDelivery = perDocumentAnd((root, path: string): boolean => cii.exists(root, `/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeDelivery/${path}`));

export const brIcRules: RuleDef[] = [
  ...vatCategoryRules({
    family: "BR-IC",
    code: "K",
    name: "Intra-community supply",
    exemption: "required",
    ubl: {
      contexts: ublModel.vatK,
      presence: { kind: "exactlyOne" },
      parties: { seller: "vat", buyer: "vat" },
      rate: "decimalZero",
      taxable: { kind: "exact" },
      tax: "zero",
    },
    cii: {
      contexts: ciiModel.vatK,
      presence: "exactlyOne",
      parties: { sellerSchemes: ["VA"], sellerAnywhere: true, buyer: "vat" },
      rate: "zero",
      taxable: "tolerance",
      tax: "zero",
    },
  }),
  {
    id: "BR-IC-11",
    flag: "fatal",
    terms: ["BG-23", "BT-118", "BT-72", "BG-14"],
    description: 'BR-IC-11: an Invoice with a VAT breakdown (BG-23) of category "Intra-community supply" (K) must give the Actual delivery date (BT-72) or the Invoicing period (BG-14).',
    bindings: {
      ubl: {
        context: ublModel.document,
        test: (node) => {
          if (!hasUblBreakdownK(node)) return true;
          const date = lengthAt(node, "cac:Delivery/cbc:ActualDeliveryDate");
          if (date === undefined) return false;
          return date > 1 || ubl.exists(ublDocumentOf(node).root, "cac:InvoicePeriod/*");
        },
      },
      cii: {
        context: ciiModel.vatK.breakdown,
        // The breakdown's CategoryCode: its settlement's BillingSpecifiedPeriod is two steps up.
        test: (node) =>
          inHeaderDelivery(node, "ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString") ||
          cii.exists(node, "../../ram:BillingSpecifiedPeriod/ram:StartDateTime") ||
          cii.exists(node, "../../ram:BillingSpecifiedPeriod/ram:EndDateTime"),
      },
    },
  },
  {
    id: "BR-IC-12",
    flag: "fatal",
    terms: ["BG-23", "BT-118", "BT-80"],
    description: 'BR-IC-12: an Invoice with a VAT breakdown (BG-23) of category "Intra-community supply" (K) must give the Deliver to country code (BT-80).',
    bindings: {
      ubl: {
        context: ublModel.document,
        test: (node) => {
          if (!hasUblBreakdownK(node)) return true;
          const country = lengthAt(node, "cac:Delivery/cac:DeliveryLocation/cac:Address/cac:Country/cbc:IdentificationCode");
          return country !== undefined && country > 1;
        },
      },
      cii: { context: ciiModel.vatK.breakdown, test: (node) => inHeaderDelivery(node, "ram:ShipToTradeParty/ram:PostalTradeAddress/ram:CountryID") },
    },
  },
];
