/**
 * Sujetos: the issuer (the supplier, by its Spanish NIF), the recipient
 * (the customer: by NIF when Spanish, otherwise by another identification,
 * IDOtro) and who issued the file for the supplier.
 *
 * A foreign customer's identification: a tax ID of an EU member state is
 * its VAT number (NIF-IVA, IDType 02) with the country's prefix; any other
 * country's tax ID is a foreign identity document (04); without a tax ID
 * code, the first identity the addon typed for TicketBAI
 * (`es-tbai-identity-type`: passport 03, …).
 */
import type { XMLNode } from "../../common/xml-tree.ts";
import { ext, first, list, type JSONObject } from "../../common/document-json.ts";
import { EU_COUNTRIES, ISSUERS, type Issuer } from "../codes.ts";
import type { Refusals } from "./refusals.ts";

const IDENTITY_TYPE = "es-tbai-identity-type";
const VAT_NUMBER = "02";
const FOREIGN_DOCUMENT = "04";

export function subjects(invoice: JSONObject, issuer: Issuer, refusals: Refusals): XMLNode {
  const customer = invoice.customer as JSONObject | undefined;
  return {
    Emisor: emisor(invoice.supplier ?? {}, refusals),
    Destinatarios: customer ? { IDDestinatario: recipient(customer, refusals) } : undefined,
    // The schema's default is N (the supplier): written only when someone else issued the file.
    EmitidaPorTercerosODestinatario: issuer === "supplier" ? undefined : ISSUERS[issuer],
  };
}

function emisor(supplier: JSONObject, refusals: Refusals): XMLNode {
  const taxID = supplier.tax_id as JSONObject | undefined;
  if (!taxID?.code) refusals.missing("$.doc.supplier.tax_id.code", "TicketBAI requires the supplier's NIF");
  else if (taxID.country !== "ES") refusals.unsupported("$.doc.supplier.tax_id.country", "TicketBAI's issuer is Spanish: its tax ID's country must be ES");
  if (!supplier.name) refusals.missing("$.doc.supplier.name", "TicketBAI requires the supplier's name");
  return { NIF: taxID?.code ?? "", ApellidosNombreRazonSocial: supplier.name ?? "" };
}

function recipient(customer: JSONObject, refusals: Refusals): XMLNode {
  const address = first(list(customer.addresses));
  const name = customer.name as string | undefined;
  if (!name) refusals.missing("$.doc.customer.name", "TicketBAI requires the customer's name");
  const identification = customerIdentification(customer, address, refusals);
  const street = [address?.street, address?.num].filter((part) => typeof part === "string" && part.trim() !== "").join(", ");
  return {
    ...identification,
    ApellidosNombreRazonSocial: name ?? "",
    CodigoPostal: address?.code || undefined,
    Direccion: street || undefined,
  };
}

function customerIdentification(customer: JSONObject, address: JSONObject | undefined, refusals: Refusals): XMLNode {
  const taxID = customer.tax_id as JSONObject | undefined;
  const country = (taxID?.country ?? address?.country) as string | undefined;
  if (taxID?.code) {
    if (taxID.country === "ES") return { NIF: taxID.code };
    const eu = EU_COUNTRIES.has(taxID.country);
    // Greece's VAT numbers carry EL, not its ISO code.
    const prefix = taxID.country === "GR" ? "EL" : taxID.country;
    return { IDOtro: { CodigoPais: taxID.country, IDType: eu ? VAT_NUMBER : FOREIGN_DOCUMENT, ID: eu ? `${prefix}${taxID.code}` : taxID.code } };
  }
  const identity = list(customer.identities).find((id) => ext(id, IDENTITY_TYPE) !== "" && id.code);
  if (identity) {
    const identityCountry = (identity.country ?? country) as string | undefined;
    if (!identityCountry) refusals.missing("$.doc.customer.tax_id.country", "TicketBAI requires the country of a foreign customer's identification");
    return { IDOtro: { CodigoPais: identityCountry ?? "", IDType: ext(identity, IDENTITY_TYPE), ID: identity.code } };
  }
  refusals.missing("$.doc.customer.tax_id.code", "TicketBAI identifies the customer by a tax ID or by an identity typed for TicketBAI (es-tbai-identity-type)");
  return {};
}
