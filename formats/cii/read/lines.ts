/** IncludedSupplyChainTradeLineItem into GOBL invoice lines. */
import { Amount, currencyDef, isoCountryOf, Percentage } from "../../../engine/index.ts";
import { pricePerUnit } from "../../common/xml-values.ts";
import { statedPrice, type StatedPrice } from "../../common/kept-terms.ts";
import { unitFromUNECE } from "../codes.ts";
import { attribute, child, children, path, text, textAt, type ParsedNode } from "../xml.ts";
import { allowancesAndCharges } from "./allowance-charge.ts";
import { taxCombo, type ExemptionCodes } from "./taxes.ts";
import { dateIn, decimal, FORMAT, put, type Out } from "./values.ts";

/** A line's net price (BT-146) and its base quantity (BT-149), as checked decimal texts. */
interface NetPrice {
  price: string;
  base?: string;
  /** The price of one unit: the price divided by the base quantity (see pricePerUnit). */
  perUnit: string;
}

/**
 * The net price of a line: its ChargeAmount, and its base quantity
 * (BT-149) when there is one; an empty base quantity is none, as gobl.cii
 * reads it. `where` names the line in refusals.
 */
function netPrice(node: ParsedNode | undefined, where: string): NetPrice {
  const price = decimal(textAt(node, "ChargeAmount") ?? "", `ram:ChargeAmount of ${where}`);
  const baseText = textAt(node, "BasisQuantity");
  if (!baseText) return { price, perUnit: price };
  const baseElement = `ram:BasisQuantity of ${where}`;
  const base = decimal(baseText, baseElement);
  return { price, base, perUnit: pricePerUnit(FORMAT, price, base, baseElement) };
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
  // Every classification (BT-158 repeats), each with its scheme (BT-158-1) as the identity's label; gobl.cii reads the first.
  for (const classification of children(product, "DesignatedProductClassification")) {
    const classCode = child(classification, "ClassCode");
    if (!classCode) continue;
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

function line(node: ParsedNode, codes: ExemptionCodes, index: number, decimals: number): Out {
  const where = `line ${index + 1}`;
  const agreement = child(node, "SpecifiedLineTradeAgreement");
  const settlement = child(node, "SpecifiedLineTradeSettlement");
  const quantity = path(node, "SpecifiedLineTradeDelivery", "BilledQuantity");
  const price = netPrice(child(agreement, "NetPriceProductTradePrice"), where);
  const out: Out = {
    quantity: quantity ? decimal(text(quantity) ?? "", `ram:BilledQuantity of ${where}`) : "1",
    item: item(child(node, "SpecifiedTradeProduct"), price.perUnit, attribute(quantity, "unitCode")),
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
  const stated = statedAmount(textAt(settlement, "SpecifiedTradeSettlementLineMonetarySummation", "LineTotalAmount"));
  if (stated) {
    const reading = readingOf(out, price, stated, decimals);
    if (reading) {
      out.quantity = reading.quantity;
      (out.item as Out).price = reading.price;
    }
  }
  // BT-128: the invoiced object identifier (type 130), with its scheme: in the line's settlement, where
  // EN 16931 binds it, or in its agreement, where gobl.cii (and we, before) wrote it. In the settlement a
  // reference is nothing else, so one without a type code (CEN's XRechnung-O) is the object identifier too.
  const isObject = (doc: ParsedNode) => textAt(doc, "TypeCode") === "130" && textAt(doc, "IssuerAssignedID");
  const isUntypedObject = (doc: ParsedNode) => textAt(doc, "TypeCode") === undefined && textAt(doc, "IssuerAssignedID");
  const inSettlement = children(settlement, "AdditionalReferencedDocument");
  const reference = inSettlement.find(isObject) ?? inSettlement.find(isUntypedObject) ?? children(agreement, "AdditionalReferencedDocument").find(isObject);
  const referenceID = textAt(reference, "IssuerAssignedID");
  if (reference && referenceID) {
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

/**
 * Lines in the invoice's currency, whose decimals (2 when it is unknown)
 * are those GOBL rounds each line's sum to.
 */
export function lines(transaction: ParsedNode | undefined, codes: ExemptionCodes, currency: string | undefined): Out[] {
  const decimals = (currency ? currencyDef(currency)?.subunits : undefined) ?? 2;
  return children(transaction, "IncludedSupplyChainTradeLineItem").map((node, index) => line(node, codes, index, decimals));
}

/**
 * The price each line states beyond its unit price (see statedPrice): the
 * net price and base quantity as written (NetPriceProductTradePrice), the
 * gross price and its discount (GrossPriceProductTradePrice, its allowance:
 * EN 16931 has no price charge).
 */
export function statedPrices(transaction: ParsedNode | undefined): (StatedPrice | undefined)[] {
  return children(transaction, "IncludedSupplyChainTradeLineItem").map((node, index) => {
    const where = `line ${index + 1}`;
    const agreement = child(node, "SpecifiedLineTradeAgreement");
    const net = child(agreement, "NetPriceProductTradePrice");
    const gross = child(agreement, "GrossPriceProductTradePrice");
    const base = child(net, "BasisQuantity");
    const allowance = children(gross, "AppliedTradeAllowanceCharge").find((each) => textAt(each, "ChargeIndicator", "Indicator")?.trim() !== "true");
    const optional = (value: string | undefined, element: string) => (value === undefined || value.trim() === "" ? undefined : decimal(value, `${element} of ${where}`));
    const baseText = base === undefined ? undefined : text(base);
    return statedPrice({
      price: decimal(textAt(net, "ChargeAmount") ?? "", `ram:ChargeAmount of ${where}`),
      base: optional(baseText, "ram:BasisQuantity"),
      unit: attribute(base, "unitCode"),
      lineUnit: attribute(path(node, "SpecifiedLineTradeDelivery", "BilledQuantity"), "unitCode"),
      gross: optional(textAt(gross, "ChargeAmount"), "ram:ChargeAmount of ram:GrossPriceProductTradePrice"),
      discount: optional(textAt(allowance, "ActualAmount"), "ram:ActualAmount of ram:GrossPriceProductTradePrice"),
    });
  });
}

/** A stated line net amount (BT-131) as an Amount; none when absent or no number (line amounts are the engine's to calculate). */
function statedAmount(text: string | undefined): Amount | undefined {
  const trimmed = (text ?? "").trim();
  return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Amount.parse(trimmed) : undefined;
}

/** The line's net amount as the engine calculates it: quantity × price at the currency's decimals, less discounts, plus charges. */
function lineAmount(quantity: Amount, price: Amount, line: Out, decimals: number): Amount {
  // The engine multiplies the price (at least at the currency's decimals) by the quantity, keeping the price's decimals.
  const sum = price.rescaleUp(decimals).multiply(quantity).rescale(decimals);
  const adjustment = (each: Out): Amount => {
    if (each.percent === undefined) return Amount.parse(each.amount as string);
    const base = each.base === undefined ? sum : Amount.parse(each.base as string).rescale(decimals);
    return Percentage.parse(each.percent as string).of(base);
  };
  let total = sum;
  for (const discount of (line.discounts ?? []) as Out[]) total = total.subtract(adjustment(discount));
  for (const charge of (line.charges ?? []) as Out[]) total = total.add(adjustment(charge));
  return total;
}

/** How many decimals a checked decimal text has. */
function decimalsOf(text: string): number {
  return Amount.parse(text).exp;
}

/** A finer price than the one stated gives the stated amount only up to this many more decimals. */
const MAX_EXTRA_PRICE_DECIMALS = 8;

/**
 * The quantity and price that give the line net amount the XML states
 * (BT-131), when the stated quantity and price, read as EN 16931 defines
 * them (quantity × price ÷ base quantity), do not; none when they do, or
 * when no reading of the same numbers does. EN 16931 totals are sums of
 * BT-131 (BR-CO-10), and no official rule checks BT-131 against quantity
 * and price, so valid invoices differ from the definition in three ways,
 * tried in this order:
 * - the sign: EN 16931 allows no negative price (BR-27), so a return is a
 *   negative quantity, and some senders write the quantity positive and
 *   give the sign only in BT-131 (CEN's CII_example1): the quantity is
 *   read negative;
 * - the base quantity: some state the price itself as its base quantity
 *   (CEN's CII_example9, 49 per 49 months, 3 months, 147.00), meaning the
 *   price of one unit: the price is read without it;
 * - the price's precision: the amount was calculated with a price finer
 *   than the one written (XRechnung 03.01a, 245 × 0.1973 stated 48.33):
 *   the price is read with the decimals that give BT-131, provided it still
 *   rounds to the price stated, so it is the same price, only more exact.
 * GOBL has no line amount of its own (gobl.cii ignores BT-131), so without
 * this the invoice's totals would differ from those stated.
 */
function readingOf(line: Out, price: NetPrice, stated: Amount, decimals: number): { quantity: string; price: string } | undefined {
  const quantity = Amount.parse(line.quantity as string);
  const gives = (q: Amount, p: Amount) => lineAmount(q, p, line, decimals).equals(stated);
  if (gives(quantity, Amount.parse(price.perUnit))) return undefined;
  const quantities = quantity.isZero() ? [quantity] : [quantity, quantity.negate()];
  const prices = price.base === undefined || Amount.parse(price.base).equals(Amount.of(1)) ? [price.perUnit] : [price.perUnit, price.price];
  for (const p of prices) {
    for (const q of quantities) if (gives(q, Amount.parse(p))) return { quantity: q.toString(), price: p };
  }
  if (quantity.isZero()) return undefined;
  const written = Amount.parse(price.perUnit);
  for (const q of quantities) {
    // Solve for the price: amount = q × price − discounts + charges (percent ones taken at the stated sum, near enough to start).
    const adjustments = lineAmount(q, written, line, decimals).subtract(written.rescaleUp(decimals).multiply(q).rescale(decimals));
    const target = stated.subtract(adjustments);
    for (let extra = 1; extra <= MAX_EXTRA_PRICE_DECIMALS; extra++) {
      const exp = Math.max(decimalsOf(price.perUnit), decimals) + extra;
      const finer = target.rescaleUp(exp).divide(q);
      if (!finer.rescale(written.exp).equals(written)) break;
      if (gives(q, finer)) return { quantity: q.toString(), price: finer.toString() };
    }
  }
  return undefined;
}
