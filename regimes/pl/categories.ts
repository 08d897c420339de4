import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

/**
 * Polish VAT (podatek od towarów i usług). GOBL lists the standard rate and
 * two reduced ones with the values before the 2011 rise; other special rates
 * are not defined, so they are given as percentages.
 */
export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT", pl: "VAT" },
    title: { en: "Value Added Tax", pl: "Podatek od Wartości Dodanej" },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "General Rate", pl: "Stawka Podstawowa" },
        values: [
          { since: "2011-01-01", percent: "23.0%" },
          { since: "1993-07-08", percent: "22.0%" },
        ],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "First Reduced Rate", pl: "Stawka Obniżona Pierwsza" },
        values: [
          { since: "2011-01-01", percent: "8.0%" },
          { since: "2000-09-04", percent: "7.0%" },
        ],
      },
      {
        rate: "super-reduced",
        keys: ["standard"],
        name: { en: "Second Reduced Rate", pl: "Stawka Obniżona Druga" },
        values: [
          { since: "2011-01-01", percent: "5.0%" },
          { since: "2000-09-04", percent: "3.0%" },
        ],
      },
    ],
  },
];
