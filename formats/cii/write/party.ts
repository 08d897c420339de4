/** TradeParty: seller, buyer, tax representative, payee and ship-to parties (BG-4, BG-7, BG-10, BG-11, BG-13). */
import { isoCountryOf } from "../../../engine/index.ts";
import type { XMLNode } from "../xml.ts";
import { EMAIL_SCHEME, FISCAL_REGISTRATION_SCHEME, taxRegistrationScheme } from "../codes.ts";
import type { CIIProfile } from "../profiles.ts";
import { ext, first, optional, type JSONObject } from "./json.ts";
import { addressLineThree } from "../../common/kept-terms.ts";

/** Countries whose addresses put the number before the street (GOBL's address line one). */
const NUMBER_FIRST = new Set(["GB", "US", "CA", "FR"]);

/** GOBL's first address line: the street with the number, block, floor and door. */
function lineOne(address: JSONObject): string {
  const number = [address.num, address.block, address.floor, address.door].filter((part) => part).join(" ");
  const street: string = address.street ?? "";
  if (number === "") return street;
  if (street === "") return number;
  return NUMBER_FIRST.has(address.country) ? `${number} ${street}` : `${street} ${number}`;
}

/**
 * The member order of a PostalTradeAddress; `CountryID` is always written.
 * The country is the address's own, as ISO 3166 (BR-CL-14: Greece's tax
 * prefix EL is GR here); `fallbackCountry` (the tax ID's) stands in only where
 * there is no address or it names no country. gobl.cii writes the tax ID's
 * country over the address's, so a German address of a Hungarian VAT number
 * became HU.
 */
function postalAddress(address: JSONObject | undefined, fallbackCountry?: string): XMLNode | undefined {
  if (!address && !fallbackCountry) return undefined;
  const a = address ?? {};
  const country: string = a.country || fallbackCountry || "";
  return {
    "ram:PostcodeCode": optional(a.code),
    "ram:LineOne": optional(address ? lineOne(a) : ""),
    "ram:LineTwo": optional(a.street_extra),
    "ram:LineThree": addressLineThree(a),
    "ram:CityName": optional(a.locality),
    "ram:CountryID": country === "" ? "" : isoCountryOf(country),
    "ram:CountrySubDivisionName": optional(a.region),
  };
}

function contactName(name: JSONObject | undefined): string {
  return [name?.given, name?.surname].filter((part) => part).join(" ");
}

/**
 * DefinedTradeContact: the first person's name, role, phone and e-mail,
 * falling back to the party's own. A person whose whole name is its role is a
 * department (how a contact point stated as ram:DepartmentName alone reads):
 * written as DepartmentName alone, as received, not as a person's name too
 * (CII-SR-465 and CII-SR-466 forbid the two together on the seller and the
 * buyer).
 */
function contact(party: JSONObject): XMLNode | undefined {
  const person = first(party.people as JSONObject[] | undefined);
  const phone: string | undefined = first(person?.telephones as JSONObject[] | undefined)?.num ?? first(party.telephones as JSONObject[] | undefined)?.num;
  const email: string | undefined = first(person?.emails as JSONObject[] | undefined)?.addr ?? first(party.emails as JSONObject[] | undefined)?.addr;
  const fullName = person ? contactName(person.name) : "";
  const department = typeof person?.role === "string" && person.role !== "" && person.role === fullName;
  const personName = department ? "" : fullName;
  const hasPhone = phone !== undefined;
  const hasEmail = email !== undefined;
  if (personName === "" && !department && !hasPhone && !hasEmail) return undefined;
  return {
    "ram:PersonName": optional(personName),
    "ram:DepartmentName": optional(person?.role),
    "ram:TelephoneUniversalCommunication": hasPhone ? { "ram:CompleteNumber": optional(phone) } : undefined,
    "ram:EmailURIUniversalCommunication": hasEmail ? { "ram:URIID": optional(email) } : undefined,
  };
}

