/**
 * FaWiersz: the invoice's lines. Each keeps its name (P_7), unit (P_8A),
 * quantity (P_8B), unit price net (P_9A) or gross (P_9B), discount (P_10)
 * and VAT rate (P_12, or P_12_XII for OSS), with the codes FA(3) attaches
 * to a line (Indeks, GTIN, PKWiU, CN, PKOB, GTU, procedure) as the item's
 * reference and identities. A correction states differences (a decrease
 * negative), while a GOBL credit note lists what it takes back, as the
 * writer states it: so a correction's lines are read with their quantity
 * (and discount) negated, and its rows marked StanPrzed (the state before
 * the correction, which the difference subtracts) as stated. Its lines then
 * add up to the opposite of the difference FA(3) states in P_13_x / P_15.
 */
import { EXT_KEY_TAX_CATEGORY } from "../../../addons/pl/favat/extensions.ts";
import { Amount, Percentage } from "../../../engine/index.ts";
import { UNIT_KEYS } from "../../../engine/org/rules.ts";
import { children, type ParsedNode } from "../../common/xml-tree.ts";
import { percentageText } from "../../common/xml-values.ts";
import { META_LINE_NUMBER, META_UNIT } from "../codes.ts";
import { FORMAT_NAME } from "./root.ts";
import { code, date, decimal, FLAG_1, put, str, type Out } from "./values.ts";

/** A VAT rate code of P_12 (TStawkaPodatku): the combo's key and percent, and the KSeF tax category it reports under. */
interface RateCode {
  key: string;
  percent?: string;
  category: string;
}

/**
 * P_12's codes. 23/22, 8/7 and 5 are the standard, first and second reduced
 * rates (categories 1 to 3, the older rates under the same category); 4 and
 * 3 are the taxi flat rates (category 4). `oo`, the domestic reverse charge,
 * is category 10 (TODO: the addon's normaliser gives the `reverse-charge`
 * key the EU category 9 over the one set here; see the report).
 */
export const RATE_CODES: ReadonlyMap<string, RateCode> = new Map([
  ["23", { key: "standard", percent: "23%", category: "1" }],
  ["22", { key: "standard", percent: "22%", category: "1" }],
  ["8", { key: "standard", percent: "8%", category: "2" }],
  ["7", { key: "standard", percent: "7%", category: "2" }],
  ["5", { key: "standard", percent: "5%", category: "3" }],
  ["4", { key: "standard", percent: "4%", category: "4" }],
  ["3", { key: "standard", percent: "3%", category: "4" }],
  ["0 KR", { key: "zero", percent: "0%", category: "6.1" }],
  ["0 WDT", { key: "intra-community", category: "6.2" }],
  ["0 EX", { key: "export", category: "6.3" }],
  ["zw", { key: "exempt", category: "7" }],
  ["oo", { key: "reverse-charge", category: "10" }],
  ["np I", { key: "outside-scope", category: "8" }],
  ["np II", { key: "reverse-charge", category: "9" }],
]);

/** GOBL's units (its keys, or UN/ECE-like codes); any P_8A but a UN/ECE code is kept as written in the item's meta. */
const UNIT_KEY_SET: ReadonlySet<string> = new Set(UNIT_KEYS);
const UNECE_UNIT = /^[A-Z0-9]{2,3}$/;
export { META_UNIT };

/** The codes a line can carry that identify its goods, by element, as item identities of that type. */
const ITEM_CODES = ["GTIN", "PKWiU", "CN", "PKOB"];

export interface ReadLines {
  lines: Out[];
  /** Whether the lines state gross unit prices (P_9B): the invoice's prices then include VAT. */
  grossPrices: boolean;
  /** The first exchange rate a line states (KursWaluty), not counting lines before a correction. */
  rate?: string;
}

