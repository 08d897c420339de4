/**
 * Conceptos: one Concepto per line, its product or service key (01010101,
 * not in the catalogue, by default), its unit as UN/ECE (ZZ, mutually
 * defined, by default), its discounts summed at the sum's decimals, and
 * whether it is subject to tax (ObjetoImp 02 when it has taxes, else 01).
 */
import { Amount } from "../../../engine/index.ts";
import { uneceUnit } from "../../common/codes.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import { DEFAULT_PROD_SERV, DEFAULT_UNIT, EXT, NOT_SUBJECT_TO_TAX, SUBJECT_TO_TAX } from "../codes.ts";
import { attributes, type XMLNode } from "../xml.ts";
import { thirdParty } from "./parties.ts";
import type { Refusals } from "./refusals.ts";
import { conceptTaxes } from "./taxes.ts";

/** A line's discounts summed at the precision of its sum (Descuento must match Importe's); undefined when none. */
export function lineDiscount(line: JSONObject): Amount | undefined {
  let total = Amount.zero(Amount.parse(line.sum).exp);
  for (const discount of list(line.discounts)) total = total.add(Amount.parse(discount.amount));
  return total.isZero() ? undefined : total;
}

/** The unit's UN/ECE code: ZZ when it has none (or GOBL's unit has no code). */
export function unitCode(unit: string | undefined): string {
  return uneceUnit(unit) || DEFAULT_UNIT;
}

/** A concept being written: its node, with the amounts the totals are made of kept exact. */
export interface Concept {
  node: XMLNode;
  amount: Amount;
  discount?: Amount;
}

export function concepts(invoice: JSONObject, refusals: Refusals): Concept[] {
  const out: Concept[] = [];
  list(invoice.lines).forEach((line, i) => {
    if (line.sum === undefined) return;
    const path = `$.doc.lines[${i}]`;
    const item = (line.item ?? {}) as JSONObject;
    const amount = Amount.parse(line.sum);
    const discount = lineDiscount(line);
    const node: XMLNode = {
      ...attributes({
        ClaveProdServ: ext(item, EXT.prodServ) || DEFAULT_PROD_SERV,
        NoIdentificacion: item.ref,
      }),
      "@_Cantidad": String(line.quantity),
      "@_ClaveUnidad": unitCode(item.unit),
      "@_Descripcion": item.name ?? "",
      "@_ValorUnitario": String(item.price ?? "0"),
      "@_Importe": amount.toString(),
      ...attributes({ Descuento: discount?.toString() }),
      "@_ObjetoImp": list(line.taxes).length === 0 ? NOT_SUBJECT_TO_TAX : SUBJECT_TO_TAX,
      "cfdi:Impuestos": conceptTaxes(line, path, refusals),
      "cfdi:ACuentaTerceros": thirdParty(line.seller ?? invoice.ordering?.seller),
    };
    out.push({ node, amount, discount });
  });
  return out;
}
