/**
 * DatiGenerali: the document's type, currency, date and number, its
 * retained taxes, stamp duty, fund contributions, document-level discounts
 * and charges, total and rounding, reasons; then the related documents
 * (orders, contracts, tenders, receipts, preceding invoices, despatches).
 */
import { ext, type JSONObject } from "../../common/document-json.ts";
import { ADJUSTMENT_CHARGE, ADJUSTMENT_DISCOUNT, CHARGE_KEY_FUND_CONTRIBUTION, CHARGE_KEY_STAMP_DUTY, RETAINED_TYPE_BY_CATEGORY, YES } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { amount2, amount8, keyHas, percent, percentOrZero } from "./values.ts";

const IDENTITY_TYPE_CIG = "CIG";
const IDENTITY_TYPE_CUP = "CUP";
const NOTE_KEY_REASON = "reason";

function retainedTaxes(invoice: JSONObject): XMLNode[] {
  const out: XMLNode[] = [];
  for (const category of (invoice.totals?.taxes?.categories ?? []) as JSONObject[]) {
    if (!category.retained) continue;
    for (const rate of (category.rates ?? []) as JSONObject[]) {
      out.push({
        TipoRitenuta: RETAINED_TYPE_BY_CATEGORY.get(String(category.code)) ?? "",
        ImportoRitenuta: amount2(rate.amount)!,
        AliquotaRitenuta: percent(rate.percent) ?? "",
        CausalePagamento: ext(rate, "it-sdi-retained"),
      });
    }
  }
  return out;
}

function stampDuty(charges: JSONObject[]): XMLNode | undefined {
  const stamp = charges.find((c) => keyHas(c.key, CHARGE_KEY_STAMP_DUTY));
  return stamp ? { BolloVirtuale: YES, ImportoBollo: amount2(stamp.amount) } : undefined;
}

function fundContribution(charge: JSONObject): XMLNode {
  let rate: string | undefined;
  let nature: string | undefined;
  let retained: string | undefined;
  for (const t of (charge.taxes ?? []) as JSONObject[]) {
    if (t.cat === "VAT") {
      rate = percentOrZero(t.percent);
      nature = ext(t, "it-sdi-exempt") || undefined;
    } else if (ext(t, "it-sdi-retained")) {
      retained = YES;
    }
  }
  return {
    TipoCassa: ext(charge, "it-sdi-fund-type"),
    AlCassa: percent(charge.percent) ?? "",
    ImportoContributoCassa: amount2(charge.amount)!,
    ImponibileCassa: amount2(charge.base),
    AliquotaIVA: rate ?? "",
    Ritenuta: retained,
    Natura: nature,
    RiferimentoAmministrazione: charge.code ? String(charge.code) : undefined,
  };
}

function adjustments(invoice: JSONObject, charges: JSONObject[]): XMLNode[] {
  const out: XMLNode[] = ((invoice.discounts ?? []) as JSONObject[]).map((d) => ({
    Tipo: ADJUSTMENT_DISCOUNT,
    Percentuale: percent(d.percent),
    Importo: amount8(d.amount),
  }));
  for (const c of charges) {
    if (keyHas(c.key, CHARGE_KEY_STAMP_DUTY) || keyHas(c.key, CHARGE_KEY_FUND_CONTRIBUTION)) continue;
    out.push({ Tipo: ADJUSTMENT_CHARGE, Percentuale: percent(c.percent), Importo: amount8(c.amount) });
  }
  return out;
}

function documentNumber(invoice: JSONObject): string {
  const code = String(invoice.code ?? "");
  return invoice.series ? `${invoice.series}-${code}` : code;
}

function documentData(invoice: JSONObject): XMLNode {
  const charges = (invoice.charges ?? []) as JSONObject[];
  return {
    TipoDocumento: ext(invoice.tax, "it-sdi-document-type"),
    Divisa: String(invoice.currency ?? ""),
    Data: String(invoice.issue_date ?? ""),
    Numero: documentNumber(invoice),
    DatiRitenuta: retainedTaxes(invoice),
    DatiBollo: stampDuty(charges),
    DatiCassaPrevidenziale: charges.filter((c) => keyHas(c.key, CHARGE_KEY_FUND_CONTRIBUTION)).map(fundContribution),
    ScontoMaggiorazione: adjustments(invoice, charges),
    ImportoTotaleDocumento: amount2(invoice.totals?.payable),
    Arrotondamento: amount2(invoice.totals?.rounding),
    Causale: ((invoice.notes ?? []) as JSONObject[]).filter((n) => n.key === NOTE_KEY_REASON).map((n) => String(n.text ?? "")),
  };
}

function joined(ref: JSONObject): string {
  const code = String(ref.code ?? "");
  return ref.series ? `${ref.series}-${code}` : code;
}

function lineNumbers(ref: JSONObject): string[] {
  return ((ref.lines ?? []) as unknown[]).map(String);
}

function documentRef(ref: JSONObject): XMLNode {
  let order: string | undefined;
  let item: string | undefined;
  let cig: string | undefined;
  let cup: string | undefined;
  for (const id of (ref.identities ?? []) as JSONObject[]) {
    if (id.key === "order") order = String(id.code);
    else if (id.key === "item") item = String(id.code);
    if (id.type === IDENTITY_TYPE_CIG) cig = String(id.code);
    else if (id.type === IDENTITY_TYPE_CUP) cup = String(id.code);
  }
  return {
    RiferimentoNumeroLinea: lineNumbers(ref),
    IdDocumento: joined(ref),
    Data: ref.issue_date ? String(ref.issue_date) : undefined,
    NumItem: item,
    CodiceCommessaConvenzione: order,
    CodiceCUP: cup,
    CodiceCIG: cig,
  };
}

function refs(list: unknown): XMLNode[] {
  return ((list ?? []) as JSONObject[]).map(documentRef);
}

export function generalData(invoice: JSONObject): XMLNode {
  const ordering = invoice.ordering as JSONObject | undefined;
  return {
    DatiGeneraliDocumento: documentData(invoice),
    DatiOrdineAcquisto: refs(ordering?.purchases),
    DatiContratto: refs(ordering?.contracts),
    DatiConvenzione: refs(ordering?.tender),
    DatiRicezione: refs(ordering?.receiving),
    DatiFattureCollegate: refs(invoice.preceding),
    DatiDDT: ((ordering?.despatch ?? []) as JSONObject[]).map((ref) => ({
      NumeroDDT: joined(ref),
      DataDDT: ref.issue_date ? String(ref.issue_date) : "",
      RiferimentoNumeroLinea: lineNumbers(ref),
    })),
  };
}
