/**
 * DatiBeniServizi: one DettaglioLinee per line with a priced item, and one
 * DatiRiepilogo per VAT rate of the totals, as gobl.fatturapa writes them
 * (a line's discounts and charges per unit; an exemption's legal reference
 * is the Italian name of its nature code in the it-sdi-v1 addon).
 */
import { Amount } from "../../../engine/index.ts";
import { extensions, EXT_KEY_EXEMPT } from "../../../addons/it/sdi/extensions.ts";
import { ext, type JSONObject } from "../../common/document-json.ts";
import { ADJUSTMENT_CHARGE, ADJUSTMENT_DISCOUNT, REVERSE_CHARGE_DATA_TYPE, REVERSE_CHARGE_NATURE, REVERSE_CHARGE_TEXT, YES } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { amount2, amount8, percent, percentOrZero } from "./values.ts";

/** The Italian names of the exemption natures, by code (the addon's list, read once). */
const LEGAL_REFERENCE_BY_NATURE: ReadonlyMap<string, string> = new Map(
  (extensions.find((d) => d.key === EXT_KEY_EXEMPT)?.values ?? []).map((v) => [String(v.code), String((v.name as Record<string, string> | undefined)?.it ?? "")]),
);

/**
 * A line's discount or charge as FatturaPA states it: per unit, at four
 * decimals at least. gobl.fatturapa leaves it whole when the quantity is
 * zero or its unscaled value is 1 (a quantity written "1", not "1.00"),
 * which only changes the decimals written.
 */
function lineAdjustment(type: string, adjustment: JSONObject, quantity: Amount): XMLNode {
  let amount = Amount.parse(String(adjustment.amount));
  if (!quantity.isZero() && quantity.value !== 1n) amount = amount.rescaleUp(4).divide(quantity);
  return { Tipo: type, Percentuale: percent(adjustment.percent), Importo: amount8(amount) };
}

function lineDetail(line: JSONObject, reverseCharge: boolean): XMLNode {
  let quantity = Amount.parse(String(line.quantity));
  let price = Amount.parse(String(line.item.price));
  // FatturaPA states a return as a negative price on a positive quantity.
  if (quantity.isNegative()) {
    quantity = quantity.negate();
    price = price.negate();
  }
  const rawQuantity = Amount.parse(String(line.quantity));
  const vat = ((line.taxes ?? []) as JSONObject[]).find((t) => t.cat === "VAT");
  const nature = vat ? ext(vat, EXT_KEY_EXEMPT) || undefined : undefined;
  const retained = ((line.taxes ?? []) as JSONObject[]).some((t) => ext(t, "it-sdi-retained") !== "");
  return {
    NumeroLinea: String(line.i),
    Descrizione: String(line.item.name ?? ""),
    Quantita: amount8(quantity),
    UnitaMisura: line.item.unit ? String(line.item.unit) : undefined,
    DataInizioPeriodo: line.period?.start ? String(line.period.start) : undefined,
    DataFinePeriodo: line.period?.end ? String(line.period.end) : undefined,
    PrezzoUnitario: amount8(price),
    ScontoMaggiorazione: [
      ...((line.discounts ?? []) as JSONObject[]).map((d) => lineAdjustment(ADJUSTMENT_DISCOUNT, d, rawQuantity)),
      ...((line.charges ?? []) as JSONObject[]).map((c) => lineAdjustment(ADJUSTMENT_CHARGE, c, rawQuantity)),
    ],
    PrezzoTotale: amount8(line.total === undefined ? undefined : String(line.total)),
    AliquotaIVA: vat ? percentOrZero(vat.percent) : undefined,
    Ritenuta: retained ? YES : undefined,
    Natura: nature,
    AltriDatiGestionali:
      nature === REVERSE_CHARGE_NATURE && reverseCharge ? [{ TipoDato: REVERSE_CHARGE_DATA_TYPE, RiferimentoTesto: REVERSE_CHARGE_TEXT }] : [],
  };
}

function summary(rate: JSONObject): XMLNode {
  const nature = ext(rate, EXT_KEY_EXEMPT);
  return {
    AliquotaIVA: percentOrZero(rate.percent),
    Natura: nature || undefined,
    ImponibileImporto: amount2(rate.base)!,
    Imposta: amount2(rate.amount)!,
    EsigibilitaIVA: ext(rate, "it-sdi-vat-liability") || undefined,
    RiferimentoNormativo: (nature && LEGAL_REFERENCE_BY_NATURE.get(nature)) || undefined,
  };
}

export function goodsAndServices(invoice: JSONObject): XMLNode {
  const reverseCharge = ((invoice.$tags ?? []) as string[]).includes("reverse-charge");
  const vat = ((invoice.totals?.taxes?.categories ?? []) as JSONObject[]).find((c) => c.code === "VAT");
  return {
    DettaglioLinee: ((invoice.lines ?? []) as JSONObject[]).filter((l) => l.item?.price !== undefined).map((l) => lineDetail(l, reverseCharge)),
    DatiRiepilogo: ((vat?.rates ?? []) as JSONObject[]).map(summary),
  };
}
