/**
 * Identity types of French parties, used as `org.Identity` types. GOBL's FR
 * regime knows them but does not list them in its definition, so neither do we;
 * only SIREN and SIRET are checked (see rules.ts).
 */

/** Company number from the national register (Répertoire SIRENE): nine digits. */
export const IDENTITY_TYPE_SIREN = "SIREN";
/** Establishment number: the SIREN followed by a five-digit branch number. */
export const IDENTITY_TYPE_SIRET = "SIRET";
/** Trade and companies register (Registre du commerce et des sociétés). */
export const IDENTITY_TYPE_RCS = "RCS";
/** Trades directory (Répertoire des métiers). */
export const IDENTITY_TYPE_RM = "RM";
/** Main line of business (nomenclature d'activités française). */
export const IDENTITY_TYPE_NAF = "NAF";
