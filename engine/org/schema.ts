import { Type, type Static } from "@sinclair/typebox";
import { CodeSchema, KeySchema, MetaSchema, URISchema } from "../cbc/schema.ts";
import { DateSchema, PeriodSchema } from "../cal/schema.ts";
import { CurrencyAmountSchema, CurrencyCodeSchema } from "../currency/schema.ts";
import { DigestSchema } from "../dsig/schema.ts";
import { StampSchema } from "../head/schema.ts";
import { ISOCountryCodeSchema } from "../l10n/schema.ts";
import { AmountSchema } from "../num/schema.ts";
import { defineType } from "../schema/types.ts";
import { ExtensionsSchema, IdentitySchema as TaxIdentitySchema, RegimeCodeSchema, TotalSchema as TaxTotalSchema } from "../tax/schema.ts";
import { UUIDField } from "../uuid/schema.ts";

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
      scope: opt(Type.Ref(KeySchema)),
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

/** A unit of measure: a GOBL key such as "kg" or "h", or a UN/ECE code such as "KGM". */
export const UnitSchema = defineType("org.Unit", "org/unit", Type.String({ title: "Unit" }));

export const ItemSchema = defineType(
  "org.Item",
  "org/item",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      ref: opt(Type.Ref(CodeSchema)),
      key: opt(Type.Ref(KeySchema)),
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

export const NoteSchema = defineType(
  "org.Note",
  "org/note",
  Type.Object(
    {
      uuid: opt(UUIDField()),
      key: opt(Type.Ref(KeySchema)),
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
