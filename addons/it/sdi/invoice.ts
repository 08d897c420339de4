/**
 * FatturaPA on the invoice as a whole (GOBL's normalizeInvoice and
 * billInvoiceRules in bill.go).
 *
 * Normalising. Every FatturaPA supplier declares a fiscal regime
 * (RegimeFiscale): the ordinary one, RF01, unless another is given. An
 * Italian supplier's telephone numbers lose the +39 prefix, since SDI takes
 * the national number only (and at most 12 characters of it).
 *
 * Rules, in GOBL's order: amounts are in euros or convert to them; the tax
 * details carry the transmission format and the document type (which the
 * scenarios set); the supplier's name is Latin-1 text, it has an address, a
 * fiscal regime, and a company registration gives both its entry and its
 * office; an Italian supplier's telephone numbers have 5 to 12 characters;
 * there is a customer, named in Latin-1, with a tax ID and an address, whose
 * name may be left out only for a person (no tax ID code, people given); an
 * Italian customer is identified by a VAT number (tax ID code) or a fiscal
 * code identity, and with neither both are asked for; every line is taxed
 * with VAT and names its item in Latin-1; despatch documents belong to
 * deferred invoices only, each with its date; and payment terms with due
 * dates come with payment instructions.
 */
import { utf8Length, given, canConvertTo, extRequire, isLatin1Text, present, setExtIfEmpty } from "../../../engine/index.ts";
import type { Invoice, Normalizer, Party, Validator } from "../../../engine/index.ts";
import { IDENTITY_KEY_FISCAL_CODE } from "../../../regimes/it/identities.ts";
import { EXT_KEY_DOC_TYPE, EXT_KEY_FISCAL_REGIME, EXT_KEY_FORMAT } from "./extensions.ts";

/** The ordinary fiscal regime, the default. */
export const FISCAL_REGIME_ORDINARY = "RF01";

/** The tag of deferred invoices (fattura differita), the only ones that list despatch documents. */
export const TAG_DEFERRED = "deferred";

/** Italy's international dialling prefix, dropped from Italian suppliers' numbers. */
const ITALIAN_DIALLING_PREFIX = "+39";

/** The length SDI accepts for a telephone number (in bytes, as GOBL measures it). */
const TELEPHONE_MIN_LENGTH = 5;
const TELEPHONE_MAX_LENGTH = 12;


/** A party whose tax ID is Italian. */
export const isItalianParty = (party: Party | undefined | null): boolean => party?.tax_id?.country === "IT";

const hasTaxIDCode = (party: Party): boolean => present(party.tax_id?.code);

const hasFiscalCode = (party: Party): boolean => (party.identities ?? []).some((id) => id?.key === IDENTITY_KEY_FISCAL_CODE);

const hasTag = (inv: Invoice, tag: string): boolean => (inv.$tags ?? []).includes(tag);


function normalizeSupplier(party: Party): void {
  setExtIfEmpty(party, EXT_KEY_FISCAL_REGIME, FISCAL_REGIME_ORDINARY);
  if (!isItalianParty(party)) return;
  for (const tel of party.telephones ?? []) {
    if (tel && typeof tel.num === "string" && tel.num.startsWith(ITALIAN_DIALLING_PREFIX)) {
      tel.num = tel.num.slice(ITALIAN_DIALLING_PREFIX.length);
    }
  }
}

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    if (inv.supplier) normalizeSupplier(inv.supplier);
  },
};

/** Customer name: needed when the customer has a tax ID code, or gives no people (GOBL: a nil list). */
function customerNamed(inv: Invoice): boolean {
  const c = inv.customer;
  if (!c) return true;
  if (hasTaxIDCode(c) || !given(c.people)) return present(c.name);
  return true;
}

/** A customer without a name must name its people. */
function customerPeopleWithoutName(inv: Invoice): boolean {
  const c = inv.customer;
  if (!c || present(c.name)) return true;
  return (c.people ?? []).length > 0;
}

function instructionsForDueDates(inv: Invoice): boolean {
  const p = inv.payment;
  if (!p) return true;
  if ((p.terms?.due_dates ?? []).length > 0) return given(p.instructions);
  return true;
}

