/**
 * TipoDesglose: the VAT breakdown, from the document's VAT rates (one row
 * each, as GOBL totals them). For a Spanish or unnamed customer, one
 * breakdown of the invoice (DesgloseFactura); for a foreign customer, one
 * per kind of operation (DesgloseTipoOperacion), services apart from
 * deliveries of goods, by the rates' `es-tbai-product` (services when
 * absent).
 *
 * A rate's `es-tbai-exemption` places it: E1 to E6 exempt (DetalleExenta,
 * by cause), OT, RL and VT not subject (DetalleNoSujeta, by cause), S2
 * subject with reverse charge; without one, subject and not exempt (S1).
 * IE (not subject by location, another state's VAT passed on) has no code
 * of its own in TicketBAI 1.2: it is RL, not subject by the location rules.
 */
import { Amount } from "../../../engine/index.ts";
import type { XMLNode } from "../../common/xml-tree.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import { percentText, type Figures } from "./figures.ts";
import type { Refusals } from "./refusals.ts";

const EXEMPTION = "es-tbai-exemption";
const PRODUCT = "es-tbai-product";
const EXEMPT = new Set(["E1", "E2", "E3", "E4", "E5", "E6"]);
const NOT_SUBJECT: Readonly<Record<string, string>> = { OT: "OT", RL: "RL", VT: "VT", IE: "RL" };
const REVERSE_CHARGE = "S2";
const NOT_EXEMPT = "S1";

interface Group {
  exempt: Map<string, Amount>;
  notSubject: Map<string, Amount>;
  /** DetalleIVA rows by TipoNoExenta. */
  notExempt: Map<string, XMLNode[]>;
}

const emptyGroup = (): Group => ({ exempt: new Map(), notSubject: new Map(), notExempt: new Map() });

export function breakdown(invoice: JSONObject, figures: Figures, refusals: Refusals): XMLNode {
  const vat = list(invoice.totals?.taxes?.categories).find((c) => c.code === "VAT");
  const rates = list(vat?.rates);
  const country = invoice.customer?.tax_id?.country as string | undefined;
  const byOperation = country !== undefined && country !== "ES";
  if (!byOperation) {
    const group = emptyGroup();
    rates.forEach((rate, i) => add(group, rate, i, refusals));
    return { DesgloseFactura: written(group, figures) };
  }
  const services = emptyGroup();
  const goods = emptyGroup();
  rates.forEach((rate, i) => add(ext(rate, PRODUCT) === "goods" || ext(rate, PRODUCT) === "resale" ? goods : services, rate, i, refusals));
  return {
    DesgloseTipoOperacion: {
      PrestacionServicios: isEmpty(services) ? undefined : written(services, figures),
      Entrega: isEmpty(goods) ? undefined : written(goods, figures),
    },
  };
}

function add(group: Group, rate: JSONObject, index: number, refusals: Refusals): void {
  const code = ext(rate, EXEMPTION);
  const base = Amount.parse(rate.base ?? "0");
  const accumulate = (map: Map<string, Amount>, key: string) => map.set(key, (map.get(key) ?? Amount.zero(2)).add(base));
  if (EXEMPT.has(code)) return void accumulate(group.exempt, code);
  if (Object.hasOwn(NOT_SUBJECT, code)) return void accumulate(group.notSubject, NOT_SUBJECT[code]!);
  if (code !== "" && code !== REVERSE_CHARGE) {
    refusals.unsupported("$.doc.lines", `VAT rate ${index + 1}: TicketBAI has no place for the exemption code '${code}'`);
    return;
  }
  const type = code === REVERSE_CHARGE ? REVERSE_CHARGE : NOT_EXEMPT;
  const rows = group.notExempt.get(type) ?? [];
  rows.push(rate as XMLNode);
  group.notExempt.set(type, rows);
}

const isEmpty = (group: Group) => group.exempt.size + group.notSubject.size + group.notExempt.size === 0;

function written(group: Group, figures: Figures): XMLNode {
  const exempt = [...group.exempt].map(([cause, base]) => ({ CausaExencion: cause, BaseImponible: figures.money(base) }));
  const notExempt = [...group.notExempt].map(([type, rates]) => ({
    TipoNoExenta: type,
    DesgloseIVA: { DetalleIVA: rates.map((rate) => vatDetail(rate as JSONObject, figures)) },
  }));
  const notSubject = [...group.notSubject].map(([cause, amount]) => ({ Causa: cause, Importe: figures.money(amount) }));
  const subject = exempt.length + notExempt.length > 0;
  return {
    Sujeta: subject
      ? {
          Exenta: exempt.length ? { DetalleExenta: exempt } : undefined,
          NoExenta: notExempt.length ? { DetalleNoExenta: notExempt } : undefined,
        }
      : undefined,
    NoSujeta: notSubject.length ? { DetalleNoSujeta: notSubject } : undefined,
  };
}

function vatDetail(rate: JSONObject, figures: Figures): XMLNode {
  const surcharge = rate.surcharge as JSONObject | undefined;
  return {
    BaseImponible: figures.money(rate.base),
    TipoImpositivo: percentText(rate.percent),
    CuotaImpuesto: figures.money(rate.amount),
    TipoRecargoEquivalencia: surcharge ? percentText(surcharge.percent) : undefined,
    CuotaRecargoEquivalencia: surcharge ? figures.money(surcharge.amount) : undefined,
    // Goods resold under the equivalence surcharge scheme.
    OperacionEnRecargoDeEquivalenciaORegimenSimplificado: ext(rate, PRODUCT) === "resale" ? "S" : undefined,
  };
}
