/**
 * What the ARCA tests share: one engine with every regime and addon, the
 * invoices of GOBL's own ARCA tests (bill_invoice_test.go: testInvoiceStandard
 * and its goods, services, simplified, type C and tourism variants, with
 * testOrdering, testPayment and testPreceding), and helpers to build,
 * correct, re-validate and read faults.
 *
 * GOBL's tests often only normalise or calculate an invoice (no validation);
 * `normalized` does the same through the engine by building with every ARCA
 * rule ignored, so a document that breaks one of them still gives its
 * normalised form.
 */
import { createEngine } from "../../../../index.ts";
import type { Context } from "../../../../engine/index.ts";
import { validateWith } from "../../../../engine/rules/validate.ts";
import { ChargeSchema } from "../../../../engine/bill/schema.ts";
import { ComboSchema } from "../../../../engine/tax/schema.ts";
import { chargeRules } from "../../../../addons/ar/arca/charges.ts";
import { comboNormalizer, comboRules } from "../../../../addons/ar/arca/combo.ts";
import { INVOICE } from "../../../regimes/support.ts";
import { documentOps, faultsOrNone, faultsStartingWith, type Found, type Obj } from "../../../support/documents.ts";

export type { Found, Obj };

export const ADDON = "ar-arca-v4";
export const engine = createEngine();

export const DOC_TYPE = "ar-arca-doc-type";
export const CONCEPT = "ar-arca-concept";
export const VAT_STATUS = "ar-arca-vat-status";
export const VAT_RATE = "ar-arca-vat-rate";
export const IDENTITY_TYPE = "ar-arca-identity-type";
export const TAX_TYPE = "ar-arca-tax-type";
export const TOURISM_TYPE = "ar-arca-tourism-type";
export const TOURISM_ITEM = "ar-arca-tourism-item";

/** GOBL's testInvoiceStandard: an Argentine company invoicing an Argentine individual (CUIL), doc type 1. */
export function testInvoiceStandard(): Obj {
  return {
    $schema: INVOICE,
    $addons: [ADDON],
    type: "standard",
    series: "1",
    code: "123",
    tax: { ext: { [DOC_TYPE]: "1" } },
    supplier: { name: "Test Supplier", tax_id: { country: "AR", code: "30500010912" } },
    customer: { name: "Test Customer", tax_id: { country: "AR", code: "20172543597" } },
    lines: [
      {
        quantity: "1",
        item: { name: "Test Item", price: "100.00", unit: "pkg" },
        taxes: [{ cat: "VAT", rate: "standard" }],
      },
    ],
  };
}

/** GOBL's testInvoiceWithGoods: the standard invoice, its item keyed `goods`. */
export function testInvoiceWithGoods(): Obj {
  const inv = testInvoiceStandard();
  inv.lines[0].item.key = "goods";
  return inv;
}

/** GOBL's testInvoiceWithServices: the item keyed `services`, with ordering period and due dates. */
export function testInvoiceWithServices(): Obj {
  const inv = testInvoiceStandard();
  inv.lines[0].item.key = "services";
  inv.ordering = testOrdering();
  inv.payment = testPayment();
  return inv;
}

/** GOBL's testInvoiceSimplified: goods, no customer, doc type 6 (invoice B). */
export function testInvoiceSimplified(): Obj {
  const inv = testInvoiceWithGoods();
  delete inv.customer;
  inv.tax.ext[DOC_TYPE] = "6";
  return inv;
}

/** GOBL's testInvoiceTypeC: a Monotributo supplier (tag `monotax`), doc type 11, a service line without taxes. */
export function testInvoiceTypeC(): Obj {
  return {
    $schema: INVOICE,
    $addons: [ADDON],
    $tags: ["monotax"],
    series: "1",
    code: "123",
    tax: { ext: { [DOC_TYPE]: "11" } },
    supplier: { name: "Test Supplier Monotributo", tax_id: { country: "AR", code: "20172543597" } },
    customer: { name: "Test Customer", tax_id: { country: "AR", code: "30500010912" } },
    lines: [{ quantity: "1", item: { name: "Service Item", price: "100.00", key: "services" } }],
    ordering: testOrdering(),
    payment: testPayment(),
  };
}

