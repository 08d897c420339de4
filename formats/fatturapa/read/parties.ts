/**
 * The supplier (CedentePrestatore) and customer (CessionarioCommittente) as
 * gobl.fatturapa reads them, and the transmission data that belongs to the
 * customer (its SDI code or PEC inbox).
 */
import { NO_TAX_CODE, RECIPIENT_FOREIGN_DEFAULT, RECIPIENT_ITALIAN_DEFAULT } from "../codes.ts";
import { child, textAt, type ParsedNode } from "../xml.ts";
import { decimal, put, type Out } from "./values.ts";

const PO_BOX_PREFIXES = ["P.O. ", "PO Box ", "P.O.Box", "P.O Box", "PO BOX"];

function address(node: ParsedNode | undefined): Out {
  const out: Out = {};
  const country = textAt(node, "Nazione") ?? "";
  const street = textAt(node, "Indirizzo") ?? "";
  put(out, "num", textAt(node, "NumeroCivico"));
  if (street !== "" && PO_BOX_PREFIXES.some((p) => street.startsWith(p))) put(out, "po_box", street);
  else put(out, "street", street);
  put(out, "locality", textAt(node, "Comune"));
  const region = textAt(node, "Provincia");
  // Outside Italy the province is kept only when it looks like one, and the CAP (00000) is not a postcode.
  if (country === "IT") put(out, "region", region);
  else if (region && /^[A-Z]{2}$/.test(region)) put(out, "region", region);
  if (country === "IT") put(out, "code", textAt(node, "CAP"));
  put(out, "country", country);
  return out;
}

function identity(party: Out, node: ParsedNode | undefined): void {
  if (!node) return;
  const taxID: Out = { country: "IT" };
  const vat = child(node, "IdFiscaleIVA");
  if (vat) {
    taxID.country = textAt(vat, "IdPaese") ?? "";
    const code = textAt(vat, "IdCodice") ?? "";
    if (code !== "" && code !== NO_TAX_CODE) taxID.code = code;
  }
  party.tax_id = taxID;
  const fiscalCode = textAt(node, "CodiceFiscale");
  if (fiscalCode) party.identities = [{ key: "it-fiscal-code", code: fiscalCode }];
  const regime = textAt(node, "RegimeFiscale");
  if (regime) party.ext = { "it-sdi-fiscal-regime": regime };
  const profile = child(node, "Anagrafica");
  if (!profile) return;
  put(party, "name", textAt(profile, "Denominazione"));
  const given = textAt(profile, "Nome");
  if (given) {
    const surname = textAt(profile, "Cognome") ?? "";
    party.name = `${given} ${surname}`;
    const name: Out = {};
    put(name, "prefix", textAt(profile, "Titolo"));
    put(name, "given", given);
    put(name, "surname", surname);
    party.people = [{ name }];
  }
}

function order(party: Out, keys: string[]): Out {
  const out: Out = {};
  for (const key of keys) if (Object.hasOwn(party, key)) out[key] = party[key];
  return out;
}

const PARTY_ORDER = ["name", "tax_id", "identities", "people", "inboxes", "addresses", "emails", "telephones", "registration", "ext"];

export function supplier(node: ParsedNode | undefined): Out | undefined {
  if (!node) return undefined;
  const party: Out = {};
  identity(party, child(node, "DatiAnagrafici"));
  const rea = child(node, "IscrizioneREA");
  if (rea) {
    const registration: Out = {};
    put(registration, "capital", decimal(textAt(rea, "CapitaleSociale"), "CapitaleSociale"));
    put(registration, "office", textAt(rea, "Ufficio"));
    put(registration, "entry", textAt(rea, "NumeroREA"));
    party.registration = registration;
  }
  const contacts = child(node, "Contatti");
  put(party, "emails", textAt(contacts, "Email") ? [{ addr: textAt(contacts, "Email") }] : undefined);
  put(party, "telephones", textAt(contacts, "Telefono") ? [{ num: textAt(contacts, "Telefono") }] : undefined);
  party.addresses = [address(child(node, "Sede"))];
  return order(party, PARTY_ORDER);
}

/** The customer, with the inboxes the transmission data names. */
export function customer(node: ParsedNode | undefined, transmission: ParsedNode | undefined): Out {
  const party: Out = {};
  if (node) {
    identity(party, child(node, "DatiAnagrafici"));
    party.addresses = [address(child(node, "Sede"))];
  }
  const inboxes: Out[] = [];
  const code = textAt(transmission, "CodiceDestinatario") ?? "";
  if (code !== "" && code !== RECIPIENT_FOREIGN_DEFAULT && code !== RECIPIENT_ITALIAN_DEFAULT) inboxes.push({ key: "it-sdi-code", code });
  const pec = textAt(transmission, "PECDestinatario");
  if (pec) inboxes.push({ key: "it-sdi-pec", email: pec });
  put(party, "inboxes", inboxes);
  return order(party, PARTY_ORDER);
}
