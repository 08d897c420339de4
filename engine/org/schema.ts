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
const text = (description: string) => Type.Optional(Type.String({ description }));
const META = "Any other data, as string keys and values.";

export const CoordinatesSchema = defineType(
  "org.Coordinates",
  "org/coordinates",
  Type.Object(
    {
      /** Latitude in decimal degrees (WGS 84), from -90 to 90; north is positive. */
      lat: opt(Type.Number({ description: "Latitude in decimal degrees (WGS 84), from -90 to 90; north is positive." })),
      /** Longitude in decimal degrees (WGS 84), from -180 to 180; east is positive. */
      lon: opt(Type.Number({ description: "Longitude in decimal degrees (WGS 84), from -180 to 180; east is positive." })),
      /** The what3words address, three words joined by dots, such as "filled.count.soap". */
      w3w: text("The what3words address, three words joined by dots, such as \"filled.count.soap\"."),
      /** The location as a geohash string, such as "u4pruydqqvj". */
      geohash: text("The location as a geohash string, such as \"u4pruydqqvj\"."),
    },
    { title: "Coordinates" },
  ),
);

export const AddressSchema = defineType(
  "org.Address",
  "org/address",
  Type.Object(
    {
      /** A UUID that identifies the address. */
      uuid: opt(UUIDField("A UUID that identifies the address.")),
      /** What the address is for, such as "Head office" or "Warehouse". */
      label: text("What the address is for, such as \"Head office\" or \"Warehouse\"."),
      /** A post office box number, used instead of or with the street. */
      po_box: text("A post office box number, used instead of or with the street."),
      /** The number of the building in the street (a text: "12B" is fine). */
      num: text("The number of the building in the street (a text: \"12B\" is fine)."),
      /** The floor within the building. */
      floor: text("The floor within the building."),
      /** The block within a complex of buildings. */
      block: text("The block within a complex of buildings."),
      /** The door, flat or unit number. */
      door: text("The door, flat or unit number."),
      /** The name of the street, road or square; most formats want it for a postal address. */
      street: text("The name of the street, road or square; most formats want it for a postal address."),
      /** A second address line: a building name, a district, or anything the street line leaves out. */
      street_extra: text("A second address line: a building name, a district, or anything the street line leaves out."),
      /** The town or city; required by EN 16931-based formats such as XRechnung for the seller. */
      locality: text("The town or city; required by EN 16931-based formats such as XRechnung for the seller."),
      /** The province, county or region, as written locally. */
      region: text("The province, county or region, as written locally."),
      /** The state or province as a short code, where one is used ("CA" in the US, "ON" in Canada). */
      state: opt(
        Type.Ref(CodeSchema, { description: "The state or province as a short code, where one is used (\"CA\" in the US, \"ON\" in Canada)." }),
      ),
      /** The postal code, as written in the country, such as "28001" or "SW1A 1AA". */
      code: opt(Type.Ref(CodeSchema, { description: "The postal code, as written in the country, such as \"28001\" or \"SW1A 1AA\"." })),
      /** The country, as an ISO 3166-1 alpha-2 code such as "DE"; most formats require it. */
      country: opt(
        Type.Ref(ISOCountryCodeSchema, { description: "The country, as an ISO 3166-1 alpha-2 code such as \"DE\"; most formats require it." }),
      ),
      /** Where the address is on the map. */
      coords: opt(Type.Ref(CoordinatesSchema, { description: "Where the address is on the map." })),
      /** Any other data, as string keys and values. */
      meta: opt(Type.Ref(MetaSchema, { description: META })),
    },
    { title: "Address", recommended: ["number", "street", "locality", "region", "code", "country"] },
  ),
);

export const EmailSchema = defineType(
  "org.Email",
  "org/email",
  Type.Object(
    {
      /** A UUID that identifies the e-mail address. */
      uuid: opt(UUIDField("A UUID that identifies the e-mail address.")),
      /** What the address is for, such as "Accounts". */
      label: text("What the address is for, such as \"Accounts\"."),
      /** The e-mail address itself, such as "billing@example.com"; required. */
      addr: Type.String({ description: "The e-mail address itself, such as \"billing@example.com\"; required." }),
      /** Any other data, as string keys and values. */
      meta: opt(Type.Ref(MetaSchema, { description: META })),
    },
    { title: "Email" },
  ),
);

