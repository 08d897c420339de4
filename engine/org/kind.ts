import type { DocumentKind } from "../schema/kinds.ts";
import { PartySchema, type Party } from "./schema.ts";

/** A party on its own: its calculation is just normalisation; its regime is never inferred. */
export const partyKind: DocumentKind<Party> = {
  id: PartySchema.$id!,
  type: "org.Party",
  schema: PartySchema,
  identifiable: true,
  regimeOf: (party) => party.$regime,
};
