/**
 * A Comprobante of an invoice (kinds I, E, ...): its header, the related
 * CFDIs, the parties, the concepts, the taxes, the complements and the
 * Mabe addenda. Its totals are made from what is written, as gobl.mx.cfdi
 * makes them: SubTotal the sum of the concepts' amounts, Total that less
 * the discounts plus the transferred and less the retained taxes, both
 * rounded at the end, and the discount then restated so that the three
 * agree after rounding.
 */
import { Amount, BizdocError, currencyDef, matchExchangeRate, type FormatContext } from "../../../engine/index.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import { EXPORT_NOT_APPLICABLE, EXT, PAYMENT_MEANS_TO_DEFINE, PAYMENT_METHOD_INSTALMENTS, PAYMENT_METHOD_SINGLE } from "../codes.ts";
import { attributes, buildXML, type XMLNode } from "../xml.ts";
import { identification, issuePlace, namespaceAttributes, unsealed } from "./comprobante.ts";
import { invoiceComplements } from "./complements.ts";
import { concepts, type Concept } from "./lines.ts";
import { isMabe, mabeAddenda } from "./mabe.ts";
import { issuer, receiver, receiverNode } from "./parties.ts";
import { Refusals } from "./refusals.ts";
import { relatedCFDIs } from "./related.ts";
import { documentTaxes } from "./taxes.ts";

const HOME_CURRENCY = "MXN";

/** What GOBL's invoice has that CFDI has no place for: refused rather than lost. */
function unsupported(invoice: JSONObject, refusals: Refusals): void {
  if (list(invoice.charges).length > 0) refusals.unsupported("$.doc.charges", "CFDI has no document-level charges: state them as lines");
  const tags = list<string>(invoice.$tags);
  for (const tag of ["self-billed", "customer-rates"]) {
    if (tags.includes(tag)) refusals.unsupported("$.doc.$tags", `CFDI cannot be written for a ${tag} invoice`);
  }
}

/** Whether the invoice is paid in full already (nothing due): one payment (PUE) then. */
function isPrepaid(invoice: JSONObject): boolean {
  const due = invoice.totals?.due;
  return due !== undefined && Amount.parse(due).isZero();
}

/** MetodoPago: the addon's extension, else PUE for an invoice paid in full and PPD for one paid later. */
function paymentMethod(invoice: JSONObject): string {
  return ext(invoice.tax, EXT.paymentMethod) || (isPrepaid(invoice) ? PAYMENT_METHOD_SINGLE : PAYMENT_METHOD_INSTALMENTS);
}

/** FormaPago: the means of the largest advance of an invoice paid in full, else 99 (to be defined). */
function paymentMeans(invoice: JSONObject): string {
  const advances = list(invoice.payment?.advances);
  if (!isPrepaid(invoice) || advances.length === 0) return PAYMENT_MEANS_TO_DEFINE;
  let largest = advances[0]!;
  for (const advance of advances) if (Amount.parse(advance.amount).compare(Amount.parse(largest.amount)) > 0) largest = advance;
  return ext(largest, EXT.paymentMeans);
}

/** The discounts of all lines, at the currency's decimals or more; undefined when none. */
function documentDiscount(discounts: (Amount | undefined)[], decimals: number): Amount | undefined {
  let total = Amount.zero(decimals);
  for (const d of discounts) if (d) total = total.matchPrecision(d).add(d);
  return total.isZero() ? undefined : total;
}

function globalInformation(invoice: JSONObject): XMLNode | undefined {
  if (ext(invoice.tax, EXT.globalPeriod) === "") return undefined;
  return { "@_Periodicidad": ext(invoice.tax, EXT.globalPeriod), "@_Meses": ext(invoice.tax, EXT.globalMonth), "@_Año": ext(invoice.tax, EXT.globalYear) };
}

/**
 * The discount restated from the rounded totals (SubTotal + taxes − Total),
 * so that SAT's check of the three holds; when that moves it by more than
 * half a cent, the first discounted concept takes the difference, as
 * gobl.mx.cfdi does.
 */