export const TelephoneSchema = defineType(
  "org.Telephone",
  "org/telephone",
  Type.Object(
    {
      /** A UUID that identifies the telephone number. */
      uuid: opt(UUIDField("A UUID that identifies the telephone number.")),
      /** What the number is for, such as "Mobile" or "Support". */
      label: text("What the number is for, such as \"Mobile\" or \"Support\"."),
      /** The number as it should be dialled, best in international form such as "+49 30 1234567"; required. */
      num: Type.String({ description: "The number as it should be dialled, best in international form such as \"+49 30 1234567\"; required." }),
    },
    { title: "Telephone" },
  ),
);

export const WebsiteSchema = defineType(
  "org.Website",
  "org/website",
  Type.Object(
    {
      /** A UUID that identifies the website. */
      uuid: opt(UUIDField("A UUID that identifies the website.")),
      /** What the website is, such as "Shop". */
      label: text("What the website is, such as \"Shop\"."),
      /** The title of the site or page, to show to readers. */
      title: text("The title of the site or page, to show to readers."),
      /** The absolute URL, with its scheme ("https://..."); required. */
      url: Type.String({ format: "uri", description: "The absolute URL, with its scheme (\"https://...\"); required." }),
    },
    { title: "Website" },
  ),
);

export const ImageSchema = defineType(
  "org.Image",
  "org/image",
  Type.Object(
    {
      /** A UUID that identifies the image. */
      uuid: opt(UUIDField("A UUID that identifies the image.")),
      /** What the image is, such as "Logo". */
      label: text("What the image is, such as \"Logo\"."),
      /** Where the image can be downloaded; give either this or `data`. */
      url: text("Where the image can be downloaded; give either this or `data`."),
      /** The image file itself, base64-encoded, for small images kept in the document. */
      data: opt(
        Type.String({ contentEncoding: "base64", description: "The image file itself, base64-encoded, for small images kept in the document." }),
      ),
      /** The image's media type, such as "image/png" or "image/svg+xml". */
      mime: text("The image's media type, such as \"image/png\" or \"image/svg+xml\"."),
      /** A longer text about the image. */
      description: text("A longer text about the image."),
      /** The text to show, or read aloud, in place of the image. */
      alt: text("The text to show, or read aloud, in place of the image."),
      /** The image's height in pixels. */
      height: opt(Type.Integer({ description: "The image's height in pixels." })),
      /** The image's width in pixels. */
      width: opt(Type.Integer({ description: "The image's width in pixels." })),
      /** The hash of the image file, to check a download. */
      digest: opt(Type.Ref(DigestSchema, { description: "The hash of the image file, to check a download." })),
      /** Any other data, as string keys and values. */
      meta: opt(Type.Ref(MetaSchema, { description: META })),
    },
    { title: "Image" },
  ),
);

