import { Type, type Static } from "@sinclair/typebox";
import { DateSchema } from "../cal/schema.ts";
import { CodeSchema, KeySchema, MetaSchema, options, otherKey, type OptionText } from "../cbc/schema.ts";
import { CurrencyCodeSchema } from "../currency/schema.ts";
import { AmountSchema, PercentageSchema } from "../num/schema.ts";
import { AddressSchema } from "../org/schema.ts";
import { defineType } from "../schema/types.ts";
import { ExtensionsSchema } from "../tax/schema.ts";
import { UUIDField } from "../uuid/schema.ts";
import type { MEANS_KEYS, TERM_KEYS } from "./rules.ts";

const opt = Type.Optional;
const text = () => Type.Optional(Type.String());

/** The means of payment GOBL names; regimes may add keys of their own. */
const MEANS_TEXTS: Record<(typeof MEANS_KEYS)[number], OptionText> = {
  any: { title: "Any", description: "Whatever method suits; no preference." },
  card: { title: "Card", description: "A payment card." },
  "card+credit": { title: "Credit Card", description: "A credit card." },
  "card+debit": { title: "Debit Card", description: "A debit card." },
  "credit-transfer": { title: "Credit Transfer", description: "A bank transfer sent by the payer." },
  "credit-transfer+sepa": { title: "SEPA Credit Transfer", description: "A bank transfer sent by the payer through SEPA." },
  "debit-transfer": { title: "Debit Transfer", description: "A bank transfer started by the payee." },
  cash: { title: "Cash", description: "Notes and coins." },
  cheque: { title: "Cheque", description: "A cheque drawn on a bank account." },
  "bank-draft": { title: "Draft", description: "A banker's draft or bank cheque." },
  "direct-debit": { title: "Direct Debit", description: "Collected by the payee from the payer's bank account." },
  "direct-debit+sepa": { title: "SEPA Direct Debit", description: "Collected by the payee from the payer's bank account through SEPA." },
  online: { title: "Online", description: "Paid on a website." },
  "promissory-note": { title: "Promissory Note", description: "A written promise to pay." },
  netting: { title: "Netting", description: "Settled by offsetting amounts the parties owe each other." },
  other: { title: "Other", description: "Any other means the parties agree on." },
};

const meansKey = () => Type.Ref(KeySchema, { anyOf: [...options(MEANS_TEXTS), otherKey("Regime-specific key")] });

/** When payment is due. */
const TERM_TEXTS: Record<(typeof TERM_KEYS)[number], OptionText> = {
  "end-of-month": { title: "End of Month", description: "Due at the end of the month." },
  "due-date": { title: "Due Date", description: "Due on the dates given." },
  deferred: { title: "Deferred", description: "Put off until after the due date." },
  proximo: { title: "Proximo", description: "Due in the following month." },
  instant: { title: "Instant", description: "Due as soon as the invoice arrives." },
  elective: { title: "Elective", description: "When the buyer chooses." },
  pending: { title: "Pending", description: "The seller will tell the buyer separately." },
  advanced: { title: "Advanced", description: "Paid beforehand." },
  delivery: { title: "Delivery", description: "Due on delivery." },
  undefined: { title: "Undefined", description: "Not settled yet." },
};

/** One instalment of the payment terms. GOBL defines it inside pay/terms. */
export const DueDateSchema = defineType(
  "pay.DueDate",
  "pay/due-date",
  Type.Object(
    {
      date: Type.Ref(DateSchema),
      notes: text(),
      amount: Type.Ref(AmountSchema),
      percent: opt(Type.Ref(PercentageSchema)),
      currency: opt(Type.Ref(CurrencyCodeSchema)),
    },
    { title: "Due Date", description: "An amount to be paid by a given day." },
  ),
  { registered: false },
);

export const TermsSchema = defineType(
  "pay.Terms",
  "pay/terms",
  Type.Object(
    {
      key: opt(Type.Ref(KeySchema, { oneOf: options(TERM_TEXTS) })),
      due_dates: opt(Type.Array(Type.Ref(DueDateSchema))),
      notes: text(),
      ext: opt(Type.Ref(ExtensionsSchema)),
    },
    { title: "Payment Terms", description: "When and how much the customer is to pay." },
  ),
);

export const CardSchema = defineType(
  "pay.Card",
  "pay/card",
  Type.Object({ first6: text(), last4: text(), holder: text() }, { title: "Card", description: "The identifying digits and holder of a payment card." }),
);

export const CreditTransferSchema = defineType(
  "pay.CreditTransfer",
  "pay/credit-transfer",
  Type.Object(
    { iban: text(), bic: text(), number: text(), name: text(), branch: opt(Type.Ref(AddressSchema)) },
    { title: "Credit Transfer", description: "The bank account a transfer is sent to." },
  ),
);

export const DirectDebitSchema = defineType(
  "pay.DirectDebit",
  "pay/direct-debit",
  Type.Object(
    { ref: text(), creditor: text(), account: text() },
    { title: "Direct Debit", description: "The mandate under which the payee collects from the payer's account." },
  ),
);

export const OnlineSchema = defineType(
  "pay.Online",
  "pay/online",
  Type.Object(
    { key: opt(Type.Ref(KeySchema)), label: text(), url: Type.String() },
    { title: "Online Payment", description: "A web address where the payment can be made." },
  ),
);

export const InstructionsSchema = defineType(
  "pay.Instructions",
  "pay/instructions",
  Type.Object(
    {
      key: meansKey(),
      detail: text(),
      ref: opt(Type.Ref(CodeSchema)),
      credit_transfer: opt(Type.Array(Type.Ref(CreditTransferSchema))),
      card: opt(Type.Ref(CardSchema)),
      direct_debit: opt(Type.Ref(DirectDebitSchema)),
      online: opt(Type.Array(Type.Ref(OnlineSchema))),
      notes: text(),
      ext: opt(Type.Ref(ExtensionsSchema)),
      meta: opt(Type.Ref(MetaSchema)),
    },
    { title: "Payment Instructions", description: "How the payee expects to be paid." },
  ),
);

export const RecordSchema = defineType(
  "pay.Record",
  "pay/record",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      date: opt(Type.Ref(DateSchema)),
      key: opt(meansKey()),
      ref: text(),
      description: text(),
      percent: opt(Type.Ref(PercentageSchema)),
      amount: Type.Ref(AmountSchema),
      currency: opt(Type.Ref(CurrencyCodeSchema)),
      card: opt(Type.Ref(CardSchema)),
      credit_transfer: opt(Type.Ref(CreditTransferSchema)),
      direct_debit: opt(Type.Ref(DirectDebitSchema)),
      online: opt(Type.Array(Type.Ref(OnlineSchema))),
      ext: opt(Type.Ref(ExtensionsSchema)),
      meta: opt(Type.Ref(MetaSchema)),
    },
    { title: "Payment Record", description: "A payment made, such as an advance or a method used to settle." },
  ),
);

export type PayTerms = Static<typeof TermsSchema>;
export type DueDate = Static<typeof DueDateSchema>;
export type PayInstructions = Static<typeof InstructionsSchema>;
export type PayRecord = Static<typeof RecordSchema>;
