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

/** The business process (BT-23): the profile's, except France's whose is the document's billing mode when it has one. */
function businessProcess(invoice: JSONObject, profile: CIIProfile): string | undefined {
  if (profile.billingModeProcess) {
    const mode = ext(invoice.tax, "fr-ctc-billing-mode");
    if (mode) return mode;
  }
  return profile.businessProcess;
}

export function documentContext(invoice: JSONObject, profile: CIIProfile): XMLNode {
  const process = businessProcess(invoice, profile);
  return {
    "ram:BusinessProcessSpecifiedDocumentContextParameter": process ? { "ram:ID": process } : undefined,
    "ram:GuidelineSpecifiedDocumentContextParameter": { "ram:ID": guideline(invoice, profile) },
  };
}

/** The document's notes (BT-21, BT-22): one per note, or all in one under a profile that allows one only. */
function includedNotes(invoice: JSONObject, profile: CIIProfile): XMLNode[] {
  const notes = (invoice.notes ?? []) as JSONObject[];
  if (profile.singleNote) {
    // The subject code travels in the text, as UBL's notes carry it, since the note may have no SubjectCode.
    const texts = notes
      .map((note) => {
        const code = ext(note, "untdid-text-subject");
        return code ? `#${code}#${note.text ?? ""}` : (note.text ?? "");
      })
      .filter((text) => text !== "");
    return texts.length > 0 ? [{ "ram:Content": texts.join("\n\n") }] : [];
  }
  return notes.map((note) => ({
    "ram:Content": optional(note.text),
    "ram:SubjectCode": optional(ext(note, "untdid-text-subject")),
  }));
}

export function exchangedDocument(invoice: JSONObject, profile: CIIProfile): XMLNode {
  const typeCode = ext(invoice.tax, "untdid-document-type");
  if (typeCode === "") {
    throw new BizdocError("validation", "CII needs the document type code (untdid-document-type) of the invoice", [
      { code: "BIZDOC-FORMAT-DOCUMENT-TYPE", properties: ["$.doc.tax.ext.untdid-document-type"], description: "required" },
    ]);
  }
  return {
    "ram:ID": documentNumber(invoice.series, invoice.code),
    "ram:TypeCode": typeCode,
    "ram:IssueDateTime": dateTime(invoice.issue_date),
    "ram:IncludedNote": includedNotes(invoice, profile),
  };
}