export const IdentitySchema = defineType(
  "org.Identity",
  "org/identity",
  Type.Object(
    {
      /** A UUID that identifies the identity. */
      uuid: opt(UUIDField("A UUID that identifies the identity.")),
      /** A name for the identity shown to readers, useful for unusual ones, such as "Membership No.". */
      label: text("A name for the identity shown to readers, useful for unusual ones, such as \"Membership No.\"."),
      /** What the identity is used for: "tax" for a tax number other than `tax_id`, "legal" for a company registration number (EN 16931 BT-30). */
      scope: opt(
        Type.Ref(KeySchema, {
          oneOf: options({ tax: "Tax", legal: "Legal" }),
          description: "What the identity is used for: \"tax\" for a tax number other than `tax_id`, \"legal\" for a company registration number (EN 16931 BT-30).",
        }),
      ),
      /** The country that issued the identity, as an ISO 3166-1 alpha-2 code. */
      country: opt(Type.Ref(ISOCountryCodeSchema, { description: "The country that issued the identity, as an ISO 3166-1 alpha-2 code." })),
      /** A key for a kind of identity that regimes and addons know, such as "gln" or "duns", or Spain's "es-passport"; use either this or `type`. */
      key: opt(
        Type.Ref(KeySchema, {
          description: "A key for a kind of identity that regimes and addons know, such as \"gln\" or \"duns\", or Spain's \"es-passport\"; use either this or `type`.",
        }),
      ),
      /** The kind of identity as a code, usually one a country, regime or format defines; use either this or `key`. */
      type: opt(
        Type.Ref(CodeSchema, {
          description: "The kind of identity as a code, usually one a country, regime or format defines; use either this or `key`.",
        }),
      ),
      /** The identifier itself, such as a registration number or GTIN; required. */
      code: Type.Ref(CodeSchema, { description: "The identifier itself, such as a registration number or GTIN; required." }),
      /** What the code means, in words. */
      description: text("What the code means, in words."),
      /** Extension codes that regimes and addons need for the identity. */
      ext: opt(Type.Ref(ExtensionsSchema, { description: "Extension codes that regimes and addons need for the identity." })),
    },
    { title: "Identity" },
  ),
);

export const NameSchema = defineType(
  "org.Name",
  "org/name",
  Type.Object(
    {
      /** A UUID that identifies the name. */
      uuid: opt(UUIDField("A UUID that identifies the name.")),
      /** The name the person goes by, such as a nickname. */
      alias: text("The name the person goes by, such as a nickname."),
      /** A title before the name, such as "Dr" or "Ms". */
      prefix: text("A title before the name, such as \"Dr\" or \"Ms\"."),
      /** The first or given name; this or the surname is required. */
      given: text("The first or given name; this or the surname is required."),
      /** Any middle names. */
      middle: text("Any middle names."),
      /** The family name; this or the given name is required. */
      surname: text("The family name; this or the given name is required."),
      /** A second family name, as in Spanish names. */
      surname2: text("A second family name, as in Spanish names."),
      /** Letters after the name, such as "Jr" or "PhD". */
      suffix: text("Letters after the name, such as \"Jr\" or \"PhD\"."),
      /** Any other data, as string keys and values. */
      meta: opt(Type.Ref(MetaSchema, { description: META })),
    },
    { title: "Name" },
  ),
);

export const PersonSchema = defineType(
  "org.Person",
  "org/person",
  Type.Object(
    {
      /** A UUID that identifies the person. */
      uuid: opt(UUIDField("A UUID that identifies the person.")),
      /** What the person is in this context, such as "Contact" or "Driver". */
      label: text("What the person is in this context, such as \"Contact\" or \"Driver\"."),
      /** A key for the person's role that regimes and addons may ask for. */
      key: opt(Type.Ref(KeySchema, { description: "A key for the person's role that regimes and addons may ask for." })),
      /** The person's name, in parts; required. */
      name: Type.Ref(NameSchema, { description: "The person's name, in parts; required." }),
      /** The person's job or role, such as "Accounts manager". */
      role: text("The person's job or role, such as \"Accounts manager\"."),
      /** The person's identity documents or numbers, such as a national ID. */
      identities: opt(Type.Array(Type.Ref(IdentitySchema), { description: "The person's identity documents or numbers, such as a national ID." })),
      /** Postal addresses for the person. */
      addresses: opt(Type.Array(Type.Ref(AddressSchema), { description: "Postal addresses for the person." })),
      /** The person's e-mail addresses; the first contact person's is the contact e-mail in EN 16931 formats (BT-43, BT-58). */
      emails: opt(
        Type.Array(Type.Ref(EmailSchema), {
          description: "The person's e-mail addresses; the first contact person's is the contact e-mail in EN 16931 formats (BT-43, BT-58).",
        }),
      ),
      /** The person's telephone numbers; XRechnung wants the supplier's, or its first contact person's (BR-DE-6). */
      telephones: opt(
        Type.Array(Type.Ref(TelephoneSchema), {
          description: "The person's telephone numbers; XRechnung wants the supplier's, or its first contact person's (BR-DE-6).",
        }),
      ),
      /** Pictures of the person. */
      avatars: opt(Type.Array(Type.Ref(ImageSchema), { description: "Pictures of the person." })),
      /** Any other data, as string keys and values. */
      meta: opt(Type.Ref(MetaSchema, { description: META })),
    },
    { title: "Person" },
  ),
);

