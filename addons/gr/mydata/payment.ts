/**
 * myDATA payment methods (GOBL: addons/gr/mydata/pay.go).
 *
 * Normalising: payment instructions and payment records (advances) whose
 * means key has a myDATA payment method get it in `gr-mydata-payment-means`,
 * replacing any code given. A composite key falls back to its parent when it
 * has no code of its own (`credit-transfer+sepa` → 1), as GOBL's code maps
 * look keys up; `credit-transfer+foreign` is the one composite key with its
 * own code (2, a foreign bank account).
 *
 * Rules: instructions and advances both need a means key and a payment
 * method.
 */
import { codeForKey, extRequire, present, mergeExt, type Normalizer, type PayInstructions, type PayRecord, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_PAYMENT_MEANS } from "./extensions.ts";

/** The means key of a payment to or from a foreign account (GOBL: `MeansKeyForeign`). */
export const MEANS_KEY_FOREIGN = "foreign";

/** Payment means keys and their myDATA payment methods. */
export const PAYMENT_MEANS_CODES: ReadonlyMap<string, string> = new Map(Object.entries({
  "credit-transfer": "1",
  [`credit-transfer+${MEANS_KEY_FOREIGN}`]: "2",
  cash: "3",
  cheque: "4",
  "promissory-note": "5",
  online: "6",
  card: "7",
}));

/** The payment method of a means key (a specific key falls back to its parent); "" when none does. */
export function paymentMeansCode(key: string | undefined): string {
  return codeForKey(PAYMENT_MEANS_CODES, key);
}

type Payment = PayInstructions | PayRecord;

function setPaymentMeans(payment: Payment): void {
  const code = paymentMeansCode(payment.key);
  if (code) mergeExt(payment, { [EXT_KEY_PAYMENT_MEANS]: code });
}

export const paymentNormalizers: Normalizer<Payment>[] = [
  { type: "pay.Instructions", normalize: setPaymentMeans },
  { type: "pay.Record", normalize: setPaymentMeans },
];


export const instructionsRules: Validator<PayInstructions> = {
  type: "pay.Instructions",
  assert: [
    {
      code: "GOBL-GR-MYDATA-PAY-INSTRUCTIONS-01",
      field: "key",
      message: "payment instructions need a means key",
      test: (instructions) => present(instructions.key),
    },
    {
      code: "GOBL-GR-MYDATA-PAY-INSTRUCTIONS-02",
      field: "ext",
      message: `payment instructions need a myDATA payment method (${EXT_KEY_PAYMENT_MEANS})`,
      test: (instructions) => extRequire(EXT_KEY_PAYMENT_MEANS)(instructions.ext),
    },
  ],
};

export const advanceRules: Validator<PayRecord> = {
  type: "pay.Record",
  assert: [
    {
      code: "GOBL-GR-MYDATA-PAY-RECORD-01",
      field: "key",
      message: "an advance payment needs a means key",
      test: (record) => present(record.key),
    },
    {
      code: "GOBL-GR-MYDATA-PAY-RECORD-02",
      field: "ext",
      message: `an advance payment needs a myDATA payment method (${EXT_KEY_PAYMENT_MEANS})`,
      test: (record) => extRequire(EXT_KEY_PAYMENT_MEANS)(record.ext),
    },
  ],
};
