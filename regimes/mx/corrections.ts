import type { CorrectionDefinition } from "../../engine/index.ts";

/** Stamps the SAT (or its certified provider) adds to a stamped CFDI. */
export const STAMP_SAT_SIGNATURE = "sat-sig";
export const STAMP_SAT_SERIAL = "sat-serial";
export const STAMP_SAT_TIMESTAMP = "sat-timestamp";
/** The "folio fiscal", the UUID that identifies a stamped CFDI. */
export const STAMP_SAT_UUID = "sat-uuid";
export const STAMP_SAT_URL = "sat-url";
export const STAMP_SAT_PROVIDER_RFC = "sat-provider-rfc";
export const STAMP_SAT_CHAIN = "sat-chain";

/**
 * Mexican invoices are corrected with credit notes ("notas de crédito"), which
 * carry over the folio fiscal of the CFDI they correct.
 */
export const corrections: CorrectionDefinition[] = [
  { schema: "bill/invoice", types: ["credit-note"], stamps: [STAMP_SAT_UUID] },
];
