/**
 * Conceptos into GOBL lines: quantity, price, unit (the GOBL unit of its
 * UN/ECE code; none for ZZ and other codes GOBL has no unit for), product
 * or service key (left out when it is 01010101, the default), discount,
 * taxes and IEPS charges, and the party sold on behalf of. The line's sum
 * and total are the concept's, as stated.
 */
import { Amount } from "../../../engine/index.ts";
import { child, children, type ParsedNode } from "../../common/xml-tree.ts";
import { unitFromUNECE } from "../../common/codes.ts";
import { DEFAULT_PROD_SERV, EXT } from "../codes.ts";
import { thirdParty } from "./parties.ts";
import { lineCharges, lineTaxes } from "./taxes.ts";
import { amount, attr, decimal, extensions, put, type Out } from "./values.ts";

/** The GOBL unit of a UN/ECE code, or undefined when GOBL has none for it (unitFromUNECE then gives the code back). */
function unitOf(code: string): string | undefined {
  const unit = unitFromUNECE(code);
  return unit === code ? undefined : unit;
}

function line(concept: ParsedNode, index: number): Out {
  const where = `Concepto ${index}`;
  const sum = amount(concept, "Importe", where);
  const discount = decimal(concept, "Descuento", where);
  const item: Out = {};
  put(item, "name", attr(concept, "Descripcion"));
  put(item, "ref", attr(concept, "NoIdentificacion"));
  item.price = decimal(concept, "ValorUnitario", where) ?? "0";
  put(item, "unit", unitOf(attr(concept, "ClaveUnidad") ?? ""));
  const prodServ = attr(concept, "ClaveProdServ");
  put(item, "ext", extensions({ [EXT.prodServ]: prodServ === DEFAULT_PROD_SERV ? undefined : prodServ }));
  const out: Out = { i: index, quantity: decimal(concept, "Cantidad", where) ?? "0", item, sum: sum.toString() };
  if (discount !== undefined) out.discounts = [{ amount: discount }];
  put(out, "seller", thirdParty(concept));
  put(out, "taxes", lineTaxes(concept));
  put(out, "charges", lineCharges(concept));
  out.total = discount === undefined ? sum.toString() : sum.subtract(Amount.parse(discount)).toString();
  return out;
}

export function lines(root: ParsedNode): Out[] {
  return children(child(root, "Conceptos"), "Concepto").map((concept, i) => line(concept, i + 1));
}
