/** ApplicableHeaderTradeAgreement: buyer reference, parties and the documents the invoice refers to. */
import type { XMLNode } from "../xml.ts";
import { ADDITIONAL_DOCUMENT, PROJECT_NAME_PLACEHOLDER } from "../codes.ts";
import type { CIIProfile } from "../profiles.ts";
import { taxRepresentative, tradeParty, type ChargedScheme } from "./party.ts";
import { first, optional, type JSONObject } from "./json.ts";

function issuerID(ref: JSONObject | undefined): XMLNode | undefined {
  return ref ? { "ram:IssuerAssignedID": optional(ref.code) } : undefined;
}

/** Tender references (BT-17), the invoiced object (BT-18) and attachments (BG-24), in that order. */
function additionalDocuments(invoice: JSONObject): XMLNode[] {
  const ordering = invoice.ordering as JSONObject | undefined;
  const out: XMLNode[] = [];
  for (const tender of (ordering?.tender ?? []) as JSONObject[]) {
    out.push({ "ram:IssuerAssignedID": optional(tender.code), "ram:TypeCode": ADDITIONAL_DOCUMENT.tender });
  }
  const invoiced = first(ordering?.identities as JSONObject[] | undefined);
  if (invoiced) out.push({ "ram:IssuerAssignedID": optional(invoiced.code), "ram:TypeCode": ADDITIONAL_DOCUMENT.invoicedObject });
  for (const attachment of (invoice.attachments ?? []) as JSONObject[]) {
    out.push({
      "ram:IssuerAssignedID": optional(attachment.code),
      "ram:URIID": optional(attachment.url),
      "ram:TypeCode": ADDITIONAL_DOCUMENT.attachment,
      "ram:Name": optional(attachment.description),
    });
  }
  return out;
}

/** VAT when the invoice charges it under its own regime: the scheme of that regime's tax IDs where the regime names none. */
function chargedScheme(invoice: JSONObject): ChargedScheme | undefined {
  const regime: string | undefined = invoice.$regime;
  const chargesVAT = ((invoice.totals?.taxes?.categories ?? []) as JSONObject[]).some((category) => category.code === "VAT");
  return regime && chargesVAT ? { country: regime, scheme: "VAT" } : undefined;
}

export function headerAgreement(invoice: JSONObject, profile: CIIProfile): XMLNode {
  const ordering = invoice.ordering as JSONObject | undefined;
  const charged = chargedScheme(invoice);
  // The seller's additional legal information (BT-33) is its registration's text.
  const legalInformation = (party: JSONObject): string | undefined => optional(party.registration?.other);
  let seller = invoice.supplier ? tradeParty(invoice.supplier, profile, charged, legalInformation(invoice.supplier), true) : undefined;
  let representative: XMLNode | undefined;
  // With an ordering seller, the supplier acts as its tax representative (CII-SR-282 to 291).
  if (ordering?.seller && seller) {
    representative = taxRepresentative(seller);
    seller = tradeParty(ordering.seller, profile, charged, legalInformation(ordering.seller), true);
  }
  const project = first(ordering?.projects as JSONObject[] | undefined);
  return {
    "ram:BuyerReference": optional(ordering?.code),
    "ram:SellerTradeParty": seller,
    "ram:BuyerTradeParty": invoice.customer ? tradeParty(invoice.customer, profile, charged) : undefined,
    "ram:SellerTaxRepresentativeTradeParty": representative,
    "ram:SellerOrderReferencedDocument": issuerID(first(ordering?.sales)),
    "ram:BuyerOrderReferencedDocument": issuerID(first(ordering?.purchases)),
    "ram:ContractReferencedDocument": issuerID(first(ordering?.contracts)),
    "ram:AdditionalReferencedDocument": additionalDocuments(invoice),
    "ram:SpecifiedProcuringProject": project
      ? { "ram:ID": project.code ?? "", "ram:Name": optional(project.description) ?? PROJECT_NAME_PLACEHOLDER }
      : undefined,
  };
}
