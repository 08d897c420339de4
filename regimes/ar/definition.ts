import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";

/** Argentina: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Argentina", es: "Argentina" },
  description: {
    en: [
      "Argentine invoices carry IVA, collected by ARCA (formerly AFIP), at a general, a",
      "reduced and an increased rate. Payments may also have IVA, income tax (Ganancias) or",
      "the provinces' gross income tax (Ingresos Brutos) withheld, at percentages that depend",
      "on the parties and the province.",
      "",
      "Taxpayers are identified by an eleven-digit number ending in a check digit: the CUIT",
      "for companies (prefixes 30 and 33) and the CUIL for individuals (20, 23 and 27); foreign",
      "residents without either get a CDI.",
      "",
      "Most sales are invoiced electronically through ARCA, which authorises each document with",
      "a CAE code, numbered by point of sale. The letter of an invoice follows the parties'",
      "standing: A between registered IVA taxpayers (Responsable Inscripto), B from them to",
      "small taxpayers (Monotributo), exempt buyers or consumers, C from small taxpayers or",
      "exempt sellers, and E for exports. Credit and debit notes adjust issued invoices.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "AFIP - Administración Federal de Ingresos Públicos" },
      url: "https://www.afip.gob.ar/",
    },
    {
      title: { en: "Invoice type and mandatory information" },
      url: "https://www.argentina.gob.ar/normativa/recurso/54461/259-98a/htm",
    },
    {
      title: { en: "AFIP SIRE - Percepciones y Retenciones" },
      url: "https://www.afip.gob.ar/sire/percepciones-retenciones/",
    },
  ],
  time_zone: "America/Argentina/Buenos_Aires",
  country: "AR",
  currency: "ARS",
  corrections,
  categories,
};
