/**
 * Payment instructions and terms.
 *
 * Normalising: instructions whose means key has a UNTDID 4461 payment means
 * code get it in `untdid-payment-means` (replacing any code they had); a
 * composite key without a code of its own takes its parent's
 * (`credit-transfer+instant` → `30`).
 *
 * Rules: instructions carry a payment means code (BR-49); terms give due
 * dates or a description (BR-CO-25).
 */
import { codeForKey, extRequire, mergeExt, type Normalizer, type PayInstructions, type PayTerms, type Validator } from "../../../engine/index.ts";

export const EXT_PAYMENT_MEANS = "untdid-payment-means";

/** Payment means keys and their UNTDID 4461 codes. */
export const PAYMENT_MEANS_CODES: ReadonlyMap<string, string> = new Map(Object.entries({
  any: "1",
  card: "48",
  "card+debit": "55",
  "credit-transfer": "30",
  "debit-transfer": "31",
  cash: "10",
  cheque: "20",
  "bank-draft": "21",
  "direct-debit": "49",
  online: "68",
  "promissory-note": "60",
  netting: "97",
  "credit-transfer+sepa": "58",
  "direct-debit+sepa": "59",
}));

export const instructionsNormalizer: Normalizer<PayInstructions> = {
  type: "pay.Instructions",
  normalize(instructions) {
    const code = codeForKey(PAYMENT_MEANS_CODES, instructions.key);
    if (code) mergeExt(instructions, { [EXT_PAYMENT_MEANS]: code });
  },
};

export const instructionsRules: Validator<PayInstructions> = {
  type: "pay.Instructions",
  assert: [
    {
      code: "GOBL-EU-EN16931-PAY-INSTRUCTIONS-01",
      field: "ext",
      message: `payment instructions need a payment means code (${EXT_PAYMENT_MEANS}) (BR-49)`,
      test: (instructions) => extRequire(EXT_PAYMENT_MEANS)(instructions.ext),
    },
  ],
};

export const termsRules: Validator<PayTerms> = {
  type: "pay.Terms",
  assert: [
    {
      code: "GOBL-EU-EN16931-PAY-TERMS-01",
      message: "payment terms need due dates or notes (BR-CO-25)",
      test: (terms) => (terms.due_dates ?? []).length > 0 || !!terms.notes,
    },
  ],
};
