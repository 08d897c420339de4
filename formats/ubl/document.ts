/**
 * GOBL documents as the UBL mapping sees them: JSON objects already
 * calculated and validated by the engine, read field by field.
 */
import { extCode } from "../../engine/index.ts";

export type Doc = { [key: string]: any };

/** The extension code of an object with `ext`, when set and not empty. */
export function ext(holder: Doc | undefined, key: string): string | undefined {
  return extCode(holder?.ext, key) || undefined;
}

/** A non-empty string, or undefined. */
export function present(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** GOBL's series-code join: "SERIES-CODE", or the code alone. */
export function seriesCode(series: string | undefined, code: string | undefined): string {
  return series ? `${series}-${code ?? ""}` : (code ?? "");
}
