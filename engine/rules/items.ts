import type { PathSegments } from "./rule.ts";

/**
 * Where a check fails among the members of a list, for each-assertions: the
 * path of every member that is there and fails, `at` the list and `below` a
 * field of the member (`failingItems(["preceding"], refs, noDate, "issue_date")`
 * gives `["preceding", 1, "issue_date"]` for the second). Missing members
 * are skipped, as GOBL prunes nil entries.
 */
export function failingItems<T>(
  at: PathSegments,
  list: readonly (T | null | undefined)[] | undefined,
  fails: (item: T) => boolean,
  ...below: (string | number)[]
): PathSegments[] {
  const out: PathSegments[] = [];
  (list ?? []).forEach((item, i) => {
    if (item !== undefined && item !== null && fails(item)) out.push([...at, i, ...below]);
  });
  return out;
}
