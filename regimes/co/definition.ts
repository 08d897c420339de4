import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";

/** Colombia: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Colombia", es: "Colombia" },
  description: {
    en: [
      "Colombian invoices carry IVA at a general and a reduced rate, with some goods and",
      "services zero-rated, excluded or exempt, next to national and local consumption taxes",
      "and the municipal industry and commerce tax (ICA). Buyers often withhold part of the",
      "IVA, the ICA or income tax at source. Taxes are run by the DIAN.",
      "",
      "Businesses are identified by their NIT, a number followed by a check digit. On",
      "simplified (B2C) invoices a customer may instead show a national ID card, a foreigner's",
      "ID, a passport or a similar document, and a customer without any gets the NIT reserved",
      "for final consumers.",
      "",
      "Most businesses invoice electronically through the DIAN, with invoice ranges it has",
      "authorised beforehand and municipality codes on addresses. Credit and debit notes",
      "correct invoices, each giving the DIAN's code for the reason (a refund, a discount,",
      "interest, a price change and so on).",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "DIAN - Invoice numbering authorization" },
      url: "https://www.dian.gov.co/impuestos/sociedades/presentacionclientes/Solicitud_de_Autorizacion_de_Numeracion_de_Facturacion.pdf",
    },
    {
      title: { en: "DIAN - Municipality codes" },
      url: "https://www.dian.gov.co/atencionciudadano/formulariosinstructivos/Formularios/2007/Codigos_municipios_2007.pdf",
    },
  ],
  time_zone: "America/Bogota",
  country: "CO",
  currency: "COP",
  corrections,
  categories,
};
