/**
 * SAF-T on receipts, `bill/payment` (GOBL.pt.saft: addon/payments.go and
 * payment_line.go).
 *
 * Normalising: the payment type (`pt-saft-payment-type`) is RC for a payment
 * tagged `cash-vat` and RG for any other, whatever was given; the source is
 * P (produced) unless given.
 *
 * Rules on the payment: the series (01) and code (02) follow the AT's format
 * for the payment type; the payment type (03) and source (04) are there; an
 * integrated or manual payment has its source reference (05), a manual one in
 * the AT's format (06); the supplier has a tax ID (07) with a code (08); a
 * customer with a tax ID code has a name (09); the total is not negative
 * (10); every method with a date is dated on the issue date (11, DL 71/2013
 * art. 6(3)).
 *
 * Rules on each line: it names the document paid (01) with its issue date
 * (02); it has a tax total (03) with VAT (04), each category with at most one
 * rate (05); its exemption notes agree with the VAT rate's exemption code
 * (06).
 */
import { extCode, given, present, setExt, type Normalizer, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_EXEMPTION, EXT_KEY_PAYMENT_TYPE, EXT_KEY_SOURCE, EXT_KEY_SOURCE_REF, PAYMENT_TYPE_CASH, PAYMENT_TYPE_OTHER, SOURCE_PRODUCED } from "./extensions.ts";
import { codeProblem, failure, seriesProblem, sourceNotProduced, sourceRefProblem } from "./formats.ts";
import { exemptionNotesProblem } from "./notes.ts";
import { TAG_CASH_VAT } from "./tags.ts";

type Obj = Record<string, any>;

const docType = (pmt: Obj): string => extCode(pmt.ext, EXT_KEY_PAYMENT_TYPE);

export const paymentNormalizer: Normalizer<Obj> = {
  type: "bill.Payment",
  normalize(pmt) {
    setExt(pmt, EXT_KEY_PAYMENT_TYPE, (pmt.$tags ?? []).includes(TAG_CASH_VAT) ? PAYMENT_TYPE_CASH : PAYMENT_TYPE_OTHER);
    if (!extCode(pmt.ext, EXT_KEY_SOURCE)) setExt(pmt, EXT_KEY_SOURCE, SOURCE_PRODUCED);
  },
};

export const paymentRules: Validator<Obj> = {
  type: "bill.Payment",
  assert: [
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENT-01",
      message: "series format must be valid",
      failing: (p) => failure("series format must be valid", seriesProblem(p.series, docType(p))),
    },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENT-02",
      message: "code format must be valid",
      failing: (p) => failure("code format must be valid", codeProblem(p.code, p.series, docType(p))),
    },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENT-03",
      field: "ext",
      message: `a receipt needs its payment type (${EXT_KEY_PAYMENT_TYPE})`,
      test: (p) => extCode(p.ext, EXT_KEY_PAYMENT_TYPE) !== "",
    },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENT-04",
      field: "ext",
      message: `a receipt needs its source (${EXT_KEY_SOURCE})`,
      test: (p) => extCode(p.ext, EXT_KEY_SOURCE) !== "",
    },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENT-05",
      field: "ext",
      message: `a receipt not produced by this application needs its source reference (${EXT_KEY_SOURCE_REF})`,
      when: (p) => sourceNotProduced(p.ext),
      test: (p) => extCode(p.ext, EXT_KEY_SOURCE_REF) !== "",
    },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENT-06",
      message: "source ref format is invalid",
      failing: (p) => failure("source ref format is invalid", sourceRefProblem(docType(p), p.ext)),
    },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENT-07",
      field: "supplier.tax_id",
      message: "the supplier needs a tax ID",
      when: (p) => given(p.supplier),
      test: (p) => given(p.supplier?.tax_id),
    },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENT-08",
      field: "supplier.tax_id.code",
      message: "the supplier's tax ID needs its code",
      when: (p) => given(p.supplier?.tax_id),
      test: (p) => present(p.supplier?.tax_id?.code),
    },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENT-09",
      message: "a customer with a tax ID code needs a name",
      when: (p) => present(p.customer?.tax_id?.code),
      test: (p) => present(p.customer?.name),
    },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENT-10",
      field: "total",
      message: "the total must not be negative",
      when: (p) => present(p.total),
      test: (p) => Number(p.total) >= 0,
    },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENT-11",
      message: "payment method dates must match the issue date",
      failing: (p) => {
        for (const m of p.methods ?? []) {
          if (!m || !m.date) continue;
          if (m.date !== p.issue_date) return failure("payment method dates must match the issue date", `method date '${m.date}' must match the issue date '${p.issue_date}'`);
        }
        return [];
      },
    },
  ],
};

/** The VAT category of a line's tax total. */
const vatCategory = (line: Obj): Obj | undefined => (line.tax?.categories ?? []).find((c: Obj | null) => c?.code === "VAT");

export const paymentLineRules: Validator<Obj> = {
  type: "bill.PaymentLine",
  assert: [
    { code: "GOBL-PT-SAFT-BILL-PAYMENTLINE-01", field: "document", message: "a receipt line needs the document it pays", test: (l) => given(l.document) },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENTLINE-02",
      field: "document.issue_date",
      message: "the document paid needs its issue date",
      when: (l) => given(l.document),
      test: (l) => present(l.document?.issue_date),
    },
    { code: "GOBL-PT-SAFT-BILL-PAYMENTLINE-03", field: "tax", message: "a receipt line needs its tax total", test: (l) => given(l.tax) },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENTLINE-04",
      field: "tax",
      message: "a receipt line's tax total needs the VAT category",
      when: (l) => given(l.tax),
      test: (l) => vatCategory(l) !== undefined,
    },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENTLINE-05",
      message: "a receipt line's tax category may have only one rate",
      failing: (l) => {
        const out: (string | number)[][] = [];
        (l.tax?.categories ?? []).forEach((c: Obj | null, i: number) => {
          if ((c?.rates ?? []).length > 1) out.push(["tax", "categories", i, "rates"]);
        });
        return out;
      },
    },
    {
      code: "GOBL-PT-SAFT-BILL-PAYMENTLINE-06",
      message: "the line's exemption notes are not valid",
      failing: (l) => {
        const rate = (vatCategory(l)?.rates ?? [])[0];
        const problem = exemptionNotesProblem(l.notes, rate ? extCode(rate.ext, EXT_KEY_EXEMPTION) : "");
        return problem ? [{ at: ["notes"], message: `the line's exemption notes are not valid: ${problem}` }] : [];
      },
    },
  ],
};
