import { Type, type Static, type TSchema } from "@sinclair/typebox";
import { DateSchema, PeriodSchema, TimeSchema } from "../cal/schema.ts";
import { CodeSchema, KeySchema, MetaSchema, definitionOptions, options, otherKey, type OptionText } from "../cbc/schema.ts";
import { CurrencyCodeSchema, ExchangeRateSchema } from "../currency/schema.ts";
import { ObjectSchema } from "../envelope/schema.ts";
import { StampSchema } from "../head/schema.ts";
import { AmountSchema, PercentageSchema } from "../num/schema.ts";
import {
  AttachmentSchema,
  DocumentRefSchema,
  IdentitySchema,
  ItemSchema,
  NoteSchema,
  PartySchema,
  UnitSchema,
  WebsiteSchema,
} from "../org/schema.ts";
import { InstructionsSchema, RecordSchema, TermsSchema } from "../pay/schema.ts";
import { defineType } from "../schema/types.ts";
import {
  AddonListSchema,
  ExtensionsSchema,
  NoteSchema as TaxNoteSchema,
  RegimeCodeSchema,
  SetSchema as TaxSetSchema,
  TagsField,
  TotalSchema as TaxTotalSchema,
} from "../tax/schema.ts";
import { UUIDField } from "../uuid/schema.ts";
import type {
  ACTION_KEYS,
  DELIVERY_TYPES,
  ORDER_TYPES,
  PAYMENT_TYPES,
  REASON_KEYS,
  ROUNDING_RULES,
  STATUS_LINE_KEYS,
  STATUS_TYPES,
  TAX_POINTS,
} from "./rules.ts";
import { INVOICE_TYPES } from "./types.ts";

const opt = Type.Optional;
const text = () => Type.Optional(Type.String());
const calc = { calculated: true };
const list = <T extends TSchema>(schema: T) => opt(Type.Array(Type.Ref(schema)));
const amount = () => Type.Ref(AmountSchema);
const optAmount = () => opt(Type.Ref(AmountSchema));

/* ---------------------------------------------------------------- allowed values
 * The keys GOBL lists in its schemas, with names and short descriptions of
 * our own. Closed lists (`oneOf`) are typed against the lists the rules check
 * (./rules.ts), so the two cannot drift apart; open lists (`anyOf`) end with
 * "any other key", as regimes and addons may add their own.
 */

/** One text per key of a list the rules check. */
type Texts<L extends readonly string[]> = Record<L[number], OptionText>;

/** The tags GOBL defines for every invoice (engine/bill/invoice.ts checks them). */
const INVOICE_TAGS = {
  simplified: "Simplified Invoice",
  "reverse-charge": "Reverse Charge",
  "self-billed": "Self-billed",
  "customer-rates": "Customer Rates",
  partial: "Partial",
  bypass: "Bypass",
  prepayment: "Prepayment",
  factoring: "Factoring",
} satisfies Record<string, OptionText>;

const DELIVERY_TYPE_TEXTS: Texts<typeof DELIVERY_TYPES> = {
  advice: { title: "Delivery Advice", description: "Sent by the supplier to say how an order will be delivered." },
  note: { title: "Delivery Note", description: "Travels with a shipment and lists what it holds." },
  waybill: { title: "Waybill", description: "Issued by the carrier with the details of a consignment and how to carry it." },
  receipt: { title: "Delivery Receipt", description: "Signed by whoever receives the goods to confirm they arrived." },
  other: { title: "Other", description: "Any other delivery document; regime and addon scenarios leave it alone." },
};

const ORDER_TYPE_TEXTS: Texts<typeof ORDER_TYPES> = {
  purchase: { title: "Purchase Order", description: "A buyer asks a seller for goods or services." },
  sale: { title: "Sales Order", description: "A seller confirms what it will supply to a buyer." },
  quote: { title: "Quote", description: "A seller offers goods or services to a buyer at a price." },
};

const PAYMENT_TYPE_TEXTS: Texts<typeof PAYMENT_TYPES> = {
  request: { title: "Request", description: "The supplier asks the customer, or a payer, to pay the documents listed." },
  advice: { title: "Advice", description: "The customer tells the supplier that the documents listed have been paid." },
  receipt: { title: "Receipt", description: "The supplier confirms it has received the money; the usual type." },
};

