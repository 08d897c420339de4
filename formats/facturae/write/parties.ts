/**
 * The seller and buyer (FacturaE's Parties): each a tax identification, then
 * a legal entity or an individual, told apart by the first character of the
 * tax number as gobl.facturae does (a DNI or NIE names a person). A public
 * administration's buyer also states its administrative centres (FACe).
 */
import { inEuropeanUnion } from "../../../engine/index.ts";
import { CENTRE_ROLE_ACCOUNTING, CENTRE_ROLE_MANAGING, CENTRE_ROLE_PROCESSING, EU_RESIDENT, FOREIGN_RESIDENT, PERSON_FIRST_CHARACTERS, RESIDENT } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { addressElement, partyAddress } from "./address.ts";
import { listOf, text, type JSONObject } from "./json.ts";
import type { Refusals } from "./refusals.ts";

/** FacturaE's TaxIdentification of a party's tax ID; undefined (and refused) without a code. */
export function taxIdentification(party: JSONObject, path: string, issueDate: string | undefined, refusals: Refusals): XMLNode | undefined {
  const taxID = party.tax_id as JSONObject | undefined;
  const code = text(taxID?.code);
  if (code === undefined) {
    refusals.missing(taxID ? `${path}.tax_id.code` : `${path}.tax_id`, "FacturaE identifies every party by its tax number");
    return undefined;
  }
  return {
    PersonTypeCode: isPerson(code) ? "F" : "J",
    ResidenceTypeCode: residence(text(taxID?.country), issueDate),
    TaxIdentificationNumber: code.replaceAll("-", ""),
  };
}

export function isPerson(code: string): boolean {
  return PERSON_FIRST_CHARACTERS.has(code[0]!.toUpperCase());
}

function residence(country: string | undefined, issueDate: string | undefined): string {
  if (country === "ES") return RESIDENT;
  return inEuropeanUnion(country, issueDate) ? EU_RESIDENT : FOREIGN_RESIDENT;
}

/** A party of the invoice: SellerParty or BuyerParty. */
export function party(value: JSONObject, path: string, issueDate: string | undefined, refusals: Refusals, centres?: XMLNode[]): XMLNode {
  const identification = taxIdentification(value, path, issueDate, refusals);
  // The first-character rule is Spain's: a foreign tax number starting with a
  // digit names a person only when the party names one; otherwise it is a
  // legal entity (gobl.facturae writes an empty Individual, which the schema refuses).
  if (identification?.PersonTypeCode === "F" && value.tax_id?.country !== "ES" && text(value.people?.[0]?.name?.given) === undefined) {
    identification.PersonTypeCode = "J";
  }
  const person = identification?.PersonTypeCode === "F";
  return {
    TaxIdentification: identification,
    AdministrativeCentres: centres && centres.length > 0 ? { AdministrativeCentre: centres } : undefined,
    ...(person ? { Individual: individual(value, path, refusals) } : { LegalEntity: legalEntity(value, path, refusals) }),
  };
}

function legalEntity(value: JSONObject, path: string, refusals: Refusals): XMLNode {
  const name = text(value.name);
  if (name === undefined) refusals.missing(`${path}.name`, "FacturaE requires a legal entity's corporate name");
  return { CorporateName: name, ...partyAddress(value, path, refusals), ContactDetails: contactDetails(value) };
}

/** A natural person: named after the party's first person, as gobl.facturae does. */
function individual(value: JSONObject, path: string, refusals: Refusals): XMLNode {
  const name = (value.people as JSONObject[] | undefined)?.[0]?.name as JSONObject | undefined;
  const given = text(name?.given);
  if (given === undefined) refusals.missing(`${path}.people[0].name.given`, "a party whose tax number names a person needs that person's given name");
  return {
    Name: given,
    FirstSurname: text(name?.surname),
    SecondSurname: text(name?.surname2),
    ...partyAddress(value, path, refusals),
    ContactDetails: contactDetails(value),
  };
}

/** The first telephone, e-mail and person; written (empty when none) as gobl.facturae does. */
function contactDetails(value: JSONObject): XMLNode {
  const person = (value.people as JSONObject[] | undefined)?.[0]?.name as JSONObject | undefined;
  return {
    Telephone: text((value.telephones as JSONObject[] | undefined)?.[0]?.num),
    ElectronicMail: text((value.emails as JSONObject[] | undefined)?.[0]?.addr),
    ContactPersons: person ? text(`${person.given ?? ""} ${person.surname ?? ""}`.trim()) : undefined,
  };
}

/**
 * FACe's administrative centres, as gobl.facturae maps them: the customer's
 * tax-scope identities are its accounting office (01), the delivery
 * receiver's first identity the managing body (02), the ordering buyer's
 * the processing unit (03), each at its party's first address.
 */
export function administrativeCentres(invoice: JSONObject, refusals: Refusals): XMLNode[] {
  const centres: XMLNode[] = [];
  const customer = invoice.customer as JSONObject;
  listOf(customer.identities).forEach((identity) => {
    if (identity.scope === "tax") centres.push(...centre(text(identity.code), CENTRE_ROLE_ACCOUNTING, customer, "$.doc.customer", refusals));
  });
  const receiver = invoice.delivery?.receiver as JSONObject | undefined;
  if (receiver) centres.push(...centre(text(listOf(receiver.identities)[0]?.code), CENTRE_ROLE_MANAGING, receiver, "$.doc.delivery.receiver", refusals));
  const buyer = invoice.ordering?.buyer as JSONObject | undefined;
  if (buyer) centres.push(...centre(text(listOf(buyer.identities)[0]?.code), CENTRE_ROLE_PROCESSING, buyer, "$.doc.ordering.buyer", refusals));
  return centres;
}

function centre(code: string | undefined, role: string, owner: JSONObject, path: string, refusals: Refusals): XMLNode[] {
  if (code === undefined) return [];
  const address = listOf(owner.addresses)[0];
  return [{ CentreCode: code, RoleTypeCode: role, ...(address ? addressElement(address, `${path}.addresses[0]`, refusals) : {}) }];
}