function restatedDiscount(subtotal: Amount, taxes: Amount, total: Amount, discount: Amount, decimals: number, lines: Concept[]): Amount {
  const restated = subtotal.add(taxes).subtract(total);
  const difference = restated.matchPrecision(discount).subtract(discount);
  const increment = difference.subtract(Amount.of(5, decimals + 1));
  if (!increment.isPositive()) return restated;
  const line = lines.find((c) => c.discount !== undefined);
  if (line) {
    const adjusted = line.discount!.matchPrecision(increment).add(increment);
    line.node["@_Descuento"] = adjusted.toString();
    line.node["@_Importe"] = line.amount.matchPrecision(adjusted).toString();
  }
  return restated;
}

export function writeInvoice(invoice: JSONObject, context: FormatContext): string {
  const refusals = new Refusals();
  unsupported(invoice, refusals);
  const currency = String(invoice.currency);
  const decimals = currencyDef(currency)?.subunits ?? 2;
  const zero = Amount.zero(decimals);
  const place = issuePlace(invoice.tax, invoice.supplier);
  const kind = ext(invoice.tax, EXT.docType);
  if (kind === "") refusals.missing(`$.doc.tax.ext.${EXT.docType}`, "CFDI requires the kind of document (TipoDeComprobante)");
  if (place === "") refusals.missing(`$.doc.tax.ext.${EXT.issuePlace}`, "CFDI requires the postcode where it is issued (LugarExpedicion)");

  const lines = concepts(invoice, refusals);
  const taxes = documentTaxes(invoice, decimals, refusals);
  const complements = invoiceComplements(invoice, refusals);
  const discount = documentDiscount(lines.map((c) => c.discount), decimals);
  const addenda = isMabe(invoice) ? mabeAddenda(invoice, discount?.toString(), context.regime("MX"), refusals) : undefined;
  const customer = receiver(invoice.customer, place, refusals);
  const related = relatedCFDIs(list(invoice.preceding), ext(invoice.tax, EXT.relType), refusals);
  refusals.throwIfAny();

  let subtotal = zero;
  for (const c of lines) subtotal = subtotal.matchPrecision(c.amount).add(c.amount);
  let total = discount ? subtotal.matchPrecision(discount).subtract(discount) : subtotal;
  let netTaxes = zero;
  if (taxes.transferredTotal) netTaxes = netTaxes.matchPrecision(taxes.transferredTotal).add(taxes.transferredTotal);
  if (taxes.retainedTotal) netTaxes = netTaxes.matchPrecision(taxes.retainedTotal).subtract(taxes.retainedTotal);
  total = total.add(netTaxes).rescale(decimals);
  subtotal = subtotal.rescale(decimals);
  const statedDiscount = discount ? restatedDiscount(subtotal, netTaxes, total, discount, decimals, lines) : undefined;

  const rate = matchExchangeRate<{ amount: string }>(invoice.exchange_rates, currency, HOME_CURRENCY);
  const root: XMLNode = {
    ...namespaceAttributes(complements.namespaces),
    ...identification(invoice, kind, place),
    "@_SubTotal": subtotal.toString(),
    ...attributes({ Descuento: statedDiscount?.toString() }),
    "@_Total": total.toString(),
    "@_Moneda": currency,
    ...attributes({ TipoCambio: rate?.amount }),
    "@_Exportacion": EXPORT_NOT_APPLICABLE,
    ...attributes({ MetodoPago: paymentMethod(invoice), FormaPago: paymentMeans(invoice), CondicionesDePago: invoice.payment?.terms?.notes }),
    ...unsealed(),
    "cfdi:InformacionGlobal": globalInformation(invoice),
    "cfdi:CfdiRelacionados": related,
    "cfdi:Emisor": issuer(invoice.supplier ?? {}, refusals),
    "cfdi:Receptor": receiverNode(customer),
    "cfdi:Conceptos": { "cfdi:Concepto": lines.map((c) => c.node) },
    "cfdi:Impuestos": taxes.node,
    "cfdi:Complemento": Object.keys(complements.members).length ? complements.members : undefined,
    "cfdi:Addenda": addenda ? { "mabe:Factura": addenda } : undefined,
  };
  refusals.throwIfAny();
  return buildXML("cfdi:Comprobante", root);
}

/** A document CFDI has no Comprobante for. */
export function notWritable(schema: unknown): BizdocError {
  return new BizdocError("input", `CFDI is written for invoices and payments (bill/invoice, bill/payment), not ${String(schema)}`, [
    { properties: ["$.doc.$schema"], description: "CFDI is written for bill/invoice and bill/payment documents" },
  ]);
}
