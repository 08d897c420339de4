/**
 * VERI*FACTU on the invoice as a whole (GOBL: addons/es/verifactu/bill.go).
 *
 * Normalising, before calculation (the scenarios run after it):
 * - credit and debit notes are corrections by differences (correction type
 *   I), corrective invoices corrections by substitution (S); scenarios
 *   cannot say this, hence the normaliser;
 * - every correction gets invoice type R1 unless it already says R2-R5
 *   (the simplified scenario later turns it into R5);
 * - a self-billed invoice is issued by the customer (issuer type D), one
 *   with an ordering issuer by a third party (T);
 * - the customer's first identity, when the customer has no Spanish tax ID
 *   with a code, gets the AEAT identity type of its key (passport 03,
 *   foreign 04, resident 05, other 06).
 *
 * Rules: the invoice is in euros or says how to convert to them; corrective
 * invoices list what they correct, each with its tax totals; every
 * preceding document has an issue date; simplified invoices (F2, R5) name
 * no customer by tax ID or typed identity, while all others need a customer
 * with a tax ID (with a code) or a typed identity, the identity's country
 * being required unless it is a NIF-VAT (02); the invoice type is present
 * and fits the invoice's type (F1-F3 for standard, R1-R5 for corrections),
 * a correction type goes with R-types; general notes are at most 500
 * characters (bytes, as GOBL counts them) and every line carries VAT, IGIC
 * or IPSI.
 */
import { utf8Length, present, failingItems, given, canConvertTo, extCode, extHasCodes, extRequire, mergeExt, setExt } from "../../../engine/index.ts";
import type { Invoice, Normalizer, Party, Validator } from "../../../engine/index.ts";
import { AEAT_IDENTITY_TYPE_VAT, setCustomerIdentityType } from "../../../regimes/es/identity-type.ts";
import { EXT_KEY_CORRECTION_TYPE, EXT_KEY_DOC_TYPE, EXT_KEY_IDENTITY_TYPE, EXT_KEY_ISSUER_TYPE } from "./extensions.ts";

type Obj = Record<string, any>;
type Identity = NonNullable<Party["identities"]>[number];

/** Issuer types (`EmitidaPorTerceroODestinatario`). */
export const ISSUER_THIRD_PARTY = "T";
export const ISSUER_CUSTOMER = "D";


const CORRECTION_TYPES = ["credit-note", "debit-note", "corrective"];
const R_TYPES = ["R1", "R2", "R3", "R4", "R5"];
/** Invoice types a correction may state itself; R1 is the default for the rest. */
const CHOSEN_R_TYPES = ["R2", "R3", "R4", "R5"];
const F_TYPES = ["F1", "F2", "F3"];
const SIMPLIFIED_TYPES = ["F2", "R5"];
const LINE_CATEGORIES = ["VAT", "IGIC", "IPSI"];
const GENERAL_NOTE_MAX_BYTES = 500;


export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    switch (inv.type) {
      case "credit-note":
      case "debit-note":
        mergeExt((inv.tax ??= {}), { [EXT_KEY_CORRECTION_TYPE]: "I" });
        break;
      case "corrective":
        mergeExt((inv.tax ??= {}), { [EXT_KEY_CORRECTION_TYPE]: "S" });
        break;
    }
    if (CORRECTION_TYPES.includes(inv.type ?? "") && !CHOSEN_R_TYPES.includes(extCode(inv.tax?.ext, EXT_KEY_DOC_TYPE))) {
      setExt((inv.tax ??= {}), EXT_KEY_DOC_TYPE, "R1");
    }

    if ((inv.$tags ?? []).includes("self-billed")) mergeExt((inv.tax ??= {}), { [EXT_KEY_ISSUER_TYPE]: ISSUER_CUSTOMER });
    if (given(inv.ordering?.issuer)) mergeExt((inv.tax ??= {}), { [EXT_KEY_ISSUER_TYPE]: ISSUER_THIRD_PARTY });

    setCustomerIdentityType(inv.customer, EXT_KEY_IDENTITY_TYPE);
  },
};

/** F2 and R5 are VERI*FACTU's simplified invoices. */
const isSimplified = (inv: Invoice): boolean => SIMPLIFIED_TYPES.includes(extCode(inv.tax?.ext, EXT_KEY_DOC_TYPE));

/** The first identity carrying an AEAT identity type, if any. */
const typedIdentity = (p: Party | undefined): Identity | undefined =>
  (p?.identities ?? []).find((id) => !!id && extCode(id.ext, EXT_KEY_IDENTITY_TYPE) !== "");

/** An identity whose AEAT type is something other than NIF-VAT. */
const nonVATIdentity = (id: Identity | undefined): boolean =>
  !!id && extCode(id.ext, EXT_KEY_IDENTITY_TYPE) !== "" && extCode(id.ext, EXT_KEY_IDENTITY_TYPE) !== AEAT_IDENTITY_TYPE_VAT;


