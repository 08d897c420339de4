import { copyJSON } from "../schema/conform.ts";
import { isPlainObject, ownEntries } from "../schema/json.ts";

/**
 * Deep-merges `data` over `template`, as GOBL does before building: objects
 * merge key by key, any other value from `data` (arrays included) replaces
 * the template's, and a null in `data` leaves the template value in place.
 * Only own properties are read and every result object is written with
 * defineProperty, so `__proto__`, `constructor` or `prototype` keys stay
 * ordinary data and can never reach a prototype.
 */
export function mergeTemplate(template: unknown, data: unknown): unknown {
  if (data === undefined || data === null) return copyJSON(template);
  if (!isPlainObject(template) || !isPlainObject(data)) return copyJSON(data);
  const out: Record<string, unknown> = {};
  for (const [key, value] of ownEntries(template)) setOwn(out, key, copyJSON(value));
  for (const [key, value] of ownEntries(data)) {
    setOwn(out, key, Object.hasOwn(out, key) ? mergeTemplate(out[key], value) : copyJSON(value));
  }
  return out;
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
