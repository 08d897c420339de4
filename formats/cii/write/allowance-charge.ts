/** SpecifiedTradeAllowanceCharge: document and line level charges (ChargeIndicator true) and discounts (false). */
import type { XMLNode } from "../xml.ts";
import { taxCategory } from "./tax.ts";
import { ext, first, optional, percentNumber, twoDecimals, type JSONObject } from "./json.ts";

function allowanceCharge(isCharge: boolean, item: JSONObject, level: "document" | "line"): XMLNode {
  // A line's percent is only meaningful with the base it applies to; at
  // document level each is written when present.
  const withPercent = level === "document" ? item.percent !== undefined : item.percent !== undefined && item.base !== undefined;
  const withBase = level === "document" ? item.base !== undefined : withPercent;
  const firstTax = first(item.taxes as JSONObject[] | undefined);
  return {
    "ram:ChargeIndicator": { "udt:Indicator": isCharge ? "true" : "false" },
    "ram:CalculationPercent": withPercent ? percentNumber(item.percent) : undefined,
    "ram:BasisAmount": withBase ? twoDecimals(item.base) : undefined,
    "ram:ActualAmount": twoDecimals(item.amount),
    "ram:ReasonCode": optional(ext(item, isCharge ? "untdid-charge" : "untdid-allowance")),
    "ram:Reason": optional(item.reason),
    "ram:CategoryTradeTax": level === "document" && firstTax ? taxCategory(firstTax) : undefined,
  };
}

/** Charges first, then discounts, as gobl.cii lists them. */
export function allowanceCharges(holder: JSONObject, level: "document" | "line"): XMLNode[] {
  return [
    ...((holder.charges ?? []) as JSONObject[]).map((charge) => allowanceCharge(true, charge, level)),
    ...((holder.discounts ?? []) as JSONObject[]).map((discount) => allowanceCharge(false, discount, level)),
  ];
}
