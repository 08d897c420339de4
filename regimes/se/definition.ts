import { defaultInvoiceScenarios, type RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { identities } from "./identities.ts";

/** Sweden: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Sweden", se: "Sverige" },
  description: {
    en: [
      "Swedish invoices carry VAT (moms, mervärdesskatt), run by Skatteverket under the EU",
      "VAT Directive, at a general rate of 25% and reduced rates of 12% and 6%; exports and",
      "some financial and health services are exempt.",
      "",
      "Companies are identified by their organisationsnummer, ten digits ending in a Luhn",
      "check digit; their VAT number is SE, those ten digits and a closing 01. People carry a",
      "personnummer (YYMMDD-NNNN), and those not registered as living in Sweden a",
      "samordningsnummer, whose day of birth is raised by 60; a sole trader's organisation",
      "number is the owner's personnummer.",
      "",
      "Suppliers to the public sector have had to send PEPPOL BIS Billing 3.0 invoices since",
      "April 2019. An F-skatt approval means the business pays its own tax, so its customers",
      "withhold none. Reverse charge covers construction, scrap metal and waste as well as",
      "trade within the EU, and a simplified invoice is allowed up to 4,000 SEK.",
    ].join("\n"),
  },
  sources: [
    { title: { en: "PEPPOL BIS Billing 3.0" }, url: "https://docs.peppol.eu/poacc/billing/3.0/" },
    {
      title: { en: "Skatteverket - VAT Rates" },
      url: "https://www.skatteverket.se/foretag/moms/saljavarorochtjanster/momssatspavarorochtjanster.4.58d555751259e4d66168000409.html",
    },
    {
      title: { en: "Skatteverket - Invoice Requirements" },
      url: "https://www.skatteverket.se/foretag/moms/saljavarorochtjanster/momslagensregleromfakturering.4.58d555751259e4d66168000403.html",
    },
  ],
  time_zone: "Europe/Stockholm",
  country: "SE",
  currency: "SEK",
  tax_scheme: "VAT",
  identities,
  // The general reverse-charge legend is all the scenarios this regime needs.
  scenarios: [defaultInvoiceScenarios()],
  categories,
};
