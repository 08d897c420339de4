/**
 * What the EN 16931 addon tests share: one engine with every regime and
 * addon, a German invoice that passes the addon's rules (the invoice of
 * GOBL's own addon tests), and helpers to build, re-validate and read
 * faults.
 */
import { expect } from "vitest";
import { BizdocError, ENVELOPE_ID, createEngine } from "../../../../index.ts";
import { INVOICE, type Found, type Obj } from "../../../regimes/support.ts";

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

/** Builds a document that must pass, giving the built document. */
export async function built(doc: Obj): Promise<Obj> {
  return (await engine.build(doc)) as Obj;
}

/**
 * Builds a document inside an envelope whose header ignores the given rule
 * codes, giving the built document: a way to look at the normalised result
 * of a document that breaks those rules.
 */
export async function builtIgnoring(doc: Obj, codes: string[]): Promise<Obj> {
  const envelope = (await engine.build({ $schema: ENVELOPE_ID, head: { ignore: codes }, doc })) as Obj;
  return envelope.doc;
}

/** The faults of building a document (an empty list when it builds). */
export async function buildFaults(doc: Obj): Promise<Found[]> {
  return faultsOrNone(engine.build(doc));
}

/**
 * Builds a valid document, changes the result as `change` says and validates
 * it again without normalising, the way GOBL's tests alter a calculated
 * invoice before validating it. Gives the faults (an empty list when valid).
 */
export async function faultsAfter(doc: Obj, change: (built: Obj) => void): Promise<Found[]> {
  const out = await built(doc);
  change(out);
  return faultsOrNone(engine.validate(out));
}

async function faultsOrNone(op: Promise<unknown>): Promise<Found[]> {
  const err = await op.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (err === undefined) return [];
  expect(err).toBeInstanceOf(BizdocError);
  expect((err as BizdocError).key).toBe("validation");
  return (err as BizdocError).faults.map(({ code, properties }) => ({ code, properties }));
}

/** Only the faults of this addon's rules. */
export const addonFaults = (faults: Found[]): Found[] => faults.filter((f) => f.code?.startsWith("GOBL-EU-EN16931-"));
