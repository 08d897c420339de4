/**
 * NF-e and NFC-e on invoices (GOBL: gobl.br.nfe addon/bill_invoices.go).
 *
 * Normalising, before anything else of the addon: the model (`br-nfe-model`)
 * is set from the tags, 65 (NFC-e) for a `simplified` invoice and 55 (NF-e)
 * otherwise, whatever was given; a supplier stating no tax regime is under
 * the normal one (3); a customer stating no state registration indicator
 * gets 1 (taxpayer) on an NF-e when it has a state registration identity,
 * and 9 (non-taxpayer) otherwise.
 *
 * Rules, by GOBL's numbers:
 * - currency: reais, or a rate into them (34);
 * - supplier: a tax ID with its code (01, 02), a name (10), at least one
 *   address (11), each one there (03) and full: street, number, locality,
 *   state, CEP, country (04-08, 37); the IBGE municipality when it has
 *   addresses (09); its tax regime (39);
 * - customer: required with an address on an NF-e (12, 13); without a tax ID
 *   it has an identity of a foreign country (36); a tax ID has its code (15);
 *   each address is there (16) with street, number, locality, CEP and
 *   country (17-19, 21, 38), and, for a Brazilian customer, its state (20)
 *   and the IBGE municipality (22); its state registration indicator (50),
 *   with the state registration when a taxpayer (51) and without it when
 *   exempt (52), and always non-taxpayer on an NFC-e (53);
 * - series: given (23), 0 or 1 to 999 without leading zeros (24);
 * - tax: given (25) with model, presence, purpose and operation type (26),
 *   each a listed code (44-47); no home delivery presence on an NF-e (27),
 *   in person or home delivery on an NFC-e (28); the credit or debit note
 *   type, listed, when the purpose is a credit (40, 48) or debit note (41, 49);
 * - notes: a `reason` note, the nature of the operation, natOp (30), of 1 to
 *   60 characters (29);
 * - payment: instructions when something remains due (31, 32); nothing
 *   negative due (33);
 * - lines: each with its CFOP (35); a supplier under the normal regime gives
 *   no CSOSN on ICMS (42), one under Simples Nacional gives a CSOSN, or a CST
 *   only for the fuel codes 02, 15, 53 and 61 (43).
 */
import {
  Amount,
  canConvertTo,
  extCode,
  extExclude,
  extExcludeCodes,
  extHas,
  extHasCodes,
  extRequire,
  failingItems,
  given,
  present,
  setExt,
  setExtIfEmpty,
  type Address,
  type Invoice,
  type Normalizer,
  type Party,
  type Validator,
} from "../../../engine/index.ts";
import { TAX_CATEGORY_ICMS } from "../../../regimes/br/categories.ts";
import { EXT_KEY_MUNICIPALITY } from "../../../regimes/br/extensions.ts";
import {
  EXT_KEY_CFOP,
  EXT_KEY_CREDIT_NOTE_TYPE,
  EXT_KEY_DEBIT_NOTE_TYPE,
  EXT_KEY_ICMS_CSOSN,
  EXT_KEY_ICMS_CST,
  EXT_KEY_MODEL,
  EXT_KEY_OPERATION_TYPE,
  EXT_KEY_PRESENCE,
  EXT_KEY_PURPOSE,
  EXT_KEY_REGIME,
  EXT_KEY_STATE_REG_IND,
  hasValidCode,
  MODEL_NFCE,
  MODEL_NFE,
  PRESENCE_DELIVERY,
  PRESENCE_IN_PERSON,
  PURPOSE_CREDIT_NOTE,
  PURPOSE_DEBIT_NOTE,
  REGIME_NORMAL,
  REGIMES_NORMAL,
  REGIMES_SIMPLES,
  STATE_REG_IND_EXEMPT,
  STATE_REG_IND_NON_TAXPAYER,
  STATE_REG_IND_TAXPAYER,
} from "./extensions.ts";
import { IDENTITY_KEY_STATE_REG } from "./identities.ts";

/** The series the NF-e schema takes: 0, or 1 to 999 without leading zeros. */
const SERIES_RE = /^(?:0|[1-9][0-9]{0,2})$/;

