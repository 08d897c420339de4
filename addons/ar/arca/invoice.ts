/**
 * ARCA on the invoice as a whole (GOBL: addons/ar/arca/bill_invoice.go).
 *
 * Normalising, in this order:
 * - the customer's VAT status (`ar-arca-vat-status`) is made to fit its tax
 *   ID: without one, final consumer (5) unless exempt (4), uncategorised
 *   (7), exempt under law 19640 (10) or VAT not applicable (15) was given;
 *   with a foreign one, foreign customer (9) unless foreign supplier (8);
 *   with an Argentine one, registered (1) unless one of the other statuses
 *   a CUIT holder can have (6, 13, 16, 4, 7, 10, 15) was given;
 * - unless the invoice already states it, the document type follows from
 *   the letter and the invoice type (standard, debit note, credit note;
 *   other types get none): C when tagged `monotax`, A when the customer's
 *   status is 1, 6, 13 or 16, B otherwise and when there is no customer;
 * - the concept (`ar-arca-concept`) follows from the lines: products (1)
 *   when every item is `goods`, services (2) when none is (an item without
 *   a key, or no item, counts as a service), both (3) when mixed; an
 *   invoice without lines gets none.
 *
 * Rules: the invoice is in pesos or says how to convert to them; a series
 * (ARCA's point of sale, 1-99998) and a document type are required; the
 * invoice type and the document type agree on credit and debit notes; the
 * customer, required except on B documents and on the used-goods purchase
 * invoice (49), has a tax ID or an identity with an ARCA identity type and
 * its VAT status; the status fits the document's letter (A for 1/6/13/16,
 * never B for those, 49 only for final consumers); A, B and C documents
 * for services state the period served and the payment due dates, those
 * for products have no due dates; credit and debit notes list what they
 * correct and every preceding document has its document type; C lines carry
 * no taxes; T (tourism) documents state the tourism type, the customer's
 * address, and on every line tax, discount and advance the tourism item
 * code, with VAT at 21% (rate code 5) on lines.
 */
import { present, failingItems, given, canConvertTo, extCode, extHasCodes, extRequire, mergeExt, setExtOneOf } from "../../../engine/index.ts";
import type { Invoice, Normalizer, Party, Validator } from "../../../engine/index.ts";
import {
  DOC_TYPE_BY_CLASS,
  DOC_TYPE_USED_GOODS_PURCHASE,
  DOC_TYPES_A,
  DOC_TYPES_B,
  DOC_TYPES_C,
  DOC_TYPES_CREDIT_NOTE,
  DOC_TYPES_DEBIT_NOTE,
  DOC_TYPES_T,
  VAT_STATUSES_TYPE_A,
} from "./doc-types.ts";
import {
  EXT_KEY_CONCEPT,
  EXT_KEY_DOC_TYPE,
  EXT_KEY_IDENTITY_TYPE,
  EXT_KEY_TOURISM_ITEM,
  EXT_KEY_TOURISM_TYPE,
  EXT_KEY_VAT_RATE,
  EXT_KEY_VAT_STATUS,
} from "./extensions.ts";

type Obj = Record<string, any>;
type PathSegments = (string | number)[];

/** The invoice tag of suppliers under the Monotributo: their documents are class C. */
export const TAG_MONOTAX = "monotax";

/** VAT statuses by what the customer's tax ID says: the first is the default. */
const VAT_STATUSES_NO_TAX_ID = ["5", "4", "7", "10", "15"];
const VAT_STATUSES_FOREIGN = ["9", "8"];
const VAT_STATUSES_ARGENTINE = ["1", "6", "13", "16", "4", "7", "10", "15"];

/** The concept codes: products, services, both. */
const CONCEPT_PRODUCTS = "1";
const CONCEPT_SERVICES = "2";
const CONCEPT_BOTH = "3";

/** The VAT rate code of 21%, the only rate tourism documents use. */
const VAT_RATE_GENERAL = "5";

const isEmptyList = (v: unknown): boolean => !Array.isArray(v) || v.length === 0;

