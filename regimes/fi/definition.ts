import { defaultInvoiceScenarios, type RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";

/** Finland: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Finland", fi: "Suomi" },
  description: {
    en: [
      "Finnish invoices carry VAT (arvonlisävero, ALV), collected by the Tax Administration",
      "(Verohallinto) under the EU VAT Directive. The general rate rose from 24% to 25.5% in",
      "September 2024. From 2026 the first reduced rate is 13.5% (14% before), covering food,",
      "restaurant meals, books, passenger transport, hotel stays and cultural events, and the",
      "second reduced rate of 10% is left mainly for newspapers and periodicals. Exports and",
      "sales to VAT-registered buyers elsewhere in the EU are zero-rated.",
      "",
      "Each company has a business ID (Y-tunnus), written 1234567-8: seven digits and a",
      "check digit. Its VAT number is the same eight digits after FI, without the hyphen",
      "(FI12345678).",
      "",
      "No particular kind of corrective document is prescribed. Invoices to public bodies have",
      "had to be electronic since April 2021 (Act 241/2019, transposing Directive 2014/55/EU).",
      "Domestic e-invoices mostly use Finvoice or TEAPPSXML; PEPPOL BIS is used as well.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "Verohallinto - VAT Invoice Requirements" },
      url: "https://www.vero.fi/en/detailed-guidance/guidance/48090/vat-invoice-requirements/",
    },
    {
      title: { en: "Verohallinto - Business ID Validation" },
      url: "https://www.vero.fi/globalassets/tietoa-verohallinnosta/ohjelmistokehittajille/yritys--ja-yhteisötunnuksen-ja-henkilötunnuksen-tarkistusmerkin-tarkistuslaskenta.pdf",
    },
    {
      title: { en: "Valtiokonttori - Invoicing the State" },
      url: "https://www.valtiokonttori.fi/en/services/government-e-invoices/invoicing-the-state/",
    },
    {
      title: { en: "Finlex - Act on Electronic Invoicing 241/2019" },
      url: "https://www.finlex.fi/fi/laki/alkup/2019/20190241",
    },
  ],
  time_zone: "Europe/Helsinki",
  country: "FI",
  currency: "EUR",
  tax_scheme: "VAT",
  // The general reverse-charge legend is all the scenarios this regime needs.
  scenarios: [defaultInvoiceScenarios()],
  categories,
};
