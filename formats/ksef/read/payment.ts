/**
 * Platnosc: what has been paid (Zaplacono with its date, or the part
 * payments of ZaplataCzesciowa) as payment records (GOBL's advances, which
 * the payable is net of), the due dates (TerminPlatnosci) as the terms, the
 * form of payment (FormaPlatnosci, or PlatnoscInna with its description)
 * and the seller's and factor's bank accounts as the instructions.
 */
import { PAYMENT_MEANS_CODES } from "../../../addons/pl/favat/payment.ts";
import { EXT_KEY_PAYMENT_MEANS } from "../../../addons/pl/favat/extensions.ts";
import { child, children, type ParsedNode } from "../../common/xml-tree.ts";
import { META_ACCOUNT_DESCRIPTION, META_OWN_BANK_ACCOUNT } from "../codes.ts";
import { code, date, decimal, FLAG_1, put, required, str, type Out } from "./values.ts";

/** FormaPlatnosci (TFormaPlatnosci) and the GOBL means key of each, the addon's table read backwards. */
const MEANS_BY_CODE: ReadonlyMap<string, string> = new Map([...PAYMENT_MEANS_CODES].map(([key, value]) => [value, key]));

/** An IBAN (two letters, two check digits) rather than a domestic account number (NRB, 26 digits). */
const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/;

/** RachunekWlasnyBanku (TRachunekWlasnyBanku): the bank's own account, of the kinds 1 to 3. */
const OWN_BANK_ACCOUNT: ReadonlyMap<string, string> = new Map([["1", "1"], ["2", "2"], ["3", "3"]]);

function means(holder: Out, node: ParsedNode, where: string): void {
  const key = code(node, "FormaPlatnosci", where, MEANS_BY_CODE);
  if (key) {
    holder.key = key;
    holder.ext = { [EXT_KEY_PAYMENT_MEANS]: PAYMENT_MEANS_CODES.get(key)! };
    return;
  }
  if (code(node, "PlatnoscInna", where, FLAG_1) === "1") {
    holder.key = "other";
    put(holder, holder.amount === undefined ? "detail" : "description", str(node, "OpisPlatnosci"));
  }
}

/** A bank account; its description and own-bank flag, which a credit transfer has no field for, go into `meta` under its position. */
function account(node: ParsedNode, where: string, position: number, meta: Out): Out {
  const out: Out = {};
  put(meta, `${META_ACCOUNT_DESCRIPTION}-${position}`, str(node, "OpisRachunku"));
  put(meta, `${META_OWN_BANK_ACCOUNT}-${position}`, code(node, "RachunekWlasnyBanku", where, OWN_BANK_ACCOUNT));
  const number = required(node, "NrRB", where).replace(/\s+/g, "");
  if (IBAN.test(number)) out.iban = number;
  else out.number = number;
  put(out, "bic", str(node, "SWIFT"));
  put(out, "name", str(node, "NazwaBanku"));
  return out;
}

/** TerminOpis: structured (Ilosc, Jednostka, ZdarzeniePoczatkowe) in FA(3); plain text in a draft some tools still write. */
function termDescription(term: ParsedNode): string | undefined {
  const desc = child(term, "TerminOpis");
  if (!desc) return undefined;
  const count = str(desc, "Ilosc");
  if (count === undefined) return str(term, "TerminOpis");
  return [count, str(desc, "Jednostka"), str(desc, "ZdarzeniePoczatkowe")].filter(Boolean).join(" ");
}

/** The payment, or undefined when the invoice states none. `payable` (P_15) is the amount a single due date is for. */
export function payment(fa: ParsedNode, payable: string): Out | undefined {
  const node = child(fa, "Platnosc");
  if (!node) return undefined;
  const where = "Platnosc";
  const out: Out = {};
  const advances: Out[] = [];
  if (code(node, "Zaplacono", where, FLAG_1) === "1") {
    const record: Out = { amount: payable };
    put(record, "date", date(node, "DataZaplaty", where) ?? required(node, "DataZaplaty", where));
    record.description = "Zapłacono";
    means(record, node, where);
    advances.push(record);
  }
  code(node, "ZnacznikZaplatyCzesciowej", where, new Map([["1", "1"], ["2", "2"]]));
  children(node, "ZaplataCzesciowa").forEach((part, i) => {
    const at = `ZaplataCzesciowa ${i + 1}`;
    const record: Out = { amount: decimal(part, "KwotaZaplatyCzesciowej", at) ?? required(part, "KwotaZaplatyCzesciowej", at) };
    put(record, "date", date(part, "DataZaplatyCzesciowej", at) ?? required(part, "DataZaplatyCzesciowej", at));
    record.description = "Zapłata częściowa";
    const partMeans = code(part, "FormaPlatnosci", at, MEANS_BY_CODE);
    if (partMeans) record.key = partMeans;
    else means(record, node, where);
    advances.push(record);
  });
  put(out, "advances", advances);

  const terms = children(node, "TerminPlatnosci");
  const dueDates: Out[] = [];
  const notes: string[] = [];
  for (const [i, term] of terms.entries()) {
    const due = date(term, "Termin", `TerminPlatnosci ${i + 1}`);
    const text = termDescription(term);
    // One due date is for the whole amount; FA(3) does not say how several split it.
    if (due) {
      const entry: Out = { date: due };
      if (terms.length === 1) entry.amount = payable;
      put(entry, "notes", text);
      dueDates.push(entry);
    } else if (text) notes.push(text);
  }
  if (dueDates.length > 0 || notes.length > 0) {
    const out2: Out = {};
    if (dueDates.length > 0) out2.key = "due-date";
    put(out2, "due_dates", dueDates);
    put(out2, "notes", notes.join("; "));
    out.terms = out2;
  }

  const instructions: Out = {};
  if (advances.length === 0 || dueDates.length > 0 || children(node, "RachunekBankowy").length > 0) means(instructions, node, where);
  const meta: Out = {};
  const own = children(node, "RachunekBankowy");
  const accounts = [
    ...own.map((a, i) => account(a, `RachunekBankowy ${i + 1}`, i + 1, meta)),
    ...children(node, "RachunekBankowyFaktora").map((a, i) => account(a, `RachunekBankowyFaktora ${i + 1}`, own.length + i + 1, meta)),
  ];
  if (accounts.length > 0) {
    instructions.credit_transfer = accounts;
    // No form of payment stated: "any", which the addon gives no FormaPlatnosci (credit-transfer would state 6).
    instructions.key ??= "any";
  }
  put(instructions, "meta", meta);
  if (Object.keys(instructions).length > 0) {
    instructions.key ??= "any";
    out.instructions = instructions;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
