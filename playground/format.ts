/**
 * The document text in the editor, as JSON or YAML. Input is always read as
 * YAML 1.2, which also reads JSON, so the format toggle only changes how
 * values are written back.
 */
import { parseDocument, stringify } from "yaml";

export type Format = "json" | "yaml";

export type Parsed = { ok: true; value: unknown } | { ok: false; message: string; /** 1-based line of the error, when known. */ line?: number };

/** Most aliases one document may expand (YAML's "billion laughs" guard). */
const MAX_ALIAS_COUNT = 100;

/** Reads the editor's text (JSON or YAML) into a plain value, or says why it cannot. */
export function parseText(text: string): Parsed {
  if (text.trim() === "") return { ok: false, message: "the document is empty" };
  const doc = parseDocument(text, { version: "1.2", schema: "core" });
  const [error] = doc.errors;
  if (error) return { ok: false, message: firstLine(error.message), line: error.linePos?.[0].line };
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}

/** Writes a value in a format: JSON indented by two spaces, or block-style YAML 1.2. */
export function formatValue(value: unknown, format: Format): string {
  if (format === "json") return JSON.stringify(value, null, 2);
  // No line folding (long descriptions stay on one line) and no anchors for repeated values.
  return stringify(value, { version: "1.2", lineWidth: 0, aliasDuplicateObjects: false });
}

/** The editor's text rewritten in another format (a parse failure is returned as it is). */
export function convertText(text: string, to: Format): { ok: true; text: string } | Extract<Parsed, { ok: false }> {
  const parsed = parseText(text);
  return parsed.ok ? { ok: true, text: formatValue(parsed.value, to) } : parsed;
}

/** The yaml package's messages end with an excerpt of the source; the editor shows the place itself. */
function firstLine(message: string): string {
  return message.split("\n", 1)[0].replace(/:$/, "");
}
