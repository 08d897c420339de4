/** The totals a CII invoice states (BG-22), keyed by the GOBL totals field each corresponds to. */
import { addStatedTotal, noStatedTotals, type StatedTotals } from "../../common/xml-values.ts";
import { child, textAt, type ParsedNode } from "../xml.ts";
import { taxTotalIn } from "./taxes.ts";

export function statedTotals(settlement: ParsedNode | undefined, currency: string | undefined): StatedTotals {
  const summation = child(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation");
  const out = noStatedTotals();
  const add = (field: string, element: string, value = textAt(summation, element)) => addStatedTotal(out, field, `ram:${element}`, value);
  add("sum", "LineTotalAmount");
  add("charge", "ChargeTotalAmount");
  add("discount", "AllowanceTotalAmount");
  add("total", "TaxBasisTotalAmount");
  add("tax", "TaxTotalAmount", taxTotalIn(summation, currency));
  add("rounding", "RoundingAmount");
  add("total_with_tax", "GrandTotalAmount");
  const prepaid = textAt(summation, "TotalPrepaidAmount");
  add("advance", "TotalPrepaidAmount");
  // With advances the amount still due is GOBL's `due`; otherwise it is the payable amount.
  add(prepaid ? "due" : "payable", "DuePayableAmount");
  return out;
}
