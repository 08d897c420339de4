import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT", fi: "ALV" },
    title: { en: "Value Added Tax", fi: "Arvonlisävero" },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "General Rate", fi: "Yleinen verokanta" },
        values: [
          { since: "2024-09-01", percent: "25.5%" },
          { since: "2013-01-01", percent: "24.0%" },
        ],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "Reduced Rate", fi: "Ensimmäinen alennettu verokanta" },
        values: [
          { since: "2026-01-01", percent: "13.5%" },
          { since: "2013-01-01", percent: "14.0%" },
        ],
      },
      {
        rate: "super-reduced",
        keys: ["standard"],
        name: { en: "Super-Reduced Rate", fi: "Toinen alennettu verokanta" },
        values: [{ since: "2013-01-01", percent: "10.0%" }],
      },
    ],
    sources: [
      {
        title: { en: "Verohallinto - VAT Rates" },
        url: "https://www.vero.fi/en/businesses-and-corporations/taxes-and-charges/vat/rates-of-vat/",
      },
      {
        title: { en: "Finlex - Value Added Tax Act 1501/1993" },
        url: "https://www.finlex.fi/fi/laki/ajantasa/1993/19931501",
      },
    ],
  },
];
