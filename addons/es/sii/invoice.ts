/**
 * SII on the invoice as a whole (GOBL's normalizeInvoice and
 * billInvoiceRules in bill.go).
 *
 * Normalising. Which invoice type SII records (`es-sii-doc-type`) is chosen by
 * the scenarios after calculation for standard and simplified documents;
 * corrections are harder, so GOBL sets them here:
 *
 * - credit and debit notes correct by differences (`es-sii-correction-type`
 *   I), corrective invoices by substitution (S);
 * - all three get invoice type R1 unless R2–R5 was already chosen (by the
 *   user, or by the correction options through the corrector); the
 *   simplified-corrective scenario may still turn it into R5 later;
 * - a self-billed invoice, or one with an issuer in its ordering details, is
 *   issued by a third party or the customer (`es-sii-third-party-issuer` S);
 * - the customer's identity type is filled in (the AEAT derivation in regimes/es/identity-type.ts).
 *
 * Rules, in GOBL's order: the invoice is in euros or converts to them; a
 * corrective invoice lists what it corrects, every preceding document gives
 * its issue date, and those of a corrective invoice their tax totals; unless
 * the invoice is simplified (F2, R5) there is a customer with a tax ID (with a
 * code) or an identity with an identity type; the tax extensions give the
 * invoice type, the correction type for R1–R5, F1–F3 on standard invoices and
 * R1–R5 on corrections; general notes stay within 500 bytes; and across all
 * lines, VAT and IGIC combos give the product type in all or none of them and
 * share one regime key.
 */
import { utf8Length, given, canConvertTo, extCode, extHas, extHasCodes, extRequire, mergeExt, present, setExt } from "../../../engine/index.ts";
import type { Invoice, Normalizer, Validator } from "../../../engine/index.ts";
import { isReportedCategory } from "./combo.ts";
import { setCustomerIdentityType } from "../../../regimes/es/identity-type.ts";
import { EXT_KEY_CORRECTION_TYPE, EXT_KEY_DOC_TYPE, EXT_KEY_IDENTITY_TYPE, EXT_KEY_PRODUCT, EXT_KEY_REGIME, EXT_KEY_THIRD_PARTY_ISSUER } from "./extensions.ts";

/** Correction types: by differences (I) or by substitution (S). */
export const CORRECTION_BY_DIFFERENCES = "I";
export const CORRECTION_BY_SUBSTITUTION = "S";

/** Invoice types for standard documents and for corrections. */
export const STANDARD_DOC_TYPES = ["F1", "F2", "F3"];
export const CORRECTIVE_DOC_TYPES = ["R1", "R2", "R3", "R4", "R5"];
const DEFAULT_CORRECTIVE_DOC_TYPE = "R1";
/** Correction invoice types the normaliser keeps instead of the default. */
const CHOSEN_CORRECTIVE_DOC_TYPES = ["R2", "R3", "R4", "R5"];
/** The invoice types of simplified documents, which need no customer. */
const SIMPLIFIED_DOC_TYPES = ["F2", "R5"];

/** The invoice was issued by a third party or by the customer. */
export const THIRD_PARTY_ISSUER_YES = "S";

/** GOBL's general note key; only those notes are sent to SII (as the operation's description). */
const NOTE_KEY_GENERAL = "general";
const NOTE_TEXT_MAX_BYTES = 500;

