/**
 * ZATCA on invoice lines (GOBL: addon/bill_line.go): ZATCA takes no charges
 * on a line (BR-KSA-EN16931-06); discounts are fine.
 */
import { present, type Validator } from "../../../engine/index.ts";

export const lineRules: Validator<{ charges?: unknown[] }> = {
  type: "bill.Line",
  assert: [
    {
      code: "GOBL-SA-ZATCA-BILL-LINE-01",
      field: "charges",
      message: "ZATCA takes no charges on invoice lines (BR-KSA-EN16931-06)",
      test: (line) => !present(line.charges),
    },
  ],
};
