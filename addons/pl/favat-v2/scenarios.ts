import type { ScenarioSet } from "../../../engine/index.ts";

/** How an invoice's type and tags select its FA(2) kind, given as the `pl-favat-invoice-type` code. */
export const scenarios: ScenarioSet[] = [
  {
    schema: "bill/invoice",
    list: [
      {
        name: { en: "Regular Invoice", pl: "Faktura Podstawowa" },
        type: ["standard"],
        codes: { "pl-favat-invoice-type": "VAT" },
      },
      {
        name: { en: "Prepayment Invoice", pl: "Faktura Zaliczkowa" },
        type: ["standard"],
        tags: ["partial"],
        codes: { "pl-favat-invoice-type": "ZAL" },
      },
      {
        name: { en: "Settlement Invoice", pl: "Faktura Rozliczeniowa" },
        type: ["standard"],
        tags: ["settlement"],
        codes: { "pl-favat-invoice-type": "ROZ" },
      },
      {
        name: { en: "Simplified Invoice", pl: "Faktura Uproszczona" },
        type: ["standard"],
        tags: ["simplified"],
        codes: { "pl-favat-invoice-type": "UPR" },
      },
      {
        name: { en: "Credit note", pl: "Faktura korygująca" },
        type: ["credit-note"],
        codes: { "pl-favat-invoice-type": "KOR" },
      },
      {
        name: { en: "Prepayment credit note", pl: "Faktura korygująca fakturę zaliczkową" },
        type: ["credit-note"],
        tags: ["partial"],
        codes: { "pl-favat-invoice-type": "KOR_ZAL" },
      },
      {
        name: { en: "Settlement credit note", pl: "Faktura korygująca fakturę rozliczeniową" },
        type: ["credit-note"],
        tags: ["settlement"],
        codes: { "pl-favat-invoice-type": "KOR_ROZ" },
      },
    ],
  },
];