/** URIUniversalCommunication (BT-34/BT-49): the first inbox, an e-mail (scheme EM) or a scheme and code. */
function electronicAddress(party: JSONObject): XMLNode | undefined {
  const inbox = first(party.inboxes as JSONObject[] | undefined);
  if (!inbox) return undefined;
  if (inbox.email) return { "ram:URIID": { "@_schemeID": EMAIL_SCHEME, "#text": inbox.email } };
  if (inbox.code) return { "ram:URIID": { "@_schemeID": optional(inbox.scheme), "#text": inbox.code } };
  return undefined;
}

function identifier(code: string, scheme?: string): XMLNode {
  return { "@_schemeID": optional(scheme), "#text": code };
}

/** The ISO 6523 ICD of a SIRET (Chorus Pro's scheme 1), the one Chorus Pro identifier type that has a code of its own there. */
const SIRET_ICD = "0009";

/**
 * The Chorus Pro legal identifier (BT-30, BT-47): the party's
 * fr-choruspro-scheme says which of its identifiers it is. gobl.cii writes
 * that Chorus Pro type ("1" SIRET, "2" EU VAT number, ...) as the schemeID,
 * which is no ISO 6523 ICD (BR-CL-11); we write the ICD where the identifier
 * has one (a SIRET's, or the legal identity's own) and no schemeID otherwise.
 * The reader gives the type back (0009 is scheme 1; the others the addon
 * works out again from the tax ID).
 */
function chorusProLegalID(party: JSONObject): XMLNode {
  const scheme = ext(party, "fr-choruspro-scheme");
  const identities = (party.identities ?? []) as JSONObject[];
  switch (scheme) {
    case "1":
      return identifier(identities.find((id) => id.type === "SIRET")?.code ?? "", SIRET_ICD);
    case "2":
      return identifier(party.tax_id ? `${party.tax_id.country ?? ""}${party.tax_id.code ?? ""}` : "");
    case "3":
    case "6":
      // The country and the first 16 characters of the name.
      return identifier(party.tax_id?.country ? party.tax_id.country + Array.from((party.name ?? "") as string).slice(0, 16).join("") : "");
    case "4":
    case "5": {
      const legal = identities.find((id) => id.scope === "legal");
      return identifier(legal?.code ?? "", ext(legal, "iso-scheme-id"));
    }
  }
  return identifier("");
}

/** The scheme the invoice charges, for a tax ID of its regime's country. */
function chargedFor(taxID: JSONObject, charged: ChargedScheme | undefined): string | undefined {
  return charged && taxID.country === charged.country ? charged.scheme : undefined;
}

function isChorusPro(profile: CIIProfile): boolean {
  return profile.addons.includes("fr-choruspro-v1");
}

/**
 * Which identities of a party go where: legal (BT-30), global with a scheme,
 * the plain party ID (BT-29), and the tax registration that is no VAT
 * number (BT-32, schemeID FC).
 */
interface PartyIDs {
  id?: XMLNode;
  globalID?: XMLNode;
  /** Every plain identifier and every global one, in the identities' order: a seller may have several (BT-29 repeats). */
  ids: XMLNode[];
  globalIDs: XMLNode[];
  legalID?: XMLNode;
  fiscalID?: string;
}

function partyIDs(party: JSONObject): PartyIDs {
  const ids: PartyIDs = { ids: [], globalIDs: [] };
  for (const identity of (party.identities ?? []) as JSONObject[]) {
    const scheme = ext(identity, "iso-scheme-id");
    // An identity of tax scope (how a CII FC registration reads) is the seller's tax registration (BT-32).
    // (A German tax number keyed de-tax-number stays the party's identifier, as gobl.cii writes it.)
    if (identity.scope === "tax" && identity.code) ids.fiscalID ??= identity.code;
    else if (identity.scope === "legal") ids.legalID = identifier(identity.code ?? "", scheme);
    else if (scheme) {
      ids.globalID = identifier(identity.code ?? "", scheme);
      ids.globalIDs.push(ids.globalID);
    } else {
      ids.id ??= identifier(identity.code ?? "");
      ids.ids.push(identifier(identity.code ?? ""));
    }
  }
  return ids;
}

/**
 * A tax scheme the invoice charges under its own regime, for the tax IDs of
 * that regime's country when the regime names no scheme of its own.
 */
export interface ChargedScheme {
  country: string;
  scheme: string;
}

