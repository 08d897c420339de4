/** UBL payment means, terms, payee and prepaid amount read as GOBL payment details. */
import { PAYMENT_MEANS_BY_CODE } from "../../common/codes.ts";
import type { Doc } from "../document.ts";
import { attr, child, children, type ReadElement, textAt } from "../xml.ts";
import type { RegimeFactsOf } from "../regime.ts";
import { type PartyReading, readParty } from "./party.ts";
import { clean, decimal, optionalDate } from "./values.ts";

function isIBAN(text: string): boolean {
  return /^[A-Z]{2,}\s*[0-9A-Z\s]+$/.test(text.trim().toUpperCase());
}

function sepaCreditor(party: Doc | undefined): string | undefined {
  return (party?.identities as Doc[] | undefined)?.find((identity) => identity.label === "SEPA")?.code;
}

/**
 * UNTDID 4461 codes with a GOBL means key of their own beyond those GOBL's
 * parser maps: the EN 16931 addon's normaliser sets the code of the key, so
 * a code read under the wrong key would be replaced.
 */
const MORE_MEANS_KEYS: ReadonlyMap<string, string> = new Map([
  ["21", "bank-draft"],
  ["31", "debit-transfer"],
  ["55", "card+debit"],
  ["60", "promissory-note"],
  ["68", "online"],
  ["97", "netting"],
]);

/**
 * The GOBL means key of a payment means code. A code GOBL has no key for
 * (4, 70, 57...) is "other", the one key without a code of its own, so that
 * the code stays in `untdid-payment-means`; gobl.ubl reads "any", whose code
 * 1 ("instrument not defined") the EN 16931 addon then puts in its place.
 */
function meansKey(code: string): string {
  if (KEYED_AS_ANOTHER_CODE.has(code)) return "other";
  return PAYMENT_MEANS_BY_CODE.get(code) ?? MORE_MEANS_KEYS.get(code) ?? (code === "1" || code === "" ? "any" : "other");
}

/**
 * Codes gobl.ubl reads under a key the EN 16931 addon gives another code:
 * 42 (payment to bank account) as debit-transfer, which it writes as 31.
 * Read as "other", they keep their own code, as the CII reader reads them.
 */
const KEYED_AS_ANOTHER_CODE: ReadonlySet<string> = new Set(["42"]);

function readAccount(account: ReadElement): Doc {
  const transfer: Doc = {};
  const id = textAt(account, "ID");
  if (id !== undefined) {
    const value = clean(id);
    if (isIBAN(value)) transfer.iban = value;
    else transfer.number = value;
  }
  const name = textAt(account, "Name");
  if (name !== undefined) transfer.name = clean(name);
  const bic = textAt(account, "FinancialInstitutionBranch", "ID");
  if (bic !== undefined) transfer.bic = clean(bic);
  return transfer;
}

function readInstructions(means: ReadElement, supplier: Doc | undefined, payee: Doc | undefined): Doc {
  const codeElement = child(means, "PaymentMeansCode");
  const code = codeElement?.text ?? "";
  const out: Doc = {
    key: meansKey(code),
    ext: { "untdid-payment-means": code },
  };
  const detail = attr(codeElement, "name");
  if (detail !== undefined) out.detail = clean(detail);
  const ref = textAt(means, "PaymentID");
  if (ref !== undefined) out.ref = ref;
  const account = child(means, "PayeeFinancialAccount");
  if (account) out.credit_transfer = [readAccount(account)];
  const mandate = child(means, "PaymentMandate");
  const mandateID = child(mandate, "ID");
  const payerAccount = child(mandate, "PayerFinancialAccount");
  if (mandateID || payerAccount) {
    const debit: Doc = {};
    if (mandateID) debit.ref = mandateID.text;
    const accountID = textAt(payerAccount, "ID");
    if (accountID !== undefined) debit.account = accountID;
    const creditor = sepaCreditor(payee) ?? sepaCreditor(supplier);
    if (creditor !== undefined) debit.creditor = creditor;
    out.direct_debit = debit;
  }
  const card = child(means, "CardAccount");
  if (card) {
    const out4: Doc = {};
    const pan = textAt(card, "PrimaryAccountNumberID");
    if (pan !== undefined) out4.last4 = pan.length >= 4 ? pan.slice(-4) : pan;
    const holder = textAt(card, "HolderName");
    if (holder !== undefined) out4.holder = holder;
    out.card = out4;
  }
  return out;
}

export interface PaymentReading {
  creditNote: boolean;
  /** France extended: the payer is read from the payment mandate. */
  payer: boolean;
  /** ZATCA: the payment means may carry only the reasons of corrections (read by the invoice). */
  correctionReasons: boolean;
  supplier: Doc | undefined;
  regimeFacts: RegimeFactsOf;
  party: PartyReading;
}

/**
 * Payment means that only carry ZATCA's correction reasons (instruction
 * notes) under code 1, instrument not defined, as the writer writes them for
 * a note without payment instructions: no instructions to read.
 */
function onlyCorrectionReasons(means: ReadElement): boolean {
  return (textAt(means, "PaymentMeansCode") ?? "") === "1" && means.children.every((c) => c.name === "PaymentMeansCode" || c.name === "InstructionNote");
}

export function readPayment(root: ReadElement, options: PaymentReading): Doc | undefined {
  const payment: Doc = {};
  const payee = readParty(child(root, "PayeeParty"), options.regimeFacts, options.party);
  if (payee) payment.payee = payee;
  const means = children(root, "PaymentMeans");
  if (options.payer) {
    const payer = readParty(child(child(means[0], "PaymentMandate"), "PayerParty"), options.regimeFacts, options.party);
    if (payer) payment.payer = payer;
  }
  const terms = child(root, "PaymentTerms");
  if (terms) payment.terms = { notes: clean(textAt(terms, "Note") ?? "") };
  // Invoices state the due date in the header; credit notes in the payment means.
  const dueDate = options.creditNote
    ? optionalDate(textAt(means[0], "PaymentDueDate"), "cbc:PaymentDueDate of cac:PaymentMeans 1")
    : optionalDate(textAt(root, "DueDate"), "cbc:DueDate");
  if (dueDate) {
    payment.terms ??= {};
    payment.terms.due_dates = [{ date: dueDate, percent: "100%" }];
  }
  if (payment.terms && !payment.terms.notes) delete payment.terms.notes;
  if (means[0] && !(options.correctionReasons && onlyCorrectionReasons(means[0]))) {
    const instructions = readInstructions(means[0], options.supplier, payee);
    // GOBL's instructions have one means but any number of accounts (BG-17 repeats):
    // the accounts of the further means of the same code are kept; gobl.ubl reads the first only.
    const code = textAt(means[0], "PaymentMeansCode") ?? "";
    for (const more of means.slice(1)) {
      const account = child(more, "PayeeFinancialAccount");
      if (!account || (textAt(more, "PaymentMeansCode") ?? "") !== code) continue;
      instructions.credit_transfer = [...(instructions.credit_transfer ?? []), readAccount(account)];
    }
    payment.instructions = instructions;
  }
  const prepaid = textAt(root, "LegalMonetaryTotal", "PrepaidAmount");
  if (prepaid !== undefined) payment.advances = [{ description: "Prepaid Amount", amount: decimal(prepaid, "cbc:PrepaidAmount of cac:LegalMonetaryTotal") }];
  return Object.keys(payment).length > 0 ? payment : undefined;
}
