/**
 * FaWiersz: one per invoice line, in the order of the schema: its number,
 * the item's name, reference and classification codes (GTIN, PKWiU, CN,
 * PKOB, from identities of those types), the unit (its UN/ECE code, as
 * GOBL's converter writes it, or the unit as given), quantity, unit price
 * and value, net (P_9A, P_11) or, for an invoice whose prices include VAT,
 * gross (P_9B, P_11A), discounts (P_10), and rate code (P_12, from the
 * addon's tax category and the percent), and the exchange rate of an invoice
 * in another currency. A credit note's quantities and values are decreases,
 * but for its rows marked StanPrzed (the state before the correction, a
 * note the reader gives them), which state what was invoiced. What the
 * reader keeps of FA(3) beyond GOBL's line comes back: the line's own
 * number, unique ID (UU_ID), date of supply (P_6A, a one-day period), a
 * unit not in GOBL's list, the GTU group and the procedure code.
 */
import { uneceUnit } from "../../common/codes.ts";
import { ITEM_CODE_GTU, LINE_UNIQUE_ID, MAX_LINES, META_LINE_NUMBER, META_UNIT, NOTE_BEFORE_CORRECTION, NOTE_PROCEDURE, PROCEDURES, TAX_CATEGORY_FIELDS, TEXT_256, TEXT_50, TEXT_512, YES } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { list, type JSONObject } from "../../common/document-json.ts";
import type { Refusals } from "./refusals.ts";
import { amount, percentNumber, quantity, sum, unitPrice, type Sign } from "./values.ts";

const VAT = "VAT";
/** TGTU: the goods and services groups GTU_01 to GTU_13. */
const GTU = /^GTU_(0[1-9]|1[0-3])$/;
const EXT_TAX_CATEGORY = "pl-favat-tax-category";
/** The item identity types FaWiersz has a place for, and their elements. */
const ITEM_CODES: readonly (readonly [type: string, element: string, max: number])[] = [
  ["GTIN", "GTIN", 20],
  ["PKWiU", "PKWiU", TEXT_50],
  ["CN", "CN", TEXT_50],
  ["PKOB", "PKOB", TEXT_50],
];

/** The VAT category of each line (the addon's code), refusing lines FA(3) has no place for. */
export function lineCategories(invoice: JSONObject, refusals: Refusals): string[] {
  const lines = list(invoice.lines);
  if (lines.length > MAX_LINES) refusals.unsupported("$.doc.lines", `FA(3) takes at most ${MAX_LINES} lines`);
  return lines.map((line, i) => {
    const taxes = list(line.taxes);
    taxes.forEach((combo, j) => {
      if (combo?.cat !== VAT) refusals.unsupported(`$.doc.lines[${i}].taxes[${j}].cat`, `FA(3) carries VAT only, not ${String(combo?.cat)}`);
    });
    const combo = taxes.find((c) => c?.cat === VAT);
    if (!combo) {
      refusals.missing(`$.doc.lines[${i}].taxes`, "every FA(3) line states its VAT (P_12)");
      return "";
    }
    const category = String(combo.ext?.[EXT_TAX_CATEGORY] ?? "");
    if (!TAX_CATEGORY_FIELDS.has(category)) refusals.unsupported(`$.doc.lines[${i}].taxes[${taxes.indexOf(combo)}].ext.${EXT_TAX_CATEGORY}`, `FA(3) has no tax category "${category}"`);
    return category;
  });
}

/** P_12 (or P_12_XII, the foreign rate of an OSS line) of a line's VAT combo. */
function rateOf(combo: JSONObject, category: string, path: string, refusals: Refusals): XMLNode {
  const fields = TAX_CATEGORY_FIELDS.get(category);
  if (!fields) return {};
  if (fields.rateCode) return { P_12: fields.rateCode };
  const percent = typeof combo.percent === "string" ? percentNumber(combo.percent) : "";
  if (fields.foreignRate) return percent ? { P_12_XII: percent } : {};
  if (!fields.rates) return {};
  const code = fields.rates.get(percent);
  if (!code) refusals.unsupported(`${path}.percent`, `FA(3) has no rate ${percent || "(none)"}% in tax category ${category}`);
  return { P_12: code };
}

function unit(item: JSONObject): string | undefined {
  const kept = item.meta?.[META_UNIT];
  if (typeof kept === "string" && kept !== "") return kept;
  if (typeof item.unit !== "string" || item.unit === "") return undefined;
  const code = uneceUnit(item.unit);
  return code === "ZZ" ? item.unit : code;
}

