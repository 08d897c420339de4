import type { Definition } from "../../engine/index.ts";

/** Identity documents accepted for parties without a Spanish tax ID. */
export const identities: Definition[] = [
  { key: "passport", name: { en: "Passport", es: "Pasaporte" } },
  {
    key: "foreign",
    name: {
      en: "National ID Card or similar from a foreign country",
      es: "Documento oficial de identificación expedido por el país o territorio de residencia",
    },
  },
  { key: "resident", name: { en: "Residential permit", es: "Certificado de residencia" } },
  { key: "other", name: { en: "An other type of source not listed", es: "Otro documento probatorio" } },
];