export const InboxSchema = defineType(
  "org.Inbox",
  "org/inbox",
  Type.Object(
    {
      /** A UUID that identifies the inbox. */
      uuid: opt(UUIDField("A UUID that identifies the inbox.")),
      /** A name for the inbox shown to readers, such as "Peppol". */
      label: text("A name for the inbox shown to readers, such as \"Peppol\"."),
      /** The kind of inbox, when a party has several or an addon needs a particular one: "peppol" for a Peppol participant, or Italy's "it-sdi-code" and "it-sdi-pec" (SDI destination code, PEC address). */
      key: opt(
        Type.Ref(KeySchema, {
          description: "The kind of inbox, when a party has several or an addon needs a particular one: \"peppol\" for a Peppol participant, or Italy's \"it-sdi-code\" and \"it-sdi-pec\" (SDI destination code, PEC address).",
        }),
      ),
      /** The scheme the code belongs to: for Peppol and EN 16931 electronic addresses (BT-34, BT-49) the four-digit ISO 6523 ICD / EAS code, such as "0088" (GLN), "0208" (Belgian company number), "9930" (German VAT number) or "0204" (German Leitweg-ID, as XRechnung needs for public buyers). Required with a code under EN 16931. */
      scheme: opt(
        Type.Ref(CodeSchema, {
          description: "The scheme the code belongs to: for Peppol and EN 16931 electronic addresses (BT-34, BT-49) the four-digit ISO 6523 ICD / EAS code, such as \"0088\" (GLN), \"0208\" (Belgian company number), \"9930\" (German VAT number) or \"0204\" (German Leitweg-ID, as XRechnung needs for public buyers). Required with a code under EN 16931.",
        }),
      ),
      /** The address within the scheme, such as a GLN "4000001123452" or a Leitweg-ID "04011000-12345-03". Written "0088:4000001123452", it is split into scheme and code under EN 16931. Give one of code, url or email. */
      code: opt(
        Type.Ref(CodeSchema, {
          description: "The address within the scheme, such as a GLN \"4000001123452\" or a Leitweg-ID \"04011000-12345-03\". Written \"0088:4000001123452\", it is split into scheme and code under EN 16931. Give one of code, url or email.",
        }),
      ),
      /** The inbox as a URL, with scheme, server and path, for documents delivered by web service; give one of code, url or email. */
      url: text("The inbox as a URL, with scheme, server and path, for documents delivered by web service; give one of code, url or email."),
      /** The inbox as an e-mail address, such as an SDI PEC address; give one of code, url or email. */
      email: text("The inbox as an e-mail address, such as an SDI PEC address; give one of code, url or email."),
    },
    { title: "Inbox" },
  ),
);

export const EndpointSchema = defineType(
  "org.Endpoint",
  "org/endpoint",
  Type.Object(
    {
      /** A UUID that identifies the endpoint. */
      uuid: opt(UUIDField("A UUID that identifies the endpoint.")),
      /** A name for the endpoint shown to readers. */
      label: text("A name for the endpoint shown to readers."),
      /** The transport address as a URI, such as "iso6523-actorid-upis::0088:4000001123452" or "https://..."; required. A party's first endpoint fills the envelope header's `from` or `to`. */
      uri: Type.Ref(URISchema, {
        description: "The transport address as a URI, such as \"iso6523-actorid-upis::0088:4000001123452\" or \"https://...\"; required. A party's first endpoint fills the envelope header's `from` or `to`.",
      }),
    },
    { title: "Endpoint" },
  ),
);

