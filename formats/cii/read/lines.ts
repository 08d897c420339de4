/** IncludedSupplyChainTradeLineItem into GOBL invoice lines. */
import { isoCountryOf } from "../../../engine/index.ts";
import { Amount } from "../../../engine/index.ts";
import { unitFromUNECE } from "../codes.ts";
import { attribute, child, children, path, text, textAt, type ParsedNode } from "../xml.ts";
import { allowancesAndCharges } from "./allowance-charge.ts";
import { taxCombo, type ExemptionCodes } from "./taxes.ts";
import { dateIn, decimal, put, type Out } from "./values.ts";

function decimalsOf(text: string): number {
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * The unit price: the net price divided by its base quantity (BT-149) when
 * there is one, with enough decimals for the division (the price's, plus the
 * digits of the base quantity).
 */
function unitPrice(netPrice: ParsedNode | undefined, where: string): string {
  const price = decimal(textAt(netPrice, "ChargeAmount") ?? "", where);
  const baseText = textAt(netPrice, "BasisQuantity");
  if (!baseText) return price;
  const base = Amount.parse(decimal(baseText, where));
  if (base.isZero()) return price;
  const whole = Math.abs(Number(base.rescale(0).toString()));
  const extra = whole > 1 ? Math.ceil(Math.log10(whole)) : 0;
  return Amount.parse(price).rescaleUp(decimalsOf(price) + extra).divide(base).toString();
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
    const meta: Record<string, string> = Object.create(null);
    for (const characteristic of characteristics) meta[metaKey(textAt(characteristic, "Description") ?? "")] = textAt(characteristic, "Value") ?? "";
    out.meta = { ...meta };
  }
  return out;
}

function line(node: ParsedNode, codes: ExemptionCodes, index: number): Out {
  const where = `line ${index + 1}`;
  const agreement = child(node, "SpecifiedLineTradeAgreement");
  const settlement = child(node, "SpecifiedLineTradeSettlement");
  const quantity = path(node, "SpecifiedLineTradeDelivery", "BilledQuantity");
  const out: Out = {
    quantity: quantity ? decimal(text(quantity) ?? "", where) : "1",
    item: item(child(node, "SpecifiedTradeProduct"), unitPrice(child(agreement, "NetPriceProductTradePrice"), where), attribute(quantity, "unitCode")),
  };
  put(out, "taxes", children(settlement, "ApplicableTradeTax").map((tax) => taxCombo(tax, codes, where)));
  const notes = children(child(node, "AssociatedDocumentLineDocument"), "IncludedNote").map((note) => {
    const n: Out = {};
    put(n, "text", textAt(note, "Content")?.trim());
    put(n, "key", textAt(note, "SubjectCode"));
    return n;
  });
  put(out, "notes", notes);
  const { charges, discounts } = allowancesAndCharges(settlement, "line", codes);
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
    put(p, "start", dateIn(child(period, "StartDateTime"), `${where} period start`));
    put(p, "end", dateIn(child(period, "EndDateTime"), `${where} period end`));
    if (Object.keys(p).length > 0) out.period = p;
  }
  return out;
}

export function lines(transaction: ParsedNode | undefined, codes: ExemptionCodes): Out[] {
  return children(transaction, "IncludedSupplyChainTradeLineItem").map((node, index) => line(node, codes, index));
}
