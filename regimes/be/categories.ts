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
        name: { de: "Allgemeiner Satz", en: "General Rate", fr: "Taux normal", nl: "Algemeen tarief" },
        values: [{ since: "2011-01-04", percent: "21.0%" }],
      },
      {
        rate: "intermediate",
        keys: ["standard"],
        name: { de: "Mittlerer Satz", en: "Intermediate Rate", fr: "Taux intermédiaire", nl: "Tussentarief" },
        values: [{ since: "2011-01-01", percent: "12.0%" }],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { de: "Ermäßigter Satz", en: "Reduced Rate", fr: "Taux réduit", nl: "Verlaagd Tarief" },
        values: [{ since: "2011-01-04", percent: "6.0%" }],
      },
    ],
    sources: [
      {
        title: { en: "VAT rates | FPS Finance" },
        url: "https://finance.belgium.be/en/enterprises/vat/vat-obligation/rates-and-calculation/vat-rates#q1",
      },
    ],
  },
];
