/**
 * DatiRitenuta: FatturaPA states each retained tax once for the document;
 * GOBL puts it on the lines (and fund contributions) it applies to. As gobl.
 * fatturapa does: on the one line (of those flagged Ritenuta, or all) whose
 * total the rate gives the stated amount, else on all of them and the
 * retained fund contributions when their sum does; otherwise the XML is
 * refused, since the amount cannot be placed.
 */
import { Amount, Percentage } from "../../../engine/index.ts";
import { CHARGE_KEY_FUND_CONTRIBUTION, RETAINED_CATEGORY_BY_TYPE } from "../codes.ts";
import { children, textAt, type ParsedNode } from "../xml.ts";
import type { ReadLine } from "./lines.ts";
import { decimal, percentage, type Out } from "./values.ts";
import { refuse } from "../xml.ts";

function retainedCharges(charges: Out[], funds: ParsedNode[]): Out[] {
  const pending = new Map<string, number>();
  for (const fund of funds) {
    if (textAt(fund, "Ritenuta") !== "SI") continue;
    const type = textAt(fund, "TipoCassa") ?? "";
    pending.set(type, (pending.get(type) ?? 0) + 1);
  }
  const out: Out[] = [];
  for (const charge of charges) {
    if (charge.key !== CHARGE_KEY_FUND_CONTRIBUTION) continue;
    const type = String((charge.ext as Out | undefined)?.["it-sdi-fund-type"] ?? "");
    const count = pending.get(type) ?? 0;
    if (count > 0) {
      out.push(charge);
      pending.set(type, count - 1);
    }
  }
  return out;
}

function addTax(holder: Out, combo: Out): void {
  holder.taxes = [...((holder.taxes ?? []) as Out[]), structuredClone(combo)];
}

export function placeRetainedTaxes(documentData: ParsedNode | undefined, read: ReadLine[], charges: Out[]): void {
  const retained = children(documentData, "DatiRitenuta");
  if (retained.length === 0 || read.length === 0) return;
  const funds = retainedCharges(charges, children(documentData, "DatiCassaPrevidenziale"));
  const flagged = read.filter((r) => r.retained);
  const candidates = flagged.length > 0 ? flagged : read;
  for (const node of retained) {
    const type = textAt(node, "TipoRitenuta") ?? "";
    const category = RETAINED_CATEGORY_BY_TYPE.get(type);
    if (!category) refuse(`TipoRitenuta ${JSON.stringify(type.slice(0, 20))} is not a retained tax type (RT01 to RT05)`);
    const percent = percentage(textAt(node, "AliquotaRitenuta"), "AliquotaRitenuta") ?? "0%";
    const amount = Amount.parse(decimal(textAt(node, "ImportoRitenuta"), "ImportoRitenuta") ?? "0");
    const rate = Percentage.parse(percent);
    const combo: Out = { cat: category, percent };
    const reason = textAt(node, "CausalePagamento");
    if (reason) combo.ext = { "it-sdi-retained": reason };
    const single = candidates.find((c) => rate.of(c.total).equals(amount));
    if (single) {
      addTax(single.line, combo);
      continue;
    }
    let base = Amount.of(0, 2);
    for (const c of candidates) base = base.add(c.total);
    for (const charge of funds) base = base.add(Amount.parse(String(charge.amount ?? "0")));
    if (!rate.of(base).equals(amount)) refuse(`the retained tax ${type} of ${amount.toString()} matches no line nor the lines' sum at ${percent}`);
    for (const c of candidates) addTax(c.line, combo);
    for (const charge of funds) addTax(charge, combo);
  }
}
