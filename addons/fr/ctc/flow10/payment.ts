/**
 * Flow 10 payments (upstream: addon/flow10/bill_payment.go): the receipts
 * reported for e-reporting.
 *
 * Rules: a receipt (01) with its value date (02); VAT percentages among
 * those France uses (03) and only French VAT in the line taxes (09); a
 * supplier (04) with a SIREN (05); with a customer (B2B), every line's
 * document with its code and issue date (06-08).
 */
import type { Validator } from "../../../../engine/index.ts";
import { given, present } from "../../../../engine/index.ts";
import { percentAllowed } from "./invoice.ts";
import { hasSIREN } from "./party.ts";

type Obj = Record<string, any>;

const P = "GOBL-FR-CTC-FLOW10-BILL-PAYMENT";

const rates = (pmt: Obj): Obj[] =>
  ((pmt.lines ?? []) as Obj[]).flatMap((l) => ((l?.tax?.categories ?? []) as Obj[]).flatMap((c) => (c ? [c] : [])));

const linesMissing = (pmt: Obj, field?: string): (string | number)[][] =>
  ((pmt.lines ?? []) as Obj[]).flatMap((l, i) => {
    if (!l) return [];
    if (!field) return given(l.document) ? [] : [["lines", i, "document"]];
    return given(l.document) && !present(l.document[field]) ? [["lines", i, "document", field]] : [];
  });

export const paymentRules: Validator<Obj> = {
  type: "bill.Payment",
  assert: [
    { code: `${P}-01`, field: "type", message: "payment type must be 'receipt' for Flow 10 reporting", when: (p) => present(p.type), test: (p) => p.type === "receipt" },
    { code: `${P}-02`, field: "value_date", message: "payment value_date (settlement date) is required", test: (p) => present(p.value_date) },
    {
      code: `${P}-03`,
      message: "payment VAT line percent must be one of the Flow 10 permitted values (G1.24)",
      test: (p) => rates(p).filter((c) => c.code === "VAT").every((c) => ((c.rates ?? []) as Obj[]).every((r) => percentAllowed(r?.percent))),
    },
    {
      code: `${P}-09`,
      message: "Flux 10 e-reporting can only report French VAT; payment tax line category must be VAT and country must not be a foreign VAT jurisdiction (G1.24)",
      test: (p) => rates(p).every((c) => c.code === "VAT" && ((c.rates ?? []) as Obj[]).every((r) => !r?.country || r.country === "FR")),
    },
    { code: `${P}-04`, field: "supplier", message: "payment supplier is required", test: (p) => given(p.supplier) },
    {
      code: `${P}-05`,
      field: "supplier",
      message: "payment supplier must have a SIREN identity (ISO/IEC 6523 scheme 0002)",
      when: (p) => given(p.supplier),
      test: (p) => hasSIREN(p.supplier),
    },
    { code: `${P}-06`, message: "payment line document is required when a customer is present", when: (p) => given(p.customer), failing: (p) => linesMissing(p) },
    { code: `${P}-07`, message: "payment line document code is required when a customer is present", when: (p) => given(p.customer), failing: (p) => linesMissing(p, "code") },
    {
      code: `${P}-08`,
      message: "payment line document issue_date is required when a customer is present",
      when: (p) => given(p.customer),
      failing: (p) => linesMissing(p, "issue_date"),
    },
  ],
};
