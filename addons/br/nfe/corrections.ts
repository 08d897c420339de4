import type { CorrectionDefinition } from "../../../engine/index.ts";

/** The SEFAZ stamps: the 44-digit access key of an authorised NF-e or NFC-e, and the authorisation protocol number. */
export const STAMP_SEFAZ_KEY = "sefaz-key";
export const STAMP_SEFAZ_AUTH = "sefaz-auth";

/** Credit and debit notes copy the access key of the invoice they correct. */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note", "debit-note"], stamps: [STAMP_SEFAZ_KEY] }];
