import { Type, type Static } from "@sinclair/typebox";
import { CodeSchema, KeySchema, MetaSchema, URISchema, options, type OptionText } from "../cbc/schema.ts";
import { DigestSchema } from "../dsig/schema.ts";
import { defineType } from "../schema/types.ts";
import { UUIDField } from "../uuid/schema.ts";

export const StampSchema = defineType(
  "head.Stamp",
  "head/stamp",
  Type.Object(
    {
      /** Who issued the stamp, as a key the regime or addon defines, such as "verifactu-qr" or "sat-uuid". */
      prv: Type.Ref(KeySchema, {
        description: "Who issued the stamp, as a key the regime or addon defines, such as \"verifactu-qr\" or \"sat-uuid\".",
      }),
      /** The stamp's value as the issuer gave it: a code, a hash, a URL or a signature. */
      val: Type.String({ description: "The stamp's value as the issuer gave it: a code, a hash, a URL or a signature." }),
    },
    { title: "Stamp" },
  ),
);

/** What a link may lead to (its `category`). */
export const LINK_CATEGORIES = ["format", "portal", "request", "response", "agreement", "verification", "attachment"] as const;

/** What a link leads to. */
const LINK_CATEGORY_TEXTS: Record<(typeof LINK_CATEGORIES)[number], OptionText> = {
  format: { title: "Format", description: "The same document in another format, such as PDF, HTML or XML." },
  portal: { title: "Portal", description: "A website to see other versions of the document, ask for changes or find related documents." },
  request: { title: "Request", description: "What was sent to other systems about the document." },
  response: { title: "Response", description: "What other systems sent back, often in answer to a request." },
  agreement: { title: "Agreement", description: "A contract or agreement the document relates to." },
  verification: { title: "Verification", description: "Evidence that the document is genuine." },
  attachment: { title: "Attachment", description: "Any other related file: spreadsheets, letters, specifications and the like." },
};

export const LinkSchema = defineType(
  "head.Link",
  "head/link",
  Type.Object(
    {
      /** A UUID that identifies the link. */
      uuid: Type.Optional(UUIDField("A UUID that identifies the link.")),
      /** What kind of resource the link leads to, from a fixed list; optional but it helps receivers use it. */
      category: Type.Optional(
        Type.Ref(KeySchema, {
          oneOf: options(LINK_CATEGORY_TEXTS),
          description: "What kind of resource the link leads to, from a fixed list; optional but it helps receivers use it.",
        }),
      ),
      /** A key naming the link, unique within its category in this header; required. */
      key: Type.Ref(KeySchema, { description: "A key naming the link, unique within its category in this header; required." }),
      /** A code identifying the linked content, such as an ID in the system that holds it. */
      code: Type.Optional(Type.Ref(CodeSchema, { description: "A code identifying the linked content, such as an ID in the system that holds it." })),
      /** A title for the linked resource, to show to people. */
      title: Type.Optional(Type.String({ description: "A title for the linked resource, to show to people." })),
      /** A sentence or two on the linked resource, to show to people. */
      description: Type.Optional(Type.String({ description: "A sentence or two on the linked resource, to show to people." })),
      /** The media type of a linked file, such as "application/pdf": one EN 16931 allows for attachments, or XML. */
      mime: Type.Optional(
        Type.String({
          format: "mime",
          description: "The media type of a linked file, such as \"application/pdf\": one EN 16931 allows for attachments, or XML.",
        }),
      ),
      /** The hash of the linked file, to check what is downloaded from the URL. */
      digest: Type.Optional(Type.Ref(DigestSchema, { description: "The hash of the linked file, to check what is downloaded from the URL." })),
      /** The absolute URL of the resource; required. */
      url: Type.String({ format: "uri", description: "The absolute URL of the resource; required." }),
      /** Any other data about the link, as string keys and values. */
      meta: Type.Optional(Type.Ref(MetaSchema, { description: "Any other data about the link, as string keys and values." })),
    },
    { title: "Link" },
  ),
);

export const HeaderSchema = defineType(
  "head.Header",
  "head/header",
  Type.Object(
    {
      /** The envelope's UUID; a new UUIDv7 is given when the envelope is sealed without one. */
      uuid: UUIDField("The envelope's UUID; a new UUIDv7 is given when the envelope is sealed without one."),
      /** The SHA-256 digest of the document's canonical JSON; worked out when the envelope is sealed, and checked on every read. */
      dig: Type.Ref(DigestSchema, {
        description: "The SHA-256 digest of the document's canonical JSON; worked out when the envelope is sealed, and checked on every read.",
      }),
      /** Seals from tax authorities or other third parties, such as a clearance ID or QR code; only on signed envelopes. */
      stamps: Type.Optional(
        Type.Array(Type.Ref(StampSchema), {
          description: "Seals from tax authorities or other third parties, such as a clearance ID or QR code; only on signed envelopes.",
        }),
      ),
      /** Links to related resources, such as a PDF copy or a portal page; unlike stamps, allowed on drafts too. */
      links: Type.Optional(
        Type.Array(Type.Ref(LinkSchema), {
          description: "Links to related resources, such as a PDF copy or a portal page; unlike stamps, allowed on drafts too.",
        }),
      ),
      /** Free labels for sorting and searching envelopes; they change nothing in the document. */
      tags: Type.Optional(Type.Array(Type.String(), { description: "Free labels for sorting and searching envelopes; they change nothing in the document." })),
      /** Any other data about the envelope, as string keys and values. */
      meta: Type.Optional(Type.Ref(MetaSchema, { description: "Any other data about the envelope, as string keys and values." })),
      /** A note about the envelope for people handling it; not part of the document. */
      notes: Type.Optional(Type.String({ description: "A note about the envelope for people handling it; not part of the document." })),
      /** The sender's transport address as a URI, such as a Peppol participant ID; filled from the issuer's first endpoint when left out. */
      from: Type.Optional(
        Type.Ref(URISchema, {
          description: "The sender's transport address as a URI, such as a Peppol participant ID; filled from the issuer's first endpoint when left out.",
        }),
      ),
      /** The receiver's transport address as a URI; filled from the receiving party's first endpoint when left out. */
      to: Type.Optional(
        Type.Ref(URISchema, {
          description: "The receiver's transport address as a URI; filled from the receiving party's first endpoint when left out.",
        }),
      ),
      /** Fault codes, such as "GOBL-EU-EN16931-ORG-ITEM-01", that validation should not report for this envelope, for known gaps in converted documents. */
      ignore: Type.Optional(
        Type.Array(Type.String(), {
          description: "Fault codes, such as \"GOBL-EU-EN16931-ORG-ITEM-01\", that validation should not report for this envelope, for known gaps in converted documents.",
        }),
      ),
    },
    { title: "Header" },
  ),
);

export type Header = Static<typeof HeaderSchema>;
export type Stamp = Static<typeof StampSchema>;
export type Link = Static<typeof LinkSchema>;
