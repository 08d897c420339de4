/** IncludedSupplyChainTradeLineItem: one per invoice line (BG-25). */
import { isoCountryOf } from "../../../engine/index.ts";
import type { XMLNode } from "../xml.ts";
import { dateTime } from "../xml.ts";
import { ADDITIONAL_DOCUMENT, uneceUnit } from "../codes.ts";
import { allowanceCharges } from "./allowance-charge.ts";
import { priceDiscount, type StatedPrice } from "../../common/kept-terms.ts";
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
  // Every classification (BT-158 is 0..n), in the identities' order: gobl.cii writes the last alone.
  const classifications: XMLNode[] = [];
  for (const identity of (item.identities ?? []) as JSONObject[]) {
    const scheme = ext(identity, "iso-scheme-id");
    if (scheme) globalID = { "@_schemeID": scheme, "#text": identity.code ?? "" };
    else if (identity.label) classifications.push({ "ram:ClassCode": { "@_listID": identity.label, "#text": identity.code ?? "" } });
    else buyerID ??= identity.code ?? "";
  }
  return {
    "ram:GlobalID": globalID,
    "ram:SellerAssignedID": optional(item.ref),
    "ram:BuyerAssignedID": buyerID,
    "ram:Name": item.name ?? "",
    "ram:Description": optional(item.description),
    // The item attributes (BG-32): GOBL's item meta, name and value.
    "ram:ApplicableProductCharacteristic": Object.entries((item.meta ?? {}) as Record<string, unknown>).map(([key, value]) => ({ "ram:Description": key, "ram:Value": String(value) })),
    "ram:DesignatedProductClassification": classifications.length > 0 ? classifications : undefined,
    "ram:OriginTradeCountry": item.origin ? { "ram:ID": isoCountryOf(item.origin) } : undefined,
  };
}

/** The base quantity (BT-149) as stated, its unit (BT-150) only when stated (none is made up: an absent unit is the line's). */
function basisQuantity(stated: StatedPrice): XMLNode | undefined {
  if (stated.base === undefined) return undefined;
  return stated.unit !== undefined ? { "@_unitCode": stated.unit, "#text": stated.base } : { "#text": stated.base };
}

/** The gross price (BT-148) with its discount (BT-147), when the price as stated has one. */
function grossPrice(stated: StatedPrice | undefined): XMLNode | undefined {
  if (stated?.gross === undefined) return undefined;
  const discount = priceDiscount(stated);
  return {
    "ram:ChargeAmount": stated.gross,
    "ram:BasisQuantity": stated.base !== undefined ? basisQuantity(stated) : undefined,
    "ram:AppliedTradeAllowanceCharge":
      stated.discount !== undefined && discount !== undefined ? { "ram:ChargeIndicator": { "udt:Indicator": "false" }, "ram:ActualAmount": discount } : undefined,
  };
}

/**
 * Line references and price: order line (BT-132) and the price, net (BT-146)
 * and gross (BT-148), as stated (`stated`, see keptLinePrices) or the unit
 * price alone.
 */
function agreement(line: JSONObject, stated: StatedPrice | undefined): XMLNode {
  return {
    "ram:BuyerOrderReferencedDocument": line.order ? { "ram:LineID": line.order } : undefined,
    "ram:GrossPriceProductTradePrice": grossPrice(stated),
    "ram:NetPriceProductTradePrice": stated
      ? {
          "ram:ChargeAmount": stated.price,
          "ram:BasisQuantity": stated.base !== undefined ? basisQuantity(stated) : undefined,
        }
      : { "ram:ChargeAmount": line.item?.price ?? "" },
  };
}

/** The invoiced object identifier (BT-128) with its scheme (BT-128-1), in the line's settlement, where EN 16931 binds it. */
function objectIdentifier(line: JSONObject): XMLNode | undefined {
  const identifier = line.identifier as JSONObject | undefined;
  if (!identifier) return undefined;
  return {
    "ram:IssuerAssignedID": identifier.code ?? "",
    "ram:TypeCode": ADDITIONAL_DOCUMENT.invoicedObject,
    "ram:ReferenceTypeCode": identifier.ext?.["untdid-reference"] !== undefined ? ext(identifier, "untdid-reference") : undefined,
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
    "ram:AdditionalReferencedDocument": objectIdentifier(line),
    "ram:ReceivableSpecifiedTradeAccountingAccount": line.cost ? { "ram:ID": line.cost } : undefined,
  };
}

function lineNotes(line: JSONObject): XMLNode[] {
  return ((line.notes ?? []) as JSONObject[]).map((note) => ({
    "ram:Content": optional(note.text),
    "ram:SubjectCode": optional(note.key),
  }));
}

/** A line; `id` is its identifier (BT-126) when the document kept the sender's, else GOBL's number is; `price` its price as stated, when kept. */
export function lineItem(line: JSONObject, id?: string, price?: StatedPrice): XMLNode {
  const item = (line.item ?? {}) as JSONObject;
  return {
    "ram:AssociatedDocumentLineDocument": { "ram:LineID": id ?? String(line.i ?? ""), "ram:IncludedNote": lineNotes(line) },
    "ram:SpecifiedTradeProduct": product(item),
    "ram:SpecifiedLineTradeAgreement": agreement(line, price),
    "ram:SpecifiedLineTradeDelivery": {
      // The unit code is always written, empty when the item has no unit.
      "ram:BilledQuantity": { "@_unitCode": uneceUnit(item.unit), "#text": line.quantity ?? "" },
    },
    "ram:SpecifiedLineTradeSettlement": settlement(line),
  };
}
