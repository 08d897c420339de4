/**
 * A GOBL bill/payment (flow 6) as a CDV: a receipt is Encaissée (212),
 * declared by the supplier to the customer; an advice Paiement transmis
 * (211), declared by the customer to the supplier (the envelope's
 * `from`/`to` may name either by its endpoint). Each line one
 * acknowledgement, whose amounts ride as characteristics of one status
 * entry: the payment's fr-ctc-flow6-condition (MEN, MPA) types the amount,
 * split by VAT rate when the line has a VAT breakdown (each rate's gross
 * amount and percentage, MDT-215 and MDT-224, as the PPF requires of an
 * encaissement), and what is still due is a RAP characteristic.
 */
import { Amount, Percentage, type Envelope } from "../../../engine/index.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import type { WritingRefusals } from "../../common/refusals.ts";
import { AMOUNT_RECEIVED, AMOUNT_REMAINING, EXT_CONDITION, EXT_STATUS } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { fullNumber, type Message } from "./document.ts";
import { partyAtEndpoint, tradeParty } from "./party.ts";

function amountCharacteristic(type: string, amount: string, currency: string, percent?: string): XMLNode {
  return { "ram:TypeCode": type, "ram:ValueAmount": { "@_currencyID": currency || undefined, "#text": amount }, "ram:ValuePercent": percent };
}

/**
 * The amount split by VAT rate: each rate's base plus its VAT, with the
 * rate at two decimals (an exempt rate, which has none, as 0.00: the CDV
 * cannot tell it from a zero rate). Only the VAT category: gobl.cii writes
 * every category's rates as if they were VAT's.
 */
function vatSplit(type: string, line: JSONObject, currency: string): XMLNode[] {
  return list(line.tax?.categories)
    .filter((category) => category?.code === "VAT")
    .flatMap((category) => list(category.rates))
    .filter((rate) => rate)
    .map((rate) => {
      const gross = Amount.parse(rate.base).add(Amount.parse(rate.amount ?? "0")).toString();
      const percent = rate.percent ? Percentage.parse(rate.percent).amount().rescale(2).toString() : "0.00";
      return amountCharacteristic(type, gross, currency, percent);
    });
}

function amountsStatus(pmt: JSONObject, line: JSONObject): XMLNode {
  const condition = ext(pmt, EXT_CONDITION) || AMOUNT_RECEIVED;
  const currency = typeof pmt.currency === "string" ? pmt.currency : "";
  const split = vatSplit(condition, line, currency);
  const amounts = split.length > 0 ? split : [amountCharacteristic(condition, String(line.amount ?? "0"), currency)];
  if (line.due !== undefined && condition !== AMOUNT_REMAINING) amounts.push(amountCharacteristic(AMOUNT_REMAINING, String(line.due), currency));
  return { "ram:SequenceNumeric": "1", "ram:SpecifiedDocumentCharacteristic": amounts };
}

export function paymentMessage(envelope: Envelope, sender: XMLNode, refusals: WritingRefusals): Message {
  const pmt = envelope.doc as JSONObject;
  const processCode = ext(pmt, EXT_STATUS);
  if (!processCode) refusals.missing(`$.doc.ext.${EXT_STATUS}`, "the payment's CDAR process condition code (211 for an advice, 212 for a receipt), which the fr-ctc-flow6-v1 addon sets from its type");
  const lines = list(pmt.lines).filter((line) => line);
  if (lines.length === 0) refusals.missing("$.doc.lines", "a CDV acknowledges at least one invoice: one line with its document");
  const [declarer, counterpart] = pmt.type === "advice" ? [pmt.customer, pmt.supplier] : [pmt.supplier, pmt.customer];
  const issuer = partyAtEndpoint(envelope.head.from, pmt.supplier, pmt.customer) ?? declarer;
  const recipient = partyAtEndpoint(envelope.head.to, pmt.supplier, pmt.customer) ?? counterpart;
  return {
    code: fullNumber(pmt.series, pmt.code),
    issueDate: pmt.issue_date,
    issueTime: pmt.issue_time,
    sender,
    issuer: issuer ? tradeParty(issuer) : undefined,
    recipient: recipient ? tradeParty(recipient) : undefined,
    references: lines.map((line) => ({ processCode, doc: line.document, supplier: pmt.supplier, statuses: [amountsStatus(pmt, line)] })),
  };
}
