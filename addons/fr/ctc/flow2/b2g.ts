/**
 * The BR-FR-CPRO rules for invoices to public buyers (upstream:
 * addon/flow2/b2g.go), applied when the invoice has the `b2g` tag. Chorus
 * Pro checks them on its side and publishes no schematron for them, so
 * these are the only checks made before sending.
 *
 * Identification: invoice and preceding numbers of 20 characters at most
 * (CPRO-02); a supplier identity under one of the schemes a public buyer
 * accepts for the seller (0009 SIRET, 0223 EU VAT, 0226 individual, 0227
 * non-EU, 0228 RIDET, 0229 TAHITI; CPRO-03) in the form its scheme
 * requires (CPRO-04 for CPRO-04 to 08); a SIRET beside any SIREN of the
 * supplier (CPRO-09) and the payee (CPRO-17); a customer SIRET (CPRO-10).
 * Counts: 999999 lines, one preceding invoice, one contact per party
 * (CPRO-19, 20, 26, 27). Billing mode S5 is refused, S3 being the B2G form
 * of subcontracting (CPRO-24). Then the length limits of CPRO-14 to 44.
 *
 * Like GOBL, the codes keep the lower-case assertion names
 * (`…-BILL-INVOICE-cpro-02`), and lengths count characters (runes).
 */
import type { Assertion, Validator } from "../../../../engine/index.ts";
import { extCode, utf8Length } from "../../../../engine/index.ts";
import { EXT_KEY_BILLING_MODE } from "../common/billing-mode.ts";
import { SCHEME_SIREN, SCHEME_SIRET, schemeOf } from "../common/identity.ts";
import { TAG_B2G, tagged } from "./tags.ts";

type Obj = Record<string, any>;

const P = "GOBL-FR-CTC-FLOW2-BILL-INVOICE-cpro";

/** The schemes a public buyer accepts for the seller's identifier (BT-29). */
export const B2G_SELLER_SCHEMES = ["0009", "0223", "0226", "0227", "0228", "0229"];

const runes = (s: string): number => [...s].length;
const text = (v: unknown): string => (typeof v === "string" ? v : "");
/** Members counted as GOBL's `len` does, empty ones too. */
const count = (v: unknown): number => (Array.isArray(v) ? v.length : 0);
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter((x): x is Obj => !!x && typeof x === "object") : []);

/** GOBL's `Series.Join(Code)`: the two joined by a dash, or whichever is there. */
const joinCode = (ref: Obj): string => [text(ref.series), text(ref.code)].filter(Boolean).join("-");

const hasScheme = (party: Obj | null | undefined, scheme: string): boolean => list(party?.identities).some((id) => schemeOf(id) === scheme);

/** A party identified by its SIREN also gives its SIRET (CPRO-09, 17). */
const sirenWithSIRET = (party: Obj | null | undefined): boolean => !party || !hasScheme(party, SCHEME_SIREN) || hasScheme(party, SCHEME_SIRET);

/** Unicode decimal digits, as Go's `unicode.IsDigit`. */
const DIGIT = /^\p{Nd}$/u;

/**
 * An individual's identifier (0226): 10 to 80 characters whose first ten
 * bytes are digits. GOBL walks the code by byte offset and stops at offset
 * 10, so a multi-byte character there ends the check early; kept as is.
 */
function individualCodeValid(code: string): boolean {
  const n = runes(code);
  if (n < 10 || n > 80) return false;
  let offset = 0;
  for (const ch of code) {
    if (offset >= 10) break;
    if (!DIGIT.test(ch)) return false;
    offset += utf8Length(ch);
  }
  return true;
}

/** The supplier's identities have the form their scheme requires (CPRO-04 to 08). */
function identityFormatsValid(supplier: Obj | null | undefined): boolean {
  return list(supplier?.identities).every((id) => {
    const code = text(id.code);
    const n = runes(code);
    switch (schemeOf(id)) {
      case "0223":
      case "0227":
        return n < 18;
      case "0228":
      case "0229":
        return n >= 9 && n <= 10;
      case "0226":
        return individualCodeValid(code);
      default:
        return true;
    }
  });
}

const codesWithin20 = (inv: Obj): boolean => runes(joinCode(inv)) <= 20 && list(inv.preceding).every((ref) => runes(joinCode(ref)) <= 20);

/** Each text the getter finds is at most `max` characters long. */
const within = (max: number, get: (inv: Obj) => unknown[]) => (inv: Obj) => get(inv).every((v) => runes(text(v)) <= max);

const streets = (party: Obj | null | undefined): unknown[] => list(party?.addresses).map((a) => a.street);
const localities = (party: Obj | null | undefined): unknown[] => list(party?.addresses).map((a) => a.locality);
const names = (party: Obj | null | undefined): unknown[] => (party ? [party.name] : []);
const aliases = (party: Obj | null | undefined): unknown[] => (party ? [party.alias] : []);

function deliveryIdentityCodes(inv: Obj): unknown[] {
  if (!inv.delivery) return [];
  return [...list(inv.delivery.identities), ...list(inv.delivery.receiver?.identities)].map((id) => id.code);
}

const accountIdentifiers = (inv: Obj): unknown[] => list(inv.payment?.instructions?.credit_transfer).flatMap((ct) => [ct.iban, ct.number]);

