/**
 * Impuestos: each concept's transferred (Traslado) and retained (Retencion)
 * taxes, and the document's summary of them by rate, as gobl.mx.cfdi
 * writes them. GOBL states no tax amount per line, so a concept's is its
 * percentage of the line total taken at four decimals; IEPS given as a line
 * charge (a rate per unit, say) is a transferred tax of its own.
 */
import { Amount, Percentage } from "../../../engine/index.ts";
import { list, type JSONObject } from "../../common/document-json.ts";
import { CATEGORY_IEPS, FACTOR_EXEMPT, FACTOR_QUOTA, FACTOR_RATE, RETAINED_CATEGORIES, SAT_TAX_OF_CATEGORY } from "../codes.ts";
import { attributes, type XMLNode } from "../xml.ts";
import type { Refusals } from "./refusals.ts";

/** One tax as CFDI states it (Traslado or Retencion), its amounts exact. */
export interface SatTax {
  base?: Amount;
  amount?: Amount;
  tax: string;
  rate?: Amount;
  factor?: string;
}

/** A percentage as TasaOCuota: the fraction with six decimals (16% is 0.160000). */
export function rateOfPercent(percent: string): Amount {
  return Percentage.parse(percent).base.rescale(6);
}

export function satTaxNode(t: SatTax): XMLNode {
  return attributes({ Base: t.base?.toString(), Importe: t.amount?.toString(), Impuesto: t.tax, TasaOCuota: t.rate?.toString(), TipoFactor: t.factor });
}

/** The c_Impuesto of a category, refused for one CFDI has no code for. */
export function satTaxCode(category: string, path: string, refusals: Refusals): string {
  const code = SAT_TAX_OF_CATEGORY.get(category);
  if (code === undefined) refusals.unsupported(path, `CFDI has no tax code (c_Impuesto) for the category ${category}: it takes VAT, RVAT, IEPS, RIEPS and ISR`);
  return code ?? "";
}

/** The tax of an IEPS line charge, at a percentage of the line sum or a rate per unit; none for other charges or without either. */
function chargeTax(line: JSONObject, charge: JSONObject): SatTax | undefined {
  if (charge.code !== CATEGORY_IEPS) return undefined;
  const amount = Amount.parse(charge.amount);
  if (charge.percent !== undefined) {
    return { tax: SAT_TAX_OF_CATEGORY.get(CATEGORY_IEPS)!, amount, base: Amount.parse(line.sum), rate: rateOfPercent(charge.percent), factor: FACTOR_RATE };
  }
  if (charge.rate !== undefined) {
    return { tax: SAT_TAX_OF_CATEGORY.get(CATEGORY_IEPS)!, amount, base: Amount.parse(charge.quantity ?? line.quantity), rate: Amount.parse(charge.rate).rescale(6), factor: FACTOR_QUOTA };
  }
  return undefined;
}

/** A concept's taxes: its combos at the line total (four decimals at least), then its IEPS charges. */
export function conceptTaxes(line: JSONObject, path: string, refusals: Refusals): XMLNode | undefined {
  if (line.total === undefined) return undefined;
  const transferred: SatTax[] = [];
  const retained: SatTax[] = [];
  list(line.taxes).forEach((combo, i) => {
    const total = Amount.parse(line.total).rescaleUp(4);
    const tax = satTaxCode(combo.cat, `${path}.taxes[${i}].cat`, refusals);
    const sat: SatTax =
      combo.percent === undefined
        ? { base: total, tax, factor: FACTOR_EXEMPT }
        : { base: total, amount: Percentage.parse(combo.percent).of(total), tax, rate: rateOfPercent(combo.percent), factor: FACTOR_RATE };
    (RETAINED_CATEGORIES.has(combo.cat) ? retained : transferred).push(sat);
  });
  for (const charge of list(line.charges)) {
    const sat = chargeTax(line, charge);
    if (sat) transferred.push(sat);
  }
  if (transferred.length === 0 && retained.length === 0) return undefined;
  return {
    "cfdi:Traslados": transferred.length ? { "cfdi:Traslado": transferred.map(satTaxNode) } : undefined,
    "cfdi:Retenciones": retained.length ? { "cfdi:Retencion": retained.map(satTaxNode) } : undefined,
  };
}

function addOptional(a: Amount | undefined, b: Amount | undefined): Amount | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a.add(b);
}

/** The document's taxes: what it transfers and retains by rate, and their totals. */
export interface DocumentTaxes {
  node: XMLNode | undefined;
  transferredTotal?: Amount;
  retainedTotal?: Amount;
}

/**
 * The summary of the document's taxes, from its tax totals at the
 * currency's decimals (a retained tax by its code and amount only), with
 * the IEPS line charges added to the rate they share or as rates of their own.
 */
export function documentTaxes(invoice: JSONObject, decimals: number, refusals: Refusals): DocumentTaxes {
  const taxes = invoice.totals?.taxes as JSONObject | undefined;
  if (!taxes) return { node: undefined };
  const transferred: SatTax[] = [];
  const retained: SatTax[] = [];
  list(taxes.categories).forEach((category, c) => {
    const tax = satTaxCode(category.code, `$.doc.totals.taxes.categories[${c}].code`, refusals);
    for (const rate of list(category.rates)) {
      if (category.retained) {
        retained.push({ tax, amount: Amount.parse(rate.amount).rescale(decimals) });
        continue;
      }
      const base = Amount.parse(rate.base).rescale(decimals);
      transferred.push(
        rate.percent === undefined
          ? { base, tax, factor: FACTOR_EXEMPT }
          : { base, amount: Amount.parse(rate.amount).rescale(decimals), tax, rate: rateOfPercent(rate.percent), factor: FACTOR_RATE },
      );
    }
  });
  for (const line of list(invoice.lines)) {
    for (const charge of list(line.charges)) {
      const sat = chargeTax(line, charge);
      if (!sat) continue;
      sat.base = sat.base!.rescale(decimals);
      const same = transferred.find((t) => t.tax === sat.tax && t.factor === sat.factor && t.rate !== undefined && t.rate.equals(sat.rate!));
      if (same) {
        same.base = addOptional(same.base, sat.base);
        same.amount = addOptional(same.amount, sat.amount);
      } else {
        transferred.push(sat);
      }
    }
  }
  if (transferred.length === 0 && retained.length === 0) return { node: undefined };
  let transferredTotal: Amount | undefined;
  for (const t of transferred) if (t.factor !== FACTOR_EXEMPT) transferredTotal = addOptional(transferredTotal, t.amount);
  let retainedTotal: Amount | undefined;
  for (const r of retained) retainedTotal = addOptional(retainedTotal, r.amount);
  const node: XMLNode = {
    ...attributes({ TotalImpuestosTrasladados: transferredTotal?.toString(), TotalImpuestosRetenidos: retainedTotal?.toString() }),
    "cfdi:Retenciones": retained.length ? { "cfdi:Retencion": retained.map(satTaxNode) } : undefined,
    "cfdi:Traslados": transferred.length ? { "cfdi:Traslado": transferred.map(satTaxNode) } : undefined,
  };
  return { node, transferredTotal, retainedTotal };
}
