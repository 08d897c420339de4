/**
 * The parties: the seller (Podmiot1), the buyer (Podmiot2, Polish, from
 * another EU country, from elsewhere, or without any tax number) and the
 * other entities (Podmiot3) in the places GOBL's invoice has for them. Each
 * Podmiot3 keeps its role (`pl-favat-third-party-role`) on an identity, as
 * the pl-favat-v3 addon models it.
 */
import { EXT_KEY_GROUP_VAT, EXT_KEY_JST, EXT_KEY_THIRD_PARTY_ROLE } from "../../../addons/pl/favat/extensions.ts";
import { child, children, type ParsedNode } from "../../common/xml-tree.ts";
import { CORRESPONDENCE_ADDRESS, HOME_COUNTRY, IDENTIFIED_BY_VAT_EU, META_IDENTIFIED_BY, META_VAT_PREFIX } from "../codes.ts";
import { refuse } from "./root.ts";
import { code, FLAG_1, FLAG_1_2, put, required, str, type Out } from "./values.ts";

/**
 * An address as FA(3) writes it: two free lines (AdresL1, AdresL2) and a
 * country. The lines are kept as written, street and street_extra, rather
 * than split into a postcode and town FA(3) does not separate.
 */
function address(node: ParsedNode | undefined, where: string, label?: string): Out | undefined {
  if (!node) return undefined;
  const out: Out = {};
  put(out, "label", label);
  put(out, "street", required(node, "AdresL1", where));
  put(out, "street_extra", str(node, "AdresL2"));
  put(out, "country", required(node, "KodKraju", where));
  return out;
}

function contacts(party: Out, node: ParsedNode | undefined): void {
  const emails: Out[] = [];
  const phones: Out[] = [];
  for (const contact of children(node, "DaneKontaktowe")) {
    const email = str(contact, "Email");
    if (email) emails.push({ addr: email });
    const phone = str(contact, "Telefon");
    if (phone) phones.push({ num: phone });
  }
  put(party, "emails", emails);
  put(party, "telephones", phones);
}

/** The identities FA(3) gives a party beside its tax number, each under the element's name as its label. */
function labelled(node: ParsedNode | undefined, names: string[]): Out[] {
  const out: Out[] = [];
  for (const name of names) {
    const value = str(node, name);
    if (value) out.push({ label: name, code: value });
  }
  return out;
}

/** Places (GLN) an address carries, kept as the party's GLN identities. */
function glns(addr: ParsedNode | undefined, correspondence: ParsedNode | undefined): Out[] {
  const out: Out[] = [];
  const main = str(addr, "GLN");
  if (main) out.push({ key: "gln", code: main });
  // The correspondence address's place is labelled as such, so that it is written back there.
  const other = str(correspondence, "GLN");
  if (other) out.push({ key: "gln", label: CORRESPONDENCE_ADDRESS, code: other });
  return out;
}

/**
 * DaneIdentyfikacyjne of a buyer or other entity: a Polish NIP, an EU VAT
 * number (KodUE + NrVatUE), another country's number (NrID, kept as an
 * identity: it is not always a VAT number, and GOBL checks tax IDs by their
 * country's rules), an internal ID (IDWew) or none (BrakID).
 */
function identification(party: Out, node: ParsedNode | undefined, where: string, countryOf: string | undefined): Out[] {
  const identities: Out[] = [];
  const nip = str(node, "NIP");
  const euCountry = str(node, "KodUE");
  const otherId = str(node, "NrID");
  put(party, "name", str(node, "Nazwa"));
  if (nip) party.tax_id = { country: "PL", code: nip };
  else if (euCountry) {
    party.tax_id = { country: euCountry, code: required(node, "NrVatUE", where) };
    // A Polish party's VAT-EU number is its NIP: that it was given as such is kept, for the writer to say so again.
    if (euCountry === HOME_COUNTRY) party.meta = { [META_IDENTIFIED_BY]: IDENTIFIED_BY_VAT_EU };
  }
  else if (otherId) {
    const country = str(node, "KodKraju") ?? countryOf;
    if (country) party.tax_id = { country };
    identities.push({ type: "NrID", code: otherId });
  }
  const internal = str(node, "IDWew");
  if (internal) identities.push({ type: "IDWew", code: internal });
  return identities;
}

const PARTY_ORDER = ["name", "alias", "tax_id", "identities", "addresses", "emails", "telephones", "ext", "meta"];

function ordered(party: Out): Out {
  const out: Out = {};
  for (const key of PARTY_ORDER) if (Object.hasOwn(party, key)) out[key] = party[key];
  return out;
}

