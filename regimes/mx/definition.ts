import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";

/** Mexico: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Mexico", es: "México" },
  description: {
    en: [
      "Mexican invoices carry IVA, run by the tax administration (SAT), at a general rate and",
      "a lower one in the border regions; food, medicine and exports are zero-rated, while",
      "schooling and health care are exempt. Excise duty (IEPS) applies to particular goods,",
      "and buyers may have to withhold part of the IVA, the IEPS or income tax (ISR).",
      "",
      "Every taxpayer has an RFC: three letters for companies or four for people, a six-digit",
      "date and a three-character homoclave. Sales to final consumers and foreign buyers use",
      "generic RFCs reserved for them.",
      "",
      "All businesses invoice electronically as CFDI 4.0, each document stamped by the SAT",
      "through a certified provider. A CFDI names where it was issued (its post code), what",
      "the buyer will use it for, the fiscal regime of each party, whether it is paid in one",
      "go (PUE) or in instalments (PPD), how it is paid and the SAT product code of every",
      "line; complements add details such as fuel or food voucher accounts. Credit notes",
      "correct stamped invoices and refer to them by their folio fiscal.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "SAT - Anexo 20 (Invoice Format)" },
      url: "http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm",
    },
    {
      title: { en: "SAT - CFDI 4.0 Filling Guide" },
      url: "http://omawww.sat.gob.mx/tramitesyservicios/Paginas/documentos/Anexo_20_Guia_de_llenado_CFDI.pdf",
    },
    {
      title: { en: "SAT - Global CFDI 4.0 Filling Guide" },
      url: "http://omawww.sat.gob.mx/tramitesyservicios/Paginas/documentos/GuiallenadoCFDIglobal311221.pdf",
    },
  ],
  time_zone: "America/Mexico_City",
  country: "MX",
  currency: "MXN",
  tax_scheme: "VAT",
  corrections,
  categories,
};
