/**
 * "Did you mean ...?" for refusals of a name from a closed list (a regime, an
 * addon, an extension key, a schema): a misspelling is the usual cause, and
 * naming the intended value is the quickest fix to read. The distance is
 * the one every "closest name" in bizdoc uses (engine/schema/closest.ts).
 */
import { closestName } from "../schema/closest.ts";

/**
 * The candidate closest to `given`, when it is close enough to be a likely
 * misspelling (case ignored; a third of the longer name's letters at most,
 * and at least one), else undefined. Names under three letters get no guess. A candidate that starts with or contains
 * the given text (`en16931` → `eu-en16931-v2017`) counts as close too.
 */
export function closest(given: string, candidates: Iterable<string>): string | undefined {
  const wanted = given.toLowerCase();
  // Two-letter codes (countries, regimes) are all one or two edits apart: a guess among them says nothing.
  if (wanted.length < 3) return undefined;
  const list = [...candidates];
  const best = closestName(given, list);
  if (best !== undefined) return best;
  // A fragment of a longer key (its middle part): only when it names one candidate.
  if (wanted.length >= 4) {
    const containing = list.filter((c) => c.toLowerCase().includes(wanted));
    if (containing.length === 1) return containing[0];
  }
  return undefined;
}

/** ` (did you mean 'X'?)`, or nothing. */
export function didYouMean(given: string, candidates: Iterable<string>): string {
  const match = closest(given, candidates);
  return match === undefined ? "" : ` (did you mean '${match}'?)`;
}
