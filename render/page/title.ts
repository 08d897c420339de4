/** The document's title, from its kind, type and tags, in the page's language. */
import type { Labels } from "./labels/index.ts";
import { str, strs, type Obj } from "./doc.ts";

/** The kind of a document from its `$schema` (`bill/invoice`, `note/message`), or `""`. */
export function kindOf(doc: Obj): string {
  const schema = str(doc.$schema) ?? "";
  const m = /\/draft-0\/([a-z]+\/[a-z-]+)$/.exec(schema);
  return m ? m[1]! : "";
}

export function titleOf(kind: string, doc: Obj, labels: Labels): string {
  const t = labels.titles;
  const type = str(doc.type);
  switch (kind) {
    case "bill/invoice": {
      if (type === "credit-note") return t.creditNote;
      if (type === "debit-note") return t.debitNote;
      if (type === "corrective") return t.corrective;
      if (type === "proforma") return t.proforma;
      if (strs(doc.$tags).includes("simplified")) return t.simplifiedInvoice;
      return type === "other" ? t.otherInvoice : t.invoice;
    }
    case "bill/order":
      return type === "sale" ? t.salesOrder : type === "quote" ? t.quote : t.purchaseOrder;
    case "bill/delivery":
      return type === "advice" ? t.deliveryAdvice : type === "waybill" ? t.waybill : type === "receipt" ? t.goodsReceipt : t.deliveryNote;
    case "bill/payment":
      return type === "request" ? t.paymentRequest : type === "advice" ? t.paymentAdvice : t.paymentReceipt;
    case "bill/status":
      return type === "update" ? t.statusUpdate : type === "system" ? t.systemStatus : t.statusResponse;
    case "note/message":
      return str(doc.title) ?? t.message;
    case "org/party":
      return t.party;
    default:
      return t.document;
  }
}
