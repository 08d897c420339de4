/** SpecifiedTradeAllowanceCharge into GOBL charges (ChargeIndicator true) and discounts (false). */
import { child, children, textAt, type ParsedNode } from "../xml.ts";
import { taxCombo, type ExemptionCodes } from "./taxes.ts";
import { decimal, percentage, put, type Out } from "./values.ts";

function isCharge(node: ParsedNode): boolean {
  return (textAt(node, "ChargeIndicator", "Indicator") ?? "").trim() === "true";
}

/** A document-level charge or discount: reason, code, amount, base, percent and its tax. */
function documentItem(node: ParsedNode, charge: boolean, codes: ExemptionCodes, where: string): Out {
  const out: Out = {};
  put(out, "reason", textAt(node, "Reason"));
  const amount = textAt(node, "ActualAmount");
  if (amount) out.amount = decimal(amount, where);
  const code = textAt(node, "ReasonCode");
  if (code) out.ext = { [charge ? "untdid-charge" : "untdid-allowance"]: code };
  const base = textAt(node, "BasisAmount");
  if (base) out.base = decimal(base, where);
  const percent = textAt(node, "CalculationPercent");
  if (percent) out.percent = percentage(percent, where);
  const tax = child(node, "CategoryTradeTax");
  if (tax && textAt(tax, "TypeCode")) out.taxes = [taxCombo(tax, codes, where)];
  return out;
}

/** A line charge or discount: amount, code, reason and percent (the base is the line's). */
function lineItem(node: ParsedNode, charge: boolean, where: string): Out {
  const out: Out = { amount: decimal(textAt(node, "ActualAmount") ?? "", where) };
  const code = textAt(node, "ReasonCode");
  if (code) out.ext = { [charge ? "untdid-charge" : "untdid-allowance"]: code };
  put(out, "reason", textAt(node, "Reason"));
  const percent = textAt(node, "CalculationPercent");
  if (percent) out.percent = percentage(percent, where);
  return out;
}

/** Charges and discounts of a settlement, split by their indicator, in document order. */
export function allowancesAndCharges(
  settlement: ParsedNode | undefined,
  level: "document" | "line",
  codes: ExemptionCodes,
): { charges: Out[]; discounts: Out[] } {
  const charges: Out[] = [];
  const discounts: Out[] = [];
  children(settlement, "SpecifiedTradeAllowanceCharge").forEach((node, index) => {
    const charge = isCharge(node);
    const where = `${level} allowance/charge ${index + 1}`;
    const item = level === "document" ? documentItem(node, charge, codes, where) : lineItem(node, charge, where);
    (charge ? charges : discounts).push(item);
  });
  return { charges, discounts };
}
