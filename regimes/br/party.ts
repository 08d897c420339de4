/**
 * Addresses of parties in Brazilian documents (document scope: the BR regime
 * only) get a country when they have none: the ISO country of the party's tax
 * ID or, without a tax ID country, that of its first identity naming one.
 */
import type { Normalizer } from "../../engine/index.ts";
import { countryDef, isISOCountryCode } from "../../engine/l10n/index.ts";

type Obj = Record<string, any>;

const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === "string" && v !== "";

/**
 * The ISO country code of a tax country code: itself when it is one, else its
 * alternative code when that is ISO (EL → GR), else "" (EU has none).
 */
export function isoCountryOf(taxCountry: string): string {
  if (isISOCountryCode(taxCountry)) return taxCountry;
  const alt = countryDef(taxCountry)?.altCode;
  return alt && isISOCountryCode(alt) ? alt : "";
}

/**
 * The country a party's addresses default to. A tax ID with a country decides
 * alone (even when it has no ISO equivalent); otherwise the first identity
 * with a country does; "" when neither says.
 */
export function partyCountry(party: Obj): string {
  if (isObject(party.tax_id) && nonEmpty(party.tax_id.country)) return isoCountryOf(party.tax_id.country);
  if (Array.isArray(party.identities)) {
    for (const id of party.identities) if (isObject(id) && nonEmpty(id.country)) return id.country;
  }
  return "";
}

export const partyNormalizer: Normalizer<Obj> = {
  type: "org.Party",
  normalize(party) {
    if (!Array.isArray(party.addresses) || party.addresses.length === 0) return;
    const country = partyCountry(party);
    if (country === "") return;
    for (const addr of party.addresses) {
      if (isObject(addr) && !nonEmpty(addr.country)) addr.country = country;
    }
  },
};
