/**
 * Verifying a signed TicketBAI file: the XAdES checks every enveloped
 * signature gets (formats/common/xades-verify.ts), and TicketBAI's own: the
 * signature is XAdES-EPES under a TicketBAI province's signature policy,
 * the policy of the province the file's issuer declares to; any of the
 * three is accepted here, since the file does not name its province.
 */
import type { XMLSignatureReport } from "../../engine/index.ts";
import { verifyEnveloped, type SignatureRule } from "../common/xades-verify.ts";
import { PROVINCES, provinceOfPolicy } from "./codes.ts";

const underProvincePolicy: SignatureRule = (finding, path) =>
  provinceOfPolicy(finding.policy)
    ? []
    : [
        {
          code: "BIZDOC-TICKETBAI-SIGNATURE-POLICY",
          properties: [`${path}/ds:Object`],
          description: `${finding.policy ? `is under the policy ${JSON.stringify(finding.policy.slice(0, 200))}` : "names no signature policy"}: a TicketBAI signature is XAdES-EPES under a province's policy (${Object.values(PROVINCES)
            .map((p) => p.policy.identifier)
            .join(", ")})`,
        },
      ];

export function verifyTicketBAI(xml: string): Promise<XMLSignatureReport> {
  return verifyEnveloped(xml, underProvincePolicy);
}
