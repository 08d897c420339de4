import { Amount, type Invoice, type ScenarioSet } from "../../../engine/index.ts";
import { EXT_KEY_DOC_TYPE, EXT_KEY_PAYMENT_METHOD, EXT_KEY_REL_TYPE, PAYMENT_METHOD_PPD, PAYMENT_METHOD_PUE } from "./keys.ts";

/** Paid in full: the totals say nothing remains due (GOBL's `Totals.Paid`). */
export function invoicePaid(inv: Invoice): boolean {
  const due = inv.totals?.due;
  return typeof due === "string" && due !== "" && Amount.parse(due).isZero();
}

/**
 * The CFDI's document type (TipoDeComprobante) and relation type
 * (TipoRelacion) from the invoice's type, and the payment method
 * (MetodoPago) from its totals: paid in one go (PUE) when nothing remains
 * due, else in instalments or later (PPD). GOBL: addon/scenarios.go.
 */
export const scenarios: ScenarioSet[] = [
  {
    schema: "bill/invoice",
    list: [
      { type: ["standard"], ext: { [EXT_KEY_DOC_TYPE]: "I" } },
      { type: ["credit-note"], ext: { [EXT_KEY_DOC_TYPE]: "E", [EXT_KEY_REL_TYPE]: "01" } },
      { type: ["standard", "credit-note"], filter: (doc) => invoicePaid(doc as Invoice), ext: { [EXT_KEY_PAYMENT_METHOD]: PAYMENT_METHOD_PUE } },
      { type: ["standard", "credit-note"], filter: (doc) => !invoicePaid(doc as Invoice), ext: { [EXT_KEY_PAYMENT_METHOD]: PAYMENT_METHOD_PPD } },
    ],
  },
];
