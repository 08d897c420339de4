import { Type, type Static } from "@sinclair/typebox";
import { CodeSchema, KeySchema, MetaSchema, URISchema, options, otherKey, type OptionText } from "../cbc/schema.ts";
import { DateSchema, PeriodSchema } from "../cal/schema.ts";
import { CurrencyAmountSchema, CurrencyCodeSchema } from "../currency/schema.ts";
import { DigestSchema } from "../dsig/schema.ts";
import { StampSchema } from "../head/schema.ts";
import { ISOCountryCodeSchema } from "../l10n/schema.ts";
import { AmountSchema } from "../num/schema.ts";
import { defineType } from "../schema/types.ts";
import { ExtensionsSchema, IdentitySchema as TaxIdentitySchema, RegimeCodeSchema, TotalSchema as TaxTotalSchema } from "../tax/schema.ts";
import { UUIDField } from "../uuid/schema.ts";
import type { NOTE_KEYS, UNIT_KEYS } from "./rules.ts";

const opt = Type.Optional;
const text = () => Type.Optional(Type.String());

export const CoordinatesSchema = defineType(
  "org.Coordinates",
  "org/coordinates",
  Type.Object({ lat: opt(Type.Number()), lon: opt(Type.Number()), w3w: text(), geohash: text() }, { title: "Coordinates" }),
);

export const AddressSchema = defineType(
  "org.Address",
  "org/address",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      label: text(),
      po_box: text(),
      num: text(),
      floor: text(),
      block: text(),
      door: text(),
      street: text(),
      street_extra: text(),
      locality: text(),
      region: text(),
      state: opt(Type.Ref(CodeSchema)),
      code: opt(Type.Ref(CodeSchema)),
      country: opt(Type.Ref(ISOCountryCodeSchema)),
      coords: opt(Type.Ref(CoordinatesSchema)),
      meta: opt(Type.Ref(MetaSchema)),
    },
    { title: "Address", recommended: ["number", "street", "locality", "region", "code", "country"] },
  ),
);

export const EmailSchema = defineType(
  "org.Email",
  "org/email",
  Type.Object({ uuid: opt(UUIDField()), label: text(), addr: Type.String(), meta: opt(Type.Ref(MetaSchema)) }, { title: "Email" }),
);

export const TelephoneSchema = defineType(
  "org.Telephone",
  "org/telephone",
  Type.Object({ uuid: opt(UUIDField()), label: text(), num: Type.String() }, { title: "Telephone" }),
);

export const WebsiteSchema = defineType(
  "org.Website",
  "org/website",
  Type.Object({ uuid: opt(UUIDField()), label: text(), title: text(), url: Type.String({ format: "uri" }) }, { title: "Website" }),
);

export const ImageSchema = defineType(
  "org.Image",
  "org/image",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      label: text(),
      url: text(),
      data: opt(Type.String({ contentEncoding: "base64" })),
      mime: text(),
      description: text(),
      alt: text(),
      height: opt(Type.Integer()),
      width: opt(Type.Integer()),
      digest: opt(Type.Ref(DigestSchema)),
      meta: opt(Type.Ref(MetaSchema)),
    },
    { title: "Image" },
  ),
);

export const IdentitySchema = defineType(
  "org.Identity",
  "org/identity",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      label: text(),
      scope: opt(Type.Ref(KeySchema, { oneOf: options({ tax: "Tax", legal: "Legal" }) })),
      country: opt(Type.Ref(ISOCountryCodeSchema)),
      key: opt(Type.Ref(KeySchema)),
      type: opt(Type.Ref(CodeSchema)),
      code: Type.Ref(CodeSchema),
      description: text(),
      ext: opt(Type.Ref(ExtensionsSchema)),
    },
    { title: "Identity" },
  ),
);

export const NameSchema = defineType(
  "org.Name",
  "org/name",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      alias: text(),
      prefix: text(),
      given: text(),
      middle: text(),
      surname: text(),
      surname2: text(),
      suffix: text(),
      meta: opt(Type.Ref(MetaSchema)),
    },
    { title: "Name" },
  ),
);

