import { Type, type Static } from "@sinclair/typebox";
import { defineType } from "../schema/types.ts";

export const DigestSchema = defineType(
  "dsig.Digest",
  "dsig/digest",
  Type.Object({ alg: Type.String(), val: Type.String() }, { title: "Digest" }),
);

export const SignatureSchema = defineType("dsig.Signature", "dsig/signature", Type.String({ title: "Signature" }));

export type DigestData = Static<typeof DigestSchema>;
