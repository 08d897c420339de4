/**
 * What the SDI addon tests share: one engine with every regime and addon,
 * the invoice of GOBL's own SDI tests (testInvoiceStandard: an Italian
 * supplier and customer, one line of ten items at 100.00 with a 10% discount
 * and the general VAT rate, prices including VAT), and helpers to build,
 * re-validate and read faults.
 */
import { expect } from "vitest";
import { createEngine } from "../../../../index.ts";
import { INVOICE } from "../../../regimes/support.ts";
import { documentOps, faultsStartingWith, type Found, type Obj } from "../../../support/documents.ts";

export type { Found, Obj };

export const ADDON = "it-sdi-v1";
export const engine = createEngine();

/** GOBL's testInvoiceStandard: valid under SDI as it stands. */
export function testInvoice(): Obj {
  return {
    $schema: INVOICE,
    $regime: "IT",
    $addons: [ADDON],
    code: "123TEST",
    currency: "EUR",
    tax: {
      prices_include: "VAT",
      ext: { "it-sdi-document-type": "TD01", "it-sdi-format": "FPA12" },
    },
    type: "standard",
    supplier: {
      name: "Test Supplier",
      tax_id: { country: "IT", code: "12345678903" },
      addresses: [{ street: "Via di Test", code: "12345", locality: "Rome", country: "IT", num: "3" }],
    },
    customer: {
      name: "Test Customer",
      tax_id: { country: "IT", code: "13029381004" },
      addresses: [{ street: "Piazza di Test", code: "38342", locality: "Venezia", country: "IT", num: "1" }],
    },
    issue_date: "2022-06-13",
    lines: [
      {
        quantity: "10",
        item: { name: "Test Item", price: "100.00" },
        taxes: [{ cat: "VAT", rate: "general" }],
        discounts: [{ reason: "Testing", percent: "10%" }],
      },
    ],
  };
}

export const { built, builtIgnoring, buildFaults, faultsAfter, corrected, correctFaults } = documentOps(engine);

/** Only the faults of this addon's rules. */
export const sdiFaults = faultsStartingWith("GOBL-IT-SDI-");

/** Expects a fault with this code, at exactly these paths. */
export function expectFault(faults: Found[], code: string, ...paths: string[]): void {
  const fault = faults.find((f) => f.code === code);
  expect(fault, `${code} among ${JSON.stringify(faults)}`).toBeDefined();
  expect([...fault!.properties].sort()).toEqual([...paths].sort());
}

/** Expects no fault with this code. */
export function expectNoFault(faults: Found[], code: string): void {
  expect(faults.map((f) => f.code)).not.toContain(code);
}