export const PersonSchema = defineType(
  "org.Person",
  "org/person",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      label: text(),
      key: opt(Type.Ref(KeySchema)),
      name: Type.Ref(NameSchema),
      role: text(),
      identities: opt(Type.Array(Type.Ref(IdentitySchema))),
      addresses: opt(Type.Array(Type.Ref(AddressSchema))),
      emails: opt(Type.Array(Type.Ref(EmailSchema))),
      telephones: opt(Type.Array(Type.Ref(TelephoneSchema))),
      avatars: opt(Type.Array(Type.Ref(ImageSchema))),
      meta: opt(Type.Ref(MetaSchema)),
    },
    { title: "Person" },
  ),
);

export const InboxSchema = defineType(
  "org.Inbox",
  "org/inbox",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      label: text(),
      key: opt(Type.Ref(KeySchema)),
      scheme: opt(Type.Ref(CodeSchema)),
      code: opt(Type.Ref(CodeSchema)),
      url: text(),
      email: text(),
    },
    { title: "Inbox" },
  ),
);

export const EndpointSchema = defineType(
  "org.Endpoint",
  "org/endpoint",
  Type.Object({ uuid: opt(UUIDField()), label: text(), uri: Type.Ref(URISchema) }, { title: "Endpoint" }),
);

export const RegistrationSchema = defineType(
  "org.Registration",
  "org/registration",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      label: text(),
      capital: opt(Type.Ref(AmountSchema)),
      currency: opt(Type.Ref(CurrencyCodeSchema)),
      office: text(),
      book: text(),
      volume: text(),
      sheet: text(),
      section: text(),
      page: text(),
      entry: text(),
      other: text(),
      ext: opt(Type.Ref(ExtensionsSchema)),
    },
    { title: "Registration" },
  ),
);

export const PartySchema = defineType(
  "org.Party",
  "org/party",
  Type.Object(
    {
      $regime: opt(Type.Ref(RegimeCodeSchema)),
      uuid: opt(UUIDField()),
      label: text(),
      name: text(),
      alias: text(),
      tax_id: opt(Type.Ref(TaxIdentitySchema)),
      identities: opt(Type.Array(Type.Ref(IdentitySchema))),
      people: opt(Type.Array(Type.Ref(PersonSchema))),
      endpoints: opt(Type.Array(Type.Ref(EndpointSchema))),
      inboxes: opt(Type.Array(Type.Ref(InboxSchema))),
      addresses: opt(Type.Array(Type.Ref(AddressSchema))),
      emails: opt(Type.Array(Type.Ref(EmailSchema))),
      websites: opt(Type.Array(Type.Ref(WebsiteSchema))),
      telephones: opt(Type.Array(Type.Ref(TelephoneSchema))),
      registration: opt(Type.Ref(RegistrationSchema)),
      logos: opt(Type.Array(Type.Ref(ImageSchema))),
      ext: opt(Type.Ref(ExtensionsSchema)),
      meta: opt(Type.Ref(MetaSchema)),
    },
    { title: "Party", recommended: ["name", "tax_id"] },
  ),
);

export type Party = Static<typeof PartySchema>;
export type Person = Static<typeof PersonSchema>;
export type Address = Static<typeof AddressSchema>;

