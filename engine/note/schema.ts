import { Type, type Static } from "@sinclair/typebox";
import { MetaSchema } from "../cbc/schema.ts";
import { defineType } from "../schema/types.ts";
import { UUIDField } from "../uuid/schema.ts";

export const MessageSchema = defineType(
  "note.Message",
  "note/message",
  Type.Object(
    {
      /** A UUID that identifies the message. */
      uuid: Type.Optional(UUIDField("A UUID that identifies the message.")),
      /** A subject line for the message. */
      title: Type.Optional(Type.String({ description: "A subject line for the message." })),
      /** The body of the message, as plain text; required. */
      content: Type.String({ description: "The body of the message, as plain text; required." }),
      /** Any other data about the message, as string keys and values. */
      meta: Type.Optional(Type.Ref(MetaSchema, { description: "Any other data about the message, as string keys and values." })),
    },
    { title: "Message" },
  ),
);

export type Message = Static<typeof MessageSchema>;