/** The ICMS CSTs a Simples Nacional supplier may give: single-phase fuel taxation. */
const FUEL_CSTS: readonly string[] = ["02", "15", "53", "61"];

/** The longest nature of the operation (natOp) the NF-e takes, in characters. */
const REASON_MAX = 60;

const TAX_KEYS = [EXT_KEY_MODEL, EXT_KEY_PRESENCE, EXT_KEY_PURPOSE, EXT_KEY_OPERATION_TYPE];

const model = (inv: Invoice): string => extCode(inv.tax?.ext, EXT_KEY_MODEL);
const isNFe = (inv: Invoice): boolean => model(inv) === MODEL_NFE;
const isNFCe = (inv: Invoice): boolean => model(inv) === MODEL_NFCE;
const purpose = (inv: Invoice): string => extCode(inv.tax?.ext, EXT_KEY_PURPOSE);
const regime = (inv: Invoice): string => extCode(inv.supplier?.ext, EXT_KEY_REGIME);

const hasStateReg = (party: Party | undefined): boolean =>
  (party?.identities ?? []).some((id) => id?.key === IDENTITY_KEY_STATE_REG);

const hasForeignIdentity = (party: Party): boolean =>
  (party.identities ?? []).some((id) => present(id?.country) && id?.country !== "BR");

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    // The model first: the customer's default below depends on it.
    inv.tax ??= {};
    setExt(inv.tax, EXT_KEY_MODEL, (inv.$tags ?? []).includes("simplified") ? MODEL_NFCE : MODEL_NFE);
    if (inv.supplier) setExtIfEmpty(inv.supplier, EXT_KEY_REGIME, REGIME_NORMAL);
    if (inv.customer) {
      const taxpayer = isNFe(inv) && hasStateReg(inv.customer);
      setExtIfEmpty(inv.customer, EXT_KEY_STATE_REG_IND, taxpayer ? STATE_REG_IND_TAXPAYER : STATE_REG_IND_NON_TAXPAYER);
    }
  },
};

/** Paid in full: the totals say nothing is due (GOBL's `Totals.Paid`). */
function paid(inv: Invoice): boolean {
  const due = inv.totals?.due;
  if (typeof due !== "string" || due === "") return false;
  try {
    return Amount.parse(due).isZero();
  } catch {
    return false;
  }
}

function negativeDue(inv: Invoice): boolean {
  const due = inv.totals?.due;
  if (typeof due !== "string" || due === "") return false;
  try {
    return Amount.parse(due).isNegative();
  } catch {
    return false;
  }
}

type PartyRole = "supplier" | "customer";

const partyOf = (inv: Invoice, role: PartyRole): Party | undefined => (role === "supplier" ? inv.supplier : inv.customer);

/** A rule that each address of a party has a field: `read` gives the field named `field`. */
const addressField = (code: string, role: PartyRole, field: string, read: (a: Address) => unknown, what: string, when?: (inv: Invoice) => boolean) => ({
  code,
  message: `each address of the ${role} needs ${what}`,
  when,
  failing: (inv: Invoice) => failingItems([role, "addresses"], partyOf(inv, role)?.addresses, (a) => !present(read(a)), field),
});

/** A rule that no address of a party is empty. */
const addressGiven = (code: string, role: PartyRole) => ({
  code,
  message: `the ${role}'s addresses must not be empty`,
  failing: (inv: Invoice) => (partyOf(inv, role)?.addresses ?? []).flatMap((a, i) => (given(a) ? [] : [[role, "addresses", i]])),
});

/** A rule that a key of the invoice's tax extensions, when given, is a listed code. */
const taxCode = (code: string, key: string, when?: (inv: Invoice) => boolean) => ({
  code,
  field: "tax.ext",
  message: `'${key}' must be one of the codes the NF-e addon lists`,
  when: (inv: Invoice) => given(inv.tax) && (when?.(inv) ?? true),
  test: (inv: Invoice) => hasValidCode(key)(inv.tax?.ext),
});

