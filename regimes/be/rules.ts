/**
 * Belgian invoice rules (Belgian documents only): a supplier is identified
 * either by a tax ID with a code or by a BCE/KBO identity. Without a BCE
 * identity the tax ID and its code are required; without a tax ID code the
 * identities must include a BCE one. Nothing is said when the supplier is
 * missing (the core rules report that).
 *
 * `field` holds a dotted path below the invoice (e.g. "supplier.tax_id.code").
 */
import { present, type Validator } from "../../engine/index.ts";
import { IDENTITY_TYPE_BCE } from "./identities.ts";

type Obj = Record<string, any>;

// A nested object counts as present even when empty, as in GOBL.
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** The identities include one of type BCE. */
export function hasBCEIdentity(identities: unknown): boolean {
  return Array.isArray(identities) && identities.some((id) => isObject(id) && id.type === IDENTITY_TYPE_BCE);
}

/** The party has a tax ID with a code. */
export function hasTaxIDCode(party: Obj): boolean {
  return isObject(party.tax_id) && typeof party.tax_id.code === "string" && party.tax_id.code !== "";
}

const supplierWithoutBCE = (inv: Obj) => isObject(inv.supplier) && !hasBCEIdentity(inv.supplier.identities);

export const invoiceRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-BE-BILL-INVOICE-01",
      field: "supplier.tax_id",
      message: "a Belgian supplier without a BCE identity needs a tax ID",
      when: supplierWithoutBCE,
      test: (inv) => isObject(inv.supplier.tax_id),
    },
    {
      code: "GOBL-BE-BILL-INVOICE-02",
      field: "supplier.tax_id.code",
      message: "a Belgian supplier without a BCE identity needs a tax ID code",
      when: (inv) => supplierWithoutBCE(inv) && isObject(inv.supplier.tax_id),
      test: (inv) => present(inv.supplier.tax_id.code),
    },
    {
      code: "GOBL-BE-BILL-INVOICE-03",
      field: "supplier.identities",
      message: "a Belgian supplier without a tax ID code needs a BCE identity",
      when: (inv) => isObject(inv.supplier) && !hasTaxIDCode(inv.supplier),
      test: (inv) => hasBCEIdentity(inv.supplier.identities),
    },
  ],
};

export const rules: Validator[] = [invoiceRules];
