/** rsm:CrossIndustryInvoice from a built GOBL invoice, element for element as gobl.cii writes it. */
import { BizdocError, type Envelope, type FormatContext } from "../../../engine/index.ts";
import { keptLineIDs, keptLinePrices } from "../../common/kept-terms.ts";
import { NAMESPACES } from "../namespaces.ts";
import type { CIIProfile } from "../profiles.ts";
import { buildXML } from "../xml.ts";
import { headerAgreement } from "./agreement.ts";
import { headerDelivery } from "./delivery.ts";
import { documentContext, exchangedDocument } from "./header.ts";
import { lineItem } from "./lines.ts";
import { headerSettlement } from "./settlement.ts";
import type { JSONObject } from "./json.ts";

const INVOICE_SCHEMA = "https://gobl.org/draft-0/bill/invoice";

/** `context`, when given, tells the invoice's regime's currency (the VAT accounting currency a rate into it makes). */
export function writeInvoice(envelope: Envelope, profile: CIIProfile, context?: FormatContext): string {
  const invoice = envelope.doc as JSONObject;
  if (invoice?.$schema !== INVOICE_SCHEMA) {
    throw new BizdocError("input", "CII carries invoices only: the envelope's document is not a bill/invoice", [
      { code: "BIZDOC-FORMAT-DOCUMENT", properties: ["$.doc.$schema"], description: "must be a bill/invoice" },
    ]);
  }
  const missing = profile.addons.filter((addon) => !((invoice.$addons ?? []) as string[]).includes(addon));
  if (missing.length > 0) {
    throw new BizdocError("validation", `the ${profile.name} profile needs the addon ${missing.join(", ")}`, [
      { code: "BIZDOC-FORMAT-ADDONS", properties: ["$.doc.$addons"], description: `missing ${missing.join(", ")}` },
    ]);
  }
  // CII prices and amounts are net of tax. gobl.cii first recalculates such a
  // document without the included tax; that needs the engine's calculator,
  // which a format plugin does not have, so it is refused rather than
  // written with gross prices.
  if (invoice.tax?.prices_include) {
    throw new BizdocError("validation", "CII cannot carry prices that include tax: recalculate the invoice without tax.prices_include first", [
      { code: "BIZDOC-FORMAT-PRICES-INCLUDE", properties: ["$.doc.tax.prices_include"], description: "CII prices are net of tax" },
    ]);
  }
  const lineIDs = keptLineIDs(invoice);
  const prices = keptLinePrices(invoice);
  return buildXML("rsm:CrossIndustryInvoice", {
    "@_xmlns:rsm": NAMESPACES.rsm,
    "@_xmlns:ram": NAMESPACES.ram,
    "@_xmlns:qdt": NAMESPACES.qdt,
    "@_xmlns:udt": NAMESPACES.udt,
    "rsm:ExchangedDocumentContext": documentContext(invoice, profile),
    "rsm:ExchangedDocument": exchangedDocument(invoice, profile),
    "rsm:SupplyChainTradeTransaction": {
      "ram:IncludedSupplyChainTradeLineItem": ((invoice.lines ?? []) as JSONObject[]).map((line, index) => lineItem(line, lineIDs?.[index], prices?.[index])),
      "ram:ApplicableHeaderTradeAgreement": headerAgreement(invoice, profile),
      "ram:ApplicableHeaderTradeDelivery": headerDelivery(invoice),
      "ram:ApplicableHeaderTradeSettlement": headerSettlement(invoice, profile, regimeCurrencyOf(invoice, context)),
    },
  });
}

function regimeCurrencyOf(invoice: JSONObject, context: FormatContext | undefined): string | undefined {
  const regime = context?.regime(invoice.$regime) as { currency?: string } | undefined;
  return regime?.currency;
}
