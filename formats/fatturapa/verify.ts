/**
 * Verifying a signed FatturaPA file (XAdES-BES, as SDI accepts): who signed,
 * when, and whether the file is intact; the checks are
 * formats/common/xades-verify.ts's. FatturaPA asks no signature policy.
 */
import type { XMLSignatureReport } from "../../engine/index.ts";
import { verifyEnveloped } from "../common/xades-verify.ts";

export function verifyFatturapa(xml: string): Promise<XMLSignatureReport> {
  return verifyEnveloped(xml);
}
