/**
 * Keys of the stamps Greece's tax authority (IAPR / AADE) gives a document
 * once it is reported to myDATA. A credit note must quote the `iapr-mark` of
 * the invoice it corrects (see corrections.ts).
 */
export const STAMP_IAPR_QR = "iapr-qr";
export const STAMP_IAPR_MARK = "iapr-mark";
export const STAMP_IAPR_HASH = "iapr-hash";
export const STAMP_IAPR_UID = "iapr-uid";
export const STAMP_IAPR_PROVIDER = "iapr-provider";
