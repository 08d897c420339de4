/**
 * GOBL's own FA(3) mapping (gobl.ksef's unmerged FA(3) branch, made with
 * GOBL v0.218): its three inputs (`test/data/*.json`) with the XML it
 * writes for them (`test/data/out/*.xml`), and those inputs as GOBL v0.502
 * with the pl-favat-v3 addon takes them.
 */
import { readFileSync } from "node:fs";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";
import { referenceFiles } from "../../support/reference-cases.ts";

export const GOBL_FA3 = HAS_SHARED ? sharedPath("reference", "ksef", "gobl-ksef-fa3") : "";

export interface GoblCase {
  name: string;
  input: string;
  output: string;
}

export function goblCases(): GoblCase[] {
  if (!HAS_SHARED) return [];
  return referenceFiles(`${GOBL_FA3}/test/data`, "json", "xml");
}

type Doc = Record<string, any>;

/** v0.218's VAT rate keys and the v0.502 rates of the `standard` key they became. */
const OLD_RATES: ReadonlyMap<unknown, string> = new Map([
  ["standard", "general"],
  ["reduced", "reduced"],
  ["super-reduced", "super-reduced"],
]);

/**
 * The case's document as GOBL v0.502 takes it. What changed since v0.218:
 * - FA(3)'s codes moved from the PL regime into the pl-favat-v3 addon, which
 *   a document names in `$addons` (the inputs name none);
 * - the corrected invoice's KSeF number is the addon's `favat-ksef-number`
 *   stamp (it was `ksef-id`);
 * - the correction's effective date is the addon's `pl-favat-effective-date`
 *   in the invoice's `tax.ext` (it was `pl-ksef-effective-date` in the
 *   preceding document's `ext`).
 * - a VAT combo names its key and rate apart: v0.218's rate `standard` is
 *   key `standard` with rate `general`, its `reduced` key `standard` with
 *   rate `reduced` (the addon derives the KSeF tax category from the key as
 *   given, so the old form leaves the combo without one);
 * The calculated parts (totals, line sums) are left for our engine to
 * calculate again.
 */
export function updatedGoblDocument(c: GoblCase): Doc {
  const input = JSON.parse(readFileSync(c.input, "utf8")) as Doc;
  const doc = structuredClone(input.doc ?? input) as Doc;
  doc.$addons = [...new Set([...((doc.$addons as string[] | undefined) ?? []), "pl-favat-v3"])];
  for (const line of (doc.lines ?? []) as Doc[]) {
    for (const combo of (line.taxes ?? []) as Doc[]) {
      const rate = OLD_RATES.get(combo.rate);
      if (combo.key === undefined && rate) Object.assign(combo, { key: "standard", rate });
    }
  }
  for (const reference of (doc.preceding ?? []) as Doc[]) {
    for (const stamp of (reference.stamps ?? []) as Doc[]) if (stamp.prv === "ksef-id") stamp.prv = "favat-ksef-number";
    const effective = reference.ext?.["pl-ksef-effective-date"];
    if (effective !== undefined) {
      delete reference.ext["pl-ksef-effective-date"];
      if (Object.keys(reference.ext).length === 0) delete reference.ext;
      doc.tax = { ...doc.tax, ext: { ...doc.tax?.ext, "pl-favat-effective-date": effective } };
    }
  }
  return doc;
}
