import type { ScenarioSet } from "../../../engine/index.ts";
import { EXT_KEY_DOC_TYPE, EXT_KEY_INVOICE_CLASS } from "./extensions.ts";

/** How an invoice's type and tags set FacturaE's document type and invoice class. */
export const scenarios: ScenarioSet[] = [
  {
    schema: "bill/invoice",
    list: [
      { type: ["standard", "corrective", "credit-note", "debit-note"], ext: { [EXT_KEY_DOC_TYPE]: "FC" } },
      { tags: ["simplified"], ext: { [EXT_KEY_DOC_TYPE]: "FA" } },
      { tags: ["self-billed"], ext: { [EXT_KEY_DOC_TYPE]: "AF" } },
      { type: ["standard"], ext: { [EXT_KEY_INVOICE_CLASS]: "OO" } },
      { type: ["corrective", "credit-note", "debit-note"], ext: { [EXT_KEY_INVOICE_CLASS]: "OR" } },
      { tags: ["summary"], ext: { [EXT_KEY_INVOICE_CLASS]: "OC" } },
      { type: ["standard"], tags: ["copy"], ext: { [EXT_KEY_INVOICE_CLASS]: "CO" } },
      { type: ["corrective"], tags: ["copy"], ext: { [EXT_KEY_INVOICE_CLASS]: "CR" } },
      { type: ["standard"], tags: ["copy", "summary"], ext: { [EXT_KEY_INVOICE_CLASS]: "CC" } },
    ],
  },
];
