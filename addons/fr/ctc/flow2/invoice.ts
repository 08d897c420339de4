/**
 * Flow 2 invoices (upstream: addon/flow2/bill_invoice.go).
 *
 * Normalising: both parties as in party.ts; taxes rounded at currency
 * precision; the billing mode defaults to M1 (M2 when already paid); the
 * payment notes the reform requires (subjects PMT, PMD, AAB) are added with
 * standard French texts when missing; and a supplier under the single
 * taxable person scheme (an STC identity, scheme 0231) gets the
 * MEMBRE_ASSUJETTI_UNIQUE note (subject TXD).
 *
 * Rules (BR-FR-xx are the reform's business rules): EUR or a rate into it
 * (01); invoice and preceding codes of at most 35 characters of the allowed
 * set (02, 03); one preceding invoice for corrective invoices (04, 05), at
 * least one for credit notes (06); tax with an allowed document type and a
 * billing mode (07-09); no advance-payment type with a final-after-advance
 * billing mode (10); both parties with inboxes and a legal SIREN, the issuer
 * (the customer when self-billed) with a SIREN inbox (11-16); at most one
 * AFL and one AWW ordering identity (17, 18); the STC seller's details and
 * note (19-23); a global credit note's contract and period (24-28); due
 * dates not before the issue date (29); an already-paid invoice's terms,
 * advances and zero payable (30-35); the payment notes once each (36-38);
 * attachments described with the allowed descriptions, one LISIBLE at most
 * (39-41).
 */
import type { Invoice, Normalizer, Validator } from "../../../../engine/index.ts";
import { Amount, canConvertTo, extCode, extHasCodes, extRequire, extExcludeCodes, given, present } from "../../../../engine/index.ts";
import { ALREADY_PAID_MODES, EXT_KEY_BILLING_MODE, FINAL_AFTER_ADVANCE_MODES, defaultBillingMode, invoiceExt } from "../common/billing-mode.ts";
import { INBOX_SCHEME_SIREN, SCHEME_SIREN, SCHEME_STC, schemeOf } from "../common/identity.ts";
import { normalizeParty } from "./party.ts";
import { ADVANCE_PAYMENT_TYPES, ALLOWED_DOCUMENT_TYPES, CORRECTIVE_TYPES, CREDIT_NOTE_TYPES, GLOBAL_CREDIT_NOTE, SELF_BILLED_TYPES } from "./scenarios.ts";

type Obj = Record<string, any>;

const P = "GOBL-FR-CTC-FLOW2-BILL-INVOICE";
const DT = "untdid-document-type";
const SUBJECT = "untdid-text-subject";
const TXD = "TXD";
const STC_TEXT = "MEMBRE_ASSUJETTI_UNIQUE";

/** Invoice codes: 1 to 35 alphanumerics and `- + _ /` (BR-FR-01/02). */
const CODE_FORMAT = /^[A-Za-z0-9\-+_/]{1,35}$/;

export const ATTACHMENT_DESCRIPTIONS = [
  "RIB",
  "LISIBLE",
  "FEUILLE_DE_STYLE",
  "PJA",
  "BON_LIVRAISON",
  "BON_COMMANDE",
  "DOCUMENT_ANNEXE",
  "BORDEREAU_SUIVI",
  "BORDEREAU_SUIVI_VALIDATION",
  "ETAT_ACOMPTE",
  "FACTURE_PAIEMENT_DIRECT",
  "RECAPITULATIF_COTRAITANCE",
];

/** The notes added when missing, by subject, in this order. */
const REQUIRED_NOTES: readonly Obj[] = [
  { key: "payment", text: "Conditions de paiement selon les conditions générales de vente.", ext: { [SUBJECT]: "PMT" } },
  { key: "payment-method", text: "Pénalités et indemnités de retard applicables conformément aux conditions générales de vente.", ext: { [SUBJECT]: "PMD" } },
  { key: "payment-term", text: "Aucun escompte n'est accordé pour paiement anticipé.", ext: { [SUBJECT]: "AAB" } },
];

const subjectOf = (n: Obj | null | undefined): string => extCode(n?.ext, SUBJECT);

export function isSTC(party: Obj | null | undefined): boolean {
  return (party?.identities ?? []).some((id: Obj) => schemeOf(id) === SCHEME_STC);
}

