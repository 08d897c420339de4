/**
 * A payment receipt (Comprobante of kind P) with the Pagos 2.0 complement,
 * from a GOBL bill/payment: the fixed header and concept SAT's fill-in
 * guide sets, one Pago for the payment's method, a DoctoRelacionado per
 * line (each invoice paid, by its fiscal folio, with its balance before and
 * after and the taxes of the part paid), the payment's taxes summed from
 * them, and the totals in MXN.
 */
import { Amount, Percentage, currencyDef, matchExchangeRate } from "../../../engine/index.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import {
  EXPORT_NOT_APPLICABLE,
  EXT,
  FACTOR_EXEMPT,
  FACTOR_RATE,
  NOT_SUBJECT_TO_TAX,
  PAGOS_NAMESPACE,
  PAGOS_SCHEMA_LOCATION,
  PAGOS_VERSION,
  PAYMENT_CONCEPT,
  PAYMENT_CURRENCY,
  SAT_IEPS,
  SAT_ISR,
  SAT_TAX_OF_CATEGORY,
  SAT_VAT,
  SUBJECT_TO_TAX,
  USE_PAYMENTS,
} from "../codes.ts";
import { attributes, buildXML, type XMLNode } from "../xml.ts";
import { identification, issuePlace, namespaceAttributes, unsealed } from "./comprobante.ts";
import { issuer, receiver, receiverNode } from "./parties.ts";
import { Refusals } from "./refusals.ts";
import { fiscalFolio, relatedCFDIs } from "./related.ts";

const HOME_DECIMALS = 2;

/** A tax of the payment summed over its related documents (a retention by its code only). */
interface PaymentTax {
  code: string;
  factor?: string;
  rate?: string;
  base?: Amount;
  amount: Amount;
}

/** The payment's taxes, in the order each first appears. */
class PaymentTaxes {
  readonly retentions: PaymentTax[] = [];
  readonly transfers: PaymentTax[] = [];

  addRetention(code: string, amount: Amount): void {
    const found = this.retentions.find((r) => r.code === code);
    if (found) found.amount = found.amount.matchPrecision(amount).add(amount);
    else this.retentions.push({ code, amount });
  }

  addTransfer(code: string, factor: string, rate: string, base: Amount, amount: Amount): void {
    const found = this.transfers.find((t) => t.code === code && t.factor === factor && t.rate === rate);
    if (found) {
      found.base = found.base!.matchPrecision(base).add(base);
      found.amount = found.amount.matchPrecision(amount).add(amount);
    } else {
      this.transfers.push({ code, factor, rate, base, amount });
    }
  }
}

function percentRate(percent: string): string {
  return Percentage.parse(percent).base.rescale(6).toString();
}

/** The taxes of the part of a document paid, summed into the payment's as they are read. */
function documentTaxes(total: JSONObject | undefined, decimals: number, taxes: PaymentTaxes): XMLNode | undefined {
  if (!total) return undefined;
  const retained: XMLNode[] = [];
  const transferred: XMLNode[] = [];
  for (const category of list(total.categories)) {
    const code = SAT_TAX_OF_CATEGORY.get(category.code);
    if (code === undefined) continue;
    for (const rate of list(category.rates)) {
      const base = Amount.parse(rate.base).rescale(decimals);
      if (category.retained) {
        if (rate.percent === undefined) continue;
        const amount = Amount.parse(rate.amount).rescale(decimals);
        retained.push({ "@_BaseDR": base.toString(), "@_ImpuestoDR": code, "@_TipoFactorDR": FACTOR_RATE, "@_TasaOCuotaDR": percentRate(rate.percent), "@_ImporteDR": amount.toString() });
        taxes.addRetention(code, amount);
      } else if (rate.percent === undefined) {
        transferred.push({ "@_BaseDR": base.toString(), "@_ImpuestoDR": code, "@_TipoFactorDR": FACTOR_EXEMPT });
        taxes.addTransfer(code, FACTOR_EXEMPT, "", base, Amount.zero(decimals));
      } else {
        const amount = Amount.parse(rate.amount).rescale(decimals);
        const tasa = percentRate(rate.percent);
        transferred.push({ "@_BaseDR": base.toString(), "@_ImpuestoDR": code, "@_TipoFactorDR": FACTOR_RATE, "@_TasaOCuotaDR": tasa, "@_ImporteDR": amount.toString() });
        taxes.addTransfer(code, FACTOR_RATE, tasa, base, amount);
      }
    }
  }
  if (retained.length === 0 && transferred.length === 0) return undefined;
  return {
    "pago20:RetencionesDR": retained.length ? { "pago20:RetencionDR": retained } : undefined,
    "pago20:TrasladosDR": transferred.length ? { "pago20:TrasladoDR": transferred } : undefined,
  };
}