export const RegistrationSchema = defineType(
  "org.Registration",
  "org/registration",
  Type.Object(
    {
      /** A UUID that identifies the registration. */
      uuid: opt(UUIDField("A UUID that identifies the registration.")),
      /** A name for the registration shown to readers, such as "Commercial register". */
      label: text("A name for the registration shown to readers, such as \"Commercial register\"."),
      /** The company's share capital, as a decimal string, as some countries require on invoices. */
      capital: opt(Type.Ref(AmountSchema, { description: "The company's share capital, as a decimal string, as some countries require on invoices." })),
      /** The currency of the share capital. */
      currency: opt(Type.Ref(CurrencyCodeSchema, { description: "The currency of the share capital." })),
      /** The registry office, such as the city of the Spanish Registro Mercantil the company is entered in. */
      office: text("The registry office, such as the city of the Spanish Registro Mercantil the company is entered in."),
      /** The book of the register ("Libro" in Spain). */
      book: text("The book of the register (\"Libro\" in Spain)."),
      /** The volume of the register ("Tomo" in Spain). */
      volume: text("The volume of the register (\"Tomo\" in Spain)."),
      /** The sheet or folio of the register ("Folio" in Spain). */
      sheet: text("The sheet or folio of the register (\"Folio\" in Spain)."),
      /** The section of the register ("Sección" in Spain). */
      section: text("The section of the register (\"Sección\" in Spain)."),
      /** The page of the register ("Hoja" in Spain). */
      page: text("The page of the register (\"Hoja\" in Spain)."),
      /** The entry in the register ("Inscripción" in Spain). */
      entry: text("The entry in the register (\"Inscripción\" in Spain)."),
      /** Any other registration details, as text. */
      other: text("Any other registration details, as text."),
      /** Extension codes that regimes and addons need for the registration. */
      ext: opt(Type.Ref(ExtensionsSchema, { description: "Extension codes that regimes and addons need for the registration." })),
    },
    { title: "Registration" },
  ),
);

