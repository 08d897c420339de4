/**
 * GOBL's rule for Argentine invoices (document scope: the AR regime only):
 * the supplier must carry a tax ID. It is checked only when there is a
 * supplier; the core's own rule reports a missing one.
 *
 * `field` holds a dotted path below the invoice ("supplier.tax_id").
 */
import type { Validator } from "../../engine/index.ts";

type Obj = Record<string, any>;

// A nested object counts as present even when empty, as in GOBL.
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export const invoiceRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-AR-BILL-INVOICE-01",
      field: "supplier.tax_id",
      message: "the supplier of an Argentine invoice needs a tax ID",
      when: (inv) => isObject(inv.supplier),
      test: (inv) => isObject(inv.supplier.tax_id),
    },
  ],
};

export const rules: Validator[] = [invoiceRules];
