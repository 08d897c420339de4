/**
 * InvoiceHeader (number, series, FacturaE document type and class, and for
 * a rectifying invoice the invoice it corrects) and InvoiceIssueData.
 */
import { extensions, EXT_KEY_CORRECTION, EXT_KEY_DOC_TYPE, EXT_KEY_INVOICE_CLASS } from "../../../addons/es/facturae/extensions.ts";
import { CORRECTION_METHOD_OTHER, CORRECTION_METHODS } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { text, type JSONObject } from "./json.ts";
import type { Refusals } from "./refusals.ts";

/** Spanish names of the correction reasons, by code (the Corrective's ReasonDescription). */
const REASONS: ReadonlyMap<string, string> = new Map(
  (extensions.find((d) => d.key === EXT_KEY_CORRECTION)?.values ?? []).map((v) => [v.code as string, (v.name as Record<string, string>).es ?? ""]),
);

export function invoiceHeader(invoice: JSONObject, refusals: Refusals): XMLNode {
  const ext = (invoice.tax?.ext ?? {}) as Record<string, string>;
  const need = (key: string): string | undefined => {
    if (!text(ext[key])) refusals.missing(`$.doc.tax.ext.${key}`, `FacturaE requires the addon's '${key}'`);
    return text(ext[key]);
  };
  const code = text(invoice.code);
  if (code === undefined) refusals.missing("$.doc.code", "FacturaE requires the invoice number");
  const preceding = (invoice.preceding as JSONObject[] | undefined)?.[0];
  return {
    InvoiceNumber: code,
    InvoiceSeriesCode: text(invoice.series),
    InvoiceDocumentType: need(EXT_KEY_DOC_TYPE),
    InvoiceClass: need(EXT_KEY_INVOICE_CLASS),
    // FacturaE states one corrected invoice: the first, as gobl.facturae writes it.
    Corrective: preceding ? corrective(invoice, preceding, refusals) : undefined,
  };
}

function corrective(invoice: JSONObject, preceding: JSONObject, refusals: Refusals): XMLNode {
  const reason = text(preceding.ext?.[EXT_KEY_CORRECTION]);
  if (reason === undefined) refusals.missing(`$.doc.preceding[0].ext.${EXT_KEY_CORRECTION}`, "FacturaE requires the correction reason");
  const issued = text(preceding.issue_date);
  const period = preceding.period as JSONObject | undefined;
  // Without a period, the corrected invoice's own date is the tax period.
  const start = text(period?.start) ?? issued;
  const end = text(period?.end) ?? issued;
  if (start === undefined || end === undefined) refusals.missing("$.doc.preceding[0].issue_date", "FacturaE requires the corrected invoice's tax period or issue date");
  const method = CORRECTION_METHODS.get(invoice.type) ?? CORRECTION_METHOD_OTHER;
  return {
    InvoiceNumber: text(preceding.code),
    InvoiceSeriesCode: text(preceding.series),
    ReasonCode: reason,
    ReasonDescription: reason === undefined ? undefined : REASONS.get(reason),
    TaxPeriod: { StartDate: start, EndDate: end },
    CorrectionMethod: method.code,
    CorrectionMethodDescription: method.description,
    AdditionalReasonDescription: text(preceding.reason),
    InvoiceIssueDate: issued,
  };
}

/** Dates, currency (the tax currency is the invoice's, as gobl.facturae writes it) and language. */
export function issueData(invoice: JSONObject): XMLNode {
  return {
    IssueDate: invoice.issue_date,
    OperationDate: text(invoice.value_date) ?? invoice.issue_date,
    InvoiceCurrencyCode: invoice.currency,
    TaxCurrencyCode: invoice.currency,
    LanguageName: "es",
  };
}
