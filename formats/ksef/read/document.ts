/**
 * An FA(3) invoice (KSeF) into a partial GOBL invoice with the pl-favat-v3
 * addon: its parties, lines, annotations, references, payment and notes,
 * with the sums it states (P_13_x, P_14_x, P_15) for the engine to check
 * its calculation against. What GOBL's invoice cannot carry is left out
 * (see the report on this reader).
 */
import { type FormatContext, type ParsedXML } from "../../../engine/index.ts";
import { EXT_KEY_THIRD_PARTY_ROLE } from "../../../addons/pl/favat/extensions.ts";
import { child, children, type ParsedNode } from "../../common/xml-tree.ts";
import { annotations } from "./annotations.ts";
import { references } from "./corrections.ts";
import { additionalDescriptions, footer, ordering } from "./details.ts";
import { header } from "./header.ts";
import { lines } from "./lines.ts";
import { customer, otherParty, supplier, type OtherParty } from "./parties.ts";
import { payment } from "./payment.ts";
import { openDocument, refuse } from "./root.ts";
import { decimal, put, required, str, type Out } from "./values.ts";
import { vatSums } from "./vat-sums.ts";

export const ADDON = "pl-favat-v3";
export const PROFILE = "fa3";
const HOME_CURRENCY = "PLN";

/** Roles of Podmiot3 whose entity is one of the customer's identities (the addon's JST and VAT group rules look there). */
const CUSTOMER_ROLES: ReadonlySet<string> = new Set(["8", "10"]);

/**
 * Places each other entity where GOBL's invoice has room for its role: the
 * factor (1) as the payee, the recipient (2) as the delivery's receiver, the
 * original entity (3) as the ordering's seller, an additional buyer (4) as
 * its buyer, the issuer (5, 7, 9) as its issuer, the payer (6) as the
 * payment's payer; a JST or VAT group recipient (8, 10) is an identity of
 * the customer. Employees (11), other roles and a second entity for a place
 * already taken have none and are left out.
 */
function placeOthers(invoice: Out, others: OtherParty[]): void {
  const place = (holder: string, field: string, party: Out): boolean => {
    const target = ((invoice[holder] as Out | undefined) ?? {}) as Out;
    if (target[field] !== undefined) return false;
    target[field] = party;
    invoice[holder] = target;
    return true;
  };
  for (const other of others) {
    const role = other.role;
    if (role === undefined) continue;
    if (CUSTOMER_ROLES.has(role)) {
      const buyer = invoice.customer as Out | undefined;
      if (buyer && other.code) buyer.identities = [...((buyer.identities as Out[] | undefined) ?? []), { code: other.code, ext: { [EXT_KEY_THIRD_PARTY_ROLE]: role } }];
      continue;
    }
    if (role === "1") place("payment", "payee", other.party);
    else if (role === "2") place("delivery", "receiver", other.party);
    else if (role === "3") place("ordering", "seller", other.party);
    else if (role === "4") place("ordering", "buyer", other.party);
    else if (role === "5" || role === "7" || role === "9") place("ordering", "issuer", other.party);
    else if (role === "6") place("payment", "payer", other.party);
  }
}

function exchangeRate(invoice: Out, fa: ParsedNode, lineRate: string | undefined): void {
  if (invoice.currency === HOME_CURRENCY) return;
  // An advance invoice states its rate in the Fa (KursWalutyZ); the other kinds on the lines (KursWaluty).
  const rate = lineRate ?? decimal(fa, "KursWalutyZ", "Fa");
  if (rate !== undefined) invoice.exchange_rates = [{ from: invoice.currency, to: HOME_CURRENCY, amount: rate }];
}

export function readDocument(xml: string, _context?: FormatContext): ParsedXML {
  const root = openDocument(xml);
  if (!child(root, "Naglowek")) refuse("Naglowek of Faktura is missing: FA(3) requires it");
  const fa = child(root, "Fa");
  if (!fa) refuse("Fa of Faktura is missing: FA(3) requires it");
  const invoice: Out = { $schema: "https://gobl.org/draft-0/bill/invoice", $regime: "PL", $addons: [ADDON] };
  const { tags } = header(invoice, fa);
  const notes: Out[] = [];

  const seller = supplier(child(root, "Podmiot1"));
  invoice.supplier = seller;
  put(invoice, "customer", customer(child(root, "Podmiot2")));

  const notesOfAnnotations = annotations(fa);
  tags.push(...notesOfAnnotations.tags);
  const refs = references(fa);
  const tax = invoice.tax as { ext: Out };
  tax.ext = { ...tax.ext, ...notesOfAnnotations.ext, ...refs.ext };
  put(invoice, "preceding", refs.preceding);

  const read = lines(fa, notesOfAnnotations.marginScheme, invoice.type === "credit-note");
  if (read.grossPrices) (invoice.tax as Out).prices_include = "VAT";
  const lineNumbers = children(fa, "FaWiersz").map((n) => str(n, "NrWierszaFa"));
  additionalDescriptions(fa, notes, read.lines, lineNumbers);
  put(invoice, "lines", read.lines);
  exchangeRate(invoice, fa, read.rate);

  const order = ((invoice.ordering as Out | undefined) ?? {}) as Out;
  ordering(fa, order, notes);
  put(invoice, "ordering", order);

  const due = decimal(fa, "P_15", "Fa") ?? required(fa, "P_15", "Fa");
  put(invoice, "payment", payment(fa, due));
  placeOthers(invoice, children(root, "Podmiot3").map(otherParty));

  notes.push(...notesOfAnnotations.notes, ...refs.notes);
  footer(root, seller, notes);
  put(invoice, "notes", notes);
  put(invoice, "$tags", [...new Set(tags)]);

  const sums = vatSums(fa, invoice.type === "credit-note");
  return { document: invoice, statedTotals: sums.statedTotals, statedTotalElements: sums.statedTotalElements, profile: PROFILE };
}
