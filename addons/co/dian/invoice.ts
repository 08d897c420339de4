/**
 * DIAN on the invoice as a whole (GOBL: addons/co/dian/bill_invoices.go).
 *
 * Normalising: a supplier or customer with a Colombian tax ID that states no
 * fiscal responsibility gets R-99-PN ("no aplica - otros"), the DIAN's
 * catch-all; one it gives is kept.
 *
 * Rules: the invoice is in pesos or gives the rate to convert into them; it
 * is a standard invoice, credit note, debit note or proforma. Colombian
 * parties (tax ID country CO) carry their fiscal responsibility and, when
 * their tax ID has a code, their municipality code; the address rule GOBL
 * declares for them is kept, though GOBL's length test lets an empty list
 * through, so it never fails. A customer, unless the invoice is simplified,
 * has a tax ID. Credit and debit notes list what they correct, each
 * reference with a reason and the DIAN's credit or debit cause code.
 */
import { given, canConvertTo, extCode, extRequire, setExt } from "../../../engine/index.ts";
import type { DocumentRef, Invoice, Normalizer, Party, Validator } from "../../../engine/index.ts";
import { EXT_KEY_CREDIT_CODE, EXT_KEY_DEBIT_CODE, EXT_KEY_FISCAL_RESPONSIBILITY, EXT_KEY_MUNICIPALITY } from "./extensions.ts";

const COLOMBIA = "CO";
/** The fiscal responsibility a Colombian party gets when it states none. */
export const DEFAULT_FISCAL_RESPONSIBILITY = "R-99-PN";

const INVOICE_TYPES = ["standard", "credit-note", "debit-note", "proforma"];
const NOTE_TYPES = ["credit-note", "debit-note"];


/** A party whose tax ID is Colombian. */
const isColombian = (p: Party | undefined): boolean => given(p) && p!.tax_id?.country === COLOMBIA;

/** A Colombian party whose tax ID has a code: its municipality is then required. */
const needsMunicipality = (p: Party | undefined): boolean => isColombian(p) && !!p!.tax_id?.code;

function normalizeParty(p: Party | undefined): void {
  if (!isColombian(p)) return;
  if (!extCode(p!.ext, EXT_KEY_FISCAL_RESPONSIBILITY)) setExt(p!, EXT_KEY_FISCAL_RESPONSIBILITY, DEFAULT_FISCAL_RESPONSIBILITY);
}

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    normalizeParty(inv.supplier);
    normalizeParty(inv.customer);
  },
};

/**
 * GOBL's `is.Length(1, 0)`: an empty or missing list is skipped, any other
 * has at least one element. Kept as GOBL declares it; it cannot fail.
 */
const atLeastOne = (list: readonly unknown[] | undefined): boolean => !list || list.length === 0 || list.length >= 1;

const isSimplified = (inv: Invoice): boolean => (inv.$tags ?? []).includes("simplified");

/** Each preceding reference (nulls skipped) that fails the check, as a path below the invoice. */
function failingRefs(inv: Invoice, fails: (ref: DocumentRef) => boolean, field: string): (string | number)[][] {
  const out: (string | number)[][] = [];
  (inv.preceding ?? []).forEach((ref, i) => {
    if (given(ref) && fails(ref)) out.push(["preceding", i, field]);
  });
  return out;
}

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-14",
      message: "a DIAN invoice must be in Colombian pesos or give the exchange rate into pesos",
      test: canConvertTo("COP"),
    },
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-01",
      message: `the DIAN only takes invoices of type ${INVOICE_TYPES.join(", ")}`,
      test: (inv) => INVOICE_TYPES.includes(inv.type ?? ""),
    },
    // The supplier.
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-02",
      field: "supplier.addresses",
      message: "a Colombian supplier needs an address",
      when: (inv) => isColombian(inv.supplier),
      test: (inv) => atLeastOne(inv.supplier?.addresses),
    },
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-03",
      field: "supplier.ext",
      message: `a Colombian supplier with a tax code needs its DIAN municipality code (${EXT_KEY_MUNICIPALITY})`,
      when: (inv) => needsMunicipality(inv.supplier),
      test: (inv) => extRequire(EXT_KEY_MUNICIPALITY)(inv.supplier?.ext),
    },
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-04",
      field: "supplier.ext",
      message: `a Colombian supplier needs its fiscal responsibility (${EXT_KEY_FISCAL_RESPONSIBILITY})`,
      when: (inv) => isColombian(inv.supplier),
      test: (inv) => extRequire(EXT_KEY_FISCAL_RESPONSIBILITY)(inv.supplier?.ext),
    },
    // The customer.
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-05",
      field: "customer.tax_id",
      message: "the customer of an invoice that is not simplified needs a tax ID",
      when: (inv) => !isSimplified(inv) && given(inv.customer),
      test: (inv) => given(inv.customer?.tax_id),
    },
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-06",
      field: "customer.addresses",
      message: "a Colombian customer needs an address",
      when: (inv) => isColombian(inv.customer),
      test: (inv) => atLeastOne(inv.customer?.addresses),
    },
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-07",
      field: "customer.ext",
      message: `a Colombian customer with a tax code needs its DIAN municipality code (${EXT_KEY_MUNICIPALITY})`,
      when: (inv) => needsMunicipality(inv.customer),
      test: (inv) => extRequire(EXT_KEY_MUNICIPALITY)(inv.customer?.ext),
    },
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-08",
      field: "customer.ext",
      message: `a Colombian customer needs its fiscal responsibility (${EXT_KEY_FISCAL_RESPONSIBILITY})`,
      when: (inv) => isColombian(inv.customer),
      test: (inv) => extRequire(EXT_KEY_FISCAL_RESPONSIBILITY)(inv.customer?.ext),
    },
    // What credit and debit notes correct.
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-09",
      field: "preceding",
      message: "a credit or debit note must list the documents it corrects",
      when: (inv) => NOTE_TYPES.includes(inv.type ?? ""),
      test: (inv) => (inv.preceding ?? []).length > 0,
    },
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-10",
      message: `each document a credit note corrects needs the DIAN credit cause (${EXT_KEY_CREDIT_CODE})`,
      when: (inv) => inv.type === "credit-note",
      failing: (inv) => failingRefs(inv, (ref) => !extRequire(EXT_KEY_CREDIT_CODE)(ref.ext), "ext"),
    },
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-12",
      message: "each document a credit note corrects needs the reason for the correction",
      when: (inv) => inv.type === "credit-note",
      failing: (inv) => failingRefs(inv, (ref) => !ref.reason, "reason"),
    },
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-11",
      message: `each document a debit note corrects needs the DIAN debit cause (${EXT_KEY_DEBIT_CODE})`,
      when: (inv) => inv.type === "debit-note",
      failing: (inv) => failingRefs(inv, (ref) => !extRequire(EXT_KEY_DEBIT_CODE)(ref.ext), "ext"),
    },
    {
      code: "GOBL-CO-DIAN-BILL-INVOICE-13",
      message: "each document a debit note corrects needs the reason for the correction",
      when: (inv) => inv.type === "debit-note",
      failing: (inv) => failingRefs(inv, (ref) => !ref.reason, "reason"),
    },
  ],
};
