import type { DocumentKind } from "../schema/kinds.ts";
import { IdentitySchema, type TaxIdentity } from "./schema.ts";

export const taxIdentityKind: DocumentKind<TaxIdentity> = {
  id: IdentitySchema.$id!,
  type: "tax.Identity",
  schema: IdentitySchema,
  identifiable: false,
};
