/**
 * rsm:CrossDomainAcknowledgementAndResponse, the CDV, from what a status or
 * a payment says: its header (number, date, the parties issuing and
 * receiving it) and one acknowledgement per referenced invoice, under the
 * profile's guideline. A copy to the PPF (einvoicingF2) is written as the
 * PPF takes it (gobl.cii's markPPFReferences): the PPF as the single
 * recipient, ExchangedDocument/Name (MDT-5) set to the status's label,
 * every referenced document with its ReferenceTypeCode (MDT-97), its
 * receipt date-time (MDG-34, else the acknowledgement's) and the invoice's
 * date as a date-time (format 204, MDT-100).
 */
import type { FormatProfile } from "../../../engine/index.ts";
import { ext, type JSONObject } from "../../common/document-json.ts";
import {
  BUSINESS_PROCESS_REGULATED,
  EXT_DOCUMENT_TYPE,
  GUIDELINE_PPF,
  NAMESPACES,
  PROCESS_CONDITION,
  REFERENCE_STATUS,
  acknowledgementType,
} from "../codes.ts";
import { INVOICE_TYPE_BY_CODE } from "../../cii/codes.ts";
import { isPPF } from "../profiles.ts";
import { dateTime } from "../../cii/xml.ts";
import { buildXML, dateTime204, type XMLNode } from "../xml.ts";
import { ppfParty, referencedIssuer } from "./party.ts";

/** One invoice the CDV is about, with its status entries (ram:SpecifiedDocumentStatus). */
export interface Reference {
  processCode: string;
  /** The invoice, a GOBL org.DocumentRef. */
  doc: JSONObject | undefined;
  /** When the invoice was received or deposited (MDT-95). */
  receiptDate?: string;
  supplier: JSONObject | undefined;
  statuses: XMLNode[];
}

export interface Message {
  /** The CDV's own number (MDT-4). */
  code: string;
  issueDate: string;
  issueTime?: string;
  sender: XMLNode;
  issuer: XMLNode | undefined;
  recipient: XMLNode | undefined;
  references: Reference[];
}

/** A document's full number, its series and code joined by a dash as GOBL joins them (either alone when the other is empty). */
export function fullNumber(series: unknown, code: unknown): string {
  return [series, code].filter((part): part is string => typeof part === "string" && part !== "").join("-");
}

/** UNTDID 1001 codes of GOBL's document types, those a code names without a tag. */
const DOCUMENT_TYPE_CODES = new Map([...INVOICE_TYPE_BY_CODE].filter(([, type]) => !type.tag).map(([code, { type }]) => [type, code]));

/**
 * MDT-91: the referenced document's UNTDID 1001 type, from its
 * untdid-document-type extension, else from its GOBL type (a code as
 * `380`, or a key as `credit-note`). gobl.cii reads the extension only,
 * which the flow 6 addon does not require, and then writes no type.
 */
function documentType(doc: JSONObject | undefined): string | undefined {
  const type = typeof doc?.type === "string" ? doc.type : "";
  return ext(doc, EXT_DOCUMENT_TYPE) || (/^\d{3}$/.test(type) ? type : DOCUMENT_TYPE_CODES.get(type));
}

function referencedDocument(reference: Reference, acknowledged: XMLNode, ppf: boolean): XMLNode {
  const { processCode, doc } = reference;
  const issueDate = typeof doc?.issue_date === "string" ? doc.issue_date : undefined;
  const receipt = reference.receiptDate ? dateTime204(reference.receiptDate) : ppf ? acknowledged : undefined;
  return {
    "ram:IssuerAssignedID": doc ? fullNumber(doc.series, doc.code) || undefined : undefined,
    "ram:StatusCode": REFERENCE_STATUS.get(processCode),
    "ram:TypeCode": documentType(doc),
    "ram:ReceiptDateTime": receipt,
    "ram:ReferenceTypeCode": ppf ? GUIDELINE_PPF : undefined,
    "ram:FormattedIssueDateTime": issueDate === undefined ? undefined : ppf ? dateTime204(issueDate, undefined, "qdt") : dateTime(issueDate, "qdt"),
    "ram:ProcessConditionCode": processCode,
    "ram:ProcessCondition": PROCESS_CONDITION.get(processCode),
    "ram:IssuerTradeParty": referencedIssuer(doc, reference.supplier),
    "ram:SpecifiedDocumentStatus": reference.statuses,
  };
}

export function writeMessage(message: Message, profile: FormatProfile): string {
  const ppf = isPPF(profile);
  const first = message.references[0];
  const acknowledged = dateTime204(message.issueDate, message.issueTime);
  return buildXML("rsm:CrossDomainAcknowledgementAndResponse", {
    "@_xmlns:rsm": NAMESPACES.rsm,
    "@_xmlns:ram": NAMESPACES.ram,
    "@_xmlns:qdt": NAMESPACES.qdt,
    "@_xmlns:udt": NAMESPACES.udt,
    "rsm:ExchangedDocumentContext": {
      "ram:BusinessProcessSpecifiedDocumentContextParameter": ppf ? undefined : { "ram:ID": BUSINESS_PROCESS_REGULATED },
      "ram:GuidelineSpecifiedDocumentContextParameter": { "ram:ID": profile.customization },
    },
    "rsm:ExchangedDocument": {
      "ram:ID": message.code || undefined,
      "ram:Name": ppf && first ? PROCESS_CONDITION.get(first.processCode) : undefined,
      "ram:IssueDateTime": acknowledged,
      "ram:SenderTradeParty": message.sender,
      "ram:IssuerTradeParty": message.issuer,
      "ram:RecipientTradeParty": ppf ? ppfParty() : message.recipient,
    },
    "rsm:AcknowledgementDocument": message.references.map((reference) => ({
      // MDT-74: a CDV about one invoice (MONO) or several (MULTI); gobl.cii writes false whatever their number.
      "ram:MultipleReferencesIndicator": { "udt:Indicator": String(message.references.length > 1) },
      "ram:TypeCode": acknowledgementType(reference.processCode),
      "ram:IssueDateTime": acknowledged,
      "ram:ReferenceReferencedDocument": referencedDocument(reference, acknowledged, ppf),
    })),
  });
}
