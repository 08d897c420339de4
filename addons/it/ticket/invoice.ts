/**
 * AdE tickets on the invoice as a whole (GOBL: addons/it/ticket/bill_invoices.go).
 *
 * Normalising: a receipt's prices are always VAT-inclusive, so the invoice
 * gets its tax details if it has none and `prices_include: VAT` unless it
 * already says otherwise; the customer's lottery code, when given, is
 * reduced to upper-case letters and digits (GOBL's
 * `cbc.NormalizeAlphanumericalCode`).
 *
 * Rules: the invoice is in euros or gives the rate to convert into them; it
 * has tax details whose prices include VAT; the supplier has a tax ID; a
 * corrective invoice lists what it corrects and quotes the AdE line
 * reference of every line; every line is taxed with VAT.
 */
import { given, canConvertTo, extRequire, setExt } from "../../../engine/index.ts";
import type { Invoice, Line, Normalizer, Validator } from "../../../engine/index.ts";
import { normalizeAlphanumericalCode } from "../../../engine/cbc/index.ts";
import { EXT_KEY_LINE_REF, EXT_KEY_LOTTERY } from "./extensions.ts";

/** The category a ticket's prices include, and every line must carry. */
const VAT = "VAT";
const CORRECTIVE = "corrective";


export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    const tax = (inv.tax ??= {});
    if (!tax.prices_include) tax.prices_include = VAT;
    const ext = tax.ext as Record<string, string> | undefined;
    if (ext && Object.hasOwn(ext, EXT_KEY_LOTTERY)) setExt(tax, EXT_KEY_LOTTERY, normalizeAlphanumericalCode(ext[EXT_KEY_LOTTERY] ?? ""));
  },
};

const isCorrective = (inv: Invoice): boolean => inv.type === CORRECTIVE;

/** Positions of the lines (nulls skipped) that fail the check, each as a path below the invoice. */
function failingLines(inv: Invoice, fails: (line: Line) => boolean, ...below: string[]): (string | number)[][] {
  const out: (string | number)[][] = [];
  (inv.lines ?? []).forEach((line, i) => {
    if (given(line) && fails(line)) out.push(["lines", i, ...below]);
  });
  return out;
}

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-IT-TICKET-BILL-INVOICE-08",
      message: "a ticket must be in euros or give the exchange rate into euros",
      test: canConvertTo("EUR"),
    },
    {
      code: "GOBL-IT-TICKET-BILL-INVOICE-01",
      field: "tax",
      message: "a ticket needs its tax details",
      test: (inv) => given(inv.tax),
    },
    {
      code: "GOBL-IT-TICKET-BILL-INVOICE-02",
      field: "tax.prices_include",
      message: "a ticket must say which tax its prices include",
      when: (inv) => given(inv.tax),
      test: (inv) => !!inv.tax?.prices_include,
    },
    {
      // Like GOBL's `is.In`, an empty value is not VAT either.
      code: "GOBL-IT-TICKET-BILL-INVOICE-03",
      field: "tax.prices_include",
      message: "a ticket's prices must include VAT",
      when: (inv) => given(inv.tax),
      test: (inv) => (inv.tax?.prices_include ?? "") === VAT,
    },
    {
      code: "GOBL-IT-TICKET-BILL-INVOICE-04",
      field: "supplier.tax_id",
      message: "the supplier of a ticket needs a tax ID",
      when: (inv) => given(inv.supplier),
      test: (inv) => given(inv.supplier?.tax_id),
    },
    {
      code: "GOBL-IT-TICKET-BILL-INVOICE-05",
      field: "preceding",
      message: "a corrective ticket must list the documents it corrects",
      when: isCorrective,
      test: (inv) => (inv.preceding ?? []).length > 0,
    },
    {
      code: "GOBL-IT-TICKET-BILL-INVOICE-06",
      message: "every line of a ticket must be taxed with VAT",
      failing: (inv) => failingLines(inv, (line) => !(line.taxes ?? []).some((c) => c?.cat === VAT)),
    },
    {
      code: "GOBL-IT-TICKET-BILL-INVOICE-07",
      message: `every line of a corrective ticket must quote the AdE line reference (${EXT_KEY_LINE_REF})`,
      when: isCorrective,
      failing: (inv) => failingLines(inv, (line) => !extRequire(EXT_KEY_LINE_REF)(line.ext), "ext"),
    },
  ],
};