export const PartySchema = defineType(
  "org.Party",
  "org/party",
  Type.Object(
    {
      /** The tax regime whose rules apply to the party, as a country code; taken from the tax ID's country when left out. */
      $regime: opt(
        Type.Ref(RegimeCodeSchema, {
          description: "The tax regime whose rules apply to the party, as a country code; taken from the tax ID's country when left out.",
        }),
      ),
      /** A UUID that identifies the party. */
      uuid: opt(UUIDField("A UUID that identifies the party.")),
      /** What the party is in this context, such as "Supplier" or "Host". */
      label: text("What the party is in this context, such as \"Supplier\" or \"Host\"."),
      /** The legal or registered name of the business or person; most regimes and formats require it. */
      name: text("The legal or registered name of the business or person; most regimes and formats require it."),
      /** A shorter or trading name the party is also known by. */
      alias: text("A shorter or trading name the party is also known by."),
      /** The party's tax identification (VAT number or the like): a country and a code checked by that country's rules. Other IDs go in `identities`. */
      tax_id: opt(
        Type.Ref(TaxIdentitySchema, {
          description: "The party's tax identification (VAT number or the like): a country and a code checked by that country's rules. Other IDs go in `identities`.",
        }),
      ),
      /** Other identifiers of the party, such as a company registration number, GLN or DUNS, each with its key, type or scope. */
      identities: opt(
        Type.Array(Type.Ref(IdentitySchema), {
          description: "Other identifiers of the party, such as a company registration number, GLN or DUNS, each with its key, type or scope.",
        }),
      ),
      /** Contact people who act for the party; the first is the main contact. */
      people: opt(Type.Array(Type.Ref(PersonSchema), { description: "Contact people who act for the party; the first is the main contact." })),
      /** Transport addresses as URIs; the first fills the envelope header's `from` or `to`. */
      endpoints: opt(
        Type.Array(Type.Ref(EndpointSchema), { description: "Transport addresses as URIs; the first fills the envelope header's `from` or `to`." }),
      ),
      /** Electronic addresses where the party receives documents, such as a Peppol participant ID (scheme "0088" with a GLN) or, for XRechnung, a Leitweg-ID (scheme "0204"); EN 16931 formats carry the first (BT-34, BT-49), and XRechnung requires one for supplier and customer. */
      inboxes: opt(
        Type.Array(Type.Ref(InboxSchema), {
          description: "Electronic addresses where the party receives documents, such as a Peppol participant ID (scheme \"0088\" with a GLN) or, for XRechnung, a Leitweg-ID (scheme \"0204\"); EN 16931 formats carry the first (BT-34, BT-49), and XRechnung requires one for supplier and customer.",
        }),
      ),
      /** Postal addresses; the first is the one formats carry as the party's address. */
      addresses: opt(Type.Array(Type.Ref(AddressSchema), { description: "Postal addresses; the first is the one formats carry as the party's address." })),
      /** E-mail addresses for the party; the first is the main one. */
      emails: opt(Type.Array(Type.Ref(EmailSchema), { description: "E-mail addresses for the party; the first is the main one." })),
      /** Public websites with more about the party. */
      websites: opt(Type.Array(Type.Ref(WebsiteSchema), { description: "Public websites with more about the party." })),
      /** Telephone numbers for the party; the first is the main one. */
      telephones: opt(Type.Array(Type.Ref(TelephoneSchema), { description: "Telephone numbers for the party; the first is the main one." })),
      /** Where the company is registered and its share capital, which some countries require on invoices. */
      registration: opt(
        Type.Ref(RegistrationSchema, {
          description: "Where the company is registered and its share capital, which some countries require on invoices.",
        }),
      ),
      /** Logos to show for the party on printed or rendered documents. */
      logos: opt(Type.Array(Type.Ref(ImageSchema), { description: "Logos to show for the party on printed or rendered documents." })),
      /** Extension codes that regimes and addons need for the party, such as a fiscal regime code ("mx-cfdi-fiscal-regime"). */
      ext: opt(
        Type.Ref(ExtensionsSchema, {
          description: "Extension codes that regimes and addons need for the party, such as a fiscal regime code (\"mx-cfdi-fiscal-regime\").",
        }),
      ),
      /** Any other data, as string keys and values. */
      meta: opt(Type.Ref(MetaSchema, { description: META })),
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
      /** A UUID that identifies the item. */
      uuid: opt(UUIDField("A UUID that identifies the item.")),
      /** The seller's own code for the item, such as a SKU or article number (EN 16931 BT-155). */
      ref: opt(Type.Ref(CodeSchema, { description: "The seller's own code for the item, such as a SKU or article number (EN 16931 BT-155)." })),
      /** Whether the item is goods or services, for regimes and addons that treat them apart; other keys may be used. */
      key: opt(
        Type.Ref(KeySchema, {
          anyOf: [...options({ goods: "Goods", services: "Services" }), otherKey("Other")],
          description: "Whether the item is goods or services, for regimes and addons that treat them apart; other keys may be used.",
        }),
      ),
      /** The name of the product or service, as shown on the line; required. */
      name: Type.String({ description: "The name of the product or service, as shown on the line; required." }),
      /** Standard codes for the item, such as a GTIN/EAN or a customs tariff code, each with its key or type. */
      identities: opt(
        Type.Array(Type.Ref(IdentitySchema), {
          description: "Standard codes for the item, such as a GTIN/EAN or a customs tariff code, each with its key or type.",
        }),
      ),
      /** A longer text about the item, beyond its name. */
      description: text("A longer text about the item, beyond its name."),
      /** Pictures of the item. */
      images: opt(Type.Array(Type.Ref(ImageSchema), { description: "Pictures of the item." })),
      /** The currency of the price, when it is not the document's; the document then needs an exchange rate to convert it. */
      currency: opt(
        Type.Ref(CurrencyCodeSchema, {
          description: "The currency of the price, when it is not the document's; the document then needs an exchange rate to convert it.",
        }),
      ),
      /** The price of one unit, as a decimal string such as "12.50", before line discounts and charges; tax-inclusive when the document's `tax.prices_include` says so. */
      price: opt(
        Type.Ref(AmountSchema, {
          description: "The price of one unit, as a decimal string such as \"12.50\", before line discounts and charges; tax-inclusive when the document's `tax.prices_include` says so.",
        }),
      ),
      /** The unit price in other currencies, for information. */
      alt_prices: opt(Type.Array(Type.Ref(CurrencyAmountSchema), { description: "The unit price in other currencies, for information." })),
      /** The unit the quantity counts, such as "kg", "h" or a UN/ECE code like "C62"; EN 16931 formats map the keys to UN/ECE codes. */
      unit: opt(
        Type.Ref(UnitSchema, { description: "The unit the quantity counts, such as \"kg\", \"h\" or a UN/ECE code like \"C62\"; EN 16931 formats map the keys to UN/ECE codes." }),
      ),
      /** The country the goods come from, as an ISO 3166-1 alpha-2 code (EN 16931 BT-159). */
      origin: opt(Type.Ref(ISOCountryCodeSchema, { description: "The country the goods come from, as an ISO 3166-1 alpha-2 code (EN 16931 BT-159)." })),
      /** Extension codes that regimes and addons need for the item, such as Mexico's product key ("mx-cfdi-prod-serv"). */
      ext: opt(
        Type.Ref(ExtensionsSchema, {
          description: "Extension codes that regimes and addons need for the item, such as Mexico's product key (\"mx-cfdi-prod-serv\").",
        }),
      ),
      /** Any other data, as string keys and values. */
      meta: opt(Type.Ref(MetaSchema, { description: META })),
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
      /** A UUID that identifies the note. */
      uuid: opt(UUIDField("A UUID that identifies the note.")),
      /** What the note is about, from a fixed list that follows the UNTDID 4451 text subjects (EN 16931 BT-21). */
      key: opt(
        Type.Ref(KeySchema, {
          oneOf: options(NOTE_TEXTS),
          description: "What the note is about, from a fixed list that follows the UNTDID 4451 text subjects (EN 16931 BT-21).",
        }),
      ),
      /** A code for the note's content, such as a standard remark's code. */
      code: opt(Type.Ref(CodeSchema, { description: "A code for the note's content, such as a standard remark's code." })),
      /** A key for where the note comes from, such as the system or rule that added it. */
      src: opt(Type.Ref(KeySchema, { description: "A key for where the note comes from, such as the system or rule that added it." })),
      /** The text of the note; required. */
      text: Type.String({ description: "The text of the note; required." }),
      /** Any other data, as string keys and values. */
      meta: opt(Type.Ref(MetaSchema, { description: META })),
      /** Extension codes that regimes and addons need for the note. */
      ext: opt(Type.Ref(ExtensionsSchema, { description: "Extension codes that regimes and addons need for the note." })),
    },
    { title: "Note", description: "Free text attached to a document or a line." },
  ),
);

