/**
 * Flow 10 invoices (upstream: addon/flow10/bill_invoice.go).
 *
 * Normalising: both parties as in party.ts; an invoice without a customer
 * (a B2C sale) gets the B2C category TNT1 when it has none; any other gets
 * the billing mode M1 (M2 when already paid) when it has none.
 *
 * Rules: EUR or a rate into it (01); every address of either party with its
 * country (02, 03). A B2C sale: its B2C category (04), a supplier (05) with
 * a SIREN (06), VAT percentages among those France uses (07). A B2B
 * invoice: an allowed document type and a billing mode (08, 09), no
 * advance-payment type with a final-after-advance billing mode (10), both
 * parties present with a legal identity of an allowed scheme and a tax ID
 * when that scheme is a SIREN or an EU VAT number (11-13, 16-18); with an
 * exempt (E) VAT category, a seller VAT number (14) and an exemption note
 * in the tax notes (15).
 */
import type { Invoice, Normalizer, Validator } from "../../../../engine/index.ts";
import { canConvertTo, extCode, extHasCodes, extRequire, extExcludeCodes, given, setExt } from "../../../../engine/index.ts";
import { EXT_KEY_BILLING_MODE, FINAL_AFTER_ADVANCE_MODES, defaultBillingMode, invoiceExt } from "../common/billing-mode.ts";
import { ADVANCE_PAYMENT_TYPES, ALLOWED_DOCUMENT_TYPES } from "../flow2/scenarios.ts";
import { B2C_NOT_TAXABLE, EXT_KEY_B2C_CATEGORY } from "./extensions.ts";
import { hasAllowedLegalScheme, hasSIREN, hasTaxIDWhenRequired, normalizeParty } from "./party.ts";

type Obj = Record<string, any>;

const P = "GOBL-FR-CTC-FLOW10-BILL-INVOICE";
const DT = "untdid-document-type";

/** The VAT percentages a flow 10 report may carry (G1.24). */
export const ALLOWED_VAT_PERCENTS = ["0", "0.9", "1.05", "1.75", "2.1", "5.5", "7", "8.5", "9.2", "9.6", "10", "13", "19.6", "20", "20.6"].map(Number);

export const percentAllowed = (percent: unknown): boolean =>
  typeof percent !== "string" || percent === "" || ALLOWED_VAT_PERCENTS.includes(Number(percent.replace("%", "")));

const isB2C = (inv: Obj): boolean => !given(inv.customer);

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    normalizeParty(inv.supplier);
    normalizeParty(inv.customer);
    if (isB2C(inv)) {
      if (!extCode(inv.tax?.ext, EXT_KEY_B2C_CATEGORY)) setExt((inv.tax ??= {}), EXT_KEY_B2C_CATEGORY, B2C_NOT_TAXABLE);
      return;
    }
    defaultBillingMode(inv);
  },
};

const vatCombos = (inv: Obj): Obj[] => ((inv.lines ?? []) as Obj[]).flatMap((l) => ((l?.taxes ?? []) as Obj[]).filter((c) => c?.cat === "VAT"));

const addressesMissingCountry = (inv: Obj, party: string): (string | number)[][] =>
  ((inv[party]?.addresses ?? []) as Obj[]).flatMap((a, i) => (a && !a.country ? [[party, "addresses", i, "country"]] : []));

