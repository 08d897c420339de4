/**
 * The CFDI on payments, the "complemento de pago" (GOBL: addon/bill_payment.go).
 *
 * Normalising: the issue time as for invoices (see invoice.ts); the
 * document type is always `P`; the customer's CFDI use is `CP01` and each
 * preceding document's relation type `04` (substitution) unless given.
 *
 * Rules (codes GOBL-MX-CFDI-BILL-PAYMENT-nn, numbered as GOBL's):
 * - only receipts (01), in pesos or with a rate into them (02); the place
 *   of issue and document type (03), which is `P` (04);
 * - the supplier with its RFC (05, 06) and fiscal regime (07);
 * - a customer (08) with its RFC (09, 10) and the CFDI use `CP01` (11); a
 *   Mexican customer with its fiscal regime (12) and an address (13) with a
 *   five-digit post code (14, 15);
 * - no payee (16); one payment method at most (17), with its payment means
 *   (18), never `99`, to define (19);
 * - each line: no refund (20), its instalment (21), payable (22) and due
 *   (23) amounts, the document paid (24) with its folio fiscal (25), taxes
 *   without surcharges (26) and with the percent of each retained rate
 *   (27); the documents paid in the payment's currency (28);
 * - each preceding document replaced (relation type `04`, 29), with its
 *   folio fiscal (30).
 */
import { extExcludeCodes, extHas, extHasCodes, extRequire, given, present, setExt, setExtIfEmpty, type Normalizer, type Payment, type Validator } from "../../../engine/index.ts";
import { convertsToMXN, failing, hasSATUUID, isMexican, mexicanCustomerAddressRules, supplierRules, type Obj } from "./checks.ts";
import { issueNowWithoutTime } from "./invoice.ts";
import {
  DOC_TYPE_PAYMENT,
  EXT_KEY_DOC_TYPE,
  EXT_KEY_FISCAL_REGIME,
  EXT_KEY_ISSUE_PLACE,
  EXT_KEY_PAYMENT_MEANS,
  EXT_KEY_REL_TYPE,
  EXT_KEY_USE,
  PAYMENT_MEANS_TO_DEFINE,
  REL_TYPE_SUBSTITUTION,
  RULE_PREFIX,
  USE_PAYMENTS,
} from "./keys.ts";

const code = (n: string) => `${RULE_PREFIX}BILL-PAYMENT-${n}`;

export const paymentNormalizer: Normalizer<Obj> = {
  type: "bill.Payment",
  normalize(pmt) {
    issueNowWithoutTime(pmt);
    setExt(pmt, EXT_KEY_DOC_TYPE, DOC_TYPE_PAYMENT);
    if (given(pmt.customer)) setExtIfEmpty(pmt.customer, EXT_KEY_USE, USE_PAYMENTS);
    for (const ref of Array.isArray(pmt.preceding) ? pmt.preceding : []) {
      if (given(ref)) setExtIfEmpty(ref, EXT_KEY_REL_TYPE, REL_TYPE_SUBSTITUTION);
    }
  },
};

/** The categories of a line's tax total, each with its rates (absent parts read as none). */
function rateTotals(tax: Obj | undefined): { category: Obj; rate: Obj }[] {
  const out: { category: Obj; rate: Obj }[] = [];
  for (const category of Array.isArray(tax?.categories) ? tax.categories : []) {
    if (!given(category)) continue;
    for (const rate of Array.isArray(category.rates) ? category.rates : []) if (given(rate)) out.push({ category, rate });
  }
  return out;
}