/** GOBL's testInvoiceTourism: a hotel invoicing a foreign tourist, doc type 195 (invoice T). */
export function testInvoiceTourism(): Obj {
  return {
    $schema: INVOICE,
    $addons: [ADDON],
    type: "standard",
    series: "1",
    code: "123",
    tax: { ext: { [DOC_TYPE]: "195", [TOURISM_TYPE]: "1" } },
    supplier: { name: "Test Hotel", tax_id: { country: "AR", code: "30500010912" } },
    customer: {
      name: "Foreign Tourist",
      tax_id: { country: "US", code: "123456789" },
      addresses: [{ street: "5th Avenue 100", locality: "New York", country: "US" }],
    },
    lines: [
      {
        quantity: "1",
        item: { name: "Hotel Room", price: "100.00", key: "goods" },
        taxes: [{ cat: "VAT", rate: "standard", ext: { [TOURISM_ITEM]: "1" } }],
      },
    ],
  };
}

/** GOBL's testOrdering: January 2024. */
export function testOrdering(): Obj {
  return { period: { start: "2024-01-01", end: "2024-01-31" } };
}

/** GOBL's testPayment: one due date, 2024-02-15, for 100.00. */
export function testPayment(): Obj {
  return { terms: { due_dates: [{ date: "2024-02-15", amount: "100.00" }] } };
}

/** GOBL's testPreceding: invoice A 1-100. */
export function testPreceding(): Obj[] {
  return [{ series: "1", code: "100", ext: { [DOC_TYPE]: "1" } }];
}

/** A VAT line of 50.00 for services, as GOBL's mixed goods-and-services cases add. */
export function serviceLine(): Obj {
  return {
    quantity: "1",
    item: { name: "Service Item", price: "50.00", key: "services" },
    taxes: [{ cat: "VAT", rate: "standard" }],
  };
}

export const { built, builtIgnoring, buildFaults, faultsAfter, corrected, correctFaults } = documentOps(engine);

/** Only the faults of this addon's rules. */
export const arcaFaults = faultsStartingWith("GOBL-AR-ARCA-");

/** Every rule code of the addon: ignored all together, a build gives the normalised document whatever the rules say. */
const ARCA_CODES = [
  ...Array.from({ length: 31 }, (_, i) => `GOBL-AR-ARCA-BILL-INVOICE-${String(i + 1).padStart(2, "0")}`),
  "GOBL-AR-ARCA-BILL-CHARGE-01",
  "GOBL-AR-ARCA-BILL-CHARGE-02",
  "GOBL-AR-ARCA-BILL-CHARGE-03",
  "GOBL-AR-ARCA-TAX-COMBO-01",
];

/**
 * The normalised and calculated document, as GOBL's `norm.Normalize` or
 * `Calculate` leave it (no ARCA rule applied, nor the core rules listed,
 * for documents GOBL's tests calculate but never validate).
 */
export const normalized = (doc: Obj, alsoIgnore: string[] = []): Promise<Obj> => builtIgnoring(doc, [...ARCA_CODES, ...alsoIgnore]);

/** The ARCA faults of building a document. */
export const buildArcaFaults = async (doc: Obj): Promise<Found[]> => arcaFaults(await buildFaults(doc));

/** The ARCA faults of validating a document as it is, without normalising or calculating it. */
export const validateArcaFaults = async (doc: Obj): Promise<Found[]> => arcaFaults(await faultsOrNone(engine.validate(doc)));

// GOBL's charge and combo tests validate or normalise one object directly; so do these.
const noContext = {} as Context;

/** The faults of the addon's charge rules on one charge (paths from `$`, the charge). */
export function chargeFaults(charge: Obj): Found[] {
  return validateWith([chargeRules], ChargeSchema, charge, noContext).map(({ code, properties }) => ({ code, properties }));
}

/** Runs the addon's combo normaliser on a combo, in place, and gives it back. */
export function normalizeCombo<T extends Obj | undefined>(combo: T): T {
  comboNormalizer.normalize(combo as any, noContext);
  return combo;
}

/** The faults of the addon's combo rules on one combo (paths from `$`, the combo). */
export function comboFaults(combo: Obj): Found[] {
  return validateWith([comboRules], ComboSchema, combo, noContext).map(({ code, properties }) => ({ code, properties }));
}
