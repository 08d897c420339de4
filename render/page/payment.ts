/**
 * How and when to pay: the terms and their due dates, the instructions
 * (the account to transfer to, the card, the direct debit mandate, the
 * page to pay online), the advances already paid, and for a payment
 * document the means it was paid by.
 */
import type { TextSection } from "./model.ts";
import type { PageContext } from "./context.ts";
import { join, obj, objs, str, type Obj } from "./doc.ts";

export function paymentSection(doc: Obj, ctx: PageContext): TextSection | undefined {
  const p = ctx.labels.payment;
  const payment = obj(doc.payment);
  const paragraphs: string[] = [];
  const terms = obj(payment?.terms);
  if (terms) {
    const text = join([keyName(ctx.labels.termKeys, str(terms.key)), str(terms.notes)], ". ");
    if (text) paragraphs.push(`${p.terms}: ${text}`);
    for (const due of objs(terms.due_dates)) {
      const amount = join([ctx.format.amount(str(due.amount), str(due.currency) ?? ctx.currency), str(due.percent) ? `(${ctx.format.percent(str(due.percent))})` : undefined]);
      paragraphs.push(`${p.dueDates}: ${join([ctx.format.date(str(due.date)), amount, str(due.notes)], " — ")}`);
    }
  }
  const instructions = obj(payment?.instructions);
  if (instructions) paragraphs.push(...instructionLines(instructions, ctx, p.instructions));
  for (const advance of objs(payment?.advances)) paragraphs.push(`${p.advances}: ${recordText(advance, ctx)}`);
  // A payment document says how the money moved in `methods`.
  for (const method of objs(doc.methods)) {
    paragraphs.push(`${p.methods}: ${recordText(method, ctx)}`);
    paragraphs.push(...meansDetails(method, ctx));
  }
  if (paragraphs.length === 0) return undefined;
  return { heading: p.heading, paragraphs };
}

function instructionLines(instructions: Obj, ctx: PageContext, label: string): string[] {
  const p = ctx.labels.payment;
  const lines = [`${label}: ${join([meansName(ctx, str(instructions.key)), str(instructions.detail)], " — ")}`];
  const ref = str(instructions.ref);
  if (ref) lines.push(`${p.reference}: ${ref}`);
  lines.push(...meansDetails(instructions, ctx));
  const notes = str(instructions.notes);
  if (notes) lines.push(notes);
  return lines;
}

/** The account, card, mandate and online pages of instructions or of a payment record. */
function meansDetails(means: Obj, ctx: PageContext): string[] {
  const p = ctx.labels.payment;
  const lines: string[] = [];
  const transfers = Array.isArray(means.credit_transfer) ? objs(means.credit_transfer) : objs([means.credit_transfer]);
  for (const account of transfers) {
    const text = join(
      [
        str(account.iban) ? `${p.iban}: ${groupIBAN(str(account.iban)!)}` : undefined,
        str(account.number) ? `${p.account}: ${str(account.number)}` : undefined,
        str(account.bic) ? `${p.bic}: ${str(account.bic)}` : undefined,
        str(account.name) ? `${p.accountHolder}: ${str(account.name)}` : undefined,
      ],
      " · ",
    );
    if (text) lines.push(text);
  }
  const card = obj(means.card);
  if (card) {
    const number = join([str(card.first6), str(card.last4) ? `•••• ${str(card.last4)}` : undefined]);
    lines.push(join([`${p.card}: ${number}`, str(card.holder) ? `${p.cardHolder}: ${str(card.holder)}` : undefined], " · "));
  }
  const debit = obj(means.direct_debit);
  if (debit) {
    const text = join(
      [
        str(debit.ref) ? `${p.mandate}: ${str(debit.ref)}` : undefined,
        str(debit.creditor) ? `${p.creditor}: ${str(debit.creditor)}` : undefined,
        str(debit.account) ? `${p.debitedAccount}: ${str(debit.account)}` : undefined,
      ],
      " · ",
    );
    if (text) lines.push(text);
  }
  // Online payment pages are shown as text, never as links the page would follow.
  for (const online of objs(means.online)) lines.push(join([str(online.label), str(online.url)], ": "));
  return lines;
}

/** A payment record (an advance, a payment's method): means, date, description, reference, amount. */
function recordText(record: Obj, ctx: PageContext): string {
  const amount = join([ctx.format.amount(str(record.amount), str(record.currency) ?? ctx.currency), str(record.percent) ? `(${ctx.format.percent(str(record.percent))})` : undefined]);
  return join([meansName(ctx, str(record.key)), ctx.format.date(str(record.date)), str(record.description), str(record.ref), amount], " — ");
}

/** A means key in words; `credit-transfer+sepa` is a credit transfer. */
function meansName(ctx: PageContext, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return ctx.labels.meansKeys[key] ?? ctx.labels.meansKeys[key.split("+")[0]!] ?? key;
}

function keyName(table: Record<string, string>, key: string | undefined): string | undefined {
  return key ? (table[key] ?? key) : undefined;
}

/** An IBAN in groups of four, as it is printed to be read and typed. */
function groupIBAN(iban: string): string {
  return iban.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}
