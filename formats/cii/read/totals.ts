/** The totals a CII invoice states (BG-22), keyed by the GOBL totals field each corresponds to. */
import { child, textAt, type ParsedNode } from "../xml.ts";
import { taxTotalIn } from "./taxes.ts";

export function statedTotals(settlement: ParsedNode | undefined, currency: string | undefined): Record<string, string> {
  const summation = child(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation");
  const out: Record<string, string> = {};
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined && value.trim() !== "") out[key] = value.trim();
  };
  set("sum", textAt(summation, "LineTotalAmount"));
  set("charge", textAt(summation, "ChargeTotalAmount"));
  set("discount", textAt(summation, "AllowanceTotalAmount"));
  set("total", textAt(summation, "TaxBasisTotalAmount"));
  set("tax", taxTotalIn(summation, currency));
  set("rounding", textAt(summation, "RoundingAmount"));
  set("total_with_tax", textAt(summation, "GrandTotalAmount"));
  const prepaid = textAt(summation, "TotalPrepaidAmount");
  set("advance", prepaid);
  // With advances the amount still due is GOBL's `due`; otherwise it is the payable amount.
  set(prepaid ? "due" : "payable", textAt(summation, "DuePayableAmount"));
  return out;
}
