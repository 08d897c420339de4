/** UBL invoice and credit note lines read as GOBL lines. */
import { Amount, isoCountryOf } from "../../../engine/index.ts";
import { pricePerUnit } from "../../common/xml-values.ts";
import { statedPrice, type StatedPrice } from "../../common/kept-terms.ts";
import { goblUnit } from "../codes.ts";
import type { Doc } from "../document.ts";
import { attr, child, children, type ReadElement, textAt } from "../xml.ts";
import { readLineAllowanceCharges } from "./charges.ts";
import type { TaxCategoryIndex } from "./taxes.ts";
import { clean, decimal, FORMAT, formatKey, optionalDate } from "./values.ts";

/**
 * The unit price: the price amount divided by its base quantity, when there
 * is one (see pricePerUnit); `line` names the line in refusals. A base
 * quantity that is there must be a number, as GOBL's parser reads it.
 */
export function unitPrice(price: ReadElement, line: string): string {
  const amount = decimal(textAt(price, "PriceAmount") ?? "0", `cbc:PriceAmount of ${line}`);
  const baseText = textAt(price, "BaseQuantity");
  if (baseText === undefined) return amount;
  const baseElement = `cbc:BaseQuantity of ${line}`;
  return pricePerUnit(FORMAT, amount, decimal(baseText, baseElement), baseElement);
}

/**
 * The price a line states beyond its unit price (see statedPrice): the net
 * price and base quantity as written, the gross price and price discount
 * (cac:Price/cac:AllowanceCharge, an allowance: EN 16931 has no price
 * charge). None for a line without a price, which is not read.
 */
export function readStatedPrice(line: ReadElement, position: number): StatedPrice | undefined {
  const price = child(line, "Price");
  if (!price) return undefined;
  const name = `line ${position}`;
  const base = child(price, "BaseQuantity");
  const allowance = children(price, "AllowanceCharge").find((each) => textAt(each, "ChargeIndicator")?.trim() !== "true");
  const optional = (text: string | undefined, element: string) => (text === undefined || text.trim() === "" ? undefined : decimal(text, `${element} of ${name}`));
  const quantity = child(line, "InvoicedQuantity") ?? child(line, "CreditedQuantity");
  return statedPrice({
    price: decimal(textAt(price, "PriceAmount") ?? "0", `cbc:PriceAmount of ${name}`),
    base: optional(base?.text, "cbc:BaseQuantity"),
    unit: attr(base, "unitCode"),
    lineUnit: attr(quantity, "unitCode"),
    gross: optional(textAt(allowance, "BaseAmount"), "cbc:BaseAmount of cac:Price/cac:AllowanceCharge"),
    discount: optional(textAt(allowance, "Amount"), "cbc:Amount of cac:Price/cac:AllowanceCharge"),
  });
}

/** An identity from an identifier element, its label the first of its scheme/list attributes. */
function identity(id: ReadElement): Doc {
  const out: Doc = { code: id.text };
  for (const name of ["schemeID", "listID", "listVersionID", "schemeName", "name"]) {
    const value = attr(id, name);
    if (value !== undefined) {
      out.label = value;
      break;
    }
  }
  return out;
}

function readItem(item: ReadElement): Doc {
  const out: Doc = {};
  const name = textAt(item, "Name");
  if (name) out.name = clean(name);
  const description = textAt(item, "Description");
  if (description !== undefined) out.description = clean(description);
  const origin = textAt(item, "OriginCountry", "IdentificationCode");
  if (origin !== undefined) out.origin = isoCountryOf(origin);
  const sellers = child(child(item, "SellersItemIdentification"), "ID");
  if (sellers) out.ref = sellers.text;
  const identities: Doc[] = [];
  const buyers = child(child(item, "BuyersItemIdentification"), "ID");
  if (buyers) identities.push(identity(buyers));
  const standard = child(child(item, "StandardItemIdentification"), "ID");
  const standardScheme = attr(standard, "schemeID");
  if (standard && standardScheme !== undefined) identities.push({ ext: { "iso-scheme-id": standardScheme }, code: standard.text });
  for (const classification of children(item, "CommodityClassification")) {
    const code = child(classification, "ItemClassificationCode");
    if (code) identities.push(identity(code));
  }
  if (identities.length > 0) out.identities = identities;
  const properties = children(item, "AdditionalItemProperty");
  if (properties.length > 0) {
    // Keys come from the XML: collected in a Map, then made own properties, so none can reach a prototype.
    const meta = new Map<string, string>();
    for (const property of properties) {
      const key = formatKey(textAt(property, "Name") ?? "");
      const value = textAt(property, "Value") ?? "";
      if (key && value) meta.set(key, clean(value));
    }
    out.meta = Object.fromEntries(meta);
  }
  return out;
}

