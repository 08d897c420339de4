/**
 * FaWiersz: one per invoice line, in the order of the schema: its number,
 * the item's name, reference and classification codes (GTIN, PKWiU, CN,
 * PKOB, from identities of those types), the unit (its UN/ECE code, as
 * GOBL's converter writes it, or the unit as given), quantity, unit net
 * price, discounts (P_10), net value (P_11) and rate code (P_12, from the
 * addon's tax category and the percent), and the exchange rate of an invoice
 * in another currency. A credit note's quantities and values are decreases.
 */
import { uneceUnit } from "../../common/codes.ts";
import { MAX_LINES, TAX_CATEGORY_FIELDS, TEXT_256, TEXT_50, TEXT_512 } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { list, type JSONObject } from "../../common/document-json.ts";
import type { Refusals } from "./refusals.ts";
import { amount, percentNumber, quantity, sum, unitPrice, type Sign } from "./values.ts";

const VAT = "VAT";
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

export function lines(invoice: JSONObject, categories: readonly string[], sign: Sign, exchangeRate: string | undefined, refusals: Refusals): XMLNode[] {
  return list(invoice.lines).map((line, i) => {
    const path = `$.doc.lines[${i}]`;
    const item = (line.item ?? {}) as JSONObject;
    const combo = list(line.taxes).find((c) => c?.cat === VAT) ?? {};
    const discounts = list(line.discounts).map((d) => String(d.amount ?? "0"));
    const codes = itemCodes(item, `${path}.item`, refusals);
    return {
      NrWierszaFa: String(line.i ?? i + 1),
      P_7: refusals.text(item.name, `${path}.item.name`, TEXT_512),
      Indeks: refusals.text(item.ref, `${path}.item.ref`, TEXT_50),
      GTIN: codes.GTIN,
      PKWiU: codes.PKWiU,
      CN: codes.CN,
      PKOB: codes.PKOB,
      P_8A: refusals.text(unit(item), `${path}.item.unit`, TEXT_256),
      P_8B: line.quantity === undefined ? undefined : quantity(String(line.quantity), sign),
      P_9A: item.price === undefined ? undefined : unitPrice(String(item.price)),
      P_10: discounts.length > 0 ? amount(sum(discounts).toString()) : undefined,
      P_11: amount(line.total ?? line.sum, sign),
      ...rateOf(combo, categories[i] ?? "", `${path}.taxes[${list(line.taxes).indexOf(combo)}]`, refusals),
      KursWaluty: exchangeRate,
    };
  });
}
