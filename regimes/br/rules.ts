/**
 * GOBL's rules for parties in Brazilian documents (document scope: the BR
 * regime only). They concern Brazilian parties, those with a BR tax ID or an
 * address in Brazil: a valid IBGE municipality code in their extensions, and,
 * on each address in Brazil or of no stated country, a known state and a
 * well-formed postal code (CEP).
 */
import type { Validator } from "../../engine/index.ts";
import { EXT_KEY_MUNICIPALITY, MUNICIPALITY_PATTERN } from "./extensions.ts";

type Obj = Record<string, any>;

/** The 27 federative units (26 states and the Federal District), by their official abbreviations. */
export const STATES: readonly string[] = [
  "AC", "AL", "AM", "AP", "BA", "CE", "DF", "ES", "GO",
  "MA", "MG", "MS", "MT", "PA", "PB", "PE", "PI", "PR",
  "RJ", "RN", "RO", "RR", "RS", "SC", "SE", "SP", "TO",
];

/** CEP: five digits, an optional hyphen, three digits. */
export const POST_CODE_RE = /^\d{5}-?\d{3}$/;

const MUNICIPALITY_RE = new RegExp(MUNICIPALITY_PATTERN);

const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === "string" && v !== "";
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A party with a BR tax ID, or with at least one address in Brazil. */
export function isBrazilianParty(party: Obj): boolean {
  if (isObject(party.tax_id) && party.tax_id.country === "BR") return true;
  return listOf(party.addresses).some((addr) => isObject(addr) && addr.country === "BR");
}

/** An address the state and postal code rules apply to: in Brazil, or with no country. */
const inBrazil = (addr: unknown): addr is Obj => isObject(addr) && (addr.country === undefined || addr.country === "" || addr.country === "BR");

/** The addresses of `party` failing `ok` on `field`, when it is given. */
function failingAddresses(party: Obj, field: string, ok: (value: string) => boolean): (string | number)[][] {
  return listOf(party.addresses).flatMap((addr, i) => {
    if (!inBrazil(addr)) return [];
    const value: unknown = addr[field];
    if (value === undefined || value === null || value === "") return [];
    return typeof value === "string" && ok(value) ? [] : [["addresses", i, field]];
  });
}

export const partyRules: Validator<Obj> = {
  type: "org.Party",
  assert: [
    {
      code: "GOBL-BR-ORG-PARTY-01",
      field: "ext",
      message: `a Brazilian party's '${EXT_KEY_MUNICIPALITY}' extension must be a seven-digit IBGE code`,
      when: (party) => isBrazilianParty(party) && isObject(party.ext) && Object.keys(party.ext).length > 0,
      test: (party) => {
        const code: unknown = party.ext[EXT_KEY_MUNICIPALITY];
        // Without the key there is nothing to check.
        return code === undefined || (typeof code === "string" && MUNICIPALITY_RE.test(code));
      },
    },
    {
      code: "GOBL-BR-ORG-PARTY-02",
      message: `a Brazilian address's state must be one of ${STATES.join(", ")}`,
      when: isBrazilianParty,
      failing: (party) => failingAddresses(party, "state", (state) => STATES.includes(state)),
    },
    {
      code: "GOBL-BR-ORG-PARTY-03",
      message: "a Brazilian postal code (CEP) must be five digits, an optional hyphen and three digits",
      when: isBrazilianParty,
      failing: (party) => failingAddresses(party, "code", (code) => POST_CODE_RE.test(code)),
    },
  ],
};

export const rules: Validator[] = [partyRules];
