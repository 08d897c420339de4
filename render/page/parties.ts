/**
 * The parties' blocks: who supplies and who buys, and whoever else the
 * document names (payee, ordering buyer and seller, receiver of the goods,
 * ...), each with its tax ID, identities, address and contacts.
 */
import type { PartyBlock } from "./model.ts";
import type { PageContext } from "./context.ts";
import { join, obj, objs, str, type Obj } from "./doc.ts";

type Role = keyof PageContext["labels"]["roles"];

/** Where each role's party is, in the order the page shows them. */
const PLACES: readonly [Role, (doc: Obj) => unknown][] = [
  ["supplier", (d) => d.supplier],
  ["customer", (d) => d.customer],
  ["payee", (d) => obj(d.payment)?.payee ?? d.payee],
  ["payer", (d) => obj(d.payment)?.payer],
  ["seller", (d) => obj(d.ordering)?.seller ?? d.seller],
  ["buyer", (d) => obj(d.ordering)?.buyer ?? d.buyer],
  ["issuer", (d) => obj(d.ordering)?.issuer],
  ["despatcher", (d) => d.despatcher],
  ["receiver", (d) => obj(d.delivery)?.receiver ?? d.receiver],
  ["courier", (d) => d.courier],
];

export function partyBlocks(doc: Obj, ctx: PageContext, kind: string): PartyBlock[] {
  // A party document is itself the one party on its page.
  if (kind === "org/party") return [partyBlock(ctx.labels.roles.party, doc, ctx)];
  const blocks: PartyBlock[] = [];
  for (const [role, find] of PLACES) {
    const party = obj(find(doc));
    if (party) blocks.push(partyBlock(ctx.labels.roles[role], party, ctx));
  }
  return blocks;
}

export function partyBlock(role: string, party: Obj, ctx: PageContext): PartyBlock {
  const p = ctx.labels.party;
  const lines: string[] = [];
  const alias = str(party.alias);
  if (alias && alias !== str(party.name)) lines.push(alias);
  const taxID = taxIdOf(obj(party.tax_id));
  if (taxID) lines.push(`${p.taxId}: ${taxID}`);
  for (const identity of objs(party.identities)) {
    const code = str(identity.code);
    if (code) lines.push(join([identityLabel(identity), code], ": "));
  }
  for (const inbox of objs(party.inboxes)) {
    const value = join([str(inbox.scheme), str(inbox.code)], ":") || str(inbox.email) || str(inbox.url);
    if (value) lines.push(join([str(inbox.label) ?? str(inbox.key), value], ": "));
  }
  for (const address of objs(party.addresses)) lines.push(...addressLines(address, ctx));
  for (const email of objs(party.emails)) if (str(email.addr)) lines.push(`${p.email}: ${str(email.addr)}`);
  for (const phone of objs(party.telephones)) if (str(phone.num)) lines.push(`${p.telephone}: ${str(phone.num)}`);
  for (const site of objs(party.websites)) if (str(site.url)) lines.push(`${p.website}: ${str(site.url)}`);
  for (const person of objs(party.people)) {
    const name = personName(obj(person.name));
    if (name) lines.push(`${p.contact}: ${join([name, str(person.role)], ", ")}`);
  }
  const registration = obj(party.registration);
  if (registration) {
    const text = join([str(registration.office), str(registration.book), str(registration.volume), str(registration.sheet), str(registration.section), str(registration.page), str(registration.entry), str(registration.other)], ", ");
    if (text) lines.push(text);
  }
  return { role, name: str(party.name) ?? alias ?? personName(objs(party.people).map((x) => obj(x.name))[0]) ?? "", lines };
}

/** `ES B65410011`: the country, then the code, as both are written on invoices. */
function taxIdOf(id: Obj | undefined): string | undefined {
  if (!id) return undefined;
  const code = str(id.code);
  const country = str(id.country);
  if (!code) return undefined;
  return country && !code.toUpperCase().startsWith(country.toUpperCase()) ? `${country} ${code}` : code;
}

function identityLabel(identity: Obj): string | undefined {
  return str(identity.label) ?? str(identity.type) ?? str(identity.key);
}

function personName(name: Obj | undefined): string | undefined {
  if (!name) return undefined;
  return join([str(name.prefix), str(name.given), str(name.middle), str(name.surname), str(name.surname2), str(name.suffix)]) || str(name.alias);
}

/** An address as it is written on an envelope: street, town with its postcode, region, country. */
export function addressLines(address: Obj, ctx: PageContext): string[] {
  const street = join([str(address.street), str(address.num)]);
  const detail = join([str(address.block), str(address.floor), str(address.door)], ", ");
  const lines = [
    str(address.label),
    str(address.po_box),
    join([street, detail], ", "),
    str(address.street_extra),
    join([str(address.code), str(address.locality)]),
    join([str(address.region), str(address.state), countryName(str(address.country), ctx.lang)], ", "),
  ];
  return lines.filter((l): l is string => !!l);
}

const displayNames = new Map<string, Intl.DisplayNames | undefined>();

/** A country's name in the page's language (`España`), or its code. */
export function countryName(code: string | undefined, lang: string): string | undefined {
  if (!code) return undefined;
  if (!displayNames.has(lang)) {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([lang], { type: "region" });
    } catch {
      names = undefined;
    }
    displayNames.set(lang, names);
  }
  // Greece is EL in tax IDs but GR in ISO 3166.
  const iso = code.toUpperCase() === "EL" ? "GR" : code.toUpperCase();
  try {
    return displayNames.get(lang)?.of(iso) ?? code;
  } catch {
    return code;
  }
}
