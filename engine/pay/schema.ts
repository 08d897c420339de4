import { Type, type Static } from "@sinclair/typebox";
import { DateSchema } from "../cal/schema.ts";
import { CodeSchema, KeySchema, MetaSchema } from "../cbc/schema.ts";
import { CurrencyCodeSchema } from "../currency/schema.ts";
import { AmountSchema, PercentageSchema } from "../num/schema.ts";
import { AddressSchema } from "../org/schema.ts";
import { defineType } from "../schema/types.ts";
import { ExtensionsSchema } from "../tax/schema.ts";
import { UUIDField } from "../uuid/schema.ts";

const opt = Type.Optional;
const text = () => Type.Optional(Type.String());

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
      key: opt(Type.Ref(KeySchema)),
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
      key: Type.Ref(KeySchema),
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
      key: opt(Type.Ref(KeySchema)),
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