/** Sets the customer's VAT status to its default unless it is one its tax ID allows. */
function normalizeCustomerVATStatus(p: Party | undefined): void {
  if (!p) return;
  let statuses: string[];
  if (!given(p.tax_id)) statuses = VAT_STATUSES_NO_TAX_ID;
  else if (p.tax_id!.country !== "AR") statuses = VAT_STATUSES_FOREIGN;
  else statuses = VAT_STATUSES_ARGENTINE;
  setExtOneOf(p, EXT_KEY_VAT_STATUS, statuses[0], statuses.slice(1));
}

/** The letter of the document an invoice with no stated document type gets. */
function documentClass(inv: Invoice): "A" | "B" | "C" {
  if ((inv.$tags ?? []).includes(TAG_MONOTAX)) return "C";
  const customer = inv.customer;
  if (customer && customer.ext && Object.keys(customer.ext).length > 0) {
    return VAT_STATUSES_TYPE_A.includes(extCode(customer.ext, EXT_KEY_VAT_STATUS)) ? "A" : "B";
  }
  return "B";
}

function normalizeDocType(inv: Invoice): void {
  const tax = (inv.tax ??= {});
  if (extCode(tax.ext, EXT_KEY_DOC_TYPE) !== "") return;
  const docType = DOC_TYPE_BY_CLASS[documentClass(inv)].get(inv.type ?? "");
  if (docType) mergeExt(tax, { [EXT_KEY_DOC_TYPE]: docType });
}

function normalizeConcept(inv: Invoice): void {
  let goods = false;
  let services = false;
  for (const line of inv.lines ?? []) {
    if (!line) continue;
    if (line.item?.key === "goods") goods = true;
    else services = true;
  }
  let code: string;
  if (goods && services) code = CONCEPT_BOTH;
  else if (goods) code = CONCEPT_PRODUCTS;
  else if (services) code = CONCEPT_SERVICES;
  else return;
  mergeExt((inv.tax ??= {}), { [EXT_KEY_CONCEPT]: code });
}

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    normalizeCustomerVATStatus(inv.customer);
    normalizeDocType(inv);
    normalizeConcept(inv);
  },
};

const docType = (inv: Invoice): string => extCode(inv.tax?.ext, EXT_KEY_DOC_TYPE);
const concept = (inv: Invoice): string => extCode(inv.tax?.ext, EXT_KEY_CONCEPT);
const customerVATStatus = (inv: Invoice): string => extCode(inv.customer?.ext, EXT_KEY_VAT_STATUS);

const isTourism = (inv: Invoice): boolean => DOC_TYPES_T.includes(docType(inv));

/** ARCA's point of sale: digits only, 1 to 99998 (leading zeros allowed). */
function validSeries(series: unknown): boolean {
  if (typeof series !== "string" || series === "") return true;
  if (!/^\d+$/.test(series)) return false;
  const n = Number(series);
  return n >= 1 && n <= 99998;
}

/** A customer with no tax ID must have an identity carrying an ARCA identity type. */
function identifiedCustomer(p: Party): boolean {
  if (given(p.tax_id)) return true;
  return (p.identities ?? []).some((id) => !!id && extCode(id.ext, EXT_KEY_IDENTITY_TYPE) !== "");
}

