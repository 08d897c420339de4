import { CalDate } from "../cal/index.ts";
import { isCurrencyCode } from "../currency/index.ts";
import { Amount } from "../num/index.ts";
import { given, between, isEmail, isURL, present } from "../rules/checks.ts";
import type { Assertion, RuleSet } from "../rules/rule.ts";

type Obj = Record<string, any>;

// what3words: three words joined by a full stop (in any script's form), words of letters and marks.
const W3W_DOT = "[.｡。･・︒។։။۔።।]";
const W3W_WORD = "(?:\\p{L}\\p{M}*)+";
const W3W_LONG = `${W3W_WORD}([\\u0020\\u00A0]${W3W_WORD}){1,3}`;
const W3W = new RegExp(`^/*(?:${W3W_WORD}${W3W_DOT}${W3W_WORD}${W3W_DOT}${W3W_WORD}|${W3W_LONG}${W3W_DOT}${W3W_LONG}${W3W_DOT}${W3W_LONG})$`, "u");

const has = (field: string) => (o: Obj) => present(o[field]);
/** A pointer field in GOBL: set, even to an empty value. */

/** Below zero; unreadable amounts are left to decoding. */
function isNegative(v: unknown): boolean {
  try {
    return Amount.parse(v as string).isNegative();
  } catch {
    return false;
  }
}

export const NOTE_KEYS = [
  "goods",
  "payment",
  "payment-method",
  "payment-term",
  "legal",
  "dangerous-goods",
  "ack",
  "rate",
  "reason",
  "dispute",
  "customer",
  "glossary",
  "customs",
  "general",
  "handling",
  "packaging",
  "loading",
  "price",
  "priority",
  "regulatory",
  "safety",
  "ship-line",
  "supplier",
  "transport",
  "delivery",
  "quarantine",
  "tax",
  "other",
] as const;

/** The attachment types of EN 16931-1:2017. */
export const ATTACHMENT_MIME_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.spreadsheet",
] as const;

/** GOBL's unit keys; UN/ECE codes (two or three upper-case letters or digits) are accepted too. */
export const UNIT_KEYS = [
  "mg", "cg", "g", "kg", "t", "mm", "cm", "dm", "m", "lm", "km", "in", "ft", "lft", "mm2", "cm2", "dm2", "m2", "ac", "ha",
  "mm3", "cm3", "dm3", "m3", "ml", "cl", "dl", "l", "kl", "w", "kw", "kwh", "rate", "yr", "mon", "wk", "day", "s", "h", "min",
  "piece", "item", "pair", "dozen", "assortment", "service", "job", "activity", "trip", "group", "outfit", "kit", "basebox", "pk",
  "one", "bag", "box", "bin", "can", "tub", "case", "tray", "portion", "set", "roll", "carton", "cylinder", "barrel", "jerrican",
  "carboy", "demijohn", "bottle", "6pack", "canister", "pkg", "pkt", "bunch", "bdl", "blk", "tetrabrik", "pallet", "reel", "sack",
  "sheet", "envelope", "lot", "unit",
] as const;

const UNECE_UNIT = /^[A-Z0-9]{2,3}$/;

