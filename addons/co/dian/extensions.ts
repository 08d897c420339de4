import type { Definition } from "../../../engine/index.ts";

/** Keys of the extensions the DIAN addon defines. */
export const EXT_KEY_MUNICIPALITY = "co-dian-municipality";
export const EXT_KEY_CREDIT_CODE = "co-dian-credit-code";
export const EXT_KEY_DEBIT_CODE = "co-dian-debit-code";
export const EXT_KEY_FISCAL_RESPONSIBILITY = "co-dian-fiscal-responsibility";

/** The DIAN codes the addon adds: party municipality and fiscal responsibilities, and why a note corrects an invoice. */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_MUNICIPALITY,
    name: { en: "DIAN Municipality Code", es: "Código de municipio DIAN" },
    desc: {
      en: [
        "The five-digit code the DIAN uses for a municipality (the national DIVIPOLA numbering).",
        "Give each party's own municipality in the `ext` of both the supplier and the customer, e.g.",
        "`\"co-dian-municipality\": \"11001\"` for Bogotá or `\"05001\"` for Medellín.",
      ].join("\n"),
    },
    sources: [
      {
        title: { en: "DIAN Municipality Codes" },
        url: "https://www.dian.gov.co/atencionciudadano/formulariosinstructivos/Formularios/2007/Codigos_municipios_2007.pdf",
        content_type: "application/pdf",
      },
      {
        title: { en: "Municipalities of Colombia - Github" },
        url: "https://github.com/ALAxHxC/MunicipiosDane",
      },
    ],
    pattern: "^\\d{5}$",
  },
  {
    key: EXT_KEY_CREDIT_CODE,
    name: { en: "Credit Code", es: "Código de Crédito" },
    desc: {
      en: [
        "Why a credit note is issued. The DIAN requires it on every credit note, and it is never",
        "filled in automatically: put it in the `ext` of the `preceding` entry that refers to the",
        "corrected invoice. It is one of the options offered when an invoice is corrected.",
      ].join("\n"),
    },
    values: [
      {
        code: "1",
        name: { en: "Partial refund", es: "Devolución parcial" },
        desc: {
          en: "Some of the goods are returned, or part of the service is not accepted.",
          es: "Se devuelve una parte de los bienes o no se acepta una parte del servicio.",
        },
      },
      {
        code: "2",
        name: { en: "Revoked", es: "Anulación" },
        desc: { en: "The earlier document is cancelled in full.", es: "Se anula por completo la factura anterior." },
      },
      {
        code: "3",
        name: { en: "Discount", es: "Descuento" },
        desc: { en: "A discount or rebate, partial or total.", es: "Descuento o rebaja, sea parcial o total." },
      },
      {
        code: "4",
        name: { en: "Adjustment", es: "Ajuste" },
        desc: { en: "The price is adjusted.", es: "Se ajusta el precio." },
      },
      { code: "5", name: { en: "Other", es: "Otros" } },
    ],
  },
  {
    key: EXT_KEY_DEBIT_CODE,
    name: { en: "Debit Code", es: "Código de Débito" },
    desc: {
      en: [
        "Why a debit note is issued. The DIAN requires it on every debit note, and it is never",
        "filled in automatically; like the credit code it goes in the `ext` of the `preceding`",
        "entry, and it is offered as an option when an invoice is corrected.",
      ].join("\n"),
    },
    values: [
      { code: "1", name: { en: "Interest", es: "Intereses" } },
      { code: "2", name: { en: "Pending charges", es: "Gastos por cobrar" } },
      { code: "3", name: { en: "Change in value", es: "Cambio del valor" } },
      { code: "4", name: { en: "Other", es: "Otros" } },
    ],
  },
  {
    key: EXT_KEY_FISCAL_RESPONSIBILITY,
    name: { en: "Fiscal Responsibility Code", es: "Código de Responsabilidad Fiscal" },
    desc: {
      en: [
        "A party's fiscal responsibilities in the DIAN's coding, sent as the UBL `TaxLevelCode`.",
        "Set it in the `ext` of the supplier or the customer, e.g.",
        "`\"co-dian-fiscal-responsibility\": \"O-13\"` for a major taxpayer (gran contribuyente);",
        "when none is given, normalization uses R-99-PN.",
      ].join("\n"),
    },
    sources: [
      {
        title: { en: "DIAN Fiscal Responsibility Codes, see Anexo Tecnico/Tablas Referenciadas, table 13.2.6.1" },
        url: "https://www.dian.gov.co/impuestos/factura-electronica/Documents/Caja-de-herramientas-FE-V1-9.zip",
        content_type: "application/zip",
      },
    ],
    values: [
      { code: "O-13", name: { en: "Major taxpayer", es: "Gran contribuyente" } },
      { code: "O-15", name: { en: "Self-withholder", es: "Autorretenedor" } },
      { code: "O-23", name: { en: "VAT withholding agent", es: "Agente de retención IVA" } },
      { code: "O-47", name: { en: "Simple tax regime", es: "Régimen simple de tributación" } },
      {
        code: "R-99-PN",
        name: { en: "Not applicable – Others", es: "No aplica – Otros" },
        desc: {
          en: "For issuers or acquirers with none of the four responsibilities above, whether companies, individuals or final consumers.",
          es: "Para emisores o adquirientes sin ninguna de las cuatro responsabilidades anteriores, sean personas jurídicas, personas naturales o consumidores finales.",
        },
      },
    ],
  },
];
