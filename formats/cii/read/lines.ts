/** IncludedSupplyChainTradeLineItem into GOBL invoice lines. */
import { isoCountryOf } from "../../../engine/index.ts";
import { pricePerUnit } from "../../common/xml-values.ts";
import { unitFromUNECE } from "../codes.ts";
import { attribute, child, children, path, text, textAt, type ParsedNode } from "../xml.ts";
import { allowancesAndCharges } from "./allowance-charge.ts";
import { taxCombo, type ExemptionCodes } from "./taxes.ts";
import { dateIn, decimal, FORMAT, put, type Out } from "./values.ts";

/**
 * The unit price: the net price divided by its base quantity (BT-149) when
 * there is one (see pricePerUnit); an empty base quantity is none, as
 * gobl.cii reads it. `where` names the line in refusals.
 */
function unitPrice(netPrice: ParsedNode | undefined, where: string): string {
  const price = decimal(textAt(netPrice, "ChargeAmount") ?? "", `ram:ChargeAmount of ${where}`);
  const baseText = textAt(netPrice, "BasisQuantity");
  if (!baseText) return price;
  const baseElement = `ram:BasisQuantity of ${where}`;
  return pricePerUnit(FORMAT, price, decimal(baseText, baseElement), baseElement);
}

/** A line meta key from a characteristic's description: lower case, dashes, only [a-z0-9-+]. */
export function metaKey(description: string): string {
  return description
    .toLowerCase()
    .replaceAll(" ", "-")
    .replace(/[^a-z0-9-+]/g, "")
    .replace(/^[-+]+|[-+]+$/g, "")
    .replace(/[-+]{2,}/g, "-");
}

function item(product: ParsedNode | undefined, price: string, unitCode: string | undefined): Out {
  const out: Out = { name: (textAt(product, "Name") ?? "").trim(), price };
  if (unitCode) out.unit = unitFromUNECE(unitCode);
  put(out, "ref", textAt(product, "SellerAssignedID"));
  const identities: Out[] = [];
  const buyerID = textAt(product, "BuyerAssignedID");
  if (buyerID !== undefined) identities.push({ code: buyerID });
  const globalID = child(product, "GlobalID");
  if (globalID) identities.push({ code: text(globalID), ext: { "iso-scheme-id": attribute(globalID, "schemeID") ?? "" } });
  const description = textAt(product, "Description");
  if (description !== undefined) put(out, "description", description.trim());
  const origin = textAt(product, "OriginTradeCountry", "ID");
  put(out, "origin", origin === undefined ? undefined : isoCountryOf(origin));
  const classCode = path(product, "DesignatedProductClassification", "ClassCode");
  if (classCode) {
    const identity: Out = { code: text(classCode) };
    put(identity, "label", attribute(classCode, "listID"));
    identities.push(identity);
  }
  put(out, "identities", identities);
  const characteristics = children(product, "ApplicableProductCharacteristic");
  if (characteristics.length > 0) {
    // Keys come from the XML: collected in a Map, then made own properties, so none can reach a prototype.
    const meta = new Map<string, string>();
    for (const characteristic of characteristics) meta.set(metaKey(textAt(characteristic, "Description") ?? ""), textAt(characteristic, "Value") ?? "");
    out.meta = Object.fromEntries(meta);
  }
  return out;
}

function line(node: ParsedNode, codes: ExemptionCodes, index: number): Out {
  const where = `line ${index + 1}`;
  const agreement = child(node, "SpecifiedLineTradeAgreement");
  const settlement = child(node, "SpecifiedLineTradeSettlement");
  const quantity = path(node, "SpecifiedLineTradeDelivery", "BilledQuantity");
  const out: Out = {
    quantity: quantity ? decimal(text(quantity) ?? "", `ram:BilledQuantity of ${where}`) : "1",
    item: item(child(node, "SpecifiedTradeProduct"), unitPrice(child(agreement, "NetPriceProductTradePrice"), where), attribute(quantity, "unitCode")),
  };
  put(out, "taxes", children(settlement, "ApplicableTradeTax").map((tax, position) => taxCombo(tax, codes, `ram:ApplicableTradeTax ${position + 1} of ${where}`)));
  const notes = children(child(node, "AssociatedDocumentLineDocument"), "IncludedNote").map((note) => {
    const n: Out = {};
    put(n, "text", textAt(note, "Content")?.trim());
    put(n, "key", textAt(note, "SubjectCode"));
    return n;
  });
  put(out, "notes", notes);
  const { charges, discounts } = allowancesAndCharges(settlement, codes, where);
  put(out, "charges", charges);
  put(out, "discounts", discounts);
  // BT-128: the invoiced object identifier (type 130), with its scheme.
  const reference = child(agreement, "AdditionalReferencedDocument");
  const referenceID = textAt(reference, "IssuerAssignedID");
  if (reference && textAt(reference, "TypeCode") === "130" && referenceID) {
    const identifier: Out = { code: referenceID };
    const scheme = textAt(reference, "ReferenceTypeCode");
    if (scheme !== undefined) identifier.ext = { "untdid-reference": scheme };
    out.identifier = identifier;
  }
  put(out, "order", textAt(agreement, "BuyerOrderReferencedDocument", "LineID"));
  put(out, "cost", textAt(settlement, "ReceivableSpecifiedTradeAccountingAccount", "ID"));
  const period = child(settlement, "BillingSpecifiedPeriod");
  if (period) {
    const p: Out = {};
    put(p, "start", dateIn(child(period, "StartDateTime"), `ram:StartDateTime of ram:BillingSpecifiedPeriod of ${where}`));
    put(p, "end", dateIn(child(period, "EndDateTime"), `ram:EndDateTime of ram:BillingSpecifiedPeriod of ${where}`));
    if (Object.keys(p).length > 0) out.period = p;
  }
  return out;
}

export function lines(transaction: ParsedNode | undefined, codes: ExemptionCodes): Out[] {
  return children(transaction, "IncludedSupplyChainTradeLineItem").map((node, index) => line(node, codes, index));
}
