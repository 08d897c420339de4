/**
 * What the AdE ticket tests share: one engine with every regime and addon,
 * GOBL's test invoice (`exampleStandardInvoice` in the addon's
 * bill_invoices_test.go: an Italian supplier selling two lines with 10%
 * discounts, VAT-inclusive, one at the general rate and one exempt with
 * nature N4, with a lottery code), and helpers to build, correct,
 * re-validate and read faults.
 */
import { createEngine } from "../../../../index.ts";
import { INVOICE } from "../../../regimes/support.ts";
import { documentOps, faultsStartingWith, type Found, type Obj } from "../../../support/documents.ts";

export type { Found, Obj };

export const ADDON = "it-ticket-v1";
export const EXT_EXEMPT = "it-ticket-exempt";
export const EXT_PRODUCT = "it-ticket-product";
export const EXT_LOTTERY = "it-ticket-lottery";
export const EXT_LINE_REF = "it-ticket-line-ref";

export const engine = createEngine();

/** GOBL's `exampleStandardInvoice`. */
export function exampleStandardInvoice(): Obj {
  return {
    $schema: INVOICE,
    $regime: "IT",
    $addons: [ADDON],
    code: "123TEST",
    currency: "EUR",
    tax: { prices_include: "VAT", ext: { [EXT_LOTTERY]: "12345678" } },
    type: "standard",
    supplier: { name: "Test Supplier", tax_id: { country: "IT", code: "12345678903" } },
    issue_date: "2022-06-13",
    lines: [
      {
        quantity: "10",
        item: { name: "Test Item 0", price: "100.00" },
        taxes: [{ cat: "VAT", rate: "general" }],
        discounts: [{ reason: "Testing", percent: "10%" }],
      },
      {
        quantity: "13",
        item: { name: "Test Item 1", price: "10.00" },
        taxes: [{ cat: "VAT", ext: { [EXT_EXEMPT]: "N4" } }],
        discounts: [{ reason: "Testing", percent: "10%" }],
      },
    ],
  };
}

/** A third line as GOBL's line tax tests append it: ten of an item at 100.00, with the given taxes. */
export function extraLine(taxes?: Obj[]): Obj {
  return { quantity: "10", item: { name: "Test Item 2", price: "100.00" }, ...(taxes ? { taxes } : {}) };
}

export const { built, builtIgnoring, buildFaults, faultsAfter, corrected, correctFaults } = documentOps(engine);

/** Only the faults of this addon's rules. */
export const addonFaults = faultsStartingWith("GOBL-IT-TICKET-");
