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
const text = (description: string) => Type.Optional(Type.String({ description }));
const calc = { calculated: true };
const list = <T extends TSchema>(schema: T, description: string) => opt(Type.Array(Type.Ref(schema), { description }));
const amount = (description: string) => Type.Ref(AmountSchema, { description });
const optAmount = (description: string) => opt(Type.Ref(AmountSchema, { description }));
/** A calculated amount: filled in (or replaced) when the document is built. */
const calcAmount = (description: string) => Type.Ref(AmountSchema, { ...calc, description });
const ref = <T extends TSchema>(schema: T, description: string) => Type.Ref(schema, { description });
const META = "Any other data, as string keys and values.";

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

const chargeKey = () =>
  opt(
    Type.Ref(KeySchema, {
      anyOf: [...options(CHARGE_KEYS), otherKey("Other charge")],
      description: "What the charge is for, such as \"delivery\" or \"packing\"; EN 16931 formats turn it into a UNTDID 7161 code.",
    }),
  );
const discountKey = () =>
  opt(
    Type.Ref(KeySchema, {
      anyOf: [...options(DISCOUNT_KEYS), otherKey("Other discount")],
      description: "What kind of discount it is, such as \"sample\" or \"yearly-turnover\"; EN 16931 formats turn it into a UNTDID 5189 code.",
    }),
  );

/** The fields the bill documents open with: regime, addons, tags and UUID. */
const head = {
  $regime: opt(
    Type.Ref(RegimeCodeSchema, {
      description: "The tax regime whose rules apply, as a country code such as \"DE\" or \"ES\"; taken from the supplier's tax ID when left out.",
    }),
  ),
  $addons: opt(
    Type.Ref(AddonListSchema, {
      description: "The addons whose extra rules and codes apply, such as \"eu-en16931-v2017\" or \"de-xrechnung-v3\"; regimes may add some by themselves.",
    }),
  ),
  $tags: opt(TagsField()),
  uuid: opt(UUIDField("The document's UUID; a new UUIDv7 is given when the document is built without one.")),
};

/* ---------------------------------------------------------------- parts */

export const TaxSchema = defineType(
  "bill.Tax",
  "bill/tax",
  Type.Object(
    {
      /** The tax category, such as "VAT", that item prices already include; totals then take it out of the prices. */
      prices_include: opt(
        ref(CodeSchema, "The tax category, such as \"VAT\", that item prices already include; totals then take it out of the prices."),
      ),
      /** How totals are rounded: "precise" (the default) or "currency"; some regimes and addons set it. */
      rounding: opt(
        Type.Ref(KeySchema, {
          oneOf: options(ROUNDING_TEXTS),
          description: "How totals are rounded: \"precise\" (the default) or \"currency\"; some regimes and addons set it.",
        }),
      ),
      /** The event that makes the tax due: issue, delivery or payment (EN 16931 BT-8). */
      point: opt(
        Type.Ref(KeySchema, { oneOf: options(TAX_POINT_TEXTS), description: "The event that makes the tax due: issue, delivery or payment (EN 16931 BT-8)." }),
      ),
      /** Extension codes that regimes and addons need for the document's taxes. */
      ext: opt(ref(ExtensionsSchema, "Extension codes that regimes and addons need for the document's taxes.")),
      /** Legal remarks about the taxes, such as why an exemption applies. */
      notes: list(TaxNoteSchema, "Legal remarks about the taxes, such as why an exemption applies."),
      /** Any other data, as string keys and values. */
      meta: opt(ref(MetaSchema, META)),
    },
    { title: "Document Tax", description: "How taxes are worked out for the whole document." },
  ),
);

export const TotalsSchema = defineType(
  "bill.Totals",
  "bill/totals",
  Type.Object(
    {
      /** The sum of the lines' totals. */
      sum: amount("The sum of the lines' totals."),
      /** The sum of the document-level discounts. */
      discount: optAmount("The sum of the document-level discounts."),
      /** The sum of the document-level charges. */
      charge: optAmount("The sum of the document-level charges."),
      /** The tax included in the prices, taken out of the sum, when prices include tax. */
      tax_included: optAmount("The tax included in the prices, taken out of the sum, when prices include tax."),
      /** The net total: the sum less discounts and included tax, plus charges. */
      total: amount("The net total: the sum less discounts and included tax, plus charges."),
      /** The taxes, category by category and rate by rate. */
      taxes: opt(ref(TaxTotalSchema, "The taxes, category by category and rate by rate.")),
      /** The tax added to the net total (the taxes' sum). */
      tax: optAmount("The tax added to the net total (the taxes' sum)."),
      /** The net total plus tax. */
      total_with_tax: amount("The net total plus tax."),
      /** The tax the customer withholds and pays to the authority, taken off the amount payable. */
      retained_tax: optAmount("The tax the customer withholds and pays to the authority, taken off the amount payable."),
      /** An adjustment to the amount payable, to match rounding the parties agree on (EN 16931 BT-114); given by the issuer. */
      rounding: optAmount("An adjustment to the amount payable, to match rounding the parties agree on (EN 16931 BT-114); given by the issuer."),
      /** What the customer is to pay: the total with tax, less retained tax, plus any rounding. */
      payable: amount("What the customer is to pay: the total with tax, less retained tax, plus any rounding."),
      /** The sum of the advances already paid (the payment's `advances`). */
      advance: optAmount("The sum of the advances already paid (the payment's `advances`)."),
      /** What is left to pay: the payable amount less advances. */
      due: optAmount("What is left to pay: the payable amount less advances."),
    },
    { title: "Totals", description: "The sums of a document, from line totals to the amount payable." },
  ),
);

