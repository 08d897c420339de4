/**
 * Looking codes up by exact key (no fallback to a parent key; the fallback
 * lookup is the engine's `codeForKey`).
 */

/** The code for exactly this key (no fallback to a parent key); "" when absent. */
export function codeForExactKey(table: Readonly<Record<string, string>>, key: string | undefined): string {
  return key && Object.hasOwn(table, key) ? table[key] : "";
}
