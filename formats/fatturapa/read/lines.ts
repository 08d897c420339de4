/**
 * DettaglioLinee read as gobl.fatturapa reads them: quantity (or total ÷
 * price when none is stated), price, period, unit, discounts and charges
 * (stated per unit, so times the quantity), VAT by rate or nature, and the
 * VAT liability of the summary its rate or nature matches.
 */
import { Amount } from "../../../engine/index.ts";
import { UNIT_KEYS } from "../../../engine/org/rules.ts";
import { ADJUSTMENT_CHARGE, ADJUSTMENT_DISCOUNT, REVERSE_CHARGE_DATA_TYPE } from "../codes.ts";
import { children, textAt, type ParsedNode } from "../xml.ts";
import { adjustment, vatCombo } from "./general.ts";
import { date, decimal, put, type Out } from "./values.ts";

/** GOBL's units (its keys, or UN/ECE codes) as GOBL-ORG-UNIT-01 accepts them; anything else is kept in the item's description. */
const UNIT_KEY_SET: ReadonlySet<string> = new Set(UNIT_KEYS);
const UNECE_UNIT = /^[A-Z0-9]{2,3}$/;

export interface ReadLine {
  line: Out;
  /** The line's total as stated (PrezzoTotale), for matching retained taxes. */
  total: Amount;
  retained: boolean;
}

function lineDetail(node: ParsedNode, index: number, tags: Set<string>): ReadLine {
  const where = `line ${index + 1}`;
  const price = Amount.parse(decimal(textAt(node, "PrezzoUnitario"), `PrezzoUnitario of ${where}`) ?? "0");
  const total = Amount.parse(decimal(textAt(node, "PrezzoTotale"), `PrezzoTotale of ${where}`) ?? "0");
  const stated = decimal(textAt(node, "Quantita"), `Quantita of ${where}`);
  const quantity = stated !== undefined ? Amount.parse(stated) : price.isZero() ? Amount.of(1) : total.divide(price);
  const line: Out = { i: Number.parseInt(textAt(node, "NumeroLinea") ?? "", 10) || index + 1, quantity: quantity.toString() };
  const item: Out = { name: textAt(node, "Descrizione") ?? "", price: price.toString() };
  const unit = textAt(node, "UnitaMisura");
  if (unit) {
    if (UNIT_KEY_SET.has(unit) || UNECE_UNIT.test(unit)) item.unit = unit;
    else item.description = `(Unit: ${unit})`;
  }
  line.item = item;
  const period: Out = {};
  put(period, "start", date(textAt(node, "DataInizioPeriodo"), `DataInizioPeriodo of ${where}`));
  put(period, "end", date(textAt(node, "DataFinePeriodo"), `DataFinePeriodo of ${where}`));
  if (Object.keys(period).length > 0) line.period = period;
  const discounts: Out[] = [];
  const charges: Out[] = [];
  for (const adj of children(node, "ScontoMaggiorazione")) {
    const { type, out } = adjustment(adj, `ScontoMaggiorazione of ${where}`);
    // Stated per unit: the line's amount is that times the quantity (a quantity of exactly "1" leaves it as is).
    if (quantity.value !== 1n) out.amount = Amount.parse(String(out.amount)).multiply(quantity).toString();
    if (type === ADJUSTMENT_DISCOUNT) discounts.push(out);
    else if (type === ADJUSTMENT_CHARGE) charges.push(out);
  }
  put(line, "discounts", discounts);
  put(line, "charges", charges);
  const combo = vatCombo(textAt(node, "AliquotaIVA"), textAt(node, "Natura"), `AliquotaIVA of ${where}`);
  if (combo) line.taxes = [combo];
  if (children(node, "AltriDatiGestionali").some((d) => textAt(d, "TipoDato") === REVERSE_CHARGE_DATA_TYPE)) tags.add("reverse-charge");
  return { line, total, retained: textAt(node, "Ritenuta") === "SI" };
}

/** The VAT liability (EsigibilitaIVA) of the first summary whose rate or nature is the line's. */
function addLiability(read: ReadLine, node: ParsedNode, summaries: ParsedNode[]): void {
  const vat = ((read.line.taxes ?? []) as Out[]).find((t) => t.cat === "VAT");
  if (!vat) return;
  const rate = textAt(node, "AliquotaIVA");
  const nature = textAt(node, "Natura");
  for (const summary of summaries) {
    const liability = textAt(summary, "EsigibilitaIVA");
    const matches = rate === textAt(summary, "AliquotaIVA") || (!!nature && nature === textAt(summary, "Natura"));
    if (matches && liability) {
      vat.ext = { ...((vat.ext as Out | undefined) ?? {}), "it-sdi-vat-liability": liability };
      return;
    }
  }
}

export function lines(goods: ParsedNode | undefined, tags: Set<string>): ReadLine[] {
  const details = children(goods, "DettaglioLinee");
  const summaries = children(goods, "DatiRiepilogo");
  return details.map((node, index) => {
    const read = lineDetail(node, index, tags);
    addLiability(read, node, summaries);
    return read;
  });
}
