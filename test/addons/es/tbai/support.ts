/**
 * What the TicketBAI addon tests share: one engine with every regime and
 * addon, GOBL's `testInvoiceStandard` (a Bizkaia invoice to a Dutch
 * customer with one exempt line), and helpers to build, re-validate and read
 * faults.
 */
import { createEngine } from "../../../../index.ts";
import type { Context, RuleSet } from "../../../../engine/index.ts";
import { INVOICE } from "../../../regimes/support.ts";
import { documentOps, faultsStartingWith, type Found, type Obj } from "../../../support/documents.ts";

export type { Found, Obj };

export const ADDON = "es-tbai-v1";
export const engine = createEngine();

/** GOBL's `testInvoiceStandard`: valid as it stands once built. */
export function standardInvoice(): Obj {
  return {
    $schema: INVOICE,
    $addons: [ADDON],
    series: "ABC",
    code: "123",
    tax: { ext: { "es-tbai-region": "BI" } },
    supplier: {
      name: "Test Supplier",
      tax_id: { country: "ES", code: "B98602642" },
    },
    customer: {
      name: "Test Customer",
      tax_id: { country: "NL", code: "000099995B57" },
    },
    lines: [
      {
        quantity: "1",
        item: { name: "bogus", price: "100.00", unit: "pkg" },
        taxes: [{ cat: "VAT", key: "exempt", ext: { "es-tbai-exemption": "E1" } }],
      },
    ],
    notes: [{ key: "general", text: "This is a test invoice" }],
  };
}

export const { built, builtIgnoring, buildFaults, faultsAfter } = documentOps(engine);

/** Only the faults of this addon's rules. */
export const addonFaults = faultsStartingWith("GOBL-ES-TBAI-");

/** A context no normaliser or rule of this addon looks at (they work on the value alone). */
export const NO_CONTEXT = {} as Context;

/**
 * The codes a rule set gives for one value on its own, the way GOBL's tests
 * call `ruleSet.Validate(value)` on a bare combo.
 */
export function ruleCodes<T>(set: RuleSet<T>, value: T): string[] {
  const codes: string[] = [];
  for (const a of set.assert) {
    if (a.when && !a.when(value, NO_CONTEXT)) continue;
    if ("failing" in a) {
      if (a.failing(value, NO_CONTEXT).length > 0) codes.push(a.code);
    } else if (!a.test(value, NO_CONTEXT)) {
      codes.push(a.code);
    }
  }
  return codes;
}
