/** IncludedSupplyChainTradeLineItem: one per invoice line (BG-25). */
import { isoCountryOf } from "../../../engine/index.ts";
import type { XMLNode } from "../xml.ts";
import { dateTime } from "../xml.ts";
import { ADDITIONAL_DOCUMENT, uneceUnit } from "../codes.ts";
import { allowanceCharges } from "./allowance-charge.ts";
import { taxCategory } from "./tax.ts";
import { ext, optional, twoDecimals, type JSONObject } from "./json.ts";

/**
 * The product (BG-31): standard ID (BT-157), seller's ID (BT-155), buyer's ID
 * (BT-156), name, description, classification (BT-158) and origin
 * (BT-159). gobl.cii writes neither the seller's ID nor the origin, though it
 * reads both.
 */
function product(item: JSONObject): XMLNode {
  let globalID: XMLNode | undefined;
  let buyerID: string | undefined;
  let classification: XMLNode | undefined;
  for (const identity of (item.identities ?? []) as JSONObject[]) {
    const scheme = ext(identity, "iso-scheme-id");
    if (scheme) globalID = { "@_schemeID": scheme, "#text": identity.code ?? "" };
    else if (identity.label) classification = { "ram:ClassCode": { "@_listID": identity.label, "#text": identity.code ?? "" } };
    else buyerID ??= identity.code ?? "";
  }
  return {
    "ram:GlobalID": globalID,
    "ram:SellerAssignedID": optional(item.ref),
    "ram:BuyerAssignedID": buyerID,
    "ram:Name": item.name ?? "",
    "ram:Description": optional(item.description),
    "ram:DesignatedProductClassification": classification,
    "ram:OriginTradeCountry": item.origin ? { "ram:ID": isoCountryOf(item.origin) } : undefined,
  };
}

/** Line references and price: order line (BT-132), object identifier (BT-128) and net price (BT-146). */
function agreement(line: JSONObject): XMLNode {
  const identifier = line.identifier as JSONObject | undefined;
  const referenceCode = ext(identifier, "untdid-reference");
  return {
    "ram:BuyerOrderReferencedDocument": line.order ? { "ram:LineID": line.order } : undefined,
    "ram:AdditionalReferencedDocument": identifier
      ? {
          "ram:IssuerAssignedID": identifier.code ?? "",
          "ram:TypeCode": ADDITIONAL_DOCUMENT.invoicedObject,
          "ram:ReferenceTypeCode": identifier.ext?.["untdid-reference"] !== undefined ? referenceCode : undefined,
        }
      : undefined,
    "ram:NetPriceProductTradePrice": { "ram:ChargeAmount": line.item?.price ?? "" },
  };
}

function settlement(line: JSONObject): XMLNode {
  return {
    "ram:ApplicableTradeTax": ((line.taxes ?? []) as JSONObject[]).map(taxCategory),
    "ram:BillingSpecifiedPeriod": line.period
      ? { "ram:StartDateTime": dateTime(line.period.start), "ram:EndDateTime": dateTime(line.period.end) }
      : undefined,
    "ram:SpecifiedTradeAllowanceCharge": allowanceCharges(line, "line"),
    "ram:SpecifiedTradeSettlementLineMonetarySummation": { "ram:LineTotalAmount": twoDecimals(line.total) },
    "ram:ReceivableSpecifiedTradeAccountingAccount": line.cost ? { "ram:ID": line.cost } : undefined,
  };
}

function lineNotes(line: JSONObject): XMLNode[] {
  return ((line.notes ?? []) as JSONObject[]).map((note) => ({
    "ram:Content": optional(note.text),
    "ram:SubjectCode": optional(note.key),
  }));
}

/** A line; `id` is its identifier (BT-126) when the document kept the sender's, else GOBL's number is. */
export function lineItem(line: JSONObject, id?: string): XMLNode {
  const item = (line.item ?? {}) as JSONObject;
  return {
    "ram:AssociatedDocumentLineDocument": { "ram:LineID": id ?? String(line.i ?? ""), "ram:IncludedNote": lineNotes(line) },
    "ram:SpecifiedTradeProduct": product(item),
    "ram:SpecifiedLineTradeAgreement": agreement(line),
    "ram:SpecifiedLineTradeDelivery": {
      // The unit code is always written, empty when the item has no unit.
      "ram:BilledQuantity": { "@_unitCode": uneceUnit(item.unit), "#text": line.quantity ?? "" },
    },
    "ram:SpecifiedLineTradeSettlement": settlement(line),
  };
}
