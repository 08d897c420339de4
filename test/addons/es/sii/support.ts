/**
 * What the SII addon tests share: one engine with every regime and addon,
 * the invoice of GOBL's own SII tests (testInvoiceStandard: a Spanish
 * supplier, a Dutch customer, one line of 100.00 at the standard VAT rate),
 * and helpers to build, correct, re-validate and read faults.
 */
import { createEngine } from "../../../../index.ts";
import { INVOICE } from "../../../regimes/support.ts";
import { documentOps, faultsStartingWith, type Found, type Obj } from "../../../support/documents.ts";

export type { Found, Obj };

export const ADDON = "es-sii-v1";
export const engine = createEngine();

/** GOBL's testInvoiceLine. */
export function testLine(): Obj {
  return {
    quantity: "1",
    item: { name: "bogus", price: "100.00", unit: "pkg" },
    taxes: [{ cat: "VAT", rate: "standard" }],
  };
}

/** GOBL's testInvoiceStandard: valid under SII as it stands. */
export function testInvoice(): Obj {
  return {
    $schema: INVOICE,
    $addons: [ADDON],
    code: "123",
    supplier: { name: "Test Supplier", tax_id: { country: "ES", code: "B98602642" } },
    customer: { name: "Test Customer", tax_id: { country: "NL", code: "000099995B57" } },
    lines: [testLine()],
  };
}

export const { built, builtIgnoring, buildFaults, faultsAfter, corrected, correctFaults } = documentOps(engine);

/** Only the faults of this addon's rules. */
export const siiFaults = faultsStartingWith("GOBL-ES-SII-");
