/** UBL allowances and charges read as GOBL discounts and charges. */
import type { Doc } from "../document.ts";
import { child, children, type ReadElement, textAt } from "../xml.ts";
import type { TaxCategoryIndex } from "./taxes.ts";
import { decimal, percentage } from "./values.ts";

function isCharge(ac: ReadElement): boolean {
  return textAt(ac, "ChargeIndicator")?.trim() === "true";
}

/**
 * The fields lines and the document share: amount, reason, code, percent and
 * base. `where` names the allowance or charge in refusals ("allowance/charge 2
 * of line 1"). A document-level amount may be empty (read as none, as GOBL's
 * parser reads it: the percent gives it); a line's may not.
 */
function common(ac: ReadElement, extKey: string, line: boolean, where: string): Doc {
  const out: Doc = {};
  const reason = textAt(ac, "AllowanceChargeReason");
  if (reason !== undefined) out.reason = reason;
  const amount = textAt(ac, "Amount");
  if (amount !== undefined && (line || amount.trim() !== "")) out.amount = decimal(amount, `cbc:Amount of ${where}`);
  const code = textAt(ac, "AllowanceChargeReasonCode");
  if (code !== undefined) out.ext = { [extKey]: code };
  const base = textAt(ac, "BaseAmount");
  const factor = textAt(ac, "MultiplierFactorNumeric");
  // Document level keeps a stated base even without a percent; lines only with one.
  if (base !== undefined && (!line || factor !== undefined)) out.base = decimal(base, `cbc:BaseAmount of ${where}`);
  if (factor !== undefined) out.percent = percentage(factor, `cbc:MultiplierFactorNumeric of ${where}`);
  return out;
}

function readDocumentItem(ac: ReadElement, extKey: string, index: TaxCategoryIndex, where: string): Doc {
  const out = common(ac, extKey, false, where);
  const category = child(ac, "TaxCategory");
  const combo = category ? index.combo(category, `cac:TaxCategory of ${where}`) : undefined;
  if (combo) out.taxes = [combo];
  return out;
}

/** Charges and discounts, in document order; `owner` is the line they belong to, when they are a line's. */
function split(parent: ReadElement, read: (ac: ReadElement, extKey: string, where: string) => Doc, owner?: string): { charges?: Doc[]; discounts?: Doc[] } {
  const charges: Doc[] = [];
  const discounts: Doc[] = [];
  children(parent, "AllowanceCharge").forEach((ac, position) => {
    const where = `allowance/charge ${position + 1}${owner ? ` of ${owner}` : ""}`;
    if (isCharge(ac)) charges.push(read(ac, "untdid-charge", where));
    else discounts.push(read(ac, "untdid-allowance", where));
  });
  return { ...(charges.length ? { charges } : {}), ...(discounts.length ? { discounts } : {}) };
}

export function readDocumentAllowanceCharges(root: ReadElement, index: TaxCategoryIndex): { charges?: Doc[]; discounts?: Doc[] } {
  return split(root, (ac, extKey, where) => readDocumentItem(ac, extKey, index, where));
}

/** A line's charges and discounts; `name` names the line in refusals ("line 2"). */
export function readLineAllowanceCharges(line: ReadElement, name: string): { charges?: Doc[]; discounts?: Doc[] } {
  return split(line, (ac, extKey, where) => common(ac, extKey, true, where), name);
}
