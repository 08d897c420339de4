import type { TagSet } from "../../../engine/index.ts";

/** Invoice tags that select FatturaPA document types (and `b2g` the public administration format). */
export const tags: TagSet[] = [
  {
    schema: "bill/invoice",
    list: [
      { key: "b2g", name: { en: "Business to Government" } },
      { key: "freelance", name: { en: "Freelancer", it: "Parcella" } },
      { key: "ceiling-exceeded", name: { en: "Ceiling exceeded", it: "Splafonamento" } },
      {
        key: "san-marino-paper",
        name: {
          en: "Purchases from San Marino with VAT and paper invoice",
          it: "Acquisti da San Marino con IVA e fattura cartacea",
        },
      },
      { key: "import", name: { en: "Import", it: "Importazione" } },
      { key: "goods", name: { en: "Goods", it: "Beni" } },
      { key: "goods-eu", name: { en: "Goods from EU", it: "Beni da UE" } },
      { key: "goods-with-tax", name: { en: "Goods with tax", it: "Beni con imposta" } },
      { key: "goods-extracted", name: { en: "Goods extracted", it: "Beni estratti" } },
      { key: "deferred", name: { en: "Deferred", it: "Differita" } },
      { key: "regularization", name: { en: "Regularization", it: "Regolarizzazione" } },
      { key: "third-period", name: { en: "Third period", it: "Terzo periodo" } },
      { key: "depreciable-assets", name: { en: "Depreciable assets", it: "Beni ammortizzabili" } },
      { key: "b2g", name: { en: "Business to Government" } },
    ],
  },
];
