/**
 * NFS-e on invoice lines (GOBL: gobl.br.nfse addon/bill_line.go): every
 * line states the municipal service tax, ISS, among its taxes.
 */
import type { Line, Validator } from "../../../engine/index.ts";
import { TAX_CATEGORY_ISS } from "../../../regimes/br/categories.ts";

export const lineRules: Validator<Line> = {
  type: "bill.Line",
  assert: [
    {
      code: "GOBL-BR-NFSE-BILL-LINE-01",
      field: "taxes",
      message: `each line of an NFS-e needs the ${TAX_CATEGORY_ISS} tax among its taxes`,
      test: (line) => (line.taxes ?? []).some((combo) => combo?.cat === TAX_CATEGORY_ISS),
    },
  ],
};
