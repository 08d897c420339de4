/**
 * What the VERI*FACTU tests share: one engine with every regime and addon,
 * GOBL's test invoice (`testInvoiceStandard` in the addon's bill_test.go: a
 * Spanish supplier invoicing a Dutch company one package at 100.00 with
 * standard VAT), and helpers to build, correct, re-validate and read faults.
 */
import { createEngine } from "../../../../index.ts";
import type { Combo, Context } from "../../../../engine/index.ts";
import { validateWith } from "../../../../engine/rules/validate.ts";
import { ComboSchema } from "../../../../engine/tax/schema.ts";
import { comboNormalizer, comboRules } from "../../../../addons/es/verifactu/combo.ts";
import { INVOICE } from "../../../regimes/support.ts";
import { documentOps, faultsStartingWith, type Found, type Obj } from "../../../support/documents.ts";

export type { Found, Obj };

export const ADDON = "es-verifactu-v1";
export const engine = createEngine();

/** GOBL's `testInvoiceStandard`: no currency, no issue date, no regime (all derived). */
export function testInvoiceStandard(): Obj {
  return {
    $schema: INVOICE,
    $addons: [ADDON],
    code: "123",
    supplier: { name: "Test Supplier", tax_id: { country: "ES", code: "B98602642" } },
    customer: { name: "Test Customer", tax_id: { country: "NL", code: "000099995B57" } },
    lines: [
      {
        quantity: "1",
        item: { name: "bogus", price: "100.00", unit: "pkg" },
        taxes: [{ cat: "VAT", rate: "standard" }],
      },
    ],
  };
}

/** A VAT total of 21% on 100.00, as GOBL's tests give a preceding document's taxes. */
export function precedingTax(): Obj {
  return { categories: [{ code: "VAT", rates: [{ base: "100.00", percent: "21%" }] }] };
}

export const { built, builtIgnoring, buildFaults, faultsAfter, corrected, correctFaults } = documentOps(engine);

/** Only the faults of this addon's rules. */
export const addonFaults = faultsStartingWith("GOBL-ES-VERIFACTU-");

// GOBL's tax_test.go calls the combo normaliser and rule set directly; so do these.
const noContext = {} as Context;

/** Runs the addon's combo normaliser on a combo, in place, and gives it back. */
export function normalizeCombo(combo: Obj): Combo {
  comboNormalizer.normalize(combo as Combo, noContext);
  return combo as Combo;
}

/** The faults of the addon's combo rules on one combo (paths from `$`, the combo). */
export function comboFaults(combo: Obj): Found[] {
  return validateWith([comboRules], ComboSchema, combo, noContext).map(({ code, properties }) => ({ code, properties }));
}
