/**
 * A built envelope's document as CFDI 4.0: an invoice as a Comprobante of
 * its kind, a payment as a payment receipt with the Pagos complement.
 */
import type { Envelope, FormatContext } from "../../../engine/index.ts";
import type { JSONObject } from "../../common/document-json.ts";
import { notWritable, writeInvoice } from "./invoice.ts";
import { writePayment } from "./payment.ts";

const INVOICE_SCHEMA = "https://gobl.org/draft-0/bill/invoice";
const PAYMENT_SCHEMA = "https://gobl.org/draft-0/bill/payment";

export function writeDocument(envelope: Envelope, context: FormatContext): string {
  const doc = envelope.doc as JSONObject;
  if (doc.$schema === INVOICE_SCHEMA) return writeInvoice(doc, context);
  if (doc.$schema === PAYMENT_SCHEMA) return writePayment(doc);
  throw notWritable(doc.$schema);
}