export const LineDiscountSchema = defineType(
  "bill.LineDiscount",
  "bill/line-discount",
  Type.Object(
    {
      /** What kind of discount it is, such as "sample" or "yearly-turnover"; EN 16931 formats turn it into a UNTDID 5189 code. */
      key: discountKey(),
      /** The issuer's own code for the discount, such as a UNTDID 5189 code (EN 16931 BT-140). */
      code: opt(ref(CodeSchema, "The issuer's own code for the discount, such as a UNTDID 5189 code (EN 16931 BT-140).")),
      /** Why the discount is given, in words (EN 16931 BT-139). */
      reason: text("Why the discount is given, in words (EN 16931 BT-139)."),
      /** The amount the percentage applies to, when it is not the line's sum. */
      base: optAmount("The amount the percentage applies to, when it is not the line's sum."),
      /** The discount as a percentage of the base or the line's sum, such as "10%". */
      percent: opt(ref(PercentageSchema, "The discount as a percentage of the base or the line's sum, such as \"10%\".")),
      /** The amount taken off the line's sum; worked out from the percentage when one is given. */
      amount: calcAmount("The amount taken off the line's sum; worked out from the percentage when one is given."),
      /** Extension codes that regimes and addons need for the discount. */
      ext: opt(ref(ExtensionsSchema, "Extension codes that regimes and addons need for the discount.")),
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
      /** What the charge is for, such as "delivery" or "packing"; EN 16931 formats turn it into a UNTDID 7161 code. */
      key: chargeKey(),
      /** The issuer's own code for the charge, such as a UNTDID 7161 code (EN 16931 BT-145). */
      code: opt(ref(CodeSchema, "The issuer's own code for the charge, such as a UNTDID 7161 code (EN 16931 BT-145).")),
      /** Why the charge is made, in words (EN 16931 BT-144). */
      reason: text("Why the charge is made, in words (EN 16931 BT-144)."),
      /** The amount the percentage applies to, when it is not the line's sum. */
      base: optAmount("The amount the percentage applies to, when it is not the line's sum."),
      /** The charge as a percentage of the base or the line's sum, such as "2%". */
      percent: opt(ref(PercentageSchema, "The charge as a percentage of the base or the line's sum, such as \"2%\".")),
      /** How many units the rate is charged for, when it is not the line's quantity. */
      quantity: optAmount("How many units the rate is charged for, when it is not the line's quantity."),
      /** The unit of that quantity. */
      unit: opt(ref(UnitSchema, "The unit of that quantity.")),
      /** A price per unit to charge instead of a percentage, such as a levy per litre. */
      rate: optAmount("A price per unit to charge instead of a percentage, such as a levy per litre."),
      /** The amount added to the line's sum; worked out from the percentage or rate when one is given. */
      amount: calcAmount("The amount added to the line's sum; worked out from the percentage or rate when one is given."),
      /** Extension codes that regimes and addons need for the charge. */
      ext: opt(ref(ExtensionsSchema, "Extension codes that regimes and addons need for the charge.")),
    },
    { title: "Line Charge", description: "An addition to one line's sum." },
  ),
  { registered: false },
);

const LINE_IDENTIFIER =
  "An identifier of the thing the line is about that is not the item's, such as a subscription, meter or telephone number (EN 16931 BT-128).";

export const SubLineSchema = defineType(
  "bill.SubLine",
  "bill/sub-line",
  Type.Object(
    {
      /** A UUID that identifies the sub-line. */
      uuid: opt(UUIDField("A UUID that identifies the sub-line.")),
      /** The sub-line's number within its line, from 1; calculated. */
      i: Type.Integer({ ...calc, description: "The sub-line's number within its line, from 1; calculated." }),
      /** How many units of the item, as a decimal string; required. */
      quantity: amount("How many units of the item, as a decimal string; required."),
      /** An identifier of the thing the line is about that is not the item's, such as a subscription, meter or telephone number (EN 16931 BT-128). */
      identifier: opt(ref(IdentitySchema, LINE_IDENTIFIER)),
      /** The days the item or service covers. */
      period: opt(ref(PeriodSchema, "The days the item or service covers.")),
      /** The buyer's reference to the matching line of its order. */
      order: opt(ref(CodeSchema, "The buyer's reference to the matching line of its order.")),
      /** The buyer's accounting code for the sub-line. */
      cost: opt(ref(CodeSchema, "The buyer's accounting code for the sub-line.")),
      /** What is supplied, with its name and unit price; required. */
      item: ref(ItemSchema, "What is supplied, with its name and unit price; required."),
      /** The quantity times the item's price; calculated. */
      sum: opt(calcAmount("The quantity times the item's price; calculated.")),
      /** Reductions of the sub-line's sum. */
      discounts: list(LineDiscountSchema, "Reductions of the sub-line's sum."),
      /** Additions to the sub-line's sum. */
      charges: list(LineChargeSchema, "Additions to the sub-line's sum."),
      /** The sum less discounts plus charges; calculated. */
      total: opt(calcAmount("The sum less discounts plus charges; calculated.")),
      /** Remarks about the sub-line. */
      notes: list(NoteSchema, "Remarks about the sub-line."),
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
      /** A UUID that identifies the line. */
      uuid: opt(UUIDField("A UUID that identifies the line.")),
      /** The line's number in the document, from 1; calculated. */
      i: Type.Integer({ ...calc, description: "The line's number in the document, from 1; calculated." }),
      /** How many units of the item, as a decimal string such as "2" or "1.5"; required. Negative quantities are allowed where regimes accept them. */
      quantity: amount("How many units of the item, as a decimal string such as \"2\" or \"1.5\"; required. Negative quantities are allowed where regimes accept them."),
      /** An identifier of the thing the line is about that is not the item's, such as a subscription, meter or telephone number (EN 16931 BT-128). */
      identifier: opt(ref(IdentitySchema, LINE_IDENTIFIER)),
      /** The days the item or service covers, such as a subscription month (EN 16931 BG-26). */
      period: opt(ref(PeriodSchema, "The days the item or service covers, such as a subscription month (EN 16931 BG-26).")),
      /** The buyer's reference to the matching line of its purchase order (EN 16931 BT-132). */
      order: opt(ref(CodeSchema, "The buyer's reference to the matching line of its purchase order (EN 16931 BT-132).")),
      /** The buyer's accounting code for the line (EN 16931 BT-133). */
      cost: opt(ref(CodeSchema, "The buyer's accounting code for the line (EN 16931 BT-133).")),
      /** What is supplied, with its name and unit price; required. */
      item: ref(ItemSchema, "What is supplied, with its name and unit price; required."),
      /** The parts the line is made of; when given, their totals make the item's price. */
      breakdown: list(SubLineSchema, "The parts the line is made of; when given, their totals make the item's price."),
      /** The quantity times the item's price; calculated. */
      sum: opt(calcAmount("The quantity times the item's price; calculated.")),
      /** Reductions of the line's sum. */
      discounts: list(LineDiscountSchema, "Reductions of the line's sum."),
      /** Additions to the line's sum. */
      charges: list(LineChargeSchema, "Additions to the line's sum."),
      /** The taxes that apply to the line, one per category, such as `[{"cat": "VAT", "rate": "general"}]`; they feed the document's tax totals. */
      taxes: opt(
        ref(TaxSetSchema, "The taxes that apply to the line, one per category, such as `[{\"cat\": \"VAT\", \"rate\": \"general\"}]`; they feed the document's tax totals."),
      ),
      /** The sum less discounts plus charges, before tax; calculated. */
      total: opt(calcAmount("The sum less discounts plus charges, before tax; calculated.")),
      /** The lines this one replaces, such as items swapped in a delivery; for information only. */
      substituted: list(SubLineSchema, "The lines this one replaces, such as items swapped in a delivery; for information only."),
      /** Who sells the item when it is not the supplier, as on a marketplace. */
      seller: opt(ref(PartySchema, "Who sells the item when it is not the supplier, as on a marketplace.")),
      /** Remarks about the line (EN 16931 BT-127). */
      notes: list(NoteSchema, "Remarks about the line (EN 16931 BT-127)."),
      /** Extension codes that regimes and addons need for the line. */
      ext: opt(ref(ExtensionsSchema, "Extension codes that regimes and addons need for the line.")),
    },
    { title: "Line", description: "A quantity of an item at a price, with its discounts, charges and taxes." },
  ),
);

