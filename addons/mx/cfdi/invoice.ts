/**
 * The CFDI on invoices (GOBL: addon/bill_invoice.go).
 *
 * Normalising: an invoice without an issue time (or a zero one) is issued
 * now, date and time, in Mexico's time (the calculation fills in the "" left
 * here with the regime's clock); a global invoice has no customer.
 *
 * Rules (codes GOBL-MX-CFDI-BILL-INVOICE-nn, numbered as GOBL's):
 * - in pesos, or with a rate into them (27); the tax section names the
 *   document type, place of issue and payment method (01);
 * - global invoices (tag `global`): the global period, month and year (02),
 *   no customer (03), payment details (04) with advances (05), each line's
 *   item with its reference (06);
 * - other invoices: the global extensions all or none (07); a customer with
 *   an RFC (08, 09); a Mexican customer with its fiscal regime and CFDI use
 *   (10) and an address (11) with a five-digit post code (12, 13); each
 *   item with its eight-digit product or service code (14, 15);
 * - with preceding documents, the relation type (16); each preceding
 *   document with its folio fiscal stamp (17);
 * - the supplier with its RFC (18, 19) and fiscal regime (20);
 * - each line with a positive quantity (21), a price (22) above zero (23)
 *   and a total not below zero (24);
 * - no document discounts (25) or charges (26).
 */
import { extHas, extRequire, extRequireAllOrNone, given, present, type Invoice, type Normalizer, type Validator } from "../../../engine/index.ts";
import { amountOf, convertsToMXN, positive, failing, hasSATUUID, isMexican, mexicanCustomerAddressRules, supplierRules, type Obj } from "./checks.ts";
import {
  EXT_KEY_DOC_TYPE,
  EXT_KEY_FISCAL_REGIME,
  EXT_KEY_GLOBAL_MONTH,
  EXT_KEY_GLOBAL_PERIOD,
  EXT_KEY_GLOBAL_YEAR,
  EXT_KEY_ISSUE_PLACE,
  EXT_KEY_PAYMENT_METHOD,
  EXT_KEY_PROD_SERV,
  EXT_KEY_REL_TYPE,
  EXT_KEY_USE,
  RULE_PREFIX,
  TAG_GLOBAL,
} from "./keys.ts";

const code = (n: string) => `${RULE_PREFIX}BILL-INVOICE-${n}`;
const PROD_SERV = /^\d{8}$/;

const isGlobal = (inv: Obj): boolean => Array.isArray(inv.$tags) && inv.$tags.includes(TAG_GLOBAL);
const notGlobal = (inv: Obj): boolean => !isGlobal(inv);
const lines = (inv: Obj): unknown => inv.lines;

/**
 * A missing or zero issue time is left as "", which the calculation fills,
 * with the date, from the clock in the regime's zone. Shared with payments.
 */
export function issueNowWithoutTime(doc: Obj): void {
  if (doc.issue_time === undefined || doc.issue_time === null || doc.issue_time === "00:00:00") doc.issue_time = "";
}

export const invoiceNormalizer: Normalizer<Obj> = {
  type: "bill.Invoice",
  normalize(inv) {
    issueNowWithoutTime(inv);
    if (isGlobal(inv)) delete inv.customer;
  },
};

const globalKeys = [EXT_KEY_GLOBAL_PERIOD, EXT_KEY_GLOBAL_MONTH, EXT_KEY_GLOBAL_YEAR];

