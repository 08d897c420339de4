/**
 * FA(3) on the invoice as a whole (GOBL: addons/pl/favat/bill.go).
 *
 * Normalising: the `self-billed` tag sets `pl-favat-self-billing` 1
 * (samofakturowanie) and the `reverse-charge` tag `pl-favat-reverse-charge`
 * 1 (odwrotne obciążenie) in the invoice's tax extensions. An exempt
 * invoice gets no exemption code: there are several and only the user knows
 * which applies.
 *
 * Rules:
 * - the invoice is in złoty or says how to convert into it (15);
 * - KSeF has no proformas or debit notes: the type is standard or credit
 *   note (01);
 * - every preceding document has its issue date and code (02, 03);
 * - the supplier is there (04) with a tax ID (16) holding a code (17), a
 *   name (05) and addresses (06), the first of which has a country (07) and
 *   a street (08);
 * - a customer is required unless the invoice is simplified (09), and a
 *   Polish customer tax ID needs its code (10);
 * - a customer marked as a subordinate local government unit
 *   (`pl-favat-jst` 1) needs an identity with the third-party role 8 and a
 *   code (11); one marked as a VAT group member (`pl-favat-group-vat` 1) an
 *   identity with role 10 and a code (12);
 * - an invoice with an exemption code (`pl-favat-exemption` in its tax
 *   extensions) needs a legal note whose source is that extension (13), and
 *   no invoice may have more than one such note (14).
 */
import { given, canConvertTo, extCode, mergeExt, present, type Invoice, type Normalizer, type Party, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_EXEMPTION, EXT_KEY_GROUP_VAT, EXT_KEY_JST, EXT_KEY_REVERSE_CHARGE, EXT_KEY_SELF_BILLING, EXT_KEY_THIRD_PARTY_ROLE } from "./extensions.ts";

type Obj = Record<string, any>;

/** The third-party roles (`Podmiot3/Rola`) the customer's identities must name. */
export const ROLE_JST_RECIPIENT = "8";
export const ROLE_GROUP_VAT_MEMBER = "10";

const YES = "1";
const INVOICE_TYPES = ["standard", "credit-note"];

/** Present as GOBL's `is.Present` sees an object: given at all, even empty. */
const hasTag = (inv: Invoice, tag: string): boolean => (inv.$tags ?? []).includes(tag);

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    if (hasTag(inv, "self-billed")) mergeExt((inv.tax ??= {}), { [EXT_KEY_SELF_BILLING]: YES });
    if (hasTag(inv, "reverse-charge")) mergeExt((inv.tax ??= {}), { [EXT_KEY_REVERSE_CHARGE]: YES });
  },
};

/** A legal note explaining the exemption: its source is the exemption extension. */
const isExemptionNote = (note: Obj | null | undefined): boolean => !!note && note.key === "legal" && note.src === EXT_KEY_EXEMPTION;

const exemptionNotes = (inv: Invoice): number => (inv.notes ?? []).filter((n) => isExemptionNote(n as Obj)).length;

/** When the customer is flagged with `flag` 1, one of its identities has the role and a code. */
function flaggedCustomerIdentified(inv: Invoice, flag: string, role: string): boolean {
  const customer: Party | undefined = inv.customer;
  if (!customer || extCode(customer.ext, flag) !== YES) return true;
  return (customer.identities ?? []).some((id) => !!id && extCode(id.ext, EXT_KEY_THIRD_PARTY_ROLE) === role && present(id.code));
}

/** The supplier's first address, when it has one. */
const firstAddress = (inv: Invoice): Obj | undefined => (inv.supplier?.addresses ?? [])[0] ?? undefined;

