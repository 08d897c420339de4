/** Payment: cac:PaymentMeans, cac:PaymentTerms, the payee, and the document's due date. */
import { BizdocError } from "../../../engine/index.ts";
import { type Doc, ext, present } from "../document.ts";
import { leaf, node, type XmlElement } from "../xml.ts";
import type { RegimeFactsOf } from "../regime.ts";
import { writeParty, writePayeeParty } from "./party.ts";
import { paymentTermsText } from "../../common/payment-terms.ts";

/** UNTDID 4461 code 1: instrument not defined. */
export const UNDEFINED_MEANS = "1";

export interface PaymentParts {
  paymentMeans: XmlElement[];
  paymentTerms?: XmlElement;
  payee?: XmlElement;
  /** cbc:DueDate: invoices carry the first due date in the header; credit notes in the payment means. */
  dueDate?: string;
  /** A SEPA creditor identifier to add to the supplier when there is no payee. */
  supplierIdentification?: XmlElement;
}

function creditTransferAccount(transfer: Doc): XmlElement {
  return node("cac:PayeeFinancialAccount", [
    leaf("cbc:ID", present(transfer.iban) ?? present(transfer.number)),
    leaf("cbc:Name", present(transfer.name)),
    present(transfer.bic) ? node("cac:FinancialInstitutionBranch", [leaf("cbc:ID", transfer.bic)]) : undefined,
  ]);
}

export interface PaymentOptions {
  /** France extended: the payer is written in the payment mandate. */
  payer: boolean;
  /** ZATCA: the reasons of the corrected documents (KSA-10) are the payment means' instruction notes. */
  correctionReasons: boolean;
  regimeFacts: RegimeFactsOf;
}

/**
 * The reasons of the preceding documents as instruction notes, in their
 * order (the reader pairs them by position), trailing empty ones left out.
 */
function correctionReasonNotes(invoice: Doc): XmlElement[] {
  const reasons = ((invoice.preceding ?? []) as Doc[]).map((ref) => present(ref.reason) ?? "");
  while (reasons.length > 0 && reasons[reasons.length - 1] === "") reasons.pop();
  return reasons.map((reason) => leaf("cbc:InstructionNote", reason)!);
}

export function writePayment(invoice: Doc, creditNote: boolean, options: PaymentOptions): PaymentParts {
  const payment: Doc | undefined = invoice.payment;
  const parts: PaymentParts = { paymentMeans: [] };
  const reasons = options.correctionReasons ? correctionReasonNotes(invoice) : [];
  if (!payment) {
    if (reasons.length > 0) parts.paymentMeans.push(reasonsOnlyMeans(reasons));
    return parts;
  }
  const instructions: Doc | undefined = payment.instructions;
  const firstDueDate = present(payment.terms?.due_dates?.[0]?.date);
  let mandate: XmlElement[] = [];
  const payer: Doc | undefined = options.payer ? payment.payer : undefined;
  if (payer) mandate = [node("cac:PayerParty", writeParty(payer, options.regimeFacts, {}).children ?? [])];

  if (instructions) {
    const code = ext(instructions, "untdid-payment-means");
    if (!code) {
      const message = "payment instructions need the UNTDID payment means extension (untdid-payment-means) for UBL";
      throw new BizdocError("validation", message, [{ code: "BIZDOC-FORMAT-PAYMENT-MEANS", properties: ["$.doc.payment.instructions.ext.untdid-payment-means"], description: "required" }]);
    }
    const directDebit: Doc | undefined = instructions.direct_debit;
    const card: Doc | undefined = instructions.card;
    const mandateID = present(directDebit?.ref) ? leaf("cbc:ID", directDebit!.ref) : undefined;
    // EN 16931 binds the debited account (BT-91) to the mandate's payer account, where the official rules (BR-DE-31,
    // DE-R-031) and the readers (ours, gobl.ubl's) look for it; gobl.ubl writes it in the payment means instead.
    const debitedAccount = present(directDebit?.account) ? node("cac:PayerFinancialAccount", [leaf("cbc:ID", directDebit!.account)]) : undefined;
    const mandateChildren = [mandateID, ...mandate, debitedAccount].filter((c): c is XmlElement => !!c);
    parts.paymentMeans.push(
      node("cac:PaymentMeans", [
        leaf("cbc:PaymentMeansCode", code, { name: present(instructions.detail) }),
        creditNote && firstDueDate ? leaf("cbc:PaymentDueDate", firstDueDate) : undefined,
        ...reasons,
        leaf("cbc:PaymentID", present(instructions.ref)),
        card
          ? node("cac:CardAccount", [
              leaf("cbc:PrimaryAccountNumberID", card.last4 ?? ""),
              leaf("cbc:NetworkID", "NA"),
              leaf("cbc:HolderName", present(card.holder)),
            ])
          : undefined,
        instructions.credit_transfer?.[0] ? creditTransferAccount(instructions.credit_transfer[0]) : undefined,
        mandateChildren.length > 0 ? node("cac:PaymentMandate", mandateChildren) : undefined,
      ]),
    );
    // UBL's payment means hold one account each (BG-17 repeats with BG-16): each
    // further account is a payment means of its own, with the same code and
    // remittance information; gobl.ubl writes the first account only. The
    // means's text (BT-82) stays on the first: UBL allows it once in the
    // invoice (UBL-SR-46), and GOBL's instructions have one.
    for (const transfer of (instructions.credit_transfer ?? []).slice(1) as Doc[]) {
      parts.paymentMeans.push(
        node("cac:PaymentMeans", [
          leaf("cbc:PaymentMeansCode", code),
          creditNote && firstDueDate ? leaf("cbc:PaymentDueDate", firstDueDate) : undefined,
          leaf("cbc:PaymentID", present(instructions.ref)),
          creditTransferAccount(transfer),
        ]),
      );
    }
  } else if (mandate.length > 0) {
    // The French payer lives in a payment mandate, which needs payment means: code 1, instrument not defined.
    parts.paymentMeans.push(node("cac:PaymentMeans", [leaf("cbc:PaymentMeansCode", UNDEFINED_MEANS), node("cac:PaymentMandate", mandate)]));
  } else if (reasons.length > 0) {
    parts.paymentMeans.push(reasonsOnlyMeans(reasons));
  }

  if (payment.terms) {
    if (present(payment.terms.notes)) parts.paymentTerms = node("cac:PaymentTerms", [leaf("cbc:Note", paymentTermsText(payment.terms.notes))]);
    if (!creditNote && firstDueDate) parts.dueDate = firstDueDate;
  }

  // BT-90: the bank-assigned creditor identifier, on the payee or else on the seller.
  const creditor = present(instructions?.direct_debit?.creditor);
  const creditorID = creditor ? node("cac:PartyIdentification", [leaf("cbc:ID", creditor, { schemeID: "SEPA" })]) : undefined;
  if (payment.payee) parts.payee = writePayeeParty(payment.payee, creditorID ? [creditorID] : []);
  else if (creditorID) parts.supplierIdentification = creditorID;
  return parts;
}

/**
 * Payment means for ZATCA's correction reasons alone, when the invoice has
 * no payment instructions: code 1, instrument not defined (the reader reads
 * no instructions from it). gobl.ubl writes the reasons only beside
 * instructions, so a credit note without them loses its reason (BR-KSA-17).
 */
function reasonsOnlyMeans(reasons: XmlElement[]): XmlElement {
  return node("cac:PaymentMeans", [leaf("cbc:PaymentMeansCode", UNDEFINED_MEANS), ...reasons]);
}