export const invoiceRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: [
    { code: `${P}-01`, message: "invoice must be in EUR or provide an exchange rate to EUR", test: canConvertTo("EUR") },
    { code: `${P}-02`, message: "invoice supplier address country is required", failing: (inv) => addressesMissingCountry(inv, "supplier") },
    { code: `${P}-03`, message: "invoice customer address country is required", failing: (inv) => addressesMissingCountry(inv, "customer") },
    // B2C sales: no customer.
    {
      code: `${P}-04`,
      field: "tax.ext",
      message: "invoice tax ext fr-ctc-flow10-b2c-category is required on B2C invoices (G1.68)",
      when: (inv) => isB2C(inv) && given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_B2C_CATEGORY)(inv.tax.ext),
    },
    { code: `${P}-05`, field: "supplier", message: "invoice supplier is required on B2C invoices", when: isB2C, test: (inv) => given(inv.supplier) },
    {
      code: `${P}-06`,
      field: "supplier",
      message: "invoice supplier must have a SIREN identity (ISO/IEC 6523 scheme 0002) on a B2C invoice",
      when: (inv) => isB2C(inv) && given(inv.supplier),
      test: (inv) => hasSIREN(inv.supplier),
    },
    {
      code: `${P}-07`,
      message: "invoice VAT line percent must be one of the Flow 10 permitted values 0%, 0.9%, 1.05%, 1.75%, 2.1%, 5.5%, 7%, 8.5%, 9.2%, 9.6%, 10%, 13%, 19.6%, 20%, 20.6% (G1.24)",
      when: isB2C,
      test: (inv) => vatCombos(inv).every((c) => percentAllowed(c.percent)),
    },
    // B2B invoices: a customer (cross-border; domestic B2B is flow 2's).
    {
      code: `${P}-08`,
      field: "tax.ext",
      message: "invoice tax ext untdid-document-type must be one of the Flow 10 permitted UNTDID 1001 codes",
      when: (inv) => !isB2C(inv) && given(inv.tax),
      test: (inv) => extHasCodes(DT, ...ALLOWED_DOCUMENT_TYPES)(inv.tax.ext),
    },
    {
      code: `${P}-09`,
      field: "tax.ext",
      message: "invoice tax ext fr-ctc-billing-mode is required (G1.02)",
      when: (inv) => !isB2C(inv) && given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_BILLING_MODE)(inv.tax.ext),
    },
    {
      code: `${P}-10`,
      field: "tax.ext",
      message: "invoice tax ext untdid-document-type must not be an advance-payment code (386, 500, 503) when billing mode is final-after-advance (B4, S4, M4) (G1.60)",
      when: (inv) => !isB2C(inv) && given(inv.tax) && FINAL_AFTER_ADVANCE_MODES.includes(invoiceExt(inv, EXT_KEY_BILLING_MODE)),
      test: (inv) => extExcludeCodes(DT, ...ADVANCE_PAYMENT_TYPES)(inv.tax.ext),
    },
    { code: `${P}-11`, field: "supplier", message: "invoice supplier is required for Flow 10 B2B invoices (G2.19)", when: (inv) => !isB2C(inv), test: (inv) => given(inv.supplier) },
    {
      code: `${P}-12`,
      field: "supplier",
      message: "invoice supplier must declare a legal identity with an allowed ICD 6523 scheme (0002, 0223, 0227, 0228 or 0229) (G2.19)",
      when: (inv) => !isB2C(inv) && given(inv.supplier),
      test: (inv) => hasAllowedLegalScheme(inv.supplier),
    },
    {
      code: `${P}-13`,
      field: "supplier",
      message: "invoice supplier tax_id is required when legal identity scheme is SIREN (0002) or EU VAT (0223) (G2.33)",
      when: (inv) => !isB2C(inv),
      test: (inv) => hasTaxIDWhenRequired(inv.supplier),
    },
    {
      code: `${P}-14`,
      message: "invoice supplier tax_id or ordering.seller tax_id is required when the VAT breakdown contains an exempt (E) category",
      when: (inv) => !isB2C(inv) && vatCombos(inv).some((c) => extCode(c.ext, "untdid-tax-category") === "E"),
      test: (inv) => !!inv.supplier?.tax_id?.code || !!inv.ordering?.seller?.tax_id?.code,
    },
    {
      code: `${P}-15`,
      message: "invoice tax.notes must include an exempt-reason entry (key=exempt with non-empty text) when the VAT breakdown contains an exempt (E) category",
      when: (inv) => !isB2C(inv) && vatCombos(inv).some((c) => extCode(c.ext, "untdid-tax-category") === "E"),
      test: (inv) => ((inv.tax?.notes ?? []) as Obj[]).some((n) => n?.key === "exempt" && !!n.text),
    },
    { code: `${P}-16`, field: "customer", message: "invoice customer is required for Flow 10 B2B invoices (G2.19)", when: (inv) => !isB2C(inv), test: (inv) => given(inv.customer) },
    {
      code: `${P}-17`,
      field: "customer",
      message: "invoice customer must declare a legal identity with an allowed ICD 6523 scheme (0002, 0223, 0227, 0228 or 0229) (G2.19)",
      when: (inv) => !isB2C(inv) && given(inv.customer),
      test: (inv) => hasAllowedLegalScheme(inv.customer),
    },
    {
      code: `${P}-18`,
      field: "customer",
      message: "invoice customer tax_id is required when legal identity scheme is SIREN (0002) or EU VAT (0223) (G2.33)",
      when: (inv) => !isB2C(inv),
      test: (inv) => hasTaxIDWhenRequired(inv.customer),
    },
  ],
};