/** [rule number, message, test]; every one applies to `b2g` invoices only. */
const CHECKS: [string, string, (inv: Obj) => boolean][] = [
  ["02", "the invoice number and each preceding invoice number (series included) may have 20 characters at most (BR-FR-CPRO-02)", codesWithin20],
  [
    "03",
    "the supplier needs an identity with ISO scheme 0009, 0223, 0226, 0227, 0228 or 0229 (BR-FR-CPRO-03)",
    (inv) => !inv.supplier || B2G_SELLER_SCHEMES.some((s) => hasScheme(inv.supplier, s)),
  ],
  [
    "04",
    "each supplier identity code must have the form of its ISO scheme: under 18 characters for 0223 and 0227, 9 or 10 for 0228 and 0229, 10 digits then up to 70 characters for 0226 (BR-FR-CPRO-04 to 08)",
    (inv) => identityFormatsValid(inv.supplier),
  ],
  ["09", "a supplier identified by its SIREN must also give its SIRET (identity with ISO scheme 0009) (BR-FR-CPRO-09)", (inv) => sirenWithSIRET(inv.supplier)],
  ["10", "the customer must give its SIRET (identity with ISO scheme 0009) (BR-FR-CPRO-10)", (inv) => !inv.customer || hasScheme(inv.customer, SCHEME_SIRET)],
  ["17", "a payee identified by its SIREN must also give its SIRET (identity with ISO scheme 0009) (BR-FR-CPRO-17)", (inv) => sirenWithSIRET(inv.payment?.payee)],
  ["19", "an invoice may have 999999 lines at most (BR-FR-CPRO-19)", (inv) => count(inv.lines) <= 999999],
  ["20", "an invoice may refer to one preceding invoice at most (BR-FR-CPRO-20)", (inv) => count(inv.preceding) <= 1],
  ["26", "the supplier may name one contact person at most (BR-FR-CPRO-26)", (inv) => count(inv.supplier?.people) <= 1],
  ["27", "the customer may name one contact person at most (BR-FR-CPRO-27)", (inv) => count(inv.customer?.people) <= 1],
  [
    "24",
    "billing mode S5 is refused for public buyers; direct-payment subcontracting uses S3 (BR-FR-CPRO-24)",
    (inv) => !inv.tax || extCode(inv.tax.ext, EXT_KEY_BILLING_MODE) !== "S5",
  ],
  ["14", "each contract reference may have 50 characters at most (BR-FR-CPRO-14)", within(50, (inv) => list(inv.ordering?.contracts).map(joinCode))],
  ["15", "the purchase order (engagement) reference may have 50 characters at most (BR-FR-CPRO-15)", within(50, (inv) => (inv.ordering ? [inv.ordering.code] : []))],
  ["30", "each attachment code may have 50 characters at most (BR-FR-CPRO-30)", within(50, (inv) => list(inv.attachments).map((a) => a.code))],
  ["31", "each item description may have 1024 characters at most (BR-FR-CPRO-31)", within(1024, (inv) => list(inv.lines).flatMap((l) => (l.item ? [l.item.description] : [])))],
  ["32", "each supplier address street may have 400 characters at most (BR-FR-CPRO-32)", within(400, (inv) => streets(inv.supplier))],
  ["33", "each supplier address locality may have 400 characters at most (BR-FR-CPRO-33)", within(400, (inv) => localities(inv.supplier))],
  ["34", "the customer's trading name (alias) may have 99 characters at most (BR-FR-CPRO-34)", within(99, (inv) => aliases(inv.customer))],
  ["35", "the payment terms notes may have 1024 characters at most (BR-FR-CPRO-35)", within(1024, (inv) => (inv.payment?.terms ? [inv.payment.terms.notes] : []))],
  ["36", "the supplier's trading name (alias) may have 99 characters at most (BR-FR-CPRO-36)", within(99, (inv) => aliases(inv.supplier))],
  ["37", "the payee's name may have 99 characters at most (BR-FR-CPRO-37)", within(99, (inv) => names(inv.payment?.payee))],
  ["38", "each delivery location identifier may have 20 characters at most (BR-FR-CPRO-38)", within(20, deliveryIdentityCodes)],
  ["39", "each payment account identifier (IBAN or account number) may have 27 characters at most (BR-FR-CPRO-39)", within(27, accountIdentifiers)],
  ["41", "each attachment name may have 50 characters at most (BR-FR-CPRO-41)", within(50, (inv) => list(inv.attachments).map((a) => a.name))],
  ["42", "each invoice note may have 1024 characters at most (BR-FR-CPRO-42)", within(1024, (inv) => list(inv.notes).map((n) => n.text))],
  ["43", "the supplier's name may have 99 characters at most (BR-FR-CPRO-43)", within(99, (inv) => names(inv.supplier))],
  ["44", "the customer's name may have 99 characters at most (BR-FR-CPRO-44)", within(99, (inv) => names(inv.customer))],
];

const isB2G = (inv: Obj): boolean => tagged(inv, TAG_B2G);

export const b2gRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: CHECKS.map(([n, message, test]): Assertion<Obj> => ({ code: `${P}-${n}`, message, when: isB2G, test })),
};
