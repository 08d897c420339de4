/**
 * SAF-T payment mechanisms (GOBL.pt.saft: addon/pay.go).
 *
 * Normalising payment instructions and payment records (advances, receipt
 * methods): the means key gives `pt-saft-payment-means`, replacing what was
 * there, except that `other` keeps a code already given.
 */
import { extCode, mergeExt, type Normalizer, type PayInstructions, type PayRecord } from "../../../engine/index.ts";
import { EXT_KEY_PAYMENT_MEANS } from "./extensions.ts";

/** SAF-T payment mechanisms by means key. */
export const PAYMENT_MEANS: ReadonlyMap<string, string> = new Map(Object.entries({
  card: "CC",
  "card+debit": "CD",
  "credit-transfer": "TB",
  "debit-transfer": "TB",
  cash: "NU",
  "promissory-note": "LC",
  netting: "CS",
  cheque: "CH",
  "direct-debit": "TB",
  online: "DE",
  other: "OU",
}));

function mergeMeans(holder: { key?: string; ext?: Record<string, string> }): void {
  const key = holder.key ?? "";
  if (key === "other" && extCode(holder.ext, EXT_KEY_PAYMENT_MEANS) !== "") return;
  const code = PAYMENT_MEANS.get(key);
  if (code) mergeExt(holder, { [EXT_KEY_PAYMENT_MEANS]: code });
}

export const instructionsNormalizer: Normalizer<PayInstructions> = {
  type: "pay.Instructions",
  normalize: (instr) => mergeMeans(instr as { key?: string; ext?: Record<string, string> }),
};

export const recordNormalizer: Normalizer<PayRecord> = {
  type: "pay.Record",
  normalize: (rec) => mergeMeans(rec as { key?: string; ext?: Record<string, string> }),
};
