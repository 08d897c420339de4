/**
 * ZATCA on the invoice as a whole (GOBL: addon/bill.go, addon/bill_invoices.go).
 *
 * Normalising:
 * - the tax section is always there and rounds per currency unit (`currency`);
 * - a missing issue time is given as "", which calculation fills with the
 *   current time (BR-KSA-70 wants one);
 * - `sa-zatca-invoice-type` (KSA-2), when not given, is built from the tags
 *   `simplified`, `third-party`, `nominal`, `export`, `summary` and
 *   `self-billed`;
 * - each line VAT with a VATEX reason (`cef-vatex`) whose UNTDID category has
 *   no VAT note yet adds one, with the reason's name as text (BR-KSA-83).
 *
 * Rules (codes GOBL-SA-ZATCA-BILL-INVOICE-nn, numbered as GOBL's):
 * - an issue time (01); the tax section (02) with a UNTDID document type (03)
 *   among 388, 386, 383, 381 (05) and a valid transaction type (04, 06);
 * - credit and debit notes name what they correct (07), each reference
 *   with its code (08) and reason (09);
 * - standard invoices: the customer's addresses have street, city and
 *   country (10-12); the customer has a tax ID code or exactly one identity
 *   of an accepted type (13); each line has taxes (14); a delivery (15) with
 *   its supply date (16);
 * - exports: the customer has no tax ID (17);
 * - simplified summary invoices: a delivery (18) with a period (19) and its
 *   start and end (20, 21);
 * - a VATEX-SA-EDU or -HEA exemption: the customer has a national ID (22);
 * - standard, simplified summary, and simplified with EDU/HEA: a customer
 *   (23) with a name (24);
 * - the supplier has a tax ID (25) with a code (26) and exactly one identity
 *   of an accepted type (27);
 * - self-billed: the customer has a tax ID (28) with a code (29) and exactly
 *   one identity of a supplier's type (30).
 */
import { given, present, type Invoice, type Normalizer, type Party, type Validator } from "../../../engine/index.ts";
import { invoiceTypeCode, invoiceTypeOf, VALID_INVOICE_TYPES } from "./invoice-type.ts";
import {
  EXT_KEY_DOCUMENT_TYPE,
  EXT_KEY_INVOICE_TYPE,
  EXT_KEY_TAX_CATEGORY,
  EXT_KEY_VATEX,
  TAG_EXPORT,
  TAG_NOMINAL,
  TAG_SELF_BILLED,
  TAG_SIMPLIFIED,
  TAG_SUMMARY,
  TAG_THIRD_PARTY,
} from "./keys.ts";
import { CITIZEN_EXEMPTIONS, SA_VATEX_NAMES } from "./vatex.ts";

type Obj = Record<string, any>;

/** Identity types ZATCA accepts for a customer (BR-KSA-14, BR-KSA-81). */
export const CUSTOMER_IDENTITY_TYPES: readonly string[] = ["TIN", "CRN", "MOM", "MLS", "700", "SAG", "NAT", "GCC", "IQA", "PAS", "OTH"];
/** Identity types ZATCA accepts for a supplier (BR-KSA-08). */
export const SUPPLIER_IDENTITY_TYPES: readonly string[] = ["CRN", "MOM", "MLS", "700", "SAG", "OTH"];
/** UNTDID 1001 document types ZATCA accepts (BR-KSA-05). */
export const DOCUMENT_TYPES: readonly string[] = ["388", "386", "383", "381"];

const hasTag = (inv: Invoice, tag: string): boolean => (inv.$tags ?? []).includes(tag);
const ext = (holder: Obj | null | undefined, key: string): string => (holder?.ext?.[key] as string | undefined) ?? "";

/** The line taxes of category VAT, one per line at most. */
function lineVATs(inv: Invoice): Obj[] {
  const out: Obj[] = [];
  for (const line of (inv.lines ?? []) as Obj[]) {
    const vat = ((line?.taxes ?? []) as Obj[]).find((t) => t?.cat === "VAT");
    if (vat) out.push(vat);
  }
  return out;
}

