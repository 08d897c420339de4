/**
 * Impuestos into GOBL: a concept's taxes as its combos (VAT, and the
 * retained RVAT, RIEPS and ISR), its transferred IEPS as line charges (at a
 * rate, or a quota per unit); the document's summary as the tax totals,
 * whose transferred sum leaves IEPS out, since GOBL counts those charges in
 * the lines' sums. A retained tax's base, which the summary does not state,
 * is summed from the concepts'.
 */
import { Amount } from "../../../engine/index.ts";
import { child, children, type ParsedNode } from "../../common/xml-tree.ts";
import { FACTOR_EXEMPT, FACTOR_QUOTA, FACTOR_RATE, RETAINED_CATEGORY_OF_SAT, SAT_IEPS, TRANSFERRED_CATEGORY_OF_SAT } from "../codes.ts";
import { attr, decimal, percentOfRate, put, type Out } from "./values.ts";

/** The rate of a tax at a percentage (Tasa), as GOBL text; undefined for other factors or without one. */
function percentOf(tax: ParsedNode, element: string): string | undefined {
  if (attr(tax, "TipoFactor") !== FACTOR_RATE) return undefined;
  const rate = decimal(tax, "TasaOCuota", element);
  return rate === undefined ? undefined : percentOfRate(rate);
}

function transferred(taxes: ParsedNode | undefined): ParsedNode[] {
  return children(child(taxes, "Traslados"), "Traslado");
}

function retained(taxes: ParsedNode | undefined): ParsedNode[] {
  return children(child(taxes, "Retenciones"), "Retencion");
}

function combo(tax: ParsedNode, categories: ReadonlyMap<string, string>, element: string): Out | undefined {
  const code = attr(tax, "Impuesto") ?? "";
  if (code === SAT_IEPS) return undefined;
  const category = categories.get(code);
  if (category === undefined) return undefined;
  const out: Out = { cat: category };
  if (attr(tax, "TipoFactor") === FACTOR_EXEMPT) out.key = "exempt";
  put(out, "percent", percentOf(tax, element));
  return out;
}

export function lineTaxes(concept: ParsedNode): Out[] {
  const taxes = child(concept, "Impuestos");
  return [
    ...transferred(taxes).map((t) => combo(t, TRANSFERRED_CATEGORY_OF_SAT, "Traslado")),
    ...retained(taxes).map((t) => combo(t, RETAINED_CATEGORY_OF_SAT, "Retencion")),
  ].filter((c): c is Out => c !== undefined);
}

export function lineCharges(concept: ParsedNode): Out[] {
  const out: Out[] = [];
  for (const tax of transferred(child(concept, "Impuestos"))) {
    if (attr(tax, "Impuesto") !== SAT_IEPS) continue;
    const charge: Out = { code: "IEPS" };
    const factor = attr(tax, "TipoFactor");
    if (factor === FACTOR_RATE) put(charge, "percent", percentOf(tax, "Traslado"));
    else if (factor === FACTOR_QUOTA) {
      put(charge, "quantity", decimal(tax, "Base", "Traslado"));
      put(charge, "rate", decimal(tax, "TasaOCuota", "Traslado"));
    } else continue;
    charge.amount = decimal(tax, "Importe", "Traslado") ?? "0";
    out.push(charge);
  }
  return out;
}

function addTo(total: Amount | undefined, value: Amount): Amount {
  return total === undefined ? value : total.matchPrecision(value).add(value);
}

/** The tax totals of the document's Impuestos, with its transferred (IEPS left out) and retained sums; undefined without one. */
export function taxTotals(root: ParsedNode, zero: Amount): { taxes: Out; sum: Amount; retained?: Amount } | undefined {
  const summary = child(root, "Impuestos");
  if (!summary) return undefined;
  const transferredSum = decimal(summary, "TotalImpuestosTrasladados", "Impuestos");
  const retainedSum = decimal(summary, "TotalImpuestosRetenidos", "Impuestos");
  let sum = transferredSum === undefined ? zero : Amount.parse(transferredSum);
  const categories: { code: string; retained?: boolean; rates: Out[]; amount?: Amount }[] = [];
  const category = (code: string, isRetained: boolean) => {
    let found = categories.find((c) => c.code === code);
    if (!found) categories.push((found = { code, ...(isRetained ? { retained: true } : {}), rates: [] }));
    return found;
  };
  for (const tax of transferred(summary)) {
    const amount = decimal(tax, "Importe", "Traslado");
    if (attr(tax, "Impuesto") === SAT_IEPS) {
      if (amount !== undefined) sum = sum.matchPrecision(Amount.parse(amount)).subtract(Amount.parse(amount));
      continue;
    }
    const total = category(TRANSFERRED_CATEGORY_OF_SAT.get(attr(tax, "Impuesto") ?? "") ?? "", false);
    const rate: Out = {};
    if (amount !== undefined) total.amount = addTo(total.amount ?? Amount.zero(), Amount.parse(amount));
    const factor = attr(tax, "TipoFactor");
    if (factor === FACTOR_EXEMPT) rate.key = "exempt";
    rate.base = decimal(tax, "Base", "Traslado") ?? "0";
    if (factor === FACTOR_RATE) put(rate, "percent", percentOf(tax, "Traslado"));
    rate.amount = factor === FACTOR_EXEMPT ? zero.toString() : (amount ?? "0");
    total.rates.push(rate);
  }
  const concepts = children(child(root, "Conceptos"), "Concepto");
  for (const tax of retained(summary)) {
    const code = attr(tax, "Impuesto") ?? "";
    const total = category(RETAINED_CATEGORY_OF_SAT.get(code) ?? "", true);
    const amount = decimal(tax, "Importe", "Retencion");
    if (amount !== undefined) total.amount = addTo(total.amount ?? Amount.zero(), Amount.parse(amount));
    let base = Amount.zero();
    for (const concept of concepts) {
      for (const line of retained(child(concept, "Impuestos"))) {
        if (attr(line, "Impuesto") !== code) continue;
        const lineBase = Amount.parse(decimal(line, "Base", "Retencion") ?? "0");
        base = base.matchPrecision(lineBase).add(lineBase);
      }
    }
    total.rates.push({ base: base.toString(), amount: amount ?? "0" });
  }
  const taxes: Out = {
    categories: categories.map((c) => ({ code: c.code, ...(c.retained ? { retained: true } : {}), rates: c.rates, amount: (c.amount ?? Amount.zero()).toString() })),
    sum: sum.toString(),
  };
  put(taxes, "retained", retainedSum);
  return { taxes, sum, retained: retainedSum === undefined ? undefined : Amount.parse(retainedSum) };
}
