/**
 * The parties of a record: the issuer (ObligadoEmision and the invoice's
 * IDEmisorFactura: the supplier's Spanish NIF), the recipients
 * (Destinatarios: the customer) and a third party that drew the invoice
 * up (Tercero: the ordering's issuer). A Spanish tax ID is written as NIF;
 * any other as IDOtro, an EU VAT number with its country prefix (IDType
 * 02, checked in VIES), another country's as it is (04), or an identity
 * whose `es-verifactu-identity-type` the addon set.
 */
import type { WritingRefusals } from "../../common/refusals.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import type { XMLNode } from "../../common/xml-tree.ts";
import { EU_COUNTRIES, EXT, HOME_COUNTRY, ID_TYPE_EU_VAT, ID_TYPE_FOREIGN, VAT_PREFIX } from "../codes.ts";

/** The issuer's NIF: the supplier's Spanish tax code, which every record of the invoice names. */
export function issuerNif(supplier: JSONObject | undefined, path: string, refusals: WritingRefusals): string {
  const taxId = supplier?.tax_id;
  if (taxId?.country !== HOME_COUNTRY || !taxId?.code) {
    refusals.missing(`${path}.tax_id`, "VERI*FACTU records are issued by a Spanish taxpayer: the supplier needs an ES tax ID with its code (NIF)");
    return "";
  }
  return String(taxId.code);
}

/** ObligadoEmision / Cabecera's issuer: name and NIF. */
export function issuerNode(p: string, supplier: JSONObject, nif: string): XMLNode {
  return { [`${p}NombreRazon`]: String(supplier.name ?? ""), [`${p}NIF`]: nif };
}

/** A party's name and identification (PersonaFisicaJuridicaType), or undefined (refused) when it has none. */
export function partyNode(p: string, party: JSONObject, path: string, refusals: WritingRefusals): XMLNode | undefined {
  const name = party.name ? String(party.name) : undefined;
  if (!name) refusals.missing(`${path}.name`, "a recipient or third party needs a name (NombreRazon)");
  const taxId = party.tax_id;
  if (taxId?.country === HOME_COUNTRY && taxId.code) return { [`${p}NombreRazon`]: name ?? "", [`${p}NIF`]: String(taxId.code) };
  if (taxId?.country && taxId.code) {
    const country = String(taxId.country);
    const eu = EU_COUNTRIES.has(country);
    return {
      [`${p}NombreRazon`]: name ?? "",
      [`${p}IDOtro`]: {
        [`${p}CodigoPais`]: country,
        [`${p}IDType`]: eu ? ID_TYPE_EU_VAT : ID_TYPE_FOREIGN,
        [`${p}ID`]: eu ? `${VAT_PREFIX.get(country) ?? country}${taxId.code}` : String(taxId.code),
      },
    };
  }
  const identity = list<JSONObject>(party.identities).find((i) => ext(i, EXT.identityType) && i.code);
  if (identity) {
    const country = identity.country ?? taxId?.country;
    return {
      [`${p}NombreRazon`]: name ?? "",
      [`${p}IDOtro`]: {
        ...(country ? { [`${p}CodigoPais`]: String(country) } : {}),
        [`${p}IDType`]: ext(identity, EXT.identityType),
        [`${p}ID`]: String(identity.code),
      },
    };
  }
  refusals.missing(`${path}.tax_id`, "a recipient or third party needs a tax ID with its code, or an identity with an es-verifactu-identity-type");
  return undefined;
}