/** The unit keys GOBL names, each with its name (and a word on the less obvious ones). */
const UNIT_TEXTS: Record<(typeof UNIT_KEYS)[number], OptionText> = {
  mg: "Milligrams",
  cg: "Centigrams",
  g: "Grams",
  kg: "Kilograms",
  t: "Metric Tons",
  mm: "Millimetres",
  cm: "Centimetres",
  dm: "Decimetres",
  m: "Metres",
  lm: { title: "Linear Metres", description: "Metres of length of a product sold by the run, whatever its width." },
  km: "Kilometres",
  in: "Inches",
  ft: "Feet",
  lft: { title: "Linear Feet", description: "Feet of length of a product sold by the run, whatever its width." },
  mm2: "Square Millimetres",
  cm2: "Square Centimetres",
  dm2: "Square Decimetres",
  m2: "Square Metres",
  ac: "Acres",
  ha: "Hectares",
  mm3: "Cubic Millimetres",
  cm3: "Cubic Centimetres",
  dm3: "Cubic Decimetres",
  m3: "Cubic Metres",
  ml: "Millilitres",
  cl: "Centilitres",
  dl: "Decilitres",
  l: "Litres",
  kl: "Kilolitres",
  w: "Watts",
  kw: "Kilowatts",
  kwh: "Kilowatt Hours",
  rate: { title: "Rate", description: "A charge for the use of a facility or a service." },
  yr: "Years",
  mon: "Months",
  wk: "Weeks",
  day: "Days",
  s: "Seconds",
  h: "Hours",
  min: "Minutes",
  piece: "Pieces",
  item: "Items",
  pair: "Pairs",
  dozen: "Dozens",
  assortment: { title: "Assortments", description: "Mixed items packed and sold together as one product." },
  service: { title: "Service Units", description: "Units of a service, a facility or a utility supplied." },
  job: "Jobs",
  activity: "Activities",
  trip: "Trips",
  group: "Groups",
  outfit: { title: "Outfits", description: "Complete sets of equipment for one purpose." },
  kit: "Kits",
  basebox: { title: "Base Boxes", description: "The tin-plate trade's unit of area: 112 sheets of 14 by 20 inches." },
  pk: { title: "Bulk Packs", description: "Items counted by the bulk pack." },
  one: { title: "One", description: "A single unit of anything." },
  bag: "Bags",
  box: "Boxes",
  bin: "Bins",
  can: "Cans",
  tub: "Tubs",
  case: "Cases",
  tray: "Trays",
  portion: "Portions",
  set: "Sets",
  roll: "Rolls",
  carton: "Cartons",
  cylinder: "Cylinders",
  barrel: "Barrels",
  jerrican: "Jerricans",
  carboy: "Carboys",
  demijohn: "Demijohns",
  bottle: "Bottles",
  "6pack": "Six-packs",
  canister: "Canisters",
  pkg: "Packages",
  pkt: "Packets",
  bunch: "Bunches",
  bdl: "Bundles",
  blk: "Blocks",
  tetrabrik: "Tetra Briks",
  pallet: "Pallets",
  reel: "Reels",
  sack: "Sacks",
  sheet: "Sheets",
  envelope: "Envelopes",
  lot: "Lots",
  unit: { title: "Units", description: "Single items or objects, as packaging rather than transport units." },
};

/** A unit of measure: a GOBL key such as "kg" or "h", or a UN/ECE code such as "KGM". */
export const UnitSchema = defineType(
  "org.Unit",
  "org/unit",
  Type.String({
    oneOf: [...options(UNIT_TEXTS), { pattern: "^[A-Z0-9]{2,3}$", title: "UN/ECE Code", description: "A unit code from UN/ECE Recommendations 20 and 21." }],
    title: "Unit",
    description: "How a quantity is measured: one of the keys listed, or a UN/ECE code.",
  }),
);

export const ItemSchema = defineType(
  "org.Item",
  "org/item",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      ref: opt(Type.Ref(CodeSchema)),
      key: opt(Type.Ref(KeySchema, { anyOf: [...options({ goods: "Goods", services: "Services" }), otherKey("Other")] })),
      name: Type.String(),
      identities: opt(Type.Array(Type.Ref(IdentitySchema))),
      description: text(),
      images: opt(Type.Array(Type.Ref(ImageSchema))),
      currency: opt(Type.Ref(CurrencyCodeSchema)),
      price: opt(Type.Ref(AmountSchema)),
      alt_prices: opt(Type.Array(Type.Ref(CurrencyAmountSchema))),
      unit: opt(Type.Ref(UnitSchema)),
      origin: opt(Type.Ref(ISOCountryCodeSchema)),
      ext: opt(Type.Ref(ExtensionsSchema)),
      meta: opt(Type.Ref(MetaSchema)),
    },
    { title: "Item", description: "A product or service being traded." },
  ),
);

