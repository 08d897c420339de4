/**
 * DatiPagamento read as gobl.fatturapa reads it: advances (TP03) as
 * payment records, due dates, the first means (with its account) as the
 * instructions, and the terms' key from the conditions stated.
 */
import { PAYMENT_MEANS_CODES } from "../../../addons/it/sdi/payment.ts";
import { PAYMENT_ADVANCE, PAYMENT_FULL, PAYMENT_INSTALMENTS } from "../codes.ts";
import { children, textAt, type ParsedNode } from "../xml.ts";
import { date, decimal, put, type Out } from "./values.ts";

/** The GOBL means key of a ModalitaPagamento code: the first in the addon's table (online reads as card). */
const MEANS_KEY_BY_CODE: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>();
  for (const [key, code] of PAYMENT_MEANS_CODES) if (!out.has(code)) out.set(code, key === "online" ? "card" : key);
  return out;
})();

function means(holder: Out, code: string | undefined): void {
  if (!code) return;
  const key = MEANS_KEY_BY_CODE.get(code);
  if (key) holder.key = key;
  holder.ext = { "it-sdi-payment-means": code };
}

export function payment(body: ParsedNode | undefined): Out | undefined {
  const data = children(body, "DatiPagamento");
  if (data.length === 0) return undefined;
  const conditions = new Set(data.map((d) => textAt(d, "CondizioniPagamento")));
  const advances: Out[] = [];
  const dueDates: Out[] = [];
  let instructions: Out | undefined;
  for (const block of data) {
    const advance = textAt(block, "CondizioniPagamento") === PAYMENT_ADVANCE;
    for (const row of children(block, "DettaglioPagamento")) {
      const amount = decimal(textAt(row, "ImportoPagamento"), "ImportoPagamento") ?? "0";
      const method = textAt(row, "ModalitaPagamento");
      if (advance) {
        const record: Out = {};
        means(record, method);
        put(record, "date", date(textAt(row, "DataRiferimentoTerminiPagamento"), "DataRiferimentoTerminiPagamento"));
        record.description = "Advance payment";
        record.amount = amount;
        advances.push(record);
        continue;
      }
      const due = date(textAt(row, "DataScadenzaPagamento"), "DataScadenzaPagamento");
      if (due) dueDates.push({ date: due, amount });
      const iban = textAt(row, "IBAN");
      const bic = textAt(row, "BIC");
      if (!instructions && (iban || bic || method)) {
        instructions = { key: "any" };
        means(instructions, method);
        if (iban || bic) {
          const account: Out = {};
          put(account, "iban", iban);
          put(account, "bic", bic);
          put(account, "name", textAt(row, "IstitutoFinanziario"));
          instructions.credit_transfer = [account];
        }
      }
    }
  }
  const terms: Out = {};
  // No GiorniTerminiPagamento is read as zero days: a full payment with one is pending, as gobl.fatturapa reads it.
  const fullZeroDays = data.some((d) => textAt(d, "CondizioniPagamento") === PAYMENT_FULL && children(d, "DettaglioPagamento").some((r) => !Number(textAt(r, "GiorniTerminiPagamento") ?? "0")));
  if (conditions.has(PAYMENT_INSTALMENTS)) terms.key = "due-date";
  else if (conditions.has(PAYMENT_FULL)) terms.key = fullZeroDays ? "pending" : "due-date";
  else if (conditions.has(PAYMENT_ADVANCE)) terms.key = "advanced";
  put(terms, "due_dates", dueDates);
  const out: Out = { terms };
  if (instructions) out.instructions = instructions;
  put(out, "advances", advances);
  return out;
}