export const paymentRules: Validator<Payment & Obj> = {
  type: "bill.Payment",
  assert: [
    {
      code: code("01"),
      message: "a CFDI payment is a receipt: only payments of type 'receipt' are supported",
      test: (pmt) => pmt.type === "receipt",
    },
    {
      code: code("02"),
      message: "a CFDI payment is in pesos (MXN), or gives the exchange rate into them",
      test: (pmt) => convertsToMXN(pmt),
    },
    {
      code: code("03"),
      field: "ext",
      message: `a payment needs the ${EXT_KEY_DOC_TYPE} and ${EXT_KEY_ISSUE_PLACE} extensions`,
      test: (pmt) => extRequire(EXT_KEY_DOC_TYPE, EXT_KEY_ISSUE_PLACE)(pmt.ext),
    },
    {
      code: code("04"),
      field: "ext",
      message: `a payment's document type (${EXT_KEY_DOC_TYPE}) is '${DOC_TYPE_PAYMENT}'`,
      test: (pmt) => extHasCodes(EXT_KEY_DOC_TYPE, DOC_TYPE_PAYMENT)(pmt.ext),
    },
    ...supplierRules<Payment & Obj>({ taxID: code("05"), code: code("06"), regime: code("07") }, EXT_KEY_FISCAL_REGIME),
    {
      code: code("08"),
      field: "customer",
      message: "a CFDI payment needs its customer: it cannot go to the general public",
      test: (pmt) => given(pmt.customer),
    },
    {
      code: code("09"),
      field: "customer.tax_id",
      message: "the customer needs its tax ID (RFC)",
      when: (pmt) => given(pmt.customer),
      test: (pmt) => given(pmt.customer?.tax_id),
    },
    {
      code: code("10"),
      field: "customer.tax_id.code",
      message: "the customer's tax ID needs its code (RFC)",
      when: (pmt) => given(pmt.customer?.tax_id),
      test: (pmt) => present(pmt.customer?.tax_id?.code),
    },
    {
      code: code("11"),
      field: "customer.ext",
      message: `a payment's customer has the CFDI use (${EXT_KEY_USE}) '${USE_PAYMENTS}'`,
      when: (pmt) => given(pmt.customer),
      test: (pmt) => extHas(pmt.customer?.ext, EXT_KEY_USE) && extHasCodes(EXT_KEY_USE, USE_PAYMENTS)(pmt.customer?.ext),
    },
    {
      code: code("12"),
      field: "customer.ext",
      message: `a Mexican customer needs its fiscal regime in ${EXT_KEY_FISCAL_REGIME}`,
      when: (pmt) => isMexican(pmt.customer),
      test: (pmt) => extHas(pmt.customer?.ext, EXT_KEY_FISCAL_REGIME),
    },
    ...mexicanCustomerAddressRules<Payment & Obj>({ addresses: code("13"), code: code("14"), format: code("15") }, () => true),
    {
      code: code("16"),
      field: "payee",
      message: "a CFDI payment has no payee: the CFDI has no place for one",
      test: (pmt) => !given(pmt.payee),
    },
    {
      code: code("17"),
      field: "methods",
      message: "a CFDI payment is made by one payment method",
      // A length check passes an empty list, as GOBL's does: only more than one method is refused.
      test: (pmt) => !present(pmt.methods) || pmt.methods!.length === 1,
    },
    {
      code: code("18"),
      message: `each payment method needs its payment means in ${EXT_KEY_PAYMENT_MEANS}`,
      failing: (pmt) => failing(pmt.methods, ["methods"], (m) => !extHas(m.ext, EXT_KEY_PAYMENT_MEANS), "ext"),
    },
    {
      code: code("19"),
      message: `a payment method's means cannot be '${PAYMENT_MEANS_TO_DEFINE}' (to define)`,
      failing: (pmt) => failing(pmt.methods, ["methods"], (m) => !extExcludeCodes(EXT_KEY_PAYMENT_MEANS, PAYMENT_MEANS_TO_DEFINE)(m.ext), "ext"),
    },
    // Lines.
    {
      code: code("20"),
      message: "a CFDI payment has no refund lines",
      failing: (pmt) => failing(pmt.lines, ["lines"], (l) => l.refund === true, "refund"),
    },
    {
      code: code("21"),
      message: "each line needs its instalment number",
      failing: (pmt) => failing(pmt.lines, ["lines"], (l) => !present(l.installment) || l.installment === 0, "installment"),
    },
    {
      code: code("22"),
      message: "each line needs the amount that was payable",
      failing: (pmt) => failing(pmt.lines, ["lines"], (l) => !given(l.payable), "payable"),
    },
    {
      code: code("23"),
      message: "each line needs the amount still due",
      failing: (pmt) => failing(pmt.lines, ["lines"], (l) => !given(l.due), "due"),
    },
    {
      code: code("24"),
      message: "each line needs the document it pays",
      failing: (pmt) => failing(pmt.lines, ["lines"], (l) => !given(l.document), "document"),
    },
    {
      code: code("25"),
      message: "the document each line pays needs its folio fiscal, a 'sat-uuid' stamp",
      failing: (pmt) => failing(pmt.lines, ["lines"], (l) => given(l.document) && !hasSATUUID(l.document.stamps), "document", "stamps"),
    },
    {
      code: code("26"),
      message: "a line's tax rates cannot have surcharges",
      failing: (pmt) => failing(pmt.lines, ["lines"], (l) => rateTotals(l.tax).some(({ rate }) => given(rate.surcharge)), "tax"),
    },
    {
      code: code("27"),
      message: "each retained tax rate of a line needs its percent",
      failing: (pmt) => failing(pmt.lines, ["lines"], (l) => rateTotals(l.tax).some(({ category, rate }) => category.retained === true && !given(rate.percent)), "tax"),
    },
    {
      code: code("28"),
      message: "the documents a payment pays are in the payment's currency",
      test: (pmt) => ((pmt.lines ?? []) as Obj[]).every((l) => !present(l?.document?.currency) || l.document.currency === pmt.currency),
    },
    // Preceding documents: the payments this one replaces.
    {
      code: code("29"),
      message: `each preceding document is replaced: its relation type (${EXT_KEY_REL_TYPE}) is '${REL_TYPE_SUBSTITUTION}'`,
      failing: (pmt) => failing(pmt.preceding, ["preceding"], (ref) => !(extHas(ref.ext, EXT_KEY_REL_TYPE) && extHasCodes(EXT_KEY_REL_TYPE, REL_TYPE_SUBSTITUTION)(ref.ext)), "ext"),
    },
    {
      code: code("30"),
      message: "each preceding document needs its folio fiscal, a 'sat-uuid' stamp",
      failing: (pmt) => failing(pmt.preceding, ["preceding"], (ref) => !hasSATUUID(ref.stamps), "stamps"),
    },
  ],
};
