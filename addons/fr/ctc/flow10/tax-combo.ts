/**
 * Flow 10 reports French VAT only (G1.24; upstream: addon/flow10/tax_combo.go):
 * every tax combo is VAT (01) of France, or of no country given, which
 * means the document's own, French (02). Payments are not concerned: their
 * lines carry tax totals, not combos (bill-payment rule 09 covers them).
 */
import type { Validator } from "../../../../engine/index.ts";

type Obj = Record<string, any>;

const P = "GOBL-FR-CTC-FLOW10-TAX-COMBO";

/** GOBL's `is.In` passes a missing value; an empty text is a value. */
const missing = (v: unknown): boolean => v === undefined || v === null;

export const comboRules: Validator<Obj> = {
  type: "tax.Combo",
  assert: [
    {
      code: `${P}-01`,
      field: "cat",
      message: "flow 10 reports French VAT only: the tax category must be VAT (G1.24)",
      test: (c) => missing(c.cat) || c.cat === "VAT",
    },
    {
      code: `${P}-02`,
      field: "country",
      message: "flow 10 reports French VAT only: the tax country must be France or left out (G1.24)",
      test: (c) => missing(c.country) || c.country === "" || c.country === "FR",
    },
  ],
};
