/**
 * The closest of a few known names to one that is not known: what a
 * misspelt member or field was probably meant to be (`custmer` → `customer`,
 * `envelope` → `envelop`). Used wherever a name is refused or reported
 * (request members, tool arguments, document fields).
 */

/** Names longer than this get no suggestion: nothing known is that long, and the work stays bounded. */
export const MAX_SUGGESTED_LENGTH = 64;

/**
 * The known name closest to `name`, or undefined when none is close enough:
 * at most a third of the longer name's characters apart (at least one),
 * counting an insertion, a deletion, a substitution or two neighbours
 * swapped as one, case aside. Ties go to the first in `known`'s order.
 * Each comparison is banded to that distance, so it costs the name's length
 * times a small constant.
 */
export function closestName(name: string, known: Iterable<string>): string | undefined {
  if (name.length === 0 || name.length > MAX_SUGGESTED_LENGTH) return undefined;
  const target = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (candidate === name || candidate.length > MAX_SUGGESTED_LENGTH) continue;
    const limit = Math.min(bestDistance - 1, Math.max(1, Math.floor(Math.max(name.length, candidate.length) / 3)));
    if (limit < 0) continue;
    const d = distanceWithin(target, candidate.toLowerCase(), limit);
    if (d !== undefined && d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The optimal-string-alignment distance between `a` and `b` when it is at
 * most `limit`, else undefined; only the diagonal band of width
 * 2 × limit + 1 is computed.
 */
export function distanceWithin(a: string, b: string, limit: number): number | undefined {
  if (Math.abs(a.length - b.length) > limit) return undefined;
  if (a === b) return 0;
  const width = b.length + 1;
  const outside = limit + 1;
  // Three rows: the one before the previous (for swaps), the previous, the current.
  let before = new Array<number>(width).fill(outside);
  let previous = new Array<number>(width).fill(outside);
  let current = new Array<number>(width).fill(outside);
  for (let j = 0; j <= Math.min(b.length, limit); j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current.fill(outside);
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    if (i <= limit) current[0] = i;
    let rowBest = current[0];
    for (let j = from; j <= to; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, before[j - 2] + 1);
      current[j] = Math.min(d, outside);
      if (current[j] < rowBest) rowBest = current[j];
    }
    if (rowBest > limit) return undefined;
    [before, previous, current] = [previous, current, before];
  }
  const d = previous[b.length];
  return d <= limit ? d : undefined;
}

/** `'envelope': did you mean 'envelop'?`, or the name alone when nothing known is close. */
export function unknownNameText(what: string, name: string, known: Iterable<string>): string {
  const closest = closestName(name, known);
  return `unknown ${what} '${clipName(name)}'${closest === undefined ? "" : `: did you mean '${closest}'?`}`;
}

/** A name as quoted in a message: at most 100 characters. */
export function clipName(name: string): string {
  return name.length > 100 ? `${name.slice(0, 100)}…` : name;
}
