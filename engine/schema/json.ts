/** Helpers for walking untrusted JSON safely. */

export type JSONObject = Record<string, unknown>;

/** True for `{...}` values, whatever their prototype (including null-prototype objects). */
export function isPlainObject(value: unknown): value is JSONObject {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Own enumerable entries only: inherited or prototype keys are never visited. */
export function ownEntries(value: JSONObject): [string, unknown][] {
  return Object.keys(value).map((k) => [k, value[k]]);
}

/**
 * The string with each lone surrogate replaced by U+FFFD, as Go's JSON
 * decoder reads a `\ud800` escape GOBL is given (invalid UTF-8 bytes become
 * U+FFFD when the text is decoded, before any JSON is read).
 */
export function wellFormed(s: string): string {
  const str = s as unknown as { isWellFormed(): boolean; toWellFormed(): string };
  return str.isWellFormed() ? s : str.toWellFormed();
}
