/**
 * TicketBAI on the invoice as a whole (GOBL's `normalizeInvoice` and
 * `billInvoiceRules`).
 *
 * Normalising:
 * - the province (`es-tbai-region` in `tax.ext`), when not given, comes from
 *   the region of the supplier's first address, by any of its usual names or
 *   codes (Álava/Araba/VI, Bizkaia/Vizcaya/BI, Gipuzkoa/Guipúzcoa/SS); the
 *   invoice only gains a `tax` object when a province is found;
 * - an invoice tagged `simplified` is flagged `es-tbai-simplified: S`;
 * - a customer without a Spanish tax ID has its first identity typed for
 *   TicketBAI (`es-tbai-identity-type`) from the identity's key (passport 03,
 *   foreign 04, resident 05, other 06).
 *
 * Rules, in GOBL's order: the invoice is in euros or converts to them; it has
 * tax details with the province; an invoice not flagged simplified has a
 * customer, identified by a tax ID or a TicketBAI-typed identity; corrective
 * types (credit note, corrective, debit note) refer to preceding documents,
 * each with its issue date and rectification code; a `general` note (the
 * operation's description, mandatory in TicketBAI); a Bizkaia supplier that
 * is not an organisation (an individual, in Batuz' LROE register) states its
 * activity code (`es-tbai-bi-activity`), and that code, wherever given, has
 * the form of an epígrafe.
 */
import { given, canConvertTo, codeAllowed, extCode, extHas, extRequire, setExt, type Invoice, type Normalizer, type Party, type Validator } from "../../../engine/index.ts";
import { INVOICE_CORRECTION_TYPES } from "../../../regimes/es/corrections.ts";
import { spanishTaxCodeType } from "../../../regimes/es/tax-code.ts";
import { setCustomerIdentityType } from "../../../regimes/es/identity-type.ts";
import { EXT_KEY_BI_ACTIVITY, EXT_KEY_CORRECTION, EXT_KEY_IDENTITY_TYPE, EXT_KEY_REGION, EXT_KEY_SIMPLIFIED, extensions } from "./extensions.ts";

const REGION_ARABA = "VI";
const REGION_BIZKAIA = "BI";
const REGION_GIPUZKOA = "SS";

/** Names and codes of the provinces as an address region may give them (lower case). */
const REGION_NAMES: ReadonlyMap<string, string> = new Map(Object.entries({
  alava: REGION_ARABA,
  álava: REGION_ARABA,
  araba: REGION_ARABA,
  vi: REGION_ARABA,
  bizkaia: REGION_BIZKAIA,
  vizcaya: REGION_BIZKAIA,
  bi: REGION_BIZKAIA,
  gipuzkoa: REGION_GIPUZKOA,
  guipuzcoa: REGION_GIPUZKOA,
  guipúzcoa: REGION_GIPUZKOA,
  ss: REGION_GIPUZKOA,
}));

const SIMPLIFIED_YES = "S";
const TAG_SIMPLIFIED = "simplified";

const NOTE_GENERAL = "general";


function normalizeRegion(inv: Invoice): void {
  if (extHas(inv.tax?.ext, EXT_KEY_REGION)) return;
  const address = inv.supplier?.addresses?.[0];
  if (!address) return;
  const region = REGION_NAMES.get((address.region ?? "").toLowerCase());
  if (!region) return;
  inv.tax ??= {};
  setExt(inv.tax, EXT_KEY_REGION, region);
}

function normalizeSimplified(inv: Invoice): void {
  if (!(inv.$tags ?? []).includes(TAG_SIMPLIFIED)) return;
  inv.tax ??= {};
  setExt(inv.tax, EXT_KEY_SIMPLIFIED, SIMPLIFIED_YES);
}

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    normalizeRegion(inv);
    normalizeSimplified(inv);
    setCustomerIdentityType(inv.customer, EXT_KEY_IDENTITY_TYPE);
  },
};

/** Not flagged simplified (an invoice without tax details never is). */
const notSimplified = (inv: Invoice): boolean => extCode(inv.tax?.ext, EXT_KEY_SIMPLIFIED) !== SIMPLIFIED_YES;

/** A tax ID, or an identity carrying a TicketBAI identity type. */
const identifiedCustomer = (customer: Party | undefined): boolean =>
  !customer || given(customer.tax_id) || (customer.identities ?? []).some((id) => extCode(id?.ext, EXT_KEY_IDENTITY_TYPE) !== "");

