import { present } from "../rules/checks.ts";
import type { RuleSet } from "../rules/rule.ts";
import type { DocumentKind } from "../schema/kinds.ts";
import { MessageSchema, type Message } from "./schema.ts";

export const messageKind: DocumentKind<Message> = {
  id: MessageSchema.$id!,
  type: "note.Message",
  schema: MessageSchema,
  identifiable: true,
};

export const messageRules: RuleSet<Message> = {
  type: "note.Message",
  assert: [{ code: "GOBL-NOTE-MESSAGE-01", field: "content", message: "a message needs content", test: (m) => present(m.content) }],
};
