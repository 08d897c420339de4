/** ExchangedDocumentContext (BT-23, BT-24) and ExchangedDocument (BT-1, BT-3, BT-2, BG-1). */
import { BizdocError } from "../../../engine/index.ts";
import type { XMLNode } from "../xml.ts";
import { dateTime } from "../xml.ts";
import type { CIIProfile } from "../profiles.ts";
import { documentNumber, ext, optional, type JSONObject } from "./json.ts";

/** The guideline: the profile's, except Chorus Pro's which is the document's framework type when it has one. */
function guideline(invoice: JSONObject, profile: CIIProfile): string {
  if (profile.addons.includes("fr-choruspro-v1")) {
    const framework = ext(invoice.tax, "fr-choruspro-framework");
    if (framework) return framework;
  }
  return profile.customization;
}

export function documentContext(invoice: JSONObject, profile: CIIProfile): XMLNode {
  return {
    "ram:BusinessProcessSpecifiedDocumentContextParameter": profile.businessProcess ? { "ram:ID": profile.businessProcess } : undefined,
    "ram:GuidelineSpecifiedDocumentContextParameter": { "ram:ID": guideline(invoice, profile) },
  };
}

export function exchangedDocument(invoice: JSONObject): XMLNode {
  const typeCode = ext(invoice.tax, "untdid-document-type");
  if (typeCode === "") {
    throw new BizdocError("validation", "CII needs the document type code (untdid-document-type) of the invoice", [
      { properties: ["$.tax.ext.untdid-document-type"], description: "required" },
    ]);
  }
  return {
    "ram:ID": documentNumber(invoice.series, invoice.code),
    "ram:TypeCode": typeCode,
    "ram:IssueDateTime": dateTime(invoice.issue_date),
    "ram:IncludedNote": ((invoice.notes ?? []) as JSONObject[]).map((note) => ({
      "ram:Content": optional(note.text),
      "ram:SubjectCode": optional(ext(note, "untdid-text-subject")),
    })),
  };
}
