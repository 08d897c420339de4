/**
 * Platnosc: what has been paid (Zaplacono and its date when one advance
 * settles the invoice; each payment, ZaplataCzesciowa, when there are
 * several or some is still due), when the rest is due (TerminPlatnosci, one
 * per due date), how (FormaPlatnosci, the addon's payment form, or a
 * described other form), and into which accounts: the seller's
 * (RachunekBankowy) or, when the payee is a factor, the factor's
 * (RachunekBankowyFaktora).
 */
import { Amount } from "../../../engine/index.ts";
import { NO, PAYMENT_FORMS, ROLE_FACTOR, TEXT_256, YES } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import { payeeRole } from "./parties.ts";
import type { Refusals } from "./refusals.ts";
import { amount } from "./values.ts";

const EXT_PAYMENT_MEANS = "pl-favat-payment-means";
/** TNrRB and SWIFT_Type. */
const ACCOUNT_LENGTH = { min: 10, max: 34 };
const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** FormaPlatnosci, or PlatnoscInna with a description for a means the addon has no code for. */
function paymentForm(holder: JSONObject, path: string, refusals: Refusals): XMLNode {
  const code = ext(holder, EXT_PAYMENT_MEANS);
  if (code !== "") {
    if (!PAYMENT_FORMS.has(code)) refusals.unsupported(`${path}.ext.${EXT_PAYMENT_MEANS}`, `FA(3) has no payment form ${code}`);
    return { FormaPlatnosci: code };
  }
  const description = refusals.text(holder.detail || holder.key, `${path}.detail`, TEXT_256);
  return description ? { PlatnoscInna: YES, OpisPlatnosci: description } : {};
}

/** Zaplacono/DataZaplaty or ZnacznikZaplatyCzesciowej/ZaplataCzesciowa from the payment's advances. */
function paid(invoice: JSONObject, refusals: Refusals): XMLNode {
  const advances = list(invoice.payment?.advances);
  if (advances.length === 0) return {};
  const due = invoice.totals?.due;
  const settled = due !== undefined && Amount.parse(String(due)).isZero();
  if (settled && advances.length === 1) return { Zaplacono: YES, DataZaplaty: String(advances[0].date ?? "") };
  return {
    // 1: paid in part; 2: paid in full, in several payments.
    ZnacznikZaplatyCzesciowej: settled ? NO : YES,
    ZaplataCzesciowa: advances.map((advance, i) => ({
      KwotaZaplatyCzesciowej: amount(advance.amount),
      DataZaplatyCzesciowej: String(advance.date ?? ""),
      ...paymentForm(advance, `$.doc.payment.advances[${i}]`, refusals),
    })),
  };
}

function accounts(instructions: JSONObject | undefined, refusals: Refusals): XMLNode[] {
  return list(instructions?.credit_transfer).map((transfer, i) => {
    const path = `$.doc.payment.instructions.credit_transfer[${i}]`;
    const number = String(transfer.iban || transfer.number || "").replace(/\s+/g, "");
    if (number.length < ACCOUNT_LENGTH.min || number.length > ACCOUNT_LENGTH.max) {
      refusals.unsupported(`${path}.${transfer.iban ? "iban" : "number"}`, `FA(3) takes accounts of ${ACCOUNT_LENGTH.min} to ${ACCOUNT_LENGTH.max} characters (NrRB)`);
    }
    const bic = typeof transfer.bic === "string" && transfer.bic !== "" ? transfer.bic : undefined;
    if (bic && !SWIFT.test(bic)) refusals.unsupported(`${path}.bic`, "not a SWIFT code FA(3) takes");
    return { NrRB: number, SWIFT: bic };
  });
}

export function payment(invoice: JSONObject, refusals: Refusals): XMLNode | undefined {
  const pay = invoice.payment as JSONObject | undefined;
  if (!pay) return undefined;
  const instructions = pay.instructions as JSONObject | undefined;
  const bankAccounts = accounts(instructions, refusals);
  const factored = payeeRole(invoice) === ROLE_FACTOR;
  const node: XMLNode = {
    ...paid(invoice, refusals),
    TerminPlatnosci: list(pay.terms?.due_dates)
      .filter((d) => typeof d.date === "string")
      .map((d) => ({ Termin: String(d.date) })),
    ...(instructions ? paymentForm(instructions, "$.doc.payment.instructions", refusals) : {}),
    RachunekBankowy: factored ? undefined : bankAccounts,
    RachunekBankowyFaktora: factored ? bankAccounts : undefined,
  };
  return Object.values(node).some((v) => v !== undefined && !(Array.isArray(v) && v.length === 0)) ? node : undefined;
}
