import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

/**
 * Colombian tax categories besides VAT (IVA): consumption taxes, set
 * nationally (INC) or by departments and municipalities (IC), the municipal
 * industry and commerce tax (ICA), and the withholdings ("retenciones en la
 * fuente") a buyer keeps back from IVA, ICA and income tax.
 */
export const TAX_CATEGORY_IC = "IC";
export const TAX_CATEGORY_ICA = "ICA";
export const TAX_CATEGORY_INC = "INC";
export const TAX_CATEGORY_RETE_IVA = "RVAT";
export const TAX_CATEGORY_RETE_ICA = "RICA";
export const TAX_CATEGORY_RETE_RENTA = "RR";

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT", es: "IVA" },
    title: { en: "Value Added Tax", es: "Impuesto al Valor Agregado" },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "General Rate", es: "General" },
        values: [
          { since: "2017-01-01", percent: "19.0%" },
          { since: "2006-01-01", percent: "16.0%" },
        ],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "Reduced Rate", es: "Reducido" },
        values: [{ since: "2006-01-01", percent: "5.0%" }],
      },
    ],
  },
  // The other categories have no named rates: invoices give their percentages.
  {
    code: TAX_CATEGORY_IC,
    name: { es: "IC" },
    title: { en: "Consumption Tax", es: "Impuesto sobre Consumo" },
  },
  {
    code: TAX_CATEGORY_ICA,
    name: { es: "ICA" },
    title: { en: "Industry and Commerce Tax", es: "Impuesto de Industria y Comercio" },
  },
  {
    code: TAX_CATEGORY_INC,
    name: { es: "INC" },
    title: { en: "National Consumption Tax", es: "Impuesto Nacional al Consumo" },
  },
  {
    code: TAX_CATEGORY_RETE_IVA,
    name: { es: "ReteIVA" },
    title: { es: "Retención en la fuente por el Impuesto al Valor Agregado" },
    retained: true,
  },
  {
    code: TAX_CATEGORY_RETE_ICA,
    name: { es: "ReteICA" },
    title: { es: "Retención en la fuente por el Impuesto de Industria y Comercio" },
    retained: true,
  },
  {
    code: TAX_CATEGORY_RETE_RENTA,
    name: { es: "Retefuente" },
    title: { es: "Retención en la fuente por el Impuesto de la Renta" },
    retained: true,
  },
];
