/** Ordering details: buyer reference, order, contract and project references, billing period, despatch/receiving advice, tender and other references. */
import { ADDITIONAL_DOCUMENT, PROJECT_NAME_PLACEHOLDER } from "../codes.ts";
import { child, children, textAt, type ParsedNode } from "../xml.ts";
import { dateIn, put, type Out } from "./values.ts";

function reference(node: ParsedNode | undefined, extra: Out = {}): Out[] | undefined {
  return node ? [{ code: textAt(node, "IssuerAssignedID") ?? "", ...extra }] : undefined;
}

export function ordering(agreement: ParsedNode | undefined, delivery: ParsedNode | undefined, settlement: ParsedNode | undefined): Out | undefined {
  const out: Out = {};
  put(out, "code", textAt(agreement, "BuyerReference"));
  put(out, "sales", reference(child(agreement, "SellerOrderReferencedDocument")));
  put(out, "purchases", reference(child(agreement, "BuyerOrderReferencedDocument")));
  // The schema's name; GOBL's CII converter writes (and reads) it misspelled, so XML it wrote is still read.
  const project = child(agreement, "SpecifiedProcuringProject") ?? child(agreement, "SpecifiedProcurringProject");
  if (project) {
    const ref: Out = { code: textAt(project, "ID") ?? "" };
    // The name the schema requires and writers fill with a placeholder when the project has none.
    const name = textAt(project, "Name");
    put(ref, "description", name === PROJECT_NAME_PLACEHOLDER ? undefined : name);
    out.projects = [ref];
  }
  put(out, "contracts", reference(child(agreement, "ContractReferencedDocument")));
  const period = child(settlement, "BillingSpecifiedPeriod");
  if (period) {
    const p: Out = {};
    put(p, "label", textAt(period, "Description"));
    put(p, "start", dateIn(child(period, "StartDateTime"), "ram:StartDateTime of ram:BillingSpecifiedPeriod"));
    put(p, "end", dateIn(child(period, "EndDateTime"), "ram:EndDateTime of ram:BillingSpecifiedPeriod"));
    out.period = p;
  }
  put(out, "despatch", reference(child(delivery, "DespatchAdviceReferencedDocument")));
  put(out, "receiving", reference(child(delivery, "ReceivingAdviceReferencedDocument")));
  const tender: Out[] = [];
  const identities: Out[] = [];
  children(agreement, "AdditionalReferencedDocument").forEach((doc, index) => {
    const code = textAt(doc, "IssuerAssignedID") ?? "";
    switch (textAt(doc, "TypeCode")) {
      case ADDITIONAL_DOCUMENT.tender: {
        const ref: Out = { code };
        put(ref, "issue_date", dateIn(child(doc, "FormattedIssueDateTime"), `ram:FormattedIssueDateTime of ram:AdditionalReferencedDocument ${index + 1}`));
        tender.push(ref);
        break;
      }
      case ADDITIONAL_DOCUMENT.invoicedObject:
        identities.push({ key: "invoice-data-sheet", code });
        break;
      case ADDITIONAL_DOCUMENT.attachment:
      case undefined:
        // Supporting documents (BG-24) are the invoice's attachments, not references of the ordering.
        break;
      default:
        // Every other reference is kept as a paper reference.
        identities.push({ key: "ref-paper", code });
    }
  });
  put(out, "tender", tender);
  // The buyer's accounting reference (BT-19).
  put(out, "cost", textAt(settlement, "ReceivableSpecifiedTradeAccountingAccount", "ID"));
  put(out, "identities", identities);
  return Object.keys(out).length > 0 ? out : undefined;
}
