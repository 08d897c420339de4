/**
 * FacturaE's taxes: the invoice's summary by category and rate (TaxesOutputs
 * for taxes charged, TaxesWithheld for retained ones such as IRPF), and each
 * line's own, which FacturaE requires and GOBL does not calculate.
 */
import { Amount, Percentage } from "../../../engine/index.ts";
import { TAX_TYPE_CODES } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import type { Figures } from "./figures.ts";
import { listOf, text, type JSONObject } from "./json.ts";
import type { Refusals } from "./refusals.ts";

/** Taxes charged and withheld, each a list of Tax elements (empty lists are not written). */
export interface TaxLists {
  outputs: XMLNode[];
  withheld: XMLNode[];
}

/** A rate as FacturaE writes it: the percent without its sign, 0 when the rate has none (exempt). */
function rate(percent: string | undefined): string {
  return percent === undefined ? "0" : Percentage.parse(percent).stringWithoutSymbol();
}

/** The equivalence surcharge's rate, at two decimals as FacturaE requires (5.2% → 5.20). */
function surchargeRate(percent: string): string {
  return Percentage.parse(percent).rescale(4).stringWithoutSymbol();
}

function typeCode(category: string, path: string, refusals: Refusals): string | undefined {
  const code = TAX_TYPE_CODES.get(category);
  if (code === undefined) refusals.unsupported(path, `FacturaE has no tax type for the category ${category}`);
  return code;
}

/** The invoice's tax summary, from its calculated totals. */
export function taxSummary(invoice: JSONObject, figures: Figures, refusals: Refusals): TaxLists {
  const lists: TaxLists = { outputs: [], withheld: [] };
  listOf(invoice.totals?.taxes?.categories).forEach((category, c) => {
    const code = typeCode(category.code, `$.doc.totals.taxes.categories[${c}].code`, refusals);
    for (const row of listOf(category.rates)) {
      const tax: XMLNode = {
        TaxTypeCode: code,
        TaxRate: rate(text(row.percent)),
        TaxableBase: figures.total(row.base),
        TaxAmount: figures.total(row.amount),
      };
      if (category.retained) {
        lists.withheld.push(tax);
        continue;
      }
      if (row.surcharge) {
        tax.EquivalenceSurcharge = surchargeRate(row.surcharge.percent);
        tax.EquivalenceSurchargeAmount = figures.total(row.surcharge.amount);
      }
      lists.outputs.push(tax);
    }
  });
  return lists;
}

/**
 * A line's taxes, worked back from its total as gobl.facturae does: each
 * rate applied to the total taken at two more decimals (at least four), so
 * the line's figures round from the same precision as the invoice's.
 */
export function lineTaxes(invoice: JSONObject, line: JSONObject, total: Amount, path: string, figures: Figures, refusals: Refusals): TaxLists {
  const precise = total.exp < 4 ? total.rescale(total.exp + 2) : total;
  const categories = listOf(invoice.totals?.taxes?.categories);
  const lists: TaxLists = { outputs: [], withheld: [] };
  listOf(line.taxes).forEach((combo, t) => {
    const category = categories.find((c) => c.code === combo.cat);
    if (!category) return; // a combo the totals do not carry has nothing to state
    const percent = text(combo.percent);
    const tax: XMLNode = {
      TaxTypeCode: typeCode(combo.cat, `${path}.taxes[${t}].cat`, refusals),
      TaxRate: rate(percent),
      TaxableBase: figures.total(precise),
      TaxAmount: figures.total(percent === undefined ? Amount.zero(precise.exp) : Percentage.parse(percent).of(precise)),
    };
    if (category.retained) {
      lists.withheld.push(tax);
      return;
    }
    const surcharge = text(combo.surcharge);
    if (surcharge !== undefined) {
      tax.EquivalenceSurcharge = surchargeRate(surcharge);
      tax.EquivalenceSurchargeAmount = figures.total(Percentage.parse(surcharge).of(precise));
    }
    lists.outputs.push(tax);
  });
  return lists;
}