/** The paths of the ICMS combos of the lines whose extensions fail `ok`. */
function icmsFailing(inv: Invoice, ok: (ext: unknown) => boolean): (string | number)[][] {
  const out: (string | number)[][] = [];
  (inv.lines ?? []).forEach((line, i) => {
    (line?.taxes ?? []).forEach((combo, j) => {
      if (combo?.cat === TAX_CATEGORY_ICMS && !ok(combo.ext)) out.push(["lines", i, "taxes", j, "ext"]);
    });
  });
  return out;
}

const brazilianCustomer = (inv: Invoice): boolean => inv.customer?.tax_id?.country === "BR";

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-34",
      message: "an NF-e must be in Brazilian reais (BRL) or give the exchange rate into them",
      test: canConvertTo("BRL"),
    },
    // The supplier.
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-01",
      field: "supplier.tax_id",
      message: "the supplier needs its tax ID (CNPJ or CPF)",
      when: (inv) => given(inv.supplier),
      test: (inv) => given(inv.supplier?.tax_id),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-02",
      field: "supplier.tax_id.code",
      message: "the supplier's tax ID needs its code",
      when: (inv) => given(inv.supplier?.tax_id),
      test: (inv) => present(inv.supplier?.tax_id?.code),
    },
    addressGiven("GOBL-BR-NFE-BILL-INVOICE-03", "supplier"),
    addressField("GOBL-BR-NFE-BILL-INVOICE-04", "supplier", "street", (a) => a.street, "its street"),
    addressField("GOBL-BR-NFE-BILL-INVOICE-05", "supplier", "num", (a) => a.num, "its number"),
    addressField("GOBL-BR-NFE-BILL-INVOICE-06", "supplier", "locality", (a) => a.locality, "its locality"),
    addressField("GOBL-BR-NFE-BILL-INVOICE-07", "supplier", "state", (a) => a.state, "its state"),
    addressField("GOBL-BR-NFE-BILL-INVOICE-08", "supplier", "code", (a) => a.code, "its postal code (CEP)"),
    addressField("GOBL-BR-NFE-BILL-INVOICE-37", "supplier", "country", (a) => a.country, "its country"),
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-09",
      field: "supplier.ext",
      message: `a supplier with addresses needs its IBGE municipality (${EXT_KEY_MUNICIPALITY})`,
      when: (inv) => present(inv.supplier?.addresses),
      test: (inv) => extRequire(EXT_KEY_MUNICIPALITY)(inv.supplier?.ext),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-39",
      field: "supplier.ext",
      message: `the supplier needs its tax regime (${EXT_KEY_REGIME})`,
      when: (inv) => given(inv.supplier),
      test: (inv) => extRequire(EXT_KEY_REGIME)(inv.supplier?.ext),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-10",
      field: "supplier.name",
      message: "the supplier needs its name",
      when: (inv) => given(inv.supplier),
      test: (inv) => present(inv.supplier?.name),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-11",
      field: "supplier.addresses",
      message: "the supplier needs at least one address",
      when: (inv) => given(inv.supplier),
      test: (inv) => present(inv.supplier?.addresses),
    },
    // The customer.
    { code: "GOBL-BR-NFE-BILL-INVOICE-12", field: "customer", message: "an NF-e (model 55) needs its customer", when: isNFe, test: (inv) => given(inv.customer) },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-13",
      field: "customer.addresses",
      message: "the customer of an NF-e (model 55) needs at least one address",
      when: (inv) => isNFe(inv) && given(inv.customer),
      test: (inv) => present(inv.customer?.addresses),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-36",
      field: "customer",
      message: "a customer without a tax ID needs an identity issued by another country",
      when: (inv) => given(inv.customer) && !given(inv.customer?.tax_id),
      test: (inv) => hasForeignIdentity(inv.customer!),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-15",
      field: "customer.tax_id.code",
      message: "the customer's tax ID needs its code",
      when: (inv) => given(inv.customer?.tax_id),
      test: (inv) => present(inv.customer?.tax_id?.code),
    },
    addressGiven("GOBL-BR-NFE-BILL-INVOICE-16", "customer"),
    addressField("GOBL-BR-NFE-BILL-INVOICE-17", "customer", "street", (a) => a.street, "its street"),
    addressField("GOBL-BR-NFE-BILL-INVOICE-18", "customer", "num", (a) => a.num, "its number"),
    addressField("GOBL-BR-NFE-BILL-INVOICE-19", "customer", "locality", (a) => a.locality, "its locality"),
    addressField("GOBL-BR-NFE-BILL-INVOICE-21", "customer", "code", (a) => a.code, "its postal code (CEP)"),
    addressField("GOBL-BR-NFE-BILL-INVOICE-38", "customer", "country", (a) => a.country, "its country"),
    addressField("GOBL-BR-NFE-BILL-INVOICE-20", "customer", "state", (a) => a.state, "its state, being Brazilian", brazilianCustomer),
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-22",
      field: "customer.ext",
      message: `a Brazilian customer with addresses needs its IBGE municipality (${EXT_KEY_MUNICIPALITY})`,
      when: (inv) => brazilianCustomer(inv) && present(inv.customer?.addresses),
      test: (inv) => extRequire(EXT_KEY_MUNICIPALITY)(inv.customer?.ext),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-50",
      field: "customer.ext",
      message: `the customer needs its state registration indicator (${EXT_KEY_STATE_REG_IND})`,
      when: (inv) => given(inv.customer),
      test: (inv) => extRequire(EXT_KEY_STATE_REG_IND)(inv.customer?.ext),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-51",
      field: "customer",
      message: `a customer that is an ICMS taxpayer ('${EXT_KEY_STATE_REG_IND}' ${STATE_REG_IND_TAXPAYER}) needs its state registration (identity '${IDENTITY_KEY_STATE_REG}')`,
      when: (inv) => extCode(inv.customer?.ext, EXT_KEY_STATE_REG_IND) === STATE_REG_IND_TAXPAYER,
      test: (inv) => hasStateReg(inv.customer),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-52",
      field: "customer",
      message: `a customer exempt from state registration ('${EXT_KEY_STATE_REG_IND}' ${STATE_REG_IND_EXEMPT}) gives no '${IDENTITY_KEY_STATE_REG}' identity`,
      when: (inv) => extCode(inv.customer?.ext, EXT_KEY_STATE_REG_IND) === STATE_REG_IND_EXEMPT,
      test: (inv) => !hasStateReg(inv.customer),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-53",
      field: "customer.ext",
      message: `the customer of an NFC-e (model 65) is a non-taxpayer: '${EXT_KEY_STATE_REG_IND}' ${STATE_REG_IND_NON_TAXPAYER}`,
      when: (inv) => isNFCe(inv) && given(inv.customer),
      test: (inv) => extHasCodes(EXT_KEY_STATE_REG_IND, STATE_REG_IND_NON_TAXPAYER)(inv.customer?.ext),
    },
    // The series.
    { code: "GOBL-BR-NFE-BILL-INVOICE-23", field: "series", message: "an NF-e needs a series", test: (inv) => present(inv.series) },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-24",
      field: "series",
      message: "the series of an NF-e is 0 or a number from 1 to 999, without leading zeros",
      when: (inv) => present(inv.series),
      test: (inv) => SERIES_RE.test(inv.series ?? ""),
    },
    // The tax section.
    { code: "GOBL-BR-NFE-BILL-INVOICE-25", field: "tax", message: "an NF-e needs its tax section", test: (inv) => given(inv.tax) },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-26",
      field: "tax.ext",
      message: `the tax section needs the extensions ${TAX_KEYS.join(", ")}`,
      when: (inv) => given(inv.tax),
      test: (inv) => extRequire(...TAX_KEYS)(inv.tax?.ext),
    },
    taxCode("GOBL-BR-NFE-BILL-INVOICE-44", EXT_KEY_MODEL),
    taxCode("GOBL-BR-NFE-BILL-INVOICE-45", EXT_KEY_PRESENCE),
    taxCode("GOBL-BR-NFE-BILL-INVOICE-46", EXT_KEY_PURPOSE),
    taxCode("GOBL-BR-NFE-BILL-INVOICE-47", EXT_KEY_OPERATION_TYPE),
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-27",
      field: "tax.ext",
      message: `an NF-e (model 55) takes no home delivery presence ('${EXT_KEY_PRESENCE}' ${PRESENCE_DELIVERY})`,
      when: isNFe,
      test: (inv) => extExcludeCodes(EXT_KEY_PRESENCE, PRESENCE_DELIVERY)(inv.tax?.ext),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-28",
      field: "tax.ext",
      message: `an NFC-e (model 65) is sold in person or with home delivery ('${EXT_KEY_PRESENCE}' ${PRESENCE_IN_PERSON} or ${PRESENCE_DELIVERY})`,
      when: isNFCe,
      test: (inv) => extHasCodes(EXT_KEY_PRESENCE, PRESENCE_IN_PERSON, PRESENCE_DELIVERY)(inv.tax?.ext),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-40",
      field: "tax.ext",
      message: `a credit note (purpose ${PURPOSE_CREDIT_NOTE}) needs its type (${EXT_KEY_CREDIT_NOTE_TYPE})`,
      when: (inv) => purpose(inv) === PURPOSE_CREDIT_NOTE,
      test: (inv) => extHas(inv.tax?.ext, EXT_KEY_CREDIT_NOTE_TYPE),
    },
    taxCode("GOBL-BR-NFE-BILL-INVOICE-48", EXT_KEY_CREDIT_NOTE_TYPE, (inv) => purpose(inv) === PURPOSE_CREDIT_NOTE),
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-41",
      field: "tax.ext",
      message: `a debit note (purpose ${PURPOSE_DEBIT_NOTE}) needs its type (${EXT_KEY_DEBIT_NOTE_TYPE})`,
      when: (inv) => purpose(inv) === PURPOSE_DEBIT_NOTE,
      test: (inv) => extHas(inv.tax?.ext, EXT_KEY_DEBIT_NOTE_TYPE),
    },
    taxCode("GOBL-BR-NFE-BILL-INVOICE-49", EXT_KEY_DEBIT_NOTE_TYPE, (inv) => purpose(inv) === PURPOSE_DEBIT_NOTE),
    // The nature of the operation.
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-29",
      message: `the text of a reason note (the nature of the operation) is 1 to ${REASON_MAX} characters`,
      failing: (inv) =>
        // Counted in characters; an empty text is the note's own rule to refuse.
        failingItems(["notes"], inv.notes, (note) => note.key === "reason" && present(note.text) && Array.from(note.text ?? "").length > REASON_MAX, "text"),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-30",
      message: "an NF-e needs a note with key 'reason' giving the nature of the operation (natOp)",
      test: (inv) => (inv.notes ?? []).some((note) => note?.key === "reason"),
    },
    // Payment.
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-31",
      field: "payment",
      message: "an NF-e with something still due needs its payment details",
      when: (inv) => !paid(inv),
      test: (inv) => given(inv.payment),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-32",
      field: "payment.instructions",
      message: "an NF-e with something still due needs its payment instructions",
      when: (inv) => !paid(inv) && given(inv.payment),
      test: (inv) => given(inv.payment?.instructions),
    },
    { code: "GOBL-BR-NFE-BILL-INVOICE-33", field: "totals.due", message: "the amount due must not be negative", test: (inv) => !negativeDue(inv) },
    // Lines.
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-35",
      message: `each line needs its CFOP (${EXT_KEY_CFOP})`,
      failing: (inv) => failingItems(["lines"], inv.lines, (line) => !extHas(line.ext, EXT_KEY_CFOP), "ext"),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-42",
      message: `only Simples Nacional suppliers give '${EXT_KEY_ICMS_CSOSN}'; others give '${EXT_KEY_ICMS_CST}'`,
      when: (inv) => REGIMES_NORMAL.includes(regime(inv)),
      failing: (inv) => icmsFailing(inv, extExclude(EXT_KEY_ICMS_CSOSN)),
    },
    {
      code: "GOBL-BR-NFE-BILL-INVOICE-43",
      message: `Simples Nacional suppliers (regime 1 or 4) give '${EXT_KEY_ICMS_CSOSN}'; '${EXT_KEY_ICMS_CST}' only for the fuel codes ${FUEL_CSTS.join(", ")}`,
      when: (inv) => REGIMES_SIMPLES.includes(regime(inv)),
      failing: (inv) => icmsFailing(inv, (ext) => !extHas(ext, EXT_KEY_ICMS_CST) || FUEL_CSTS.includes(extCode(ext, EXT_KEY_ICMS_CST))),
    },
  ],
};
