/**
 * Business terms GOBL's invoice has no field for, kept in the document's
 * `meta` (GOBL's place for semi-structured data outside the invoice's body)
 * so that an invoice read from XML writes back with them, in either syntax:
 * the business process (BT-23), the line identifiers (BT-126; GOBL
 * numbers lines 1, 2, ... and has no field for the sender's) and the prices
 * as stated (BT-146 to BT-150); and, in an address's own meta, its third
 * line (BT-162 to BT-165).
 */

import { Amount } from "../../engine/index.ts";
import { pricePerUnit } from "./xml-values.ts";

/** BT-23, the business process the XML states (UBL cbc:ProfileID, CII BusinessProcessSpecifiedDocumentContextParameter). */
export const BUSINESS_PROCESS_META = "business-process";
/** BT-126, the lines' identifiers, a JSON array of strings in line order. */
export const LINE_IDS_META = "line-ids";

/** A per-line list kept in the document's meta as JSON text; undefined when absent or not JSON (a user may have edited it). */
function keptList(invoice: { meta?: Record<string, unknown> }, key: string): unknown {
  const kept = invoice.meta?.[key];
  if (typeof kept !== "string") return undefined;
  try {
    return JSON.parse(kept) as unknown;
  } catch {
    return undefined;
  }
}

/** The meta entry for line identifiers, or none when they are GOBL's own numbering (1, 2, ...), which the writers give anyway. */
export function lineIDsMeta(ids: readonly string[]): string | undefined {
  return ids.every((id, i) => id === String(i + 1)) ? undefined : JSON.stringify(ids);
}

/**
 * The line identifiers to write: those kept in meta while they still fit the
 * document (one non-empty identifier per line), else none and the writer
 * numbers the lines, so a document edited since (a line added or removed)
 * falls back to numbering. An identifier stated twice is written twice, as
 * read: EN 16931 describes BT-126 as unique within the invoice, but no
 * official rule checks it and valid invoices repeat one (CEN's
 * CII-BR-CO-10-RoundingIssue numbers its four lines 1, 1, 2, 2); renumbering would
 * change the sender's references.
 */
export function keptLineIDs(invoice: { meta?: Record<string, unknown>; lines?: unknown[] }): string[] | undefined {
  const ids = keptList(invoice, LINE_IDS_META);
  const lines = invoice.lines ?? [];
  if (!Array.isArray(ids) || ids.length !== lines.length) return undefined;
  if (!ids.every((id) => typeof id === "string" && id.trim() !== "")) return undefined;
  return ids as string[];
}

/**
 * An address's third line (BT-162, BT-163, BT-164, BT-165: UBL
 * cac:AddressLine/cbc:Line, CII ram:LineThree), kept in the address's own
 * `meta`: GOBL's address has fields for line one (street, number) and line
 * two (street_extra) only, and a third line is free text no other field
 * means (a PO box or a district would be guessing).
 */
export const ADDRESS_LINE_THREE_META = "line-three";

/** The address meta for a third line read from XML (none when empty). */
export function addressLineThreeMeta(line: string | undefined): Record<string, string> | undefined {
  const text = line?.replace(/\s+/g, " ").trim();
  return text ? { [ADDRESS_LINE_THREE_META]: text } : undefined;
}

/** The third line to write for an address: its kept meta, when a non-empty text. */
export function addressLineThree(address: { meta?: Record<string, unknown> } | undefined): string | undefined {
  const kept = address?.meta?.[ADDRESS_LINE_THREE_META];
  return typeof kept === "string" && kept.trim() !== "" ? kept : undefined;
}

/**
 * BT-146 to BT-150, the price as the XML states it, where GOBL's line holds
 * only the price of one unit (`item.price`, the net price divided by its
 * base quantity, the figure the totals are calculated from): the net price
 * and base quantity as written (BT-146, BT-149, BT-150), and the gross price
 * and price discount (BT-148, BT-147), which GOBL's model has no field for
 * (its line discounts are allowances on the line amount, BG-27, another
 * term). Kept in the document's meta, one entry per line in line order
 * (null for a line with nothing beyond its unit price), and written back
 * only while an entry still gives the line's unit price, so an edited price
 * falls back to GOBL's own.
 */
export const LINE_PRICES_META = "line-prices";

