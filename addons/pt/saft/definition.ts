import type { AddonDef } from "../../../engine/index.ts";
import { corrections } from "./corrections.ts";
import { extensions } from "./extensions.ts";
import { scenarios } from "./scenarios.ts";
import { tags } from "./tags.ts";

/** The `pt-saft-v1` addon: the codes Portugal's tax authority asks of invoices, receipts, orders and deliveries. */
export const definition: AddonDef = {
  key: "pt-saft-v1",
  name: { en: "Portugal SAF-T" },
  description: {
    en: [
      "Portugal has no e-invoice format of its own: businesses report their documents to the AT",
      "(Autoridade Tributária e Aduaneira), either in periodic SAF-T (PT) files or one by one through",
      "its web service. This addon gives invoices, receipts (payments), orders and delivery",
      "documents the fields those reports need: the SAF-T document types, the tax rate and",
      "exemption codes of each VAT combo with the exemption's legal note, the product type of items,",
      "payment mechanisms, the document's source, and the Cash VAT scheme indicator; and it checks",
      "the AT's series and numbering formats.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "Portaria n.º 302/2016 – SAF-T data structure and taxonomies" },
      url: "https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/legislacao/diplomas_legislativos/Documents/Portaria_302_2016.pdf",
      content_type: "application/pdf",
    },
    {
      title: { en: "Portaria n.º 195/2020 – Communication of document series" },
      url: "https://info.portaldasfinancas.gov.pt/pt/apoio_contribuinte/Faturacao/Comunicacao_Series_ATCUD/Documents/Comunicacao_de_Series_Documentais_Manual_de_Integracao_de_SW_Aspetos_Genericos.pdf",
      content_type: "application/pdf",
    },
    {
      title: { en: "Portaria n.º 195/2020 – QR code technical specifications" },
      url: "https://info.portaldasfinancas.gov.pt/pt/apoio_contribuinte/Novas_regras_faturacao/Documents/Especificacoes_Tecnicas_Codigo_QR.pdf",
      content_type: "application/pdf",
    },
    {
      title: { en: "Reporting invoice data to the AT by web service" },
      url: "https://info.portaldasfinancas.gov.pt/pt/apoio_contribuinte/Faturacao/Fatcorews/Documents/Comunicacao_dos_elementos_dos_documentos_de_faturacao.pdf",
      content_type: "application/pdf",
    },
  ],
  extensions,
  tags,
  scenarios,
  corrections,
};
