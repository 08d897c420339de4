/**
 * What the invoice and payment rules share (GOBL: the helpers of
 * addon/bill_invoice.go and addon/bill_payment.go): whether a party is
 * Mexican, a folio fiscal among a reference's stamps, the checks on a
 * Mexican customer's post codes, and safe readings of amounts.
 */
import { Amount, canConvertTo, extHas, given, present, type Assertion } from "../../../engine/index.ts";
import { POST_CODE_PATTERN, STAMP_SAT_UUID } from "./keys.ts";

export type Obj = Record<string, any>;

/** A party with a Mexican tax ID (GOBL: `partyIsMexican`). */
export const isMexican = (party: Obj | null | undefined): boolean => party?.tax_id?.country === "MX";

/** Whether a list of stamps has the SAT's folio fiscal (GOBL: `head.StampsHas`). */
export const hasSATUUID = (stamps: unknown): boolean => Array.isArray(stamps) && stamps.some((s) => s?.prv === STAMP_SAT_UUID);

/** The document is in pesos, or says how to convert into them. */
export const convertsToMXN = canConvertTo("MXN");

const POST_CODE = new RegExp(POST_CODE_PATTERN);

/** An amount as given, or undefined when it is missing or cannot be read (the input checks report that). */
export function amountOf(value: unknown): Amount | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  try {
    return Amount.parse(value);
  } catch {
    return undefined;
  }
}

/** An amount above zero; a missing one reads as zero, as in GOBL (`num.Positive`). */
export const positive = (value: unknown): boolean => amountOf(value)?.isPositive() ?? false;

/** Paths of the members of a list at `at` for which `fails` holds (null members skipped, as GOBL prunes them). */
export function failing(list: unknown, at: (string | number)[], fails: (item: Obj) => boolean, ...below: (string | number)[]): (string | number)[][] {
  if (!Array.isArray(list)) return [];
  const out: (string | number)[][] = [];
  list.forEach((item, i) => {
    if (given(item) && fails(item)) out.push([...at, i, ...below]);
  });
  return out;
}

/**
 * The rules on a Mexican customer's addresses, for invoices and payments
 * alike under their own codes: at least one address, each with a post code
 * of five digits.
 */
export function mexicanCustomerAddressRules<T extends Obj>(
  codes: { addresses: string; code: string; format: string },
  applies: (doc: T) => boolean,
): [Assertion<T>, Assertion<T>, Assertion<T>] {
  const mexicanCustomer = (doc: T) => applies(doc) && given(doc.customer) && isMexican(doc.customer);
  return [
    {
      code: codes.addresses,
      field: "customer.addresses",
      message: "a Mexican customer needs an address, with its post code",
      when: mexicanCustomer,
      test: (doc) => present(doc.customer.addresses),
    },
    {
      code: codes.code,
      message: "each address of a Mexican customer needs its post code",
      when: mexicanCustomer,
      failing: (doc) => failing(doc.customer.addresses, ["customer", "addresses"], (a) => !present(a.code), "code"),
    },
    {
      code: codes.format,
      message: "a Mexican post code has five digits",
      when: mexicanCustomer,
      failing: (doc) => failing(doc.customer.addresses, ["customer", "addresses"], (a) => present(a.code) && !POST_CODE.test(String(a.code)), "code"),
    },
  ];
}

/** The rules on a supplier's RFC and fiscal regime, for invoices and payments alike under their own codes. */
export function supplierRules<T extends Obj>(codes: { taxID: string; code: string; regime: string }, regimeKey: string): Assertion<T>[] {
  return [
    {
      code: codes.taxID,
      field: "supplier.tax_id",
      message: "the supplier needs its tax ID (RFC)",
      when: (doc) => given(doc.supplier),
      test: (doc) => given(doc.supplier.tax_id),
    },
    {
      code: codes.code,
      field: "supplier.tax_id.code",
      message: "the supplier's tax ID needs its code (RFC)",
      when: (doc) => given(doc.supplier?.tax_id),
      test: (doc) => present(doc.supplier.tax_id.code),
    },
    {
      code: codes.regime,
      field: "supplier.ext",
      message: `the supplier needs its fiscal regime in ${regimeKey}`,
      when: (doc) => given(doc.supplier),
      test: (doc) => extHas(doc.supplier.ext, regimeKey),
    },
  ];
}
