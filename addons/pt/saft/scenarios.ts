import type { Invoice, ScenarioSet } from "../../../engine/index.ts";
import { present } from "../../../engine/index.ts";
import { TAG_INVOICE_RECEIPT } from "../../../regimes/pt/tags.ts";
import {
  EXT_KEY_CASH_VAT,
  EXT_KEY_INVOICE_TYPE,
  EXT_KEY_WORK_TYPE,
  INVOICE_TYPE_CREDIT_NOTE,
  INVOICE_TYPE_DEBIT_NOTE,
  INVOICE_TYPE_INVOICE_RECEIPT,
  INVOICE_TYPE_SIMPLIFIED,
  INVOICE_TYPE_STANDARD,
  WORK_TYPE_PROFORMA,
} from "./extensions.ts";
import { TAG_CASH_VAT } from "./tags.ts";

/** Paid in full: the totals say nothing remains due (GOBL's `Totals.Paid`). */
export function invoicePaid(inv: Invoice): boolean {
  const due = inv.totals?.due;
  return present(due) && Number(due) === 0;
}

/** How an invoice's type and tags select its SAF-T document type. */
export const scenarios: ScenarioSet[] = [
  {
    schema: "bill/invoice",
    list: [
      { type: ["standard"], ext: { [EXT_KEY_INVOICE_TYPE]: INVOICE_TYPE_STANDARD } },
      { type: ["standard"], tags: ["simplified"], ext: { [EXT_KEY_INVOICE_TYPE]: INVOICE_TYPE_SIMPLIFIED } },
      { type: ["standard"], tags: [TAG_CASH_VAT], ext: { [EXT_KEY_CASH_VAT]: "1" } },
      {
        type: ["standard"],
        filter: (doc) => {
          const inv = doc as Invoice;
          return (inv.$tags ?? []).includes(TAG_INVOICE_RECEIPT) || invoicePaid(inv);
        },
        ext: { [EXT_KEY_INVOICE_TYPE]: INVOICE_TYPE_INVOICE_RECEIPT },
      },
      { type: ["debit-note"], ext: { [EXT_KEY_INVOICE_TYPE]: INVOICE_TYPE_DEBIT_NOTE } },
      { type: ["credit-note"], ext: { [EXT_KEY_INVOICE_TYPE]: INVOICE_TYPE_CREDIT_NOTE } },
      { type: ["proforma"], ext: { [EXT_KEY_WORK_TYPE]: WORK_TYPE_PROFORMA } },
    ],
  },
];
