/**
 * What the EN 16931 addon tests share: one engine with every regime and
 * addon, a German invoice that passes the addon's rules (the invoice of
 * GOBL's own addon tests), and helpers to build, re-validate and read
 * faults.
 */
import { createEngine } from "../../../../index.ts";
import { INVOICE } from "../../../regimes/support.ts";
import { documentOps, faultsStartingWith, type Found, type Obj } from "../../../support/documents.ts";

export type { Found, Obj };

export const ADDON = "eu-en16931-v2017";
export const engine = createEngine();

/** A fresh German standard invoice with the addon enabled, valid as it stands. */
export function germanInvoice(): Obj {
  return {
    $schema: INVOICE,
    $regime: "DE",
    $addons: [ADDON],
    type: "standard",
    currency: "EUR",
    series: "2024",
    code: "1000",
    issue_date: "2024-06-13",
    supplier: {
      name: "Cursor AG",
      tax_id: { country: "DE", code: "505898911" },
      people: [{ name: { given: "Peter", surname: "Cursorstone" } }],
      addresses: [{ street: "Dietmar-Hopp-Allee", locality: "Walldorf", code: "69190", country: "DE" }],
    },
    customer: {
      name: "Sample Consumer",
      tax_id: { country: "DE", code: "449674701" },
      people: [{ name: { given: "Max", surname: "Musterman" } }],
      addresses: [{ street: "Werner-Heisenberg-Allee", locality: "München", code: "80939", country: "DE" }],
    },
    lines: [
      {
        quantity: "10",
        item: { name: "Test Item", price: "100.00", unit: "item" },
        taxes: [{ cat: "VAT", rate: "general" }],
      },
    ],
    payment: {
      terms: { due_dates: [{ date: "2025-01-01", amount: "10.00" }] },
    },
  };
}

/** A German invoice with one line of 1.00 taxed by `combo` (GOBL's "exempt item" line). */
export function invoiceWithCombo(combo: Obj, notes?: Obj[]): Obj {
  const inv = germanInvoice();
  inv.lines = [{ quantity: "1", item: { name: "Exempt item", price: "1.00" }, taxes: [combo] }];
  if (notes) inv.tax = { notes };
  return inv;
}

export const { built, builtIgnoring, buildFaults, faultsAfter } = documentOps(engine);

/** Only the faults of this addon's rules. */
export const addonFaults = faultsStartingWith("GOBL-EU-EN16931-");