const CORRECTION_TYPE_BY_INVOICE_TYPE: ReadonlyMap<string, string> = new Map([
  ["credit-note", CORRECTION_BY_DIFFERENCES],
  ["debit-note", CORRECTION_BY_DIFFERENCES],
  ["corrective", CORRECTION_BY_SUBSTITUTION],
]);

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    const correctionType = CORRECTION_TYPE_BY_INVOICE_TYPE.get(inv.type ?? "");
    if (correctionType) {
      inv.tax ??= {};
      mergeExt(inv.tax, { [EXT_KEY_CORRECTION_TYPE]: correctionType });
      // Not deterministic: a type chosen before (by the user or the correction options) is kept.
      if (!CHOSEN_CORRECTIVE_DOC_TYPES.includes(extCode(inv.tax.ext, EXT_KEY_DOC_TYPE))) {
        setExt(inv.tax, EXT_KEY_DOC_TYPE, DEFAULT_CORRECTIVE_DOC_TYPE);
      }
    }

    if ((inv.$tags ?? []).includes("self-billed") || given(inv.ordering?.issuer)) {
      inv.tax ??= {};
      mergeExt(inv.tax, { [EXT_KEY_THIRD_PARTY_ISSUER]: THIRD_PARTY_ISSUER_YES });
    }

    setCustomerIdentityType(inv.customer, EXT_KEY_IDENTITY_TYPE);
  },
};


const isCorrective = (inv: Invoice): boolean => inv.type === "corrective";

/** Simplified invoices (types F2 and R5) may leave the customer out. */
const isSimplified = (inv: Invoice): boolean => SIMPLIFIED_DOC_TYPES.includes(extCode(inv.tax?.ext, EXT_KEY_DOC_TYPE));

/** Indexes of the list's members (nulls skipped) where `fails` holds, as `[field, i, ...below]` paths. */
function failingMembers<T>(field: string, list: readonly (T | null | undefined)[] | undefined, below: string[], fails: (member: T) => boolean) {
  const out: (string | number)[][] = [];
  (list ?? []).forEach((member, i) => {
    if (member !== null && member !== undefined && fails(member)) out.push([field, i, ...below]);
  });
  return out;
}

/**
 * The VAT and IGIC combos of every line, in order. The product and regime
 * checks compare each of them with the first.
 */
function reportedCombos(inv: Invoice) {
  return (inv.lines ?? []).flatMap((line) => (line?.taxes ?? []).filter((combo) => combo && isReportedCategory(combo.cat)));
}

function productConsistent(inv: Invoice): boolean {
  const [first, ...rest] = reportedCombos(inv);
  return !first || rest.every((combo) => extHas(combo.ext, EXT_KEY_PRODUCT) === extHas(first.ext, EXT_KEY_PRODUCT));
}

function sameRegime(inv: Invoice): boolean {
  const [first, ...rest] = reportedCombos(inv);
  return !first || rest.every((combo) => extCode(combo.ext, EXT_KEY_REGIME) === extCode(first.ext, EXT_KEY_REGIME));
}

/** A customer has a tax ID, or an identity that says what kind of document it is. */
function identified(inv: Invoice): boolean {
  const customer = inv.customer;
  if (!customer) return true;
  return given(customer.tax_id) || (customer.identities ?? []).some((id) => id && extCode(id.ext, EXT_KEY_IDENTITY_TYPE) !== "");
}


