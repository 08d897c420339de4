/** ApplicableHeaderTradeDelivery: ship-to party and location (BG-13, BT-71), delivery date (BT-72), despatch and receiving advice. */
import type { XMLNode } from "../xml.ts";
import { dateTime } from "../xml.ts";
import { deliveryParty } from "./party.ts";
import { ext, first, optional, type JSONObject } from "./json.ts";

/** The prepayment invoice document type (UNTDID 1001), for which gobl.cii adds no ZUGFeRD ship-to party. */
const PREPAYMENT_INVOICE_TYPE = "386";

export function headerDelivery(invoice: JSONObject): XMLNode {
  const delivery = invoice.delivery as JSONObject | undefined;
  const ordering = invoice.ordering as JSONObject | undefined;
  let receiver: XMLNode | undefined;
  if (delivery) {
    if (delivery.receiver) receiver = deliveryParty(delivery.receiver);
    const location = first(delivery.identities as JSONObject[] | undefined);
    if (location) {
      receiver ??= {};
      const id = { "@_schemeID": optional(location.label), "#text": location.code ?? "" };
      // With a scheme the location is a global ID, written before the name.
      receiver = location.label ? { "ram:GlobalID": id, ...receiver } : { "ram:ID": id, ...receiver };
    }
  } else if ((invoice.$addons ?? []).includes("de-zugferd-v2") && ext(invoice.tax, "untdid-document-type") !== PREPAYMENT_INVOICE_TYPE) {
    // ZUGFeRD wants a ship-to party (BR-FX-EN-04): the customer's name and address.
    const customer = invoice.customer as JSONObject | undefined;
    if (customer && (customer.addresses ?? []).length > 0) receiver = deliveryParty(customer);
  }
  return {
    "ram:ShipToTradeParty": receiver,
    "ram:ActualDeliverySupplyChainEvent": delivery?.date ? { "ram:OccurrenceDateTime": dateTime(delivery.date) } : undefined,
    "ram:DespatchAdviceReferencedDocument": first(ordering?.despatch as JSONObject[] | undefined)
      ? { "ram:IssuerAssignedID": optional(ordering!.despatch[0].code) }
      : undefined,
    "ram:ReceivingAdviceReferencedDocument": first(ordering?.receiving as JSONObject[] | undefined)
      ? { "ram:IssuerAssignedID": optional(ordering!.receiving[0].code) }
      : undefined,
  };
}
