/**
 * PaymentDetails: one Installment per due date of the payment terms, each
 * with the means of payment (FacturaE requires one) and the account to pay
 * into or collect from.
 */
import { PAYMENT_MEANS_CODES } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import type { Figures } from "./figures.ts";
import { listOf, text, type JSONObject } from "./json.ts";
import type { Refusals } from "./refusals.ts";

export function paymentDetails(invoice: JSONObject, figures: Figures, refusals: Refusals): XMLNode | undefined {
  const payment = invoice.payment as JSONObject | undefined;
  const dueDates = listOf(payment?.terms?.due_dates);
  if (dueDates.length === 0) return undefined;
  const instructions = payment?.instructions as JSONObject | undefined;
  const key = text(instructions?.key);
  // A key with a sub-key (credit-transfer+sepa) is the means of its base key.
  const means = key === undefined ? undefined : (PAYMENT_MEANS_CODES.get(key) ?? PAYMENT_MEANS_CODES.get(key.split("+")[0]!));
  if (instructions === undefined) refusals.missing("$.doc.payment.instructions", "FacturaE states the means of payment of every installment");
  else if (means === undefined) refusals.unsupported("$.doc.payment.instructions.key", `FacturaE has no payment means for '${key ?? ""}' (cash, credit-transfer, direct-debit, card, online)`);
  const base = key?.split("+")[0];
  const credit = base === "credit-transfer" ? listOf(instructions?.credit_transfer)[0] : undefined;
  const debit = base === "direct-debit" ? (instructions?.direct_debit as JSONObject | undefined) : undefined;
  const online = base === "online" ? text(listOf(instructions?.online)[0]?.url) : undefined;
  return {
    Installment: dueDates.map((due) => ({
      InstallmentDueDate: due.date,
      InstallmentAmount: figures.money(due.amount),
      PaymentMeans: means,
      AccountToBeCredited: credit ? { IBAN: text(credit.iban), AccountNumber: text(credit.number), BIC: text(credit.bic) } : undefined,
      AccountToBeDebited: debit && text(debit.account) ? { AccountNumber: text(debit.account) } : undefined,
      CollectionAdditionalInformation: collectionText(text(payment?.terms?.notes), text(due.notes), online),
      // FacturaE's order puts the debit reference after the collection information (gobl.facturae writes it before, out of the schema's order).
      DebitReconciliationReference: text(debit?.ref),
    })),
  };
}

/** The terms' notes, the due date's and an online payment's address, one a line. */
function collectionText(...parts: (string | undefined)[]): string | undefined {
  const present = parts.filter((p) => p !== undefined);
  return present.length === 0 ? undefined : present.join("\n");
}
