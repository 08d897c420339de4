import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

/** Suffix of the lower VAT rates some Aegean islands keep (`general+island`, ...). */
export const TAX_RATE_ISLAND = "island";

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { el: "ΦΠΑ", en: "VAT" },
    title: { el: "Φόρος προστιθέμενης αξίας", en: "Value Added Tax" },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { el: "Κανονικός συντελεστής", en: "General rate" },
        values: [{ percent: "24%" }],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { el: "Μειωμένος συντελεστής", en: "Reduced rate" },
        values: [{ percent: "13%" }],
      },
      {
        rate: "super-reduced",
        keys: ["standard"],
        name: { el: "Υπερμειωμένος συντελεστής", en: "Super-reduced rate" },
        values: [{ percent: "6%" }],
      },
      // The same three rates, about 30% lower, on the islands that keep the reduction.
      {
        rate: `general+${TAX_RATE_ISLAND}`,
        keys: ["standard"],
        name: { el: "Κανονικός συντελεστής (Νησί)", en: "Standard rate (Island)" },
        values: [{ percent: "17%" }],
      },
      {
        rate: `reduced+${TAX_RATE_ISLAND}`,
        keys: ["standard"],
        name: { el: "Μειωμένος συντελεστής (Νησί)", en: "Reduced rate (Island)" },
        values: [{ percent: "9%" }],
      },
      {
        rate: `super-reduced+${TAX_RATE_ISLAND}`,
        keys: ["standard"],
        name: { el: "Υπερμειωμένος συντελεστής (Νησί)", en: "Super-reduced rate (Island)" },
        values: [{ percent: "4%" }],
      },
    ],
    sources: [
      {
        title: { en: "VAT Rates" },
        url: "https://www.gov.gr/en/sdg/taxes/vat/general/basic-vat-rates",
      },
      {
        title: {
          el: "Φόρος Προστιθέμενης Αξίας/Φόρος Αγαθών και Υπηρεσιών (ΦΠΑ/GST) (1976-2023)",
          en: "Value Added Tax/Goods and Services Tax (VAT/GST) (1976-2023)",
        },
        url: "https://www.oecd.org/tax/tax-policy/tax-database/",
      },
    ],
  },
];
