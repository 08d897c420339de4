import type { ScenarioSet } from "../../../engine/index.ts";
import { EXT_KEY_INVOICE_TYPE } from "./extensions.ts";

/** How the invoice type and tags choose the myDATA document type (`gr-mydata-invoice-type`). */
export const scenarios: ScenarioSet[] = [
  {
    schema: "bill/invoice",
    list: [
      { type: ["standard"], ext: { [EXT_KEY_INVOICE_TYPE]: "2.1" } },
      { type: ["standard"], tags: ["goods"], ext: { [EXT_KEY_INVOICE_TYPE]: "1.1" } },
      { type: ["standard"], tags: ["goods", "export"], ext: { [EXT_KEY_INVOICE_TYPE]: "1.3" } },
      { type: ["standard"], tags: ["goods", "export", "eu"], ext: { [EXT_KEY_INVOICE_TYPE]: "1.2" } },
      { type: ["standard"], tags: ["goods", "self-billed"], ext: { [EXT_KEY_INVOICE_TYPE]: "1.4" } },
      { type: ["standard"], tags: ["services"], ext: { [EXT_KEY_INVOICE_TYPE]: "2.1" } },
      { type: ["standard"], tags: ["services", "export"], ext: { [EXT_KEY_INVOICE_TYPE]: "2.3" } },
      { type: ["standard"], tags: ["services", "export", "eu"], ext: { [EXT_KEY_INVOICE_TYPE]: "2.2" } },
      { type: ["credit-note"], ext: { [EXT_KEY_INVOICE_TYPE]: "5.1" } },
      { type: ["standard"], tags: ["simplified"], ext: { [EXT_KEY_INVOICE_TYPE]: "11.3" } },
      { type: ["standard"], tags: ["goods", "simplified"], ext: { [EXT_KEY_INVOICE_TYPE]: "11.1" } },
      { type: ["standard"], tags: ["services", "simplified"], ext: { [EXT_KEY_INVOICE_TYPE]: "11.2" } },
      { type: ["credit-note"], tags: ["simplified"], ext: { [EXT_KEY_INVOICE_TYPE]: "11.4" } },
      {
        type: ["credit-note"],
        tags: ["goods", "simplified", "self-billed"],
        ext: { [EXT_KEY_INVOICE_TYPE]: "11.5" },
      },
    ],
  },
];
