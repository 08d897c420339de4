/**
 * What every CDV read carries, status or payment: its root (refused unless
 * a CrossDomainAcknowledgementAndResponse in the CDAR namespace), number,
 * date and time, the business parties by role (SE the supplier, BY the
 * customer; the platforms' WK and DFH have no place in GOBL), each
 * referenced invoice as a document reference, and the profile of its
 * guideline.
 */
import type { XMLRoot } from "../../../engine/index.ts";
import { put, type Out } from "../../cii/read/values.ts";
import { EXT_DOCUMENT_TYPE, FLOW6_ADDON, NAMESPACES, ROLE_BUYER, ROLE_SELLER, ROOT_NAME } from "../codes.ts";
import { profileForGuideline } from "../profiles.ts";
import { child, children, hasLocalName, namespaceOf, parseXML, readDateTime, refuse, textAt, type ParsedNode } from "../xml.ts";
import { readParty, roleOf } from "./party.ts";

export function isCDAR(root: XMLRoot): boolean {
  return root.localName === ROOT_NAME && root.namespace === NAMESPACES.rsm;
}

export interface OpenedCDV {
  root: ParsedNode;
  header: ParsedNode;
  /** The referenced documents of every acknowledgement, in order. */
  references: ParsedNode[];
  /** The process condition code of the first (MDT-105): it tells a payment (211, 212) from a status. */
  processCode: string;
  profile: string | undefined;
}

export function openCDV(xml: string): OpenedCDV {
  const { name, node } = parseXML(xml);
  if (!hasLocalName(name, ROOT_NAME) || namespaceOf(name, node) !== NAMESPACES.rsm) {
    refuse(`the root element is ${name}, not a ${ROOT_NAME} in the namespace ${NAMESPACES.rsm}`);
  }
  const header = child(node, "ExchangedDocument");
  if (!header) refuse("rsm:ExchangedDocument is missing: a CDV says who issues it and when");
  const references = children(node, "AcknowledgementDocument").flatMap((ack) => children(ack, "ReferenceReferencedDocument"));
  const processCode = references.map((ref) => textAt(ref, "ProcessConditionCode") ?? "").find((code) => code !== "") ?? "";
  const guideline = textAt(node, "ExchangedDocumentContext", "GuidelineSpecifiedDocumentContextParameter", "ID");
  return { root: node, header: header!, references, processCode, profile: profileForGuideline(guideline)?.key };
}

/** The document's schema, addon, number, date and time. */
export function documentHeader(schema: string, header: ParsedNode): Out {
  const doc: Out = { $schema: schema, $addons: [FLOW6_ADDON] };
  put(doc, "code", textAt(header, "ID"));
  const issued = textAt(header, "IssueDateTime", "DateTimeString");
  // gobl.cii leaves the date out, and GOBL makes it today's: a received message's own date is not made up here.
  if (issued === undefined) refuse("ram:IssueDateTime of rsm:ExchangedDocument is missing: when the CDV was made (MDT-8)");
  const { date, time } = readDateTime(issued, "ram:IssueDateTime of rsm:ExchangedDocument");
  doc.issue_date = date;
  put(doc, "issue_time", time);
  return doc;
}

/**
 * The supplier and customer: the first SE and BY among the issuer and the
 * recipients; without an SE, the supplier is the referenced invoice's
 * issuer (MDT-129), as the CDV always names it by its SIREN.
 */
export function businessParties(header: ParsedNode, references: ParsedNode[]): { supplier?: Out; customer?: Out } {
  const parties = [child(header, "IssuerTradeParty"), ...children(header, "RecipientTradeParty")].map(readParty);
  const supplier = parties.find((p) => roleOf(p) === ROLE_SELLER) ?? references.map((ref) => readParty(child(ref, "IssuerTradeParty"))).find((p) => p);
  const customer = parties.find((p) => roleOf(p) === ROLE_BUYER);
  return { supplier, customer };
}

/**
 * The referenced invoice (MDT-87, 91, 100) as a GOBL document reference,
 * with its issuer's identities (MDT-129), the only place that names the
 * invoice's supplier when a buyer issues the CDV; undefined without a number.
 */
export function documentReference(ref: ParsedNode, element: string): Out | undefined {
  const code = textAt(ref, "IssuerAssignedID");
  if (!code) return undefined;
  const doc: Out = { code };
  const type = textAt(ref, "TypeCode");
  if (type) doc.ext = { [EXT_DOCUMENT_TYPE]: type };
  const issued = textAt(ref, "FormattedIssueDateTime", "DateTimeString");
  if (issued !== undefined) doc.issue_date = readDateTime(issued, `ram:FormattedIssueDateTime of ${element}`).date;
  put(doc, "identities", readParty(child(ref, "IssuerTradeParty"))?.identities);
  return doc;
}