/** Every tax combo of every line, as paths `[line, "taxes", combo, "ext"]` where the check fails. */
function failingLineComboExt(inv: Invoice, fails: (ext: unknown) => boolean): PathSegments[] {
  const out: PathSegments[] = [];
  (inv.lines ?? []).forEach((line, i) => {
    if (!given(line)) return;
    ((line as Obj).taxes ?? []).forEach((combo: Obj, j: number) => {
      if (given(combo) && fails(combo.ext)) out.push(["lines", i, "taxes", j, "ext"]);
    });
  });
  return out;
}

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-24",
      message: "an ARCA invoice must be in Argentine pesos (ARS) or give the exchange rate into pesos",
      test: canConvertTo("ARS"),
    },
    // Series: ARCA's point of sale.
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-01",
      field: "series",
      message: "the invoice needs a series, ARCA's point of sale number",
      test: (inv) => present(inv.series),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-02",
      field: "series",
      message: "the series is ARCA's point of sale: a whole number from 1 to 99998",
      test: (inv) => validSeries(inv.series),
    },
    // The document type, in the tax details.
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-03",
      field: "tax",
      message: "the invoice needs its tax details, where the ARCA document type goes",
      test: (inv) => given(inv.tax),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-04",
      field: "tax.ext",
      message: `the invoice needs its ARCA document type (${EXT_KEY_DOC_TYPE})`,
      when: (inv) => given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_DOC_TYPE)(inv.tax?.ext),
    },
    // Invoice type and document type agree on credit and debit notes.
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-05",
      message: `a credit note needs a credit note document type (${EXT_KEY_DOC_TYPE})`,
      when: (inv) => inv.type === "credit-note",
      test: (inv) => DOC_TYPES_CREDIT_NOTE.includes(docType(inv)),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-06",
      message: `a debit note needs a debit note document type (${EXT_KEY_DOC_TYPE})`,
      when: (inv) => inv.type === "debit-note",
      test: (inv) => DOC_TYPES_DEBIT_NOTE.includes(docType(inv)),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-07",
      message: `a credit note document type (${EXT_KEY_DOC_TYPE}) can only be used on a credit note`,
      when: (inv) => DOC_TYPES_CREDIT_NOTE.includes(docType(inv)),
      test: (inv) => inv.type === "credit-note",
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-08",
      message: `a debit note document type (${EXT_KEY_DOC_TYPE}) can only be used on a debit note`,
      when: (inv) => DOC_TYPES_DEBIT_NOTE.includes(docType(inv)),
      test: (inv) => inv.type === "debit-note",
    },
    // The customer.
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-09",
      field: "customer",
      message: "the invoice needs a customer: only class B documents and the used-goods purchase invoice (49) may go without",
      when: (inv) => ![...DOC_TYPES_B, DOC_TYPE_USED_GOODS_PURCHASE].includes(docType(inv)),
      test: (inv) => given(inv.customer),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-10",
      field: "customer",
      message: `the customer needs a tax ID or an identity with an ARCA identity type (${EXT_KEY_IDENTITY_TYPE})`,
      when: (inv) => given(inv.customer),
      test: (inv) => identifiedCustomer(inv.customer!),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-11",
      field: "customer.ext",
      message: `the customer needs its ARCA VAT status (${EXT_KEY_VAT_STATUS})`,
      when: (inv) => given(inv.customer),
      test: (inv) => extRequire(EXT_KEY_VAT_STATUS)(inv.customer?.ext),
    },
    // The customer's VAT status and the document's letter.
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-12",
      message: "a used-goods purchase invoice (document type 49) can only be issued to a final consumer (VAT status 5)",
      when: (inv) => given(inv.customer) && docType(inv) === DOC_TYPE_USED_GOODS_PURCHASE && customerVATStatus(inv) !== "",
      test: (inv) => customerVATStatus(inv) === "5",
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-13",
      message: `a class A document needs a customer whose VAT status is one of ${VAT_STATUSES_TYPE_A.join(", ")}`,
      when: (inv) => given(inv.customer) && DOC_TYPES_A.includes(docType(inv)) && customerVATStatus(inv) !== "",
      test: (inv) => VAT_STATUSES_TYPE_A.includes(customerVATStatus(inv)),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-14",
      message: `a class B document cannot go to a customer whose VAT status is ${VAT_STATUSES_TYPE_A.join(", ")}: those take class A`,
      when: (inv) => given(inv.customer) && DOC_TYPES_B.includes(docType(inv)) && customerVATStatus(inv) !== "",
      test: (inv) => !VAT_STATUSES_TYPE_A.includes(customerVATStatus(inv)),
    },
    // A, B and C documents: services state their period and due dates, products have no due dates.
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-15",
      field: "ordering",
      message: "an invoice for services needs its ordering details, with the period served",
      when: (inv) => !isTourism(inv) && [CONCEPT_SERVICES, CONCEPT_BOTH].includes(concept(inv)),
      test: (inv) => given(inv.ordering),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-16",
      field: "ordering.period",
      message: "an invoice for services needs the period served (ordering period)",
      when: (inv) => !isTourism(inv) && [CONCEPT_SERVICES, CONCEPT_BOTH].includes(concept(inv)) && given(inv.ordering),
      test: (inv) => given(inv.ordering?.period),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-17",
      field: "payment",
      message: "an invoice for services needs its payment details, with the due dates",
      when: (inv) => !isTourism(inv) && [CONCEPT_SERVICES, CONCEPT_BOTH].includes(concept(inv)),
      test: (inv) => given(inv.payment),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-18",
      field: "payment.terms",
      message: "an invoice for services needs payment terms, with the due dates",
      when: (inv) => !isTourism(inv) && [CONCEPT_SERVICES, CONCEPT_BOTH].includes(concept(inv)) && given(inv.payment),
      test: (inv) => given(inv.payment?.terms),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-19",
      field: "payment.terms.due_dates",
      message: "an invoice for services needs the payment due dates",
      when: (inv) => !isTourism(inv) && [CONCEPT_SERVICES, CONCEPT_BOTH].includes(concept(inv)) && given(inv.payment?.terms),
      test: (inv) => !isEmptyList(inv.payment?.terms?.due_dates),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-20",
      field: "payment.terms.due_dates",
      message: "an invoice for products only cannot have payment due dates",
      when: (inv) => !isTourism(inv) && concept(inv) === CONCEPT_PRODUCTS && given(inv.payment?.terms),
      test: (inv) => isEmptyList(inv.payment?.terms?.due_dates),
    },
    // Preceding documents.
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-21",
      field: "preceding",
      message: "a credit or debit note must list the documents it corrects",
      when: (inv) => inv.type === "credit-note" || inv.type === "debit-note",
      test: (inv) => !isEmptyList(inv.preceding),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-22",
      message: `every preceding document needs its ARCA document type (${EXT_KEY_DOC_TYPE})`,
      failing: (inv) => failingItems(["preceding"], inv.preceding, (ref) => !extRequire(EXT_KEY_DOC_TYPE)(ref.ext), "ext"),
    },
    // Class C: no VAT.
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-23",
      message: "class C documents (Monotributo) carry no taxes on their lines",
      when: (inv) => DOC_TYPES_C.includes(docType(inv)),
      failing: (inv) => failingItems(["lines"], inv.lines, (line) => !isEmptyList(line.taxes), "taxes"),
    },
    // Class T: tourism.
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-25",
      field: "tax.ext",
      message: `a tourism document needs its tourism type (${EXT_KEY_TOURISM_TYPE})`,
      when: (inv) => isTourism(inv) && given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_TOURISM_TYPE)(inv.tax?.ext),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-27",
      field: "customer.addresses",
      message: "the customer of a tourism document needs an address",
      when: (inv) => isTourism(inv) && given(inv.customer),
      test: (inv) => !isEmptyList(inv.customer?.addresses),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-29",
      message: "every line of a tourism document needs its taxes",
      when: isTourism,
      failing: (inv) => failingItems(["lines"], inv.lines, (line) => isEmptyList(line.taxes), "taxes"),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-26",
      message: `every line tax of a tourism document needs its tourism item code (${EXT_KEY_TOURISM_ITEM})`,
      when: isTourism,
      failing: (inv) => failingLineComboExt(inv, (ext) => !extRequire(EXT_KEY_TOURISM_ITEM)(ext)),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-28",
      message: `the lines of a tourism document are taxed at 21%: VAT rate code (${EXT_KEY_VAT_RATE}) ${VAT_RATE_GENERAL}`,
      when: isTourism,
      failing: (inv) => failingLineComboExt(inv, (ext) => !extHasCodes(EXT_KEY_VAT_RATE, VAT_RATE_GENERAL)(ext)),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-30",
      message: `every discount of a tourism document needs its tourism item code (${EXT_KEY_TOURISM_ITEM})`,
      when: isTourism,
      failing: (inv) => failingItems(["discounts"], inv.discounts, (d) => !extRequire(EXT_KEY_TOURISM_ITEM)(d.ext), "ext"),
    },
    {
      code: "GOBL-AR-ARCA-BILL-INVOICE-31",
      message: `every advance of a tourism document needs its tourism item code (${EXT_KEY_TOURISM_ITEM})`,
      when: isTourism,
      failing: (inv) =>
        failingItems(["payment", "advances"], inv.payment?.advances, (a) => !extRequire(EXT_KEY_TOURISM_ITEM)(a.ext), "ext"),
    },
  ],
};
