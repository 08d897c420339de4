import type { TagSet } from "../../../engine/index.ts";
import { TAG_EXPORT, TAG_NOMINAL, TAG_SUMMARY, TAG_THIRD_PARTY } from "./keys.ts";

/**
 * Invoice tags that set flags of the transaction type (KSA-2). `simplified`
 * and `self-billed` are GOBL's own; `export` is GOBL's too, listed here as
 * the addon's to offer on invoices.
 */
export const tags: TagSet[] = [
  {
    schema: "bill/invoice",
    list: [
      { key: TAG_SUMMARY, name: { en: "Summary", ar: "ملخص" } },
      { key: TAG_THIRD_PARTY, name: { en: "Third-party", ar: "طرف ثالث" } },
      { key: TAG_NOMINAL, name: { en: "Nominal", ar: "اسمية" } },
      {
        key: TAG_EXPORT,
        name: { en: "Export", ar: "تصدير" },
        desc: { en: "The invoice is for goods exported from the Kingdom." },
      },
    ],
  },
];