const adjustment = <K extends TSchema>(key: K, noun: "discount" | "charge", bt: { code: string; reason: string }) => ({
  uuid: opt(UUIDField(`A UUID that identifies the ${noun}.`)),
  i: Type.Integer({ ...calc, description: `The ${noun}'s number in the document, from 1; calculated.` }),
  key,
  code: opt(ref(CodeSchema, `The issuer's own code for the ${noun} (EN 16931 ${bt.code}).`)),
  reason: text(`Why the ${noun} applies, in words (EN 16931 ${bt.reason}).`),
  base: optAmount(`The amount the percentage applies to, when it is not the sum of the lines.`),
  percent: opt(ref(PercentageSchema, `The ${noun} as a percentage of the base or the sum of the lines, such as "5%".`)),
  amount: calcAmount(`The ${noun}'s amount; worked out from the percentage when one is given.`),
  taxes: opt(
    ref(TaxSetSchema, `The taxes that apply to the ${noun}, as on a line; EN 16931 formats require the VAT category.`),
  ),
  ext: opt(ref(ExtensionsSchema, `Extension codes that regimes and addons need for the ${noun}.`)),
  meta: opt(ref(MetaSchema, META)),
});

export const DiscountSchema = defineType(
  "bill.Discount",
  "bill/discount",
  Type.Object(adjustment(discountKey(), "discount", { code: "BT-98", reason: "BT-97" }), { title: "Discount", description: "A reduction of the whole document's sum." }),
);

export const ChargeSchema = defineType(
  "bill.Charge",
  "bill/charge",
  Type.Object(adjustment(chargeKey(), "charge", { code: "BT-105", reason: "BT-104" }), { title: "Charge", description: "An addition to the whole document's sum." }),
);

export const OrderingSchema = defineType(
  "bill.Ordering",
  "bill/ordering",
  Type.Object(
    {
      /** The buyer's reference for routing the document, such as XRechnung's Leitweg-ID for public buyers (EN 16931 BT-10). */
      code: opt(
        ref(CodeSchema, "The buyer's reference for routing the document, such as XRechnung's Leitweg-ID for public buyers (EN 16931 BT-10)."),
      ),
      /** Other references the parties agreed on, each with its key or type. */
      identities: list(IdentitySchema, "Other references the parties agreed on, each with its key or type."),
      /** The buyer's accounting code for the whole document (EN 16931 BT-19). */
      cost: opt(ref(CodeSchema, "The buyer's accounting code for the whole document (EN 16931 BT-19).")),
      /** The days the document covers, such as the month invoiced (EN 16931 BG-14). */
      period: opt(ref(PeriodSchema, "The days the document covers, such as the month invoiced (EN 16931 BG-14).")),
      /** Who ordered, when it is not the customer. */
      buyer: opt(ref(PartySchema, "Who ordered, when it is not the customer.")),
      /** Who sold, when it is not the supplier. */
      seller: opt(ref(PartySchema, "Who sold, when it is not the supplier.")),
      /** Who issued the document for the supplier, such as an agent or the customer in self-billing. */
      issuer: opt(ref(PartySchema, "Who issued the document for the supplier, such as an agent or the customer in self-billing.")),
      /** The projects the document belongs to (EN 16931 BT-11). */
      projects: list(DocumentRefSchema, "The projects the document belongs to (EN 16931 BT-11)."),
      /** The contracts the document is made under (EN 16931 BT-12). */
      contracts: list(DocumentRefSchema, "The contracts the document is made under (EN 16931 BT-12)."),
      /** The buyer's purchase orders (EN 16931 BT-13). */
      purchases: list(DocumentRefSchema, "The buyer's purchase orders (EN 16931 BT-13)."),
      /** The seller's sales orders (EN 16931 BT-14). */
      sales: list(DocumentRefSchema, "The seller's sales orders (EN 16931 BT-14)."),
      /** The receiving advices for the goods (EN 16931 BT-15). */
      receiving: list(DocumentRefSchema, "The receiving advices for the goods (EN 16931 BT-15)."),
      /** The despatch advices for the goods (EN 16931 BT-16). */
      despatch: list(DocumentRefSchema, "The despatch advices for the goods (EN 16931 BT-16)."),
      /** The tenders or lots the document relates to (EN 16931 BT-17). */
      tender: list(DocumentRefSchema, "The tenders or lots the document relates to (EN 16931 BT-17)."),
    },
    { title: "Ordering", description: "The orders, contracts and other parties behind a document." },
  ),
);

export const PaymentDetailsSchema = defineType(
  "bill.PaymentDetails",
  "bill/payment-details",
  Type.Object(
    {
      /** Who is to be paid, when it is not the supplier, as under factoring (EN 16931 BG-10). */
      payee: opt(ref(PartySchema, "Who is to be paid, when it is not the supplier, as under factoring (EN 16931 BG-10).")),
      /** Who pays, when it is not the customer. */
      payer: opt(ref(PartySchema, "Who pays, when it is not the customer.")),
      /** When payment is due: the kind of terms and any due dates. */
      terms: opt(ref(TermsSchema, "When payment is due: the kind of terms and any due dates.")),
      /** Payments already made towards the document; their sum is taken off the amount due. */
      advances: list(RecordSchema, "Payments already made towards the document; their sum is taken off the amount due."),
      /** How to pay, such as the bank account for a transfer (EN 16931 BG-16). */
      instructions: opt(ref(InstructionsSchema, "How to pay, such as the bank account for a transfer (EN 16931 BG-16).")),
    },
    { title: "Payment Details", description: "Who pays whom, when and how." },
  ),
);

