import { globalGSTKeys, type CategoryDef } from "../../engine/index.ts";

export const categories: CategoryDef[] = [
  {
    code: "GST",
    name: { en: "GST" },
    title: { en: "Goods and Services Tax" },
    keys: globalGSTKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "General rate" },
        desc: {
          en: "The one rate GST-registered businesses charge on goods and services supplied in Singapore, except for supplies the law zero-rates or exempts.",
        },
        // Raised step by step since GST began in April 1994.
        values: [
          { since: "2024-01-01", percent: "9%" },
          { since: "2023-01-01", percent: "8%" },
          { since: "2007-07-01", percent: "7%" },
          { since: "2004-01-01", percent: "5%" },
          { since: "2003-01-01", percent: "4%" },
          { since: "1994-04-01", percent: "3%" },
        ],
      },
    ],
    sources: [
      {
        title: { en: "Goods and Services Tax (GST)" },
        url: "https://www.iras.gov.sg/taxes/goods-services-tax-(gst)/basics-of-gst/current-gst-rates",
      },
    ],
  },
];