const STATUS_TYPE_TEXTS: Texts<typeof STATUS_TYPES> = {
  response: { title: "Response", description: "An answer to a document received, between customer and supplier." },
  update: { title: "Update", description: "News from the supplier for the customer, an authority, or both." },
  system: { title: "System", description: "An event kept on record for compliance that concerns no one document." },
};

const STATUS_LINE_TEXTS: Texts<typeof STATUS_LINE_KEYS> = {
  issued: { title: "Issued", description: "Sent, and waiting for the receiver to look at it." },
  acknowledged: { title: "Acknowledged", description: "Received and readable; it will be processed." },
  processing: { title: "In Process", description: "Being dealt with." },
  querying: { title: "Under Query", description: "The buyer needs more information from the seller before accepting it." },
  rejected: { title: "Rejected", description: "The buyer will not process the document any further." },
  accepted: { title: "Accepted", description: "Approved by the buyer; payment comes next." },
  paid: { title: "Paid", description: "The buyer has paid, or the supplier has seen the money arrive." },
  error: { title: "Error", description: "Turned down because of a technical problem." },
  other: { title: "Other", description: "The state is given by other codes or by the line's details." },
};

const REASON_TEXTS: Texts<typeof REASON_KEYS> = {
  none: { title: "No Issue", description: "Only news of the state; nothing is wrong." },
  references: { title: "References Incorrect", description: "References the receiver needs to route the document are missing or wrong." },
  legal: { title: "Legal Information Incorrect", description: "The document does not meet legal requirements." },
  "unknown-receiver": { title: "Receiver Unknown", description: "The addressee is not known." },
  quality: { title: "Item Quality Issue", description: "The quality is not acceptable." },
  delivery: { title: "Delivery Issues", description: "The delivery offered or made is not acceptable." },
  prices: { title: "Prices Incorrect", description: "Prices differ from those expected." },
  quantity: { title: "Quantity Incorrect", description: "Quantities differ from those expected." },
  items: { title: "Items Incorrect", description: "The items differ from those expected." },
  "payment-terms": { title: "Payment Terms Incorrect", description: "The payment terms differ from those expected." },
  "not-recognized": { title: "Not Recognized", description: "The transaction is not one the receiver knows of." },
  "finance-terms": { title: "Finance Terms Incorrect", description: "The finance terms differ from those expected." },
  partial: { title: "Partially Paid", description: "Only part of the amount has been paid." },
  other: { title: "Other", description: "A reason no key covers." },
};

const ACTION_TEXTS: Texts<typeof ACTION_KEYS> = {
  none: { title: "No Action", description: "Nothing needs doing." },
  provide: { title: "Provide Information", description: "Send the missing information; no new invoice is needed." },
  reissue: { title: "Reissue", description: "Issue a corrected invoice." },
  "credit-full": { title: "Full Credit", description: "Cancel the whole invoice with a credit note." },
  "credit-partial": { title: "Partial Credit", description: "Issue a credit note for the corrections only." },
  "credit-amount": { title: "Credit Amount", description: "Pay back the amount paid." },
  other: { title: "Other", description: "An action no key covers." },
};

const ROUNDING_TEXTS: Texts<typeof ROUNDING_RULES> = {
  precise: { title: "Precise", description: "Sums keep their full precision and are rounded at the end; the default." },
  currency: { title: "Currency", description: "Amounts are rounded to the currency's decimals before they are summed." },
};

const TAX_POINT_TEXTS: Texts<typeof TAX_POINTS> = {
  issue: { title: "Issue Date", description: "Tax is due on the date the invoice is issued (UNCL 2005 code 3)." },
  delivery: { title: "Delivery Date", description: "Tax is due on the date of delivery (UNCL 2005 code 35)." },
  payment: { title: "Payment Date", description: "Tax is due on the date of payment (UNCL 2005 code 432)." },
};

const CHARGE_KEYS = {
  "stamp-duty": "Stamp Duty",
  outlay: "Outlay",
  tax: "Tax",
  customs: "Customs",
  delivery: "Delivery",
  packing: "Packing",
  handling: "Handling",
  insurance: "Insurance",
  storage: "Storage",
  admin: "Administration",
  cleaning: "Cleaning",
} satisfies Record<string, OptionText>;

