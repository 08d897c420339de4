/**
 * Looking codes up by key the way GOBL's code maps do: a composite key such
 * as `credit-transfer+sepa` is tried whole first, then with its last `+`
 * part dropped, and so on, so a more specific key falls back to its parent
 * (`credit-transfer+instant` → `credit-transfer`).
 */

/** The code for a key, trying ever shorter forms of it; "" when none matches. */
export function codeForKey(table: Readonly<Record<string, string>>, key: string | undefined): string {
  let candidate = key ?? "";
  for (;;) {
    if (Object.hasOwn(table, candidate)) return table[candidate];
    if (candidate === "") return "";
    const cut = candidate.lastIndexOf("+");
    candidate = cut < 0 ? "" : candidate.slice(0, cut);
  }
}

/** The code for exactly this key (no fallback to a parent key); "" when absent. */
export function codeForExactKey(table: Readonly<Record<string, string>>, key: string | undefined): string {
  return key && Object.hasOwn(table, key) ? table[key] : "";
}
