/**
 * DescripcionOperacion, which the AEAT requires: the invoice's general note,
 * or else the names of what it sells, each once, in order, as a sentence
 * (the reference records' "Beer (test product), Water (test product).").
 * Cut to the schema's 500 characters.
 */
import { list, type JSONObject } from "../../common/document-json.ts";

const MAX = 500;

export function operationDescription(doc: JSONObject): string {
  const note = list<JSONObject>(doc.notes).find((n) => n.key === "general" && n.text);
  if (note) return String(note.text).slice(0, MAX);
  const names = [...new Set(list<JSONObject>(doc.lines).map((l) => l.item?.name).filter((n): n is string => typeof n === "string" && n !== ""))];
  if (names.length === 0) return "";
  const text = `${names.join(", ")}.`;
  return text.length <= MAX ? text : `${text.slice(0, MAX - 1)}…`;
}