const DISCOUNT_KEYS = {
  "early-completion": "Early Completion Bonus",
  military: "Military Discount",
  "work-accident": "Work Accident Discount",
  "special-agreement": "Special Agreement Discount",
  "production-error": "Production Error Discount",
  "new-outlet": "New Outlet Discount",
  sample: "Sample Discount",
  "end-of-range": "End of Range Discount",
  incoterm: "Incoterm Discount",
  "pos-threshold": "Point of Sale Threshold Discount",
  "special-rebate": "Special Rebate",
  temporary: "Temporary",
  standard: "Standard",
  "yearly-turnover": "Yearly Turnover",
} satisfies Record<string, OptionText>;

const chargeKey = () => opt(Type.Ref(KeySchema, { anyOf: [...options(CHARGE_KEYS), otherKey("Other charge")] }));
const discountKey = () => opt(Type.Ref(KeySchema, { anyOf: [...options(DISCOUNT_KEYS), otherKey("Other discount")] }));

/** The fields the bill documents open with: regime, addons, tags and UUID. */
const head = {
  $regime: opt(Type.Ref(RegimeCodeSchema)),
  $addons: opt(Type.Ref(AddonListSchema)),
  $tags: opt(TagsField()),
  uuid: opt(UUIDField()),
};

/* ---------------------------------------------------------------- parts */

export const TaxSchema = defineType(
  "bill.Tax",
  "bill/tax",
  Type.Object(
    {
      prices_include: opt(Type.Ref(CodeSchema)),
      rounding: opt(Type.Ref(KeySchema, { oneOf: options(ROUNDING_TEXTS) })),
      point: opt(Type.Ref(KeySchema, { oneOf: options(TAX_POINT_TEXTS) })),
      ext: opt(Type.Ref(ExtensionsSchema)),
      notes: list(TaxNoteSchema),
      meta: opt(Type.Ref(MetaSchema)),
    },
    { title: "Document Tax", description: "How taxes are worked out for the whole document." },
  ),
);

export const TotalsSchema = defineType(
  "bill.Totals",
  "bill/totals",
  Type.Object(
    {
      sum: amount(),
      discount: optAmount(),
      charge: optAmount(),
      tax_included: optAmount(),
      total: amount(),
      taxes: opt(Type.Ref(TaxTotalSchema)),
      tax: optAmount(),
      total_with_tax: amount(),
      retained_tax: optAmount(),
      rounding: optAmount(),
      payable: amount(),
      advance: optAmount(),
      due: optAmount(),
    },
    { title: "Totals", description: "The sums of a document, from line totals to the amount payable." },
  ),
);

export const LineDiscountSchema = defineType(
  "bill.LineDiscount",
  "bill/line-discount",
  Type.Object(
    {
      key: discountKey(),
      code: opt(Type.Ref(CodeSchema)),
      reason: text(),
      base: optAmount(),
      percent: opt(Type.Ref(PercentageSchema)),
      amount: Type.Ref(AmountSchema, calc),
      ext: opt(Type.Ref(ExtensionsSchema)),
    },
    { title: "Line Discount", description: "A reduction of one line's sum." },
  ),
  { registered: false },
);

export const LineChargeSchema = defineType(
  "bill.LineCharge",
  "bill/line-charge",
  Type.Object(
    {
      key: chargeKey(),
      code: opt(Type.Ref(CodeSchema)),
      reason: text(),
      base: optAmount(),
      percent: opt(Type.Ref(PercentageSchema)),
      quantity: optAmount(),
      unit: opt(Type.Ref(UnitSchema)),
      rate: optAmount(),
      amount: Type.Ref(AmountSchema, calc),
      ext: opt(Type.Ref(ExtensionsSchema)),
    },
    { title: "Line Charge", description: "An addition to one line's sum." },
  ),
  { registered: false },
);

export const SubLineSchema = defineType(
  "bill.SubLine",
  "bill/sub-line",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      i: Type.Integer(calc),
      quantity: amount(),
      identifier: opt(Type.Ref(IdentitySchema)),
      period: opt(Type.Ref(PeriodSchema)),
      order: opt(Type.Ref(CodeSchema)),
      cost: opt(Type.Ref(CodeSchema)),
      item: Type.Ref(ItemSchema),
      sum: opt(Type.Ref(AmountSchema, calc)),
      discounts: list(LineDiscountSchema),
      charges: list(LineChargeSchema),
      total: opt(Type.Ref(AmountSchema, calc)),
      notes: list(NoteSchema),
    },
    { title: "Sub-line", description: "A part of a line: a breakdown entry or a substituted item." },
  ),
  { registered: false },
);

