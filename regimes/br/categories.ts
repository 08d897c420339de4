import type { CategoryDef } from "../../engine/index.ts";

/** Brazilian tax categories: none has named rates, invoices give the percentages. */
export const TAX_CATEGORY_ISS = "ISS";
export const TAX_CATEGORY_ICMS = "ICMS";
export const TAX_CATEGORY_IPI = "IPI";
export const TAX_CATEGORY_PIS = "PIS";
export const TAX_CATEGORY_PIS_RET = "PISRet";
export const TAX_CATEGORY_COFINS = "COFINS";
export const TAX_CATEGORY_COFINS_RET = "COFINSRet";
export const TAX_CATEGORY_CSLL = "CSLL";
export const TAX_CATEGORY_INSS = "INSS";
export const TAX_CATEGORY_IRRF = "IRRF";
export const TAX_CATEGORY_IBS = "IBS";
export const TAX_CATEGORY_CBS = "CBS";

/*
 * Informative categories are reported on the notes but leave the totals
 * alone (ISS, ICMS, PIS and COFINS are embedded in the price). IBS and CBS,
 * the taxes of the 2026 reform, are informative too: that year they must be
 * reported but are not yet collected. The retained ones are withheld by the
 * customer.
 */
export const categories: CategoryDef[] = [
  {
    code: TAX_CATEGORY_ISS,
    name: { en: "ISS", pt: "ISS" },
    title: { en: "Municipal Service Tax", pt: "Imposto Sobre Serviços" },
    informative: true,
  },
  {
    code: TAX_CATEGORY_ICMS,
    name: { en: "ICMS", pt: "ICMS" },
    title: { en: "State value-added tax", pt: "Imposto sobre Circulação de Mercadorias e Serviços" },
    informative: true,
  },
  {
    code: TAX_CATEGORY_IPI,
    name: { en: "IPI", pt: "IPI" },
    title: { en: "Federal value-added Tax", pt: "Imposto sobre Produtos Industrializados" },
  },
  {
    code: TAX_CATEGORY_PIS,
    name: { en: "PIS", pt: "PIS" },
    title: { en: "Social Integration Program", pt: "Programa de Integração Social" },
    informative: true,
  },
  {
    code: TAX_CATEGORY_PIS_RET,
    name: { en: "PIS (Retained)", pt: "PIS (Retido)" },
    title: { en: "Social Integration Program Retained", pt: "Programa de Integração Social Retido" },
    retained: true,
  },
  {
    code: TAX_CATEGORY_COFINS,
    name: { en: "COFINS", pt: "COFINS" },
    title: {
      en: "Contribution for the Financing of Social Security",
      pt: "Contribuição para o Financiamento da Seguridade Social",
    },
    informative: true,
  },
  {
    code: TAX_CATEGORY_COFINS_RET,
    name: { en: "COFINS (Retained)", pt: "COFINS (Retido)" },
    title: {
      en: "Contribution for the Financing of Social Security Retained",
      pt: "Contribuição para o Financiamento da Seguridade Social Retido",
    },
    retained: true,
  },
  {
    code: TAX_CATEGORY_CSLL,
    name: { en: "CSLL", pt: "CSLL" },
    title: { en: "Social Contribution on Net Profit", pt: "Contribuição Social sobre o Lucro Líquido" },
    retained: true,
  },
  {
    code: TAX_CATEGORY_INSS,
    name: { en: "INSS", pt: "INSS" },
    title: {
      en: "National Social Security Institute Withholding",
      pt: "Retenção do Instituto Nacional do Seguro Social",
    },
    retained: true,
  },
  {
    code: TAX_CATEGORY_IRRF,
    name: { en: "IRRF", pt: "IRRF" },
    title: { en: "Income Tax Withheld at Source", pt: "Imposto de Renda Retido na Fonte" },
    retained: true,
  },
  {
    code: TAX_CATEGORY_IBS,
    name: { en: "IBS", pt: "IBS" },
    title: { en: "Goods and Services Tax", pt: "Imposto sobre Bens e Serviços" },
    informative: true,
  },
  {
    code: TAX_CATEGORY_CBS,
    name: { en: "CBS", pt: "CBS" },
    title: { en: "Federal Goods and Services Contribution", pt: "Contribuição sobre Bens e Serviços" },
    informative: true,
  },
];