/**
 * A Bizkaia invoice whose supplier is not known as an organisation by its
 * Spanish tax code (a person, or a supplier without a Spanish tax code).
 */
const bizkaiaIndividual = (inv: Invoice): boolean => {
  if (!inv.tax || !inv.supplier) return false;
  if (extCode(inv.tax.ext, EXT_KEY_REGION) !== REGION_BIZKAIA) return false;
  const id = inv.supplier.tax_id;
  const isOrg = !!id && id.country === "ES" && !!id.code && spanishTaxCodeType(id.code) === "org";
  return !isOrg;
};

const activityDefinition = extensions.find((d) => d.key === EXT_KEY_BI_ACTIVITY)!;

/** The activity code, when given, is one its definition allows (an epígrafe of up to 7 digits). */
const validActivity = (ext: unknown): boolean => {
  if (!extHas(ext, EXT_KEY_BI_ACTIVITY)) return true;
  return codeAllowed(activityDefinition, extCode(ext, EXT_KEY_BI_ACTIVITY));
};

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-ES-TBAI-BILL-INVOICE-09",
      message: "a TicketBAI invoice must be in euros or give the exchange rate into euros",
      test: canConvertTo("EUR"),
    },
    {
      code: "GOBL-ES-TBAI-BILL-INVOICE-01",
      field: "tax",
      message: "a TicketBAI invoice needs tax details",
      test: (inv) => given(inv.tax),
    },
    {
      code: "GOBL-ES-TBAI-BILL-INVOICE-02",
      field: "tax.ext",
      message: `the invoice's tax details need the TicketBAI province (${EXT_KEY_REGION})`,
      when: (inv) => given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_REGION)(inv.tax?.ext),
    },
    {
      code: "GOBL-ES-TBAI-BILL-INVOICE-03",
      field: "customer",
      message: "an invoice that is not simplified needs a customer",
      when: notSimplified,
      test: (inv) => given(inv.customer),
    },
    {
      code: "GOBL-ES-TBAI-BILL-INVOICE-08",
      field: "customer",
      message: `the customer of an invoice that is not simplified needs a tax ID or an identity typed with ${EXT_KEY_IDENTITY_TYPE}`,
      when: notSimplified,
      test: (inv) => identifiedCustomer(inv.customer),
    },
    {
      code: "GOBL-ES-TBAI-BILL-INVOICE-04",
      field: "preceding",
      message: `a ${INVOICE_CORRECTION_TYPES.join(", ")} invoice must refer to the documents it corrects`,
      when: (inv) => INVOICE_CORRECTION_TYPES.includes(inv.type ?? ""),
      test: (inv) => (inv.preceding ?? []).length > 0,
    },
    {
      code: "GOBL-ES-TBAI-BILL-INVOICE-05",
      message: "each preceding document needs its issue date",
      failing: (inv) => (inv.preceding ?? []).flatMap((ref, i) => (ref && !ref.issue_date ? [["preceding", i, "issue_date"]] : [])),
    },
    {
      code: "GOBL-ES-TBAI-BILL-INVOICE-06",
      message: `each preceding document needs its TicketBAI rectification code (${EXT_KEY_CORRECTION})`,
      failing: (inv) => (inv.preceding ?? []).flatMap((ref, i) => (ref && !extRequire(EXT_KEY_CORRECTION)(ref.ext) ? [["preceding", i, "ext"]] : [])),
    },
    {
      code: "GOBL-ES-TBAI-BILL-INVOICE-07",
      field: "notes",
      message: `a TicketBAI invoice needs a '${NOTE_GENERAL}' note describing the operation`,
      test: (inv) => (inv.notes ?? []).some((note) => note?.key === NOTE_GENERAL),
    },
    {
      code: "GOBL-ES-TBAI-BILL-INVOICE-10",
      field: "supplier.ext",
      message: `a Bizkaia supplier that is an individual needs its activity code (${EXT_KEY_BI_ACTIVITY})`,
      when: bizkaiaIndividual,
      test: (inv) => extRequire(EXT_KEY_BI_ACTIVITY)(inv.supplier?.ext),
    },
    {
      code: "GOBL-ES-TBAI-BILL-INVOICE-11",
      field: "supplier.ext",
      message: `the supplier's ${EXT_KEY_BI_ACTIVITY} must be a Bizkaia activity code (epígrafe, up to 7 digits)`,
      when: (inv) => given(inv.supplier),
      test: (inv) => validActivity(inv.supplier?.ext),
    },
  ],
};
