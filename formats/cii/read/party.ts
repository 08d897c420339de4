/** Trade parties into GOBL parties: names, identities, addresses, contacts, inboxes and tax IDs. */
import { isoCountryOf } from "../../../engine/index.ts";
import { EMAIL_SCHEME, FISCAL_REGISTRATION_SCHEME, VAT_REGISTRATION_SCHEME } from "../codes.ts";
import { attribute, child, children, text, textAt, type ParsedNode } from "../xml.ts";
import { put, type Out } from "./values.ts";
import { addressLineThreeMeta } from "../../common/kept-terms.ts";

export function address(node: ParsedNode): Out {
  const out: Out = {};
  put(out, "street", textAt(node, "LineOne"));
  put(out, "street_extra", textAt(node, "LineTwo"));
  put(out, "locality", textAt(node, "CityName"));
  put(out, "region", textAt(node, "CountrySubDivisionName"));
  put(out, "code", textAt(node, "PostcodeCode"));
  // An address's country is ISO here: Greece's EL (which GOBL's converters write) reads as GR.
  const country = textAt(node, "CountryID");
  put(out, "country", country === undefined ? undefined : isoCountryOf(country));
  // BT-162…BT-165: the third line, which GOBL's address has no field for.
  put(out, "meta", addressLineThreeMeta(textAt(node, "LineThree")));
  return out;
}

function schemeExt(scheme: string | undefined): Out | undefined {
  return scheme ? { "iso-scheme-id": scheme } : undefined;
}

/** A VAT registration as a tax ID: the country prefix and the code. */
function taxIDOf(value: string, addressCountry: string | undefined): Out {
  if (/^[A-Za-z]{2}./.test(value)) return { country: value.slice(0, 2).toUpperCase(), code: value.slice(2) };
  return { country: addressCountry ?? "", code: value };
}

/** Chorus Pro's party scheme of an organisation identified by its SIRET. */
const CHORUS_PRO_SIRET_SCHEME = "1";
/** The ISO 6523 ICD of a SIRET, which we write where gobl.cii writes Chorus Pro's scheme "1". */
const SIRET_ICD = "0009";

/**
 * A party of a Chorus Pro invoice. Its legal organisation's schemeID is
 * either the ICD we write (0009, a SIRET: scheme 1; none for a VAT number or
 * a name, whose scheme the addon works out again from the tax ID) or, as
 * gobl.cii writes it, the party's `fr-choruspro-scheme` itself; under scheme
 * 1 the ID is its SIRET. (gobl.cii does not read these back, so its Chorus
 * Pro documents do not build again; reading them keeps the round trip whole.)
 */
export function chorusProParty(node: ParsedNode): Out {
  const out = party(node);
  const schemeID = attribute(child(child(node, "SpecifiedLegalOrganization"), "ID"), "schemeID");
  const scheme = schemeID === SIRET_ICD ? CHORUS_PRO_SIRET_SCHEME : schemeID;
  if (!scheme) return out;
  out.ext = { ...(out.ext ?? {}), "fr-choruspro-scheme": scheme };
  if (scheme === CHORUS_PRO_SIRET_SCHEME) {
    for (const identity of (out.identities ?? []) as Out[]) {
      if (identity.scope === "legal") {
        identity.type = "SIRET";
        delete identity.scope;
        delete identity.ext;
      }
    }
  }
  return out;
}

