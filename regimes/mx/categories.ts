import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

/** Mexican tax categories besides VAT (IVA). */
export const TAX_CATEGORY_RVAT = "RVAT";
export const TAX_CATEGORY_IEPS = "IEPS";
export const TAX_CATEGORY_RIEPS = "RIEPS";
export const TAX_CATEGORY_ISR = "ISR";

/**
 * IVA has a general rate and a reduced one for the northern and southern
 * border regions; the other categories have no named rates, so invoices give
 * their percentages.
 */
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
        name: { en: "General Rate", es: "Tasa General" },
        values: [{ percent: "16.0%" }],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "Reduced (Border) Rate", es: "Tasa Reducida (Fronteriza)" },
        values: [{ percent: "8.0%" }],
      },
    ],
  },
  {
    code: TAX_CATEGORY_RVAT,
    name: { en: "Retained VAT", es: "IVA Retenido" },
    title: { en: "Retained Value Added Tax", es: "Impuesto al Valor Agregado Retenido" },
    retained: true,
  },
  {
    code: TAX_CATEGORY_IEPS,
    name: { en: "IEPS", es: "IEPS" },
    title: { en: "Special Tax on Production and Services", es: "Impuesto Especial sobre Producción y Servicios" },
  },
  {
    code: TAX_CATEGORY_RIEPS,
    name: { en: "Retained IEPS", es: "IEPS Retenido" },
    title: {
      en: "Retained Special Tax on Production and Services",
      es: "Impuesto Especial sobre Producción y Servicios Retenido",
    },
    retained: true,
  },
  {
    code: TAX_CATEGORY_ISR,
    name: { en: "ISR", es: "ISR" },
    title: { en: "Income Tax", es: "Impuesto Sobre la Renta" },
    retained: true,
  },
];