export const DocumentRefSchema = defineType(
  "org.DocumentRef",
  "org/document-ref",
  Type.Object(
    {
      /** The UUID of the document referred to, when it is known. */
      uuid: opt(UUIDField("The UUID of the document referred to, when it is known.")),
      /** The schema ID of the document referred to, when it is not of the same kind as this one ("https://gobl.org/draft-0/bill/invoice"). */
      schema: text("The schema ID of the document referred to, when it is not of the same kind as this one (\"https://gobl.org/draft-0/bill/invoice\")."),
      /** The type of the document referred to, such as "standard" or "credit-note" for an invoice. */
      type: opt(Type.Ref(KeySchema, { description: "The type of the document referred to, such as \"standard\" or \"credit-note\" for an invoice." })),
      /** The day the document referred to was issued (YYYY-MM-DD); many regimes require it for preceding invoices. */
      issue_date: opt(Type.Ref(DateSchema, { description: "The day the document referred to was issued (YYYY-MM-DD); many regimes require it for preceding invoices." })),
      /** The series of the document referred to. */
      series: opt(Type.Ref(CodeSchema, { description: "The series of the document referred to." })),
      /** The code or number of the document referred to; required. */
      code: Type.Ref(CodeSchema, { description: "The code or number of the document referred to; required." }),
      /** The currency of the document referred to, when it is not this document's. */
      currency: opt(Type.Ref(CurrencyCodeSchema, { description: "The currency of the document referred to, when it is not this document's." })),
      /** The numbers (`i`) of the lines in the document referred to that this reference concerns. */
      lines: opt(Type.Array(Type.Integer(), { description: "The numbers (`i`) of the lines in the document referred to that this reference concerns." })),
      /** Other codes that identify the document referred to or its contents. */
      identities: opt(Type.Array(Type.Ref(IdentitySchema), { description: "Other codes that identify the document referred to or its contents." })),
      /** The tax period the document referred to belongs to, for regimes and formats that ask for it. */
      period: opt(Type.Ref(PeriodSchema, { description: "The tax period the document referred to belongs to, for regimes and formats that ask for it." })),
      /** Why the document is referred to, such as the reason for a correction. */
      reason: text("Why the document is referred to, such as the reason for a correction."),
      /** More about the document referred to. */
      description: text("More about the document referred to."),
      /** Stamps the document referred to received, such as its clearance ID, when a regime needs them repeated. */
      stamps: opt(
        Type.Array(Type.Ref(StampSchema), { description: "Stamps the document referred to received, such as its clearance ID, when a regime needs them repeated." }),
      ),
      /** Where the document referred to can be found. */
      url: opt(Type.String({ format: "uri", description: "Where the document referred to can be found." })),
      /** The tax totals of the document referred to, in its currency; only for regimes and addons that ask for them. */
      tax: opt(
        Type.Ref(TaxTotalSchema, { description: "The tax totals of the document referred to, in its currency; only for regimes and addons that ask for them." }),
      ),
      /** The amount payable in the document referred to, as a decimal string; only for regimes and addons that ask for it. */
      payable: opt(
        Type.Ref(AmountSchema, {
          description: "The amount payable in the document referred to, as a decimal string; only for regimes and addons that ask for it.",
        }),
      ),
      /** Extension codes that regimes and addons need for the reference. */
      ext: opt(Type.Ref(ExtensionsSchema, { description: "Extension codes that regimes and addons need for the reference." })),
      /** Any other data, as string keys and values. */
      meta: opt(Type.Ref(MetaSchema, { description: META })),
    },
    { title: "Document Reference", description: "Points to another document, such as an earlier invoice or a contract." },
  ),
);

