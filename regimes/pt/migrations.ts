/**
 * Old Portuguese invoices named VAT exemptions through the rate
 * (`exempt+outlay`, `exempt+reverse-charge+waste`, ...) and later through a
 * `pt-exemption-code` extension. Both are rewritten, as GOBL does, into the
 * `exempt` key with the SAF-T exemption code in `pt-saft-exemption`.
 * Only the taxes of lines, discounts and charges of PT invoices are touched.
 */
import type { Normalizer } from "../../engine/index.ts";

type Obj = Record<string, any>;

/** Extension key the exemption code had before it moved to the SAF-T addon. */
export const OLD_EXT_KEY_EXEMPTION_CODE = "pt-exemption-code";
/** Where the exemption code lives now. */
export const EXT_KEY_SAFT_EXEMPTION = "pt-saft-exemption";
/** A further key some old exemptions carried. */
export const KEY_AT_TAX_CODE = "at-tax-code";

const exemption = (code: string, extra: Record<string, string> = {}) => ({ ...extra, [OLD_EXT_KEY_EXEMPTION_CODE]: code });
const atExempt = { [KEY_AT_TAX_CODE]: "exempt" };

/** Old exemption rate → the extensions that replace it. */
export const EXEMPT_RATE_MIGRATIONS: ReadonlyMap<string, Readonly<Record<string, string>>> = new Map(Object.entries({
  "exempt+outlay": exemption("M01"),
  "exempt+intrastate-export": exemption("M02"),
  "exempt+imports": exemption("M04"),
  "exempt+exports": exemption("M05"),
  "exempt+suspension-scheme": exemption("M06"),
  "exempt+internal-operations": exemption("M07"),
  "exempt+small-retail-scheme": exemption("M09", atExempt),
  "exempt+exempt-scheme": exemption("M10"),
  "exempt+tobacco-scheme": exemption("M11"),
  "exempt+margin-scheme+travel": exemption("M12", atExempt),
  "exempt+margin-scheme+second-hand": exemption("M13"),
  "exempt+margin-scheme+art": exemption("M14"),
  "exempt+margin-scheme+antiques": exemption("M15"),
  "exempt+goods-transmission": exemption("M16"),
  "exempt+other": exemption("M19"),
  "exempt+flat-rate-scheme": exemption("M20"),
  "exempt+non-deductible": exemption("M21"),
  "exempt+consignment-goods": exemption("M25"),
  "exempt+reverse-charge+waste": exemption("M30"),
  "exempt+reverse-charge+civil-eng": exemption("M31"),
  "exempt+reverse-charge+greenhouse": exemption("M32"),
  "exempt+reverse-charge+woods": exemption("M33"),
  "exempt+reverse-charge+b2b": exemption("M40"),
  "exempt+reverse-charge+intraeu": exemption("M41"),
  "exempt+reverse-charge+real-estate": exemption("M42"),
  "exempt+reverse-charge+gold": exemption("M43"),
  "exempt+non-taxable": exemption("M99"),
}));

/** Rewrites one combo in place. */
export function migrateCombo(combo: Obj): void {
  const rate: unknown = combo.rate;
  if (typeof rate === "string" && rate.split("+")[0] === "exempt" && combo.key !== "exempt") {
    const ext = EXEMPT_RATE_MIGRATIONS.get(rate);
    if (ext) {
      combo.key = "exempt";
      delete combo.rate;
      // The old rate's extensions replace whatever the combo had.
      combo.ext = { ...ext };
    }
  }
  const old = combo.ext?.[OLD_EXT_KEY_EXEMPTION_CODE];
  if (typeof old === "string" && old !== "") {
    const { [OLD_EXT_KEY_EXEMPTION_CODE]: _old, ...rest } = combo.ext as Record<string, string>;
    combo.ext = { ...rest, [EXT_KEY_SAFT_EXEMPTION]: old };
  }
}

function taxesOf(rows: unknown): Obj[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => (row && typeof row === "object" && Array.isArray(row.taxes) ? row.taxes : []));
}

export const invoiceMigration: Normalizer<Obj> = {
  type: "bill.Invoice",
  normalize(inv) {
    for (const combo of [...taxesOf(inv.lines), ...taxesOf(inv.discounts), ...taxesOf(inv.charges)]) {
      if (combo && typeof combo === "object") migrateCombo(combo);
    }
  },
};
