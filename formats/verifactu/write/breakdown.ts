/**
 * Desglose, CuotaTotal and ImporteTotal: one DetalleDesglose per tax rate
 * of the invoice's totals (the built document's own sums, not recomputed),
 * with the AEAT's codes the addon put on each rate (regime, operation
 * class or exemption). Retained taxes (IRPF) are not recorded. A subject
 * operation (S1, S2) states its rate and quota; a non-subject (N1, N2) or
 * exempt one its base only. A credit note states every amount negated.
 * ImporteTotal is the total with taxes less the outlays (suplidos), which
 * are paid in the customer's name and are not part of the invoice's amount.
 */
import type { WritingRefusals } from "../../common/refusals.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import type { XMLNode } from "../../common/xml-tree.ts";
import { Amount } from "../../../engine/index.ts";
import { EXT, OUTLAY_CHARGE_KEY, TAX_CODES } from "../codes.ts";
import { amountText, percentText } from "./values.ts";

const SUBJECT = new Set(["S1", "S2"]);

export function breakdownNode(p: string, doc: JSONObject, negate: boolean, refusals: WritingRefusals): XMLNode[] {
  const details: XMLNode[] = [];
  list<JSONObject>(doc.totals?.taxes?.categories).forEach((category, c) => {
    if (category.retained) return;
    const tax = TAX_CODES.get(category.code);
    const path = `$.doc.totals.taxes.categories[${c}]`;
    if (!tax) {
      refusals.unsupported(`${path}.code`, `VERI*FACTU records VAT, IGIC and IPSI only, not ${category.code}`);
      return;
    }
    list<JSONObject>(category.rates).forEach((rate, r) => {
      const opClass = ext(rate, EXT.opClass);
      const exempt = ext(rate, EXT.exempt);
      const regime = ext(rate, EXT.regime);
      if (!opClass && !exempt) {
        refusals.missing(`${path}.rates[${r}].ext`, "each tax rate needs an es-verifactu-op-class or an es-verifactu-exempt code");
        return;
      }
      const detail: XMLNode = { [`${p}Impuesto`]: tax, [`${p}ClaveRegimen`]: regime || undefined };
      if (opClass) detail[`${p}CalificacionOperacion`] = opClass;
      else detail[`${p}OperacionExenta`] = exempt;
      const subject = SUBJECT.has(opClass);
      if (subject) detail[`${p}TipoImpositivo`] = percentText(rate.percent);
      detail[`${p}BaseImponibleOimporteNoSujeto`] = amountText(rate.base, negate);
      if (subject) {
        detail[`${p}CuotaRepercutida`] = amountText(rate.amount, negate);
        if (rate.surcharge) {
          detail[`${p}TipoRecargoEquivalencia`] = percentText(rate.surcharge.percent);
          detail[`${p}CuotaRecargoEquivalencia`] = amountText(rate.surcharge.amount, negate);
        }
      }
      details.push(detail);
    });
  });
  if (details.length === 0) refusals.missing("$.doc.totals.taxes", "a VERI*FACTU record needs at least one VAT, IGIC or IPSI rate in its breakdown");
  return details;
}

/** CuotaTotal: the taxes' sum (surcharges included, retained taxes not), as the built totals state it. */
export function taxTotal(doc: JSONObject, negate: boolean): string {
  return amountText(doc.totals?.tax ?? "0.00", negate);
}

/** ImporteTotal: the total with taxes less the outlays. */
export function amountTotal(doc: JSONObject, negate: boolean): string {
  let total = Amount.parse(doc.totals?.total_with_tax ?? "0.00");
  for (const charge of list<JSONObject>(doc.charges)) {
    if (charge.key === OUTLAY_CHARGE_KEY && charge.amount !== undefined) total = total.subtract(Amount.parse(charge.amount));
  }
  return amountText(total.toString(), negate);
}
