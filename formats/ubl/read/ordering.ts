/** UBL references and periods read as GOBL ordering details (and the tax point). */
import { TAX_POINT_BY_CODE } from "../codes.ts";
import type { Doc } from "../document.ts";
import { attr, child, children, type ReadElement, textAt } from "../xml.ts";
import { readPeriod } from "./lines.ts";
import type { RegimeFactsOf } from "../regime.ts";
import { type PartyReading, readParty } from "./party.ts";
import { clean, optionalDate } from "./values.ts";

/** A GOBL document reference from a UBL document reference; `where` names it in refusals ("cac:ContractDocumentReference 1"). */
export function readReference(ref: ReadElement, where: string): Doc {
  const out: Doc = { code: textAt(ref, "ID") ?? "" };
  const type = textAt(ref, "DocumentType");
  if (type) out.type = type;
  const issueDate = optionalDate(textAt(ref, "IssueDate"), `cbc:IssueDate of ${where}`);
  if (issueDate) out.issue_date = issueDate;
  const typeCode = textAt(ref, "DocumentTypeCode");
  if (typeCode) out.ext = { "untdid-document-type": typeCode };
  const description = textAt(ref, "DocumentDescription");
  if (description) out.description = clean(description);
  const period = readPeriod(child(ref, "ValidityPeriod"), `cac:ValidityPeriod of ${where}`);
  if (period) out.period = period;
  return out;
}

export function readTaxPoint(root: ReadElement): string | undefined {
  const code = textAt(root, "InvoicePeriod", "DescriptionCode");
  return code === undefined ? undefined : TAX_POINT_BY_CODE.get(code);
}

export function readOrdering(root: ReadElement, regimeFacts: RegimeFactsOf, reading: PartyReading): Doc | undefined {
  const ordering: Doc = {};
  const buyerReference = textAt(root, "BuyerReference");
  if (buyerReference) ordering.code = clean(buyerReference);
  const cost = textAt(root, "AccountingCost");
  if (cost) ordering.cost = clean(cost);
  const issuer = readParty(child(child(child(child(root, "AccountingSupplierParty"), "Party"), "ServiceProviderParty"), "Party"), regimeFacts, reading);
  if (issuer) ordering.issuer = issuer;
  const period = readPeriod(child(root, "InvoicePeriod"), "cac:InvoicePeriod");
  if (period) ordering.period = period;
  const refs = (name: string) => children(root, name).map((ref, position) => readReference(ref, `cac:${name} ${position + 1}`));
  const despatch = refs("DespatchDocumentReference");
  if (despatch.length) ordering.despatch = despatch;
  const receiving = refs("ReceiptDocumentReference");
  if (receiving.length) ordering.receiving = receiving;
  const order = child(root, "OrderReference");
  const orderID = textAt(order, "ID");
  // "NA" is Peppol's placeholder for an order reference that is not there (its
  // ID is required by UBL beside a sales order ID, and stands in for a missing
  // buyer reference): no purchase order. gobl.ubl reads it as purchase order "NA".
  if (orderID && orderID !== "NA") ordering.purchases = [{ code: orderID }];
  const sales = textAt(order, "SalesOrderID");
  if (orderID && sales) ordering.sales = [{ code: sales }];
  const projects = children(root, "ProjectReference")
    .map((project) => textAt(project, "ID"))
    .filter((id): id is string => !!id)
    .map((code) => ({ code }));
  if (projects.length) ordering.projects = projects;
  const contracts = refs("ContractDocumentReference");
  if (contracts.length) ordering.contracts = contracts;
  const tender = refs("OriginatorDocumentReference");
  if (tender.length) ordering.tender = tender;
  // Additional references of type 130 are invoiced object identifiers.
  const identities = children(root, "AdditionalDocumentReference")
    .filter((ref) => textAt(ref, "DocumentTypeCode") === "130")
    .map((ref) => {
      const id = child(ref, "ID");
      const scheme = attr(id, "schemeID");
      return { code: id?.text ?? "", ...(scheme !== undefined ? { ext: { "untdid-reference": scheme } } : {}) };
    });
  if (identities.length) ordering.identities = identities;
  return Object.keys(ordering).length > 0 ? ordering : undefined;
}
