/**
 * Faults that only follow from another fault in the same answer. A line
 * without a price is not calculated, so its taxes are never resolved (no key,
 * no percent) and, when no line has a price, the document has no totals: the
 * rules then report those too, as GOBL's do. The reader has one thing to fix,
 * the price; the faults that follow from it are left out of the answer (and
 * come back, if they still hold, once the cause is fixed).
 *
 * Each entry names a cause, how far its consequences reach from the cause's
 * path (a number of steps up: from `$.lines[0].item.price`, 2 is the line
 * `$.lines[0]`, within which the line's own tax faults follow; or the whole
 * document), and the faults that follow within that reach.
 */
import type { Fault } from "../errors/index.ts";

export interface KnockOn {
  /** The code of the fault that causes the others. */
  cause: string;
  /** Steps up from the cause's path to the value within which the effects follow; `document`: anywhere in it. */
  reach: number | "document";
  /** The codes of the faults that follow. */
  effects: readonly string[];
}

/** A line item without a price (at `...lines[i].item.price`), a line without an item (at `...lines[i].item`), no lines at all. */
const NO_PRICE = "GOBL-BILL-INVOICE-08";
const NO_ITEM = "GOBL-BILL-LINE-03";
const NO_LINES = "GOBL-BILL-INVOICE-10";
/** The combo of a line that is not calculated keeps no key and gets no percent. */
const UNRESOLVED_COMBO = ["GOBL-TAX-COMBO-03", "GOBL-TAX-COMBO-04"];
/** Totals are missing only when nothing could be summed: no priced line, or no line at all. */
const NO_TOTALS = "GOBL-BILL-INVOICE-09";

export const KNOCK_ONS: readonly KnockOn[] = [
  { cause: NO_PRICE, reach: 2, effects: UNRESOLVED_COMBO },
  { cause: NO_ITEM, reach: 1, effects: UNRESOLVED_COMBO },
  { cause: NO_PRICE, reach: "document", effects: [NO_TOTALS] },
  { cause: NO_ITEM, reach: "document", effects: [NO_TOTALS] },
  { cause: NO_LINES, reach: "document", effects: [NO_TOTALS] },
];

const BY_EFFECT = new Map<string, KnockOn[]>();
for (const k of KNOCK_ONS) for (const effect of k.effects) BY_EFFECT.set(effect, [...(BY_EFFECT.get(effect) ?? []), k]);

/** `$.lines[0].item.price` → `["$", ".lines", "[0]", ".item", ".price"]`. */
function steps(path: string): string[] {
  const out = ["$"];
  const re = /\.[^.[]+|\[\d+\]|\["(?:[^"\\]|\\.)*"\]/gy;
  re.lastIndex = path.startsWith("$") ? 1 : 0;
  for (let m = re.exec(path); m; m = re.exec(path)) out.push(m[0]);
  return out;
}

/**
 * The faults less those that only follow from another of them (by path),
 * less each path at which a fault only follows. Linear in the number of
 * paths: each cause's reach is indexed once, and an effect's path is looked
 * up by its own ancestors.
 */
export function withoutKnockOns(faults: readonly Fault[]): Fault[] {
  if (!faults.some((f) => f.code !== undefined && BY_EFFECT.has(f.code))) return [...faults];
  const pathsByCode = new Map<string, string[]>();
  for (const f of faults) if (f.code) pathsByCode.set(f.code, [...(pathsByCode.get(f.code) ?? []), ...f.properties]);
  const out: Fault[] = [];
  for (const fault of faults) {
    const rules = fault.code ? BY_EFFECT.get(fault.code) : undefined;
    if (!rules) {
      out.push(fault);
      continue;
    }
    let everywhere = false;
    const reached = new Set<string>();
    for (const rule of rules) {
      const paths = pathsByCode.get(rule.cause) ?? [];
      if (paths.length === 0 || rule.cause === fault.code) continue;
      if (rule.reach === "document") everywhere = true;
      else for (const p of paths) reached.add(ancestor(p, rule.reach));
    }
    if (everywhere) continue;
    const kept = fault.properties.filter((p) => !withinAny(p, reached));
    if (kept.length === fault.properties.length) out.push(fault);
    else if (kept.length > 0) out.push({ ...fault, properties: kept });
  }
  return out;
}

function ancestor(path: string, up: number): string {
  const s = steps(path);
  return s.slice(0, Math.max(1, s.length - up)).join("");
}

function withinAny(path: string, reached: Set<string>): boolean {
  if (reached.size === 0) return false;
  let prefix = "";
  for (const step of steps(path)) {
    prefix += step;
    if (reached.has(prefix)) return true;
  }
  return false;
}
