/**
 * SAF-T on invoices (GOBL.pt.saft: addon/invoices.go).
 *
 * Normalising: the source (`pt-saft-source`) is P unless given; advances
 * without a date take the issue date; the value date is filled from the
 * operation date or, failing that, the issue date.
 *
 * Rules:
 * - the invoice is in euros or says how to convert into them (15);
 * - it has a document type, an invoice type or a work type (01), not both
 *   (02), and a work type is one invoices may take, PF, FC or CC (03);
 * - the series (04) and code (05) follow the AT's formats for the type;
 * - the value date is there (06);
 * - every line has a VAT combo (07);
 * - every advance has a date (08) and an amount not negative (16);
 * - the payable total is not negative (09), and an invoice-receipt (FR) has
 *   nothing left due (10);
 * - there is at most one preceding document (11);
 * - the source is there (12); an integrated or manual invoice has its source
 *   reference (13), a manual one in the AT's format (14).
 */
import { canConvertTo, extCode, extHas, given, present, setExt, type Invoice, type Normalizer, type Validator } from "../../../engine/index.ts";
import { valueDate, issueDateOrToday } from "./dates.ts";
import {
  EXT_KEY_INVOICE_TYPE,
  EXT_KEY_SOURCE,
  EXT_KEY_SOURCE_REF,
  EXT_KEY_WORK_TYPE,
  INVOICE_TYPE_INVOICE_RECEIPT,
  SOURCE_PRODUCED,
  WORK_TYPE_CONSIGNMENT_CREDIT,
  WORK_TYPE_CONSIGNMENT_INVOICE,
  WORK_TYPE_PROFORMA,
} from "./extensions.ts";
import { codeProblem, failure, seriesProblem, sourceNotProduced, sourceRefProblem } from "./formats.ts";

type Obj = Record<string, any>;

/** The work types an invoice may carry (the others are for orders). */
export const INVOICE_WORK_TYPES = [WORK_TYPE_PROFORMA, WORK_TYPE_CONSIGNMENT_INVOICE, WORK_TYPE_CONSIGNMENT_CREDIT];

const taxExt = (inv: Obj): unknown => inv.tax?.ext;

/** The invoice's SAF-T document type: its invoice type, else its work type. */
export function invoiceDocType(inv: Obj): string {
  const ext = taxExt(inv);
  return extHas(ext, EXT_KEY_INVOICE_TYPE) ? extCode(ext, EXT_KEY_INVOICE_TYPE) : extCode(ext, EXT_KEY_WORK_TYPE);
}

const negative = (v: unknown): boolean => present(v) && Number(v) < 0;

/** Where each line lacking a VAT combo sits. */
export function linesWithoutVAT(doc: Obj): (string | number)[][] {
  const out: (string | number)[][] = [];
  (doc.lines ?? []).forEach((l: Obj | null, i: number) => {
    if (given(l) && !(l!.taxes ?? []).some((t: Obj | null) => t?.cat === "VAT")) out.push(["lines", i]);
  });
  return out;
}

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(invoice) {
    const inv = invoice as Obj;
    inv.tax ??= {};
    if (!extHas(inv.tax.ext, EXT_KEY_SOURCE)) setExt(inv.tax, EXT_KEY_SOURCE, SOURCE_PRODUCED);
    for (const adv of inv.payment?.advances ?? []) {
      if (adv && !adv.date) adv.date = issueDateOrToday(inv.issue_date);
    }
    inv.value_date = valueDate(inv);
  },
};

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-15",
      message: "invoice must be in EUR or provide exchange rate for conversion",
      test: canConvertTo("EUR"),
    },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-01",
      message: `either '${EXT_KEY_WORK_TYPE}' or '${EXT_KEY_INVOICE_TYPE}' must be set`,
      test: (inv) => extHas(taxExt(inv), EXT_KEY_WORK_TYPE) || extHas(taxExt(inv), EXT_KEY_INVOICE_TYPE),
    },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-02",
      message: `either '${EXT_KEY_WORK_TYPE}' or '${EXT_KEY_INVOICE_TYPE}' must be set, but not both`,
      test: (inv) => !extHas(taxExt(inv), EXT_KEY_WORK_TYPE, EXT_KEY_INVOICE_TYPE),
    },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-03",
      message: "invoice work type is not valid",
      failing: (inv) => {
        const ext = taxExt(inv);
        if (!extHas(ext, EXT_KEY_WORK_TYPE)) return [];
        const wt = extCode(ext, EXT_KEY_WORK_TYPE);
        return INVOICE_WORK_TYPES.includes(wt) ? [] : failure("invoice work type is not valid", `value '${wt}' invalid`);
      },
    },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-04",
      message: "series format must be valid",
      failing: (inv) => failure("series format must be valid", seriesProblem(inv.series, invoiceDocType(inv))),
    },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-05",
      message: "code format must be valid",
      failing: (inv) => failure("code format must be valid", codeProblem(inv.code, inv.series, invoiceDocType(inv))),
    },
    { code: "GOBL-PT-SAFT-BILL-INVOICE-06", field: "value_date", message: "the value date cannot be blank", test: (inv) => present((inv as Obj).value_date) },
    { code: "GOBL-PT-SAFT-BILL-INVOICE-07", message: "line taxes must include VAT category", failing: (inv) => linesWithoutVAT(inv) },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-08",
      message: "an advance's date cannot be blank",
      failing: (inv) => advancesFailing(inv, (a) => present(a.date), "date"),
    },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-16",
      message: "an advance's amount must not be negative",
      failing: (inv) => advancesFailing(inv, (a) => !negative(a.amount), "amount"),
    },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-09",
      field: "totals.payable",
      message: "the payable total must not be negative",
      test: (inv) => !negative(inv.totals?.payable),
    },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-10",
      field: "totals.due",
      message: "an invoice-receipt must have nothing left due",
      when: (inv) => invoiceDocType(inv) === INVOICE_TYPE_INVOICE_RECEIPT,
      test: (inv) => present(inv.totals?.due) && Number(inv.totals?.due) === 0,
    },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-11",
      field: "preceding",
      message: "an invoice can refer to at most one preceding document",
      test: (inv) => (inv.preceding ?? []).length <= 1,
    },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-12",
      message: `tax requires '${EXT_KEY_SOURCE}' extension`,
      test: (inv) => extCode(taxExt(inv), EXT_KEY_SOURCE) !== "",
    },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-13",
      message: `tax requires '${EXT_KEY_SOURCE_REF}' extension when source is not produced`,
      when: (inv) => sourceNotProduced(taxExt(inv)),
      test: (inv) => extCode(taxExt(inv), EXT_KEY_SOURCE_REF) !== "",
    },
    {
      code: "GOBL-PT-SAFT-BILL-INVOICE-14",
      message: "source ref format is invalid",
      failing: (inv) => failure("source ref format is invalid", sourceRefProblem(invoiceDocType(inv), taxExt(inv))),
    },
  ],
};

function advancesFailing(inv: Obj, ok: (a: Obj) => boolean, field: string): (string | number)[][] {
  const out: (string | number)[][] = [];
  (inv.payment?.advances ?? []).forEach((a: Obj | null, i: number) => {
    if (given(a) && !ok(a!)) out.push(["payment", "advances", i, field]);
  });
  return out;
}
