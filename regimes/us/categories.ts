import type { CategoryDef } from "../../engine/index.ts";

/**
 * Sales tax is set by states and local authorities, so no rates are defined:
 * invoices give the percentage that applies.
 */
export const categories: CategoryDef[] = [
  {
    code: "ST",
    name: { en: "ST" },
    title: { en: "Sales Tax" },
  },
];
