import type { Definition } from "../../engine/index.ts";

/** Organisationsnummer: ten digits, the last a Luhn check digit (officially "SE-ON"). */
export const IDENTITY_TYPE_ORG_NR = "ON";
/** Personnummer: YYMMDD, a separator ("-", or "+" from the year one turns 100) and four digits. */
export const IDENTITY_TYPE_PERSON_NR = "PN";
/** Samordningsnummer: laid out as a personnummer, with 60 added to the day of birth. */
export const IDENTITY_TYPE_COORDINATION_NR = "CN";

/** The identity types a Swedish supplier may be identified by. */
export const SWEDISH_IDENTITY_TYPES = [IDENTITY_TYPE_ORG_NR, IDENTITY_TYPE_PERSON_NR, IDENTITY_TYPE_COORDINATION_NR] as const;

/**
 * The identity types the Swedish regime defines. (GOBL writes the Swedish
 * texts under the language code "se", kept as is.)
 */
export const identities: Definition[] = [
  {
    code: IDENTITY_TYPE_ORG_NR,
    name: { en: "Organization Number", se: "Organisationsnummer" },
    desc: {
      en: "Number under which a Swedish company or other legal entity is registered.",
      se: "Nummer som ett svenskt bolag eller en annan juridisk person är registrerad under.",
    },
  },
  {
    code: IDENTITY_TYPE_PERSON_NR,
    name: { en: "Person Number", se: "Personnummer" },
    desc: {
      en: "Identity number the Swedish population register gives each resident.",
      se: "Identitetsnummer som folkbokföringen ger varje person bosatt i Sverige.",
    },
  },
  {
    code: IDENTITY_TYPE_COORDINATION_NR,
    name: { en: "Coordination Number", se: "Samordningsnummer" },
    desc: {
      en: "Identity number for people not registered as living in Sweden.",
      se: "Identitetsnummer för personer som inte är folkbokförda i Sverige.",
    },
  },
];
