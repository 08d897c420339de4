/**
 * GOBL's rules for Portuguese documents (document scope: the PT regime only):
 * which invoice types exist, what credit and debit notes and the supplier must
 * carry, no negative quantities, prices or amounts due, dates consistent with
 * the issue date, and a region on every VAT combo.
 *
 * `field` holds a dotted path below the checked value (e.g. "supplier.tax_id.code").
 */
import { given, Amount, present, type Validator } from "../../engine/index.ts";
import { CalDate } from "../../engine/cal/index.ts";
import { EXT_KEY_REGION } from "./extensions.ts";

type Obj = Record<string, any>;

/** The invoice types Portuguese law knows (no "corrective": corrections are credit or debit notes). */
export const INVOICE_TYPES = ["standard", "credit-note", "debit-note", "proforma", "other"] as const;

// A nested object counts as present even when empty, as in GOBL.
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** False only for a readable negative amount: missing or unreadable amounts are left to other rules. */
function notNegative(v: unknown): boolean {
  if (!given(v)) return true;
  try {
    return !Amount.parse(String(v)).isNegative();
  } catch {
    return true;
  }
}

const dateOf = (v: unknown): CalDate | undefined => (typeof v === "string" ? CalDate.tryParse(v) : undefined);

/**
 * Compares a date of the invoice with its issue date. Missing or unreadable
 * dates pass: the date rules of the core report those.
 */
function dateVersusIssue(inv: Obj, value: unknown, ok: (cmp: number) => boolean): boolean {
  const date = dateOf(value);
  const issue = dateOf(inv.issue_date);
  if (!date || !issue) return true;
  return ok(date.compare(issue));
}
const notAfterIssue = (inv: Obj, value: unknown) => dateVersusIssue(inv, value, (cmp) => cmp <= 0);
const notBeforeIssue = (inv: Obj, value: unknown) => dateVersusIssue(inv, value, (cmp) => cmp >= 0);

export const invoiceRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-PT-BILL-INVOICE-01",
      field: "type",
      message: `a Portuguese invoice must be of type ${INVOICE_TYPES.join(", ")}`,
      test: (inv) => (INVOICE_TYPES as readonly string[]).includes(inv.type ?? ""),
    },
    {
      code: "GOBL-PT-BILL-INVOICE-02",
      field: "preceding",
      message: "a Portuguese credit or debit note must refer to the document it corrects",
      when: (inv) => inv.type === "credit-note" || inv.type === "debit-note",
      test: (inv) => present(inv.preceding),
    },
    {
      code: "GOBL-PT-BILL-INVOICE-03",
      field: "supplier.tax_id",
      message: "the supplier of a Portuguese invoice needs a tax ID",
      when: (inv) => isObject(inv.supplier),
      test: (inv) => isObject(inv.supplier.tax_id),
    },
    {
      code: "GOBL-PT-BILL-INVOICE-04",
      field: "supplier.tax_id.code",
      message: "the supplier's tax ID on a Portuguese invoice needs a code",
      when: (inv) => isObject(inv.supplier) && isObject(inv.supplier.tax_id),
      test: (inv) => present(inv.supplier.tax_id.code),
    },
    {
      code: "GOBL-PT-BILL-INVOICE-05",
      message: "a line quantity cannot be negative on a Portuguese invoice",
      failing: (inv) =>
        listOf(inv.lines).flatMap((line, i) => (isObject(line) && !notNegative(line.quantity) ? [["lines", i, "quantity"]] : [])),
    },
    {
      code: "GOBL-PT-BILL-INVOICE-06",
      message: "an item price cannot be negative on a Portuguese invoice",
      failing: (inv) =>
        listOf(inv.lines).flatMap((line, i) =>
          isObject(line) && isObject(line.item) && !notNegative(line.item.price) ? [["lines", i, "item", "price"]] : [],
        ),
    },
    {
      code: "GOBL-PT-BILL-INVOICE-07",
      field: "totals.due",
      message: "the amount due on a Portuguese invoice cannot be negative",
      when: (inv) => isObject(inv.totals),
      test: (inv) => notNegative(inv.totals.due),
    },
    {
      code: "GOBL-PT-BILL-INVOICE-11",
      message: "the value date cannot be later than the issue date",
      test: (inv) => notAfterIssue(inv, inv.value_date),
    },
    {
      code: "GOBL-PT-BILL-INVOICE-12",
      message: "the operation date cannot be later than the issue date",
      test: (inv) => notAfterIssue(inv, inv.op_date),
    },
    {
      code: "GOBL-PT-BILL-INVOICE-13",
      message: "a preceding document cannot be issued later than the invoice",
      test: (inv) => listOf(inv.preceding).every((ref) => !isObject(ref) || notAfterIssue(inv, ref.issue_date)),
    },
    {
      code: "GOBL-PT-BILL-INVOICE-14",
      message: "an advance payment cannot be dated later than the issue date",
      test: (inv) =>
        !isObject(inv.payment) || listOf(inv.payment.advances).every((adv) => !isObject(adv) || notAfterIssue(inv, adv.date)),
    },
    {
      code: "GOBL-PT-BILL-INVOICE-15",
      message: "a payment due date cannot be earlier than the issue date",
      test: (inv) =>
        !isObject(inv.payment) ||
        !isObject(inv.payment.terms) ||
        listOf(inv.payment.terms.due_dates).every((dd) => !isObject(dd) || notBeforeIssue(inv, dd.date)),
    },
  ],
};

export const comboRules: Validator<Obj> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-PT-TAX-COMBO-01",
      field: "ext",
      message: `a VAT combo in a Portuguese document needs the '${EXT_KEY_REGION}' extension`,
      when: (combo) => combo.cat === "VAT",
      test: (combo) => isObject(combo.ext) && Object.hasOwn(combo.ext, EXT_KEY_REGION),
    },
  ],
};

export const rules: Validator[] = [invoiceRules, comboRules];
