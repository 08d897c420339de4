/**
 * CedentePrestatore and CessionarioCommittente from GOBL's supplier and
 * customer, as gobl.fatturapa writes them: the VAT identity (with
 * FatturaPA's placeholders for foreign parties without one), the Italian
 * fiscal code, the name (or a person's), the registered office, the REA
 * registration and the contacts.
 */
import { inEuropeanUnion } from "../../../engine/index.ts";
import { ext, first, type JSONObject } from "../../common/document-json.ts";
import { DEFAULT_FISCAL_REGIME, DEFAULT_LIQUIDATION_STATE, FOREIGN_POSTCODE, NON_EU_TAX_CODE, NO_TAX_CODE } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { amount2 } from "./values.ts";

const IDENTITY_KEY_FISCAL_CODE = "it-fiscal-code";

/** IdFiscaleIVA: an Italian party without a code has none; a foreign one gets FatturaPA's placeholders. */
function vatIdentity(taxID: JSONObject | undefined): XMLNode | undefined {
  if (!taxID) return undefined;
  const country = String(taxID.country ?? "");
  let code = String(taxID.code ?? "");
  if (code === "") {
    if (country === "IT") return undefined;
    code = NO_TAX_CODE;
  } else if (!inEuropeanUnion(country)) {
    code = NON_EU_TAX_CODE;
  }
  return { IdPaese: country, IdCodice: code };
}

function fiscalCode(party: JSONObject): string | undefined {
  const identity = ((party.identities ?? []) as JSONObject[]).find((i) => i.key === IDENTITY_KEY_FISCAL_CODE);
  return identity?.code ? String(identity.code) : undefined;
}

/** Anagrafica: the party's name, or its first person's given name, surname and title. */
function profile(party: JSONObject): XMLNode | undefined {
  if (party.name) return { Denominazione: String(party.name) };
  const name = first(party.people as JSONObject[] | undefined)?.name as JSONObject | undefined;
  if (!name) return undefined;
  return { Nome: optional(name.given), Cognome: optional(name.surname), Titolo: optional(name.prefix) };
}

function optional(value: unknown): string | undefined {
  return value === undefined || value === null || value === "" ? undefined : String(value);
}

/** Sede: a post office box stands for the street; CAP and province are Italian only. */
export function address(addr: JSONObject | undefined): XMLNode | undefined {
  if (!addr) return undefined;
  const italian = addr.country === "IT";
  return {
    Indirizzo: String(addr.po_box || addr.street || ""),
    NumeroCivico: optional(addr.num),
    CAP: italian ? String(addr.code ?? "") : FOREIGN_POSTCODE,
    Comune: String(addr.locality ?? ""),
    Provincia: italian && /^[A-Z]{2}$/.test(String(addr.region ?? "")) ? String(addr.region) : undefined,
    Nazione: String(addr.country ?? ""),
  };
}

function registration(supplier: JSONObject): XMLNode | undefined {
  const reg = supplier.registration as JSONObject | undefined;
  if (!reg) return undefined;
  return {
    Ufficio: optional(reg.office),
    NumeroREA: optional(reg.entry),
    CapitaleSociale: reg.capital === undefined ? undefined : amount2(String(reg.capital)),
    SocioUnico: optional(ext(reg, "it-sdi-shareholder-state")),
    StatoLiquidazione: ext(reg, "it-sdi-liquidation-state") || DEFAULT_LIQUIDATION_STATE,
  };
}

function contact(party: JSONObject): XMLNode {
  return {
    Telefono: optional(first(party.telephones as JSONObject[] | undefined)?.num),
    Email: optional(first(party.emails as JSONObject[] | undefined)?.addr),
  };
}

export function supplierParty(supplier: JSONObject): XMLNode {
  return {
    DatiAnagrafici: {
      IdFiscaleIVA: vatIdentity(supplier.tax_id),
      CodiceFiscale: fiscalCode(supplier),
      Anagrafica: profile(supplier),
      RegimeFiscale: ext(supplier, "it-sdi-fiscal-regime") || DEFAULT_FISCAL_REGIME,
    },
    Sede: address(first(supplier.addresses as JSONObject[] | undefined)),
    IscrizioneREA: registration(supplier),
    Contatti: contact(supplier),
  };
}

export function customerParty(customer: JSONObject | undefined): XMLNode | undefined {
  if (!customer) return undefined;
  return {
    DatiAnagrafici: {
      IdFiscaleIVA: vatIdentity(customer.tax_id),
      CodiceFiscale: fiscalCode(customer),
      Anagrafica: profile(customer),
    },
    Sede: address(first(customer.addresses as JSONObject[] | undefined)),
  };
}
