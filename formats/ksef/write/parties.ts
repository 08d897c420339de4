/**
 * Podmiot1 (the seller), Podmiot2 (the buyer) and Podmiot3 (everyone else
 * the document names). The seller is identified by its Polish tax number
 * (NIP), which FA(3) requires; a buyer or other party by its NIP, its EU VAT
 * number, another country's tax number, or as having none (BrakID), as the
 * schema allows. The buyer's JST and GV flags are the addon's, 2 (no) by
 * default. Other parties take their role from the addon's third-party role
 * on one of their identities, else from where the document holds them;
 * identities of the buyer or seller with a role (the JST unit, the VAT
 * group member) are parties of their own.
 */
import { inEuropeanUnion } from "../../../engine/index.ts";
import {
  CORRESPONDENCE_ADDRESS,
  EU_VAT_PREFIX,
  IDENTITY_INTERNAL_ID,
  IDENTITY_OTHER_ID,
  IDENTIFIED_BY_VAT_EU,
  META_IDENTIFIED_BY,
  META_VAT_PREFIX,
  PARTY_NUMBER_LABELS,
  HOME_COUNTRY,
  MAX_CONTACTS,
  NO,
  ROLE_ADDITIONAL_BUYER,
  ROLE_FACTOR,
  ROLE_ISSUER,
  ROLE_PAYER,
  ROLE_RECIPIENT,
  TELEPHONE_MAX,
  TEXT_256,
  TEXT_50,
  TEXT_512,
  THIRD_PARTY_ROLES,
  YES,
} from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { address } from "./address.ts";
import { ext, first, list, type JSONObject } from "../../common/document-json.ts";
import type { Refusals } from "./refusals.ts";

const EXT_JST = "pl-favat-jst";
const EXT_GROUP_VAT = "pl-favat-group-vat";
const EXT_ROLE = "pl-favat-third-party-role";

/** The schema's NIP (etd:TNrNIP) and a VAT group or JST unit's internal ID (TNIPIdWew). */
const NIP = /^[1-9]((\d[1-9])|([1-9]\d))\d{7}$/;
const INTERNAL_ID = /^[1-9]((\d[1-9])|([1-9]\d))\d{7}-\d{5}$/;
/** TNrVatUE. */
const EU_VAT_NUMBER = /^(\d|[A-Z]|\+|\*){1,12}$/;
/** IDNabywcy: at most 32 characters. */
const ID_BUYER_MAX = 32;

/** A party's name (the organisation's, else its first person's), at most 512 characters. */
function partyName(party: JSONObject, path: string, refusals: Refusals, required: boolean): string | undefined {
  if (typeof party.name === "string" && party.name.trim() !== "") return refusals.text(party.name, `${path}.name`, TEXT_512);
  const person = first(list(party.people))?.name as JSONObject | undefined;
  const personal = person ? [person.given, person.surname].filter((p) => typeof p === "string" && p !== "").join(" ") : "";
  if (personal !== "") return refusals.text(personal, `${path}.people[0].name`, TEXT_512);
  if (required) refusals.missing(`${path}.name`, "FA(3) requires the seller's name (Nazwa)");
  return undefined;
}

/** DaneKontaktowe: the party's emails and telephones in pairs, at most three. */
function contacts(party: JSONObject, path: string, refusals: Refusals): XMLNode[] {
  const emails = list(party.emails);
  const telephones = list(party.telephones);
  const out: XMLNode[] = [];
  for (let i = 0; i < Math.min(MAX_CONTACTS, Math.max(emails.length, telephones.length)); i++) {
    const email = refusals.text(emails[i]?.addr, `${path}.emails[${i}].addr`, 255);
    const telephone = refusals.text(telephones[i]?.num, `${path}.telephones[${i}].num`, TELEPHONE_MAX);
    if (email || telephone) out.push({ Email: email, Telefon: telephone });
  }
  return out;
}

/** The party's GLN for its main address, or for its correspondence address (the identity labelled so). */
function gln(party: JSONObject, correspondence: boolean): unknown {
  return list(party.identities).find((id) => id?.key === "gln" && (id?.label === CORRESPONDENCE_ADDRESS) === correspondence)?.code;
}

/** Adres (the first address not labelled AdresKoresp) and AdresKoresp (the one labelled so). */
function addresses(party: JSONObject, path: string, refusals: Refusals): { Adres?: XMLNode; AdresKoresp?: XMLNode } {
  const all = list(party.addresses);
  const main = all.findIndex((a) => a?.label !== CORRESPONDENCE_ADDRESS);
  const other = all.findIndex((a) => a?.label === CORRESPONDENCE_ADDRESS);
  const country = party.tax_id?.country;
  return {
    Adres: main < 0 ? undefined : address(all[main], `${path}.addresses[${main}]`, refusals, country, gln(party, false)),
    AdresKoresp: other < 0 ? undefined : address(all[other], `${path}.addresses[${other}]`, refusals, country, gln(party, true)),
  };
}

