/**
 * InvoiceTotals: gross amounts, the invoice's own discounts and charges, the
 * taxes charged and withheld, advances (FacturaE's payments on account, and
 * subsidies for those the addon marks as such) and what remains to pay.
 */
import { Amount, Percentage } from "../../../engine/index.ts";
import { EXT_KEY_SUBSIDY } from "../../../addons/es/facturae/extensions.ts";
import type { XMLNode } from "../xml.ts";
import type { Figures } from "./figures.ts";
import { adjustments } from "./items.ts";
import { listOf, text, type JSONObject } from "./json.ts";

export function invoiceTotals(invoice: JSONObject, figures: Figures): XMLNode {
  const totals = invoice.totals as JSONObject;
  const sum = totals.tax_included ? Amount.parse(totals.sum).subtract(Amount.parse(totals.tax_included)) : Amount.parse(totals.sum);
  const remaining = (totals.due ?? totals.payable) as string;
  const advances = listOf(invoice.payment?.advances);
  const subsidies = advances.filter((a) => a.ext?.[EXT_KEY_SUBSIDY] === "S");
  const payments = advances.filter((a) => a.ext?.[EXT_KEY_SUBSIDY] !== "S");
  return {
    TotalGrossAmount: figures.money(sum),
    GeneralDiscounts: adjustments(invoice.discounts, "Discount", figures),
    GeneralSurcharges: adjustments(invoice.charges, "Charge", figures),
    TotalGeneralDiscounts: totals.discount === undefined ? undefined : figures.money(totals.discount),
    TotalGeneralSurcharges: totals.charge === undefined ? undefined : figures.money(totals.charge),
    TotalGrossAmountBeforeTaxes: figures.money(totals.total),
    ...taxTotals(totals, figures),
    InvoiceTotal: figures.money(totals.total_with_tax),
    Subsidies:
      subsidies.length === 0
        ? undefined
        : {
            Subsidy: subsidies.map((s) => ({
              SubsidyDescription: typeof s.description === "string" ? s.description : "",
              // A rate without its percent sign, as FacturaE's decimal requires (gobl.facturae writes the sign).
              SubsidyRate: text(s.percent) === undefined ? undefined : Percentage.parse(s.percent).stringWithoutSymbol(),
              SubsidyAmount: figures.money(s.amount),
            })),
          },
    PaymentsOnAccount:
      payments.length === 0 ? undefined : { PaymentOnAccount: payments.map((p) => ({ PaymentOnAccountDate: text(p.date), PaymentOnAccountAmount: figures.money(p.amount) })) },
    TotalOutstandingAmount: figures.money(remaining),
    TotalPaymentsOnAccount: totals.advance === undefined ? undefined : figures.money(totals.advance),
    TotalExecutableAmount: figures.money(remaining),
  };
}

/** Taxes charged (with any equivalence surcharge) and withheld, each summed over its categories. */
function taxTotals(totals: JSONObject, figures: Figures): XMLNode {
  let charged = Amount.zero(2);
  let withheld = Amount.zero(2);
  for (const category of listOf(totals.taxes?.categories)) {
    if (category.retained) {
      withheld = withheld.add(Amount.parse(category.amount));
      continue;
    }
    charged = charged.add(Amount.parse(category.amount));
    if (category.surcharge !== undefined) charged = charged.add(Amount.parse(category.surcharge));
  }
  return { TotalTaxOutputs: figures.money(charged), TotalTaxesWithheld: figures.money(withheld) };
}
