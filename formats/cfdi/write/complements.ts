/**
 * The complements an invoice carries (GOBL's `complements`): ValesDeDespensa
 * 1.0 (food vouchers issued to employees' electronic wallets) and
 * EstadoDeCuentaCombustible 1.2 (fuel bought with a card), each with its
 * namespace for the root. Any other complement is refused.
 */
import { Amount, Percentage } from "../../../engine/index.ts";
import { list, type JSONObject } from "../../common/document-json.ts";
import { CATEGORY_IEPS, CATEGORY_VAT, ECC_NAMESPACE, ECC_OPERATION, ECC_SCHEMA_LOCATION, ECC_VERSION, VALES_NAMESPACE, VALES_OPERATION, VALES_SCHEMA_LOCATION, VALES_VERSION } from "../codes.ts";
import { attributes, type XMLNode } from "../xml.ts";
import type { Namespace } from "./comprobante.ts";
import { unitCode } from "./lines.ts";
import type { Refusals } from "./refusals.ts";

/** ecc12's name of a fuel tax. */
const FUEL_TAX_NAMES: ReadonlyMap<string, string> = new Map([
  [CATEGORY_VAT, "IVA"],
  [CATEGORY_IEPS, "IEPS"],
]);

/** An amount with its decimals brought within [min, max]. */
function ranged(value: unknown, min: number, max: number): string {
  return Amount.parse(value as string).rescaleRange(min, max).toString();
}

function foodVouchers(vouchers: JSONObject): XMLNode {
  return {
    ...attributes({
      version: VALES_VERSION,
      tipoOperacion: VALES_OPERATION,
      registroPatronal: vouchers.employer_registration,
    }),
    "@_numeroDeCuenta": vouchers.account_number ?? "",
    "@_total": Amount.parse(vouchers.total).rescaleDown(2).toString(),
    "valesdedespensa:Conceptos": {
      "valesdedespensa:Concepto": list(vouchers.lines).map((line) => ({
        "@_identificador": line.e_wallet_id ?? "",
        "@_fecha": line.issue_date_time ?? "",
        "@_rfc": line.employee?.tax_code ?? "",
        "@_curp": line.employee?.curp ?? "",
        "@_nombre": line.employee?.name ?? "",
        ...attributes({ numSeguridadSocial: line.employee?.social_security }),
        "@_importe": Amount.parse(line.amount).rescaleDown(2).toString(),
      })),
    },
  };
}

function fuelTax(tax: JSONObject, path: string, refusals: Refusals): XMLNode {
  const name = FUEL_TAX_NAMES.get(tax.cat);
  if (name === undefined) refusals.unsupported(`${path}.cat`, "EstadoDeCuentaCombustible takes VAT (IVA) and IEPS only");
  const rate = tax.percent !== undefined ? Percentage.parse(tax.percent).base : tax.rate !== undefined ? Amount.parse(tax.rate) : undefined;
  return {
    "@_Impuesto": name ?? "",
    "@_TasaOCuota": rate?.rescaleDown(6).toString() ?? "",
    "@_Importe": ranged(tax.amount, 1, 2),
  };
}

function fuelAccountBalance(balance: JSONObject, path: string, refusals: Refusals): XMLNode {
  return {
    "@_Version": ECC_VERSION,
    "@_TipoOperacion": ECC_OPERATION,
    "@_NumeroDeCuenta": balance.account_number ?? "",
    "@_SubTotal": ranged(balance.subtotal, 1, 2),
    "@_Total": ranged(balance.total, 1, 2),
    "ecc12:Conceptos": {
      "ecc12:ConceptoEstadoDeCuentaCombustible": list(balance.lines).map((line, i) => ({
        "@_Identificador": line.e_wallet_id ?? "",
        "@_Fecha": line.purchase_date_time ?? "",
        "@_Rfc": line.vendor_tax_code ?? "",
        "@_ClaveEstacion": line.service_station_code ?? "",
        "@_Cantidad": ranged(line.quantity, 1, 3),
        "@_TipoCombustible": line.item?.type ?? "",
        ...attributes({ Unidad: line.item?.unit ? unitCode(line.item.unit) : undefined }),
        "@_NombreCombustible": line.item?.name ?? "",
        "@_FolioOperacion": line.purchase_code ?? "",
        "@_ValorUnitario": ranged(line.item?.price, 1, 3),
        "@_Importe": ranged(line.total, 1, 2),
        "ecc12:Traslados": { "ecc12:Traslado": list(line.taxes).map((tax, t) => fuelTax(tax, `${path}.lines[${i}].taxes[${t}]`, refusals)) },
      })),
    },
  };
}

/** The Complemento's members of an invoice and the namespaces they add. */
export interface Complements {
  members: XMLNode;
  namespaces: Namespace[];
}

export function invoiceComplements(invoice: JSONObject, refusals: Refusals): Complements {
  const members: XMLNode = {};
  const namespaces: Namespace[] = [];
  list(invoice.complements).forEach((complement, i) => {
    const path = `$.doc.complements[${i}]`;
    const schema = typeof complement.$schema === "string" ? complement.$schema : "";
    if (schema.endsWith("/food-vouchers")) {
      members["valesdedespensa:ValesDeDespensa"] = foodVouchers(complement);
      namespaces.push({ prefix: "valesdedespensa", uri: VALES_NAMESPACE, location: VALES_SCHEMA_LOCATION });
    } else if (schema.endsWith("/fuel-account-balance")) {
      members["ecc12:EstadoDeCuentaCombustible"] = fuelAccountBalance(complement, path, refusals);
      namespaces.push({ prefix: "ecc12", uri: ECC_NAMESPACE, location: ECC_SCHEMA_LOCATION });
    } else {
      refusals.unsupported(`${path}.$schema`, "CFDI carries the food vouchers (ValesDeDespensa) and fuel account balance (EstadoDeCuentaCombustible) complements only");
    }
  });
  return { members, namespaces };
}
