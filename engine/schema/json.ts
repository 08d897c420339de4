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