/**
 * A full trade party (seller, buyer). `legalInformation` is the seller's
 * additional legal information (BT-33), which only the seller has; `seller`
 * says the party is the seller.
 */
export function tradeParty(party: JSONObject, profile: CIIProfile, charged?: ChargedScheme, legalInformation?: string, seller = false): XMLNode {
  const ids = partyIDs(party);
  let legalID = ids.legalID;
  let globalID = ids.globalID;
  let legalOrganization = party.alias !== undefined && party.alias !== "" || legalID !== undefined;
  if (isChorusPro(profile)) {
    // Chorus Pro identifies parties by their legal ID only, chosen by the party's scheme.
    globalID = undefined;
    legalID = chorusProLegalID(party);
    legalOrganization = true;
  }
  if (legalID && legalID["#text"] === "") legalID = undefined;
  const taxID = party.tax_id as JSONObject | undefined;
  const hasTaxCode = taxID?.code !== undefined && taxID.code !== "";
  const registrations: XMLNode[] = [];
  if (ids.fiscalID !== undefined) registrations.push({ "ram:ID": identifier(ids.fiscalID, FISCAL_REGISTRATION_SCHEME) });
  if (hasTaxCode) registrations.push({ "ram:ID": identifier(`${taxID!.country ?? ""}${taxID!.code}`, taxRegistrationScheme(taxID!.country, taxID!.scheme, chargedFor(taxID!, charged))) });
  // The seller may have several identifiers (BT-29 is 0..n, in either element), all written, as read; the buyer
  // one (BT-46 is 0..1), as gobl.cii writes it.
  return {
    "ram:ID": seller && ids.ids.length > 1 ? ids.ids : ids.id,
    "ram:GlobalID": seller && globalID !== undefined && ids.globalIDs.length > 1 ? ids.globalIDs : globalID,
    "ram:Name": optional(party.name),
    "ram:Description": optional(legalInformation),
    "ram:SpecifiedLegalOrganization": legalOrganization
      ? { "ram:ID": legalID, "ram:TradingBusinessName": optional(party.alias) }
      : undefined,
    "ram:DefinedTradeContact": contact(party),
    "ram:PostalTradeAddress": postalAddress(first(party.addresses), hasTaxCode && taxID?.country ? taxID.country : undefined),
    "ram:URIUniversalCommunication": electronicAddress(party),
    "ram:SpecifiedTaxRegistration": registrations,
  };
}

/** The seller as tax representative (BG-11) keeps only its IDs, name, address and tax registration. */
export function taxRepresentative(seller: XMLNode): XMLNode {
  return {
    "ram:ID": seller["ram:ID"],
    "ram:Name": seller["ram:Name"],
    "ram:PostalTradeAddress": seller["ram:PostalTradeAddress"],
    // Its VAT identifier (BT-63) only: a representative has no other tax registration in EN 16931.
    "ram:SpecifiedTaxRegistration": (seller["ram:SpecifiedTaxRegistration"] as XMLNode[]).filter(
      (registration) => (registration["ram:ID"] as XMLNode)["@_schemeID"] !== FISCAL_REGISTRATION_SCHEME,
    ),
  };
}

/**
 * The payee (BG-10): its identifier (BT-60, an ID or a global ID with its
 * scheme; never a global ID for Chorus Pro), its name and its legal
 * registration identifier (BT-61).
 */
export function payeeParty(party: JSONObject, profile: CIIProfile): XMLNode {
  const ids = partyIDs(party);
  const legalID = ids.legalID && ids.legalID["#text"] !== "" ? ids.legalID : undefined;
  return {
    "ram:ID": ids.id,
    "ram:GlobalID": isChorusPro(profile) ? undefined : ids.globalID,
    "ram:Name": optional(party.name),
    "ram:SpecifiedLegalOrganization": legalID ? { "ram:ID": legalID } : undefined,
  };
}

/** The ship-to party (BG-13): only the name and address exist for it. */
export function deliveryParty(party: JSONObject): XMLNode {
  return {
    "ram:Name": optional(party.name),
    "ram:PostalTradeAddress": postalAddress(first(party.addresses)),
  };
}
