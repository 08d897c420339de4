/**
 * Post codes of Mexican invoices, moved as GOBL moved them (document scope:
 * MX invoices only). Early CFDI documents kept post codes in a party
 * extension, `mx-cfdi-post-code`, which no longer exists:
 *
 * - the place of issue (`mx-cfdi-issue-place` in the invoice's tax
 *   extensions) is filled, when missing, from the supplier's old post-code
 *   extension or else from the code of the supplier's first address;
 * - the customer's old post-code extension becomes the code of its first
 *   address (an address is added when it has none);
 * - the old extension is then removed from both parties.
 */
import type { Normalizer } from "../../engine/index.ts";

type Obj = Record<string, any>;

/** Extension keys of the CFDI addon that these migrations touch. */
export const EXT_KEY_ISSUE_PLACE = "mx-cfdi-issue-place";
export const EXT_KEY_POST_CODE = "mx-cfdi-post-code";

const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const extOf = (v: Obj): Obj | undefined => (isObject(v.ext) ? v.ext : undefined);
const has = (ext: Obj | undefined, key: string): boolean => !!ext && Object.hasOwn(ext, key);
/** An extension value as a code; empty (so "not set") unless it is a non-empty string. */
const codeOf = (v: unknown): string => (typeof v === "string" ? v : "");

/** Fills the place of issue from the supplier, when the invoice has none. */
export function migrateIssuePlace(inv: Obj): void {
  const current = isObject(inv.tax) && isObject(inv.tax.ext) ? inv.tax.ext : {};
  if (has(current, EXT_KEY_ISSUE_PLACE) || !isObject(inv.supplier)) return;
  const supplier = inv.supplier;
  let place = "";
  if (has(extOf(supplier), EXT_KEY_POST_CODE)) {
    place = codeOf(supplier.ext[EXT_KEY_POST_CODE]);
  } else if (Array.isArray(supplier.addresses) && supplier.addresses.length > 0) {
    const first = supplier.addresses[0];
    place = isObject(first) ? codeOf(first.code) : "";
  }
  const ext: Obj = { ...current };
  if (place !== "") ext[EXT_KEY_ISSUE_PLACE] = place;
  if (Object.keys(ext).length === 0) return;
  if (!isObject(inv.tax)) inv.tax = {};
  inv.tax.ext = ext;
}

/** Moves the customer's old post-code extension to its first address. */
export function migrateCustomerPostCode(inv: Obj): void {
  const customer = inv.customer;
  if (!isObject(customer) || !has(extOf(customer), EXT_KEY_POST_CODE)) return;
  if (!Array.isArray(customer.addresses) || customer.addresses.length === 0) customer.addresses = [{}];
  if (!isObject(customer.addresses[0])) customer.addresses[0] = {};
  const code = codeOf(customer.ext[EXT_KEY_POST_CODE]);
  if (code !== "") customer.addresses[0].code = code;
  else delete customer.addresses[0].code;
}

/** Drops the old post-code extension from a party (and its `ext` when nothing is left). */
export function dropPostCodeExt(party: unknown): void {
  if (!isObject(party) || !has(extOf(party), EXT_KEY_POST_CODE)) return;
  const { [EXT_KEY_POST_CODE]: _old, ...rest } = party.ext as Obj;
  if (Object.keys(rest).length > 0) party.ext = rest;
  else delete party.ext;
}

export const invoiceMigration: Normalizer<Obj> = {
  type: "bill.Invoice",
  normalize(inv) {
    migrateIssuePlace(inv);
    migrateCustomerPostCode(inv);
    dropPostCodeExt(inv.supplier);
    dropPostCodeExt(inv.customer);
  },
};
