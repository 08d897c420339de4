/** Parties: supplier, customer, payee, delivery receiver and the French payer. */
import { isoCountryOf } from "../../../engine/index.ts";
import { EMAIL_SCHEME } from "../codes.ts";
import { type Doc, ext, present } from "../document.ts";
import type { RegimeFactsOf } from "../regime.ts";
import { leaf, node, type XmlElement } from "../xml.ts";
import { addressLineThree } from "../../common/kept-terms.ts";

/** GOBL's address "line one": street and complete number, number first in the countries that write it so. */
function lineOne(address: Doc): string {
  const street: string = address.street ?? "";
  const number = [address.num, address.block, address.floor, address.door].filter((part) => present(part)).join(" ");
  if (!number) return street;
  if (!street) return number;
  return ["GB", "US", "CA", "FR"].includes(address.country) ? `${number} ${street}` : `${street} ${number}`;
}

/** How a profile writes parties beyond EN 16931. */
export interface PartyStyle {
  /**
   * ZATCA: the building number and the district (GOBL's street_extra, as
   * cbc:CitySubdivisionName) have elements of their own, the street name is
   * the street alone, and the VAT number has no country prefix.
   */
  zatca?: boolean;
}

export interface AddressParts {
  address?: Doc;
  /** A country to write when the address names none, or there is no address (the tax ID's). */
  countryOverride?: string;
  style?: PartyStyle;
}

/** A cac:PostalAddress (or cac:Address) from the first GOBL address. */
export function writeAddress(name: string, parts: AddressParts): XmlElement | undefined {
  const address = parts.address;
  if (!address && !parts.countryOverride) return undefined;
  const a: Doc = address ?? {};
  // The address's own country, as ISO 3166 (Greece GR, not its tax prefix EL: BR-CL-14); the tax ID's only
  // for an address that names none. gobl.ubl writes the tax ID's over it, moving a Madrid address to France.
  const given = present(a.country) ?? parts.countryOverride;
  const country = given === undefined ? undefined : isoCountryOf(given);
  const coords = a.coords as Doc | undefined;
  const lineThree = addressLineThree(a);
  const zatca = !!parts.style?.zatca;
  return node(name, [
    // Under ZATCA the number has an element of its own: in the street too (as gobl.ubl writes it), it would be read back into it and grow at every round trip.
    present(a.street) ? leaf("cbc:StreetName", lineOne(zatca ? { ...a, num: undefined } : a)) : undefined,
    present(a.street_extra) && !zatca ? leaf("cbc:AdditionalStreetName", a.street_extra) : undefined,
    leaf("cbc:BuildingNumber", zatca ? present(a.num) : undefined),
    leaf("cbc:PlotIdentification", present(a.block)),
    leaf("cbc:CitySubdivisionName", zatca ? present(a.street_extra) : undefined),
    leaf("cbc:CityName", present(a.locality)),
    leaf("cbc:PostalZone", present(a.code)),
    leaf("cbc:CountrySubentity", present(a.region)),
    lineThree !== undefined ? node("cac:AddressLine", [leaf("cbc:Line", lineThree)]) : undefined,
    country ? node("cac:Country", [leaf("cbc:IdentificationCode", country)]) : undefined,
    coords && coords.lat !== undefined && coords.lon !== undefined
      ? node("cac:LocationCoordinate", [leaf("cbc:LatitudeDegreesMeasure", String(coords.lat)), leaf("cbc:LongitudeDegreesMeasure", String(coords.lon))])
      : undefined,
  ]);
}

function contactName(name: Doc | undefined): string | undefined {
  const given = present(name?.given);
  const surname = present(name?.surname);
  if (given && surname) return `${given} ${surname}`;
  return given ?? surname;
}

/**
 * The contact (BG-6, BG-9): the first person's name, the party's telephone
 * and e-mail as gobl.ubl writes them, else the person's own (which gobl.ubl
 * leaves out, losing BT-42/43 and breaking XRechnung's BR-DE-6/7).
 */
