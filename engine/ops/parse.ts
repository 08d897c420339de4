import { isLosslessNumber, parse as parseLossless, stringify as stringifyLossless } from "lossless-json";
import { BizdocError } from "../errors/index.ts";

/** Depth beyond which a document is refused rather than walked (no real document nests this deep). */
export const MAX_DEPTH = 64;

/**
 * Reads JSON text keeping every number's exact text (a LosslessNumber), so
 * `1.50` stays `1.50` and large values lose nothing.
 */
export function parseJSON(text: string): unknown {
  let value: unknown;
  try {
    value = parseLossless(text);
  } catch (err) {
    throw new BizdocError("input", `invalid JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  checkDepth(value);
  return value;
}

/** Refuses documents nested deeper than MAX_DEPTH, iteratively so the check itself cannot overflow. */
export function checkDepth(value: unknown, max = MAX_DEPTH): void {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== "object" || v === null || isLosslessNumber(v)) continue;
    if (depth >= max) throw new BizdocError("input", `document nested deeper than ${max} levels`);
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
}

/** Writes JSON, giving numbers read by parseJSON back their exact text. */
export function stringifyJSON(value: unknown): string {
  return stringifyLossless(value) ?? "null";
}
