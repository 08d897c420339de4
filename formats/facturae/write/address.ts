/**
 * A party's address as FacturaE has it: AddressInSpain for a Spanish one
 * (every part required, a five-digit post code), OverseasAddress otherwise
 * (post code and town in one element). The first of the party's addresses,
 * as gobl.facturae takes it.
 */
import { countryAlpha3 } from "../../../engine/l10n/index.ts";
import type { XMLNode } from "../xml.ts";
import { text, type JSONObject } from "./json.ts";
import type { Refusals } from "./refusals.ts";

/** `{ AddressInSpain }` or `{ OverseasAddress }` for the party's first address; missing parts are refused. */
export function partyAddress(party: JSONObject, path: string, refusals: Refusals): XMLNode {
  const address = (party.addresses as JSONObject[] | undefined)?.[0];
  if (!address) {
    refusals.missing(`${path}.addresses`, "FacturaE requires the party's address");
    return {};
  }
  return addressElement(address, `${path}.addresses[0]`, refusals);
}

export function addressElement(address: JSONObject, path: string, refusals: Refusals): XMLNode {
  const country = text(address.country);
  const line = addressLine(address);
  const need = (value: string | undefined, field: string, what: string): string | undefined => {
    if (value === undefined) refusals.missing(`${path}.${field}`, `FacturaE requires the address's ${what}`);
    return value;
  };
  need(country, "country", "country");
  if (line === undefined) refusals.missing(`${path}.street`, "FacturaE requires the address's street (or post office box)");
  if (country === "ES") {
    const code = need(text(address.code), "code", "post code");
    if (code !== undefined && !/^\d{5}$/.test(code)) refusals.unsupported(`${path}.code`, "a Spanish post code is five digits");
    return {
      AddressInSpain: {
        Address: line,
        PostCode: code,
        Town: need(text(address.locality), "locality", "town (locality)"),
        Province: need(text(address.region), "region", "province (region)"),
        CountryCode: countryAlpha3(country),
      },
    };
  }
  const locality = need(text(address.locality), "locality", "town (locality)");
  const code = text(address.code);
  return {
    OverseasAddress: {
      Address: line,
      PostCodeAndTown: code !== undefined && locality !== undefined ? `${code} ${locality}` : locality,
      Province: need(text(address.region), "region", "province or region"),
      CountryCode: country === undefined ? undefined : countryAlpha3(country),
    },
  };
}

/**
 * The street line: a post office box alone, or the street, its number and
 * block, floor and door, comma separated. Unlike gobl.facturae, no comma is
 * written for a number the address does not have.
 */
function addressLine(address: JSONObject): string | undefined {
  const box = text(address.po_box);
  if (box !== undefined) return box;
  const street = text(address.street);
  if (street === undefined) return undefined;
  return [street, text(address.num), text(address.block), text(address.floor), text(address.door)].filter((part) => part !== undefined).join(", ");
}