/** Podmiot1: the seller, with its NIP and name (both required by FA(3)). */
export function supplier(node: ParsedNode | undefined): Out {
  if (!node) refuse("Podmiot1 (the seller) is missing: FA(3) requires it");
  const where = "Podmiot1";
  const id = child(node, "DaneIdentyfikacyjne");
  if (!id) refuse("DaneIdentyfikacyjne of Podmiot1 is missing: FA(3) requires it");
  const party: Out = { name: required(id, "Nazwa", `${where}/DaneIdentyfikacyjne`), tax_id: { country: "PL", code: required(id, "NIP", `${where}/DaneIdentyfikacyjne`) } };
  const addresses = [address(child(node, "Adres"), `${where}/Adres`), address(child(node, CORRESPONDENCE_ADDRESS), `${where}/AdresKoresp`, CORRESPONDENCE_ADDRESS)].filter(Boolean);
  put(party, "addresses", addresses);
  put(party, "identities", [...labelled(node, ["NrEORI"]), ...glns(child(node, "Adres"), child(node, CORRESPONDENCE_ADDRESS))]);
  contacts(party, node);
  // The VAT-EU prefix is implied by EU supplies; one stated without them is kept to be stated again.
  const prefix = str(node, "PrefiksPodatnika");
  if (prefix) party.meta = { [META_VAT_PREFIX]: prefix };
  return ordered(party);
}

/** Podmiot2: the buyer, its JST and GV flags in its extensions. */
export function customer(node: ParsedNode | undefined): Out | undefined {
  if (!node) return undefined;
  const where = "Podmiot2";
  const party: Out = {};
  const addr = child(node, "Adres");
  const identities = identification(party, child(node, "DaneIdentyfikacyjne"), `${where}/DaneIdentyfikacyjne`, str(addr, "KodKraju"));
  identities.push(...labelled(node, ["NrEORI", "NrKlienta", "IDNabywcy"]), ...glns(addr, child(node, CORRESPONDENCE_ADDRESS)));
  put(party, "identities", identities);
  const addresses = [address(addr, `${where}/Adres`), address(child(node, CORRESPONDENCE_ADDRESS), `${where}/AdresKoresp`, CORRESPONDENCE_ADDRESS)].filter(Boolean);
  put(party, "addresses", addresses);
  contacts(party, node);
  const ext: Out = {};
  put(ext, EXT_KEY_JST, code(node, "JST", where, FLAG_1_2));
  put(ext, EXT_KEY_GROUP_VAT, code(node, "GV", where, FLAG_1_2));
  put(party, "ext", ext);
  return ordered(party);
}

/** FA(3)'s roles of other entities (TRolaPodmiotu3), as the addon lists them. */
const ROLES: ReadonlyMap<string, string> = new Map(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"].map((r) => [r, r]));

/** A Podmiot3 read: the party, and its role (undefined for RolaInna). */
export interface OtherParty {
  party: Out;
  role?: string;
  /** The code its role identity carries (its NIP, EU VAT or other number, internal ID), for the customer's JST / GV identity. */
  code?: string;
}

/**
 * A Podmiot3: its identification, addresses and contacts, and an identity
 * carrying its role (the addon's third-party role) whose code is the
 * entity's own number. Udzial (a buyer's share) and NrKlienta are kept as
 * labelled identities; RolaInna's description is the role identity's.
 */
export function otherParty(node: ParsedNode, index: number): OtherParty {
  const where = `Podmiot3 ${index + 1}`;
  const party: Out = {};
  const addr = child(node, "Adres");
  const id = child(node, "DaneIdentyfikacyjne");
  const identities = identification(party, id, `${where}/DaneIdentyfikacyjne`, str(addr, "KodKraju"));
  const role = code(node, "Rola", where, ROLES);
  const number = str(id, "NIP") ?? str(id, "NrVatUE") ?? str(id, "NrID") ?? str(id, "IDWew");
  if (role === undefined && code(node, "RolaInna", where, FLAG_1) === undefined) refuse(`Rola of ${where} is missing: FA(3) requires a Rola or RolaInna`);
  if (number) {
    const roleIdentity: Out = { code: number };
    if (role) roleIdentity.ext = { [EXT_KEY_THIRD_PARTY_ROLE]: role };
    else put(roleIdentity, "description", str(node, "OpisRoli"));
    identities.push(roleIdentity);
  }
  identities.push(...labelled(node, ["IDNabywcy", "NrEORI", "NrKlienta", "Udzial"]), ...glns(addr, child(node, CORRESPONDENCE_ADDRESS)));
  put(party, "identities", identities);
  const addresses = [address(addr, `${where}/Adres`), address(child(node, CORRESPONDENCE_ADDRESS), `${where}/AdresKoresp`, CORRESPONDENCE_ADDRESS)].filter(Boolean);
  put(party, "addresses", addresses);
  contacts(party, node);
  return { party: ordered(party), role, code: number };
}