export const LineSchema = defineType(
  "bill.Line",
  "bill/line",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      i: Type.Integer(calc),
      quantity: amount(),
      identifier: opt(Type.Ref(IdentitySchema)),
      period: opt(Type.Ref(PeriodSchema)),
      order: opt(Type.Ref(CodeSchema)),
      cost: opt(Type.Ref(CodeSchema)),
      item: Type.Ref(ItemSchema),
      breakdown: list(SubLineSchema),
      sum: opt(Type.Ref(AmountSchema, calc)),
      discounts: list(LineDiscountSchema),
      charges: list(LineChargeSchema),
      taxes: opt(Type.Ref(TaxSetSchema)),
      total: opt(Type.Ref(AmountSchema, calc)),
      substituted: list(SubLineSchema),
      seller: opt(Type.Ref(PartySchema)),
      notes: list(NoteSchema),
      ext: opt(Type.Ref(ExtensionsSchema)),
    },
    { title: "Line", description: "A quantity of an item at a price, with its discounts, charges and taxes." },
  ),
);

const adjustment = <K extends TSchema>(key: K) => ({
  uuid: opt(UUIDField()),
  i: Type.Integer(calc),
  key,
  code: opt(Type.Ref(CodeSchema)),
  reason: text(),
  base: optAmount(),
  percent: opt(Type.Ref(PercentageSchema)),
  amount: Type.Ref(AmountSchema, calc),
  taxes: opt(Type.Ref(TaxSetSchema)),
  ext: opt(Type.Ref(ExtensionsSchema)),
  meta: opt(Type.Ref(MetaSchema)),
});

export const DiscountSchema = defineType(
  "bill.Discount",
  "bill/discount",
  Type.Object(adjustment(discountKey()), { title: "Discount", description: "A reduction of the whole document's sum." }),
);

export const ChargeSchema = defineType(
  "bill.Charge",
  "bill/charge",
  Type.Object(adjustment(chargeKey()), { title: "Charge", description: "An addition to the whole document's sum." }),
);

export const OrderingSchema = defineType(
  "bill.Ordering",
  "bill/ordering",
  Type.Object(
    {
      code: opt(Type.Ref(CodeSchema)),
      identities: list(IdentitySchema),
      cost: opt(Type.Ref(CodeSchema)),
      period: opt(Type.Ref(PeriodSchema)),
      buyer: opt(Type.Ref(PartySchema)),
      seller: opt(Type.Ref(PartySchema)),
      issuer: opt(Type.Ref(PartySchema)),
      projects: list(DocumentRefSchema),
      contracts: list(DocumentRefSchema),
      purchases: list(DocumentRefSchema),
      sales: list(DocumentRefSchema),
      receiving: list(DocumentRefSchema),
      despatch: list(DocumentRefSchema),
      tender: list(DocumentRefSchema),
    },
    { title: "Ordering", description: "The orders, contracts and other parties behind a document." },
  ),
);

export const PaymentDetailsSchema = defineType(
  "bill.PaymentDetails",
  "bill/payment-details",
  Type.Object(
    {
      payee: opt(Type.Ref(PartySchema)),
      payer: opt(Type.Ref(PartySchema)),
      terms: opt(Type.Ref(TermsSchema)),
      advances: list(RecordSchema),
      instructions: opt(Type.Ref(InstructionsSchema)),
    },
    { title: "Payment Details", description: "Who pays whom, when and how." },
  ),
);

export const DeliveryDetailsSchema = defineType(
  "bill.DeliveryDetails",
  "bill/delivery-details",
  Type.Object(
    {
      receiver: opt(Type.Ref(PartySchema)),
      identities: list(IdentitySchema),
      date: opt(Type.Ref(DateSchema)),
      period: opt(Type.Ref(PeriodSchema)),
      meta: opt(Type.Ref(MetaSchema)),
    },
    { title: "Delivery Details", description: "Where and when the goods or services were handed over." },
  ),
);

/* ---------------------------------------------------------------- invoice */