function hasVATNoteFor(tax: Obj, category: string): boolean {
  return ((tax.notes ?? []) as Obj[]).some((n) => !!n && n.cat === "VAT" && ext(n, EXT_KEY_TAX_CATEGORY) === category);
}

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    const tax = (inv.tax ??= {}) as Obj;
    tax.rounding = "currency";
    if (inv.issue_time === undefined || inv.issue_time === null) (inv as Obj).issue_time = "";
    if (!ext(tax, EXT_KEY_INVOICE_TYPE)) {
      const code = invoiceTypeCode({
        simplified: hasTag(inv, TAG_SIMPLIFIED),
        thirdParty: hasTag(inv, TAG_THIRD_PARTY),
        nominal: hasTag(inv, TAG_NOMINAL),
        export: hasTag(inv, TAG_EXPORT),
        summary: hasTag(inv, TAG_SUMMARY),
        selfBilled: hasTag(inv, TAG_SELF_BILLED),
      });
      tax.ext = { ...(tax.ext ?? {}), [EXT_KEY_INVOICE_TYPE]: code };
    }
    // BR-KSA-83: zero-rated, exempt and out-of-scope VAT explained in a note.
    for (const vat of lineVATs(inv)) {
      const name = SA_VATEX_NAMES.get(ext(vat, EXT_KEY_VATEX));
      const category = ext(vat, EXT_KEY_TAX_CATEGORY);
      if (!name || !category || hasVATNoteFor(tax, category)) continue;
      const note: Obj = { cat: "VAT" };
      if (vat.key) note.key = vat.key;
      note.text = name;
      note.ext = { [EXT_KEY_TAX_CATEGORY]: category };
      (tax.notes ??= []).push(note);
    }
  },
};

const isStandard = (inv: Invoice): boolean => !invoiceTypeOf(inv).simplified;
const isExport = (inv: Invoice): boolean => invoiceTypeOf(inv).export;
const isSelfBilled = (inv: Invoice): boolean => invoiceTypeOf(inv).selfBilled;
const isSimplifiedSummary = (inv: Invoice): boolean => {
  const t = invoiceTypeOf(inv);
  return t.simplified && t.summary;
};
const hasCitizenExemption = (inv: Invoice): boolean => lineVATs(inv).some((vat) => CITIZEN_EXEMPTIONS.includes(ext(vat, EXT_KEY_VATEX)));
const needsCustomer = (inv: Invoice): boolean =>
  isStandard(inv) || isSimplifiedSummary(inv) || (invoiceTypeOf(inv).simplified && hasCitizenExemption(inv));

/** Exactly one identity, of one of the types. */
function oneIdentityOf(identities: unknown, types: readonly string[]): boolean {
  return Array.isArray(identities) && identities.length === 1 && !!identities[0] && types.includes(identities[0].type ?? "");
}

/** A customer with a tax ID code, or exactly one identity of an accepted type. */
function customerIdentified(party: Party | undefined): boolean {
  if (!party) return false;
  if (present(party.tax_id?.code)) return true;
  return oneIdentityOf(party.identities, CUSTOMER_IDENTITY_TYPES);
}

/** Paths of the customer's addresses lacking a field. */
function customerAddressesMissing(inv: Invoice, field: string): (string | number)[][] {
  const out: (string | number)[][] = [];
  ((inv.customer?.addresses ?? []) as Obj[]).forEach((a, i) => {
    if (given(a) && !present(a[field])) out.push(["customer", "addresses", i, field]);
  });
  return out;
}

/** Paths of preceding documents lacking a field. */
function precedingMissing(inv: Invoice, field: string): (string | number)[][] {
  const out: (string | number)[][] = [];
  ((inv.preceding ?? []) as Obj[]).forEach((ref, i) => {
    if (given(ref) && !present(ref[field])) out.push(["preceding", i, field]);
  });
  return out;
}