/** What a note is about; the keys match UNTDID 4451 text subject codes. */
const NOTE_TEXTS: Record<(typeof NOTE_KEYS)[number], OptionText> = {
  goods: { title: "Goods", description: "Describes the goods." },
  payment: { title: "Payment", description: "The terms of payment." },
  "payment-method": { title: "Payment Method", description: "How to pay, or remittance details." },
  "payment-term": { title: "Payment Term", description: "The details of one payment term." },
  legal: { title: "Legal", description: "Legal or regulatory remarks." },
  "dangerous-goods": { title: "Dangerous Goods", description: "More about dangerous goods." },
  ack: { title: "Acknowledgement", description: "An acknowledgement." },
  rate: { title: "Rate", description: "More about a rate." },
  reason: { title: "Reason", description: "Why something in the document is as it is." },
  dispute: { title: "Dispute", description: "About a dispute." },
  customer: { title: "Customer", description: "Remarks from the customer." },
  glossary: { title: "Glossary", description: "The terms used, explained." },
  customs: { title: "Customs", description: "For the customs declaration." },
  general: { title: "General", description: "General remarks." },
  handling: { title: "Handling", description: "How to handle the goods." },
  packaging: { title: "Packaging", description: "How the goods are packed." },
  loading: { title: "Loading", description: "How to load the goods." },
  price: { title: "Price", description: "The conditions of a price." },
  priority: { title: "Priority", description: "How urgent it is." },
  regulatory: { title: "Regulatory", description: "Remarks for regulators." },
  safety: { title: "Safety", description: "Safety instructions." },
  "ship-line": { title: "Ship Line", description: "About the shipping line." },
  supplier: { title: "Supplier", description: "Remarks from the supplier." },
  transport: { title: "Transport", description: "About the transport." },
  delivery: { title: "Delivery", description: "About the delivery." },
  quarantine: { title: "Quarantine", description: "About quarantine." },
  tax: { title: "Tax", description: "A tax declaration." },
  other: { title: "Other", description: "Anything else the parties agree on." },
};

export const NoteSchema = defineType(
  "org.Note",
  "org/note",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      key: opt(Type.Ref(KeySchema, { oneOf: options(NOTE_TEXTS) })),
      code: opt(Type.Ref(CodeSchema)),
      src: opt(Type.Ref(KeySchema)),
      text: Type.String(),
      meta: opt(Type.Ref(MetaSchema)),
      ext: opt(Type.Ref(ExtensionsSchema)),
    },
    { title: "Note", description: "Free text attached to a document or a line." },
  ),
);

export const DocumentRefSchema = defineType(
  "org.DocumentRef",
  "org/document-ref",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      schema: text(),
      type: opt(Type.Ref(KeySchema)),
      issue_date: opt(Type.Ref(DateSchema)),
      series: opt(Type.Ref(CodeSchema)),
      code: Type.Ref(CodeSchema),
      currency: opt(Type.Ref(CurrencyCodeSchema)),
      lines: opt(Type.Array(Type.Integer())),
      identities: opt(Type.Array(Type.Ref(IdentitySchema))),
      period: opt(Type.Ref(PeriodSchema)),
      reason: text(),
      description: text(),
      stamps: opt(Type.Array(Type.Ref(StampSchema))),
      url: opt(Type.String({ format: "uri" })),
      tax: opt(Type.Ref(TaxTotalSchema)),
      payable: opt(Type.Ref(AmountSchema)),
      ext: opt(Type.Ref(ExtensionsSchema)),
      meta: opt(Type.Ref(MetaSchema)),
    },
    { title: "Document Reference", description: "Points to another document, such as an earlier invoice or a contract." },
  ),
);

export const AttachmentSchema = defineType(
  "org.Attachment",
  "org/attachment",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      key: opt(Type.Ref(KeySchema)),
      code: opt(Type.Ref(CodeSchema)),
      name: text(),
      description: text(),
      url: Type.String({ format: "uri" }),
      digest: opt(Type.Ref(DigestSchema)),
      mime: text(),
    },
    { title: "Attachment", description: "A file kept elsewhere that goes with the document." },
  ),
);

export type Item = Static<typeof ItemSchema>;
export type Note = Static<typeof NoteSchema>;
export type DocumentRef = Static<typeof DocumentRefSchema>;
export type Attachment = Static<typeof AttachmentSchema>;
