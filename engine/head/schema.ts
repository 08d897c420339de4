import { Type, type Static } from "@sinclair/typebox";
import { CodeSchema, KeySchema, MetaSchema, URISchema, options, type OptionText } from "../cbc/schema.ts";
import { DigestSchema } from "../dsig/schema.ts";
import { defineType } from "../schema/types.ts";
import { UUIDField } from "../uuid/schema.ts";
import type { LINK_CATEGORIES } from "./rules.ts";

export const StampSchema = defineType(
  "head.Stamp",
  "head/stamp",
  Type.Object({ prv: Type.Ref(KeySchema), val: Type.String() }, { title: "Stamp" }),
);

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
      uuid: Type.Optional(UUIDField()),
      category: Type.Optional(Type.Ref(KeySchema, { oneOf: options(LINK_CATEGORY_TEXTS) })),
      key: Type.Ref(KeySchema),
      code: Type.Optional(Type.Ref(CodeSchema)),
      title: Type.Optional(Type.String()),
      description: Type.Optional(Type.String()),
      mime: Type.Optional(Type.String({ format: "mime" })),
      digest: Type.Optional(Type.Ref(DigestSchema)),
      url: Type.String({ format: "uri" }),
      meta: Type.Optional(Type.Ref(MetaSchema)),
    },
    { title: "Link" },
  ),
);

export const HeaderSchema = defineType(
  "head.Header",
  "head/header",
  Type.Object(
    {
      uuid: UUIDField(),
      dig: Type.Ref(DigestSchema),
      stamps: Type.Optional(Type.Array(Type.Ref(StampSchema))),
      links: Type.Optional(Type.Array(Type.Ref(LinkSchema))),
      tags: Type.Optional(Type.Array(Type.String())),
      meta: Type.Optional(Type.Ref(MetaSchema)),
      notes: Type.Optional(Type.String()),
      from: Type.Optional(Type.Ref(URISchema)),
      to: Type.Optional(Type.Ref(URISchema)),
      ignore: Type.Optional(Type.Array(Type.String())),
    },
    { title: "Header" },
  ),
);

export type Header = Static<typeof HeaderSchema>;
export type Stamp = Static<typeof StampSchema>;
export type Link = Static<typeof LinkSchema>;
