import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { extensions } from "./extensions.ts";

/** Brazil: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Brazil", pt: "Brasil" },
  description: {
    en: [
      "Brazilian sales are reported through electronic fiscal notes: NF-e for goods, NFC-e for",
      "consumer sales and NFS-e for services, sent to the municipal, state or federal authority",
      "that levies each tax. Federal taxes are run by the Receita Federal.",
      "",
      "Companies are identified by their CNPJ (14 digits) and individuals by their CPF (11",
      "digits); either may issue service notes. Addresses name the neighbourhood (bairro), the",
      "municipality, coded as IBGE does, and the state.",
      "",
      "Municipalities set the rules of service notes and of the service tax (ISS) they collect.",
      "Small businesses may opt for the simplified Simples Nacional, and individual",
      "micro-entrepreneurs for the MEI scheme. Invoices are corrected with credit notes.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "NFS-e Technical Documentation (ABRASF)" },
      url: "https://abrasf.org.br/biblioteca/arquivos-publicos/nfs-e",
    },
    {
      title: { en: "IBGE Municipality Codes" },
      url: "https://www.ibge.gov.br/explica/codigos-dos-municipios.php",
    },
  ],
  time_zone: "America/Sao_Paulo",
  country: "BR",
  currency: "BRL",
  extensions,
  corrections,
  categories,
};
