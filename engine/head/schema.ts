import { Type, type Static } from "@sinclair/typebox";
import { CodeSchema, KeySchema, MetaSchema, URISchema } from "../cbc/schema.ts";
import { DigestSchema } from "../dsig/schema.ts";
import { defineType } from "../schema/types.ts";
import { UUIDField } from "../uuid/schema.ts";

export const StampSchema = defineType(
  "head.Stamp",
  "head/stamp",
  Type.Object({ prv: Type.Ref(KeySchema), val: Type.String() }, { title: "Stamp" }),
);

export const LinkSchema = defineType(
  "head.Link",
  "head/link",
  Type.Object(
    {
      uuid: Type.Optional(UUIDField()),
      category: Type.Optional(Type.Ref(KeySchema)),
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
