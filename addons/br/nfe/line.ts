/**
 * NF-e on invoice lines (GOBL: gobl.br.nfe addon/bill_line.go): every line
 * states ICMS (01), PIS (02) and COFINS (03) among its taxes.
 */
import type { Line, Validator } from "../../../engine/index.ts";
import { TAX_CATEGORY_COFINS, TAX_CATEGORY_ICMS, TAX_CATEGORY_PIS } from "../../../regimes/br/categories.ts";

const hasCategory = (code: string, cat: string) => ({
  code,
  field: "taxes",
  message: `each line of an NF-e needs the ${cat} tax among its taxes`,
  test: (line: Line) => (line.taxes ?? []).some((combo) => combo?.cat === cat),
});

export const lineRules: Validator<Line> = {
  type: "bill.Line",
  assert: [
    hasCategory("GOBL-BR-NFE-BILL-LINE-01", TAX_CATEGORY_ICMS),
    hasCategory("GOBL-BR-NFE-BILL-LINE-02", TAX_CATEGORY_PIS),
    hasCategory("GOBL-BR-NFE-BILL-LINE-03", TAX_CATEGORY_COFINS),
  ],
};
