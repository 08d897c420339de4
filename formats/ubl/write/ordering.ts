/** Ordering: buyer reference, periods, order and document references, seller and issuer. */
import { type Doc, ext, present } from "../document.ts";
import { leaf, node, type XmlElement } from "../xml.ts";

export interface OrderingParts {
  buyerReference?: string;
  accountingCost?: string;
  period?: { start?: string; end?: string };
  orderReference?: { id: string; salesOrderID?: string };
  despatch: XmlElement[];
  receipt: XmlElement[];
  originator: XmlElement[];
  contracts: XmlElement[];
  /** The invoiced object identifier (BT-18), first of the additional document references. */
  objectReference?: XmlElement;
  projects: XmlElement[];
  seller?: Doc;
  issuer?: Doc;
}

function reference(name: string, code: string | undefined): XmlElement {
  return node(name, [leaf("cbc:ID", code ?? "")]);
}

/** `salesOrder`: whether the sales order reference (BT-14) is written; ZATCA has none, and gobl.ubl leaves it out there. */
export function orderingParts(invoice: Doc, options: { orderReferenceRequired: boolean; salesOrder: boolean }): OrderingParts {
  const ordering: Doc = invoice.ordering ?? {};
  const parts: OrderingParts = { despatch: [], receipt: [], originator: [], contracts: [], projects: [] };
  parts.buyerReference = present(ordering.code);
  parts.accountingCost = present(ordering.cost);
  parts.seller = ordering.seller;
  parts.issuer = ordering.issuer;
  if (ordering.period) parts.period = { start: present(ordering.period.start), end: present(ordering.period.end) };
  const purchase = ordering.purchases?.[0];
  if (purchase) parts.orderReference = { id: purchase.code ?? "" };
  const sale = options.salesOrder ? ordering.sales?.[0] : undefined;
  if (sale) {
    parts.orderReference ??= { id: "NA" };
    parts.orderReference.salesOrderID = present(sale.code);
  }
  for (const project of (ordering.projects ?? []) as Doc[]) parts.projects.push(reference("cac:ProjectReference", project.code));
  for (const despatch of (ordering.despatch ?? []) as Doc[]) parts.despatch.push(reference("cac:DespatchDocumentReference", despatch.code));
  for (const receiving of (ordering.receiving ?? []) as Doc[]) parts.receipt.push(reference("cac:ReceiptDocumentReference", receiving.code));
  for (const contract of (ordering.contracts ?? []) as Doc[]) parts.contracts.push(reference("cac:ContractDocumentReference", contract.code));
  for (const tender of (ordering.tender ?? []) as Doc[]) parts.originator.push(reference("cac:OriginatorDocumentReference", tender.code));
  const identities: Doc[] = ordering.identities ?? [];
  if (identities.length > 0) {
    const chosen = identities.find((identity) => ext(identity, "untdid-reference")) ?? identities[0]!;
    parts.objectReference = node("cac:AdditionalDocumentReference", [
      leaf("cbc:ID", chosen.code ?? "", { schemeID: ext(chosen, "untdid-reference") }),
      leaf("cbc:DocumentTypeCode", "130"),
    ]);
  }
  // Without a buyer reference, Peppol requires an order reference (PEPPOL-EN16931-R003): "NA" stands in there, and only there.
  if (options.orderReferenceRequired && !parts.buyerReference && !parts.orderReference?.id) {
    parts.orderReference = { ...(parts.orderReference ?? {}), id: "NA" };
  }
  return parts;
}

export function writeOrderReference(parts: OrderingParts): XmlElement | undefined {
  const ref = parts.orderReference;
  if (!ref) return undefined;
  return node("cac:OrderReference", [leaf("cbc:ID", ref.id), leaf("cbc:SalesOrderID", ref.salesOrderID)]);
}
