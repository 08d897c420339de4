/**
 * The Mabe addenda (mabe:Factura 1.0), which the Mabe group asks its
 * suppliers for: written when the supplier has a Mabe provider code
 * (identity mx-mabe-provider-code), its purchase order, references,
 * delivery plant and article codes taken from identities, as gobl.mx.cfdi
 * does. What it requires and the document lacks is refused together with
 * the rest.
 */
import { Percentage, type RegimeDefinition } from "../../../engine/index.ts";
import { first, list, type JSONObject } from "../../common/document-json.ts";
import { MABE_NAMESPACE, MABE_SCHEMA_LOCATION } from "../codes.ts";
import { attributes, type XMLNode } from "../xml.ts";
import { unitCode } from "./lines.ts";
import type { Refusals } from "./refusals.ts";

const IDENTITY = {
  purchaseOrder: "mx-mabe-purchase-order",
  providerCode: "mx-mabe-provider-code",
  reference1: "mx-mabe-reference1",
  reference2: "mx-mabe-reference2",
  deliveryPlant: "mx-mabe-delivery-plant",
  articleCode: "mx-mabe-article-code",
  unit: "mx-mabe-unit",
} as const;

const NOT_APPLICABLE = "NA";

const DOCUMENT_KINDS: ReadonlyMap<string, string> = new Map([
  ["standard", "FACTURA"],
  ["credit-note", "NOTA CREDITO"],
  ["debit-note", "NOTA CARGO"],
]);

/** The code of the first identity with a key, or "". */
function identity(holder: JSONObject | undefined, key: string): string {
  return list(holder?.identities).find((id) => id.key === key)?.code ?? "";
}

export function isMabe(invoice: JSONObject): boolean {
  return identity(invoice.supplier, IDENTITY.providerCode) !== "";
}

function requireIdentity(holder: JSONObject | undefined, key: string, path: string, refusals: Refusals): string {
  const code = identity(holder, key);
  if (code === "") refusals.missing(`${path}.identities`, `the Mabe addenda requires an identity with the key ${key}`);
  return code;
}

/** The tax rows by category (retained or not): the category's Spanish name, the rate as a fraction with six decimals, the amount. */
function taxRows(invoice: JSONObject, regime: RegimeDefinition | undefined): { transferred: XMLNode[]; retained: XMLNode[] } {
  const transferred: XMLNode[] = [];
  const retained: XMLNode[] = [];
  for (const category of list(invoice.totals?.taxes?.categories)) {
    const name = regime?.categories?.find((c) => c.code === category.code)?.name as Record<string, string> | undefined;
    for (const rate of list(category.rates)) {
      const row = attributes({
        tipo: (name && Object.hasOwn(name, "es") ? name.es : undefined) ?? category.code,
        // An exempt rate has no percentage: its rate is left out (gobl.mx.cfdi fails on it).
        tasa: rate.percent === undefined ? undefined : Percentage.parse(rate.percent).base.rescale(6).toString(),
        importe: rate.amount,
      });
      (category.retained ? retained : transferred).push(row);
    }
  }
  return { transferred, retained };
}

export function mabeAddenda(invoice: JSONObject, documentDiscount: string | undefined, regime: RegimeDefinition | undefined, refusals: Refusals): XMLNode {
  const kind = DOCUMENT_KINDS.get(invoice.type);
  if (kind === undefined) refusals.unsupported("$.doc.type", "the Mabe addenda takes standard invoices, credit notes and debit notes only");
  const ordering = invoice.ordering as JSONObject | undefined;
  const receiver = invoice.delivery?.receiver as JSONObject | undefined;
  if (!ordering) refusals.missing("$.doc.ordering", "the Mabe addenda requires the ordering's purchase order and first reference");
  if (!receiver) refusals.missing("$.doc.delivery.receiver", "the Mabe addenda requires the delivery's receiver with its delivery plant");
  const purchaseOrder = ordering ? requireIdentity(ordering, IDENTITY.purchaseOrder, "$.doc.ordering", refusals) : "";
  const reference1 = ordering ? requireIdentity(ordering, IDENTITY.reference1, "$.doc.ordering", refusals) : "";
  const plant = receiver ? requireIdentity(receiver, IDENTITY.deliveryPlant, "$.doc.delivery.receiver", refusals) : "";
  const address = first<JSONObject>(receiver?.addresses);
  const lines = list(invoice.lines).map((line, i) => {
    const item = (line.item ?? {}) as JSONObject;
    return {
      "@_noLineaArticulo": String(line.i ?? i + 1),
      "@_codigoArticulo": requireIdentity(item, IDENTITY.articleCode, `$.doc.lines[${i}].item`, refusals),
      "@_descripcion": item.name ?? "",
      "@_unidad": identity(item, IDENTITY.unit) || unitCode(item.unit),
      "@_cantidad": String(line.quantity),
      "@_precioSinIva": String(item.price ?? "0"),
      "@_importeSinIva": String(line.sum),
    };
  });
  const taxes = taxRows(invoice, regime);
  return {
    "@_xmlns:mabe": MABE_NAMESPACE,
    "@_xsi:schemaLocation": `${MABE_NAMESPACE} ${MABE_SCHEMA_LOCATION}`,
    "@_version": "1.0",
    "@_tipoDocumento": kind ?? "",
    "@_folio": `${invoice.series ?? ""}${invoice.code ?? ""}`,
    "@_fecha": invoice.issue_date,
    "@_ordenCompra": purchaseOrder,
    "@_referencia1": reference1,
    "@_referencia2": identity(ordering, IDENTITY.reference2) || NOT_APPLICABLE,
    "mabe:Moneda": { "@_tipoMoneda": invoice.currency },
    "mabe:Proveedor": { "@_codigo": identity(invoice.supplier, IDENTITY.providerCode) },
    "mabe:Entrega": {
      "@_plantaEntrega": plant,
      ...(address ? attributes({ calle: address.street, noExterior: address.num, noInterior: NOT_APPLICABLE, codigoPostal: address.code }) : {}),
    },
    "mabe:Detalles": lines.length ? { "mabe:Detalle": lines } : undefined,
    "mabe:Descuentos": documentDiscount ? { "@_tipo": NOT_APPLICABLE, "@_descripcion": NOT_APPLICABLE, "@_importe": documentDiscount } : undefined,
    "mabe:Subtotal": { "@_importe": invoice.totals?.sum },
    "mabe:Traslados": taxes.transferred.length ? { "mabe:Traslado": taxes.transferred } : undefined,
    "mabe:Retenciones": taxes.retained.length ? { "mabe:Retencion": taxes.retained } : undefined,
    "mabe:Total": { "@_importe": invoice.totals?.payable },
  };
}