/**
 * A related document. The addon keeps every document in the payment's
 * currency, so MonedaDR is that currency and EquivalenciaDR 1; the balance
 * before is what was payable less earlier advances.
 */
function relatedDocument(line: JSONObject, path: string, currency: string, decimals: number, taxes: PaymentTaxes, refusals: Refusals): XMLNode | undefined {
  const document = line.document as JSONObject | undefined;
  if (!document) return undefined;
  const uuid = fiscalFolio(document);
  if (uuid === "") refusals.missing(`${path}.document.stamps`, "Pagos relates each document paid by its fiscal folio: a sat-uuid stamp is required");
  let before = Amount.parse(line.payable ?? "0");
  if (line.advances !== undefined) before = before.matchPrecision(Amount.parse(line.advances)).subtract(Amount.parse(line.advances));
  const impuestos = documentTaxes(line.tax, decimals, taxes);
  return {
    "@_IdDocumento": uuid,
    ...attributes({ Serie: document.series, Folio: document.code }),
    "@_MonedaDR": currency,
    "@_EquivalenciaDR": "1",
    "@_NumParcialidad": String(line.installment ?? 0),
    "@_ImpSaldoAnt": before.rescale(decimals).toString(),
    "@_ImpPagado": Amount.parse(line.amount).rescale(decimals).toString(),
    "@_ImpSaldoInsoluto": Amount.parse(line.due ?? "0").rescale(decimals).toString(),
    "@_ObjetoImpDR": impuestos ? SUBJECT_TO_TAX : NOT_SUBJECT_TO_TAX,
    "pago20:ImpuestosDR": impuestos,
  };
}

function paymentTaxesNode(taxes: PaymentTaxes): XMLNode | undefined {
  if (taxes.retentions.length === 0 && taxes.transfers.length === 0) return undefined;
  return {
    "pago20:RetencionesP": taxes.retentions.length ? { "pago20:RetencionP": taxes.retentions.map((r) => ({ "@_ImpuestoP": r.code, "@_ImporteP": r.amount.toString() })) } : undefined,
    "pago20:TrasladosP": taxes.transfers.length
      ? {
          "pago20:TrasladoP": taxes.transfers.map((t) => ({
            "@_BaseP": t.base!.toString(),
            "@_ImpuestoP": t.code,
            "@_TipoFactorP": t.factor!,
            ...(t.factor === FACTOR_EXEMPT ? {} : { "@_TasaOCuotaP": t.rate!, "@_ImporteP": t.amount.toString() }),
          })),
        }
      : undefined,
  };
}

/** An amount of the payment's currency in MXN, at the rate given, to the peso's cents. */
function inPesos(amount: Amount, rate: Amount): string {
  return amount.upscale(4).multiply(rate).rescale(HOME_DECIMALS).toString();
}

const VAT_RATE_TOTALS: ReadonlyMap<string, string> = new Map([
  ["0.160000", "IVA16"],
  ["0.080000", "IVA8"],
  ["0.000000", "IVA0"],
]);

