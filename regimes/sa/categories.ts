import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { ar: "ضريبة القيمة المضافة", en: "VAT" },
    title: { ar: "ضريبة القيمة المضافة", en: "Value Added Tax" },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { ar: "النسبة الأساسية", en: "Standard Rate" },
        desc: {
          ar: "النسبة العامة المطبقة على جل التوريدات الخاضعة للضريبة، ما لم يقرر النظام لها نسبة صفرية أو إعفاءً.",
          en: "The rate charged on nearly every taxable supply, save those the law zero-rates or exempts.",
        },
        values: [
          // Raised from 5% to 15% in July 2020.
          { since: "2020-07-01", percent: "15.0%" },
          { since: "2018-01-01", percent: "5.0%" },
        ],
      },
    ],
    sources: [
      {
        title: { ar: "هيئة الزكاة والضريبة والجمارك", en: "ZATCA - VAT Regulations" },
        url: "https://zatca.gov.sa/en/RulesRegulations/VAT/Pages/default.aspx",
      },
    ],
  },
];
