/**
 * The invoice as a whole.
 *
 * Normalising: an invoice always gets a `tax` object, so the document type
 * code the scenarios set after calculation has somewhere to go.
 *
 * Rules: the document type code (`untdid-document-type`) in `tax.ext`; at
 * least one line (BR-16); postal addresses for the supplier (BR-8) and for a
 * customer when there is one (BR-10); payment details with terms on a
 * standard invoice that leaves an amount to pay (BR-CO-25); and, for every
 * exempt VAT category in the totals whose rates lack a VATEX reason code, a
 * tax note of that category (BR-E-10, BR-AE-10, BR-IC-10, BR-G-10, BR-O-10).
 */
import { present, given, Amount, extCode, extRequire, type Invoice, type Normalizer, type Validator } from "../../../engine/index.ts";
import { EXEMPT_CATEGORIES, EXT_TAX_CATEGORY, EXT_VATEX } from "./tax-categories.ts";

export const EXT_DOCUMENT_TYPE = "untdid-document-type";

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    inv.tax ??= {};
  },
};

const nonZero = (v: string | undefined): boolean => v !== undefined && !Amount.parse(v).isZero();

/** Whether something is left to pay: the amount due when given, otherwise the payable amount. */
function leavesAmountDue(inv: Invoice): boolean {
  const totals = inv.totals;
  if (!totals) return false;
  return totals.due !== undefined ? nonZero(totals.due) : nonZero(totals.payable);
}

const dueStandardInvoice = (inv: Invoice): boolean => inv.type === "standard" && leavesAmountDue(inv);

/** Exempt VAT categories in the totals with a rate that gives no VATEX reason code. */
function exemptCategoriesWithoutReason(inv: Invoice): Set<string> {
  const found = new Set<string>();
  for (const category of inv.totals?.taxes?.categories ?? []) {
    if (category.code !== "VAT") continue;
    for (const rate of category.rates ?? []) {
      const code = extCode(rate.ext, EXT_TAX_CATEGORY);
      if (EXEMPT_CATEGORIES.includes(code) && !extCode(rate.ext, EXT_VATEX)) found.add(code);
    }
  }
  return found;
}

/** Every exempt category lacking a VATEX code is explained by a tax note of the same category. */
function exemptionsExplained(inv: Invoice): boolean {
  const unexplained = exemptCategoriesWithoutReason(inv);
  if (unexplained.size === 0) return true;
  const noted = new Set((inv.tax?.notes ?? []).map((note) => extCode(note?.ext, EXT_TAX_CATEGORY)).filter(Boolean));
  return [...unexplained].every((code) => noted.has(code));
}

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    // Checks of the whole invoice come before those of its fields, in GOBL's order.
    {
      code: "GOBL-EU-EN16931-BILL-INVOICE-08",
      message: "each exempt VAT category without a VATEX reason code (cef-vatex) needs a tax note of that category",
      test: exemptionsExplained,
    },
    {
      code: "GOBL-EU-EN16931-BILL-INVOICE-01",
      field: "tax",
      message: "the invoice needs its tax details, where the UNTDID document type goes",
      test: (inv) => given(inv.tax),
    },
    {
      code: "GOBL-EU-EN16931-BILL-INVOICE-02",
      field: "tax.ext",
      message: `the invoice's tax details need the UNTDID document type code (${EXT_DOCUMENT_TYPE})`,
      when: (inv) => given(inv.tax),
      test: (inv) => extRequire(EXT_DOCUMENT_TYPE)(inv.tax?.ext),
    },
    {
      code: "GOBL-EU-EN16931-BILL-INVOICE-03",
      field: "lines",
      message: "the invoice needs at least one line (BR-16)",
      test: (inv) => present(inv.lines),
    },
    {
      code: "GOBL-EU-EN16931-BILL-INVOICE-04",
      field: "supplier.addresses",
      message: "the supplier needs a postal address (BR-8)",
      when: (inv) => given(inv.supplier),
      test: (inv) => present(inv.supplier?.addresses),
    },
    {
      code: "GOBL-EU-EN16931-BILL-INVOICE-05",
      field: "customer.addresses",
      message: "the customer needs a postal address (BR-10)",
      when: (inv) => given(inv.customer),
      test: (inv) => present(inv.customer?.addresses),
    },
    {
      code: "GOBL-EU-EN16931-BILL-INVOICE-06",
      field: "payment",
      message: "a standard invoice with an amount due needs payment details (BR-CO-25)",
      when: dueStandardInvoice,
      test: (inv) => given(inv.payment),
    },
    {
      code: "GOBL-EU-EN16931-BILL-INVOICE-07",
      field: "payment.terms",
      message: "a standard invoice with an amount due needs payment terms (BR-CO-25)",
      when: (inv) => dueStandardInvoice(inv) && given(inv.payment),
      test: (inv) => given(inv.payment?.terms),
    },
  ],
};
