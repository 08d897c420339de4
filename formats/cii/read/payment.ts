/** Payment details from the settlement: payee, terms, instructions (means, accounts, card, direct debit) and advances. */
import { child, children, textAt, type ParsedNode } from "../xml.ts";
import { party, payeeParty } from "./party.ts";
import { dateIn, decimal, percentage, put, type Out } from "./values.ts";

/** The UNTDID 4461 code "instrument not defined": no instructions. */
const MEANS_NOT_DEFINED = "1";

/**
 * GOBL's payment means keys by their UNTDID 4461 code (BT-81): exactly the
 * keys EN 16931's addon gives that same code, so that normalising keeps
 * the code read. Any other code is read as the key "other", the code kept
 * in `untdid-payment-means`: gobl.cii reads those as "any", which the addon
 * turns into 1 (not defined), and 42 as a debit transfer, which it turns
 * into 31.
 */
const MEANS_KEY_BY_CODE: ReadonlyMap<string, string> = new Map([
  ["10", "cash"],
  ["20", "cheque"],
  ["21", "bank-draft"],
  ["30", "credit-transfer"],
  ["31", "debit-transfer"],
  ["48", "card"],
  ["49", "direct-debit"],
  ["55", "card+debit"],
  ["58", "credit-transfer+sepa"],
  ["59", "direct-debit+sepa"],
  ["60", "promissory-note"],
  ["68", "online"],
  ["97", "netting"],
]);
const OTHER_MEANS = "other";

function terms(settlement: ParsedNode): Out | undefined {
  const notes: string[] = [];
  const dueDates: Out[] = [];
  children(settlement, "SpecifiedTradePaymentTerms").forEach((term, index) => {
    const description = textAt(term, "Description");
    if (description) notes.push(description);
    const where = `ram:SpecifiedTradePaymentTerms ${index + 1}`;
    const date = dateIn(child(term, "DueDateDateTime"), `ram:DueDateDateTime of ${where}`);
    if (date) {
      const due: Out = { date };
      const amount = textAt(term, "PartialPaymentAmount");
      const percent = textAt(term, "PartialPaymentPercent");
      if (amount) due.amount = decimal(amount, `ram:PartialPaymentAmount of ${where}`);
      else if (percent) due.percent = percentage(percent, `ram:PartialPaymentPercent of ${where}`);
      dueDates.push(due);
    }
  });
  // CII states one due date (BT-9) without an amount: it is the date the
  // whole amount is due. gobl.cii leaves its amount zero, which GOBL's own
  // rules refuse (GOBL-PAY-DUEDATE-02); 100% is what that date means.
  if (dueDates.length === 1 && dueDates[0]!.amount === undefined && dueDates[0]!.percent === undefined) dueDates[0]!.percent = "100%";
  const out: Out = {};
  put(out, "due_dates", dueDates);
  put(out, "notes", notes.join(". "));
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The account to be paid into (BG-17) of one payment means, with its bank (BT-86); none when it has no account. */
function creditTransfer(means: ParsedNode): Out | undefined {
  const creditor = child(means, "PayeePartyCreditorFinancialAccount");
  if (!creditor) return undefined;
  const transfer: Out = {};
  put(transfer, "iban", textAt(creditor, "IBANID"));
  put(transfer, "name", textAt(creditor, "AccountName"));
  put(transfer, "number", textAt(creditor, "ProprietaryID"));
  put(transfer, "bic", textAt(means, "PayeeSpecifiedCreditorFinancialInstitution", "BICID"));
  return transfer;
}

/**
 * GOBL's instructions of the payment means (BG-16). GOBL holds one means:
 * its code, text, card and debited account are the first's; the accounts
 * to be paid into (BG-17, which EN 16931 lets repeat, one per means) are
 * every means's, in order. gobl.cii keeps only the first means's account.
 */
function instructions(settlement: ParsedNode, allMeans: ParsedNode[]): Out {
  const means = allMeans[0]!;
  const code = textAt(means, "TypeCode") ?? "";
  const out: Out = { key: MEANS_KEY_BY_CODE.get(code) ?? OTHER_MEANS, ext: { "untdid-payment-means": code } };
  put(out, "ref", textAt(settlement, "PaymentReference"));
  put(out, "detail", textAt(means, "Information"));
  const card = child(means, "ApplicableTradeSettlementFinancialCard");
  if (card) {
    const id = textAt(card, "ID") ?? "";
    const c: Out = { last4: id.length >= 4 ? id.slice(-4) : id };
    put(c, "holder", textAt(card, "CardholderName"));
    out.card = c;
  }
  put(out, "credit_transfer", allMeans.map(creditTransfer).filter((transfer) => transfer !== undefined));
  // BT-89 (mandate, in the terms), BT-90 (creditor ID) and BT-91 (debited account).
  const debit: Out = {};
  put(debit, "ref", children(settlement, "SpecifiedTradePaymentTerms").map((term) => textAt(term, "DirectDebitMandateID")).find((ref) => ref));
  put(debit, "creditor", textAt(settlement, "CreditorReferenceID"));
  put(debit, "account", textAt(means, "PayerPartyDebtorFinancialAccount", "IBANID"));
  if (Object.keys(debit).length > 0) out.direct_debit = debit;
  return out;
}

/** Advances: the stated advance payments, or else one record of the total prepaid so the totals come out the same. */
function advances(settlement: ParsedNode): Out[] {
  const stated = children(settlement, "SpecifiedAdvancePayment").map((advance, index) => {
    const where = `ram:SpecifiedAdvancePayment ${index + 1}`;
    const record: Out = { amount: decimal(textAt(advance, "PaidAmount") ?? "", `ram:PaidAmount of ${where}`) };
    put(record, "date", dateIn(child(advance, "FormattedReceivedDateTime"), `ram:FormattedReceivedDateTime of ${where}`));
    return record;
  });
  if (stated.length > 0) return stated;
  const prepaid = textAt(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation", "TotalPrepaidAmount");
  return prepaid ? [{ amount: decimal(prepaid, "ram:TotalPrepaidAmount") }] : [];
}

export function payment(settlement: ParsedNode | undefined): Out | undefined {
  if (!settlement) return undefined;
  const out: Out = {};
  const payee = child(settlement, "PayeeTradeParty");
  if (payee) out.payee = payeeParty(payee);
  // The payer, which France's extended CTC profile states (gobl.cii reads none): a full party, as it is written.
  const payer = child(settlement, "PayerTradeParty");
  if (payer) out.payer = party(payer);
  put(out, "terms", terms(settlement));
  const means = children(settlement, "SpecifiedTradeSettlementPaymentMeans");
  if (means.length > 0 && textAt(means[0], "TypeCode") !== MEANS_NOT_DEFINED) out.instructions = instructions(settlement, means);
  put(out, "advances", advances(settlement));
  return Object.keys(out).length > 0 ? out : undefined;
}