/** Totales: the retentions by tax and the VAT transferred by rate (16, 8, 0 and exempt), in MXN, and the payments' total. */
function totals(total: Amount, taxes: PaymentTaxes, rate: Amount): XMLNode {
  const values: [string, string][] = [];
  for (const r of taxes.retentions) {
    const name = r.code === SAT_VAT ? "IVA" : r.code === SAT_ISR ? "ISR" : r.code === SAT_IEPS ? "IEPS" : undefined;
    if (name) values.push([`TotalRetenciones${name}`, inPesos(r.amount, rate)]);
  }
  for (const t of taxes.transfers) {
    if (t.code !== SAT_VAT) continue;
    if (t.factor === FACTOR_EXEMPT) {
      values.push(["TotalTrasladosBaseIVAExento", inPesos(t.base!, rate)]);
      continue;
    }
    const name = VAT_RATE_TOTALS.get(t.rate ?? "");
    if (name === undefined) continue;
    values.push([`TotalTrasladosBase${name}`, inPesos(t.base!, rate)], [`TotalTrasladosImpuesto${name}`, inPesos(t.amount, rate)]);
  }
  values.push(["MontoTotalPagos", inPesos(total, rate)]);
  return attributes(Object.fromEntries(values));
}

/** FechaPago: the method's date, else the value date, else the issue date, at noon (GOBL keeps no time of payment; noon is SAT's time for an unknown one). */
function paymentDate(payment: JSONObject, method: JSONObject | undefined): string {
  return `${method?.date ?? payment.value_date ?? payment.issue_date}T12:00:00`;
}

export function writePayment(payment: JSONObject): string {
  const refusals = new Refusals();
  const currency = String(payment.currency);
  const decimals = currencyDef(currency)?.subunits ?? 2;
  const place = issuePlace(payment, payment.supplier);
  const kind = ext(payment, EXT.docType);
  if (kind === "") refusals.missing(`$.doc.ext.${EXT.docType}`, "CFDI requires the kind of document (TipoDeComprobante)");
  if (place === "") refusals.missing(`$.doc.ext.${EXT.issuePlace}`, "CFDI requires the postcode where it is issued (LugarExpedicion)");
  const methods = list(payment.methods);
  if (methods.length !== 1) refusals.unsupported("$.doc.methods", "a CFDI payment receipt states exactly one payment method (Pago)");
  const method = methods[0];
  const preceding = list(payment.preceding);
  const related = relatedCFDIs(preceding, ext(preceding[0], EXT.relType), refusals);
  const customer = { ...receiver(payment.customer, place, refusals), UsoCFDI: USE_PAYMENTS };

  const taxes = new PaymentTaxes();
  const exchange = matchExchangeRate<{ amount: string }>(payment.exchange_rates, currency, "MXN");
  const rate = exchange ? Amount.parse(exchange.amount) : Amount.of(1);
  const total = Amount.parse(payment.total ?? "0");
  const documents = list(payment.lines)
    .map((line, i) => relatedDocument(line, `$.doc.lines[${i}]`, currency, decimals, taxes, refusals))
    .filter((d): d is XMLNode => d !== undefined);
  const pago: XMLNode = {
    "@_FechaPago": paymentDate(payment, method),
    "@_FormaDePagoP": ext(method, EXT.paymentMeans),
    "@_MonedaP": currency,
    ...attributes({ TipoCambioP: rate.rescaleDown(6).toString() }),
    "@_Monto": total.rescale(decimals).toString(),
    ...attributes({ NumOperacion: method?.ref }),
    "pago20:DoctoRelacionado": documents,
    "pago20:ImpuestosP": paymentTaxesNode(taxes),
  };
  refusals.throwIfAny();

  const root: XMLNode = {
    ...namespaceAttributes([{ prefix: "pago20", uri: PAGOS_NAMESPACE, location: PAGOS_SCHEMA_LOCATION }]),
    ...identification(payment, kind, place),
    "@_SubTotal": "0",
    "@_Total": "0",
    "@_Moneda": PAYMENT_CURRENCY,
    "@_Exportacion": EXPORT_NOT_APPLICABLE,
    ...unsealed(),
    "cfdi:CfdiRelacionados": related,
    "cfdi:Emisor": issuer(payment.supplier ?? {}, refusals),
    "cfdi:Receptor": receiverNode(customer),
    "cfdi:Conceptos": { "cfdi:Concepto": [Object.fromEntries(Object.entries(PAYMENT_CONCEPT).map(([name, value]) => [`@_${name}`, value]))] },
    "cfdi:Complemento": { "pago20:Pagos": { "@_Version": PAGOS_VERSION, "pago20:Totales": totals(total, taxes, rate), "pago20:Pago": [pago] } },
  };
  refusals.throwIfAny();
  return buildXML("cfdi:Comprobante", root);
}
