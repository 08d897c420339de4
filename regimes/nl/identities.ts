import type { Definition } from "../../engine/index.ts";

/** Chamber of Commerce (Kamer van Koophandel) registration number: eight digits. */
export const IDENTITY_TYPE_KVK = "KVK";
/** Government organisation number (Organisatie-identificatienummer): twenty digits. */
export const IDENTITY_TYPE_OIN = "OIN";

export const identities: Definition[] = [
  { code: IDENTITY_TYPE_KVK, name: { en: "KVK Number", nl: "KVK-nummer" } },
  {
    code: IDENTITY_TYPE_OIN,
    name: { en: "OIN Number", nl: "OIN-nummer" },
    sources: [
      {
        title: { en: "OIN Stelsel - Samenstelling OIN" },
        url: "https://gitdocumentatie.logius.nl/publicatie/dk/oin/2.2.1/#samenstelling-oin",
      },
    ],
  },
];
