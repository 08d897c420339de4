/**
 * fe:Facturae from a built GOBL invoice, element for element as
 * gobl.facturae writes it (unsigned: the XAdES signature is a later step).
 * What the document lacks for FacturaE is refused, every gap named.
 */
import { BizdocError, type Envelope } from "../../../engine/index.ts";
import { NAMESPACE } from "../codes.ts";
import { FACTURAE_ADDON } from "../profiles.ts";
import { buildXML } from "../xml.ts";
import { Figures } from "./figures.ts";
import { fileHeader, type ThirdParty } from "./file-header.ts";
import { invoiceHeader, issueData } from "./invoice-header.ts";
import { items } from "./items.ts";
import type { JSONObject } from "./json.ts";
import { additionalData, legalLiterals } from "./notes.ts";
import { administrativeCentres, party } from "./parties.ts";
import { paymentDetails } from "./payment.ts";
import { Refusals } from "./refusals.ts";
import { taxSummary } from "./taxes.ts";
import { invoiceTotals } from "./totals.ts";

const INVOICE_SCHEMA = "https://gobl.org/draft-0/bill/invoice";

export interface FacturaEOptions {
  /** The third party issuing the file for the seller (InvoiceIssuerType TE); without it, the seller issues it (EM). */
  thirdParty?: ThirdParty;
}

export function writeFacturae(envelope: Envelope, options: FacturaEOptions = {}): string {
  const invoice = envelope.doc as JSONObject;
  checkWritable(invoice);
  const refusals = new Refusals();
  const customer = invoice.customer as JSONObject | undefined;
  if (!customer) refusals.missing("$.doc.customer", "FacturaE requires the buyer (FacturaE has no simplified invoice without one)");
  // gobl.facturae writes a credit note with its figures negated.
  const figures = new Figures(invoice.type === "credit-note");
  const issued = invoice.issue_date as string | undefined;
  const seller = party(invoice.supplier ?? {}, "$.doc.supplier", issued, refusals);
  const buyer = customer ? party(customer, "$.doc.customer", issued, refusals, administrativeCentres(invoice, refusals)) : undefined;
  const taxes = taxSummary(invoice, figures, refusals);
  const body = {
    InvoiceHeader: invoiceHeader(invoice, refusals),
    InvoiceIssueData: issueData(invoice),
    TaxesOutputs: taxes.outputs.length > 0 ? { Tax: taxes.outputs } : undefined,
    TaxesWithheld: taxes.withheld.length > 0 ? { Tax: taxes.withheld } : undefined,
    InvoiceTotals: invoiceTotals(invoice, figures),
    Items: items(invoice, figures, refusals),
    PaymentDetails: paymentDetails(invoice, figures, refusals),
    LegalLiterals: legalLiterals(invoice),
    AdditionalData: additionalData(invoice),
  };
  refusals.throwIfAny();
  return buildXML("fe:Facturae", {
    "@_xmlns:fe": NAMESPACE,
    FileHeader: fileHeader(invoice, figures, options.thirdParty),
    Parties: { SellerParty: seller, BuyerParty: buyer },
    Invoices: { Invoice: body },
  });
}

/** An invoice with FacturaE's addon, its prices net of tax (the engine restates them before a format writes). */
function checkWritable(invoice: JSONObject): void {
  if (invoice?.$schema !== INVOICE_SCHEMA) {
    throw new BizdocError("input", "FacturaE carries invoices only: the envelope's document is not a bill/invoice", [
      { code: "BIZDOC-FORMAT-DOCUMENT", properties: ["$.doc.$schema"], description: "must be a bill/invoice" },
    ]);
  }
  if (!((invoice.$addons ?? []) as string[]).includes(FACTURAE_ADDON)) {
    throw new BizdocError("validation", `FacturaE needs the addon ${FACTURAE_ADDON}`, [
      { code: "BIZDOC-FORMAT-ADDONS", properties: ["$.doc.$addons"], description: `missing ${FACTURAE_ADDON}` },
    ]);
  }
  if (invoice.tax?.prices_include) {
    throw new BizdocError("validation", "FacturaE states prices net of tax: recalculate the invoice without tax.prices_include first", [
      { code: "BIZDOC-FORMAT-PRICES-INCLUDE", properties: ["$.doc.tax.prices_include"], description: "FacturaE prices are net of tax" },
    ]);
  }
}
