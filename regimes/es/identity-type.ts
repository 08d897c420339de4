/**
 * The AEAT's identity types (list L7 of its e-invoicing specifications): how
 * a customer without a Spanish NIF is identified in VERI*FACTU, SII and
 * TicketBAI records. Each of those addons has its own extension for the code
 * but derives it the same way, from the key of the customer's first
 * identity, so the derivation lives here once.
 */
import { mergeExt, type Party } from "../../engine/index.ts";

/** NIF-VAT: a European VAT number; given by the user, never derived. */
export const AEAT_IDENTITY_TYPE_VAT = "02";

/** GOBL identity keys → AEAT identity type codes. */
export const AEAT_IDENTITY_TYPES: ReadonlyMap<string, string> = new Map([
  ["passport", "03"],
  ["foreign", "04"],
  ["resident", "05"],
  ["other", "06"],
]);

/**
 * Sets `extKey` on the customer's first identity to the AEAT type of its key,
 * unless the customer has a Spanish tax ID with a code (then the NIF
 * identifies them). Identities with other keys, and later identities, are
 * left alone; a code already there is replaced.
 */
export function setCustomerIdentityType(customer: Party | undefined | null, extKey: string): void {
  if (!customer) return;
  if (customer.tax_id?.country === "ES" && customer.tax_id.code) return;
  const first = customer.identities?.[0];
  if (!first) return;
  const code = AEAT_IDENTITY_TYPES.get(first.key ?? "");
  if (code) mergeExt(first, { [extKey]: code });
}
