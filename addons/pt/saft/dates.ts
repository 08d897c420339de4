import { CalDate } from "../../../engine/cal/date.ts";

/** The regime's time zone, for a document issued today. */
const TIME_ZONE = "Europe/Lisbon";

/** The issue date, or today in Portugal when it is not given yet. */
export function issueDateOrToday(issueDate: unknown): string {
  return typeof issueDate === "string" && issueDate !== "" ? issueDate : CalDate.today(TIME_ZONE).toString();
}

/** The SAF-T value date: the one given, else the operation date, else the issue date. */
export function valueDate(doc: { value_date?: string; operation_date?: string; issue_date?: string }): string {
  return doc.value_date || doc.operation_date || issueDateOrToday(doc.issue_date);
}
