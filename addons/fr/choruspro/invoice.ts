/**
 * Chorus Pro on the invoice as a whole: every invoice states its submission
 * framework (a supplier's invoice, A1, unless told otherwise), is in euros or
 * says how to convert to them, goes to a public buyer known by its SIRET, and
 * is fully paid when it claims to be (framework A2).
 */
import { given, Amount, canConvertTo, extCode, extHasCodes, extRequire, present, setExtIfEmpty } from "../../../engine/index.ts";
import type { Invoice, Normalizer, Totals, Validator } from "../../../engine/index.ts";
import { EXT_KEY_FRAMEWORK, EXT_KEY_SCHEME, FRAMEWORK_PAID, FRAMEWORK_SUPPLIER, SCHEME_SIRET } from "./keys.ts";


/**
 * The framework defaults to A1. Unlike most extension codes this one is never
 * derived from the document, so a code already given is always kept.
 */
export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    inv.tax ??= {};
    setExtIfEmpty(inv.tax, EXT_KEY_FRAMEWORK, FRAMEWORK_SUPPLIER);
  },
};

/** Paid in full: advances leave nothing due. */
function paidInFull(totals: Totals | undefined): boolean {
  if (!totals || typeof totals.due !== "string") return false;
  try {
    return Amount.parse(totals.due).isZero();
  } catch {
    return false;
  }
}

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-FR-CHORUSPRO-BILL-INVOICE-07",
      message: "a Chorus Pro invoice must be in euros or give the exchange rate into euros",
      test: canConvertTo("EUR"),
    },
    {
      // Chorus Pro serves public buyers only, and they are always known by their SIRET.
      code: "GOBL-FR-CHORUSPRO-BILL-INVOICE-01",
      field: "customer.ext",
      message: `the customer's '${EXT_KEY_SCHEME}' must be '${SCHEME_SIRET}'`,
      when: (inv) => given(inv.customer),
      test: (inv) => extHasCodes(EXT_KEY_SCHEME, SCHEME_SIRET)(inv.customer?.ext),
    },
    {
      code: "GOBL-FR-CHORUSPRO-BILL-INVOICE-02",
      field: "customer.identities",
      message: "the customer needs identities",
      when: (inv) => given(inv.customer),
      test: (inv) => present(inv.customer?.identities),
    },
    {
      code: "GOBL-FR-CHORUSPRO-BILL-INVOICE-03",
      field: "tax",
      message: "the invoice needs tax details to carry its Chorus Pro extensions",
      test: (inv) => given(inv.tax),
    },
    {
      code: "GOBL-FR-CHORUSPRO-BILL-INVOICE-04",
      field: "tax.ext",
      message: "the invoice's tax details need extensions",
      when: (inv) => given(inv.tax),
      test: (inv) => present(inv.tax?.ext),
    },
    {
      code: "GOBL-FR-CHORUSPRO-BILL-INVOICE-05",
      field: "tax.ext",
      message: `the invoice's tax extensions need '${EXT_KEY_FRAMEWORK}'`,
      when: (inv) => given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_FRAMEWORK)(inv.tax?.ext),
    },
    {
      code: "GOBL-FR-CHORUSPRO-BILL-INVOICE-06",
      field: "totals",
      message: `an invoice under framework '${FRAMEWORK_PAID}' must be paid in full`,
      when: (inv) => extCode(inv.tax?.ext, EXT_KEY_FRAMEWORK) === FRAMEWORK_PAID,
      test: (inv) => paidInFull(inv.totals),
    },
  ],
};