export const InvoiceSchema = defineType(
  "bill.Invoice",
  "bill/invoice",
  Type.Object(
    {
      ...head,
      $tags: opt(TagsField({ anyOf: [...options(INVOICE_TAGS), otherKey("Any other tag")] })),
      type: Type.Ref(KeySchema, { ...calc, oneOf: definitionOptions(INVOICE_TYPES) }),
      series: opt(Type.Ref(CodeSchema)),
      code: opt(Type.Ref(CodeSchema)),
      issue_date: Type.Ref(DateSchema, calc),
      issue_time: opt(Type.Ref(TimeSchema, calc)),
      op_date: opt(Type.Ref(DateSchema)),
      value_date: opt(Type.Ref(DateSchema)),
      currency: Type.Ref(CurrencyCodeSchema, calc),
      exchange_rates: list(ExchangeRateSchema),
      preceding: list(DocumentRefSchema),
      tax: opt(Type.Ref(TaxSchema)),
      supplier: Type.Ref(PartySchema),
      customer: opt(Type.Ref(PartySchema)),
      lines: list(LineSchema),
      discounts: list(DiscountSchema),
      charges: list(ChargeSchema),
      ordering: opt(Type.Ref(OrderingSchema)),
      payment: opt(Type.Ref(PaymentDetailsSchema)),
      delivery: opt(Type.Ref(DeliveryDetailsSchema)),
      totals: Type.Ref(TotalsSchema, calc),
      notes: list(NoteSchema),
      complements: list(ObjectSchema),
      meta: opt(Type.Ref(MetaSchema)),
      attachments: list(AttachmentSchema),
    },
    {
      title: "Invoice",
      description: "A demand for payment from a supplier to a customer, with its lines, taxes and totals.",
      recommended: ["$regime", "series", "code", "lines"],
    },
  ),
);

/* ---------------------------------------------------------------- delivery */

export const TrackingSchema = defineType(
  "bill.Tracking",
  "bill/tracking",
  Type.Object(
    { code: opt(Type.Ref(CodeSchema)), website: opt(Type.Ref(WebsiteSchema)) },
    { title: "Tracking", description: "Where a shipment can be followed." },
  ),
  { registered: false },
);

export const DeliverySchema = defineType(
  "bill.Delivery",
  "bill/delivery",
  Type.Object(
    {
      ...head,
      $tags: opt(TagsField({ anyOf: [otherKey("Any tag")] })),
      type: Type.Ref(KeySchema, { oneOf: options(DELIVERY_TYPE_TEXTS) }),
      series: opt(Type.Ref(CodeSchema)),
      code: opt(Type.Ref(CodeSchema)),
      issue_date: Type.Ref(DateSchema, calc),
      issue_time: opt(Type.Ref(TimeSchema, calc)),
      value_date: opt(Type.Ref(DateSchema)),
      currency: opt(Type.Ref(CurrencyCodeSchema, calc)),
      exchange_rates: list(ExchangeRateSchema),
      ordering: opt(Type.Ref(OrderingSchema)),
      preceding: list(DocumentRefSchema),
      tracking: opt(Type.Ref(TrackingSchema)),
      despatch_date: opt(Type.Ref(DateSchema)),
      receive_date: opt(Type.Ref(DateSchema)),
      tax: opt(Type.Ref(TaxSchema)),
      supplier: Type.Ref(PartySchema),
      customer: opt(Type.Ref(PartySchema)),
      despatcher: opt(Type.Ref(PartySchema)),
      receiver: opt(Type.Ref(PartySchema)),
      courier: opt(Type.Ref(PartySchema)),
      lines: list(LineSchema),
      discounts: list(DiscountSchema),
      charges: list(ChargeSchema),
      totals: opt(Type.Ref(TotalsSchema, calc)),
      notes: list(NoteSchema),
      complements: list(ObjectSchema),
      meta: opt(Type.Ref(MetaSchema)),
      attachments: list(AttachmentSchema),
    },
    {
      title: "Delivery",
      description: "A note of goods despatched or received, such as a despatch advice or waybill.",
      recommended: ["$regime", "series", "code", "lines"],
    },
  ),
);

/* ---------------------------------------------------------------- order */

