import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { da: "moms", en: "VAT" },
    title: { da: "Merværdiafgift", en: "Value Added Tax" },
    keys: globalVATKeys(),
    // Denmark has a single VAT rate and no reduced ones.
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { da: "Standardsats", en: "General Rate" },
        values: [{ since: "1992-01-01", percent: "25.0%" }],
      },
    ],
    sources: [{ title: { en: "Danish Tax Agency - VAT rates" }, url: "https://skat.dk/erhverv/moms" }],
  },
];
