/**
 * Spanish invoice rules: the supplier, its tax ID and the tax ID's code are
 * required on invoices of the ES regime. Each check runs only when the level
 * above it exists, so one missing piece gives one fault, at its own path.
 *
 * `field` holds a dotted path below the invoice (e.g. "supplier.tax_id.code").
 */
import { present, type Validator } from "../../engine/index.ts";

type Obj = Record<string, any>;

// A nested object counts as present even when empty, as in GOBL.
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null;

export const invoiceRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-ES-BILL-INVOICE-01",
      field: "supplier",
      message: "a Spanish invoice needs a supplier",
      test: (inv) => isObject(inv.supplier),
    },
    {
      code: "GOBL-ES-BILL-INVOICE-02",
      field: "supplier.tax_id",
      message: "the supplier of a Spanish invoice needs a tax ID",
      when: (inv) => isObject(inv.supplier),
      test: (inv) => isObject(inv.supplier.tax_id),
    },
    {
      code: "GOBL-ES-BILL-INVOICE-03",
      field: "supplier.tax_id.code",
      message: "the supplier's tax ID on a Spanish invoice needs a code",
      when: (inv) => isObject(inv.supplier) && isObject(inv.supplier.tax_id),
      test: (inv) => present(inv.supplier.tax_id.code),
    },
  ],
};

export const rules: Validator[] = [invoiceRules];