function writeContact(party: Doc): XmlElement | undefined {
  const person = party.people?.[0];
  const name = contactName(person?.name);
  const telephone = present(party.telephones?.[0]?.num) ?? present(person?.telephones?.[0]?.num);
  const email = present(party.emails?.[0]?.addr) ?? present(person?.emails?.[0]?.addr);
  if (!name && !telephone && !email) return undefined;
  return node("cac:Contact", [leaf("cbc:Name", name), leaf("cbc:Telephone", telephone), leaf("cbc:ElectronicMail", email)]);
}

function writeEndpoint(party: Doc): XmlElement | undefined {
  const inbox = party.inboxes?.[0] as Doc | undefined;
  if (!inbox) return undefined;
  if (present(inbox.email)) return leaf("cbc:EndpointID", inbox.email, { schemeID: EMAIL_SCHEME });
  if (present(inbox.scheme)) return leaf("cbc:EndpointID", inbox.code ?? "", { schemeID: inbox.scheme });
  return undefined;
}

function taxScheme(id: string): XmlElement {
  return node("cac:TaxScheme", [leaf("cbc:ID", id)]);
}

/** The tax ID as UBL writes it: country prefix and code, Norwegian numbers with their MVA suffix; ZATCA's the code alone (BR-KSA-39: 15 digits). */
function taxIDText(taxID: Doc, style: PartyStyle): string {
  if (style.zatca) return taxID.code;
  let code = `${taxID.country ?? ""}${taxID.code}`;
  if (taxID.country === "NO" && !code.endsWith("MVA")) code += "MVA";
  return code;
}

/** A full cac:Party (supplier, customer, seller, issuer, payer). */
export function writeParty(
  party: Doc,
  regimeFacts: RegimeFactsOf,
  style: PartyStyle,
  extra: { serviceProvider?: XmlElement; seller?: boolean; nameAsPartyName?: boolean } = {},
): XmlElement {
  const name = present(party.name);
  const taxID = party.tax_id as Doc | undefined;
  const hasTaxCode = !!(taxID && present(taxID.code));
  const identities: Doc[] = party.identities ?? [];
  const partyTaxSchemes: XmlElement[] = [];
  if (hasTaxCode) {
    const scheme = present(taxID!.scheme) ?? regimeFacts(taxID!.country).taxScheme ?? "VAT";
    partyTaxSchemes.push(node("cac:PartyTaxScheme", [leaf("cbc:CompanyID", taxIDText(taxID!, style)), taxScheme(scheme)]));
  }
  // A tax registration (BT-32) under its own scheme, as read; one read from CII (FC, no scheme of its own) as FC,
  // the code Peppol's examples give it: any scheme but VAT says BT-32.
  for (const identity of identities) {
    if (identity.scope === "tax") {
      partyTaxSchemes.push(node("cac:PartyTaxScheme", [leaf("cbc:CompanyID", identity.code ?? ""), taxScheme(present(identity.type) ?? "FC")]));
    }
  }
  // The first legal identity is the legal entity's company ID; the others (and unscoped ones) are party identifications.
  const legalIndex = identities.findIndex((identity) => identity.scope === "legal");
  const legal = legalIndex >= 0 ? identities[legalIndex] : undefined;
  const identifications = identities
    .filter((identity, index) => identity.scope !== "tax" && index !== legalIndex)
    .map((identity) => {
      let schemeID = ext(identity, "iso-scheme-id");
      if (!schemeID && !identity.ext) schemeID = present(identity.type);
      return node("cac:PartyIdentification", [leaf("cbc:ID", identity.code ?? "", { schemeID })]);
    });
  // The seller's additional legal information (BT-33) is its registration's details; UBL-CR-244 forbids it on any other party.
  const legalForm = extra.seller ? present(party.registration?.other) : undefined;
  const legalEntity =
    name || legal || legalForm
      ? node("cac:PartyLegalEntity", [
          leaf("cbc:RegistrationName", name),
          legal ? leaf("cbc:CompanyID", legal.code ?? "", { schemeID: ext(legal, "iso-scheme-id") }) : undefined,
          leaf("cbc:CompanyLegalForm", legalForm),
        ])
      : undefined;
  // cac:PartyName is the trading name (BT-28, BT-45): the party's alias. gobl.ubl writes the legal name there when
  // there is no alias, which a reader takes for a trading name the party does not have.
  // The tax representative's name (BT-62) is its cac:PartyName, and there it is the name itself.
  const displayName = extra.nameAsPartyName ? (present(party.alias) ?? name) : present(party.alias);
  const address = writeAddress("cac:PostalAddress", {
    address: party.addresses?.[0],
    countryOverride: hasTaxCode ? taxID!.country : undefined,
    style,
  });
  return node("cac:Party", [
    writeEndpoint(party),
    ...identifications,
    displayName ? node("cac:PartyName", [leaf("cbc:Name", displayName)]) : undefined,
    address,
    ...partyTaxSchemes,
    legalEntity,
    writeContact(party),
    extra.serviceProvider,
  ]);
}

