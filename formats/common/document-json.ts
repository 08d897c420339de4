/**
 * The shape the writers read: a built GOBL document as plain JSON. It is
 * calculated and validated by the engine, so a writer trusts its types and
 * only guards what GOBL leaves optional. Shared by every format's writer;
 * `put` is how readers build the partial document they give the engine.
 */
import { extCode } from "../../engine/index.ts";

// The built document's members are read as loosely typed JSON: its schema is
// the engine's, already enforced before the writer sees it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JSONObject = { [key: string]: any };

/** The first element of an optional list. */
export function first<T>(list: T[] | undefined): T | undefined {
  return list && list.length > 0 ? list[0] : undefined;
}

/** A list member of the document, or an empty list when absent. */
export function list<T = JSONObject>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** An extension's value, or "" when absent. */
export function ext(holder: JSONObject | undefined, key: string): string {
  return extCode(holder?.ext, key);
}

/** A document number: series and code joined by a dash, or the code alone (as GOBL's converters write it). */
export function documentNumber(series: string | undefined, code: string | undefined): string {
  return series ? `${series}-${code ?? ""}` : (code ?? "");
}

/** A partial document a reader builds. */
export type Out = Record<string, unknown>;

/** Sets a member only when it has a value: not absent, "", an empty list or an empty object (a reader's `omitempty`). */
export function put(out: Out, key: string, value: unknown): void {
  if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return;
  if (typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0) return;
  out[key] = value;
}
