/** A CDV read into a partial GOBL document: a bill/payment for the payment codes (211, 212), a bill/status for the others; the profile its guideline names. */
import type { ParsedXML } from "../../../engine/index.ts";
import { PAYMENT_ADVICE, PAYMENT_RECEIPT } from "../codes.ts";
import { openCDV } from "./header.ts";
import { readPayment } from "./payment.ts";
import { readStatus } from "./status.ts";

export function readCDAR(xml: string): ParsedXML {
  const cdv = openCDV(xml);
  const payment = cdv.processCode === PAYMENT_ADVICE || cdv.processCode === PAYMENT_RECEIPT;
  const document = payment ? readPayment(cdv) : readStatus(cdv);
  return { document, ...(cdv.profile ? { profile: cdv.profile } : {}) };
}
