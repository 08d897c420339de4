/**
 * Several downward paths read from one element in a single walk. A rule that
 * reads many values of one element (R120 reads a line's net amount,
 * quantity, price, base quantity and charges) would otherwise walk the
 * element's children once per path, comparing each step's namespace (long
 * URIs) again each time; here paths that share steps share that walk, and
 * each path still gets exactly what the path reader (`ubl.elements`,
 * `cii.elements`) gives: its elements in document order.
 */
import type { XMLElement } from "../../engine/index.ts";

/** One step of the merged paths: the paths that end here, and the steps below. */
interface Step<K extends string> {
  local: string;
  ns: string;
  ends: K[];
  next: Step<K>[];
}

/**
 * A reader of the paths (`p:A/p:B`, child steps only, each prefixed) from an
 * element: per key, the elements its path selects, in document order.
 */
export function pathGroup<K extends string>(prefixes: Readonly<Record<string, string>>, paths: Readonly<Record<K, string>>): (el: XMLElement) => Record<K, XMLElement[]> {
  const root: Step<K>[] = [];
  const keys = Object.keys(paths) as K[];
  for (const key of keys) {
    let level = root;
    const parts = paths[key].split("/");
    parts.forEach((part, i) => {
      const colon = part.indexOf(":");
      const ns = prefixes[part.slice(0, colon)];
      if (colon < 0 || ns === undefined) throw new Error(`path ${paths[key]}: ${part} has no known prefix`);
      const local = part.slice(colon + 1);
      let step = level.find((s) => s.local === local && s.ns === ns);
      if (!step) level.push((step = { local, ns, ends: [], next: [] }));
      if (i === parts.length - 1) step.ends.push(key);
      level = step.next;
    });
  }
  return (el) => {
    const found = {} as Record<K, XMLElement[]>;
    for (const key of keys) found[key] = [];
    collect(el, root, found);
    return found;
  };
}

function collect<K extends string>(el: XMLElement, steps: readonly Step<K>[], found: Record<K, XMLElement[]>): void {
  for (const child of el.children) {
    for (const step of steps) {
      // The local name first: it tells most children apart at once.
      if (child.local !== step.local || child.ns !== step.ns) continue;
      for (const key of step.ends) found[key].push(child);
      if (step.next.length) collect(child, step.next, found);
      break;
    }
  }
}