export const DeliveryDetailsSchema = defineType(
  "bill.DeliveryDetails",
  "bill/delivery-details",
  Type.Object(
    {
      /** Who receives the goods, and where, when it is not the customer (EN 16931 BG-13). */
      receiver: opt(ref(PartySchema, "Who receives the goods, and where, when it is not the customer (EN 16931 BG-13).")),
      /** Codes for the delivery, such as a shipment or consignment number. */
      identities: list(IdentitySchema, "Codes for the delivery, such as a shipment or consignment number."),
      /** The day the goods or services were delivered (EN 16931 BT-72). */
      date: opt(ref(DateSchema, "The day the goods or services were delivered (EN 16931 BT-72).")),
      /** The days over which they were delivered, instead of a single date. */
      period: opt(ref(PeriodSchema, "The days over which they were delivered, instead of a single date.")),
      /** Any other data, as string keys and values. */
      meta: opt(ref(MetaSchema, META)),
    },
    { title: "Delivery Details", description: "Where and when the goods or services were handed over." },
  ),
);

/* ---------------------------------------------------------------- documents
 * The texts of the fields the bill documents share, for a document named
 * `noun` ("invoice", "order", ...).
 */
const docText = (noun: string) => ({
  series: `A prefix grouping the ${noun}'s code, such as "F" or "2025-A": numbering runs separately in each series. Formats without a series field write it in front of the code.`,
  code: `The ${noun}'s number, unique within its series and usually sequential, such as "00123"; may be left out of a draft, but is required to sign.`,
  issue_date: `The day the ${noun} is issued (YYYY-MM-DD); today's date when left out.`,
  issue_time: `The time of day the ${noun} is issued (hh:mm:ss), for regimes and formats that want it; given as "" or "00:00:00", the current date and time are filled in.`,
  value_date: `The day the ${noun} takes effect for tax or accounting, when it is not the issue date.`,
  currency: `The currency of every amount in the ${noun}, as an ISO 4217 code such as "EUR"; the regime's currency when left out.`,
  exchange_rates: `Rates for converting amounts in other currencies (such as item prices) into the ${noun}'s currency, or its totals into the currency a regime reports in.`,
  preceding: `Earlier documents this ${noun} follows on from, corrects or replaces.`,
  tax: `How taxes are worked out for the ${noun}: prices including tax, rounding, tax point and tax notes.`,
  supplier: `Who supplies the goods or services: the party that issues the ${noun} and usually owes the tax; required.`,
  customer: `Who receives the goods or services and pays; may be left out where the regime allows, as for simplified invoices.`,
  lines: `The ${noun}'s lines: each a quantity of an item at a price, with its discounts, charges and taxes.`,
  discounts: `Discounts on the ${noun} as a whole (EN 16931 BG-20), taken off the sum of the lines.`,
  charges: `Charges on the ${noun} as a whole (EN 16931 BG-21), added to the sum of the lines.`,
  ordering: `The orders, contracts, projects and buyer's references the ${noun} relates to.`,
  payment: `Who is to be paid, when and how: payee, terms, advances and payment instructions.`,
  delivery: `Where and when the goods or services were delivered, and to whom.`,
  notes: `Remarks in words that go with the ${noun}, such as legal texts or payment conditions (EN 16931 BT-22).`,
  complements: `Further documents of their own schema that regimes and addons attach, such as a Mexican CFDI complement.`,
  meta: META,
  attachments: `Files kept elsewhere that go with the ${noun}, such as a timesheet (EN 16931 BG-24); not other renderings of the ${noun} itself.`,
});

/* ---------------------------------------------------------------- invoice */

const INV = docText("invoice");

