/**
 * The characters KSeF refuses in an invoice (weryfikacja-faktury.md): those
 * XML 1.0 does not allow at all, and those it discourages (C1 controls but
 * NEL, the noncharacters U+FDD0–U+FDEF and the last two code points of
 * every plane). A written file holding one is refused, naming the document
 * fields it came from.
 */
import type { JSONObject } from "../../common/document-json.ts";
import type { Refusals } from "./refusals.ts";

const planeEnds = Array.from({ length: 16 }, (_, i) => {
  const plane = (i + 1).toString(16).toUpperCase();
  return `\\u{${plane}FFFE}\\u{${plane}FFFF}`;
}).join("");

/** XML 1.0's excluded controls and lone surrogates, KSeF's discouraged ranges. */
const FORBIDDEN = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u0084\\u0086-\\u009F\\uFDD0-\\uFDEF\\uFFFE\\uFFFF${planeEnds}]|\\p{Cs}`, "u");

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** Faults at every text of the document holding a forbidden character. */
export function refuseForbiddenCharacters(value: unknown, path: string, refusals: Refusals): void {
  if (typeof value === "string") {
    if (hasForbiddenCharacter(value)) refusals.unsupported(path, "holds a character KSeF refuses (a control character or a Unicode noncharacter)");
  } else if (Array.isArray(value)) {
    value.forEach((member, i) => refuseForbiddenCharacters(member, `${path}[${i}]`, refusals));
  } else if (value !== null && typeof value === "object") {
    for (const [key, member] of Object.entries(value as JSONObject)) refuseForbiddenCharacters(member, `${path}.${key}`, refusals);
  }
}
