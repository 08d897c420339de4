import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

/** Norwegian VAT: GOBL gives each rate a single undated value. */
export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT", nb: "MVA" },
    title: { en: "Value Added Tax", nb: "Merverdiavgift" },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "General Rate", nb: "Alminnelig sats" },
        desc: {
          en: "Applies to every sale of goods or services that has no other rate.",
          nb: "Gjelder alt salg av varer og tjenester som ikke har en annen sats.",
        },
        values: [{ percent: "25.0%" }],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "Reduced Rate", nb: "Redusert sats" },
        desc: {
          en: "Groceries and drinks, and the supply of water and sewage services.",
          nb: "Mat og drikke, samt levering av vann og avløp.",
        },
        values: [{ percent: "15.0%" }],
      },
      {
        rate: "super-reduced",
        keys: ["standard"],
        name: { en: "Super-reduced Rate", nb: "Lav sats" },
        desc: {
          en: "Passenger transport, hotel stays, cinema tickets and the broadcasting licence.",
          nb: "Persontransport, hotellovernatting, kinobilletter og kringkastingsavgift.",
        },
        values: [{ percent: "12.0%" }],
      },
      {
        rate: "special",
        keys: ["standard"],
        name: { en: "Special Rate", nb: "Særskilt sats" },
        desc: {
          en: "Sales of raw wild-caught fish through the fishermen's sales organisations.",
          nb: "Omsetning av viltfanget råfisk gjennom fiskernes salgslag.",
        },
        values: [{ percent: "11.11%" }],
      },
    ],
    sources: [
      {
        title: { en: "Skatteetaten - VAT rates", nb: "Skatteetaten - Satser for merverdiavgift" },
        url: "https://www.skatteetaten.no/en/rates/value-added-tax/",
        at: "2025-06-15T00:00:00",
      },
      {
        title: { en: "Stortingsvedtak om merverdiavgift for 2026" },
        url: "https://lovdata.no/dokument/STV/forskrift/2025-12-18-2752",
      },
      {
        title: { nb: "Lovdata - merverdiavgiftsloven" },
        url: "https://lovdata.no/dokument/NL/lov/2009-06-19-58",
      },
    ],
  },
];
