/**
 * Naglowek: the form code and variant, when the file was made, and by what.
 * The moment is the invoice's issue date and time (midnight UTC without a
 * time), as GOBL's converter writes it, so that one document always gives
 * the same file. The schema takes no moment before FA(3) existed: the file
 * of an invoice issued earlier is made now, and says so.
 */
import { EARLIEST_CREATION, FORM_CODE, FORM_VARIANT, KodFormularza, SYSTEM_INFO } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import type { JSONObject } from "../../common/document-json.ts";

const TIME = /^\d{2}:\d{2}:\d{2}$/;

/** The issue date and time as an xsd:dateTime in UTC, or the present moment for an invoice issued before FA(3) existed. */
function creationMoment(invoice: JSONObject, now: () => Date): string {
  if (String(invoice.issue_date ?? "") < EARLIEST_CREATION) return now().toISOString().replace(/\.\d+Z$/, "Z");
  const time = typeof invoice.issue_time === "string" && TIME.test(invoice.issue_time) ? invoice.issue_time : "00:00:00";
  return `${invoice.issue_date}T${time}Z`;
}

export function header(invoice: JSONObject, now: () => Date = () => new Date()): XMLNode {
  return {
    KodFormularza: { "@_kodSystemowy": KodFormularza.kodSystemowy, "@_wersjaSchemy": KodFormularza.wersjaSchemy, "#text": FORM_CODE },
    WariantFormularza: FORM_VARIANT,
    DataWytworzeniaFa: creationMoment(invoice, now),
    SystemInfo: SYSTEM_INFO,
  };
}
