import { Type, type Static } from "@sinclair/typebox";
import { defineType } from "../schema/types.ts";

export const DigestSchema = defineType(
  "dsig.Digest",
  "dsig/digest",
  Type.Object(
    {
      /** The hash algorithm used, by name: "sha256" for the digests GOBL and bizdoc make. */
      alg: Type.String({ description: "The hash algorithm used, by name: \"sha256\" for the digests GOBL and bizdoc make." }),
      /** The hash itself, as lowercase hexadecimal. */
      val: Type.String({ description: "The hash itself, as lowercase hexadecimal." }),
    },
    { title: "Digest" },
  ),
);

export const SignatureSchema = defineType("dsig.Signature", "dsig/signature", Type.String({ title: "Signature" }));

export type DigestData = Static<typeof DigestSchema>;