/** Rules for the parts of a party (GOBL's org package codes). */
export const orgRules: RuleSet<Obj>[] = [
  {
    type: "org.Coordinates",
    assert: [
      { code: "GOBL-ORG-COORDINATES-01", field: "lat", message: "latitude must be between -90 and 90", test: (c) => between(-90, 90)(c.lat) },
      { code: "GOBL-ORG-COORDINATES-02", field: "lon", message: "longitude must be between -180 and 180", test: (c) => between(-180, 180)(c.lon) },
      { code: "GOBL-ORG-COORDINATES-03", field: "w3w", message: "not a valid what3words address", when: has("w3w"), test: (c) => W3W.test(c.w3w) },
    ],
  },
  {
    type: "org.Email",
    assert: [
      { code: "GOBL-ORG-EMAIL-01", field: "addr", message: "an e-mail address is required", test: has("addr") },
      // Not only when present: GOBL asserts the format of a missing address too, so an empty e-mail gets both faults.
      { code: "GOBL-ORG-EMAIL-02", field: "addr", message: "not a valid e-mail address", test: (e) => isEmail(e.addr) },
    ],
  },
  {
    type: "org.Endpoint",
    assert: [{ code: "GOBL-ORG-ENDPOINT-01", field: "uri", message: "an endpoint URI is required", test: has("uri") }],
  },
  {
    type: "org.Identity",
    assert: [
      { code: "GOBL-ORG-IDENTITY-03", message: "use either a key or a type, not both", test: (i) => !(present(i.key) && present(i.type)) },
      { code: "GOBL-ORG-IDENTITY-01", field: "code", message: "an identity code is required", test: has("code") },
      {
        code: "GOBL-ORG-IDENTITY-02",
        field: "scope",
        message: "scope must be 'tax' or 'legal'",
        when: has("scope"),
        test: (i) => i.scope === "tax" || i.scope === "legal",
      },
    ],
  },
  {
    type: "org.Image",
    assert: [
      { code: "GOBL-ORG-IMAGE-01", field: "url", message: "not a valid image URL", when: has("url"), test: (i) => isURL(i.url) },
      { code: "GOBL-ORG-IMAGE-02", field: "height", message: "height must be between 64 and 2048 pixels", test: (i) => between(64, 2048)(i.height) },
      { code: "GOBL-ORG-IMAGE-03", field: "width", message: "width must be between 64 and 2048 pixels", test: (i) => between(64, 2048)(i.width) },
    ],
  },
  {
    type: "org.Inbox",
    assert: [
      { code: "GOBL-ORG-INBOX-01", message: "an inbox needs a code, a URL or an e-mail", test: (i) => present(i.code) || present(i.url) || present(i.email) },
      { code: "GOBL-ORG-INBOX-02", message: "an inbox with a code or e-mail cannot also have a URL", test: (i) => !present(i.url) || !(present(i.code) || present(i.email)) },
      { code: "GOBL-ORG-INBOX-03", message: "an inbox with a code or URL cannot also have an e-mail", test: (i) => !present(i.email) || !(present(i.code) || present(i.url)) },
      { code: "GOBL-ORG-INBOX-04", field: "url", message: "not a valid URL", when: has("url"), test: (i) => isURL(i.url) },
      { code: "GOBL-ORG-INBOX-05", field: "email", message: "not a valid e-mail address", when: has("email"), test: (i) => isEmail(i.email) },
    ],
  },
  {
    type: "org.Name",
    assert: [
      { code: "GOBL-ORG-NAME-01", field: "given", message: "a given name is required when there is no surname", when: (n) => !present(n.surname), test: has("given") },
      { code: "GOBL-ORG-NAME-02", field: "surname", message: "a surname is required when there is no given name", when: (n) => !present(n.given), test: has("surname") },
    ],
  },
  {
    type: "org.Person",
    assert: [{ code: "GOBL-ORG-PERSON-01", field: "name", message: "a person needs a name", test: has("name") }],
  },
  {
    type: "org.Registration",
    assert: [
      { code: "GOBL-ORG-REGISTRATION-01", field: "currency", message: "not a known ISO 4217 currency", when: has("currency"), test: (r) => isCurrencyCode(r.currency) },
    ],
  },
  {
    type: "org.Telephone",
    assert: [{ code: "GOBL-ORG-TELEPHONE-01", field: "num", message: "a telephone number is required", test: has("num") }],
  },
  {
    type: "org.Website",
    assert: [{ code: "GOBL-ORG-WEBSITE-01", field: "url", message: "a valid website URL is required", test: (w) => isURL(w.url) }],
  },
  {
    type: "org.Item",
    assert: [
      { code: "GOBL-ORG-ITEM-01", field: "name", message: "an item needs a name", test: has("name") },
      { code: "GOBL-ORG-ITEM-02", field: "price", message: "an item price cannot be negative", when: (i) => given(i.price), test: (i) => !isNegative(i.price) },
    ],
  },
  {
    type: "org.Note",
    assert: [
      { code: "GOBL-ORG-NOTE-01", field: "text", message: "a note needs text", test: has("text") },
      { code: "GOBL-ORG-NOTE-02", field: "key", message: "not a known note key", when: has("key"), test: (n) => (NOTE_KEYS as readonly string[]).includes(n.key) },
    ],
  },
  {
    type: "org.DocumentRef",
    assert: [
      { code: "GOBL-ORG-DOCUMENTREF-01", field: "code", message: "a document reference needs a code", test: has("code") },
      {
        code: "GOBL-ORG-DOCUMENTREF-02",
        field: "issue_date",
        message: "a document reference issue date cannot be zero",
        when: has("issue_date"),
        test: (d) => !CalDate.tryParse(d.issue_date)?.isZero,
      },
      { code: "GOBL-ORG-DOCUMENTREF-03", field: "url", message: "not a valid document reference URL", when: has("url"), test: (d) => isURL(d.url) },
    ],
  },
  {
    type: "org.Attachment",
    assert: [
      { code: "GOBL-ORG-ATTACHMENT-01", field: "url", message: "an attachment needs a valid URL", test: (a) => present(a.url) && isURL(a.url) },
      {
        code: "GOBL-ORG-ATTACHMENT-02",
        field: "mime",
        message: "attachment MIME type not accepted by EN 16931",
        when: has("mime"),
        test: (a) => (ATTACHMENT_MIME_TYPES as readonly string[]).includes(a.mime),
      },
    ],
  },
  {
    type: "org.Unit",
    assert: [
      {
        code: "GOBL-ORG-UNIT-01",
        message: "not a known unit or UN/ECE unit code",
        test: (u: unknown) => typeof u === "string" && (UNECE_UNIT.test(u) || (UNIT_KEYS as readonly string[]).includes(u)),
      },
    ] as Assertion<any>[],
  },
];