const isTXDNote = (n: Obj | null | undefined): boolean => !!n && subjectOf(n) === TXD && n.text === STC_TEXT;

export const invoiceNormalizer: Normalizer<Invoice> = {
  type: "bill.Invoice",
  normalize(inv) {
    const doc = inv as Obj;
    normalizeParty(inv.supplier);
    normalizeParty(inv.customer);
    doc.tax ??= {};
    doc.tax.rounding = "currency";
    defaultBillingMode(inv);
    for (const def of REQUIRED_NOTES) {
      if ((doc.notes ?? []).some((n: Obj) => n && subjectOf(n) === subjectOf(def))) continue;
      (doc.notes ??= []).push({ ...def, ext: { ...def.ext } });
    }
    if (isSTC(doc.supplier) && !(doc.notes ?? []).some(isTXDNote)) {
      (doc.notes ??= []).push({ key: "legal", text: STC_TEXT, ext: { [SUBJECT]: TXD } });
    }
  },
};

const joined = (ref: Obj): string => (ref.series ? `${ref.series}-${ref.code}` : String(ref.code));
const codeValid = (ref: Obj | null | undefined): boolean => !ref?.code || CODE_FORMAT.test(joined(ref));

const docType = (inv: Obj): string => invoiceExt(inv, DT);
const modeIn = (inv: Obj, modes: readonly string[]): boolean => modes.includes(invoiceExt(inv, EXT_KEY_BILLING_MODE));
const typeIn = (inv: Obj, types: readonly string[]): boolean => !!inv.tax && types.includes(docType(inv));
/** GOBL's "not in": an invoice without tax counts as not in. */
const typeNotIn = (inv: Obj, types: readonly string[]): boolean => !inv.tax || !types.includes(docType(inv));
const modeNotIn = (inv: Obj, modes: readonly string[]): boolean => !inv.tax || !modes.includes(invoiceExt(inv, EXT_KEY_BILLING_MODE));

/** A SIREN identity (scheme 0002) with the legal scope. */
function hasLegalSIREN(ids: readonly Obj[] | undefined): boolean {
  return (ids ?? []).some((id) => id && schemeOf(id) === SCHEME_SIREN && String(id.scope ?? "").split(/\s+/).includes("legal"));
}

/** The party's first SIREN-scheme inbox starts with its SIREN (passes when it has no SIREN). */
function hasSIRENInbox(party: Obj | null | undefined): boolean {
  if (!party) return true;
  const siren = (party.identities ?? []).find((id: Obj) => id && schemeOf(id) === SCHEME_SIREN)?.code;
  if (!siren) return true;
  const inbox = (party.inboxes ?? []).find((i: Obj) => i?.scheme === INBOX_SCHEME_SIREN);
  return !!inbox && String(inbox.code ?? "").startsWith(String(siren));
}

function noDuplicateReference(ids: readonly Obj[] | undefined, code: string): boolean {
  return (ids ?? []).filter((id) => id && extCode(id.ext, "untdid-reference") === code).length <= 1;
}

function notesHaveRequired(notes: readonly Obj[] | undefined): boolean {
  const seen = new Set((notes ?? []).map(subjectOf));
  return ["PMT", "PMD", "AAB"].every((s) => seen.has(s));
}

