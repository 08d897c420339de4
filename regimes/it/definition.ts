import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { identities } from "./identities.ts";
import { invoiceScenarios } from "./scenarios.ts";

/** Italy: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Italy", it: "Italia" },
  description: {
    en: [
      "Italian VAT (IVA) is collected by the Agenzia delle Entrate at four rates: general,",
      "intermediate, reduced and a minimum rate. Invoices between parties in Italy are",
      "electronic, in the FatturaPA XML format, and reach the customer through the exchange",
      "system (SDI), addressed by a recipient code or a certified e-mail (PEC).",
      "",
      "A business is known by its VAT number (Partita IVA, eleven digits with a Luhn check);",
      "people and entities also have a fiscal code (Codice Fiscale), carried here as the",
      "`it-fiscal-code` identity. A supplier states its fiscal regime (RF01 for the ordinary",
      "one, RF19 for the flat-rate scheme, ...), and each document has a FatturaPA type",
      "(TD01 to TD28).",
      "",
      "Lines exempt from VAT or under reverse charge give a nature code (Natura), some exempt",
      "invoices pay stamp duty (bollo), and income tax (IRPEF, IRES) and pension contributions",
      "(INPS, ENASARCO, ENPAM and others) may be withheld next to VAT. Credit and debit notes",
      "correct issued invoices.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "Agenzia delle Entrate - Electronic Invoicing" },
      url: "https://www.agenziaentrate.gov.it/portale/web/guest/fatturazione-elettronica-e-dati-fatture-transfrontaliere-new",
    },
    {
      title: { en: "FatturaPA - Documentation and Schemas" },
      url: "https://www.fatturapa.gov.it/it/norme-e-regole/documentazione-fattura-elettronica/formato-fatturapa/",
    },
    {
      title: { en: "FatturaPA - Filling Guide" },
      url: "https://www.agenziaentrate.gov.it/portale/documents/20143/451259/Guida_compilazione-FE-Esterometro-V_1.9_2024-03-05.pdf",
    },
  ],
  time_zone: "Europe/Rome",
  country: "IT",
  currency: "EUR",
  tax_scheme: "VAT",
  identities,
  scenarios: [invoiceScenarios],
  corrections,
  categories,
};