/** Positions of the preceding documents lacking a field. */
function precedingMissing(inv: Invoice, field: string): (string | number)[][] {
  const out: (string | number)[][] = [];
  (inv.preceding ?? []).forEach((ref, i) => {
    if (given(ref) && !present((ref as Obj)[field])) out.push(["preceding", i, field]);
  });
  return out;
}

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-15",
      message: "a KSeF invoice must be in złoty (PLN) or give the exchange rate into złoty",
      test: canConvertTo("PLN"),
    },
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-01",
      field: "type",
      message: `a KSeF invoice's type must be one of ${INVOICE_TYPES.join(", ")}`,
      when: (inv) => present(inv.type),
      test: (inv) => INVOICE_TYPES.includes(inv.type ?? ""),
    },
    // Preceding documents.
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-02",
      message: "every preceding document needs its issue date",
      failing: (inv) => precedingMissing(inv, "issue_date"),
    },
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-03",
      message: "every preceding document needs its code",
      failing: (inv) => precedingMissing(inv, "code"),
    },
    // The supplier.
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-04",
      field: "supplier",
      message: "a KSeF invoice needs its supplier",
      test: (inv) => given(inv.supplier),
    },
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-16",
      field: "supplier.tax_id",
      message: "the supplier needs a tax ID",
      when: (inv) => given(inv.supplier),
      test: (inv) => given(inv.supplier?.tax_id),
    },
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-17",
      field: "supplier.tax_id.code",
      message: "the supplier's tax ID needs its code",
      when: (inv) => given(inv.supplier?.tax_id),
      test: (inv) => present(inv.supplier?.tax_id?.code),
    },
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-05",
      field: "supplier.name",
      message: "the supplier needs a name",
      when: (inv) => given(inv.supplier),
      test: (inv) => present(inv.supplier?.name),
    },
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-06",
      field: "supplier.addresses",
      message: "the supplier needs an address",
      when: (inv) => given(inv.supplier),
      test: (inv) => present(inv.supplier?.addresses),
    },
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-07",
      field: "supplier.addresses",
      message: "the supplier's first address needs its country",
      when: (inv) => given(firstAddress(inv)),
      test: (inv) => present(firstAddress(inv)?.country),
    },
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-08",
      field: "supplier.addresses",
      message: "the supplier's first address needs its street",
      when: (inv) => given(firstAddress(inv)),
      test: (inv) => present(firstAddress(inv)?.street),
    },
    // The customer.
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-09",
      field: "customer",
      message: "a KSeF invoice needs its customer unless it is simplified",
      when: (inv) => !hasTag(inv, "simplified"),
      test: (inv) => given(inv.customer),
    },
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-10",
      field: "customer.tax_id.code",
      message: "a Polish customer tax ID needs its code",
      when: (inv) => inv.customer?.tax_id?.country === "PL",
      test: (inv) => present(inv.customer?.tax_id?.code),
    },
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-11",
      message: `a customer that is a local government unit (${EXT_KEY_JST} 1) needs an identity with the third-party role ${ROLE_JST_RECIPIENT} (${EXT_KEY_THIRD_PARTY_ROLE}) and a code`,
      test: (inv) => flaggedCustomerIdentified(inv, EXT_KEY_JST, ROLE_JST_RECIPIENT),
    },
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-12",
      message: `a customer that is a VAT group member (${EXT_KEY_GROUP_VAT} 1) needs an identity with the third-party role ${ROLE_GROUP_VAT_MEMBER} (${EXT_KEY_THIRD_PARTY_ROLE}) and a code`,
      test: (inv) => flaggedCustomerIdentified(inv, EXT_KEY_GROUP_VAT, ROLE_GROUP_VAT_MEMBER),
    },
    // Exemption notes.
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-13",
      message: `an invoice with an exemption code (${EXT_KEY_EXEMPTION}) needs a legal note with that extension as its source`,
      when: (inv) => extCode(inv.tax?.ext, EXT_KEY_EXEMPTION) !== "",
      test: (inv) => exemptionNotes(inv) > 0,
    },
    {
      code: "GOBL-PL-FAVAT-BILL-INVOICE-14",
      message: `an invoice can have only one legal note with the exemption extension (${EXT_KEY_EXEMPTION}) as its source`,
      test: (inv) => exemptionNotes(inv) <= 1,
    },
  ],
};
