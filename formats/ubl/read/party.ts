/** UBL parties read as GOBL parties. */
import { isoCountryOf } from "../../../engine/index.ts";
import { isTaxCountryCode } from "../../../engine/l10n/index.ts";
import type { Doc } from "../document.ts";
import type { RegimeFactsOf } from "../regime.ts";
import { attr, child, children, type ReadElement, textAt } from "../xml.ts";
import { clean } from "./values.ts";
import { addressLineThreeMeta } from "../../common/kept-terms.ts";

/** The GOBL address of a cac:PostalAddress (or cac:Address). */
export function readAddress(address: ReadElement): Doc {
  const out: Doc = {};
  const text = (name: string) => textAt(address, name);
  const country = textAt(address, "Country", "IdentificationCode");
  const number = text("BuildingNumber");
  if (number !== undefined) out.num = clean(number);
  if (text("StreetName") !== undefined) out.street = clean(text("StreetName")!);
  const extra = text("AdditionalStreetName") ?? text("CitySubdivisionName");
  if (extra !== undefined) out.street_extra = clean(extra);
  if (text("CityName") !== undefined) out.locality = clean(text("CityName")!);
  if (text("CountrySubentity") !== undefined) out.region = clean(text("CountrySubentity")!);
  if (text("PostalZone") !== undefined) out.code = clean(text("PostalZone")!);
  // An address's country is ISO here: Greece's EL (which GOBL's converters write) reads as GR.
  if (country !== undefined) out.country = isoCountryOf(country);
  // BT-162…BT-165: the third line, which GOBL's address has no field for.
  const meta = addressLineThreeMeta(textAt(address, "AddressLine", "Line"));
  if (meta) out.meta = meta;
  return out;
}

/**
 * The tax ID of a party and its other tax registrations. The tax ID is the
 * VAT scheme's company ID (BT-31, BT-48, BT-63), else the one whose scheme
 * or tax type is VAT or the tax scheme of the country's regime (GST in
 * Canada, as GOBL's converters write it), else, for a country whose regime
 * names no scheme, the first. Any other is a tax registration (BT-32: a
 * TaxScheme other than VAT, as a German Steuernummer): an identity of tax
 * scope keeping its scheme as its type, which the writer gives back as a
 * PartyTaxScheme of that scheme (and CII as FC), as the CII reader reads an
 * FC registration. Read as the tax ID, it would have the address's country
 * prefixed and be written back as a VAT number.
 */
function readTaxSchemes(party: ReadElement, out: Doc, country: string | undefined, regimeFacts: RegimeFactsOf): void {
  const schemes = children(party, "PartyTaxScheme").filter((pts) => textAt(pts, "CompanyID") && child(pts, "TaxScheme"));
  if (schemes.length === 0) return;
  const schemeOf = (pts: ReadElement) => textAt(pts, "TaxScheme", "ID") ?? "";
  const regimeScheme = regimeFacts(country).taxScheme;
  // A scheme of another name whose tax type is the VAT or the regime's tax ("UK VAT" typed VAT, in gobl.ubl's samples) is the tax ID too.
  const names = (pts: ReadElement, scheme: string) => schemeOf(pts) === scheme || textAt(pts, "TaxScheme", "TaxTypeCode") === scheme;
  let chosen = schemes.findIndex((pts) => schemeOf(pts) === "VAT");
  if (chosen < 0) chosen = schemes.findIndex((pts) => names(pts, "VAT") || (regimeScheme !== undefined && names(pts, regimeScheme)));
  if (chosen < 0 && regimeScheme === undefined) chosen = 0;
  if (chosen >= 0) {
    const main = schemes[chosen]!;
    const schemeID = schemeOf(main);
    const code = textAt(main, "CompanyID")!;
    // A VAT identifier carries its country as a prefix (BR-CO-9: ISO 3166-1, EL for
    // Greece): that is the tax ID's country, whatever the address says. GOBL's
    // parser takes the address's, so a Swedish number at an Afghan address
    // becomes "AFSE…" and an Austrian ATU… at a German address a German one.
    const prefix = schemeID === "VAT" ? /^([A-Z]{2})(.+)$/.exec(code.trim()) : null;
    const taxCountry = prefix && isTaxCountryCode(prefix[1]!) ? prefix[1]! : country;
    const taxID: Doc = { ...(taxCountry ? { country: taxCountry } : {}), code: taxCountry === country ? code : prefix![2]! };
    // The scheme is stated only when it is not the one the country's regime implies.
    if (schemeID !== regimeFacts(taxCountry).taxScheme) taxID.scheme = textAt(main, "TaxScheme", "TaxTypeCode") || schemeID;
    out.tax_id = taxID;
  }
  schemes.forEach((pts, index) => {
    if (index === chosen) return;
    out.identities ??= [];
    const type = schemeOf(pts);
    out.identities.push({ ...(country ? { country } : {}), code: textAt(pts, "CompanyID"), scope: "tax", ...(type !== "" ? { type } : {}) });
  });
}

