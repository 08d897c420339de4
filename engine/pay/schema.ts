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
const text = (description: string) => Type.Optional(Type.String({ description }));
const EXT = "Extension codes that regimes and addons define for payment details, such as a national payment-means code.";
const META = "Any other data, as string keys and values.";

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

const meansKey = (description: string) =>
  Type.Ref(KeySchema, { anyOf: [...options(MEANS_TEXTS), otherKey("Regime-specific key")], description });

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
      /** The day the amount is due by (YYYY-MM-DD); required. */
      date: Type.Ref(DateSchema, { description: "The day the amount is due by (YYYY-MM-DD); required." }),
      /** A remark about this instalment. */
      notes: text("A remark about this instalment."),
      /** The amount due on this date, as a decimal string; worked out from the percentage of the amount payable when one is given. */
      amount: Type.Ref(AmountSchema, {
        description: "The amount due on this date, as a decimal string; worked out from the percentage of the amount payable when one is given.",
      }),
      /** The share of the amount payable due on this date, such as "50%". */
      percent: opt(Type.Ref(PercentageSchema, { description: "The share of the amount payable due on this date, such as \"50%\"." })),
      /** The currency of the amount, when it is not the document's. */
      currency: opt(Type.Ref(CurrencyCodeSchema, { description: "The currency of the amount, when it is not the document's." })),
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
      /** The kind of terms, such as "due-date" or "instant". */
      key: opt(Type.Ref(KeySchema, { oneOf: options(TERM_TEXTS), description: "The kind of terms, such as \"due-date\" or \"instant\"." })),
      /** The instalments: each an amount or percentage due by a date, in date order. */
      due_dates: opt(
        Type.Array(Type.Ref(DueDateSchema), { description: "The instalments: each an amount or percentage due by a date, in date order." }),
      ),
      /** The terms in words, such as "30 days net" (EN 16931 BT-20). */
      notes: text("The terms in words, such as \"30 days net\" (EN 16931 BT-20)."),
      /** Extension codes that regimes and addons define for the terms. */
      ext: opt(Type.Ref(ExtensionsSchema, { description: "Extension codes that regimes and addons define for the terms." })),
    },
    { title: "Payment Terms", description: "When and how much the customer is to pay." },
  ),
);

export const CardSchema = defineType(
  "pay.Card",
  "pay/card",
  Type.Object(
    {
      /** The first six digits of the card number (the issuer identification number). */
      first6: text("The first six digits of the card number (the issuer identification number)."),
      /** The last four digits of the card number; never give the full number. */
      last4: text("The last four digits of the card number; never give the full number."),
      /** The name of the cardholder as printed on the card. */
      holder: text("The name of the cardholder as printed on the card."),
    },
    { title: "Card", description: "The identifying digits and holder of a payment card." },
  ),
);

export const CreditTransferSchema = defineType(
  "pay.CreditTransfer",
  "pay/credit-transfer",
  Type.Object(
    {
      /** The International Bank Account Number to pay into, such as "DE89370400440532013000". */
      iban: text("The International Bank Account Number to pay into, such as \"DE89370400440532013000\"."),
      /** The Bank Identifier Code (SWIFT code) of the receiving bank, 8 or 11 characters. */
      bic: text("The Bank Identifier Code (SWIFT code) of the receiving bank, 8 or 11 characters."),
      /** The account number, for accounts that have no IBAN. */
      number: text("The account number, for accounts that have no IBAN."),
      /** The name the account is held in. */
      name: text("The name the account is held in."),
      /** The address of the bank branch that holds the account. */
      branch: opt(Type.Ref(AddressSchema, { description: "The address of the bank branch that holds the account." })),
    },
    { title: "Credit Transfer", description: "The bank account a transfer is sent to." },
  ),
);

export const DirectDebitSchema = defineType(
  "pay.DirectDebit",
  "pay/direct-debit",
  Type.Object(
    {
      /** The mandate reference that identifies the debit (EN 16931 BT-89). */
      ref: text("The mandate reference that identifies the debit (EN 16931 BT-89)."),
      /** The creditor's identifier, such as a SEPA Creditor ID (EN 16931 BT-90). */
      creditor: text("The creditor's identifier, such as a SEPA Creditor ID (EN 16931 BT-90)."),
      /** The payer's account that will be debited, such as an IBAN (EN 16931 BT-91). */
      account: text("The payer's account that will be debited, such as an IBAN (EN 16931 BT-91)."),
    },
    { title: "Direct Debit", description: "The mandate under which the payee collects from the payer's account." },
  ),
);

export const OnlineSchema = defineType(
  "pay.Online",
  "pay/online",
  Type.Object(
    {
      /** A key naming the payment service or kind of link, such as "paypal". */
      key: opt(Type.Ref(KeySchema, { description: "A key naming the payment service or kind of link, such as \"paypal\"." })),
      /** The text to show for the link, such as "Pay online". */
      label: text("The text to show for the link, such as \"Pay online\"."),
      /** The address of the payment page; required. */
      url: Type.String({ description: "The address of the payment page; required." }),
    },
    { title: "Online Payment", description: "A web address where the payment can be made." },
  ),
);

