/**
 * The CFDI on payment instructions, records and terms (GOBL: addon/pay.go).
 *
 * Normalising: payment instructions and records (an invoice's advances, a
 * payment's methods) whose means key has a `c_FormaPago` code get it in
 * `mx-cfdi-payment-means`, over any code given.
 *
 * Rules: instructions (PAY-INSTRUCTIONS-01) and records (PAY-RECORD-01)
 * need their payment means; the terms' notes are at most 1000 bytes long
 * (PAY-TERMS-01).
 */
import { extHas, mergeExt, utf8Length, type Normalizer, type PayInstructions, type PayRecord, type PayTerms, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_PAYMENT_MEANS, RULE_PREFIX } from "./keys.ts";

/** The `c_FormaPago` code of each payment means key that has one. */
export const PAYMENT_MEANS_CODES: ReadonlyMap<string, string> = new Map([
  ["cash", "01"],
  ["cheque", "02"],
  ["credit-transfer", "03"],
  ["card", "04"],
  ["online+wallet", "05"],
  ["online", "06"],
  ["other+grocery-vouchers", "08"],
  ["other+in-kind", "12"],
  ["other+subrogation", "13"],
  ["other+consignment", "14"],
  ["other+debt-relief", "15"],
  ["netting", "17"],
  ["other+novation", "23"],
  ["other+merger", "24"],
  ["other+remission", "25"],
  ["other+expiration", "26"],
  ["other+satisfy-creditor", "27"],
  ["card+debit", "28"],
  // The older spelling of a debit card, still read.
  ["other+debit", "28"],
  ["other+services", "29"],
  ["other+advance", "30"],
  ["other+intermediary", "31"],
]);

function setMeansCode(holder: { key?: string; ext?: Record<string, string> }): void {
  const code = typeof holder.key === "string" ? PAYMENT_MEANS_CODES.get(holder.key) : undefined;
  if (code) mergeExt(holder, { [EXT_KEY_PAYMENT_MEANS]: code });
}

export const instructionsNormalizer: Normalizer<PayInstructions> = { type: "pay.Instructions", normalize: setMeansCode };
export const recordNormalizer: Normalizer<PayRecord> = { type: "pay.Record", normalize: setMeansCode };

const MAX_TERMS_NOTES = 1000;

export const payRules: Validator[] = [
  {
    type: "pay.Instructions",
    assert: [
      {
        code: `${RULE_PREFIX}PAY-INSTRUCTIONS-01`,
        field: "ext",
        message: `payment instructions need their payment means in ${EXT_KEY_PAYMENT_MEANS} (a means key with a code sets it)`,
        test: (i: PayInstructions) => extHas(i.ext, EXT_KEY_PAYMENT_MEANS),
      },
    ],
  },
  {
    type: "pay.Record",
    assert: [
      {
        code: `${RULE_PREFIX}PAY-RECORD-01`,
        field: "ext",
        message: `a payment record (an advance, a payment method) needs its payment means in ${EXT_KEY_PAYMENT_MEANS} (a means key with a code sets it)`,
        test: (r: PayRecord) => extHas(r.ext, EXT_KEY_PAYMENT_MEANS),
      },
    ],
  },
  {
    type: "pay.Terms",
    assert: [
      {
        code: `${RULE_PREFIX}PAY-TERMS-01`,
        field: "notes",
        message: `the payment terms' notes are at most ${MAX_TERMS_NOTES} bytes long`,
        test: (t: PayTerms) => typeof t.notes !== "string" || utf8Length(t.notes) <= MAX_TERMS_NOTES,
      },
    ],
  },
];
