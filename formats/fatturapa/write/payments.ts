/**
 * DatiPagamento: the advances already paid (TP03), then the payment due, in
 * full (TP02) or by instalments (TP01, several due dates or one for less
 * than the payable), one DettaglioPagamento per due date, as gobl.fatturapa
 * writes them. The payment means is the it-sdi-v1 addon's code.
 */
import { Amount } from "../../../engine/index.ts";
import { ext, first, type JSONObject } from "../../common/document-json.ts";
import { PAYMENT_ADVANCE, PAYMENT_FULL, PAYMENT_INSTALMENTS } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { amount2 } from "./values.ts";

const EXT_PAYMENT_MEANS = "it-sdi-payment-means";

function advances(payment: JSONObject): XMLNode[] {
  return ((payment.advances ?? []) as JSONObject[]).map((advance) => ({
    ModalitaPagamento: ext(advance, EXT_PAYMENT_MEANS),
    DataRiferimentoTerminiPagamento: advance.date ? String(advance.date) : undefined,
    ImportoPagamento: amount2(advance.amount)!,
    IBAN: advance.credit_transfer?.iban || undefined,
    BIC: advance.credit_transfer?.bic || undefined,
  }));
}

function byInstalments(dueDates: JSONObject[], payable: string): boolean {
  if (dueDates.length > 1) return true;
  return dueDates.length === 1 && Amount.parse(String(dueDates[0]!.amount)).compare(Amount.parse(payable)) < 0;
}

function dueRows(invoice: JSONObject, instructions: JSONObject, dueDates: JSONObject[]): XMLNode[] {
  const account = first(instructions.credit_transfer as JSONObject[] | undefined);
  const row = (dueDate: string | undefined, amount: string): XMLNode => ({
    ModalitaPagamento: ext(instructions, EXT_PAYMENT_MEANS),
    DataScadenzaPagamento: dueDate,
    ImportoPagamento: amount2(amount)!,
    IstitutoFinanziario: account?.name || undefined,
    IBAN: account?.iban || undefined,
    BIC: account?.bic || undefined,
  });
  if (dueDates.length === 0) return [row(undefined, String(invoice.totals?.payable ?? "0"))];
  return dueDates.map((d) => row(String(d.date), String(d.amount)));
}

export function paymentData(invoice: JSONObject): XMLNode[] {
  const payment = invoice.payment as JSONObject | undefined;
  if (!payment) return [];
  const out: XMLNode[] = [];
  if (payment.advances) out.push({ CondizioniPagamento: PAYMENT_ADVANCE, DettaglioPagamento: advances(payment) });
  if (!payment.instructions) return out;
  const dueDates = (payment.terms?.due_dates ?? []) as JSONObject[];
  out.push({
    CondizioniPagamento: byInstalments(dueDates, String(invoice.totals?.payable ?? "0")) ? PAYMENT_INSTALMENTS : PAYMENT_FULL,
    DettaglioPagamento: dueRows(invoice, payment.instructions, dueDates),
  });
  return out;
}
