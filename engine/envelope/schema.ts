import { Type } from "@sinclair/typebox";
import { SignatureSchema } from "../dsig/schema.ts";
import { HeaderSchema } from "../head/schema.ts";
import { defineType } from "../schema/types.ts";

/** Any registered document, decoded by its own `$schema`. */
export const ObjectSchema = defineType("schema.Object", "schema/object", Type.Object({}, { title: "Object" }));

export const ENVELOPE_ID = "https://gobl.org/draft-0/envelope";

export const EnvelopeSchema = defineType(
  "gobl.Envelope",
  "envelope",
  Type.Object(
    {
      $schema: Type.String(),
      head: Type.Ref(HeaderSchema),
      doc: Type.Ref(ObjectSchema),
      sigs: Type.Optional(Type.Array(Type.Ref(SignatureSchema))),
    },
    { title: "Envelope" },
  ),
);