export const OrderSchema = defineType(
  "bill.Order",
  "bill/order",
  Type.Object(
    {
      ...head,
      type: opt(Type.Ref(KeySchema, { oneOf: options(ORDER_TYPE_TEXTS) })),
      series: opt(Type.Ref(CodeSchema)),
      code: opt(Type.Ref(CodeSchema)),
      issue_date: Type.Ref(DateSchema, calc),
      issue_time: opt(Type.Ref(TimeSchema, calc)),
      op_date: opt(Type.Ref(DateSchema)),
      value_date: opt(Type.Ref(DateSchema)),
      currency: Type.Ref(CurrencyCodeSchema, calc),
      exchange_rates: list(ExchangeRateSchema),
      contracts: list(DocumentRefSchema),
      preceding: list(DocumentRefSchema),
      identities: list(IdentitySchema),
      period: opt(Type.Ref(PeriodSchema)),
      tax: opt(Type.Ref(TaxSchema)),
      supplier: Type.Ref(PartySchema),
      customer: opt(Type.Ref(PartySchema)),
      buyer: opt(Type.Ref(PartySchema)),
      seller: opt(Type.Ref(PartySchema)),
      lines: list(LineSchema),
      discounts: list(DiscountSchema),
      charges: list(ChargeSchema),
      payment: opt(Type.Ref(PaymentDetailsSchema)),
      delivery: opt(Type.Ref(DeliveryDetailsSchema)),
      totals: opt(Type.Ref(TotalsSchema, calc)),
      notes: list(NoteSchema),
      complements: list(ObjectSchema),
      meta: opt(Type.Ref(MetaSchema)),
      attachments: list(AttachmentSchema),
    },
    {
      title: "Order",
      description: "A request from a buyer to a supplier for goods or services.",
      recommended: ["$regime", "series", "code", "lines"],
    },
  ),
);

/* ---------------------------------------------------------------- payment */

export const PaymentLineSchema = defineType(
  "bill.PaymentLine",
  "bill/payment-line",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      i: Type.Integer(calc),
      refund: opt(Type.Boolean()),
      document: opt(Type.Ref(DocumentRefSchema)),
      installment: opt(Type.Integer()),
      description: text(),
      payable: optAmount(),
      advances: optAmount(),
      amount: amount(),
      due: optAmount(),
      tax: opt(Type.Ref(TaxTotalSchema)),
      notes: list(NoteSchema),
    },
    { title: "Payment Line", description: "The part of a payment that settles one document." },
  ),
  { registered: false },
);

export const PaymentSchema = defineType(
  "bill.Payment",
  "bill/payment",
  Type.Object(
    {
      ...head,
      type: Type.Ref(KeySchema, { ...calc, oneOf: options(PAYMENT_TYPE_TEXTS) }),
      series: opt(Type.Ref(CodeSchema)),
      code: opt(Type.Ref(CodeSchema)),
      issue_date: Type.Ref(DateSchema, calc),
      issue_time: opt(Type.Ref(TimeSchema, calc)),
      value_date: opt(Type.Ref(DateSchema)),
      currency: Type.Ref(CurrencyCodeSchema, calc),
      exchange_rates: list(ExchangeRateSchema),
      ext: opt(Type.Ref(ExtensionsSchema)),
      preceding: list(DocumentRefSchema),
      supplier: Type.Ref(PartySchema),
      customer: opt(Type.Ref(PartySchema)),
      payee: opt(Type.Ref(PartySchema)),
      ordering: opt(Type.Ref(OrderingSchema)),
      lines: Type.Array(Type.Ref(PaymentLineSchema)),
      methods: Type.Array(Type.Ref(RecordSchema)),
      total: amount(),
      notes: list(NoteSchema),
      complements: list(ObjectSchema),
      meta: opt(Type.Ref(MetaSchema)),
    },
    {
      title: "Payment",
      description: "A request for, advice of or receipt for a payment against earlier documents.",
      recommended: ["$regime", "series", "code", "lines"],
    },
  ),
);

/* ---------------------------------------------------------------- status */

export const FaultSchema = defineType(
  "bill.Fault",
  "bill/fault",
  Type.Object(
    { code: Type.Ref(CodeSchema), message: text(), paths: opt(Type.Array(Type.String())) },
    { title: "Fault", description: "A problem found in a document, with where it lies." },
  ),
);

