/**
 * A CFDI into a GOBL invoice with the mx-cfdi-v4 addon, as gobl.mx.cfdi
 * reads one: its header, parties, lines, related CFDIs and payment, and
 * its totals as the XML states them. CFDI's amounts follow SAT's rounding
 * (concept taxes at four decimals, the discount restated from the rounded
 * totals), which GOBL's calculation does not reproduce, so the invoice is
 * tagged `bypass`: its totals are the XML's, not recalculated (but for a
 * global invoice, see readDocument).
 */
import { Amount, type FormatContext, type ParsedXML } from "../../../engine/index.ts";
import { child, children, type ParsedNode } from "../../common/xml-tree.ts";
import { addStatedTotal, noStatedTotals } from "../../common/xml-values.ts";
import { CFDI_ADDON, EXT, PAYMENT_METHOD_SINGLE, STAMP, TAG_GLOBAL } from "../codes.ts";
import { refuse } from "../xml.ts";
import { lines } from "./lines.ts";
import { customer, supplier } from "./parties.ts";
import { openDocument } from "./root.ts";
import { stampsOf } from "./stamps.ts";
import { taxTotals } from "./taxes.ts";
import { amount, attr, decimal, extensions, issueDateTime, put, type Out } from "./values.ts";

const HOME_CURRENCY = "MXN";
/** How gobl.mx.cfdi describes the advance of an invoice paid in one go (PUE). */
const SINGLE_PAYMENT = "Pago en una sola exhibición";

const INVOICE_TYPES: ReadonlyMap<string, string> = new Map([
  ["I", "standard"],
  ["E", "credit-note"],
]);

function payment(root: ParsedNode, total: string): Out | undefined {
  const out: Out = {};
  const terms = attr(root, "CondicionesDePago");
  if (terms) out.terms = { notes: terms };
  if (attr(root, "MetodoPago") === PAYMENT_METHOD_SINGLE) {
    out.advances = [{ description: SINGLE_PAYMENT, percent: "100%", amount: total, ...(attr(root, "FormaPago") ? { ext: { [EXT.paymentMeans]: attr(root, "FormaPago") } } : {}) }];
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The totals as stated: the sum is SubTotal with the transferred IEPS (a
 * line charge in GOBL) and less the discount, the total with tax Total
 * with the retained taxes added back; an invoice paid in one go owes nothing.
 */
function totals(root: ParsedNode, zero: Amount): Out {
  const subtotal = amount(root, "SubTotal", "Comprobante");
  const total = amount(root, "Total", "Comprobante");
  const discount = decimal(root, "Descuento", "Comprobante");
  let sum = subtotal;
  let withTax = total;
  const out: Out = {};
  const taxes = taxTotals(root, zero);
  if (taxes) {
    out.taxes = taxes.taxes;
    if (taxes.retained) withTax = withTax.add(taxes.retained);
    for (const tax of children(child(child(root, "Impuestos"), "Traslados"), "Traslado")) {
      const ieps = attr(tax, "Impuesto") === "003" ? decimal(tax, "Importe", "Traslado") : undefined;
      if (ieps !== undefined) sum = sum.matchPrecision(Amount.parse(ieps)).add(Amount.parse(ieps));
    }
  }
  if (discount !== undefined) sum = sum.subtract(Amount.parse(discount));
  const result: Out = { sum: sum.toString(), total: sum.toString(), ...out };
  // Without Impuestos GOBL's reader leaves the tax at its zero value, written "0".
  result.tax = taxes ? taxes.sum.toString() : "0";
  if (taxes) put(result, "retained_tax", taxes.retained?.toString());
  result.total_with_tax = withTax.toString();
  result.payable = total.toString();
  if (attr(root, "MetodoPago") === PAYMENT_METHOD_SINGLE) result.due = zero.toString();
  return result;
}

function preceding(root: ParsedNode, tax: Out): Out[] {
  const related = child(root, "CfdiRelacionados");
  if (!related) return [];
  const relation = attr(related, "TipoRelacion");
  if (relation) tax.ext = { ...((tax.ext as Out | undefined) ?? {}), [EXT.relType]: relation };
  return children(related, "CfdiRelacionado")
    .map((r) => attr(r, "UUID"))
    .filter((uuid): uuid is string => uuid !== undefined)
    .map((uuid) => ({ code: uuid, stamps: [{ prv: STAMP.uuid, val: uuid }] }));
}

export function readDocument(xml: string, _context?: FormatContext): ParsedXML {
  const root = openDocument(xml);
  const kind = attr(root, "TipoDeComprobante") ?? "";
  // A payment receipt's Pagos and a payroll's Nomina complement have no place in an invoice: refused rather than lost.
  if (kind === "P" || kind === "N") refuse(`a Comprobante of kind ${kind} is not read: its complement has no place in an invoice (CFDI is read into invoices)`);
  const currency = attr(root, "Moneda") ?? "";
  const zero = Amount.zero(2);
  // The totals are the XML's (bypass), except for a global invoice: gobl.mx.cfdi sets its tags to `global` alone,
  // so it is calculated, and the total the XML states is then checked against the calculation (statedTotals).
  const tags = child(root, "InformacionGlobal") ? [TAG_GLOBAL] : ["bypass"];
  const invoice: Out = { $schema: "https://gobl.org/draft-0/bill/invoice", $regime: "MX", $addons: [CFDI_ADDON] };
  put(invoice, "type", INVOICE_TYPES.get(kind) ?? "other");
  put(invoice, "series", attr(root, "Serie"));
  put(invoice, "code", attr(root, "Folio"));
  const fecha = attr(root, "Fecha");
  if (fecha !== undefined) {
    const { date, time } = issueDateTime(fecha, "Comprobante");
    invoice.issue_date = date;
    invoice.issue_time = time;
  }
  put(invoice, "currency", currency);
  const rate = decimal(root, "TipoCambio", "Comprobante");
  if (rate !== undefined) invoice.exchange_rates = [{ from: currency, to: HOME_CURRENCY, amount: rate }];
  const tax: Out = {};
  put(tax, "ext", extensions({ [EXT.docType]: kind, [EXT.issuePlace]: attr(root, "LugarExpedicion"), [EXT.paymentMethod]: attr(root, "MetodoPago") }));
  const global = child(root, "InformacionGlobal");
  if (global) {
    tax.ext = { ...((tax.ext as Out | undefined) ?? {}), ...extensions({ [EXT.globalPeriod]: attr(global, "Periodicidad"), [EXT.globalMonth]: attr(global, "Meses"), [EXT.globalYear]: attr(global, "Año") }) };
  }
  invoice.$tags = tags;
  put(invoice, "preceding", preceding(root, tax));
  invoice.tax = tax;
  put(invoice, "supplier", supplier(root));
  put(invoice, "customer", customer(root));
  put(invoice, "lines", lines(root));
  put(invoice, "payment", payment(root, amount(root, "Total", "Comprobante").toString()));
  invoice.totals = totals(root, zero);
  const stated = noStatedTotals();
  addStatedTotal(stated, "payable", "cfdi:Comprobante/@Total", attr(root, "Total"));
  return { document: invoice, ...stated, stamps: stampsOf(root) };
}
