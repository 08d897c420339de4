import { Type, type Static } from "@sinclair/typebox";
import { MetaSchema } from "../cbc/schema.ts";
import { defineType } from "../schema/types.ts";
import { UUIDField } from "../uuid/schema.ts";

export const MessageSchema = defineType(
  "note.Message",
  "note/message",
  Type.Object(
    {
      uuid: Type.Optional(UUIDField()),
      title: Type.Optional(Type.String()),
      content: Type.String(),
      meta: Type.Optional(Type.Ref(MetaSchema)),
    },
    { title: "Message" },
  ),
);

export type Message = Static<typeof MessageSchema>;
