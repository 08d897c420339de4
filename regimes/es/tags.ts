import type { TagSet } from "../../engine/index.ts";

/** Tags of Spanish invoices, beyond GOBL's general ones (`reverse-charge`, `self-billed`, ...). */
export const TAG_COPY = "copy";
export const TAG_SUMMARY = "summary";
export const TAG_SIMPLIFIED_SCHEME = "simplified-scheme";
export const TAG_TRAVEL_AGENCY = "travel-agency";
export const TAG_SECOND_HAND_GOODS = "second-hand-goods";
export const TAG_ART = "art";
export const TAG_ANTIQUES = "antiques";
export const TAG_CASH_BASIS = "cash-basis";

export const invoiceTags: TagSet = {
  schema: "bill/invoice",
  list: [
    { key: TAG_COPY, name: { en: "Copy", es: "Copia" } },
    { key: TAG_SUMMARY, name: { en: "Summary", es: "Recapitulativa" } },
    {
      key: TAG_SIMPLIFIED_SCHEME,
      name: { en: "Simplified tax scheme", es: "Contribuyente en régimen simplificado" },
    },
    {
      key: TAG_TRAVEL_AGENCY,
      name: { en: "Special scheme for travel agencies", es: "Régimen especial de las agencias de viajes" },
    },
    {
      key: TAG_SECOND_HAND_GOODS,
      name: { en: "Special scheme for second-hand goods", es: "Régimen especial de los bienes usados" },
    },
    {
      key: TAG_ART,
      name: { en: "Special scheme of works of art", es: "Régimen especial de los objetos de arte" },
    },
    {
      key: TAG_ANTIQUES,
      name: {
        en: "Special scheme of antiques and collectables",
        es: "Régimen especial de las antigüedades y objetos de colección",
      },
    },
    {
      key: TAG_CASH_BASIS,
      name: { en: "Special scheme on cash basis", es: "Régimen especial del criterio de caja" },
    },
  ],
};
