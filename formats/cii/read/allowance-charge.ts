/** SpecifiedTradeAllowanceCharge into GOBL charges (ChargeIndicator true) and discounts (false). */
import { child, children, textAt, type ParsedNode } from "../xml.ts";
import { taxCombo, type ExemptionCodes } from "./taxes.ts";
import { decimal, percentage, put, type Out } from "./values.ts";

function isCharge(node: ParsedNode): boolean {
  return (textAt(node, "ChargeIndicator", "Indicator") ?? "").trim() === "true";
}

/** A document-level charge or discount: reason, code, amount, base, percent and its tax. `where` names it in refusals. */
function documentItem(node: ParsedNode, charge: boolean, codes: ExemptionCodes, where: string): Out {
  const out: Out = {};
  put(out, "reason", textAt(node, "Reason"));
  const amount = textAt(node, "ActualAmount");
  if (amount) out.amount = decimal(amount, `ram:ActualAmount of ${where}`);
  const code = textAt(node, "ReasonCode");
  if (code) out.ext = { [charge ? "untdid-charge" : "untdid-allowance"]: code };
  const base = textAt(node, "BasisAmount");
  if (base) out.base = decimal(base, `ram:BasisAmount of ${where}`);
  const percent = textAt(node, "CalculationPercent");
  if (percent) out.percent = percentage(percent, `ram:CalculationPercent of ${where}`);
  const tax = child(node, "CategoryTradeTax");
  if (tax && textAt(tax, "TypeCode")) out.taxes = [taxCombo(tax, codes, `ram:CategoryTradeTax of ${where}`)];
  return out;
}

/** A line charge or discount: amount, code, reason, percent and its base. `where` names it in refusals. */
function lineItem(node: ParsedNode, charge: boolean, where: string): Out {
  const out: Out = { amount: decimal(textAt(node, "ActualAmount") ?? "", `ram:ActualAmount of ${where}`) };
  const code = textAt(node, "ReasonCode");
  if (code) out.ext = { [charge ? "untdid-charge" : "untdid-allowance"]: code };
  put(out, "reason", textAt(node, "Reason"));
  const percent = textAt(node, "CalculationPercent");
  if (percent) out.percent = percentage(percent, `ram:CalculationPercent of ${where}`);
  // BT-137/BT-142: the base the percentage is of, when stated (gobl.cii drops it and GOBL takes the line's sum).
  const base = textAt(node, "BasisAmount");
  if (base && percent) out.base = decimal(base, `ram:BasisAmount of ${where}`);
  return out;
}

/**
 * Charges and discounts of a settlement, split by their indicator, in
 * document order: the document's, or a line's when `line` names it ("line 2").
 */
export function allowancesAndCharges(settlement: ParsedNode | undefined, codes: ExemptionCodes, line?: string): { charges: Out[]; discounts: Out[] } {
  const charges: Out[] = [];
  const discounts: Out[] = [];
  children(settlement, "SpecifiedTradeAllowanceCharge").forEach((node, index) => {
    const charge = isCharge(node);
    const where = `ram:SpecifiedTradeAllowanceCharge ${index + 1}${line ? ` of ${line}` : ""}`;
    const item = line === undefined ? documentItem(node, charge, codes, where) : lineItem(node, charge, where);
    (charge ? charges : discounts).push(item);
  });
  return { charges, discounts };
}
