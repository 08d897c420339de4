import type { Definition } from "../../engine/index.ts";

/**
 * Key of the org identity carrying an Italian fiscal code (Codice Fiscale):
 * sixteen characters for a person, or the eleven digits of an entity, and
 * distinct from the VAT number (Partita IVA) held in the tax ID.
 */
export const IDENTITY_KEY_FISCAL_CODE = "it-fiscal-code";

/** The identity keys the Italian regime defines. */
export const identities: Definition[] = [
  { key: IDENTITY_KEY_FISCAL_CODE, name: { en: "Fiscal Code", it: "Codice Fiscale" } },
];