export const InvoiceSchema = defineType(
  "bill.Invoice",
  "bill/invoice",
  Type.Object(
    {
      ...head,
      /** Keys marking the special situations the document is in. */
      $tags: opt(TagsField({ anyOf: [...options(INVOICE_TAGS), otherKey("Any other tag")] })),
      /** The kind of invoice: "standard" (the default), "proforma", "corrective", "credit-note", "debit-note" or "other"; regimes may allow only some, and EN 16931 formats map each to a UNTDID 1001 code. */
      type: Type.Ref(KeySchema, {
        ...calc,
        oneOf: definitionOptions(INVOICE_TYPES),
        description: "The kind of invoice: \"standard\" (the default), \"proforma\", \"corrective\", \"credit-note\", \"debit-note\" or \"other\"; regimes may allow only some, and EN 16931 formats map each to a UNTDID 1001 code.",
      }),
      /** A prefix grouping the invoice's code, such as "F" or "2025-A": numbering runs separately in each series. Formats without a series field write it in front of the code. */
      series: opt(ref(CodeSchema, INV.series)),
      /** The invoice's number, unique within its series and usually sequential, such as "00123"; may be left out of a draft, but is required to sign. */
      code: opt(ref(CodeSchema, INV.code)),
      /** The day the invoice is issued (YYYY-MM-DD); today's date when left out. Regimes limit how far it may lie in the past or future. */
      issue_date: Type.Ref(DateSchema, { ...calc, description: `${INV.issue_date} Regimes limit how far it may lie in the past or future.` }),
      /** The time of day the invoice is issued (hh:mm:ss), for regimes and formats that want it; given as "" or "00:00:00", the current date and time are filled in. */
      issue_time: opt(Type.Ref(TimeSchema, { ...calc, description: INV.issue_time })),
      /** The day the supply took place (the operation date), when it is not the issue date. */
      op_date: opt(ref(DateSchema, "The day the supply took place (the operation date), when it is not the issue date.")),
      /** The day the invoice's taxes are accounted for, when it is not the issue date. */
      value_date: opt(ref(DateSchema, "The day the invoice's taxes are accounted for, when it is not the issue date.")),
      /** The currency of every amount in the invoice, as an ISO 4217 code such as "EUR"; the regime's currency when left out. */
      currency: Type.Ref(CurrencyCodeSchema, { ...calc, description: INV.currency }),
      /** Rates for converting amounts in other currencies (such as item prices) into the invoice's currency, or its totals into the currency a regime reports in. */
      exchange_rates: list(ExchangeRateSchema, INV.exchange_rates),
      /** The earlier invoices this one corrects, credits or replaces; corrective invoices and credit notes need at least one in most regimes (EN 16931 BG-3). */
      preceding: list(
        DocumentRefSchema,
        "The earlier invoices this one corrects, credits or replaces; corrective invoices and credit notes need at least one in most regimes (EN 16931 BG-3).",
      ),
      /** How taxes are worked out for the invoice: prices including tax, rounding, tax point and tax notes. */
      tax: opt(ref(TaxSchema, INV.tax)),
      /** Who supplies the goods or services: the party that issues the invoice and usually owes the tax; required. */
      supplier: ref(PartySchema, INV.supplier),
      /** Who receives the goods or services and pays; may be left out where the regime allows, as for simplified invoices. */
      customer: opt(ref(PartySchema, INV.customer)),
      /** The invoice's lines: each a quantity of an item at a price, with its discounts, charges and taxes. Most regimes and formats require at least one. */
      lines: list(LineSchema, `${INV.lines} Most regimes and formats require at least one.`),
      /** Discounts on the invoice as a whole (EN 16931 BG-20), taken off the sum of the lines. */
      discounts: list(DiscountSchema, INV.discounts),
      /** Charges on the invoice as a whole (EN 16931 BG-21), added to the sum of the lines. */
      charges: list(ChargeSchema, INV.charges),
      /** The orders, contracts, projects and buyer's references the invoice relates to. */
      ordering: opt(ref(OrderingSchema, INV.ordering)),
      /** Who is to be paid, when and how: payee, terms, advances and payment instructions. */
      payment: opt(ref(PaymentDetailsSchema, INV.payment)),
      /** Where and when the goods or services were delivered, and to whom. */
      delivery: opt(ref(DeliveryDetailsSchema, INV.delivery)),
      /** The invoice's sums, from the lines' total to the amount payable; calculated. */
      totals: Type.Ref(TotalsSchema, { ...calc, description: "The invoice's sums, from the lines' total to the amount payable; calculated." }),
      /** Remarks in words that go with the invoice, such as legal texts or payment conditions (EN 16931 BT-22). */
      notes: list(NoteSchema, INV.notes),
      /** Further documents of their own schema that regimes and addons attach, such as a Mexican CFDI complement. */
      complements: list(ObjectSchema, INV.complements),
      /** Any other data, as string keys and values. */
      meta: opt(ref(MetaSchema, INV.meta)),
      /** Files kept elsewhere that go with the invoice, such as a timesheet (EN 16931 BG-24); not other renderings of the invoice itself. */
      attachments: list(AttachmentSchema, INV.attachments),
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
    {
      /** The carrier's tracking number for the shipment. */
      code: opt(ref(CodeSchema, "The carrier's tracking number for the shipment.")),
      /** The page where the shipment can be followed. */
      website: opt(ref(WebsiteSchema, "The page where the shipment can be followed.")),
    },
    { title: "Tracking", description: "Where a shipment can be followed." },
  ),
  { registered: false },
);

const DEL = docText("delivery document");

export const DeliverySchema = defineType(
  "bill.Delivery",
  "bill/delivery",
  Type.Object(
    {
      ...head,
      /** Keys marking the special situations the document is in. */
      $tags: opt(TagsField({ anyOf: [otherKey("Any tag")] })),
      /** The kind of delivery document: "advice", "note", "waybill", "receipt" or "other"; required. */
      type: Type.Ref(KeySchema, {
        oneOf: options(DELIVERY_TYPE_TEXTS),
        description: "The kind of delivery document: \"advice\", \"note\", \"waybill\", \"receipt\" or \"other\"; required.",
      }),
      /** A prefix grouping the delivery document's code, such as "F" or "2025-A": numbering runs separately in each series. Formats without a series field write it in front of the code. */
      series: opt(ref(CodeSchema, DEL.series)),
      /** The delivery document's number, unique within its series and usually sequential, such as "00123"; may be left out of a draft, but is required to sign. */
      code: opt(ref(CodeSchema, DEL.code)),
      /** The day the delivery document is issued (YYYY-MM-DD); today's date when left out. */
      issue_date: Type.Ref(DateSchema, { ...calc, description: DEL.issue_date }),
      /** The time of day the delivery document is issued (hh:mm:ss), for regimes and formats that want it; given as "" or "00:00:00", the current date and time are filled in. */
      issue_time: opt(Type.Ref(TimeSchema, { ...calc, description: DEL.issue_time })),
      /** The day the delivery document takes effect for tax or accounting, when it is not the issue date. */
      value_date: opt(ref(DateSchema, DEL.value_date)),
      /** The currency of every amount in the delivery document, as an ISO 4217 code such as "EUR"; the regime's currency when left out. */
      currency: opt(Type.Ref(CurrencyCodeSchema, { ...calc, description: DEL.currency })),
      /** Rates for converting amounts in other currencies (such as item prices) into the delivery document's currency, or its totals into the currency a regime reports in. */
      exchange_rates: list(ExchangeRateSchema, DEL.exchange_rates),
      /** The orders, contracts, projects and buyer's references the delivery document relates to. */
      ordering: opt(ref(OrderingSchema, DEL.ordering)),
      /** Earlier documents this delivery document follows on from, corrects or replaces. */
      preceding: list(DocumentRefSchema, DEL.preceding),
      /** Where the shipment can be followed: the carrier's tracking number and page. */
      tracking: opt(ref(TrackingSchema, "Where the shipment can be followed: the carrier's tracking number and page.")),
      /** The day the goods were, or will be, sent (YYYY-MM-DD). */
      despatch_date: opt(ref(DateSchema, "The day the goods were, or will be, sent (YYYY-MM-DD).")),
      /** The day the goods were, or are expected to be, received (YYYY-MM-DD). */
      receive_date: opt(ref(DateSchema, "The day the goods were, or are expected to be, received (YYYY-MM-DD).")),
      /** How taxes are worked out for the delivery document: prices including tax, rounding, tax point and tax notes. */
      tax: opt(ref(TaxSchema, DEL.tax)),
      /** Who supplies the goods and issues the delivery document; required. */
      supplier: ref(PartySchema, "Who supplies the goods and issues the delivery document; required."),
      /** Who the goods are for. */
      customer: opt(ref(PartySchema, "Who the goods are for.")),
      /** Who sends the goods, when it is not the supplier, such as a warehouse. */
      despatcher: opt(ref(PartySchema, "Who sends the goods, when it is not the supplier, such as a warehouse.")),
      /** Who takes the goods in, and where, when it is not the customer. */
      receiver: opt(ref(PartySchema, "Who takes the goods in, and where, when it is not the customer.")),
      /** The carrier that transports the goods. */
      courier: opt(ref(PartySchema, "The carrier that transports the goods.")),
      /** The goods delivered: each a quantity of an item, with a price when the delivery is valued. */
      lines: list(LineSchema, "The goods delivered: each a quantity of an item, with a price when the delivery is valued."),
      /** Discounts on the delivery document as a whole (EN 16931 BG-20), taken off the sum of the lines. */
      discounts: list(DiscountSchema, DEL.discounts),
      /** Charges on the delivery document as a whole (EN 16931 BG-21), added to the sum of the lines. */
      charges: list(ChargeSchema, DEL.charges),
      /** The delivery's sums, when its lines have prices; calculated. */
      totals: opt(Type.Ref(TotalsSchema, { ...calc, description: "The delivery's sums, when its lines have prices; calculated." })),
      /** Remarks in words that go with the delivery document, such as legal texts or payment conditions (EN 16931 BT-22). */
      notes: list(NoteSchema, DEL.notes),
      /** Further documents of their own schema that regimes and addons attach, such as a Mexican CFDI complement. */
      complements: list(ObjectSchema, DEL.complements),
      /** Any other data, as string keys and values. */
      meta: opt(ref(MetaSchema, DEL.meta)),
      /** Files kept elsewhere that go with the delivery document, such as a timesheet (EN 16931 BG-24); not other renderings of the delivery document itself. */
      attachments: list(AttachmentSchema, DEL.attachments),
    },
    {
      title: "Delivery",
      description: "A note of goods despatched or received, such as a despatch advice or waybill.",
      recommended: ["$regime", "series", "code", "lines"],
    },
  ),
);

/* ---------------------------------------------------------------- order */

const ORD = docText("order");

export const OrderSchema = defineType(
  "bill.Order",
  "bill/order",
  Type.Object(
    {
      ...head,
      /** The kind of order: "purchase", "sale" or "quote". */
      type: opt(
        Type.Ref(KeySchema, {
          oneOf: options(ORDER_TYPE_TEXTS),
          description: "The kind of order: \"purchase\", \"sale\" or \"quote\".",
        }),
      ),
      /** A prefix grouping the order's code, such as "F" or "2025-A": numbering runs separately in each series. Formats without a series field write it in front of the code. */
      series: opt(ref(CodeSchema, ORD.series)),
      /** The order's number, unique within its series and usually sequential, such as "00123"; may be left out of a draft, but is required to sign. */
      code: opt(ref(CodeSchema, ORD.code)),
      /** The day the order is issued (YYYY-MM-DD); today's date when left out. */
      issue_date: Type.Ref(DateSchema, { ...calc, description: ORD.issue_date }),
      /** The time of day the order is issued (hh:mm:ss), for regimes and formats that want it; given as "" or "00:00:00", the current date and time are filled in. */
      issue_time: opt(Type.Ref(TimeSchema, { ...calc, description: ORD.issue_time })),
      /** The day the ordered supply is to take place, when it is not the issue date. */
      op_date: opt(ref(DateSchema, "The day the ordered supply is to take place, when it is not the issue date.")),
      /** The day the order takes effect for tax or accounting, when it is not the issue date. */
      value_date: opt(ref(DateSchema, ORD.value_date)),
      /** The currency of every amount in the order, as an ISO 4217 code such as "EUR"; the regime's currency when left out. */
      currency: Type.Ref(CurrencyCodeSchema, { ...calc, description: ORD.currency }),
      /** Rates for converting amounts in other currencies (such as item prices) into the order's currency, or its totals into the currency a regime reports in. */
      exchange_rates: list(ExchangeRateSchema, ORD.exchange_rates),
      /** The contracts the order is placed under. */
      contracts: list(DocumentRefSchema, "The contracts the order is placed under."),
      /** Earlier documents this order follows on from, corrects or replaces. */
      preceding: list(DocumentRefSchema, ORD.preceding),
      /** Other codes that identify the order. */
      identities: list(IdentitySchema, "Other codes that identify the order."),
      /** The days the order covers, such as the term of a service. */
      period: opt(ref(PeriodSchema, "The days the order covers, such as the term of a service.")),
      /** How taxes are worked out for the order: prices including tax, rounding, tax point and tax notes. */
      tax: opt(ref(TaxSchema, ORD.tax)),
      /** Who is to supply the goods or services; required. */
      supplier: ref(PartySchema, "Who is to supply the goods or services; required."),
      /** Who is to receive the goods or services. */
      customer: opt(ref(PartySchema, "Who is to receive the goods or services.")),
      /** Who places the order, when it is not the customer. */
      buyer: opt(ref(PartySchema, "Who places the order, when it is not the customer.")),
      /** Who takes the order, when it is not the supplier. */
      seller: opt(ref(PartySchema, "Who takes the order, when it is not the supplier.")),
      /** The order's lines: each a quantity of an item at a price, with its discounts, charges and taxes. */
      lines: list(LineSchema, ORD.lines),
      /** Discounts on the order as a whole (EN 16931 BG-20), taken off the sum of the lines. */
      discounts: list(DiscountSchema, ORD.discounts),
      /** Charges on the order as a whole (EN 16931 BG-21), added to the sum of the lines. */
      charges: list(ChargeSchema, ORD.charges),
      /** Who is to be paid, when and how: payee, terms, advances and payment instructions. */
      payment: opt(ref(PaymentDetailsSchema, ORD.payment)),
      /** Where and when the goods or services are to be delivered, and to whom. */
      delivery: opt(ref(DeliveryDetailsSchema, "Where and when the goods or services are to be delivered, and to whom.")),
      /** The order's sums, from the lines' total to the amount payable; calculated. */
      totals: opt(Type.Ref(TotalsSchema, { ...calc, description: "The order's sums, from the lines' total to the amount payable; calculated." })),
      /** Remarks in words that go with the order, such as legal texts or payment conditions (EN 16931 BT-22). */
      notes: list(NoteSchema, ORD.notes),
      /** Further documents of their own schema that regimes and addons attach, such as a Mexican CFDI complement. */
      complements: list(ObjectSchema, ORD.complements),
      /** Any other data, as string keys and values. */
      meta: opt(ref(MetaSchema, ORD.meta)),
      /** Files kept elsewhere that go with the order, such as a timesheet (EN 16931 BG-24); not other renderings of the order itself. */
      attachments: list(AttachmentSchema, ORD.attachments),
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
      /** A UUID that identifies the payment line. */
      uuid: opt(UUIDField("A UUID that identifies the payment line.")),
      /** The line's number in the payment, from 1; calculated. */
      i: Type.Integer({ ...calc, description: "The line's number in the payment, from 1; calculated." }),
      /** True when the line reverses the flow of money, as in refunding an earlier payment; its amount is then taken off the total. */
      refund: opt(Type.Boolean({ description: "True when the line reverses the flow of money, as in refunding an earlier payment; its amount is then taken off the total." })),
      /** The document the line pays, such as an invoice, with its code and, for some regimes, its amount payable. */
      document: opt(ref(DocumentRefSchema, "The document the line pays, such as an invoice, with its code and, for some regimes, its amount payable.")),
      /** Which instalment of the document this is, from 1, when it is paid in several. */
      installment: opt(Type.Integer({ description: "Which instalment of the document this is, from 1, when it is paid in several." })),
      /** What the line pays, in words. */
      description: text("What the line pays, in words."),
      /** The amount payable in the document paid, in the payment's currency; filled from the document reference's `payable` (converted if need be) when that is given. */
      payable: optAmount("The amount payable in the document paid, in the payment's currency; filled from the document reference's `payable` (converted if need be) when that is given."),
      /** What had been paid towards the document before this payment. */
      advances: optAmount("What had been paid towards the document before this payment."),
      /** The amount this line pays, as a decimal string; required. */
      amount: amount("The amount this line pays, as a decimal string; required."),
      /** What is left to pay on the document after this payment; calculated from payable, advances and amount. */
      due: optAmount("What is left to pay on the document after this payment; calculated from payable, advances and amount."),
      /** The share of the document's taxes this line pays, in proportion to the amount and converted to the payment's currency; worked out from the document reference's `tax`, for regimes that account tax on payment. */
      tax: opt(ref(TaxTotalSchema, "The share of the document's taxes this line pays, in proportion to the amount and converted to the payment's currency; worked out from the document reference's `tax`, for regimes that account tax on payment.")),
      /** Remarks about the line. */
      notes: list(NoteSchema, "Remarks about the line."),
    },
    { title: "Payment Line", description: "The part of a payment that settles one document." },
  ),
  { registered: false },
);

const PAY = docText("payment");

export const PaymentSchema = defineType(
  "bill.Payment",
  "bill/payment",
  Type.Object(
    {
      ...head,
      /** The kind of payment document: "request", "advice" or "receipt" (the default). */
      type: Type.Ref(KeySchema, {
        ...calc,
        oneOf: options(PAYMENT_TYPE_TEXTS),
        description: "The kind of payment document: \"request\", \"advice\" or \"receipt\" (the default).",
      }),
      /** A prefix grouping the payment's code, such as "F" or "2025-A": numbering runs separately in each series. Formats without a series field write it in front of the code. */
      series: opt(ref(CodeSchema, PAY.series)),
      /** The payment's number, unique within its series and usually sequential, such as "00123"; may be left out of a draft, but is required to sign. */
      code: opt(ref(CodeSchema, PAY.code)),
      /** The day the payment is issued (YYYY-MM-DD); today's date when left out. */
      issue_date: Type.Ref(DateSchema, { ...calc, description: PAY.issue_date }),
      /** The time of day the payment is issued (hh:mm:ss), for regimes and formats that want it; given as "" or "00:00:00", the current date and time are filled in. */
      issue_time: opt(Type.Ref(TimeSchema, { ...calc, description: PAY.issue_time })),
      /** The day the money changed hands, when it is not the issue date. */
      value_date: opt(ref(DateSchema, "The day the money changed hands, when it is not the issue date.")),
      /** The currency of every amount in the payment, as an ISO 4217 code such as "EUR"; the regime's currency when left out. */
      currency: Type.Ref(CurrencyCodeSchema, { ...calc, description: PAY.currency }),
      /** Rates for converting amounts in other currencies (such as item prices) into the payment's currency, or its totals into the currency a regime reports in. */
      exchange_rates: list(ExchangeRateSchema, PAY.exchange_rates),
      /** Extension codes that regimes and addons need for the payment. */
      ext: opt(ref(ExtensionsSchema, "Extension codes that regimes and addons need for the payment.")),
      /** Earlier documents this payment follows on from, corrects or replaces. */
      preceding: list(DocumentRefSchema, PAY.preceding),
      /** The supplier of the documents paid; required. */
      supplier: ref(PartySchema, "The supplier of the documents paid; required."),
      /** The customer of the documents paid. */
      customer: opt(ref(PartySchema, "The customer of the documents paid.")),
      /** Who receives the money, when it is not the supplier. */
      payee: opt(ref(PartySchema, "Who receives the money, when it is not the supplier.")),
      /** The orders, contracts, projects and buyer's references the payment relates to. */
      ordering: opt(ref(OrderingSchema, PAY.ordering)),
      /** The documents paid, one line each, with the amount paid on each; required. */
      lines: Type.Array(Type.Ref(PaymentLineSchema), { description: "The documents paid, one line each, with the amount paid on each; required." }),
      /** How the money was, or is to be, paid: one record per means used; required. */
      methods: Type.Array(Type.Ref(RecordSchema), { description: "How the money was, or is to be, paid: one record per means used; required." }),
      /** The total paid: the lines' amounts, refunds taken off; calculated. */
      total: amount("The total paid: the lines' amounts, refunds taken off; calculated."),
      /** Remarks in words that go with the payment, such as legal texts or payment conditions (EN 16931 BT-22). */
      notes: list(NoteSchema, PAY.notes),
      /** Further documents of their own schema that regimes and addons attach, such as a Mexican CFDI complement. */
      complements: list(ObjectSchema, PAY.complements),
      /** Any other data, as string keys and values. */
      meta: opt(ref(MetaSchema, PAY.meta)),
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
    {
      /** The code of the problem, as the rule or the receiving system names it; required. */
      code: ref(CodeSchema, "The code of the problem, as the rule or the receiving system names it; required."),
      /** The problem in words. */
      message: text("The problem in words."),
      /** Where the problem lies in the document, as paths such as "lines[0].item.price". */
      paths: opt(Type.Array(Type.String(), { description: "Where the problem lies in the document, as paths such as \"lines[0].item.price\"." })),
    },
    { title: "Fault", description: "A problem found in a document, with where it lies." },
  ),
);

export const ReasonSchema = defineType(
  "bill.Reason",
  "bill/reason",
  Type.Object(
    {
      /** The reason, from a fixed list that follows UNCL 4035 status reasons; required. */
      key: Type.Ref(KeySchema, { oneOf: options(REASON_TEXTS), description: "The reason, from a fixed list that follows UNCL 4035 status reasons; required." }),
      /** The reason in words. */
      description: text("The reason in words."),
      /** The problems found, when the reason is a faulty document. */
      faults: list(FaultSchema, "The problems found, when the reason is a faulty document."),
      /** Extension codes that regimes and addons need for the reason. */
      ext: opt(ref(ExtensionsSchema, "Extension codes that regimes and addons need for the reason.")),
    },
    { title: "Reason", description: "Why a document has the status it has." },
  ),
);

export const ActionSchema = defineType(
  "bill.Action",
  "bill/action",
  Type.Object(
    {
      /** What is asked, from a fixed list that follows UNCL 4037 status actions; required. */
      key: Type.Ref(KeySchema, { oneOf: options(ACTION_TEXTS), description: "What is asked, from a fixed list that follows UNCL 4037 status actions; required." }),
      /** What is asked, in words. */
      description: text("What is asked, in words."),
      /** Extension codes that regimes and addons need for the action. */
      ext: opt(ref(ExtensionsSchema, "Extension codes that regimes and addons need for the action.")),
    },
    { title: "Action", description: "What the receiver of a status is asked to do." },
  ),
);

export const StatusLineSchema = defineType(
  "bill.StatusLine",
  "bill/status-line",
  Type.Object(
    {
      /** The line's position in the status; set automatically. */
      index: Type.Integer({ description: "The line's position in the status; set automatically." }),
      /** The state the document is in, such as "accepted", "rejected" or "paid"; required. */
      key: Type.Ref(KeySchema, {
        oneOf: options(STATUS_LINE_TEXTS),
        description: "The state the document is in, such as \"accepted\", \"rejected\" or \"paid\"; required.",
      }),
      /** The day the document reached that state. */
      date: opt(ref(DateSchema, "The day the document reached that state.")),
      /** The document the line is about. */
      doc: opt(ref(DocumentRefSchema, "The document the line is about.")),
      /** The state in words. */
      description: text("The state in words."),
      /** Why the document is in that state. */
      reasons: list(ReasonSchema, "Why the document is in that state."),
      /** What the receiver of the status is asked to do. */
      actions: list(ActionSchema, "What the receiver of the status is asked to do."),
      /** Extension codes that regimes and addons need for the line. */
      ext: opt(ref(ExtensionsSchema, "Extension codes that regimes and addons need for the line.")),
      /** Further documents of their own schema that regimes and addons attach to the line. */
      complements: list(ObjectSchema, "Further documents of their own schema that regimes and addons attach to the line."),
      /** Any other data, as string keys and values. */
      meta: opt(ref(MetaSchema, META)),
    },
    { title: "Status Line", description: "The state of one referenced document." },
  ),
);

const STA = docText("status");

export const StatusSchema = defineType(
  "bill.Status",
  "bill/status",
  Type.Object(
    {
      /** The tax regime whose rules apply, as a country code such as "DE" or "ES"; taken from the supplier's tax ID when left out. */
      $regime: head.$regime,
      /** The addons whose extra rules and codes apply, such as "eu-en16931-v2017" or "de-xrechnung-v3"; regimes may add some by themselves. */
      $addons: head.$addons,
      /** The document's UUID; a new UUIDv7 is given when the document is built without one. */
      uuid: head.uuid,
      /** The kind of status: "response" (customer to supplier), "update" (from the supplier) or "system"; required. */
      type: Type.Ref(KeySchema, {
        oneOf: options(STATUS_TYPE_TEXTS),
        description: "The kind of status: \"response\" (customer to supplier), \"update\" (from the supplier) or \"system\"; required.",
      }),
      /** The day the status is issued (YYYY-MM-DD); today's date when left out. */
      issue_date: ref(DateSchema, STA.issue_date),
      /** The time of day the status is issued (hh:mm:ss). */
      issue_time: opt(ref(TimeSchema, "The time of day the status is issued (hh:mm:ss).")),
      /** A prefix grouping the status's code, such as "F" or "2025-A": numbering runs separately in each series. Formats without a series field write it in front of the code. */
      series: opt(ref(CodeSchema, STA.series)),
      /** The status's number, unique within its series; required to sign. */
      code: ref(CodeSchema, "The status's number, unique within its series; required to sign."),
      /** Extension codes that regimes and addons need for the status. */
      ext: opt(ref(ExtensionsSchema, "Extension codes that regimes and addons need for the status.")),
      /** The supplier of the documents the status is about; required. */
      supplier: ref(PartySchema, "The supplier of the documents the status is about; required."),
      /** The customer of the documents the status is about. */
      customer: opt(ref(PartySchema, "The customer of the documents the status is about.")),
      /** The orders and references the documents relate to. */
      ordering: opt(ref(OrderingSchema, "The orders and references the documents relate to.")),
      /** One line per document, with the state it is in; required. */
      lines: Type.Array(Type.Ref(StatusLineSchema), { description: "One line per document, with the state it is in; required." }),
      /** Remarks in words that go with the status, such as legal texts or payment conditions (EN 16931 BT-22). */
      notes: list(NoteSchema, STA.notes),
      /** Any other data, as string keys and values. */
      meta: opt(ref(MetaSchema, STA.meta)),
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
      /** The type of the corrective document, such as "credit-note" or "corrective"; one the regime allows; required. */
      type: ref(KeySchema, "The type of the corrective document, such as \"credit-note\" or \"corrective\"; one the regime allows; required."),
      /** The issue date of the corrective document; today's date when left out. */
      issue_date: opt(ref(DateSchema, "The issue date of the corrective document; today's date when left out.")),
      /** The series of the corrective document, when it differs from the original's. */
      series: opt(ref(CodeSchema, "The series of the corrective document, when it differs from the original's.")),
      /** Stamps of the original invoice, such as its clearance ID, that the regime needs on the correction. */
      stamps: list(StampSchema, "Stamps of the original invoice, such as its clearance ID, that the regime needs on the correction."),
      /** Why the invoice is corrected, in words; some regimes require it. */
      reason: text("Why the invoice is corrected, in words; some regimes require it."),
      /** Extension codes the regime or addon needs for the correction, such as a correction reason code. */
      ext: opt(ref(ExtensionsSchema, "Extension codes the regime or addon needs for the correction, such as a correction reason code.")),
      /** True to copy the original's tax totals into the preceding reference, for regimes and addons that ask for them. */
      copy_tax: opt(Type.Boolean({ description: "True to copy the original's tax totals into the preceding reference, for regimes and addons that ask for them." })),
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
