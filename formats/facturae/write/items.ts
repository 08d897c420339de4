/**
 * Items: one InvoiceLine per calculated line, with its cost (quantity ×
 * price), discounts and charges, gross amount and its own taxes.
 */
import { Amount, Percentage } from "../../../engine/index.ts";
import type { XMLNode } from "../xml.ts";
import type { Figures } from "./figures.ts";
import { listOf, text, type JSONObject } from "./json.ts";
import type { Refusals } from "./refusals.ts";
import { lineTaxes } from "./taxes.ts";

export function items(invoice: JSONObject, figures: Figures, refusals: Refusals): XMLNode {
  const lines = listOf(invoice.lines);
  // A line without a total was not calculated (it carries nothing): gobl.facturae skips it too.
  return { InvoiceLine: lines.flatMap((line, i) => (line.total === undefined ? [] : [invoiceLine(invoice, line, `$.doc.lines[${i}]`, figures, refusals)])) };
}

function invoiceLine(invoice: JSONObject, line: JSONObject, path: string, figures: Figures, refusals: Refusals): XMLNode {
  const name = text(line.item?.name);
  if (name === undefined) refusals.missing(`${path}.item.name`, "FacturaE requires each line's item description");
  const total = figures.signed(line.total as string);
  const taxes = lineTaxes(invoice, line, Amount.parse(line.total as string), path, figures, refusals);
  return {
    ItemDescription: name,
    Quantity: figures.quantity(line.quantity as string),
    UnitPriceWithoutTax: Amount.parse((line.item?.price as string | undefined) ?? "0").minimalString(),
    TotalCost: figures.money(line.sum as string),
    DiscountsAndRebates: adjustments(line.discounts, "Discount", figures),
    Charges: adjustments(line.charges, "Charge", figures),
    GrossAmount: total.rescale(2).toString(),
    TaxesWithheld: taxes.withheld.length > 0 ? { Tax: taxes.withheld } : undefined,
    TaxesOutputs: taxes.outputs.length > 0 ? { Tax: taxes.outputs } : undefined,
  };
}

/**
 * Discounts or charges (of a line or of the invoice): reason, rate and
 * amount. FacturaE requires the reason: an empty one is written empty, as
 * gobl.facturae writes it.
 */
export function adjustments(list: unknown, kind: "Discount" | "Charge", figures: Figures): XMLNode | undefined {
  const entries = listOf(list);
  if (entries.length === 0) return undefined;
  return {
    [kind]: entries.map((entry) => ({
      [`${kind}Reason`]: typeof entry.reason === "string" ? entry.reason : "",
      [`${kind}Rate`]: text(entry.percent) === undefined ? undefined : Percentage.parse(entry.percent).stringWithoutSymbol(),
      [`${kind}Amount`]: figures.money(entry.amount as string),
    })),
  };
}