export const InstructionsSchema = defineType(
  "pay.Instructions",
  "pay/instructions",
  Type.Object(
    {
      /** How the payee expects to be paid, such as "credit-transfer" or "card"; a `+` adds a variant, as in "credit-transfer+sepa"; required. */
      key: meansKey("How the payee expects to be paid, such as \"credit-transfer\" or \"card\"; a `+` adds a variant, as in \"credit-transfer+sepa\"; required."),
      /** The means of payment in words, when the key alone does not say it. */
      detail: text("The means of payment in words, when the key alone does not say it."),
      /** The remittance reference the payer should quote so the payment can be matched to the document (EN 16931 BT-83). */
      ref: opt(
        Type.Ref(CodeSchema, {
          description: "The remittance reference the payer should quote so the payment can be matched to the document (EN 16931 BT-83).",
        }),
      ),
      /** The bank accounts that accept transfers, for the "credit-transfer" keys. */
      credit_transfer: opt(
        Type.Array(Type.Ref(CreditTransferSchema), { description: "The bank accounts that accept transfers, for the \"credit-transfer\" keys." }),
      ),
      /** The card that will be charged, for the "card" keys. */
      card: opt(Type.Ref(CardSchema, { description: "The card that will be charged, for the \"card\" keys." })),
      /** The mandate and account to debit, for the "direct-debit" keys. */
      direct_debit: opt(Type.Ref(DirectDebitSchema, { description: "The mandate and account to debit, for the \"direct-debit\" keys." })),
      /** Web pages where the payment can be made. */
      online: opt(Type.Array(Type.Ref(OnlineSchema), { description: "Web pages where the payment can be made." })),
      /** Anything else the payer needs to know to pay. */
      notes: text("Anything else the payer needs to know to pay."),
      /** Extension codes that regimes and addons define for payment details, such as a national payment-means code. */
      ext: opt(Type.Ref(ExtensionsSchema, { description: EXT })),
      /** Any other data, as string keys and values. */
      meta: opt(Type.Ref(MetaSchema, { description: META })),
    },
    { title: "Payment Instructions", description: "How the payee expects to be paid." },
  ),
);

export const RecordSchema = defineType(
  "pay.Record",
  "pay/record",
  Type.Object(
    {
      /** A UUID that identifies the payment record. */
      uuid: opt(UUIDField("A UUID that identifies the payment record.")),
      /** The day the payment was made (YYYY-MM-DD). */
      date: opt(Type.Ref(DateSchema, { description: "The day the payment was made (YYYY-MM-DD)." })),
      /** How the payment was made, such as "cash" or "card". */
      key: opt(meansKey("How the payment was made, such as \"cash\" or \"card\".")),
      /** The reference of the payment, such as a bank transaction ID or receipt number. */
      ref: text("The reference of the payment, such as a bank transaction ID or receipt number."),
      /** What the payment was for, such as "Deposit". */
      description: text("What the payment was for, such as \"Deposit\"."),
      /** The share of the amount payable the payment covers, for advances; the amount is worked out from it. */
      percent: opt(
        Type.Ref(PercentageSchema, { description: "The share of the amount payable the payment covers, for advances; the amount is worked out from it." }),
      ),
      /** The amount paid, as a decimal string; required (calculated when a percentage is given). */
      amount: Type.Ref(AmountSchema, { description: "The amount paid, as a decimal string; required (calculated when a percentage is given)." }),
      /** The currency of the amount, when it is not the document's. */
      currency: opt(Type.Ref(CurrencyCodeSchema, { description: "The currency of the amount, when it is not the document's." })),
      /** The card used, for card payments. */
      card: opt(Type.Ref(CardSchema, { description: "The card used, for card payments." })),
      /** The account the transfer was sent to, for transfers. */
      credit_transfer: opt(Type.Ref(CreditTransferSchema, { description: "The account the transfer was sent to, for transfers." })),
      /** The mandate the amount was collected under, for direct debits. */
      direct_debit: opt(Type.Ref(DirectDebitSchema, { description: "The mandate the amount was collected under, for direct debits." })),
      /** The web pages the payment was made on. */
      online: opt(Type.Array(Type.Ref(OnlineSchema), { description: "The web pages the payment was made on." })),
      /** Extension codes that regimes and addons define for payment details, such as a national payment-means code. */
      ext: opt(Type.Ref(ExtensionsSchema, { description: EXT })),
      /** Any other data, as string keys and values. */
      meta: opt(Type.Ref(MetaSchema, { description: META })),
    },
    { title: "Payment Record", description: "A payment made, such as an advance or a method used to settle." },
  ),
);

export type PayTerms = Static<typeof TermsSchema>;
export type DueDate = Static<typeof DueDateSchema>;
export type PayInstructions = Static<typeof InstructionsSchema>;
export type PayRecord = Static<typeof RecordSchema>;