export function party(node: ParsedNode): Out {
  const out: Out = {};
  put(out, "name", textAt(node, "Name"));
  const identities: Out[] = [];
  const legal = child(node, "SpecifiedLegalOrganization");
  const alias = textAt(legal, "TradingBusinessName");
  if (alias && alias !== out.name) out.alias = alias;
  const legalID = child(legal, "ID");
  if (legalID && text(legalID)) {
    const identity: Out = { code: text(legalID), scope: "legal" };
    put(identity, "ext", schemeExt(attribute(legalID, "schemeID")));
    identities.push(identity);
  }
  // Every identifier (BT-29, BT-46, BT-60 repeat), each an identity; gobl.cii reads the first.
  for (const id of children(node, "ID")) {
    if (!text(id)) continue;
    const identity: Out = { code: text(id) };
    put(identity, "ext", schemeExt(attribute(id, "schemeID")));
    identities.push(identity);
  }
  const postal = child(node, "PostalTradeAddress");
  if (postal) out.addresses = [address(postal)];
  readContact(node, out);
  const country = postal ? textAt(postal, "CountryID") : undefined;
  for (const registration of children(node, "SpecifiedTaxRegistration")) {
    const regID = child(registration, "ID");
    const value = text(regID);
    if (!value) continue;
    const scheme = attribute(regID, "schemeID");
    if (scheme === VAT_REGISTRATION_SCHEME) {
      const taxID = taxIDOf(value, country);
      if (taxID.code) out.tax_id = taxID;
    } else if (scheme === FISCAL_REGISTRATION_SCHEME) {
      // The seller's tax registration (BT-32): an identity of tax scope, which the writer gives back as FC
      // (gobl.cii's has no scope, and is written back as the party's identifier, BT-29).
      const identity: Out = {};
      put(identity, "country", country);
      identity.code = value;
      identity.scope = "tax";
      identities.push(identity);
    }
  }
  for (const globalID of children(node, "GlobalID")) identities.push({ code: text(globalID), ext: { "iso-scheme-id": attribute(globalID, "schemeID") ?? "" } });
  put(out, "identities", identities);
  return out;
}

/** The contact (person, phone, e-mail) and the electronic address (inbox). */
function readContact(node: ParsedNode, out: Out): void {
  const contact = child(node, "DefinedTradeContact");
  if (contact) {
    const person = textAt(contact, "PersonName");
    const department = textAt(contact, "DepartmentName");
    if (person) out.people = [{ name: { given: person } }];
    // A contact point that is a department (BT-41, BT-56 as ram:DepartmentName alone): GOBL's person needs a name, so
    // the department is both its name and its role (the role is what gobl.cii writes as DepartmentName), and the
    // writer gives such a person back as DepartmentName alone. With a PersonName too, the person is read as gobl.cii
    // reads it.
    else if (department) out.people = [{ name: { given: department }, role: department }];
    const phone = child(contact, "TelephoneUniversalCommunication");
    if (phone) out.telephones = [{ num: textAt(phone, "CompleteNumber") ?? "" }];
    const email = child(contact, "EmailURIUniversalCommunication");
    if (email) out.emails = [{ addr: textAt(email, "URIID") ?? "" }];
  }
  const uri = child(child(node, "URIUniversalCommunication"), "URIID");
  if (uri) {
    const scheme = attribute(uri, "schemeID") ?? "";
    const inbox: Out = {};
    if (scheme === EMAIL_SCHEME) put(inbox, "email", text(uri));
    else {
      put(inbox, "scheme", scheme);
      put(inbox, "code", text(uri));
    }
    out.inboxes = [inbox];
  }
}

/**
 * The payee (BG-10): its name (BT-59), identifier (BT-60: an ID, or a global
 * ID with its scheme) and legal registration identifier (BT-61); gobl.cii
 * reads the name (and an address) alone.
 */
export function payeeParty(node: ParsedNode): Out {
  const out: Out = {};
  put(out, "name", textAt(node, "Name"));
  const identities: Out[] = [];
  const id = child(node, "ID");
  if (id && text(id)) identities.push({ code: text(id) });
  const globalID = child(node, "GlobalID");
  if (globalID && text(globalID)) identities.push({ code: text(globalID), ext: { "iso-scheme-id": attribute(globalID, "schemeID") ?? "" } });
  const legalID = child(child(node, "SpecifiedLegalOrganization"), "ID");
  if (legalID && text(legalID)) {
    const identity: Out = { code: text(legalID), scope: "legal" };
    put(identity, "ext", schemeExt(attribute(legalID, "schemeID")));
    identities.push(identity);
  }
  put(out, "identities", identities);
  // EN 16931 gives the payee no address; gobl.cii reads one when there is.
  const postal = child(node, "PostalTradeAddress");
  if (postal) out.addresses = [address(postal)];
  return out;
}

/** A party with only a name and an address (ship-to); none when it has neither. */
export function namedParty(node: ParsedNode): Out | undefined {
  const out: Out = {};
  put(out, "name", textAt(node, "Name"));
  const postal = child(node, "PostalTradeAddress");
  if (postal) out.addresses = [address(postal)];
  return Object.keys(out).length > 0 ? out : undefined;
}
