import { globalVATKeys, type CategoryDef } from "../../engine/index.ts";

export const categories: CategoryDef[] = [
  {
    code: "VAT",
    name: { de: "USt", en: "VAT" },
    title: { de: "Mehrwertsteuer", en: "Value Added Tax" },
    keys: globalVATKeys(),
    rates: [
      {
        rate: "general",
        keys: ["standard"],
        name: { de: "Allgemeiner Steuersatz", en: "General rate" },
        desc: { en: "The default rate: any supply of goods or services not given another rate by law." },
        values: [
          { since: "2021-01-01", percent: "19%" },
          // Second half of 2020: temporary cut during the COVID-19 pandemic.
          { since: "2020-07-01", percent: "16%" },
          { since: "2007-01-01", percent: "19%" },
          { since: "1998-04-01", percent: "16%" },
          { since: "1993-01-01", percent: "15%" },
        ],
      },
      {
        rate: "reduced",
        keys: ["standard"],
        name: { de: "Verminderter Steuersatz", en: "Reduced rate" },
        desc: {
          en: "For the supplies the law lists, among them most food, books and periodicals, cultural events, hotel stays, local public transport and some medical products.",
        },
        values: [
          { since: "2021-01-01", percent: "7%" },
          { since: "2020-07-01", percent: "5%" },
          { since: "1983-07-01", percent: "7%" },
        ],
      },
    ],
    sources: [
      {
        title: {
          de: "Bundesfinanzministerium: 100 Jahre Umsatzsteuer in Deutschland",
          en: "Federal Ministry of Finance: 100 Years of VAT in Germany",
        },
        url: "https://www.bundesfinanzministerium.de/Monatsberichte/2019/12/Inhalte/Kapitel-3-Analysen/3-4-100-jahre-umsatzsteuer.html",
      },
      {
        title: {
          de: "Wissenschaftliche Dienste des Deutschen Bundestages: Rolle der Umsatzsteuer und ihr Beitrag zur Finanzierung der sozialen Sicherungssysteme",
          en: "German Bundestag Research Service: Role of VAT and its Contribution to Financing Social Security Systems",
        },
        url: "https://www.bundestag.de/resource/blob/410468/8ceeef0b94cdfa0b39a9925dece2aa75/WD-4-040-10-pdf.pdf",
      },
      {
        title: {
          de: "Statistisches Bundesamt: Auswirkungen der Mehrwertsteuersenkung",
          en: "Federal Statistical Office: Effect of the VAT Reduction",
        },
        url: "https://www.destatis.de/EN/Themes/Society-Environment/Income-Consumption-Living-Conditions/Consumption-Expenditure/consumption-1-VAT.html",
      },
    ],
  },
];
