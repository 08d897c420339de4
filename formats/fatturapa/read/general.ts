/**
 * DatiGenerali read as gobl.fatturapa reads it: the document type (and the
 * invoice type and tags it implies), currency, date, number, stamp duty,
 * fund contributions, document discounts and charges, reasons, related
 * documents. Retained taxes are read with the lines (read/retained.ts).
 */
import { extensions, EXT_KEY_FUND_TYPE } from "../../../addons/it/sdi/extensions.ts";
import { ADJUSTMENT_CHARGE, ADJUSTMENT_DISCOUNT, CHARGE_KEY_FUND_CONTRIBUTION, CHARGE_KEY_STAMP_DUTY } from "../codes.ts";
import { child, children, textAt, type ParsedNode } from "../xml.ts";
import { date, decimal, isZeroRate, percentage, put, type Out } from "./values.ts";

/** The tags a document type implies, as gobl.fatturapa sets them. */
const TAGS_BY_DOCUMENT_TYPE: ReadonlyMap<string, string[]> = new Map([
  ["TD02", ["partial"]],
  ["TD03", ["partial", "freelance"]],
  ["TD06", ["freelance"]],
  ["TD07", ["simplified"]],
  ["TD08", ["simplified"]],
  ["TD09", ["simplified"]],
  ["TD16", ["self-billed", "reverse-charge"]],
  ["TD17", ["self-billed", "import"]],
  ["TD18", ["self-billed", "import", "goods-eu"]],
  ["TD19", ["self-billed", "import", "goods"]],
  ["TD20", ["self-billed", "regularization"]],
  ["TD21", ["self-billed", "ceiling-exceeded"]],
  ["TD22", ["self-billed", "goods-extracted"]],
  ["TD23", ["self-billed", "goods-with-tax"]],
  ["TD24", ["deferred"]],
  ["TD25", ["deferred", "third-period"]],
  ["TD26", ["depreciable-assets"]],
  ["TD27", ["self-billed"]],
  ["TD28", ["self-billed", "san-marino-paper"]],
]);

const TYPE_BY_DOCUMENT_TYPE: ReadonlyMap<string, string> = new Map([
  ["TD04", "credit-note"],
  ["TD08", "credit-note"],
  ["TD05", "debit-note"],
  ["TD09", "debit-note"],
]);

const FUND_REASON = "Contributo cassa previdenziale";
const STAMP_DUTY_REASON = "Bollo";

const FUND_TYPE_NAMES: ReadonlyMap<string, string> = new Map(
  (extensions.find((d) => d.key === EXT_KEY_FUND_TYPE)?.values ?? []).map((v) => [String(v.code), String((v.name as Record<string, string> | undefined)?.it ?? "")]),
);

/** The invoice's type and tags from TipoDocumento. */
export function documentType(invoice: Out, tags: Set<string>, code: string | undefined): void {
  if (!code) return;
  invoice.type = TYPE_BY_DOCUMENT_TYPE.get(code) ?? "standard";
  for (const tag of TAGS_BY_DOCUMENT_TYPE.get(code) ?? []) tags.add(tag);
}

/** A VAT combo from a rate and nature: the nature (an exemption) wins over the rate. */
export function vatCombo(rate: string | undefined, nature: string | undefined, element: string): Out | undefined {
  if (!rate && !nature) return undefined;
  if (nature) return { cat: "VAT", ext: { "it-sdi-exempt": nature } };
  return { cat: "VAT", percent: percentage(rate, element) };
}

function fundContribution(node: ParsedNode): Out {
  const type = textAt(node, "TipoCassa") ?? "";
  const name = FUND_TYPE_NAMES.get(type);
  const charge: Out = { key: CHARGE_KEY_FUND_CONTRIBUTION, reason: name ? `${FUND_REASON} - ${name}` : FUND_REASON };
  put(charge, "code", textAt(node, "RiferimentoAmministrazione"));
  put(charge, "base", decimal(textAt(node, "ImponibileCassa"), "ImponibileCassa"));
  put(charge, "percent", percentage(textAt(node, "AlCassa"), "AlCassa"));
  put(charge, "amount", decimal(textAt(node, "ImportoContributoCassa"), "ImportoContributoCassa"));
  const combo = vatCombo(textAt(node, "AliquotaIVA"), textAt(node, "Natura"), "AliquotaIVA of DatiCassaPrevidenziale");
  if (combo) charge.taxes = [combo];
  if (type) charge.ext = { "it-sdi-fund-type": type };
  return charge;
}

