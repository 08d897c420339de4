/** UBL allowances and charges read as GOBL discounts and charges. */
import type { Doc } from "../document.ts";
import { child, children, type ReadElement, textAt } from "../xml.ts";
import type { TaxCategoryIndex } from "./taxes.ts";
import { decimal, percentage } from "./values.ts";

function isCharge(ac: ReadElement): boolean {
  return textAt(ac, "ChargeIndicator")?.trim() === "true";
}

/** The fields lines and the document share: amount, reason, code, percent and base. */
function common(ac: ReadElement, extKey: string, line: boolean): Doc {
  const out: Doc = {};
  const reason = textAt(ac, "AllowanceChargeReason");
  if (reason !== undefined) out.reason = reason;
  const amount = textAt(ac, "Amount");
  if (amount) out.amount = decimal(amount);
  const code = textAt(ac, "AllowanceChargeReasonCode");
  if (code !== undefined) out.ext = { [extKey]: code };
  const base = textAt(ac, "BaseAmount");
  const factor = textAt(ac, "MultiplierFactorNumeric");
  // Document level keeps a stated base even without a percent; lines only with one.
  if (base !== undefined && (!line || factor !== undefined)) out.base = decimal(base);
  if (factor !== undefined) out.percent = percentage(factor);
  return out;
}

function readDocumentItem(ac: ReadElement, extKey: string, index: TaxCategoryIndex): Doc {
  const out = common(ac, extKey, false);
  const category = child(ac, "TaxCategory");
  const combo = category ? index.combo(category) : undefined;
  if (combo) out.taxes = [combo];
  return out;
}

export function readDocumentAllowanceCharges(root: ReadElement, index: TaxCategoryIndex): { charges?: Doc[]; discounts?: Doc[] } {
  const charges: Doc[] = [];
  const discounts: Doc[] = [];
  for (const ac of children(root, "AllowanceCharge")) {
    if (isCharge(ac)) charges.push(readDocumentItem(ac, "untdid-charge", index));
    else discounts.push(readDocumentItem(ac, "untdid-allowance", index));
  }
  return { ...(charges.length ? { charges } : {}), ...(discounts.length ? { discounts } : {}) };
}

export function readLineAllowanceCharges(line: ReadElement): { charges?: Doc[]; discounts?: Doc[] } {
  const charges: Doc[] = [];
  const discounts: Doc[] = [];
  for (const ac of children(line, "AllowanceCharge")) {
    if (isCharge(ac)) charges.push(common(ac, "untdid-charge", true));
    else discounts.push(common(ac, "untdid-allowance", true));
  }
  return { ...(charges.length ? { charges } : {}), ...(discounts.length ? { discounts } : {}) };
}