function itemCodes(item: JSONObject, path: string, refusals: Refusals): XMLNode {
  const identities = list(item.identities);
  const out: XMLNode = {};
  for (const [type, element, max] of ITEM_CODES) {
    const index = identities.findIndex((id) => id?.type === type);
    if (index >= 0) out[element] = refusals.text(identities[index].code, `${path}.identities[${index}].code`, max);
  }
  return out;
}

/** The text of the line's note with this code, or undefined. */
function noteText(line: JSONObject, code: string): string | undefined {
  const note = list(line.notes).find((n) => n?.code === code);
  return typeof note?.text === "string" ? note.text : undefined;
}

/** Procedura: the procedure code the line's note of that code holds, one of the schema's. */
function procedure(line: JSONObject, path: string, refusals: Refusals): string | undefined {
  const code = noteText(line, NOTE_PROCEDURE);
  if (code !== undefined && !PROCEDURES.has(code)) refusals.unsupported(`${path}.notes`, `FA(3) has no procedure ${code}`);
  return code;
}

/** P_6A: the day a line's supply was made, when its period is one day. */
function supplyDay(line: JSONObject): string | undefined {
  const period = line.period as JSONObject | undefined;
  return typeof period?.start === "string" && period.start === period.end ? period.start : undefined;
}

/** The line's number: the one it was read with (in its item's meta, as GOBL's line has none) (rows before and after a correction share one), else its own. */
function lineNumber(line: JSONObject, index: number): string {
  const kept = line.item?.meta?.[META_LINE_NUMBER];
  return typeof kept === "string" && kept !== "" ? kept : String(line.i ?? index + 1);
}

/**
 * Whether the invoice's prices include VAT, so its lines state gross unit
 * prices and values (P_9B, P_11A) as FA(3) allows; the VAT sums are the
 * rate totals' net bases and taxes either way. Prices including another
 * tax have no place in FA(3).
 */
function grossPrices(invoice: JSONObject, refusals: Refusals): boolean {
  const included = invoice.tax?.prices_include;
  if (included === undefined || included === "") return false;
  if (included !== VAT) refusals.unsupported("$.doc.tax.prices_include", `FA(3) states prices net or including VAT, not including ${String(included)}`);
  return included === VAT;
}

export function lines(invoice: JSONObject, categories: readonly string[], sign: Sign, exchangeRate: string | undefined, refusals: Refusals): XMLNode[] {
  const gross = grossPrices(invoice, refusals);
  return list(invoice.lines).map((line, i) => {
    const path = `$.doc.lines[${i}]`;
    const item = (line.item ?? {}) as JSONObject;
    const combo = list(line.taxes).find((c) => c?.cat === VAT) ?? {};
    const discounts = list(line.discounts).map((d) => String(d.amount ?? "0"));
    const codes = itemCodes(item, `${path}.item`, refusals);
    const before = noteText(line, NOTE_BEFORE_CORRECTION) !== undefined;
    // A correction's row before it states what was invoiced, not taken back: its sign is the other rows' opposite.
    const lineSign: Sign = before ? (-sign as Sign) : sign;
    const identifier = line.identifier as JSONObject | undefined;
    const gtu = list(item.identities).find((id) => id?.type === ITEM_CODE_GTU)?.code;
    return {
      NrWierszaFa: lineNumber(line, i),
      UU_ID: identifier?.type === LINE_UNIQUE_ID ? refusals.text(identifier.code, `${path}.identifier.code`, TEXT_50) : undefined,
      P_6A: supplyDay(line),
      P_7: refusals.text(item.name, `${path}.item.name`, TEXT_512),
      Indeks: refusals.text(item.ref, `${path}.item.ref`, TEXT_50),
      GTIN: codes.GTIN,
      PKWiU: codes.PKWiU,
      CN: codes.CN,
      PKOB: codes.PKOB,
      P_8A: refusals.text(unit(item), `${path}.item.unit`, TEXT_256),
      P_8B: line.quantity === undefined ? undefined : quantity(String(line.quantity), lineSign),
      [gross ? "P_9B" : "P_9A"]: item.price === undefined ? undefined : unitPrice(String(item.price)),
      P_10: discounts.length > 0 ? amount(sum(discounts).toString(), lineSign) : undefined,
      [gross ? "P_11A" : "P_11"]: amount(line.total ?? line.sum, lineSign),
      ...rateOf(combo, categories[i] ?? "", `${path}.taxes[${list(line.taxes).indexOf(combo)}]`, refusals),
      GTU: typeof gtu === "string" && GTU.test(gtu) ? gtu : undefined,
      Procedura: procedure(line, path, refusals),
      KursWaluty: exchangeRate,
      StanPrzed: before ? YES : undefined,
    };
  });
}
