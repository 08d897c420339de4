import type { TagSet } from "../../../engine/index.ts";

/** Invoice tags the ARCA addon adds: `monotax`, for suppliers under the Monotributo. */
export const tags: TagSet[] = [
  {
    schema: "bill/invoice",
    list: [
      {
        key: "monotax",
        name: { en: "Monotax", es: "Monotributo" },
        desc: {
          en: "The supplier pays the Monotributo, Argentina's simplified single tax for small taxpayers, so its documents are of type C.",
          es: "El proveedor está adherido al Monotributo, el régimen simplificado para pequeños contribuyentes, y emite comprobantes C.",
        },
      },
    ],
  },
];
