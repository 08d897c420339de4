import type { ScenarioSet } from "../../../engine/index.ts";
import { EXT_KEY_DOC_TYPE } from "./extensions.ts";

/** How an invoice's type and tags set SII's invoice type (`TipoFactura`). */
export const scenarios: ScenarioSet[] = [
  {
    schema: "bill/invoice",
    list: [
      {
        name: { en: "Standard Invoice", es: "Factura Estándar" },
        desc: { en: "A complete invoice, usually B2B, with the customer's full tax details." },
        type: ["standard"],
        ext: { [EXT_KEY_DOC_TYPE]: "F1" },
      },
      {
        name: { en: "Simplified Invoice", es: "Factura Simplificada" },
        desc: { en: "A B2C invoice where the customer is not identified." },
        type: ["standard"],
        tags: ["simplified"],
        ext: { [EXT_KEY_DOC_TYPE]: "F2" },
      },
      {
        name: { en: "Replacement Invoice", es: "Factura Emitida en Sustitución" },
        desc: {
          en: "Replaces simplified invoices issued earlier, which were correct, so that the customer's tax details appear on a full invoice.",
        },
        type: ["standard"],
        tags: ["replacement"],
        ext: { [EXT_KEY_DOC_TYPE]: "F3" },
      },
      {
        name: { en: "Simplified Corrective Invoice", es: "Factura Simplificada Correctiva" },
        desc: {
          en: [
            "A correction of a simplified invoice, by credit note, debit note or corrective invoice.",
            "SII accepts only the R5 type for these.",
          ].join("\n"),
        },
        type: ["corrective", "credit-note", "debit-note"],
        tags: ["simplified"],
        ext: { [EXT_KEY_DOC_TYPE]: "R5" },
      },
    ],
  },
];
