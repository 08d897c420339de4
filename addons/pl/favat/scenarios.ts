import type { ScenarioSet } from "../../../engine/index.ts";
import { EXT_KEY_INVOICE_TYPE } from "./extensions.ts";

/** How an invoice's type and tags select its FA(3) kind (`pl-favat-invoice-type`). */
export const scenarios: ScenarioSet[] = [
  {
    schema: "bill/invoice",
    list: [
      {
        name: { en: "Regular Invoice", pl: "Faktura Podstawowa" },
        type: ["standard"],
        ext: { [EXT_KEY_INVOICE_TYPE]: "VAT" },
      },
      {
        name: { en: "Prepayment Invoice", pl: "Faktura Zaliczkowa" },
        type: ["standard"],
        tags: ["partial"],
        ext: { [EXT_KEY_INVOICE_TYPE]: "ZAL" },
      },
      {
        name: { en: "Settlement Invoice", pl: "Faktura Rozliczeniowa" },
        type: ["standard"],
        tags: ["settlement"],
        ext: { [EXT_KEY_INVOICE_TYPE]: "ROZ" },
      },
      {
        name: { en: "Simplified Invoice", pl: "Faktura Uproszczona" },
        type: ["standard"],
        tags: ["simplified"],
        ext: { [EXT_KEY_INVOICE_TYPE]: "UPR" },
      },
      {
        name: { en: "Credit note", pl: "Faktura korygująca" },
        type: ["credit-note"],
        ext: { [EXT_KEY_INVOICE_TYPE]: "KOR" },
      },
      {
        name: { en: "Prepayment credit note", pl: "Faktura korygująca fakturę zaliczkową" },
        type: ["credit-note"],
        tags: ["partial"],
        ext: { [EXT_KEY_INVOICE_TYPE]: "KOR_ZAL" },
      },
      {
        name: { en: "Settlement credit note", pl: "Faktura korygująca fakturę rozliczeniową" },
        type: ["credit-note"],
        tags: ["settlement"],
        ext: { [EXT_KEY_INVOICE_TYPE]: "KOR_ROZ" },
      },
    ],
  },
];