function notesNoDuplicates(notes: readonly Obj[] | undefined): boolean {
  const counts = new Map<string, number>();
  for (const n of notes ?? []) {
    const s = subjectOf(n);
    if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  return ["PMT", "PMD", "AAB", TXD].every((s) => (counts.get(s) ?? 0) <= 1);
}

function dueDatesValid(inv: Obj): boolean {
  const issue = String(inv.issue_date ?? "");
  return (inv.payment?.terms?.due_dates ?? []).every((dd: Obj) => !dd?.date || !issue || dd.date >= issue);
}

const amount = (v: unknown): Amount | undefined => (typeof v === "string" && v !== "" ? Amount.parse(v) : undefined);

function advancesMatch(totals: Obj | undefined): boolean {
  const adv = amount(totals?.advance);
  const twt = amount(totals?.total_with_tax);
  return !adv || !twt || adv.compare(twt) === 0;
}

function payableZero(totals: Obj | undefined): boolean {
  if (!totals) return true;
  const v = amount(totals.due) ?? amount(totals.payable);
  return !v || v.isZero();
}

export const invoiceRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: [
    { code: `${P}-01`, message: "invoice must be in EUR or provide an exchange rate to EUR", test: canConvertTo("EUR") },
    {
      code: `${P}-02`,
      message: "invoice code (with series, when set) must be 1-35 characters of alphanumerics plus -+_/ (BR-FR-01/02)",
      test: (inv) => codeValid(inv),
    },
    {
      code: `${P}-03`,
      message: "invoice preceding code (with series, when set) must be 1-35 characters of alphanumerics plus -+_/ (BR-FR-01/02)",
      failing: (inv) => ((inv.preceding ?? []) as Obj[]).flatMap((ref, i) => (ref && !codeValid(ref) ? [["preceding", i]] : [])),
    },
    {
      code: `${P}-04`,
      field: "preceding",
      message: "invoice preceding is required for corrective invoices (BR-FR-CO-04)",
      when: (inv) => typeIn(inv, CORRECTIVE_TYPES),
      test: (inv) => present(inv.preceding),
    },
    {
      code: `${P}-05`,
      field: "preceding",
      message: "invoice preceding must contain exactly one reference for corrective invoices (BR-FR-CO-04)",
      when: (inv) => typeIn(inv, CORRECTIVE_TYPES) && present(inv.preceding),
      test: (inv) => inv.preceding.length === 1,
    },
    {
      code: `${P}-06`,
      field: "preceding",
      message: "invoice preceding must contain at least one reference for credit notes (BR-FR-CO-05)",
      when: (inv) => typeIn(inv, CREDIT_NOTE_TYPES),
      test: (inv) => present(inv.preceding),
    },
    { code: `${P}-07`, field: "tax", message: "invoice tax is required", test: (inv) => given(inv.tax) },
    {
      code: `${P}-08`,
      field: "tax.ext",
      message: "invoice tax ext untdid-document-type must be a valid Flow 2 document type (BR-FR-04)",
      when: (inv) => given(inv.tax),
      test: (inv) => extHasCodes(DT, ...ALLOWED_DOCUMENT_TYPES)(inv.tax.ext),
    },
    {
      code: `${P}-09`,
      field: "tax.ext",
      message: "invoice tax ext fr-ctc-billing-mode is required",
      when: (inv) => given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_BILLING_MODE)(inv.tax.ext),
    },
    {
      code: `${P}-10`,
      field: "tax.ext",
      message: "invoice tax ext untdid-document-type must not be an advance-payment code (386, 500, 503) when billing mode is factoring (B4, S4, M4) (BR-FR-CO-08)",
      when: (inv) => given(inv.tax) && modeIn(inv, FINAL_AFTER_ADVANCE_MODES),
      test: (inv) => extExcludeCodes(DT, ...ADVANCE_PAYMENT_TYPES)(inv.tax.ext),
    },
    {
      code: `${P}-11`,
      field: "supplier.inboxes",
      message: "invoice supplier inboxes are required for French B2B invoices (BR-FR-13)",
      when: (inv) => given(inv.supplier),
      test: (inv) => present(inv.supplier.inboxes),
    },
    {
      code: `${P}-12`,
      field: "supplier.identities",
      message: "invoice supplier identities must include a SIREN identity with iso-scheme-id 0002 and scope legal (BR-FR-10/11)",
      when: (inv) => given(inv.supplier),
      test: (inv) => hasLegalSIREN(inv.supplier.identities),
    },
    {
      code: `${P}-13`,
      field: "supplier",
      message: "invoice supplier must have an inbox with scheme 0225 matching the SIREN code (BR-FR-21/22)",
      when: (inv) => given(inv.supplier) && typeNotIn(inv, SELF_BILLED_TYPES),
      test: (inv) => hasSIRENInbox(inv.supplier),
    },
    {
      code: `${P}-14`,
      field: "customer.inboxes",
      message: "invoice customer inboxes are required for French B2B invoices (BR-FR-13)",
      when: (inv) => given(inv.customer),
      test: (inv) => present(inv.customer.inboxes),
    },
    {
      code: `${P}-15`,
      field: "customer.identities",
      message: "invoice customer identities must include a SIREN identity with iso-scheme-id 0002 and scope legal (BR-FR-10/11)",
      when: (inv) => given(inv.customer),
      test: (inv) => hasLegalSIREN(inv.customer.identities),
    },
    {
      code: `${P}-16`,
      field: "customer",
      message: "invoice customer must have an inbox with scheme 0225 matching the SIREN code (BR-FR-21/22)",
      when: (inv) => given(inv.customer) && typeIn(inv, SELF_BILLED_TYPES),
      test: (inv) => hasSIRENInbox(inv.customer),
    },
    {
      code: `${P}-17`,
      field: "ordering.identities",
      message: "invoice ordering identities must not contain more than one entry with UNTDID reference 'AFL' (BR-FR-30)",
      when: (inv) => given(inv.ordering),
      test: (inv) => noDuplicateReference(inv.ordering.identities, "AFL"),
    },
    {
      code: `${P}-18`,
      field: "ordering.identities",
      message: "invoice ordering identities must not contain more than one entry with UNTDID reference 'AWW' (BR-FR-30)",
      when: (inv) => given(inv.ordering),
      test: (inv) => noDuplicateReference(inv.ordering.identities, "AWW"),
    },
    {
      code: `${P}-19`,
      field: "ordering",
      message: "invoice ordering is required when supplier is under STC scheme (BR-FR-CO-15)",
      when: (inv) => isSTC(inv.supplier),
      test: (inv) => given(inv.ordering),
    },
    {
      code: `${P}-20`,
      field: "ordering.seller",
      message: "invoice ordering seller is required when supplier is under STC scheme (BR-FR-CO-15)",
      when: (inv) => isSTC(inv.supplier) && given(inv.ordering),
      test: (inv) => given(inv.ordering.seller),
    },
    {
      code: `${P}-21`,
      field: "ordering.seller.tax_id",
      message: "invoice ordering seller tax_id is required when supplier is under STC scheme (BR-FR-CO-15)",
      when: (inv) => isSTC(inv.supplier) && given(inv.ordering?.seller),
      test: (inv) => given(inv.ordering.seller.tax_id),
    },
    {
      code: `${P}-22`,
      field: "ordering.seller.tax_id.code",
      message: "invoice ordering seller tax_id code is required when supplier is under STC scheme (BR-FR-CO-15)",
      when: (inv) => isSTC(inv.supplier) && given(inv.ordering?.seller?.tax_id),
      test: (inv) => present(inv.ordering.seller.tax_id.code),
    },
    {
      code: `${P}-23`,
      field: "notes",
      message: "invoice notes must include an entry with subject TXD and text MEMBRE_ASSUJETTI_UNIQUE when supplier is under STC scheme (BR-FR-CO-14)",
      when: (inv) => isSTC(inv.supplier),
      test: (inv) => (inv.notes ?? []).some(isTXDNote),
    },
    {
      code: `${P}-24`,
      field: "ordering",
      message: "invoice ordering is required for consolidated credit notes (BR-FR-CO-03)",
      when: (inv) => typeIn(inv, [GLOBAL_CREDIT_NOTE]),
      test: (inv) => given(inv.ordering),
    },
    {
      code: `${P}-25`,
      field: "ordering.contracts",
      message: "invoice ordering contracts is required for consolidated credit notes (BR-FR-CO-03)",
      when: (inv) => typeIn(inv, [GLOBAL_CREDIT_NOTE]) && given(inv.ordering),
      test: (inv) => present(inv.ordering.contracts),
    },
    {
      code: `${P}-26`,
      field: "ordering.contracts",
      message: "invoice ordering contracts must contain at least one entry for consolidated credit notes (BR-FR-CO-03)",
      when: (inv) => typeIn(inv, [GLOBAL_CREDIT_NOTE]) && Array.isArray(inv.ordering?.contracts),
      test: (inv) => inv.ordering.contracts.length >= 1,
    },
    {
      code: `${P}-27`,
      field: "delivery",
      message: "invoice delivery is required for consolidated credit notes (BR-FR-CO-03)",
      when: (inv) => typeIn(inv, [GLOBAL_CREDIT_NOTE]),
      test: (inv) => given(inv.delivery),
    },
    {
      code: `${P}-28`,
      field: "delivery.period",
      message: "invoice delivery period is required for consolidated credit notes (BR-FR-CO-03)",
      when: (inv) => typeIn(inv, [GLOBAL_CREDIT_NOTE]) && given(inv.delivery),
      test: (inv) => given(inv.delivery.period),
    },
    {
      code: `${P}-29`,
      message: "invoice payment terms due_dates must not be before the invoice issue date (BR-FR-CO-07)",
      when: (inv) => typeNotIn(inv, ADVANCE_PAYMENT_TYPES) && modeNotIn(inv, ALREADY_PAID_MODES),
      test: (inv) => dueDatesValid(inv),
    },
    {
      code: `${P}-30`,
      field: "payment",
      message: "invoice payment is required for final invoices (BR-FR-CO-09)",
      when: (inv) => modeIn(inv, ALREADY_PAID_MODES),
      test: (inv) => given(inv.payment),
    },
    {
      code: `${P}-31`,
      field: "payment.terms",
      message: "invoice payment terms is required for final invoices (BR-FR-CO-09)",
      when: (inv) => modeIn(inv, ALREADY_PAID_MODES) && given(inv.payment),
      test: (inv) => given(inv.payment.terms),
    },
    {
      code: `${P}-32`,
      field: "payment.terms.due_dates",
      message: "invoice payment terms due_dates must contain at least one entry for final invoices (BR-FR-CO-09)",
      when: (inv) => modeIn(inv, ALREADY_PAID_MODES) && given(inv.payment?.terms),
      test: (inv) => present(inv.payment.terms.due_dates),
    },
    {
      code: `${P}-33`,
      field: "totals.advance",
      message: "invoice totals advance is required for final invoices (BR-FR-CO-09)",
      when: (inv) => modeIn(inv, ALREADY_PAID_MODES) && given(inv.totals),
      test: (inv) => present(inv.totals.advance),
    },
    {
      code: `${P}-34`,
      field: "totals",
      message: "invoice totals advance must equal total_with_tax for final invoices (BR-FR-CO-09)",
      when: (inv) => modeIn(inv, ALREADY_PAID_MODES) && given(inv.totals),
      test: (inv) => advancesMatch(inv.totals),
    },
    {
      code: `${P}-35`,
      field: "totals",
      message: "invoice totals payable must be zero for final invoices (BR-FR-CO-09)",
      when: (inv) => modeIn(inv, ALREADY_PAID_MODES) && given(inv.totals),
      test: (inv) => payableZero(inv.totals),
    },
    { code: `${P}-36`, field: "notes", message: "invoice notes are required for French CTC invoices (BR-FR-05)", test: (inv) => present(inv.notes) },
    {
      code: `${P}-37`,
      field: "notes",
      message: "invoice notes must include entries with subjects PMT, PMD and AAB (BR-FR-05)",
      test: (inv) => notesHaveRequired(inv.notes),
    },
    {
      code: `${P}-38`,
      field: "notes",
      message: "invoice notes must not contain duplicate subjects PMT, PMD, AAB or TXD (BR-FR-06/BR-FR-30)",
      test: (inv) => notesNoDuplicates(inv.notes),
    },
    {
      code: `${P}-39`,
      message: "invoice attachment description is required (BR-FR-17)",
      failing: (inv) => ((inv.attachments ?? []) as Obj[]).flatMap((a, i) => (a && !present(a.description) ? [["attachments", i, "description"]] : [])),
    },
    {
      code: `${P}-40`,
      message: "invoice attachment description must be one of the allowed values (BR-FR-17)",
      failing: (inv) =>
        ((inv.attachments ?? []) as Obj[]).flatMap((a, i) =>
          a && present(a.description) && !ATTACHMENT_DESCRIPTIONS.includes(a.description) ? [["attachments", i, "description"]] : [],
        ),
    },
    {
      code: `${P}-41`,
      field: "attachments",
      message: "invoice attachments must not contain more than one entry with description 'LISIBLE' (BR-FR-18)",
      test: (inv) => ((inv.attachments ?? []) as Obj[]).filter((a) => a?.description === "LISIBLE").length <= 1,
    },
  ],
};
