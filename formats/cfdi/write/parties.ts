/**
 * Emisor, Receptor and ACuentaTerceros. A customer-less invoice is to the
 * general public (RFC XAXX010101000) and a foreign customer is named by the
 * foreign RFC (XEXX010101000) with its own tax code and country; both
 * without tax effects and domiciled where the invoice is issued.
 */
import { countryAlpha3 } from "../../../engine/l10n/index.ts";
import { ext, first, type JSONObject } from "../../common/document-json.ts";
import { EXT, GENERIC_CUSTOMER_NAME, REGIME_WITHOUT_OBLIGATIONS, RFC_FOREIGN, RFC_GENERIC, USE_WITHOUT_TAX_EFFECTS } from "../codes.ts";
import { attributes, type XMLNode } from "../xml.ts";
import type { Refusals } from "./refusals.ts";

export function issuer(supplier: JSONObject, refusals: Refusals): XMLNode {
  if (!supplier.tax_id?.code) refusals.missing("$.doc.supplier.tax_id.code", "CFDI requires the issuer's RFC (Emisor/@Rfc)");
  return {
    "@_Rfc": supplier.tax_id?.code ?? "",
    "@_Nombre": supplier.name ?? "",
    "@_RegimenFiscal": ext(supplier, EXT.fiscalRegime),
  };
}

/** Receptor's attributes in the schema's order (the use may be set by the caller: a payment's is always CP01). */
export function receiver(customer: JSONObject | undefined, issuePlace: string, refusals: Refusals): Record<string, string> {
  if (!customer) {
    return { Rfc: RFC_GENERIC, Nombre: GENERIC_CUSTOMER_NAME, DomicilioFiscalReceptor: issuePlace, RegimenFiscalReceptor: REGIME_WITHOUT_OBLIGATIONS, UsoCFDI: USE_WITHOUT_TAX_EFFECTS };
  }
  const taxID = customer.tax_id as JSONObject | undefined;
  if (!taxID?.country) {
    refusals.missing("$.doc.customer.tax_id", "CFDI requires the customer's tax identity: its RFC, or the country and tax code of a foreign customer");
    return {};
  }
  if (taxID.country !== "MX") {
    return {
      Rfc: RFC_FOREIGN,
      Nombre: customer.name ?? "",
      DomicilioFiscalReceptor: issuePlace,
      RegimenFiscalReceptor: REGIME_WITHOUT_OBLIGATIONS,
      UsoCFDI: USE_WITHOUT_TAX_EFFECTS,
      NumRegIdTrib: taxID.code ?? "",
      ResidenciaFiscal: countryAlpha3(taxID.country),
    };
  }
  return {
    Rfc: taxID.code ?? "",
    Nombre: customer.name ?? "",
    DomicilioFiscalReceptor: first<JSONObject>(customer.addresses)?.code ?? "",
    RegimenFiscalReceptor: ext(customer, EXT.fiscalRegime),
    UsoCFDI: ext(customer, EXT.use),
  };
}

/** Receptor from its attributes: the required ones always written, the foreign ones when given. */
export function receiverNode(values: Record<string, string>): XMLNode {
  const { NumRegIdTrib, ResidenciaFiscal, ...required } = values;
  return { ...Object.fromEntries(Object.entries(required).map(([name, value]) => [`@_${name}`, value])), ...attributes({ NumRegIdTrib, ResidenciaFiscal }) };
}

/** ACuentaTerceros: the party a concept is sold on behalf of, when it has an RFC and an address (its postcode is its fiscal domicile). */
export function thirdParty(party: JSONObject | undefined): XMLNode | undefined {
  const address = first<JSONObject>(party?.addresses);
  if (!party?.tax_id || !address) return undefined;
  return {
    "@_RfcACuentaTerceros": party.tax_id.code ?? "",
    "@_NombreACuentaTerceros": party.name ?? "",
    "@_RegimenFiscalACuentaTerceros": ext(party, EXT.fiscalRegime),
    "@_DomicilioFiscalACuentaTerceros": address.code ?? "",
  };
}