const toEuro = canConvertTo("EUR");

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-ES-SII-BILL-INVOICE-15",
      message: "SII takes amounts in euros: the invoice must be in EUR or give an exchange rate into EUR",
      test: (inv, ctx) => toEuro(inv, ctx),
    },
    {
      code: "GOBL-ES-SII-BILL-INVOICE-01",
      field: "preceding",
      message: "a corrective invoice must list the documents it corrects",
      when: isCorrective,
      test: (inv) => present(inv.preceding),
    },
    {
      code: "GOBL-ES-SII-BILL-INVOICE-02",
      message: "each preceding document needs its issue date",
      failing: (inv) => failingMembers("preceding", inv.preceding, ["issue_date"], (ref) => !ref.issue_date),
    },
    {
      code: "GOBL-ES-SII-BILL-INVOICE-03",
      message: "each document a corrective invoice corrects needs its tax totals",
      when: isCorrective,
      failing: (inv) => failingMembers("preceding", inv.preceding, ["tax"], (ref) => !given(ref.tax)),
    },
    {
      code: "GOBL-ES-SII-BILL-INVOICE-04",
      field: "customer",
      message: "an invoice that is not simplified needs a customer",
      when: (inv) => !isSimplified(inv),
      test: (inv) => given(inv.customer),
    },
    {
      code: "GOBL-ES-SII-BILL-INVOICE-05",
      field: "customer",
      message: `the customer needs a tax ID or an identity with an identity type ('${EXT_KEY_IDENTITY_TYPE}')`,
      when: (inv) => !isSimplified(inv),
      test: identified,
    },
    {
      // SII cannot report a tax ID that gives only a country.
      code: "GOBL-ES-SII-BILL-INVOICE-06",
      field: "customer.tax_id.code",
      message: "the customer's tax ID needs a code",
      when: (inv) => !isSimplified(inv) && given(inv.customer?.tax_id),
      test: (inv) => present(inv.customer?.tax_id?.code),
    },
    {
      code: "GOBL-ES-SII-BILL-INVOICE-07",
      field: "tax",
      message: "the invoice needs tax details to carry its SII extensions",
      test: (inv) => given(inv.tax),
    },
    {
      code: "GOBL-ES-SII-BILL-INVOICE-08",
      field: "tax.ext",
      message: `the invoice's tax extensions need the SII invoice type ('${EXT_KEY_DOC_TYPE}')`,
      when: (inv) => given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_DOC_TYPE)(inv.tax?.ext),
    },
    {
      // The guard holds when no invoice type is given too (GOBL's code check passes on a missing key).
      code: "GOBL-ES-SII-BILL-INVOICE-09",
      field: "tax.ext",
      message: `a correction (invoice types ${CORRECTIVE_DOC_TYPES.join(", ")}) needs the SII correction type ('${EXT_KEY_CORRECTION_TYPE}')`,
      when: (inv) => given(inv.tax) && extHasCodes(EXT_KEY_DOC_TYPE, ...CORRECTIVE_DOC_TYPES)(inv.tax?.ext),
      test: (inv) => extRequire(EXT_KEY_CORRECTION_TYPE)(inv.tax?.ext),
    },
    {
      code: "GOBL-ES-SII-BILL-INVOICE-10",
      field: "tax.ext",
      message: `a standard invoice's SII invoice type ('${EXT_KEY_DOC_TYPE}') must be one of ${STANDARD_DOC_TYPES.join(", ")}`,
      when: (inv) => inv.type === "standard" && given(inv.tax),
      test: (inv) => extHasCodes(EXT_KEY_DOC_TYPE, ...STANDARD_DOC_TYPES)(inv.tax?.ext),
    },
    {
      code: "GOBL-ES-SII-BILL-INVOICE-11",
      field: "tax.ext",
      message: `a corrective invoice, credit note or debit note must have an SII invoice type ('${EXT_KEY_DOC_TYPE}') of ${CORRECTIVE_DOC_TYPES.join(", ")}`,
      when: (inv) => CORRECTION_TYPE_BY_INVOICE_TYPE.has(inv.type ?? "") && given(inv.tax),
      test: (inv) => extHasCodes(EXT_KEY_DOC_TYPE, ...CORRECTIVE_DOC_TYPES)(inv.tax?.ext),
    },
    {
      // GOBL measures the length in bytes, not characters.
      code: "GOBL-ES-SII-BILL-INVOICE-12",
      message: `a general note's text must be at most ${NOTE_TEXT_MAX_BYTES} bytes long`,
      failing: (inv) => failingMembers("notes", inv.notes, ["text"], (note) => note.key === NOTE_KEY_GENERAL && utf8Length(note.text ?? "") > NOTE_TEXT_MAX_BYTES),
    },
    {
      code: "GOBL-ES-SII-BILL-INVOICE-13",
      field: "lines",
      message: `the product type ('${EXT_KEY_PRODUCT}') must be given in every VAT and IGIC combo of the lines, or in none`,
      test: productConsistent,
    },
    {
      code: "GOBL-ES-SII-BILL-INVOICE-14",
      field: "lines",
      message: `every VAT and IGIC combo of the lines must have the same regime key ('${EXT_KEY_REGIME}')`,
      test: sameRegime,
    },
  ],
};
