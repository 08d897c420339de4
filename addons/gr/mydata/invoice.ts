/**
 * myDATA on the invoice as a whole (GOBL: addons/gr/mydata/bill_invoices.go).
 *
 * GOBL has no invoice normaliser here: the myDATA invoice type comes from the
 * addon's scenarios (type and tags), or is given in `tax.ext`.
 *
 * Rules: the invoice is in euros or says how to convert to them; it has a
 * series; its tax details carry the myDATA invoice type; the supplier has a
 * tax ID with a code. Invoices of types 1.x (sales), 2.x (services) and 5.x
 * (credit notes) name a customer with a tax ID and addresses, each address
 * with a locality and a postal code. Every line total is above zero; an
 * item gives both or neither of its income classification category and
 * type. Document-level discounts cannot be reported. Payment details are
 * required, with instructions unless there are advances. Credit notes list
 * the documents they correct, and every preceding document carries the MARK
 * (`iapr-mark` stamp) myDATA gave it.
 */
import { present, failingItems, given, Amount, canConvertTo, extHas, extRequire, extCode, type DocumentRef, type Invoice, type Validator } from "../../../engine/index.ts";
import { STAMP_IAPR_MARK } from "../../../regimes/el/stamps.ts";
import { EXT_KEY_INCOME_CAT, EXT_KEY_INCOME_TYPE, EXT_KEY_INVOICE_TYPE } from "./extensions.ts";

type Obj = Record<string, any>;

/** Invoice type families (the part before the dot) whose customer myDATA needs in full. */
const CUSTOMER_TYPE_FAMILIES = ["1", "2", "5"];


/** Sales, services and credit-note invoice types report the customer with its tax ID and address. */
const requiresCustomer = (inv: Invoice): boolean => {
  if (!given(inv.tax)) return false;
  const type = extCode(inv.tax?.ext, EXT_KEY_INVOICE_TYPE);
  return CUSTOMER_TYPE_FAMILIES.some((family) => type.startsWith(`${family}.`));
};

/** A set line total compared with zero; missing or unreadable totals pass, as in GOBL. */
function totalIs(line: Obj, ok: (sign: number) => boolean): boolean {
  if (!given(line.total)) return true;
  try {
    return ok(Amount.parse(line.total).compare(Amount.zero()));
  } catch {
    return true;
  }
}

/** Both income classification codes, or neither. */
const incomePairValid = (ext: unknown): boolean => extHas(ext, EXT_KEY_INCOME_CAT) === extHas(ext, EXT_KEY_INCOME_TYPE);

const hasIAPRMark = (ref: DocumentRef): boolean => (ref.stamps ?? []).some((s) => s?.prv === STAMP_IAPR_MARK);

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-19",
      message: "a myDATA invoice must be in euros or give the exchange rate into euros",
      test: canConvertTo("EUR"),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-01",
      field: "series",
      message: "a myDATA invoice needs a series",
      test: (inv) => present(inv.series),
    },
    // The myDATA invoice type, in the tax details.
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-02",
      field: "tax",
      message: "the invoice needs its tax details, where the myDATA invoice type goes",
      test: (inv) => given(inv.tax),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-03",
      field: "tax.ext",
      message: `the invoice needs its myDATA invoice type (${EXT_KEY_INVOICE_TYPE})`,
      when: (inv) => given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_INVOICE_TYPE)(inv.tax?.ext),
    },
    // The supplier.
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-04",
      field: "supplier.tax_id",
      message: "the supplier needs a tax ID",
      when: (inv) => given(inv.supplier),
      test: (inv) => given(inv.supplier?.tax_id),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-18",
      field: "supplier.tax_id.code",
      message: "the supplier's tax ID needs a code",
      when: (inv) => given(inv.supplier?.tax_id),
      test: (inv) => present(inv.supplier?.tax_id?.code),
    },
    // The customer, for sales (1.x), services (2.x) and credit notes (5.x).
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-05",
      field: "customer",
      message: "this myDATA invoice type needs a customer",
      when: requiresCustomer,
      test: (inv) => given(inv.customer),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-06",
      field: "customer.tax_id",
      message: "this myDATA invoice type needs the customer's tax ID",
      when: (inv) => requiresCustomer(inv) && given(inv.customer),
      test: (inv) => given(inv.customer?.tax_id),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-07",
      field: "customer.addresses",
      message: "this myDATA invoice type needs the customer's address",
      when: (inv) => requiresCustomer(inv) && given(inv.customer),
      test: (inv) => present(inv.customer?.addresses),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-08",
      message: "each customer address needs a locality",
      when: (inv) => requiresCustomer(inv) && given(inv.customer),
      failing: (inv) => failingItems<Obj>(["customer", "addresses"], inv.customer?.addresses, (a) => !present(a.locality), "locality"),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-09",
      message: "each customer address needs a postal code",
      when: (inv) => requiresCustomer(inv) && given(inv.customer),
      failing: (inv) => failingItems<Obj>(["customer", "addresses"], inv.customer?.addresses, (a) => !present(a.code), "code"),
    },
    // Lines.
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-10",
      message: "a line total must be above zero",
      failing: (inv) => failingItems<Obj>(["lines"], inv.lines, (line) => !totalIs(line, (sign) => sign > 0), "total"),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-11",
      message: "a line total cannot be zero",
      failing: (inv) => failingItems<Obj>(["lines"], inv.lines, (line) => !totalIs(line, (sign) => sign !== 0), "total"),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-12",
      message: `an item gives both its income classification category (${EXT_KEY_INCOME_CAT}) and type (${EXT_KEY_INCOME_TYPE}), or neither`,
      failing: (inv) => failingItems<Obj>(["lines"], inv.lines, (line) => given(line.item) && !incomePairValid(line.item.ext), "item", "ext"),
    },
    // Discounts and payment.
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-13",
      field: "discounts",
      message: "myDATA cannot report document-level discounts",
      test: (inv) => !present(inv.discounts),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-14",
      field: "payment",
      message: "a myDATA invoice needs its payment details",
      test: (inv) => given(inv.payment),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-15",
      field: "payment",
      message: "the payment details need instructions unless there are advances",
      when: (inv) => given(inv.payment),
      test: (inv) => present(inv.payment?.advances) || given(inv.payment?.instructions),
    },
    // Preceding documents.
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-16",
      field: "preceding",
      message: "a credit note must list the documents it corrects",
      when: (inv) => inv.type === "credit-note",
      test: (inv) => present(inv.preceding),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-INVOICE-17",
      message: `every preceding document needs the MARK myDATA gave it (an ${STAMP_IAPR_MARK} stamp)`,
      failing: (inv) => failingItems<DocumentRef>(["preceding"], inv.preceding, (ref) => !hasIAPRMark(ref), "stamps"),
    },
  ],
};