/** How a profile's parties read beyond EN 16931. */
export interface PartyReading {
  /** ZATCA: a party identification's scheme is the identity's type (CRN, TIN, NAT...), not an ISO 6523 scheme. */
  typedIdentifications?: boolean;
}

/** A full UBL party (supplier, customer, payee, payer) as a GOBL party. */
export function readParty(party: ReadElement | undefined, regimeFacts: RegimeFactsOf, reading: PartyReading = {}): Doc | undefined {
  if (!party) return undefined;
  const out: Doc = {};
  const registration = textAt(party, "PartyLegalEntity", "RegistrationName");
  if (registration !== undefined) out.name = clean(registration);
  const endpoint = child(party, "EndpointID");
  if (endpoint) {
    const scheme = attr(endpoint, "schemeID") ?? "";
    out.inboxes = [scheme === "EM" ? { email: endpoint.text } : { scheme, code: endpoint.text }];
  }
  const partyName = textAt(party, "PartyName", "Name");
  if (partyName !== undefined) {
    // A trading name (BT-28, BT-45) is the alias, even when it is the legal name too: the writer writes a cac:PartyName from the alias only.
    if (!out.name) out.name = clean(partyName);
    else out.alias = clean(partyName);
  }
  const contact = child(party, "Contact");
  const contactName = textAt(contact, "Name");
  if (contactName !== undefined) out.people = [{ name: { given: clean(contactName) } }];
  const address = child(party, "PostalAddress");
  if (address) out.addresses = [readAddress(address)];
  const telephone = textAt(contact, "Telephone");
  if (telephone !== undefined) out.telephones = [{ num: clean(telephone) }];
  const email = textAt(contact, "ElectronicMail");
  if (email !== undefined) out.emails = [{ addr: clean(email) }];

  // The seller's additional legal information (BT-33: legal form, share capital, register court) is its registration's details.
  const legalForm = textAt(party, "PartyLegalEntity", "CompanyLegalForm");
  if (legalForm !== undefined && legalForm.trim() !== "") out.registration = { other: clean(legalForm) };
  const companyID = child(child(party, "PartyLegalEntity"), "CompanyID");
  if (companyID) {
    const scheme = attr(companyID, "schemeID");
    out.identities = [{ code: companyID.text, scope: "legal", ...(scheme !== undefined ? { ext: { "iso-scheme-id": scheme } } : {}) }];
  }
  readTaxSchemes(party, out, textAt(address, "Country", "IdentificationCode"), regimeFacts);
  for (const identification of children(party, "PartyIdentification")) {
    const id = child(identification, "ID");
    if (!id) continue;
    const scheme = attr(id, "schemeID");
    out.identities ??= [];
    if (scheme === undefined) out.identities.push({ code: id.text });
    else if (reading.typedIdentifications) out.identities.push({ code: id.text, type: scheme });
    else out.identities.push({ code: id.text, ext: { "iso-scheme-id": scheme } });
  }
  return out;
}

/** The party of a delivery: only its name matters (the address comes from the location). */
export function readDeliveryParty(party: ReadElement | undefined): Doc | undefined {
  if (!party) return undefined;
  const name = textAt(party, "PartyLegalEntity", "RegistrationName") ?? textAt(party, "PartyName", "Name");
  return name ? { name: clean(name) } : undefined;
}
