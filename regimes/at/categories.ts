import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT" },
    title: { en: "Value Added Tax" },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "General Rate" },
        values: [{ since: "2011-01-04", percent: "20.0%" }],
      },
      {
        rate: "intermediate",
        keys: ["standard"],
        name: { en: "Intermediate Rate" },
        values: [{ since: "2011-01-01", percent: "13.0%" }],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "Reduced Rate" },
        values: [{ since: "2011-01-04", percent: "10.0%" }],
      },
    ],
    sources: [
      {
        title: { en: "Business Service Portal - Rates of VAT" },
        url: "https://www.usp.gv.at/en/steuern-finanzen/umsatzsteuer/steuersaetze-der-umsatzsteuer.html",
      },
    ],
  },
];
