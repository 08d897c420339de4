/**
 * Verifying a signed FacturaE file: the XAdES checks every enveloped
 * signature gets (formats/common/xades-verify.ts), and FacturaE's own: the
 * signature must be XAdES-EPES under the FacturaE signature policy 3.1,
 * which FACe requires.
 */
import type { XMLSignatureReport } from "../../engine/index.ts";
import { verifyEnveloped, type SignatureRule } from "../common/xades-verify.ts";
import { FACTURAE_POLICY } from "./sign.ts";

const underFacturaePolicy: SignatureRule = (finding, path) =>
  finding.policy === FACTURAE_POLICY.identifier
    ? []
    : [
        {
          code: "BIZDOC-FACTURAE-SIGNATURE-POLICY",
          properties: [`${path}/ds:Object`],
          description: `${finding.policy ? `is under the policy ${JSON.stringify(finding.policy.slice(0, 200))}` : "names no signature policy"}: a FacturaE signature is XAdES-EPES under the FacturaE policy 3.1 (${FACTURAE_POLICY.identifier})`,
        },
      ];

export function verifyFacturae(xml: string): Promise<XMLSignatureReport> {
  return verifyEnveloped(xml, underFacturaePolicy);
}