/** The party's numbers FA(3) states in elements of their own (NrEORI, NrKlienta, IDNabywcy, Udzial): identities labelled with the element's name. */
function numbers(party: JSONObject, path: string, refusals: Refusals): Partial<Record<(typeof PARTY_NUMBER_LABELS)[number], string>> {
  const out: Partial<Record<(typeof PARTY_NUMBER_LABELS)[number], string>> = {};
  const identities = list(party.identities);
  for (const label of PARTY_NUMBER_LABELS) {
    const index = identities.findIndex((id) => id?.label === label);
    if (index >= 0) out[label] = refusals.text(identities[index].code, `${path}.identities[${index}].code`, label === "IDNabywcy" ? ID_BUYER_MAX : TEXT_256);
  }
  return out;
}

/**
 * The identification of a buyer or other party (TPodmiot2/TPodmiot3 without
 * the name): NIP for a Polish tax ID, KodUE and NrVatUE for another EU
 * member's, KodKraju and NrID for any other country's, BrakID without one.
 */
function identification(party: JSONObject, path: string, refusals: Refusals, internal = false): XMLNode {
  const taxID = party.tax_id as JSONObject | undefined;
  const country = String(taxID?.country ?? "");
  const code = String(taxID?.code ?? "").trim();
  if (code === "") {
    // A number FA(3) gives without a tax ID: another country's (NrID) or, for other parties, a VAT group or JST unit's internal ID.
    const identities = list(party.identities);
    const otherIndex = identities.findIndex((id) => id?.type === IDENTITY_OTHER_ID);
    if (otherIndex >= 0) return { KodKraju: country || undefined, NrID: refusals.text(identities[otherIndex].code, `${path}.identities[${otherIndex}].code`, TEXT_50) ?? "" };
    const internalID = identities.find((id) => id?.type === IDENTITY_INTERNAL_ID)?.code;
    if (internal && typeof internalID === "string" && INTERNAL_ID.test(internalID)) return { IDWew: internalID };
    return { BrakID: YES };
  }
  const asVatEU = party.meta?.[META_IDENTIFIED_BY] === IDENTIFIED_BY_VAT_EU;
  if (country === HOME_COUNTRY && !asVatEU) {
    if (!NIP.test(code)) refusals.unsupported(`${path}.tax_id.code`, "a Polish tax number (NIP) has ten digits");
    return { NIP: code };
  }
  if (inEuropeanUnion(country) || asVatEU) {
    if (!EU_VAT_NUMBER.test(code)) refusals.unsupported(`${path}.tax_id.code`, "an EU VAT number in FA(3) (NrVatUE) has at most 12 capital letters and digits");
    return { KodUE: EU_VAT_PREFIX.get(country) ?? country, NrVatUE: code };
  }
  return { KodKraju: country || undefined, NrID: refusals.text(code, `${path}.tax_id.code`, TEXT_50) ?? "" };
}

/** Podmiot1: the seller, by its NIP. `euSupplies` adds its PL prefix, as a VAT-EU number needs for supplies to other member states. */
export function seller(supplier: JSONObject | undefined, refusals: Refusals, euSupplies: boolean): XMLNode {
  const path = "$.doc.supplier";
  if (!supplier) {
    refusals.missing(path, "FA(3) requires the seller (Podmiot1)");
    return {};
  }
  const taxID = supplier.tax_id as JSONObject | undefined;
  const code = String(taxID?.code ?? "").trim();
  if (taxID?.country !== HOME_COUNTRY) {
    refusals.unsupported(`${path}.tax_id.country`, "FA(3) identifies the seller by a Polish tax number (NIP)");
  } else if (code === "") {
    refusals.missing(`${path}.tax_id.code`, "FA(3) requires the seller's tax number (NIP)");
  } else if (!NIP.test(code)) {
    refusals.unsupported(`${path}.tax_id.code`, "a Polish tax number (NIP) has ten digits");
  }
  const { Adres, AdresKoresp } = addresses(supplier, path, refusals);
  if (!Adres) refusals.missing(`${path}.addresses`, "FA(3) requires the seller's address (Adres)");
  const prefix = supplier.meta?.[META_VAT_PREFIX];
  return {
    PrefiksPodatnika: euSupplies ? HOME_COUNTRY : prefix === HOME_COUNTRY ? prefix : undefined,
    NrEORI: numbers(supplier, path, refusals).NrEORI,
    DaneIdentyfikacyjne: { NIP: code, Nazwa: partyName(supplier, path, refusals, true) },
    Adres,
    AdresKoresp,
    DaneKontaktowe: contacts(supplier, path, refusals),
  };
}