/** A discount or charge (document or line): its percent when not zero, its amount. */
export function adjustment(node: ParsedNode, element: string): { type: string; out: Out } {
  const out: Out = {};
  const percent = percentage(textAt(node, "Percentuale"), `Percentuale of ${element}`);
  if (!isZeroRate(percent)) out.percent = percent;
  out.amount = decimal(textAt(node, "Importo"), `Importo of ${element}`) ?? "0";
  return { type: textAt(node, "Tipo") ?? "", out };
}

function documentRef(node: ParsedNode, element: string): Out {
  const out: Out = {};
  put(out, "issue_date", date(textAt(node, "Data"), `Data of ${element}`));
  put(out, "code", textAt(node, "IdDocumento"));
  const identities: Out[] = [];
  const item = textAt(node, "NumItem");
  if (item) identities.push({ key: "item", code: item });
  const order = textAt(node, "CodiceCommessaConvenzione");
  if (order) identities.push({ key: "order", code: order });
  const cig = textAt(node, "CodiceCIG");
  if (cig) identities.push({ type: "CIG", code: cig });
  const cup = textAt(node, "CodiceCUP");
  if (cup) identities.push({ type: "CUP", code: cup });
  put(out, "lines", children(node, "RiferimentoNumeroLinea").map((l) => Number.parseInt(textAt(l) ?? "", 10)).filter(Number.isSafeInteger));
  put(out, "identities", identities);
  return out;
}

function refs(general: ParsedNode | undefined, name: string): Out[] {
  return children(general, name).map((n) => documentRef(n, name));
}

export interface GeneralData {
  discounts: Out[];
  charges: Out[];
  notes: Out[];
  preceding: Out[];
  ordering?: Out;
  payable?: string;
  /** Arrotondamento: a rounding the issuer states, kept as GOBL's `totals.rounding`. */
  rounding?: string;
}

export function generalData(invoice: Out, tags: Set<string>, general: ParsedNode | undefined): GeneralData {
  const doc = child(general, "DatiGeneraliDocumento");
  const typeCode = textAt(doc, "TipoDocumento");
  if (typeCode) invoice.tax = { ext: { "it-sdi-document-type": typeCode } };
  documentType(invoice, tags, typeCode);
  put(invoice, "code", textAt(doc, "Numero"));
  put(invoice, "issue_date", date(textAt(doc, "Data"), "Data of DatiGeneraliDocumento"));
  put(invoice, "currency", textAt(doc, "Divisa"));
  const charges: Out[] = [];
  const discounts: Out[] = [];
  const stamp = child(doc, "DatiBollo");
  const stampAmount = decimal(textAt(stamp, "ImportoBollo"), "ImportoBollo");
  if (stampAmount !== undefined) charges.push({ key: CHARGE_KEY_STAMP_DUTY, reason: STAMP_DUTY_REASON, amount: stampAmount });
  for (const fund of children(doc, "DatiCassaPrevidenziale")) charges.push(fundContribution(fund));
  for (const node of children(doc, "ScontoMaggiorazione")) {
    const { type, out } = adjustment(node, "ScontoMaggiorazione");
    if (type === ADJUSTMENT_DISCOUNT) discounts.push(out);
    else if (type === ADJUSTMENT_CHARGE) charges.push(out);
  }
  const notes = children(doc, "Causale").map((c) => ({ key: "reason", text: textAt(c) ?? "" }));
  const ordering: Out = {};
  put(ordering, "purchases", refs(general, "DatiOrdineAcquisto"));
  put(ordering, "contracts", refs(general, "DatiContratto"));
  put(ordering, "tender", refs(general, "DatiConvenzione"));
  put(ordering, "receiving", refs(general, "DatiRicezione"));
  const despatch = children(general, "DatiDDT").map((d) => {
    const out: Out = {};
    put(out, "issue_date", date(textAt(d, "DataDDT"), "DataDDT"));
    put(out, "code", textAt(d, "NumeroDDT"));
    put(out, "lines", children(d, "RiferimentoNumeroLinea").map((l) => Number.parseInt(textAt(l) ?? "", 10)).filter(Number.isSafeInteger));
    return out;
  });
  put(ordering, "despatch", despatch);
  // Goods delivered with transport documents are a deferred invoice (TD24), as gobl.fatturapa tags them.
  if (despatch.length > 0) tags.add("deferred");
  return {
    discounts,
    charges,
    notes,
    preceding: refs(general, "DatiFattureCollegate"),
    ordering: Object.keys(ordering).length > 0 ? ordering : undefined,
    payable: decimal(textAt(doc, "ImportoTotaleDocumento"), "ImportoTotaleDocumento"),
    rounding: decimal(textAt(doc, "Arrotondamento"), "Arrotondamento"),
  };
}