const toEuro = canConvertTo("EUR");

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-22",
      message: "FatturaPA states amounts in euros: the invoice must be in EUR or give an exchange rate into EUR",
      test: (inv, ctx) => toEuro(inv, ctx),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-13",
      message: "the customer needs a name unless it is a person identified by its people and no tax ID code",
      test: customerNamed,
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-14",
      message: "a customer without a name must list its people",
      test: customerPeopleWithoutName,
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-21",
      message: "payment terms with due dates need payment instructions",
      test: instructionsForDueDates,
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-01",
      field: "tax",
      message: "the invoice needs tax details to carry its FatturaPA format and document type",
      test: (inv) => given(inv.tax),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-02",
      field: "tax.ext",
      message: `the invoice's tax extensions need '${EXT_KEY_FORMAT}' and '${EXT_KEY_DOC_TYPE}'`,
      when: (inv) => given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_FORMAT, EXT_KEY_DOC_TYPE)(inv.tax?.ext),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-03",
      field: "supplier.name",
      message: "the supplier's name may only use Latin-1 characters",
      when: (inv) => given(inv.supplier),
      test: (inv) => isLatin1Text(inv.supplier?.name),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-04",
      field: "supplier.addresses",
      message: "the supplier needs an address",
      when: (inv) => given(inv.supplier),
      test: (inv) => present(inv.supplier?.addresses),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-05",
      field: "supplier.ext",
      message: `the supplier needs its fiscal regime ('${EXT_KEY_FISCAL_REGIME}')`,
      when: (inv) => given(inv.supplier),
      test: (inv) => extRequire(EXT_KEY_FISCAL_REGIME)(inv.supplier?.ext),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-06",
      field: "supplier.registration.entry",
      message: "a supplier's company registration needs its entry number",
      when: (inv) => given(inv.supplier?.registration),
      test: (inv) => present(inv.supplier?.registration?.entry),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-07",
      field: "supplier.registration.office",
      message: "a supplier's company registration needs its registry office",
      when: (inv) => given(inv.supplier?.registration),
      test: (inv) => present(inv.supplier?.registration?.office),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-08",
      message: `an Italian supplier's telephone numbers must have ${TELEPHONE_MIN_LENGTH} to ${TELEPHONE_MAX_LENGTH} characters`,
      when: (inv) => isItalianParty(inv.supplier),
      failing: (inv) =>
        (inv.supplier?.telephones ?? []).flatMap((tel, i) => {
          const num = typeof tel?.num === "string" ? tel.num : "";
          const length = utf8Length(num);
          return num !== "" && (length < TELEPHONE_MIN_LENGTH || length > TELEPHONE_MAX_LENGTH) ? [["supplier", "telephones", i, "num"]] : [];
        }),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-09",
      field: "customer",
      message: "a FatturaPA invoice needs a customer",
      test: (inv) => given(inv.customer),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-10",
      field: "customer.name",
      message: "the customer's name may only use Latin-1 characters",
      when: (inv) => given(inv.customer),
      test: (inv) => isLatin1Text(inv.customer?.name),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-11",
      field: "customer.tax_id",
      message: "the customer needs a tax ID (with just its country when it has no VAT number)",
      when: (inv) => given(inv.customer),
      test: (inv) => given(inv.customer?.tax_id),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-12",
      field: "customer.addresses",
      message: "the customer needs an address",
      when: (inv) => given(inv.customer),
      test: (inv) => present(inv.customer?.addresses),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-15",
      field: "customer.tax_id.code",
      message: "an Italian customer without a fiscal code identity needs its VAT number in the tax ID code",
      when: (inv) => isItalianParty(inv.customer) && !hasFiscalCode(inv.customer!),
      test: (inv) => present(inv.customer?.tax_id?.code),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-16",
      field: "customer.identities",
      message: `an Italian customer without a tax ID code needs a fiscal code identity ('${IDENTITY_KEY_FISCAL_CODE}')`,
      when: (inv) => isItalianParty(inv.customer) && !hasTaxIDCode(inv.customer!),
      test: (inv) => hasFiscalCode(inv.customer!),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-17",
      message: "every line must be taxed with VAT",
      failing: (inv) => (inv.lines ?? []).flatMap((line, i) => (line && !(line.taxes ?? []).some((combo) => combo?.cat === "VAT") ? [["lines", i]] : [])),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-18",
      message: "item names may only use Latin-1 characters",
      failing: (inv) => (inv.lines ?? []).flatMap((line, i) => (line?.item && !isLatin1Text(line.item.name) ? [["lines", i, "item", "name"]] : [])),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-19",
      message: "each despatch document of a deferred invoice needs its issue date",
      when: (inv) => hasTag(inv, TAG_DEFERRED),
      failing: (inv) => (inv.ordering?.despatch ?? []).flatMap((ref, i) => (ref && !present(ref.issue_date) ? [["ordering", "despatch", i, "issue_date"]] : [])),
    },
    {
      code: "GOBL-IT-SDI-BILL-INVOICE-20",
      field: "ordering.despatch",
      message: `only deferred invoices (tag '${TAG_DEFERRED}') may list despatch documents`,
      when: (inv) => !hasTag(inv, TAG_DEFERRED) && given(inv.ordering),
      test: (inv) => !present(inv.ordering?.despatch),
    },
  ],
};
