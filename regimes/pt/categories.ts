import { globalVATKeys, type CategoryDef, type RateValueDef } from "../../engine/index.ts";
import { EXT_KEY_REGION, REGION_AZORES, REGION_MADEIRA } from "./extensions.ts";

/** Portuguese withholding categories besides VAT. */
export const TAX_CATEGORY_IRS = "IRS";
export const TAX_CATEGORY_IRC = "IRC";

/** A rate value that only applies to combos taxed in the given region. */
const inRegion = (region: string, since: string, percent: string): RateValueDef => ({
  ext: { [EXT_KEY_REGION]: region },
  since,
  percent,
});

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT", pt: "IVA" },
    title: { en: "Value Added Tax", pt: "Imposto sobre o Valor Acrescentado" },
    keys: globalVATKeys(),
    // The autonomous regions' values come first: a combo's `pt-region`
    // extension picks them, any other combo falls through to the mainland value.
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { en: "General Rate", pt: "Tipo Geral" },
        values: [
          inRegion(REGION_AZORES, "2011-01-01", "16.0%"),
          inRegion(REGION_MADEIRA, "2011-01-01", "22.0%"),
          { since: "2011-01-01", percent: "23.0%" },
        ],
      },
      {
        rate: "intermediate",
        keys: ["standard"],
        name: { en: "Intermediate Rate", pt: "Taxa Intermédia" },
        values: [
          inRegion(REGION_AZORES, "2011-01-01", "9.0%"),
          inRegion(REGION_MADEIRA, "2011-01-01", "12.0%"),
          { since: "2011-01-01", percent: "13.0%" },
        ],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { en: "Reduced Rate", pt: "Taxa Reduzida" },
        values: [
          inRegion(REGION_AZORES, "2011-01-01", "4.0%"),
          // Madeira lowered its reduced rate in October 2024.
          inRegion(REGION_MADEIRA, "2024-10-01", "4.0%"),
          inRegion(REGION_MADEIRA, "2011-01-01", "5.0%"),
          { since: "2011-01-01", percent: "6.0%" },
        ],
      },
      {
        // No value of its own: the invoice states the percentage.
        rate: "other",
        keys: ["standard"],
        name: { en: "Other", pt: "Outro" },
      },
    ],
  },
  {
    code: TAX_CATEGORY_IRS,
    name: { en: "IRS", pt: "IRS" },
    title: { en: "Personal income tax", pt: "Imposto sobre o Rendimento das Pessoas Singulares" },
    desc: {
      en: "Income tax of individuals, among them freelancers and sole traders. When a business pays them, it keeps back part of the amount as IRS and hands it over to the tax authority in their name; the percentage depends on the kind of income, so the invoice gives it.",
      pt: "Imposto que incide sobre os rendimentos das pessoas singulares, incluindo profissionais independentes. A empresa que lhes paga desconta uma parte do valor a título de IRS e entrega-a à Autoridade Tributária em nome do beneficiário; a percentagem varia com o tipo de rendimento e é indicada na fatura.",
    },
    retained: true,
  },
  {
    code: TAX_CATEGORY_IRC,
    name: { en: "IRC", pt: "IRC" },
    title: { en: "Corporate income tax", pt: "Imposto sobre o Rendimento das Pessoas Coletivas" },
    desc: {
      en: "Income tax of companies and other legal entities. In the cases the law sets out, the paying business keeps back part of each payment as IRC and passes it to the tax authority for the recipient; the invoice gives the percentage.",
      pt: "Imposto que incide sobre os rendimentos das sociedades e demais pessoas coletivas. Nos casos previstos na lei, quem paga desconta uma parte de cada pagamento a título de IRC e entrega-a à Autoridade Tributária por conta do beneficiário; a percentagem é indicada na fatura.",
    },
    retained: true,
  },
];
