/** The built GOBL document as the writer reads it: plain JSON, checked field by field where FacturaE needs a value. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JSONObject = Record<string, any>;

/** A JSON list, or an empty one when absent. */
export function listOf(value: unknown): JSONObject[] {
  return Array.isArray(value) ? (value as JSONObject[]) : [];
}

/** Non-empty text, or undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
