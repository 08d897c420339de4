import type { Definition } from "../../engine/index.ts";

/**
 * Enterprise number from the Crossroads Bank for Enterprises (Banque-Carrefour
 * des Entreprises, BCE / Kruispuntbank van Ondernemingen, KBO), an identity type.
 */
export const IDENTITY_TYPE_BCE = "BCE";

export const identities: Definition[] = [
  { code: IDENTITY_TYPE_BCE, name: { en: "BCE/KBO Number", fr: "Numéro BCE", nl: "KBO-nummer" } },
];
