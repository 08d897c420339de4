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
        desc: { en: "The normal rate, charged on every supply the law gives no lower rate." },
        values: [{ since: "2024-01-01", percent: "8.1%" }],
      },
      {
        rate: "intermediate",
        keys: ["standard"],
        name: { en: "Intermediate Rate" },
        desc: { en: "The special rate for lodging: hotel nights and similar stays, breakfast included." },
        values: [{ since: "2024-01-01", percent: "3.8%" }],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "Reduced Rate" },
        desc: { en: "For basic needs such as food and soft drinks, printed books and papers, and medicines." },
        values: [{ since: "2024-01-01", percent: "2.6%" }],
      },
    ],
    sources: [
      {
        title: { en: "Current Swiss VAT rates | FTA" },
        url: "https://www.estv.admin.ch/estv/en/home/value-added-tax/vat-rates-switzerland.html",
      },
    ],
  },
];
