/**
 * FatturaPA payment means (GOBL's pay.go).
 *
 * Normalising: payment instructions and advance payment records get their
 * ModalitaPagamento code (`it-sdi-payment-means`, MP01–MP23) from their means
 * key, replacing any code they had. Italian means without a key of their own
 * in GOBL are sub-keys (`direct-debit+riba`, `online+pagopa`, ...); a sub-key
 * not in the table falls back to its parent (`card+debit` → `card`, MP08).
 * A key with no code at all leaves the extensions as they are.
 *
 * Rules: payment instructions and advances must carry the code.
 */
import { codeForKey, extRequire, mergeExt } from "../../../engine/index.ts";
import type { Normalizer, PayInstructions, PayRecord, Validator } from "../../../engine/index.ts";
import { EXT_KEY_PAYMENT_MEANS } from "./extensions.ts";

/** Italian means sub-keys (GOBL's MeansKey… constants of the SDI addon). */
export const MEANS_KEY_TREASURY = "treasury";
export const MEANS_KEY_PAYMENT_SLIP = "payment-slip";
export const MEANS_KEY_RID = "rid";
export const MEANS_KEY_RID_UTILITY = "rid-utility";
export const MEANS_KEY_RID_FAST = "rid-fast";
export const MEANS_KEY_RIBA = "riba";
export const MEANS_KEY_TAX_RECEIPT = "tax-receipt";
export const MEANS_KEY_SPECIAL_ACCOUNT = "special-account";
export const MEANS_KEY_POST_OFFICE = "post-office";
export const MEANS_KEY_SEPA = "sepa";
export const MEANS_KEY_SEPA_CORE = "sepa-core";
export const MEANS_KEY_SEPA_B2B = "sepa-b2b";
export const MEANS_KEY_PAGOPA = "pagopa";

/** Means keys and their ModalitaPagamento codes (card and online both MP08). */
export const PAYMENT_MEANS_CODES: ReadonlyMap<string, string> = new Map(Object.entries({
  cash: "MP01",
  cheque: "MP02",
  "bank-draft": "MP03",
  [`cash+${MEANS_KEY_TREASURY}`]: "MP04",
  "credit-transfer": "MP05",
  "promissory-note": "MP06",
  [`other+${MEANS_KEY_PAYMENT_SLIP}`]: "MP07",
  card: "MP08",
  online: "MP08",
  [`direct-debit+${MEANS_KEY_RID}`]: "MP09",
  [`direct-debit+${MEANS_KEY_RID_UTILITY}`]: "MP10",
  [`direct-debit+${MEANS_KEY_RID_FAST}`]: "MP11",
  [`direct-debit+${MEANS_KEY_RIBA}`]: "MP12",
  "debit-transfer": "MP13",
  [`other+${MEANS_KEY_TAX_RECEIPT}`]: "MP14",
  [`other+${MEANS_KEY_SPECIAL_ACCOUNT}`]: "MP15",
  "direct-debit": "MP16",
  [`direct-debit+${MEANS_KEY_POST_OFFICE}`]: "MP17",
  [`cheque+${MEANS_KEY_POST_OFFICE}`]: "MP18",
  [`direct-debit+${MEANS_KEY_SEPA}`]: "MP19",
  [`direct-debit+${MEANS_KEY_SEPA_CORE}`]: "MP20",
  [`direct-debit+${MEANS_KEY_SEPA_B2B}`]: "MP21",
  netting: "MP22",
  [`online+${MEANS_KEY_PAGOPA}`]: "MP23",
}));

/** The code of a means key, the key whole or else its parents (GOBL's `CodeMap.Lookup`); "" when none has one. */
export const paymentMeansCode = (key: string | undefined): string => codeForKey(PAYMENT_MEANS_CODES, key);

function setMeansCode(holder: { key?: string; ext?: Record<string, string> }): void {
  const code = paymentMeansCode(holder.key);
  if (code) mergeExt(holder, { [EXT_KEY_PAYMENT_MEANS]: code });
}

export const paymentNormalizers: Normalizer[] = [
  { type: "pay.Instructions", normalize: (instructions: PayInstructions) => setMeansCode(instructions) },
  { type: "pay.Record", normalize: (record: PayRecord) => setMeansCode(record) },
];

export const instructionsRules: Validator<PayInstructions> = {
  type: "pay.Instructions",
  assert: [
    {
      code: "GOBL-IT-SDI-PAY-INSTRUCTIONS-01",
      field: "ext",
      message: `payment instructions need their FatturaPA payment means ('${EXT_KEY_PAYMENT_MEANS}')`,
      test: (instructions) => extRequire(EXT_KEY_PAYMENT_MEANS)(instructions.ext),
    },
  ],
};

export const advanceRules: Validator<PayRecord> = {
  type: "pay.Record",
  assert: [
    {
      code: "GOBL-IT-SDI-PAY-RECORD-01",
      field: "ext",
      message: `an advance payment needs its FatturaPA payment means ('${EXT_KEY_PAYMENT_MEANS}')`,
      test: (record) => extRequire(EXT_KEY_PAYMENT_MEANS)(record.ext),
    },
  ],
};