/** A line's price as stated: decimal texts as read, the base quantity's unit its UN/ECE code. */
export interface StatedPrice {
  /** BT-146, the net price for `base` units. */
  price: string;
  /** BT-149, when it is not 1 in the line's unit. */
  base?: string;
  /** BT-150, with `base`. */
  unit?: string;
  /** BT-148, the gross price. */
  gross?: string;
  /** BT-147, the price discount. */
  discount?: string;
}

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** What of a price read from XML is worth keeping: none when it is only the unit price (and a base of 1 in the line's unit). */
export function statedPrice(stated: { price: string; base?: string; unit?: string; lineUnit?: string; gross?: string; discount?: string }): StatedPrice | undefined {
  const out: StatedPrice = { price: stated.price };
  const unitDiffers = stated.unit !== undefined && stated.unit !== "" && stated.unit !== stated.lineUnit;
  if (stated.base !== undefined && (!Amount.parse(stated.base).equals(Amount.of(1)) || unitDiffers)) {
    out.base = stated.base;
    if (stated.unit) out.unit = stated.unit;
  }
  if (stated.gross !== undefined) out.gross = stated.gross;
  if (stated.discount !== undefined) out.discount = stated.discount;
  return out.base === undefined && out.gross === undefined && out.discount === undefined ? undefined : out;
}

/** The meta entry for the lines' stated prices, or none when no line has one. */
export function linePricesMeta(prices: readonly (StatedPrice | undefined)[]): string | undefined {
  return prices.some((price) => price !== undefined) ? JSON.stringify(prices.map((price) => price ?? null)) : undefined;
}

/** The unit price a stated price gives: the price divided by its base quantity (see pricePerUnit); none when it cannot be. */
function unitPriceOf(price: StatedPrice): Amount | undefined {
  try {
    return Amount.parse(price.base === undefined ? price.price : pricePerUnit("", price.price, price.base, "base quantity"));
  } catch {
    return undefined;
  }
}

function validStatedPrice(value: unknown): value is StatedPrice {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  const decimalOrAbsent = (key: string) => entry[key] === undefined || (typeof entry[key] === "string" && PLAIN_DECIMAL.test(entry[key] as string));
  if (typeof entry.price !== "string" || !PLAIN_DECIMAL.test(entry.price)) return false;
  if (!decimalOrAbsent("base") || !decimalOrAbsent("gross") || !decimalOrAbsent("discount")) return false;
  if (entry.base !== undefined && !Amount.parse(entry.base as string).isPositive()) return false;
  return entry.unit === undefined || (typeof entry.unit === "string" && /^[A-Za-z0-9]{1,3}$/.test(entry.unit));
}

/**
 * The stated price to write for each line: the kept entry when it is well
 * formed and still gives the line's unit price (`item.price`), else none and
 * the writer writes the unit price alone; none at all when the meta does not
 * fit the document (one entry per line).
 */
export function keptLinePrices(invoice: { meta?: Record<string, unknown>; lines?: unknown[] }): (StatedPrice | undefined)[] | undefined {
  const entries = keptList(invoice, LINE_PRICES_META);
  const lines = (invoice.lines ?? []) as { item?: { price?: unknown } }[];
  if (!Array.isArray(entries) || entries.length !== lines.length) return undefined;
  return entries.map((entry, index) => {
    const unitPrice = lines[index]?.item?.price;
    if (!validStatedPrice(entry) || typeof unitPrice !== "string" || !PLAIN_DECIMAL.test(unitPrice)) return undefined;
    const price = Amount.parse(unitPrice);
    const given = unitPriceOf(entry);
    if (given !== undefined && given.equals(price)) return entry;
    // A base quantity the line was read without (the CII reader's reading of a base stated equal to the price): the rest still holds.
    if (entry.base !== undefined && Amount.parse(entry.price).equals(price)) return { price: entry.price, gross: entry.gross, discount: entry.discount };
    return undefined;
  });
}

/** The price discount to write with a gross price: the one stated, else gross − net (EN 16931 defines the net price so), never negative. */
export function priceDiscount(price: StatedPrice): string | undefined {
  if (price.discount !== undefined) return price.discount;
  if (price.gross === undefined) return undefined;
  const implied = Amount.parse(price.gross).subtract(Amount.parse(price.price));
  return implied.isNegative() ? undefined : implied.toString();
}
