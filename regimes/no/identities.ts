import type { Definition } from "../../engine/index.ts";

/** Organisasjonsnummer: the nine-digit number Brønnøysundregistrene gives every business. */
export const IDENTITY_TYPE_ORG_NR = "ON";

export const identities: Definition[] = [
  {
    code: IDENTITY_TYPE_ORG_NR,
    name: { en: "Organization Number", nb: "Organisasjonsnummer" },
    desc: {
      en: "Nine-digit number under which the Brønnøysund Register Centre records a business.",
      nb: "Nisifret nummer som en virksomhet er registrert med i Brønnøysundregistrene.",
    },
  },
];
