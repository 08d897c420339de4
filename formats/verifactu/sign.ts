/**
 * The XAdES-EPES signature of an event record, which a NO VERI*FACTU system
 * must keep signed (EventosSIF.xsd requires ds:Signature as the last child
 * of Evento): enveloped (the whole record), inclusive C14N, RSA-SHA256,
 * SHA-256 digests, under the signature policy of the Spanish General State
 * Administration (AGE, OID 2.16.724.1.3.1.1.2.1.9, its document's SHA-1
 * and address as the policy publishes them). The signature is made over
 * the record and placed in Evento (signEnveloped's placeIn): the
 * enveloped-signature transform removes it wherever it stands.
 * Registration and cancellation records, which a VERI*FACTU system sends to
 * the AEAT's service unsigned, are not signed here.
 */
import { BizdocError } from "../../engine/index.ts";
import { signEnveloped, type XadesSignOptions } from "../common/xades.ts";

export const AGE_POLICY = {
  identifier: "urn:oid:2.16.724.1.3.1.1.2.1.9",
  /** SHA-1 of the policy document, base64. */
  hash: "G7roucf600+f03r/o0bAOQ6WAs0=",
  uri: "https://sede.administracion.gob.es/politica_de_firma_anexo_1.pdf",
} as const;

const EVENT_ROOT = "RegistroEvento";
const EVENT_ROOT_TAG = /<([A-Za-z_][\w.-]*:)?RegistroEvento[\s>]/;
const EVENT = "Evento";

/** The first descendant of `root` with this local name (the record's own elements, whatever their prefix). */
function descendant(root: Element, localName: string): Element | undefined {
  const found = root.getElementsByTagNameNS("*", localName);
  return found.length > 0 ? (found.item(0) ?? undefined) : undefined;
}

export async function signEventRecord(xml: string, options: XadesSignOptions): Promise<string> {
  if (!EVENT_ROOT_TAG.test(xml)) {
    throw new BizdocError("input", "VERI*FACTU signs event records only: registration and cancellation records are sent to the AEAT unsigned", [
      { code: "BIZDOC-VERIFACTU-UNSIGNED", properties: ["$.certificate"], description: "only event records (bill/status) are signed" },
    ]);
  }
  return signEnveloped(xml, options, {
    digest: "SHA-256",
    description: "VERI*FACTU event record",
    extra: { policy: { identifier: { value: AGE_POLICY.identifier }, hash: "SHA-1", digestValue: AGE_POLICY.hash, qualifiers: [AGE_POLICY.uri] } },
    // EventosSIF.xsd has the signature as Evento's last child.
    placeIn: (root) => {
      const record = root.localName === EVENT_ROOT ? root : descendant(root, EVENT_ROOT);
      return record ? descendant(record, EVENT) : undefined;
    },
  });
}
