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
      /** The ID of the envelope schema, "https://gobl.org/draft-0/envelope". */
      $schema: Type.String({ description: "The ID of the envelope schema, \"https://gobl.org/draft-0/envelope\"." }),
      /** The header: the envelope's UUID, the digest of the document and any stamps, links and notes. */
      head: Type.Ref(HeaderSchema, { description: "The header: the envelope's UUID, the digest of the document and any stamps, links and notes." }),
      /** The document carried, such as an invoice; its own `$schema` says which kind it is, and its digest is in the header. */
      doc: Type.Ref(ObjectSchema, {
        description: "The document carried, such as an invoice; its own `$schema` says which kind it is, and its digest is in the header.",
      }),
      /** JSON Web Signatures over the header, in compact form; an envelope without them is a draft that can still change. */
      sigs: Type.Optional(
        Type.Array(Type.Ref(SignatureSchema), {
          description: "JSON Web Signatures over the header, in compact form; an envelope without them is a draft that can still change.",
        }),
      ),
    },
    { title: "Envelope" },
  ),
);
