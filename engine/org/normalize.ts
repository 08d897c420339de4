import { cleanText, normalizeStrictCode, normalizeUpperCode } from "../cbc/index.ts";
import type { Normalizer } from "../plugin/contracts.ts";
import { isEmail, isURL } from "../rules/checks.ts";
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

/** The inbox key of a Peppol participant (GOBL's deprecated `org.InboxKeyPeppol`). */
const INBOX_KEY_PEPPOL = "peppol";

/** Sets a code field, removing it when it ends up empty (Go's omitempty). */
function setCode(obj: Obj, field: string, code: string): void {
  if (code === "") delete obj[field];
  else obj[field] = code;
}

/**
 * GOBL's normalizeInbox: an e-mail address or a URL given as the code moves
 * to its own field (an SDI PEC address, say); the scheme is an upper-case
 * strict code and the code a strict one; a Peppol inbox without a scheme
 * takes it from a `0000:` prefix of its code.
 */
const inboxAddress: Normalizer<Obj> = {
  type: "org.Inbox",
  normalize(inbox) {
    const code = typeof inbox.code === "string" ? inbox.code : "";
    if (isEmail(code)) {
      inbox.email = code;
      delete inbox.code;
    } else if (isURL(code)) {
      inbox.url = code;
      delete inbox.code;
    }
    if (typeof inbox.scheme === "string") setCode(inbox, "scheme", normalizeUpperCode(inbox.scheme));
    if (typeof inbox.code === "string") setCode(inbox, "code", normalizeStrictCode(inbox.code));
    if (inbox.key === INBOX_KEY_PEPPOL && !inbox.scheme && typeof inbox.code === "string" && inbox.code.length >= 5 && inbox.code[4] === ":") {
      inbox.scheme = inbox.code.slice(0, 4);
      setCode(inbox, "code", inbox.code.slice(5));
    }
  },
};

export const orgNormalizers: Normalizer[] = [...textNormalizers, addressState, telephoneNumber, inboxAddress];
