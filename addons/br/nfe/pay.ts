/**
 * NF-e payment methods (GOBL: gobl.br.nfe addon/pay.go).
 *
 * Normalising: payment instructions and advances whose means key has an
 * NF-e payment method get it in `br-nfe-payment-means`, replacing any code
 * given, except that the key `other` leaves a code already given alone (it
 * says nothing more precise). A specific key falls back to its parent
 * (`credit-transfer+sepa` → 18).
 *
 * Rules: instructions and advances both need a payment method (01) that the
 * addon lists (02).
 */
import { codeForKey, extCode, extRequire, mergeExt, type Normalizer, type PayInstructions, type PayRecord, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_PAYMENT_MEANS, hasValidCode } from "./extensions.ts";

/** Payment means keys and their NF-e payment methods (tPag). */
export const PAYMENT_MEANS_CODES: ReadonlyMap<string, string> = new Map([
  ["cash", "01"],
  ["cheque", "02"],
  ["card", "03"],
  ["card+debit", "04"],
  ["debit-transfer+debit", "04"],
  ["credit-transfer", "18"],
  ["online", "18"],
  ["other", "99"],
]);

type Payment = PayInstructions | PayRecord;

function setPaymentMeans(payment: Payment): void {
  if (payment.key === "other" && extCode(payment.ext, EXT_KEY_PAYMENT_MEANS) !== "") return;
  const code = codeForKey(PAYMENT_MEANS_CODES, payment.key);
  if (code) mergeExt(payment, { [EXT_KEY_PAYMENT_MEANS]: code });
}

export const paymentNormalizers: Normalizer<Payment>[] = [
  { type: "pay.Instructions", normalize: setPaymentMeans },
  { type: "pay.Record", normalize: setPaymentMeans },
];

/** The two rules, for instructions or for advances. */
function paymentRules<T extends Payment>(type: string, prefix: string, what: string): Validator<T> {
  return {
    type,
    assert: [
      {
        code: `${prefix}-01`,
        field: "ext",
        message: `${what} need an NF-e payment method (${EXT_KEY_PAYMENT_MEANS})`,
        test: (payment) => extRequire(EXT_KEY_PAYMENT_MEANS)(payment.ext),
      },
      {
        code: `${prefix}-02`,
        field: "ext",
        message: `'${EXT_KEY_PAYMENT_MEANS}' must be one of the payment methods the NF-e addon lists`,
        test: (payment) => hasValidCode(EXT_KEY_PAYMENT_MEANS)(payment.ext),
      },
    ],
  };
}

export const instructionsRules = paymentRules<PayInstructions>("pay.Instructions", "GOBL-BR-NFE-PAY-INSTRUCTIONS", "payment instructions");
export const advanceRules = paymentRules<PayRecord>("pay.Record", "GOBL-BR-NFE-PAY-RECORD", "advance payments");
