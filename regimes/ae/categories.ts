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
        name: { ar: "معدل قياسي", en: "General Rate" },
        desc: {
          ar: "النسبة المعتادة التي تُفرض على أغلب التوريدات من سلع وخدمات، إلا إذا حدد القانون معاملة أخرى.",
          en: "The usual rate, charged on the bulk of supplies of goods and services where the law gives no other treatment.",
        },
        // VAT started in the UAE on 1 January 2018.
        values: [{ since: "2018-01-01", percent: "5%" }],
      },
    ],
    sources: [
      {
        title: { ar: "الهيئة الاتحادية للضرائب", en: "Federal Tax Authority - UAE VAT Regulations" },
        url: "https://www.tax.gov.ae",
      },
    ],
  },
];
