/**
 * Escaping for HTML text and attribute values. Every value a page shows
 * comes from the document, which anyone may have written: each goes
 * through here, so `<script>` in a name is shown, never run.
 */
const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A multi-line text: each line escaped, the lines joined with `<br>`. */
export function escapeLines(text: string): string {
  return text.split("\n").map(escapeHtml).join("<br>");
}