/** A VAT combo from P_12 or P_12_XII (OSS: a percentage, category 5), or none when the line states neither. */
function combo(node: ParsedNode, where: string, marginScheme: boolean): Out | undefined {
  const rate = code(node, "P_12", where, RATE_CODES);
  if (rate) {
    const out: Out = { cat: "VAT", key: rate.key };
    put(out, "percent", rate.percent);
    out.ext = { [EXT_KEY_TAX_CATEGORY]: rate.category };
    return out;
  }
  const oss = str(node, "P_12_XII");
  if (oss !== undefined) return { cat: "VAT", key: "standard", percent: percentageText(FORMAT_NAME, `P_12_XII of ${where}`, oss), ext: { [EXT_KEY_TAX_CATEGORY]: "5" } };
  // A line under a margin scheme states no rate: its VAT is in the margin (category 11).
  if (marginScheme) return { cat: "VAT", ext: { [EXT_KEY_TAX_CATEGORY]: "11" } };
  return undefined;
}

function item(node: ParsedNode, names: { name: string; unit: string; index: string }): Out {
  const out: Out = {};
  put(out, "ref", str(node, names.index));
  put(out, "name", str(node, names.name) ?? "");
  const identities: Out[] = [];
  for (const element of ITEM_CODES) {
    const value = str(node, element);
    if (value) identities.push({ type: element, code: value });
  }
  const gtu = str(node, "GTU");
  if (gtu) identities.push({ type: "GTU", code: gtu });
  put(out, "identities", identities);
  const unit = str(node, names.unit);
  if (unit) {
    if (UNIT_KEY_SET.has(unit) || UNECE_UNIT.test(unit)) out.unit = unit;
    // A unit that is not a UN/ECE code ("szt.", or GOBL's "kg", which is written as KGM) is kept as written too.
    if (!UNECE_UNIT.test(unit)) out.meta = { [META_UNIT]: unit };
  }
  return out;
}

/** Whether any line states a gross unit price and none a net one. */
function statesGross(nodes: ParsedNode[]): boolean {
  return nodes.some((n) => str(n, "P_9B") !== undefined) && nodes.every((n) => str(n, "P_9A") === undefined);
}

/**
 * The unit price: P_9A (net) or P_9B (gross) as the invoice states prices.
 * On a net invoice a line stating only a gross price takes its net value
 * (P_11) over its quantity, or, without one, the gross price less its VAT
 * rate. Without a price, the line's value stands for one unit's.
 */
function price(node: ParsedNode, where: string, gross: boolean, quantity: Amount, percent: string | undefined): string | undefined {
  const net = decimal(node, "P_9A", where);
  const grossPrice = decimal(node, "P_9B", where);
  if (gross && grossPrice !== undefined) return grossPrice;
  if (net !== undefined) return net;
  const value = gross ? decimal(node, "P_11A", where) ?? decimal(node, "P_11", where) : decimal(node, "P_11", where);
  if (value !== undefined) {
    if (quantity.isZero()) return value;
    const amount = Amount.parse(value);
    // Four more decimals than the value: a unit price FA(3) would round to 8 decimals at most.
    return amount.rescaleUp(amount.exp + 4).divide(quantity).toString();
  }
  if (grossPrice === undefined) return undefined;
  if (percent === undefined) return grossPrice;
  const amount = Amount.parse(grossPrice);
  return amount.rescaleUp(amount.exp + 4).remove(Percentage.parse(percent)).toString();
}

