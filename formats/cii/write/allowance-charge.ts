/** SpecifiedTradeAllowanceCharge: document and line level charges (ChargeIndicator true) and discounts (false). */
import type { XMLNode } from "../xml.ts";
import { taxCategory } from "./tax.ts";
import { ext, first, optional, percentNumber, twoDecimals, type JSONObject } from "./json.ts";

/**
 * A document-level percentage states the base it applies to: its own, or
 * the invoice's line sum, on which GOBL calculates it (Peppol requires the
 * base with a percentage, PEPPOL-EN16931-R041; gobl.cii writes the
 * percentage alone). A line's percent is written only with a base of its own.
 */
function allowanceCharge(isCharge: boolean, item: JSONObject, level: "document" | "line", documentBase: string | undefined): XMLNode {
  const withPercent = item.percent !== undefined && (level === "document" || item.base !== undefined);
  const base: string | undefined = level === "document" ? (item.base ?? (withPercent ? documentBase : undefined)) : withPercent ? item.base : undefined;
  const firstTax = first(item.taxes as JSONObject[] | undefined);
  return {
    "ram:ChargeIndicator": { "udt:Indicator": isCharge ? "true" : "false" },
    "ram:CalculationPercent": withPercent ? percentNumber(item.percent) : undefined,
    "ram:BasisAmount": base !== undefined ? twoDecimals(base) : undefined,
    "ram:ActualAmount": twoDecimals(item.amount),
    "ram:ReasonCode": optional(ext(item, isCharge ? "untdid-charge" : "untdid-allowance")),
    "ram:Reason": optional(item.reason),
    "ram:CategoryTradeTax": level === "document" && firstTax ? taxCategory(firstTax) : undefined,
  };
}

/** Charges first, then discounts, as gobl.cii lists them. */
export function allowanceCharges(holder: JSONObject, level: "document" | "line"): XMLNode[] {
  const documentBase: string | undefined = level === "document" ? holder.totals?.sum : undefined;
  return [
    ...((holder.charges ?? []) as JSONObject[]).map((charge) => allowanceCharge(true, charge, level, documentBase)),
    ...((holder.discounts ?? []) as JSONObject[]).map((discount) => allowanceCharge(false, discount, level, documentBase)),
  ];
}
