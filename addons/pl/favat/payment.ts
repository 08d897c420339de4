/**
 * FA(3) on payments (GOBL: addons/pl/favat/pay.go).
 *
 * Normalising: payment instructions and payment records (advances) whose
 * means key has a KSeF payment form get it in `pl-favat-payment-means`,
 * over any code they had: cash 1, card 2, `other+voucher` 3, cheque 4,
 * `other+credit` 5, credit transfer 6, online 7. As with GOBL's code maps,
 * a composite key without a code of its own takes its parent's
 * (`credit-transfer+sepa` → 6); a key with none (`other`, `direct-debit`)
 * sets nothing.
 *
 * Rule: a payment record needs its date (KSeF reports the date of every
 * advance received).
 */
import { codeForKey, mergeExt, type Normalizer, type PayInstructions, type PayRecord, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_PAYMENT_MEANS } from "./extensions.ts";

/** The addon's own means key, `other+voucher`, for payment by voucher. */
export const MEANS_KEY_VOUCHER = "voucher";

/** Means keys and their KSeF payment forms (`FormaPlatnosci`). */
export const PAYMENT_MEANS_CODES: ReadonlyMap<string, string> = new Map(Object.entries({
  cash: "1",
  card: "2",
  [`other+${MEANS_KEY_VOUCHER}`]: "3",
  cheque: "4",
  "other+credit": "5",
  "credit-transfer": "6",
  online: "7",
}));

/** The payment form of a means key (a specific key falls back to its parent); "" when none matches. */
export function paymentMeansCode(key: string | undefined): string {
  return codeForKey(PAYMENT_MEANS_CODES, key);
}

/** Puts the payment form of the holder's means key in its extensions. */
function setPaymentMeans(holder: { key?: string; ext?: Record<string, string> }): void {
  const code = paymentMeansCode(holder.key);
  if (code) mergeExt(holder, { [EXT_KEY_PAYMENT_MEANS]: code });
}

export const instructionsNormalizer: Normalizer<PayInstructions> = {
  type: "pay.Instructions",
  normalize: setPaymentMeans,
};

export const recordNormalizer: Normalizer<PayRecord> = {
  type: "pay.Record",
  normalize: setPaymentMeans,
};

export const recordRules: Validator<PayRecord> = {
  type: "pay.Record",
  assert: [
    {
      code: "GOBL-PL-FAVAT-PAY-RECORD-01",
      field: "date",
      message: "an advance payment needs the date it was received",
      test: (record) => !!record.date,
    },
  ],
};