export const invoiceRules: Validator<Invoice & Obj> = {
  type: "bill.Invoice",
  assert: [
    {
      code: code("27"),
      message: "a CFDI is in pesos (MXN), or gives the exchange rate into them",
      test: (inv) => convertsToMXN(inv),
    },
    {
      code: code("01"),
      field: "tax.ext",
      message: `the tax section needs the ${EXT_KEY_DOC_TYPE}, ${EXT_KEY_ISSUE_PLACE} and ${EXT_KEY_PAYMENT_METHOD} extensions`,
      when: (inv) => given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_DOC_TYPE, EXT_KEY_ISSUE_PLACE, EXT_KEY_PAYMENT_METHOD)(inv.tax?.ext),
    },
    // Global invoices, to the general public.
    {
      code: code("02"),
      field: "tax.ext",
      message: `a global invoice needs the ${globalKeys.join(", ")} extensions`,
      when: (inv) => isGlobal(inv) && given(inv.tax),
      test: (inv) => extRequire(...globalKeys)(inv.tax?.ext),
    },
    {
      code: code("03"),
      field: "customer",
      message: "a global invoice has no customer",
      when: isGlobal,
      test: (inv) => !given(inv.customer),
    },
    {
      code: code("04"),
      field: "payment",
      message: "a global invoice needs its payment details",
      when: isGlobal,
      test: (inv) => given(inv.payment),
    },
    {
      code: code("05"),
      field: "payment.advances",
      message: "a global invoice needs the advances that paid it",
      when: (inv) => isGlobal(inv) && given(inv.payment),
      test: (inv) => present(inv.payment?.advances),
    },
    {
      code: code("06"),
      message: "each item of a global invoice needs its reference (ref)",
      when: isGlobal,
      failing: (inv) => failing(lines(inv), ["lines"], (l) => given(l.item) && !present(l.item.ref), "item", "ref"),
    },
    // Invoices to a customer.
    {
      code: code("07"),
      field: "tax.ext",
      message: `the ${globalKeys.join(", ")} extensions go together: all or none`,
      when: (inv) => notGlobal(inv) && given(inv.tax),
      test: (inv) => extRequireAllOrNone(...globalKeys)(inv.tax?.ext),
    },
    {
      code: code("08"),
      field: "customer.tax_id",
      message: "the customer needs its tax ID (RFC)",
      when: (inv) => notGlobal(inv) && given(inv.customer),
      test: (inv) => given(inv.customer?.tax_id),
    },
    {
      code: code("09"),
      field: "customer.tax_id.code",
      message: "the customer's tax ID needs its code (RFC)",
      when: (inv) => notGlobal(inv) && given(inv.customer?.tax_id),
      test: (inv) => present(inv.customer?.tax_id?.code),
    },
    {
      code: code("10"),
      field: "customer.ext",
      message: `a Mexican customer needs its ${EXT_KEY_FISCAL_REGIME} and ${EXT_KEY_USE} extensions`,
      when: (inv) => notGlobal(inv) && isMexican(inv.customer),
      test: (inv) => extRequire(EXT_KEY_FISCAL_REGIME, EXT_KEY_USE)(inv.customer?.ext),
    },
    ...mexicanCustomerAddressRules<Invoice & Obj>({ addresses: code("11"), code: code("12"), format: code("13") }, notGlobal),
    {
      code: code("14"),
      message: `each item needs its product or service code in ${EXT_KEY_PROD_SERV}`,
      when: notGlobal,
      failing: (inv) => failing(lines(inv), ["lines"], (l) => given(l.item) && !extHas(l.item.ext, EXT_KEY_PROD_SERV), "item", "ext"),
    },
    {
      code: code("15"),
      message: `a product or service code (${EXT_KEY_PROD_SERV}) has eight digits`,
      when: notGlobal,
      failing: (inv) =>
        failing(lines(inv), ["lines"], (l) => given(l.item) && extHas(l.item.ext, EXT_KEY_PROD_SERV) && !PROD_SERV.test(String(l.item.ext[EXT_KEY_PROD_SERV])), "item", "ext"),
    },
    // Preceding documents.
    {
      code: code("16"),
      field: "tax.ext",
      message: `an invoice with preceding documents needs its relation type in ${EXT_KEY_REL_TYPE}`,
      when: (inv) => present(inv.preceding) && given(inv.tax),
      test: (inv) => extHas(inv.tax?.ext, EXT_KEY_REL_TYPE),
    },
    {
      code: code("17"),
      message: "each preceding document needs its folio fiscal, a 'sat-uuid' stamp",
      failing: (inv) => failing(inv.preceding, ["preceding"], (ref) => !hasSATUUID(ref.stamps), "stamps"),
    },
    ...supplierRules<Invoice & Obj>({ taxID: code("18"), code: code("19"), regime: code("20") }, EXT_KEY_FISCAL_REGIME),
    // Lines.
    {
      code: code("21"),
      message: "each line's quantity must be above zero",
      failing: (inv) => failing(lines(inv), ["lines"], (l) => !positive(l.quantity), "quantity"),
    },
    {
      code: code("22"),
      message: "each line's item needs its price",
      failing: (inv) => failing(lines(inv), ["lines"], (l) => given(l.item) && !given(l.item.price), "item", "price"),
    },
    {
      code: code("23"),
      message: "each line's item price must be above zero",
      failing: (inv) => failing(lines(inv), ["lines"], (l) => given(l.item?.price) && !positive(l.item.price), "item", "price"),
    },
    {
      code: code("24"),
      message: "a line's total cannot be negative",
      failing: (inv) => failing(lines(inv), ["lines"], (l) => !!amountOf(l.total)?.isNegative(), "total"),
    },
    {
      code: code("25"),
      field: "discounts",
      message: "a CFDI takes no document discounts: give them on the lines",
      test: (inv) => !present(inv.discounts),
    },
    {
      code: code("26"),
      field: "charges",
      message: "a CFDI takes no document charges",
      test: (inv) => !present(inv.charges),
    },
  ],
};
