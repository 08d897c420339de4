import type { CategoryDef } from "../../engine/index.ts";

/** Canadian sales taxes besides the federal GST. */
export const TAX_CATEGORY_HST = "HST";
export const TAX_CATEGORY_PST = "PST";

/**
 * GST has no keys in GOBL's definition, only two named rates. HST and PST
 * differ by province, so they have no named rates yet: invoices give the
 * percentage.
 */
export const categories: CategoryDef[] = [
  {
    code: "GST",
    name: { en: "GST" },
    title: { en: "General Sales Tax" },
    rates: [
      {
        rate: "zero",
        name: { en: "Zero Rate" },
        desc: {
          en: "Taxable supplies charged at 0%, for instance basic groceries, farm and fishery products, prescription drugs and some medical devices, feminine hygiene products, exported goods and services, and much passenger and freight transport to or from abroad.",
        },
        values: [{ percent: "0.0%" }],
      },
      {
        rate: "general",
        name: { en: "General rate" },
        desc: { en: "The federal rate charged on every taxable supply that is not zero-rated." },
        values: [{ since: "2022-01-01", percent: "5%" }],
      },
    ],
    sources: [
      {
        title: { en: "GST/HST provincial rates table" },
        url: "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate/calculator.html",
      },
    ],
  },
  {
    code: TAX_CATEGORY_HST,
    name: { en: "HST" },
    title: { en: "Harmonized Sales Tax" },
  },
  {
    code: TAX_CATEGORY_PST,
    name: { en: "PST" },
    title: { en: "Provincial Sales Tax" },
  },
];
