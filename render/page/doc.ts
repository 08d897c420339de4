/**
 * Reading a built document without trusting its shape: a page is drawn for
 * any document kind, including ones bizdoc does not know, so every member
 * is read as "this, if it is there and of the expected type".
 */
export type Obj = Record<string, unknown>;

export function obj(value: unknown): Obj | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Obj) : undefined;
}

export function objs(value: unknown): Obj[] {
  return Array.isArray(value) ? value.map(obj).filter((v): v is Obj => v !== undefined) : [];
}

export function str(value: unknown): string | undefined {
  if (typeof value === "string") return value === "" ? undefined : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

export function strs(value: unknown): string[] {
  return Array.isArray(value) ? value.map(str).filter((v): v is string => v !== undefined) : [];
}

/** Non-empty texts joined, the empty ones left out. */
export function join(parts: (string | undefined)[], separator = " "): string {
  return parts.filter((p): p is string => p !== undefined && p !== "").join(separator);
}

/** A document's number as people quote it: `FE-2025-0216` (series, then code). */
export function documentNumber(doc: Obj | undefined): string | undefined {
  if (!doc) return undefined;
  const code = str(doc.code);
  const series = str(doc.series);
  if (!code) return series;
  return series ? `${series}-${code}` : code;
}
