import type { TagSet } from "../../../engine/index.ts";

/** Invoice tags the FA(3) addon adds: `settlement`, for settlement (ROZ) invoices and their corrections. */
export const tags: TagSet[] = [
  {
    schema: "bill/invoice",
    list: [{ key: "settlement", name: { en: "Settlement Invoice", pl: "Faktura Rozliczeniowa" } }],
  },
];