export const AttachmentSchema = defineType(
  "org.Attachment",
  "org/attachment",
  Type.Object(
    {
      /** A UUID that identifies the attachment. */
      uuid: opt(UUIDField("A UUID that identifies the attachment.")),
      /** A key for the kind of attachment, unique within the document. */
      key: opt(Type.Ref(KeySchema, { description: "A key for the kind of attachment, unique within the document." })),
      /** The identifier of the attached document, such as a timesheet number (EN 16931 BT-122). */
      code: opt(Type.Ref(CodeSchema, { description: "The identifier of the attached document, such as a timesheet number (EN 16931 BT-122)." })),
      /** The file name, such as "timesheet.pdf". */
      name: text("The file name, such as \"timesheet.pdf\"."),
      /** What the attachment holds (EN 16931 BT-123). */
      description: text("What the attachment holds (EN 16931 BT-123)."),
      /** Where the file can be downloaded (EN 16931 BT-124); required. */
      url: Type.String({ format: "uri", description: "Where the file can be downloaded (EN 16931 BT-124); required." }),
      /** The hash of the file, to check a download. */
      digest: opt(Type.Ref(DigestSchema, { description: "The hash of the file, to check a download." })),
      /** The file's media type, such as "application/pdf". */
      mime: text("The file's media type, such as \"application/pdf\"."),
    },
    { title: "Attachment", description: "A file kept elsewhere that goes with the document." },
  ),
);

export type Item = Static<typeof ItemSchema>;
export type Note = Static<typeof NoteSchema>;
export type DocumentRef = Static<typeof DocumentRefSchema>;
export type Attachment = Static<typeof AttachmentSchema>;
