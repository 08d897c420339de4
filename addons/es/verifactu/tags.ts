import type { TagSet } from "../../../engine/index.ts";

/** The invoice tags VERI*FACTU adds: `replacement`, for an invoice that replaces simplified ones. */
export const tags: TagSet[] = [
  {
    schema: "bill/invoice",
    list: [
      {
        key: "replacement",
        name: { en: "Replacement Invoice", es: "Factura de Sustitución" },
        desc: {
          en: "Marks an invoice issued in place of earlier simplified invoices, which were correct, to add the customer's tax details.",
        },
      },
    ],
  },
];
