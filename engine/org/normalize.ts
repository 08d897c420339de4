import { cleanText } from "../cbc/index.ts";
import type { Normalizer } from "../plugin/contracts.ts";
import { normalizeUUID } from "../uuid/index.ts";

type Obj = Record<string, unknown>;

/** Free-text fields that GOBL cleans (NUL removal, invalid UTF-8, trimming) on each org type. */
const TEXT_FIELDS: Record<string, string[]> = {
  "org.Party": ["label", "name", "alias"],
  "org.Person": ["label", "role"],
  "org.Name": ["alias", "prefix", "given", "middle", "surname", "surname2", "suffix"],
  "org.Identity": ["label", "description"],
  "org.Address": ["po_box", "num", "floor", "block", "door", "street", "street_extra", "locality", "region"],
  "org.Email": ["label", "addr"],
  "org.Endpoint": ["label"],
  "org.Inbox": ["label"],
  "org.Registration": ["label", "office", "book", "volume", "sheet", "section", "page", "entry", "other"],
  "org.Telephone": ["label"],
  "org.Website": ["label", "title", "url"],
  "org.Item": ["name", "description"],
  "org.Note": ["text"],
  "org.DocumentRef": ["reason", "url"],
  "org.Attachment": ["name", "description", "url", "mime"],
};

/** The org types above whose normaliser leaves the uuid alone (an item has none). */
const NO_UUID = new Set(["org.Item"]);

function cleanUUID(obj: Obj): void {
  if (typeof obj.uuid !== "string") return;
  const uuid = normalizeUUID(obj.uuid);
  if (uuid === undefined) delete obj.uuid;
  else obj.uuid = uuid;
}

const textNormalizers: Normalizer<Obj>[] = Object.entries(TEXT_FIELDS).map(([type, fields]) => ({
  type,
  normalize(obj: Obj) {
    if (!NO_UUID.has(type)) cleanUUID(obj);
    cleanText(obj, fields);
  },
}));

const addressState: Normalizer<Obj> = {
  type: "org.Address",
  normalize(address) {
    // States are codes: upper-case letters and digits only.
    if (typeof address.state !== "string") return;
    const state = address.state.toUpperCase().replace(/[^A-Z0-9]/g, "");
    if (state === "") delete address.state;
    else address.state = state;
  },
};

const telephoneNumber: Normalizer<Obj> = {
  type: "org.Telephone",
  normalize(tel) {
    if (typeof tel.num === "string") tel.num = tel.num.trim();
  },
};

export const orgNormalizers: Normalizer[] = [...textNormalizers, addressState, telephoneNumber];
