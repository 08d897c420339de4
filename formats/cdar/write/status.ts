/**
 * A GOBL bill/status (flow 6) as a CDV: each line one acknowledgement, its
 * process condition code the line's fr-ctc-flow6-status. Who issues it:
 * the customer for the buyer's statuses (204-208, 210), the supplier for
 * Complétée (209), the sending platform for its transmission statuses
 * (200-203, 213); it goes to the other business party, unless the
 * envelope's `from`/`to` name a party's endpoint (buyer's and seller's
 * statuses only, as gobl.cii steers them).
 */
import type { Envelope } from "../../../engine/index.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import type { WritingRefusals } from "../../common/refusals.ts";
import { BUYER_ISSUED, EXT_ACTION, EXT_REASON, EXT_STATUS, SELLER_ISSUED, STATUS_CHARACTERISTICS, acknowledgementType } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import type { Message, Reference } from "./document.ts";
import { fullNumber } from "./document.ts";
import { partyAtEndpoint, tradeParty } from "./party.ts";

/** A reason's faults as characteristics (field-level corrections): a code of MDT-207 as its type, else in its name. */
function characteristics(reason: JSONObject): XMLNode[] {
  return list(reason.faults)
    .filter((fault) => fault)
    .map((fault) => {
      const code = typeof fault.code === "string" ? fault.code : "";
      const typed = STATUS_CHARACTERISTICS.has(code);
      return {
        "ram:TypeCode": typed ? code : undefined,
        "ram:Name": fault.message || (typed ? undefined : code || undefined),
        "ram:Location": list<string>(fault.paths)[0] || undefined,
      };
    });
}

function documentStatus(reason: JSONObject | undefined, action: JSONObject | undefined, sequence: number): XMLNode {
  const description = reason?.description || undefined;
  return {
    "ram:ReasonCode": reason ? ext(reason, EXT_REASON) || undefined : undefined,
    "ram:Reason": description,
    "ram:RequestedActionCode": action ? ext(action, EXT_ACTION) || undefined : undefined,
    "ram:RequestedAction": action?.description || undefined,
    "ram:SequenceNumeric": String(sequence),
    // MDT-126: the comment the PPF requires of a Refusée or Suspendue status, and takes for any.
    "ram:IncludedNote": description ? { "ram:Content": description } : undefined,
    "ram:SpecifiedDocumentCharacteristic": reason ? characteristics(reason) : [],
  };
}

/** One status entry per reason and action pair, or per reason or action when the line has only those. */
function documentStatuses(line: JSONObject): XMLNode[] {
  const reasons = list(line.reasons).filter((r) => r);
  const actions = list(line.actions).filter((a) => a);
  const pairs: [JSONObject | undefined, JSONObject | undefined][] =
    reasons.length > 0 && actions.length > 0
      ? reasons.flatMap((r) => actions.map((a): [JSONObject, JSONObject] => [r, a]))
      : [...reasons.map((r): [JSONObject, undefined] => [r, undefined]), ...actions.map((a): [undefined, JSONObject] => [undefined, a])];
  return pairs.map(([reason, action], index) => documentStatus(reason, action, index + 1));
}

export function statusMessage(envelope: Envelope, sender: XMLNode, refusals: WritingRefusals): Message {
  const st = envelope.doc as JSONObject;
  const lines = list(st.lines);
  lines.forEach((line, i) => {
    if (line && !ext(line, EXT_STATUS)) refusals.missing(`$.doc.lines[${i}].ext.${EXT_STATUS}`, "the line's CDAR process condition code, which the fr-ctc-flow6-v1 addon sets from the line's key and the status type");
  });
  if (lines.length === 0) refusals.missing("$.doc.lines", "a CDV acknowledges at least one invoice: one line with its document");
  const references: Reference[] = lines
    .filter((line) => line)
    .map((line) => ({
      processCode: ext(line, EXT_STATUS),
      doc: line.doc,
      receiptDate: typeof line.date === "string" ? line.date : undefined,
      supplier: st.supplier,
      statuses: documentStatuses(line),
    }));
  const code = references[0]?.processCode ?? "";
  let issuer: JSONObject | undefined;
  let recipient: JSONObject | undefined = st.supplier;
  if (BUYER_ISSUED.has(code)) issuer = st.customer;
  else if (code === SELLER_ISSUED) [issuer, recipient] = [st.supplier, st.customer];
  if (acknowledgementType(code) === "23") {
    issuer = partyAtEndpoint(envelope.head.from, st.supplier, st.customer) ?? issuer;
    recipient = partyAtEndpoint(envelope.head.to, st.supplier, st.customer) ?? recipient;
  }
  return {
    code: fullNumber(st.series, st.code),
    issueDate: st.issue_date,
    issueTime: st.issue_time,
    sender,
    // A transmission status is issued by the platform that sends it.
    issuer: issuer ? tradeParty(issuer) : acknowledgementType(code) === "305" ? sender : undefined,
    recipient: recipient ? tradeParty(recipient) : undefined,
    references,
  };
}
