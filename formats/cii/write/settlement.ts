/** ApplicableHeaderTradeSettlement: currency, payee, payment means and terms, tax breakdown, allowances/charges, totals, preceding invoice. */
import { BizdocError } from "../../../engine/index.ts";
import type { XMLNode } from "../xml.ts";
import { dateTime } from "../xml.ts";
import { allowanceCharges } from "./allowance-charge.ts";
import { payeeParty, tradeParty } from "./party.ts";
import { headerTaxes } from "./tax.ts";
import { taxCurrencyTotal } from "../../common/tax-currency.ts";
import { paymentTermsText } from "../../common/payment-terms.ts";
import type { CIIProfile } from "../profiles.ts";
import { documentNumber, ext, first, optional, type JSONObject } from "./json.ts";

interface Terms {
  description?: string;
  dueDate?: string;
  mandate?: string;
}

/** Payment terms (BT-20, BT-9): one entry per due date, each with the terms' notes and the due date's own. */
function paymentTerms(terms: JSONObject | undefined): Terms[] {
  if (!terms) return [];
  const notes: string = terms.notes ?? "";
  const dueDates = (terms.due_dates ?? []) as JSONObject[];
  if (dueDates.length === 0) return notes ? [{ description: paymentTermsText(notes) }] : [];
  return dueDates.map((due) => {
    const parts = [notes, due.notes ?? ""].filter((part) => part !== "");
    return { description: parts.length > 0 ? paymentTermsText(parts.join(". ")) : undefined, dueDate: due.date };
  });
}

/**
 * The payment means (BG-16): the UNTDID 4461 code is required. EN 16931
 * gives each means one account to be paid into (BG-17), so instructions with
 * several accounts are written as one means per account, all of the
 * instructions' code, the first with its text, card and debited account
 * (gobl.cii writes the first account alone), each account with its name
 * (BT-85), which gobl.cii reads but does not write.
 */
function paymentMeans(instructions: JSONObject): XMLNode[] {
  const code = ext(instructions, "untdid-payment-means");
  if (code === "") {
    throw new BizdocError("validation", "CII needs the payment means code (untdid-payment-means) of the payment instructions", [
      { properties: ["$.payment.instructions.ext.untdid-payment-means"], description: "required" },
    ]);
  }
  const transfers = ((instructions.credit_transfer ?? []) as JSONObject[]).filter((transfer) => transfer?.iban || transfer?.number);
  const card = instructions.card as JSONObject | undefined;
  const debit = instructions.direct_debit as JSONObject | undefined;
  const means = (transfer: JSONObject | undefined, first: boolean): XMLNode => ({
    "ram:TypeCode": code,
    "ram:Information": first ? optional(instructions.detail) : undefined,
    "ram:ApplicableTradeSettlementFinancialCard": first && card?.last4
      ? { "ram:ID": card.last4, "ram:CardholderName": optional(card.holder) }
      : undefined,
    "ram:PayerPartyDebtorFinancialAccount": first && debit?.account ? { "ram:IBANID": debit.account } : undefined,
    "ram:PayeePartyCreditorFinancialAccount": transfer
      ? { "ram:IBANID": optional(transfer.iban), "ram:AccountName": optional(transfer.name), "ram:ProprietaryID": optional(transfer.number) }
      : undefined,
    "ram:PayeeSpecifiedCreditorFinancialInstitution": transfer?.bic ? { "ram:BICID": transfer.bic } : undefined,
  });
  if (transfers.length === 0) {
    // A BIC without an account (the first transfer's) is still written, as before.
    const bicOnly = first(instructions.credit_transfer as JSONObject[] | undefined);
    const node = means(undefined, true);
    if (bicOnly?.bic) node["ram:PayeeSpecifiedCreditorFinancialInstitution"] = { "ram:BICID": bicOnly.bic };
    return [node];
  }
  return transfers.map((transfer, index) => means(transfer, index === 0));
}

