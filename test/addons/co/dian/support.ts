/**
 * What the DIAN tests share: one engine with every regime and addon, GOBL's
 * test invoices (`baseInvoice` and `creditNote` in the addon's
 * bill_invoices_test.go: a Bogotá supplier and a Sabanalarga customer, both
 * with their municipality and fiscal responsibility, one untaxed line of
 * 0.001 at 1.000 pesos), and helpers to build, correct, re-validate and read
 * faults.
 */
import { createEngine } from "../../../../index.ts";
import { INVOICE } from "../../../regimes/support.ts";
import { documentOps, faultsStartingWith, type Found, type Obj } from "../../../support/documents.ts";

export type { Found, Obj };

export const ADDON = "co-dian-v2";
export const EXT_MUNICIPALITY = "co-dian-municipality";
export const EXT_FISCAL_RESPONSIBILITY = "co-dian-fiscal-responsibility";
export const EXT_CREDIT_CODE = "co-dian-credit-code";
export const EXT_DEBIT_CODE = "co-dian-debit-code";

export const engine = createEngine();

function parties(supplierResponsibility: string): Obj {
  return {
    supplier: {
      name: "Test Party",
      tax_id: { country: "CO", code: "412615332" },
      addresses: [{ locality: "Bogotá, D.C.", region: "Bogotá" }],
      ext: { [EXT_MUNICIPALITY]: "11001", [EXT_FISCAL_RESPONSIBILITY]: supplierResponsibility },
    },
    customer: {
      name: "Test Customer",
      tax_id: { country: "CO", code: "124499654" },
      addresses: [{ locality: "Sabanalarga", region: "Atlántico" }],
      ext: { [EXT_MUNICIPALITY]: "08638", [EXT_FISCAL_RESPONSIBILITY]: "O-47" },
    },
  };
}

const LINES = (): Obj[] => [{ quantity: "0.001", item: { name: "bogus", price: "1.000" } }];

/** GOBL's `baseInvoice`. */
export function baseInvoice(): Obj {
  return {
    $schema: INVOICE,
    $regime: "CO",
    $addons: [ADDON],
    currency: "COP",
    code: "TEST",
    issue_date: "2022-12-27",
    type: "standard",
    ...parties("O-13"),
    lines: LINES(),
  };
}

/** GOBL's `creditNote`: revokes invoice TEST (credit cause 2), without a reason yet. */
export function creditNote(): Obj {
  return {
    $schema: INVOICE,
    $regime: "CO",
    $addons: [ADDON],
    currency: "COP",
    code: "TEST",
    type: "credit-note",
    issue_date: "2022-12-29",
    preceding: [{ code: "TEST", issue_date: "2022-12-27", ext: { [EXT_CREDIT_CODE]: "2" } }],
    ...parties("O-47"),
    lines: LINES(),
  };
}

export const { built, builtIgnoring, buildFaults, faultsAfter, corrected, correctFaults } = documentOps(engine);

/** Only the faults of this addon's rules. */
export const addonFaults = faultsStartingWith("GOBL-CO-DIAN-");
