/**
 * Platnosc: what has been paid (Zaplacono and its date when one advance
 * settles the invoice; each payment, ZaplataCzesciowa, when there are
 * several or some is still due), when the rest is due (TerminPlatnosci, one
 * per due date), how (FormaPlatnosci, the addon's payment form, or a
 * described other form), and into which accounts: the seller's
 * (RachunekBankowy) or, when the payee is a factor, the factor's
 * (RachunekBankowyFaktora), each with its bank's name and, from the
 * instructions' meta, its description and own-bank flag.
 */
import { Amount } from "../../../engine/index.ts";
import { META_ACCOUNT_DESCRIPTION, META_OWN_BANK_ACCOUNT, NO, PAYMENT_FORMS, ROLE_FACTOR, TEXT_256, TEXT_50, YES } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import { payeeRole } from "./parties.ts";
import type { Refusals } from "./refusals.ts";
import { amount } from "./values.ts";

const EXT_PAYMENT_MEANS = "pl-favat-payment-means";
const MEANS_ANY = "any";
const MEANS_OTHER = "other";
/** TerminOpis as the reader gives it: the number (Ilosc), its unit (Jednostka) and the event it counts from (ZdarzeniePoczatkowe). */
const TERM_DESCRIPTION = /^(-?\d+) (\S+) (.+)$/;
/** TNrRB and SWIFT_Type. */
const ACCOUNT_LENGTH = { min: 10, max: 34 };
/** TRachunekWlasnyBanku. */
const OWN_BANK_ACCOUNT: ReadonlySet<string> = new Set(["1", "2", "3"]);
const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** FormaPlatnosci, or PlatnoscInna with a description for a means the addon has no code for. */
function paymentForm(holder: JSONObject, path: string, refusals: Refusals): XMLNode {
  const code = ext(holder, EXT_PAYMENT_MEANS);
  if (code !== "") {
    if (!PAYMENT_FORMS.has(code)) refusals.unsupported(`${path}.ext.${EXT_PAYMENT_MEANS}`, `FA(3) has no payment form ${code}`);
    return { FormaPlatnosci: code };
  }
  // A payment record's means is described in its description (where the reader puts OpisPlatnosci), instructions' in their detail;
  // "any" states no form at all, so there is nothing to describe.
  const described = holder.detail || (holder.amount !== undefined && holder.key === MEANS_OTHER ? holder.description : undefined);
  const description = refusals.text(described || (holder.key === MEANS_ANY ? undefined : holder.key), `${path}.detail`, TEXT_256);
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

/** The form of payment of the one advance that settled the invoice (Zaplacono), which has no form of its own. */
function paidForm(invoice: JSONObject, refusals: Refusals): XMLNode {
  const advances = list(invoice.payment?.advances);
  const due = invoice.totals?.due;
  if (advances.length !== 1 || due === undefined || !Amount.parse(String(due)).isZero()) return {};
  return paymentForm(advances[0]!, "$.doc.payment.advances[0]", refusals);
}

function accounts(instructions: JSONObject | undefined, refusals: Refusals): XMLNode[] {
  const meta = (instructions?.meta ?? {}) as JSONObject;
  return list(instructions?.credit_transfer).map((transfer, i) => {
    const path = `$.doc.payment.instructions.credit_transfer[${i}]`;
    const number = String(transfer.iban || transfer.number || "").replace(/\s+/g, "");
    if (number.length < ACCOUNT_LENGTH.min || number.length > ACCOUNT_LENGTH.max) {
      refusals.unsupported(`${path}.${transfer.iban ? "iban" : "number"}`, `FA(3) takes accounts of ${ACCOUNT_LENGTH.min} to ${ACCOUNT_LENGTH.max} characters (NrRB)`);
    }
    const bic = typeof transfer.bic === "string" && transfer.bic !== "" ? transfer.bic : undefined;
    if (bic && !SWIFT.test(bic)) refusals.unsupported(`${path}.bic`, "not a SWIFT code FA(3) takes");
    const own = meta[`${META_OWN_BANK_ACCOUNT}-${i + 1}`];
    return {
      NrRB: number,
      SWIFT: bic,
      RachunekWlasnyBanku: typeof own === "string" && OWN_BANK_ACCOUNT.has(own) ? own : undefined,
      NazwaBanku: refusals.text(transfer.name, `${path}.name`, TEXT_256),
      OpisRachunku: refusals.text(meta[`${META_ACCOUNT_DESCRIPTION}-${i + 1}`], `$.doc.payment.instructions.meta`, TEXT_256),
    };
  });
}

/** TerminOpis from a text the reader made of one; undefined for any other text (FA(3) has no free text here). */
function termDescription(text: unknown): XMLNode | undefined {
  const match = typeof text === "string" ? TERM_DESCRIPTION.exec(text.trim()) : null;
  if (!match || [...match[2]!].length > TEXT_50) return undefined;
  return { Ilosc: match[1], Jednostka: match[2], ZdarzeniePoczatkowe: match[3] };
}

/** TerminPlatnosci: each due date with its description, then the terms' descriptions without a date. */
function dueDates(terms: JSONObject | undefined): XMLNode[] {
  const dated = list(terms?.due_dates)
    .filter((d) => typeof d.date === "string")
    .map((d) => ({ Termin: String(d.date), TerminOpis: termDescription(d.notes) }));
  const undated = typeof terms?.notes === "string" ? terms.notes.split("; ").map(termDescription).filter((d) => d !== undefined) : [];
  return [...dated, ...undated.map((d) => ({ TerminOpis: d }))];
}

export function payment(invoice: JSONObject, refusals: Refusals): XMLNode | undefined {
  const pay = invoice.payment as JSONObject | undefined;
  if (!pay) return undefined;
  const instructions = pay.instructions as JSONObject | undefined;
  const bankAccounts = accounts(instructions, refusals);
  const factored = payeeRole(invoice) === ROLE_FACTOR;
  const node: XMLNode = {
    ...paid(invoice, refusals),
    TerminPlatnosci: dueDates(pay.terms as JSONObject | undefined),
    // Without instructions, the form of a single payment that settled the invoice is the invoice's.
    ...(instructions ? paymentForm(instructions, "$.doc.payment.instructions", refusals) : paidForm(invoice, refusals)),
    RachunekBankowy: factored ? undefined : bankAccounts,
    RachunekBankowyFaktora: factored ? bankAccounts : undefined,
  };
  return Object.values(node).some((v) => v !== undefined && !(Array.isArray(v) && v.length === 0)) ? node : undefined;
}