/** The document totals (BG-22), with the VAT total in the accounting currency (BT-111) when there is one. */
function summation(totals: JSONObject, currency: string, converted: { currency: string; tax: string } | undefined): XMLNode {
  const tax = { "@_currencyID": currency, "#text": totals.tax ?? "0" };
  return {
    "ram:LineTotalAmount": totals.sum,
    "ram:ChargeTotalAmount": optional(totals.charge),
    "ram:AllowanceTotalAmount": optional(totals.discount),
    "ram:TaxBasisTotalAmount": totals.total,
    "ram:TaxTotalAmount": converted ? [tax, { "@_currencyID": converted.currency, "#text": converted.tax }] : tax,
    "ram:RoundingAmount": optional(totals.rounding),
    "ram:GrandTotalAmount": totals.total_with_tax,
    "ram:TotalPrepaidAmount": optional(totals.advance),
    "ram:DuePayableAmount": totals.due ?? totals.payable,
  };
}

/** `regimeCurrency` is the currency of the invoice's regime, the VAT accounting currency when the invoice gives a rate into it. */
export function headerSettlement(invoice: JSONObject, profile: CIIProfile, regimeCurrency?: string): XMLNode {
  const converted = taxCurrencyTotal(invoice, regimeCurrency);
  const payment = invoice.payment as JSONObject | undefined;
  const instructions = payment?.instructions as JSONObject | undefined;
  const debit = instructions?.direct_debit as JSONObject | undefined;
  const terms = paymentTerms(payment?.terms);
  // The direct debit mandate (BT-89) travels in the payment terms, on each of them.
  if (debit?.ref) {
    if (terms.length === 0) terms.push({ mandate: debit.ref });
    else for (const term of terms) term.mandate = debit.ref;
  }
  const preceding = first(invoice.preceding as JSONObject[] | undefined);
  // The invoicing period (BG-14): the ordering's, where readers of CII (gobl.cii's too) put it, else the delivery's, which gobl.cii writes.
  const period = (invoice.ordering?.period ?? invoice.delivery?.period) as JSONObject | undefined;
  return {
    "ram:CreditorReferenceID": optional(debit?.creditor),
    "ram:PaymentReference": optional(instructions?.ref),
    // BT-6: the VAT accounting currency, before the invoice's (the D16B order).
    "ram:TaxCurrencyCode": converted?.currency,
    "ram:InvoiceCurrencyCode": invoice.currency,
    "ram:PayeeTradeParty": payment?.payee ? payeeParty(payment.payee, profile) : undefined,
    "ram:PayerTradeParty": profile.payer && payment?.payer ? tradeParty(payment.payer, profile) : undefined,
    "ram:SpecifiedTradeSettlementPaymentMeans": instructions ? paymentMeans(instructions) : undefined,
    "ram:ApplicableTradeTax": invoice.totals ? headerTaxes(invoice) : undefined,
    "ram:BillingSpecifiedPeriod": period
      ? { "ram:StartDateTime": period.start ? dateTime(period.start) : undefined, "ram:EndDateTime": period.end ? dateTime(period.end) : undefined }
      : undefined,
    "ram:SpecifiedTradeAllowanceCharge": allowanceCharges(invoice, "document"),
    "ram:SpecifiedTradePaymentTerms": terms.map((term) => ({
      "ram:Description": optional(term.description),
      "ram:DueDateDateTime": term.dueDate ? dateTime(term.dueDate) : undefined,
      "ram:DirectDebitMandateID": optional(term.mandate),
    })),
    "ram:SpecifiedTradeSettlementHeaderMonetarySummation": invoice.totals ? summation(invoice.totals, invoice.currency, converted) : undefined,
    "ram:InvoiceReferencedDocument": preceding
      ? [
          {
            "ram:IssuerAssignedID": optional(documentNumber(preceding.series, preceding.code)),
            "ram:FormattedIssueDateTime": preceding.issue_date ? dateTime(preceding.issue_date, "qdt") : undefined,
          },
        ]
      : undefined,
    // The buyer's accounting reference (BT-19).
    "ram:ReceivableSpecifiedTradeAccountingAccount": invoice.ordering?.cost ? { "ram:ID": invoice.ordering.cost } : undefined,
  };
}
