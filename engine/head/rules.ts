import { present, isURL } from "../rules/checks.ts";
import type { RuleSet } from "../rules/rule.ts";
import { isTimestamped } from "../uuid/index.ts";
import { LINK_CATEGORIES, type Header, type Link, type Stamp } from "./schema.ts";

/** EN 16931-1:2017 attachment types plus the common alternative formats of a document. */
export const LINK_MIME_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.spreadsheet",
  "text/html",
  "application/xml",
  "text/xml",
  "application/json",
] as const;

function unique<T>(list: readonly T[] | undefined, keyOf: (item: T) => string): boolean {
  const keys = (list ?? []).map(keyOf);
  return new Set(keys).size === keys.length;
}

export const headerRules: RuleSet<Header>[] = [
  {
    type: "head.Header",
    assert: [
      {
        code: "GOBL-HEAD-HEADER-01",
        field: "uuid",
        message: "the header needs a timestamped UUID (v1, v6 or v7)",
        test: (h) => present(h.uuid) && isTimestamped(h.uuid),
      },
      { code: "GOBL-HEAD-HEADER-02", field: "dig", message: "the header needs a digest", test: (h) => present(h.dig) },
      { code: "GOBL-HEAD-HEADER-03", field: "stamps", message: "each stamp provider may appear only once", test: (h) => unique(h.stamps, (s) => s.prv) },
      {
        code: "GOBL-HEAD-HEADER-04",
        field: "links",
        message: "each link category and key pair may appear only once",
        test: (h) => unique(h.links, (l) => `${l.category ?? ""}\u0000${l.key}`),
      },
    ],
  },
  {
    type: "head.Stamp",
    assert: [
      { code: "GOBL-HEAD-STAMP-01", field: "prv", message: "a stamp needs a provider", test: (s: Stamp) => present(s.prv) },
      { code: "GOBL-HEAD-STAMP-02", field: "val", message: "a stamp needs a value", test: (s: Stamp) => present(s.val) },
    ],
  } as RuleSet,
  {
    type: "head.Link",
    assert: [
      { code: "GOBL-HEAD-LINK-06", message: "a link digest needs a MIME type", test: (l: Link) => present(l.mime) || !l.digest },
      { code: "GOBL-HEAD-LINK-01", field: "key", message: "a link needs a key", test: (l: Link) => present(l.key) },
      {
        code: "GOBL-HEAD-LINK-02",
        field: "category",
        message: `link category must be one of ${LINK_CATEGORIES.join(", ")}`,
        test: (l: Link) => !l.category || (LINK_CATEGORIES as readonly string[]).includes(l.category),
      },
      { code: "GOBL-HEAD-LINK-03", field: "url", message: "a link needs a URL", test: (l: Link) => present(l.url) },
      { code: "GOBL-HEAD-LINK-04", field: "url", message: "not a valid link URL", when: (l: Link) => present(l.url), test: (l: Link) => isURL(l.url) },
      {
        code: "GOBL-HEAD-LINK-05",
        field: "mime",
        message: "unsupported link MIME type",
        test: (l: Link) => !l.mime || (LINK_MIME_TYPES as readonly string[]).includes(l.mime),
      },
    ],
  } as RuleSet,
];
