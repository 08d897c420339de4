import type { Definition } from "../../../engine/index.ts";

/** Keys of the extensions the FA(2) addon defines. */
export const EXT_KEY_VAT_SPECIAL = "pl-favat-vat-special";
export const EXT_KEY_VAT_ZERO = "pl-favat-vat-zero";
export const EXT_KEY_EFFECTIVE_DATE = "pl-favat-effective-date";

/** The FA(2) codes the addon adds: special and zero VAT variants, and when a correction takes effect. */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_VAT_SPECIAL,
    name: { en: "Special VAT Extensions for KSeF", pl: "Rozszerzenia specjalne dla KSeF" },
    values: [
      {
        code: "taxi",
        name: { en: "Taxi Rate", pl: "Ryczałt dla taksówek" },
        desc: {
          en: "Flat-rate VAT paid by taxi operators.",
          pl: "Zryczałtowany VAT podatników przewożących osoby taksówkami.",
        },
      },
    ],
  },
  {
    key: EXT_KEY_VAT_ZERO,
    name: { en: "Zero VAT Extensions for KSeF" },
    values: [
      { code: "wdt", name: { en: "WDT", pl: "WDT" } },
      { code: "domestic", name: { en: "Domestic", pl: "Krajowy" } },
      { code: "export", name: { en: "Export", pl: "Eksport" } },
    ],
  },
  {
    key: EXT_KEY_EFFECTIVE_DATE,
    name: { en: "Effective date code.", pl: "Kod daty wejścia w życie." },
    values: [
      {
        code: "1",
        name: { en: "Original", pl: "Pierwotna" },
        desc: {
          en: "The correction counts from the date the original invoice was recorded.",
          pl: "Korekta rozliczana w okresie, w którym ujęto fakturę pierwotną.",
        },
      },
      {
        code: "2",
        name: { en: "Correction", pl: "Korygująca" },
        desc: {
          en: "The correction counts from its own date.",
          pl: "Korekta rozliczana w okresie, w którym ujęto fakturę korygującą.",
        },
      },
      {
        code: "3",
        name: { en: "Other", pl: "Inna" },
        desc: {
          en: "The correction counts from some other date, or from different dates for different lines.",
          pl: "Korekta rozliczana w innym terminie, także gdy poszczególne pozycje mają różne daty.",
        },
      },
    ],
  },
];
