import type { TagSet } from "../../engine/index.ts";

/** An invoice that also acknowledges its payment ("fatura-recibo"). */
export const TAG_INVOICE_RECEIPT = "invoice-receipt";

export const invoiceTags: TagSet = {
  schema: "bill/invoice",
  list: [{ key: TAG_INVOICE_RECEIPT, name: { en: "Invoice-receipt", pt: "Fatura-recibo" } }],
};
