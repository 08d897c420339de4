import type { Definition } from "../../../engine/index.ts";

/** VAT combo extension: the nature (Natura) of VAT-free lines. */
export const EXT_KEY_EXEMPT = "it-ticket-exempt";

/** Item extension: goods or services. */
export const EXT_KEY_PRODUCT = "it-ticket-product";

/** Invoice tax extension: the customer's receipt lottery code. */
export const EXT_KEY_LOTTERY = "it-ticket-lottery";

/** Line extension: the AdE's reference to a ticket line. */
export const EXT_KEY_LINE_REF = "it-ticket-line-ref";

/** The AdE ticket code lists, as extensions. */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_EXEMPT,
    name: { en: "Exemption Code", it: "Natura Esenzione" },
    values: [
      {
        code: "N1",
        name: { en: "Excluded pursuant to Art. 15, DPR 633/72", it: "Escluse ex. art. 15 del D.P.R. 633/1972" },
      },
      { code: "N2", name: { en: "Not subject", it: "Non soggette" } },
      { code: "N3", name: { en: "Not taxable", it: "Non imponibili" } },
      { code: "N4", name: { en: "Exempt", it: "Esenti" } },
      {
        code: "N5",
        name: { en: "Margin regime / VAT not exposed", it: "Regime del margine/IVA non esposta in fattura" },
      },
      { code: "N6", name: { en: "Reverse charge", it: "Inversione contabile" } },
    ],
  },
  {
    key: EXT_KEY_PRODUCT,
    name: { en: "AdE CF Product Key", it: "Chiave Prodotto AdE CF" },
    desc: { en: "Tells the AdE whether a line delivers goods or provides a service." },
    values: [
      { code: "goods", name: { en: "Delivery of goods", it: "Consegna di beni" } },
      { code: "services", name: { en: "Provision of services", it: "Prestazione di servizi" } },
    ],
  },
  {
    key: EXT_KEY_LOTTERY,
    name: { en: "AdE Lottery Code", it: "Codice Lotteria AdE" },
    desc: {
      en: [
        "The customer's receipt lottery code (codice lotteria): eight capital letters or digits that the",
        "buyer hands over when paying, so that the sale enters the AdE receipts lottery under their name.",
      ].join("\n"),
    },
    sources: [
      {
        title: { en: "Agenzia delle Entrate", it: "Agenzia delle Entrate" },
        url: "https://www.agenziaentrate.gov.it/portale/documents/20143/4952835/Specifiche+Tecniche+Lotteria+Istantanea_V1.pdf/211eae00-0e0e-66b9-a077-895eb0d9fc51",
      },
    ],
    pattern: "^[A-Z0-9]{8}$",
  },
  {
    key: EXT_KEY_LINE_REF,
    name: { en: "AdE Line Reference", it: "Riferimento Linea AdE" },
    desc: { en: "Identifier the AdE gives to a ticket line; a credit note quotes it to say which line it corrects." },
  },
];