export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-16",
      message: "a VERI*FACTU invoice must be in euros or give the exchange rate into euros",
      test: canConvertTo("EUR"),
    },
    // Preceding documents.
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-01",
      field: "preceding",
      message: "a corrective invoice must list the documents it corrects",
      when: (inv) => inv.type === "corrective",
      test: (inv) => (inv.preceding ?? []).length > 0,
    },
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-02",
      message: "every preceding document needs its issue date",
      failing: (inv) => failingItems<Obj>(["preceding"], inv.preceding, (ref) => !present(ref.issue_date), "issue_date"),
    },
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-03",
      message: "a corrective invoice must give the tax totals of each document it corrects",
      when: (inv) => inv.type === "corrective",
      failing: (inv) => failingItems<Obj>(["preceding"], inv.preceding, (ref) => !given(ref.tax), "tax"),
    },
    // The customer of a simplified invoice (F2, R5) stays anonymous.
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-05",
      field: "customer",
      message: `the customer of a simplified invoice cannot have an identity with an AEAT identity type (${EXT_KEY_IDENTITY_TYPE})`,
      when: isSimplified,
      test: (inv) => !typedIdentity(inv.customer),
    },
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-04",
      field: "customer.tax_id",
      message: "the customer of a simplified invoice cannot have a tax ID",
      when: (inv) => isSimplified(inv) && given(inv.customer),
      test: (inv) => !given(inv.customer?.tax_id),
    },
    // Every other invoice names its customer.
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-06",
      field: "customer",
      message: "the invoice needs a customer",
      when: (inv) => !isSimplified(inv),
      test: (inv) => given(inv.customer),
    },
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-07",
      field: "customer",
      message: `the customer needs a tax ID or an identity with an AEAT identity type (${EXT_KEY_IDENTITY_TYPE})`,
      when: (inv) => !isSimplified(inv) && given(inv.customer),
      test: (inv) => given(inv.customer?.tax_id) || !!typedIdentity(inv.customer),
    },
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-08",
      field: "customer.tax_id.code",
      message: "the customer's tax ID needs a code: a country alone cannot be reported",
      when: (inv) => !isSimplified(inv) && given(inv.customer?.tax_id),
      test: (inv) => present(inv.customer?.tax_id?.code),
    },
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-17",
      message: `an identity whose AEAT identity type (${EXT_KEY_IDENTITY_TYPE}) is not 02 (NIF-VAT) needs its country`,
      when: (inv) => !isSimplified(inv) && given(inv.customer),
      failing: (inv) =>
        failingItems<Identity>(["customer", "identities"], inv.customer?.identities, (id) => nonVATIdentity(id) && !present(id.country), "country"),
    },
    // The invoice and correction types, in the tax details.
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-09",
      field: "tax",
      message: "the invoice needs its tax details, where the VERI*FACTU invoice type goes",
      test: (inv) => given(inv.tax),
    },
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-10",
      field: "tax.ext",
      message: `the invoice needs its VERI*FACTU invoice type (${EXT_KEY_DOC_TYPE})`,
      when: (inv) => given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_DOC_TYPE)(inv.tax?.ext),
    },
    {
      // Like GOBL, this also applies when the invoice type is missing altogether.
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-13",
      field: "tax.ext",
      message: `an invoice of type R1-R5 needs its correction type (${EXT_KEY_CORRECTION_TYPE})`,
      when: (inv) => given(inv.tax) && extHasCodes(EXT_KEY_DOC_TYPE, ...R_TYPES)(inv.tax?.ext),
      test: (inv) => extRequire(EXT_KEY_CORRECTION_TYPE)(inv.tax?.ext),
    },
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-11",
      field: "tax.ext",
      message: `a standard invoice's VERI*FACTU invoice type must be ${F_TYPES.join(", ")}`,
      when: (inv) => inv.type === "standard" && given(inv.tax),
      test: (inv) => extHasCodes(EXT_KEY_DOC_TYPE, ...F_TYPES)(inv.tax?.ext),
    },
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-12",
      field: "tax.ext",
      message: `a correction's VERI*FACTU invoice type must be ${R_TYPES.join(", ")}`,
      when: (inv) => CORRECTION_TYPES.includes(inv.type ?? "") && given(inv.tax),
      test: (inv) => extHasCodes(EXT_KEY_DOC_TYPE, ...R_TYPES)(inv.tax?.ext),
    },
    // Notes and lines.
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-14",
      message: `a general note can hold at most ${GENERAL_NOTE_MAX_BYTES} characters`,
      failing: (inv) =>
        failingItems<Obj>(["notes"], inv.notes, (note) => note.key === "general" && typeof note.text === "string" && utf8Length(note.text) > GENERAL_NOTE_MAX_BYTES, "text"),
    },
    {
      code: "GOBL-ES-VERIFACTU-BILL-INVOICE-15",
      message: "every line must be taxed with VAT, IGIC or IPSI",
      failing: (inv) =>
        failingItems<Obj>(["lines"], inv.lines, (line) => !(line.taxes ?? []).some((c: Obj) => LINE_CATEGORIES.includes(c?.cat)), "taxes"),
    },
  ],
};
