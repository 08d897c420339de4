import type { Definition } from "../../../engine/index.ts";

/** Customer identity documents the DIAN accepts, each mapped to its DIAN document type code. */
export const identities: Definition[] = [
  {
    key: "co-civil-register",
    name: { en: "Civil Registry", es: "Registro Civil" },
    map: { "dian-company-id": "11" },
  },
  {
    key: "co-id-card",
    name: { en: "Identity Card", es: "Tarjeta de Identidad" },
    map: { "dian-company-id": "12" },
  },
  {
    key: "co-citizen-id",
    name: { en: "Citizen Identity Card", es: "Cédula de ciudadanía" },
    map: { "dian-company-id": "13" },
  },
  {
    key: "co-foreigner-id-card",
    name: { en: "Foreigner Identity Card", es: "Tarjeta de Extranjería" },
    map: { "dian-company-id": "21" },
  },
  {
    key: "co-foreigner-id",
    name: { en: "Foreigner Citizen Identity", es: "Cédula de extranjería" },
    map: { "dian-company-id": "22" },
  },
  { key: "co-passport", name: { en: "Passport", es: "Pasaporte" }, map: { "dian-company-id": "41" } },
  {
    key: "co-foreign-id",
    name: { en: "Foreign Document", es: "Documento de identificación extranjero" },
    map: { "dian-company-id": "42" },
  },
  {
    key: "co-pep",
    name: { en: "PEP - Special Permit to Stay", es: "PEP - Permiso Especial de Permanencia" },
    map: { "dian-company-id": "47" },
  },
  {
    key: "co-nuip",
    name: {
      en: "NUIP - National Unique Personal Identification Number",
      es: "NUIP - Número Único de Identificación Personal",
    },
    map: { "dian-company-id": "91" },
  },
];