/** Podmiot2: the buyer; a simplified invoice may have none, which FA(3) writes as a buyer without identification. */
export function buyer(customer: JSONObject | undefined, refusals: Refusals): XMLNode {
  const path = "$.doc.customer";
  if (!customer) return { DaneIdentyfikacyjne: { BrakID: YES }, JST: NO, GV: NO };
  const { NrEORI, NrKlienta, IDNabywcy } = numbers(customer, path, refusals);
  return {
    NrEORI,
    DaneIdentyfikacyjne: { ...identification(customer, path, refusals), Nazwa: partyName(customer, path, refusals, false) },
    ...addresses(customer, path, refusals),
    DaneKontaktowe: contacts(customer, path, refusals),
    NrKlienta,
    IDNabywcy,
    JST: ext(customer, EXT_JST) || NO,
    GV: ext(customer, EXT_GROUP_VAT) || NO,
  };
}

/** Where the document holds parties other than seller and buyer, and the role each has unless its identities name one. */
const OTHER_PARTIES: readonly { path: string; get: (invoice: JSONObject) => JSONObject | undefined; role?: string; otherRole?: string }[] = [
  { path: "$.doc.ordering.buyer", get: (inv) => inv.ordering?.buyer, role: ROLE_ADDITIONAL_BUYER },
  // The seller of an order who is not the supplier has no role of its own in FA(3).
  { path: "$.doc.ordering.seller", get: (inv) => inv.ordering?.seller, otherRole: "Sprzedawca" },
  { path: "$.doc.ordering.issuer", get: (inv) => inv.ordering?.issuer, role: ROLE_ISSUER },
  { path: "$.doc.payment.payee", get: (inv) => inv.payment?.payee, role: ROLE_FACTOR },
  { path: "$.doc.payment.payer", get: (inv) => inv.payment?.payer, role: ROLE_PAYER },
  { path: "$.doc.delivery.receiver", get: (inv) => inv.delivery?.receiver, role: ROLE_RECIPIENT },
];

/** The third-party role one of a party's identities names, and where. */
function namedRole(party: JSONObject, path: string): { role: string; path: string } | undefined {
  const identities = list(party.identities);
  const index = identities.findIndex((id) => ext(id, EXT_ROLE) !== "");
  return index < 0 ? undefined : { role: ext(identities[index], EXT_ROLE), path: `${path}.identities[${index}].ext.${EXT_ROLE}` };
}

function role(code: string, path: string, refusals: Refusals): XMLNode {
  if (!THIRD_PARTY_ROLES.has(code)) refusals.unsupported(path, `FA(3) has no third-party role ${code}`);
  return { Rola: code };
}

/** The role of the payee, whose accounts are then the factor's (RachunekBankowyFaktora). */
export function payeeRole(invoice: JSONObject): string | undefined {
  const payee = invoice.payment?.payee as JSONObject | undefined;
  if (!payee) return undefined;
  return namedRole(payee, "")?.role ?? ROLE_FACTOR;
}

/** An identity of the buyer or seller standing for a party (TPodmiot3 from its code: a NIP, an internal ID, or another number). */
function identityParty(identity: JSONObject, path: string, refusals: Refusals): XMLNode {
  const code = String(identity.code ?? "").trim();
  let id: XMLNode;
  if (NIP.test(code)) id = { NIP: code };
  else if (INTERNAL_ID.test(code)) id = { IDWew: code };
  else if (code !== "") id = { NrID: refusals.text(code, `${path}.code`, TEXT_50) ?? "" };
  else id = { BrakID: YES };
  return { DaneIdentyfikacyjne: id, ...role(ext(identity, EXT_ROLE), `${path}.ext.${EXT_ROLE}`, refusals) };
}

/** Podmiot3: every other party, in the document's order, then the buyer's and seller's identities with a role. */
export function otherParties(invoice: JSONObject, refusals: Refusals): XMLNode[] {
  const out: XMLNode[] = [];
  for (const where of OTHER_PARTIES) {
    const party = where.get(invoice);
    if (!party) continue;
    const named = namedRole(party, where.path);
    const roleNode = named
      ? role(named.role, named.path, refusals)
      : where.role
        ? { Rola: where.role }
        : { RolaInna: YES, OpisRoli: refusals.text(where.otherRole, where.path, TEXT_256) };
    const { IDNabywcy, NrEORI, Udzial, NrKlienta } = numbers(party, where.path, refusals);
    out.push({
      IDNabywcy,
      NrEORI,
      DaneIdentyfikacyjne: { ...identification(party, where.path, refusals, true), Nazwa: partyName(party, where.path, refusals, false) },
      ...addresses(party, where.path, refusals),
      DaneKontaktowe: contacts(party, where.path, refusals),
      ...roleNode,
      Udzial,
      NrKlienta,
    });
  }
  for (const holder of ["customer", "supplier"] as const) {
    list(invoice[holder]?.identities).forEach((identity, i) => {
      if (ext(identity, EXT_ROLE) !== "") out.push(identityParty(identity, `$.doc.${holder}.identities[${i}]`, refusals));
    });
  }
  return out;
}