/** A line, or none when it has no price; `position` (from 1) names it in refusals. */
export function readLine(line: ReadElement, index: TaxCategoryIndex, position: number): Doc | undefined {
  const price = child(line, "Price");
  // A line without a price is not a line GOBL can calculate: it is left out, as GOBL's parser does.
  if (!price) return undefined;
  const name = `line ${position}`;
  const out: Doc = { quantity: "1" };
  const item: Doc = { price: unitPrice(price, name) };
  out.item = item;
  const ublItem = child(line, "Item");
  if (ublItem) {
    Object.assign(item, readItem(ublItem));
    const category = child(ublItem, "ClassifiedTaxCategory");
    const combo = category ? index.combo(category, `cac:ClassifiedTaxCategory of ${name}`) : undefined;
    if (combo) out.taxes = [combo];
  }
  const quantity = child(line, "InvoicedQuantity") ?? child(line, "CreditedQuantity");
  if (quantity) {
    out.quantity = decimal(quantity.text, `cbc:${quantity.name} of ${name}`);
    const unitCode = attr(quantity, "unitCode");
    if (unitCode) item.unit = goblUnit(unitCode);
  }
  const notes = children(line, "Note")
    .map((note) => note.text)
    .filter((text) => text !== "")
    .map((text) => ({ text: clean(text) }));
  const cost = textAt(line, "AccountingCost");
  if (cost !== undefined) out.cost = cost;
  const reference = child(child(line, "DocumentReference"), "ID");
  if (reference && reference.text !== "") {
    const scheme = attr(reference, "schemeID");
    out.identifier = { code: reference.text, ...(scheme !== undefined ? { ext: { "untdid-reference": scheme } } : {}) };
  }
  const period = readPeriod(child(line, "InvoicePeriod"), `cac:InvoicePeriod of ${name}`);
  if (period) out.period = period;
  const order = textAt(line, "OrderLineReference", "LineID");
  if (order) out.order = order;
  Object.assign(out, readLineAllowanceCharges(line, name));
  if (returnedQuantity(textAt(line, "LineExtensionAmount"), out)) out.quantity = Amount.parse(out.quantity).negate().toString();
  if (notes.length > 0) out.notes = notes;
  return out;
}

/**
 * Whether a line's quantity must be read negative: EN 16931 allows no
 * negative price (BR-27), so a return or correction is a negative quantity,
 * and some senders write it positive and give the sign only in the line's
 * net amount (BT-131: cbc:LineExtensionAmount). When the stated amount is
 * nearer to the line calculated with the quantity negated, the quantity is
 * negated; GOBL's parser ignores BT-131 and reads a return as a sale. A
 * stated amount that is no number leaves the line as it is (it is checked
 * nowhere else either: line amounts are the engine's to calculate).
 */
function returnedQuantity(stated: string | undefined, line: Doc): boolean {
  if (stated === undefined || !/^\s*-\d+(\.\d+)?\s*$/.test(stated)) return false;
  const quantity = Amount.parse(line.quantity);
  if (!quantity.isPositive()) return false;
  const gross = quantity.multiply(Amount.parse(line.item.price));
  if (!gross.isPositive()) return false;
  const sumOf = (list: Doc[] | undefined) => (list ?? []).reduce((total: Amount, each: Doc) => (each.amount === undefined ? total : total.add(Amount.parse(each.amount))), Amount.zero());
  const adjustments = sumOf(line.charges).subtract(sumOf(line.discounts));
  const target = Amount.parse(stated.trim());
  const asSold = gross.add(adjustments).subtract(target).abs();
  const asReturned = gross.negate().add(adjustments).subtract(target).abs();
  return asReturned.compare(asSold) < 0;
}

/** A GOBL period from start and end dates; none when both are missing or empty. `where` names the period in refusals. */
export function readPeriod(period: ReadElement | undefined, where: string): Doc | undefined {
  if (!period) return undefined;
  const start = optionalDate(textAt(period, "StartDate"), `cbc:StartDate of ${where}`);
  const end = optionalDate(textAt(period, "EndDate"), `cbc:EndDate of ${where}`);
  if (!start && !end) return undefined;
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}
