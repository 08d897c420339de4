import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

const AT = "2025-04-25T00:00:00";

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT", se: "Moms" },
    title: { en: "Value Added Tax", se: "Moms" },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "General Rate", se: "Normalskattesats" },
        values: [{ since: "1990-01-01", percent: "25.0%" }],
      },
      {
        // 12%: among others food, restaurant meals and hotel stays.
        rate: "reduced",
        keys: ["standard"],
        name: { en: "First Reduced Rate", se: "Första reducerade skattesatsen" },
        values: [{ since: "1996-01-01", percent: "12.0%" }],
      },
      {
        // 6%: among others books, newspapers, passenger transport and culture.
        rate: "super-reduced",
        keys: ["standard"],
        name: { en: "Second Reduced Rate", se: "Andra reducerade skattesatsen" },
        values: [{ since: "1996-01-01", percent: "6.0%" }],
      },
    ],
    sources: [
      {
        title: { en: "Swedish Tax Agency - VAT rates and VAT exemption" },
        url: "https://www.skatteverket.se/servicelankar/otherlanguages/inenglishengelska/businessesandemployers/startingandrunningaswedishbusiness/declaringtaxesbusinesses/vat/vatratesandvatexemption.4.676f4884175c97df419255d.html",
        at: AT,
      },
      {
        title: { se: "Skatteverket - Momssatser och undantag från moms" },
        url: "https://www4.skatteverket.se/rattsligvagledning/394966.html",
        at: AT,
      },
      {
        title: { en: "Standard rate", se: "Normalskattesats" },
        url: "https://www4.skatteverket.se/rattsligvagledning/edition/2025.4/429414.html",
        at: AT,
      },
      {
        title: { en: "Tax rate 12 percent", se: "Skattesats 12 procent" },
        url: "https://www4.skatteverket.se/rattsligvagledning/edition/2025.4/394978.html",
        at: AT,
      },
      {
        title: { en: "Tax rate 6 percent", se: "Skattesats 6 procent" },
        url: "https://www4.skatteverket.se/rattsligvagledning/edition/2025.4/394984.html",
        at: AT,
      },
    ],
  },
];
