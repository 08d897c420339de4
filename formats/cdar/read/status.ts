/**
 * A CDV about statuses as a partial GOBL bill/status: one line per
 * referenced invoice with its process condition code (the flow 6 addon
 * derives the status type and the line's key from it), the date the
 * invoice was received, and its reasons and requested actions; each
 * characteristic (a field-level correction, an amount) becomes a fault of
 * the reason beside it, or of an `other` reason when there is none.
 */
import { put, type Out } from "../../cii/read/values.ts";
import { EXT_ACTION, EXT_REASON, EXT_STATUS } from "../codes.ts";
import { attribute, child, children, readDateTime, text, textAt, type ParsedNode } from "../xml.ts";
import { businessParties, documentHeader, documentReference, type OpenedCDV } from "./header.ts";

const STATUS_SCHEMA = "https://gobl.org/draft-0/bill/status";

/** A characteristic's value as its fault's message says it: an amount with its currency, a percentage, a date. */
function characteristicValue(node: ParsedNode, element: string): string | undefined {
  const amount = child(node, "ValueAmount");
  const amountText = text(amount);
  if (amountText) {
    const currency = attribute(amount, "currencyID");
    return currency ? `${amountText} ${currency}` : amountText;
  }
  const percent = textAt(node, "ValuePercent");
  if (percent) return `${percent}%`;
  const date = textAt(node, "ValueDateTime", "DateTimeString");
  return date === undefined ? undefined : readDateTime(date, `ram:ValueDateTime of ${element}`).date;
}

/**
 * MDT-206 to 224 as a fault: the type code (else the business term's ID)
 * its code, "Name (ID): value" its message, the location its path; a
 * characteristic with neither code is dropped, as gobl.cii drops it.
 */
function fault(node: ParsedNode, element: string): Out | undefined {
  const id = textAt(node, "ID") ?? "";
  const type = textAt(node, "TypeCode") ?? "";
  const code = type || id;
  if (!code) return undefined;
  let message = textAt(node, "Name") ?? "";
  if (id && type) message = message ? `${message} (${id})` : id;
  const value = characteristicValue(node, element);
  if (value) message = message ? `${message}: ${value}` : value;
  const out: Out = { code };
  put(out, "message", message);
  put(out, "paths", textAt(node, "Location") ? [textAt(node, "Location")] : undefined);
  return out;
}

function statusLine(ref: ParsedNode, index: number): Out {
  const element = `ram:ReferenceReferencedDocument ${index + 1}`;
  const line: Out = {};
  const processCode = textAt(ref, "ProcessConditionCode");
  if (processCode) line.ext = { [EXT_STATUS]: processCode };
  put(line, "doc", documentReference(ref, element));
  const received = textAt(ref, "ReceiptDateTime", "DateTimeString");
  if (received !== undefined) line.date = readDateTime(received, `ram:ReceiptDateTime of ${element}`).date;
  const reasons: Out[] = [];
  const actions: Out[] = [];
  children(ref, "SpecifiedDocumentStatus").forEach((status, s) => {
    const where = `ram:SpecifiedDocumentStatus ${s + 1} of ${element}`;
    const reasonCode = textAt(status, "ReasonCode");
    let reason: Out | undefined;
    if (reasonCode) {
      reason = { ext: { [EXT_REASON]: reasonCode } };
      put(reason, "description", children(status, "Reason").map((r) => text(r) ?? "").join("\n"));
    }
    const faults = children(status, "SpecifiedDocumentCharacteristic")
      .map((c, i) => fault(c, `ram:SpecifiedDocumentCharacteristic ${i + 1} of ${where}`))
      .filter((f): f is Out => f !== undefined);
    // Characteristics without a reason code still need a reason to hold them: `other`, the neutral one.
    if (faults.length > 0) (reason ??= { key: "other" }).faults = faults;
    if (reason) reasons.push(reason);
    const actionCode = textAt(status, "RequestedActionCode");
    if (actionCode) {
      const action: Out = { ext: { [EXT_ACTION]: actionCode } };
      put(action, "description", textAt(status, "RequestedAction"));
      actions.push(action);
    }
  });
  put(line, "reasons", reasons);
  put(line, "actions", actions);
  return line;
}

export function readStatus(cdv: OpenedCDV): Out {
  const status = documentHeader(STATUS_SCHEMA, cdv.header);
  const { supplier, customer } = businessParties(cdv.header, cdv.references);
  put(status, "supplier", supplier);
  put(status, "customer", customer);
  put(status, "lines", cdv.references.map(statusLine));
  return status;
}
