import type { TagSet } from "../../../engine/index.ts";

/** Invoice tags that refine the myDATA document type and island VAT rates. */
export const tags: TagSet[] = [
  {
    schema: "bill/invoice",
    list: [
      { key: "islands", name: { el: "Νησιά μειωμένοι συντελεστές", en: "Islands Reduced Rates" } },
      { key: "goods", name: { en: "Goods" } },
      { key: "services", name: { en: "Services" } },
      { key: "export", name: { en: "Export" } },
      { key: "eu", name: { en: "European Union" } },
    ],
  },
];
