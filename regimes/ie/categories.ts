import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT", ga: "CBL" },
    title: { en: "Value Added Tax", ga: "Cáin Bhreisluacha" },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "Standard Rate", ga: "Ráta Caighdeánach" },
        values: [{ since: "2012-01-01", percent: "23.0%" }],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "First Reduced Rate", ga: "An Chéad Ráta Laghdaithe" },
        values: [{ since: "2003-01-01", percent: "13.5%" }],
      },
      {
        rate: "super-reduced",
        keys: ["standard"],
        name: { en: "Second Reduced Rate", ga: "An Dara Ráta Laghdaithe" },
        values: [{ since: "2011-01-01", percent: "9.0%" }],
      },
      {
        // Sales of livestock (and greyhounds) and hire of horses.
        rate: "special",
        keys: ["standard"],
        name: { en: "Livestock Rate", ga: "Ráta Beostoic" },
        values: [{ since: "2008-01-01", percent: "4.8%" }],
      },
    ],
    sources: [
      {
        title: { en: "Revenue - Current VAT Rates" },
        url: "https://www.revenue.ie/en/vat/vat-rates/search-vat-rates/current-vat-rates.aspx",
        at: "2025-01-29T00:00:00",
      },
      {
        title: { en: "Citizens Information - Value Added Tax" },
        url: "https://www.citizensinformation.ie/en/money-and-tax/tax/duties-and-vat/value-added-tax/",
        at: "2025-01-29T00:00:00",
      },
    ],
  },
];