export const ReasonSchema = defineType(
  "bill.Reason",
  "bill/reason",
  Type.Object(
    {
      key: Type.Ref(KeySchema, { oneOf: options(REASON_TEXTS) }),
      description: text(),
      faults: list(FaultSchema),
      ext: opt(Type.Ref(ExtensionsSchema)),
    },
    { title: "Reason", description: "Why a document has the status it has." },
  ),
);

export const ActionSchema = defineType(
  "bill.Action",
  "bill/action",
  Type.Object(
    { key: Type.Ref(KeySchema, { oneOf: options(ACTION_TEXTS) }), description: text(), ext: opt(Type.Ref(ExtensionsSchema)) },
    { title: "Action", description: "What the receiver of a status is asked to do." },
  ),
);

export const StatusLineSchema = defineType(
  "bill.StatusLine",
  "bill/status-line",
  Type.Object(
    {
      index: Type.Integer(),
      key: Type.Ref(KeySchema, { oneOf: options(STATUS_LINE_TEXTS) }),
      date: opt(Type.Ref(DateSchema)),
      doc: opt(Type.Ref(DocumentRefSchema)),
      description: text(),
      reasons: list(ReasonSchema),
      actions: list(ActionSchema),
      ext: opt(Type.Ref(ExtensionsSchema)),
      complements: list(ObjectSchema),
      meta: opt(Type.Ref(MetaSchema)),
    },
    { title: "Status Line", description: "The state of one referenced document." },
  ),
);

export const StatusSchema = defineType(
  "bill.Status",
  "bill/status",
  Type.Object(
    {
      $regime: head.$regime,
      $addons: head.$addons,
      uuid: head.uuid,
      type: Type.Ref(KeySchema, { oneOf: options(STATUS_TYPE_TEXTS) }),
      issue_date: Type.Ref(DateSchema),
      issue_time: opt(Type.Ref(TimeSchema)),
      series: opt(Type.Ref(CodeSchema)),
      code: Type.Ref(CodeSchema),
      ext: opt(Type.Ref(ExtensionsSchema)),
      supplier: Type.Ref(PartySchema),
      customer: opt(Type.Ref(PartySchema)),
      ordering: opt(Type.Ref(OrderingSchema)),
      lines: Type.Array(Type.Ref(StatusLineSchema)),
      notes: list(NoteSchema),
      meta: opt(Type.Ref(MetaSchema)),
    },
    {
      title: "Status",
      description: "News about the processing of earlier documents: accepted, rejected, paid and so on.",
      recommended: ["$regime", "series", "lines"],
    },
  ),
);

/* ---------------------------------------------------------------- corrections */

export const CorrectionOptionsSchema = defineType(
  "bill.CorrectionOptions",
  "bill/correction-options",
  Type.Object(
    {
      type: Type.Ref(KeySchema),
      issue_date: opt(Type.Ref(DateSchema)),
      series: opt(Type.Ref(CodeSchema)),
      stamps: list(StampSchema),
      reason: text(),
      ext: opt(Type.Ref(ExtensionsSchema)),
      copy_tax: opt(Type.Boolean()),
    },
    { title: "Correction Options", description: "What a corrective document made from an invoice should say." },
  ),
);

export type Invoice = Static<typeof InvoiceSchema>;
export type Line = Static<typeof LineSchema>;
export type SubLine = Static<typeof SubLineSchema>;
export type LineDiscount = Static<typeof LineDiscountSchema>;
export type LineCharge = Static<typeof LineChargeSchema>;
export type Discount = Static<typeof DiscountSchema>;
export type Charge = Static<typeof ChargeSchema>;
export type Totals = Static<typeof TotalsSchema>;
export type BillTax = Static<typeof TaxSchema>;
export type Ordering = Static<typeof OrderingSchema>;
export type PaymentDetails = Static<typeof PaymentDetailsSchema>;
export type DeliveryDetails = Static<typeof DeliveryDetailsSchema>;
export type Delivery = Static<typeof DeliverySchema>;
export type Order = Static<typeof OrderSchema>;
export type Payment = Static<typeof PaymentSchema>;
export type PaymentLine = Static<typeof PaymentLineSchema>;
export type Status = Static<typeof StatusSchema>;
export type StatusLine = Static<typeof StatusLineSchema>;
export type CorrectionOptions = Static<typeof CorrectionOptionsSchema>;
