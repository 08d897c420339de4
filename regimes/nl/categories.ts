import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT", nl: "BTW" },
    title: { en: "Value Added Tax", nl: "Belasting Toegevoegde Waarde" },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "General Rate", nl: "Algemeen Tarief" },
        values: [{ percent: "21.0%" }],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "Reduced Rate", nl: "Gereduceerd Tarief" },
        values: [{ percent: "9.0%" }],
      },
    ],
  },
];
