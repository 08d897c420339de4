/**
 * The ZATCA invoice transaction type (KSA-2, GOBL: addon/invoice_type.go):
 * seven characters `TTXNESO`, where `TT` is the main type (01 standard tax
 * invoice, 02 simplified tax invoice) and the five following digits are 0/1
 * flags for a third-party (X), nominal (N), export (E), summary (S) and
 * self-billed (O) transaction.
 */
import type { Invoice } from "../../../engine/index.ts";
import { EXT_KEY_INVOICE_TYPE } from "./keys.ts";

export interface InvoiceType {
  simplified: boolean;
  thirdParty: boolean;
  nominal: boolean;
  export: boolean;
  summary: boolean;
  selfBilled: boolean;
}

type Flag = Exclude<keyof InvoiceType, "simplified">;

/** The flags in the order of their digits, from position 2 on. */
export const FLAGS: readonly Flag[] = ["thirdParty", "nominal", "export", "summary", "selfBilled"];

/** The pattern every KSA-2 code follows. */
export const INVOICE_TYPE_PATTERN = "^0[12][01]{5}$";

/** Reads a KSA-2 code; anything absent or malformed reads as a standard invoice with no flags. */
export function parseInvoiceType(code: string | undefined): InvoiceType {
  const s = code ?? "";
  const t: InvoiceType = { simplified: s.slice(0, 2) === "02", thirdParty: false, nominal: false, export: false, summary: false, selfBilled: false };
  FLAGS.forEach((flag, i) => {
    if (s[i + 2] === "1") t[flag] = true;
  });
  return t;
}

/** The KSA-2 code of a transaction type. */
export function invoiceTypeCode(t: InvoiceType): string {
  return (t.simplified ? "02" : "01") + FLAGS.map((f) => (t[f] ? "1" : "0")).join("");
}

/** The transaction type an invoice's `sa-zatca-invoice-type` says. */
export function invoiceTypeOf(inv: Invoice): InvoiceType {
  return parseInvoiceType(inv.tax?.ext?.[EXT_KEY_INVOICE_TYPE]);
}

/**
 * Whether ZATCA accepts a combination of flags (BR-KSA-06): an export is
 * never self-billed, and a simplified invoice is neither an export nor
 * self-billed.
 */
export function validInvoiceType(t: InvoiceType): boolean {
  if (t.export && t.selfBilled) return false;
  if (t.simplified && (t.export || t.selfBilled)) return false;
  return true;
}

/** Every valid KSA-2 code, in ascending order. */
export const VALID_INVOICE_TYPES: readonly string[] = (() => {
  const out: string[] = [];
  for (const simplified of [false, true]) {
    for (let bits = 0; bits < 1 << FLAGS.length; bits++) {
      const t = { simplified } as InvoiceType;
      FLAGS.forEach((f, i) => {
        t[f] = ((bits >> (FLAGS.length - 1 - i)) & 1) === 1;
      });
      if (validInvoiceType(t)) out.push(invoiceTypeCode(t));
    }
  }
  return out;
})();