function line(node: ParsedNode, index: number, gross: boolean, marginScheme: boolean, correction: boolean): Out {
  const where = `FaWiersz ${index + 1}`;
  const stated = decimal(node, "P_8B", where);
  let quantity = Amount.parse(stated ?? "1");
  const before = code(node, "StanPrzed", where, FLAG_1) !== undefined;
  // A correction's row after it takes back the opposite of what it states; its row before, what it states.
  const negate = correction !== before;
  const out: Out = { i: index + 1 };

  const read = item(node, { name: "P_7", unit: "P_8A", index: "Indeks" });
  // GOBL's line has no meta: a number that is not the line's position is kept in its item's.
  const number = str(node, "NrWierszaFa");
  if (number !== undefined && number !== String(index + 1)) read.meta = { ...((read.meta as Out | undefined) ?? {}), [META_LINE_NUMBER]: number };
  const vat = combo(node, where, marginScheme);
  put(read, "price", price(node, where, gross, quantity, vat?.percent as string | undefined));
  if (negate) quantity = quantity.negate();
  out.quantity = quantity.toString();
  const uu = str(node, "UU_ID");
  if (uu) out.identifier = { type: "UU_ID", code: uu };
  const supplied = date(node, "P_6A", where);
  if (supplied) out.period = { start: supplied, end: supplied };
  out.item = read;
  const discount = decimal(node, "P_10", where);
  if (discount !== undefined && !Amount.parse(discount).isZero()) out.discounts = [{ amount: negate ? Amount.parse(discount).negate().toString() : discount }];
  if (vat) out.taxes = [vat];
  const notes: Out[] = [];
  if (before) notes.push({ key: "general", code: "StanPrzed", text: "Stan przed korektą (the state before the correction)" });
  const procedure = str(node, "Procedura");
  if (procedure) notes.push({ key: "tax", code: "Procedura", text: procedure });
  put(out, "notes", notes);
  return out;
}

/**
 * The lines of FaWiersz, or, for an advance invoice without them, the
 * ordered goods (ZamowienieWiersz) its advance is for: FA(3) states an
 * advance invoice's order there, and GOBL's invoice has no other place for it.
 */
export function lines(fa: ParsedNode | undefined, marginScheme: boolean, correction: boolean): ReadLines {
  const rows = children(fa, "FaWiersz");
  if (rows.length > 0) {
    const gross = statesGross(rows);
    let rate: string | undefined;
    const out = rows.map((node, index) => {
      const read = line(node, index, gross, marginScheme, correction);
      const lineRate = decimal(node, "KursWaluty", `FaWiersz ${index + 1}`);
      if (rate === undefined && lineRate !== undefined && str(node, "StanPrzed") === undefined) rate = lineRate;
      return read;
    });
    if (rate === undefined) rate = rows.map((n, i) => decimal(n, "KursWaluty", `FaWiersz ${i + 1}`)).find((r) => r !== undefined);
    return { lines: out, grossPrices: gross, rate };
  }
  const order = children(children(fa, "Zamowienie")[0], "ZamowienieWiersz");
  const gross = order.some((n) => str(n, "P_9BZ") !== undefined) && order.every((n) => str(n, "P_9AZ") === undefined);
  const out = order.map((node, index) => orderLine(node, index, gross));
  return { lines: out, grossPrices: gross };
}

/** A ZamowienieWiersz: the same elements as a line, with a Z suffix. */
function orderLine(node: ParsedNode, index: number, gross: boolean): Out {
  const where = `ZamowienieWiersz ${index + 1}`;
  const out: Out = { i: index + 1, quantity: decimal(node, "P_8BZ", where) ?? "1" };
  const read = item(node, { name: "P_7Z", unit: "P_8AZ", index: "IndeksZ" });
  const net = decimal(node, "P_9AZ", where);
  const grossPrice = decimal(node, "P_9BZ", where);
  put(read, "price", gross ? grossPrice : net ?? decimal(node, "P_11NettoZ", where));
  out.item = read;
  const rate = code(node, "P_12Z", where, RATE_CODES);
  if (rate) {
    const vat: Out = { cat: "VAT", key: rate.key };
    put(vat, "percent", rate.percent);
    vat.ext = { [EXT_KEY_TAX_CATEGORY]: rate.category };
    out.taxes = [vat];
  } else if (str(node, "P_12Z_XII") !== undefined) {
    out.taxes = [{ cat: "VAT", key: "standard", percent: percentageText(FORMAT_NAME, `P_12Z_XII of ${where}`, str(node, "P_12Z_XII")), ext: { [EXT_KEY_TAX_CATEGORY]: "5" } }];
  }
  return out;
}