const isCorrective = (inv: Invoice): boolean => inv.type === "credit-note" || inv.type === "debit-note";

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-01",
      field: "issue_time",
      message: "a ZATCA invoice needs its issue time (BR-KSA-70)",
      test: (inv) => present(inv.issue_time),
    },
    // The tax section and its codes.
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-02",
      field: "tax",
      message: "a ZATCA invoice needs its tax section",
      test: (inv) => given(inv.tax),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-03",
      field: "tax.ext",
      message: `the invoice's tax section needs the ${EXT_KEY_DOCUMENT_TYPE} extension`,
      when: (inv) => given(inv.tax),
      test: (inv) => present(ext(inv.tax, EXT_KEY_DOCUMENT_TYPE)),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-04",
      field: "tax.ext",
      message: `the invoice's tax section needs the ${EXT_KEY_INVOICE_TYPE} extension`,
      when: (inv) => given(inv.tax),
      test: (inv) => present(ext(inv.tax, EXT_KEY_INVOICE_TYPE)),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-05",
      field: "tax.ext",
      message: `ZATCA takes the document types ${DOCUMENT_TYPES.join(", ")} in ${EXT_KEY_DOCUMENT_TYPE} (BR-KSA-05)`,
      when: (inv) => present(ext(inv.tax, EXT_KEY_DOCUMENT_TYPE)),
      test: (inv) => DOCUMENT_TYPES.includes(ext(inv.tax, EXT_KEY_DOCUMENT_TYPE)),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-06",
      field: "tax.ext",
      message: `${EXT_KEY_INVOICE_TYPE} must be a transaction type ZATCA accepts (BR-KSA-06)`,
      when: (inv) => present(ext(inv.tax, EXT_KEY_INVOICE_TYPE)),
      test: (inv) => VALID_INVOICE_TYPES.includes(ext(inv.tax, EXT_KEY_INVOICE_TYPE)),
    },
    // Credit and debit notes.
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-07",
      field: "preceding",
      message: "a credit or debit note must name the invoice it corrects",
      when: isCorrective,
      test: (inv) => present(inv.preceding),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-08",
      message: "each invoice a credit or debit note corrects needs its code (BR-KSA-56)",
      when: isCorrective,
      failing: (inv) => precedingMissing(inv, "code"),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-09",
      message: "a credit or debit note must give the reason for each invoice it corrects (BR-KSA-17)",
      when: isCorrective,
      failing: (inv) => precedingMissing(inv, "reason"),
    },
    // Standard tax invoices.
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-10",
      message: "on a standard tax invoice, each customer address needs its street (BR-KSA-10)",
      when: isStandard,
      failing: (inv) => customerAddressesMissing(inv, "street"),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-11",
      message: "on a standard tax invoice, each customer address needs its city (BR-KSA-10)",
      when: isStandard,
      failing: (inv) => customerAddressesMissing(inv, "locality"),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-12",
      message: "on a standard tax invoice, each customer address needs its country (BR-KSA-10)",
      when: isStandard,
      failing: (inv) => customerAddressesMissing(inv, "country"),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-13",
      field: "customer",
      message: `on a standard tax invoice, the customer needs a tax ID code or exactly one identity of type ${CUSTOMER_IDENTITY_TYPES.join(", ")} (BR-KSA-14, BR-KSA-81)`,
      when: isStandard,
      test: (inv) => customerIdentified(inv.customer),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-14",
      message: "on a standard tax invoice, each line needs its taxes (BR-KSA-52)",
      when: isStandard,
      failing: (inv) => {
        const out: (string | number)[][] = [];
        ((inv.lines ?? []) as Obj[]).forEach((line, i) => {
          if (given(line) && !present(line.taxes)) out.push(["lines", i, "taxes"]);
        });
        return out;
      },
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-15",
      field: "delivery",
      message: "a standard tax invoice needs its delivery details",
      when: isStandard,
      test: (inv) => given(inv.delivery),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-16",
      field: "delivery.date",
      message: "a standard tax invoice needs its supply date (BR-KSA-15)",
      when: (inv) => isStandard(inv) && given(inv.delivery),
      test: (inv) => present((inv.delivery as Obj | undefined)?.date),
    },
    // Exports.
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-17",
      field: "customer.tax_id",
      message: "the customer of an export invoice has no tax ID (BR-KSA-46)",
      when: (inv) => isExport(inv) && given(inv.customer),
      test: (inv) => !given(inv.customer?.tax_id),
    },
    // Simplified summary invoices.
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-18",
      field: "delivery",
      message: "a simplified summary invoice needs its delivery details",
      when: isSimplifiedSummary,
      test: (inv) => given(inv.delivery),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-19",
      field: "delivery.period",
      message: "a simplified summary invoice needs its supply period",
      when: (inv) => isSimplifiedSummary(inv) && given(inv.delivery),
      test: (inv) => given((inv.delivery as Obj | undefined)?.period),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-20",
      field: "delivery.period.start",
      message: "a simplified summary invoice needs the start of its supply period (BR-KSA-72)",
      when: (inv) => isSimplifiedSummary(inv) && given((inv.delivery as Obj | undefined)?.period),
      test: (inv) => present((inv.delivery as Obj).period.start),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-21",
      field: "delivery.period.end",
      message: "a simplified summary invoice needs the end of its supply period (BR-KSA-72)",
      when: (inv) => isSimplifiedSummary(inv) && given((inv.delivery as Obj | undefined)?.period),
      test: (inv) => present((inv.delivery as Obj).period.end),
    },
    // Exemptions for citizens.
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-22",
      field: "customer.identities",
      message: "with the exemption VATEX-SA-EDU or VATEX-SA-HEA, the customer needs a national ID (NAT) (BR-KSA-49)",
      when: (inv) => hasCitizenExemption(inv) && given(inv.customer),
      test: (inv) => ((inv.customer?.identities ?? []) as Obj[]).some((id) => id?.type === "NAT"),
    },
    // The customer's name.
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-23",
      field: "customer",
      message: "standard tax invoices, simplified summary invoices and simplified invoices with a VATEX-SA-EDU or -HEA exemption need a customer",
      when: needsCustomer,
      test: (inv) => given(inv.customer),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-24",
      field: "customer.name",
      message: "standard tax invoices, simplified summary invoices and simplified invoices with a VATEX-SA-EDU or -HEA exemption need the customer's name (BR-KSA-71, BR-KSA-25, BR-KSA-42)",
      when: (inv) => needsCustomer(inv) && given(inv.customer),
      test: (inv) => present(inv.customer?.name),
    },
    // The supplier.
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-25",
      field: "supplier.tax_id",
      message: "the supplier needs a tax ID (BR-KSA-39)",
      when: (inv) => given(inv.supplier),
      test: (inv) => given(inv.supplier?.tax_id),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-26",
      field: "supplier.tax_id.code",
      message: "the supplier's tax ID needs its code (BR-KSA-39)",
      when: (inv) => given(inv.supplier?.tax_id),
      test: (inv) => present(inv.supplier?.tax_id?.code),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-27",
      field: "supplier.identities",
      message: `the supplier needs exactly one identity, of type ${SUPPLIER_IDENTITY_TYPES.join(", ")} (BR-KSA-08)`,
      when: (inv) => given(inv.supplier),
      test: (inv) => oneIdentityOf(inv.supplier?.identities, SUPPLIER_IDENTITY_TYPES),
    },
    // Self-billed invoices: the customer issues them, and is identified as a supplier is.
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-28",
      field: "customer.tax_id",
      message: "the customer of a self-billed invoice needs a tax ID (BR-KSA-39)",
      when: (inv) => isSelfBilled(inv) && given(inv.customer),
      test: (inv) => given(inv.customer?.tax_id),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-29",
      field: "customer.tax_id.code",
      message: "the customer's tax ID on a self-billed invoice needs its code (BR-KSA-39)",
      when: (inv) => isSelfBilled(inv) && given(inv.customer?.tax_id),
      test: (inv) => present(inv.customer?.tax_id?.code),
    },
    {
      code: "GOBL-SA-ZATCA-BILL-INVOICE-30",
      field: "customer.identities",
      message: `the customer of a self-billed invoice needs exactly one identity, of type ${SUPPLIER_IDENTITY_TYPES.join(", ")} (BR-KSA-08)`,
      when: (inv) => isSelfBilled(inv) && given(inv.customer),
      test: (inv) => oneIdentityOf(inv.customer?.identities, SUPPLIER_IDENTITY_TYPES),
    },
  ],
};