/** The party of a cac:Delivery: name and contact only (the address goes in the delivery location). */
export function writeDeliveryParty(party: Doc): XmlElement | undefined {
  const name = present(party.name);
  const contact = writeContact(party);
  if (!name && !contact) return undefined;
  return node("cac:DeliveryParty", [
    name ? node("cac:PartyName", [leaf("cbc:Name", name)]) : undefined,
    name ? node("cac:PartyLegalEntity", [leaf("cbc:RegistrationName", name)]) : undefined,
    contact,
  ]);
}

/**
 * The cac:PayeeParty: its name, a single identification (BT-60, with a scheme
 * from the ISO scheme extension or a four-digit ICD label), the legal
 * identity's company ID (BT-61); extra identifications (the SEPA creditor ID)
 * follow.
 */
export function writePayeeParty(payee: Doc, extraIdentifications: XmlElement[]): XmlElement {
  const identities: Doc[] = payee.identities ?? [];
  const schemed = (identity: Doc) => {
    const scheme = ext(identity, "iso-scheme-id") ?? (typeof identity.label === "string" && identity.label.length === 4 ? identity.label : undefined);
    return scheme ? node("cac:PartyIdentification", [leaf("cbc:ID", identity.code ?? "", { schemeID: scheme })]) : undefined;
  };
  // The identifier is an identity of no legal or tax scope, with a scheme or else a plain one (as the reader reads
  // them), so that a payee read with both an identifier (BT-60) and a legal registration (BT-61) keeps each in its
  // element; only a payee with neither has its legal identity's scheme and code written here too, as gobl.ubl does.
  let identification: XmlElement | undefined;
  for (const identity of identities) {
    if (identity.scope === "legal" || identity.scope === "tax") continue;
    identification = schemed(identity);
    if (identification) break;
  }
  if (!identification) {
    const plain = identities.find((identity) => identity.scope === undefined && present(identity.code) && identity.key === undefined && identity.type === undefined);
    if (plain) identification = node("cac:PartyIdentification", [leaf("cbc:ID", plain.code)]);
  }
  for (const identity of identities) {
    if (identification) break;
    identification = schemed(identity);
  }
  const legal = identities.find((identity) => identity.scope === "legal");
  return node("cac:PayeeParty", [
    identification,
    ...extraIdentifications,
    node("cac:PartyName", [leaf("cbc:Name", payee.name ?? "")]),
    legal ? node("cac:PartyLegalEntity", [leaf("cbc:CompanyID", legal.code ?? "", { schemeID: ext(legal, "iso-scheme-id") })]) : undefined,
  ]);
}

