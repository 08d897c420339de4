/**
 * The XAdES-EPES signature of an event record, which a NO VERI*FACTU system
 * must keep signed (EventosSIF.xsd requires ds:Signature as the last child
 * of Evento): enveloped (the whole record), inclusive C14N, RSA-SHA256,
 * SHA-256 digests, under the signature policy of the Spanish General State
 * Administration (AGE, OID 2.16.724.1.3.1.1.2.1.9, its document's SHA-1
 * and address as the policy publishes them). The signature is made over
 * the record and then placed in Evento: the enveloped-signature transform
 * removes it wherever it stands, so the digests stay the same.
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

const EVENT_ROOT = /<([A-Za-z_][\w.-]*:)?RegistroEvento[\s>]/;

export async function signEventRecord(xml: string, options: XadesSignOptions): Promise<string> {
  const root = EVENT_ROOT.exec(xml);
  if (!root) {
    throw new BizdocError("input", "VERI*FACTU signs event records only: registration and cancellation records are sent to the AEAT unsigned", [
      { code: "BIZDOC-VERIFACTU-UNSIGNED", properties: ["$.certificate"], description: "only event records (bill/status) are signed" },
    ]);
  }
  const signed = await signEnveloped(xml, options, {
    digest: "SHA-256",
    description: "VERI*FACTU event record",
    extra: { policy: { identifier: { value: AGE_POLICY.identifier }, hash: "SHA-1", digestValue: AGE_POLICY.hash, qualifiers: [AGE_POLICY.uri] } },
  });
  // The signature was appended to the record's root: move it to the end of Evento, where the schema has it.
  const prefix = root[1] ?? "";
  const eventEnd = signed.lastIndexOf(`</${prefix}Evento>`);
  // The signature is the root's last child, after Evento (its own Signature* children come later in it).
  const opening = /<([A-Za-z_][\w.-]*:)?Signature[\s>]/g;
  opening.lastIndex = Math.max(eventEnd, 0);
  const found = opening.exec(signed);
  const start = found ? found.index : -1;
  const closing = `</${found?.[1] ?? ""}Signature>`;
  const end = signed.lastIndexOf(closing) + closing.length;
  if (eventEnd < 0 || start < 0 || end <= start) throw new Error("the event record's signature could not be placed in Evento");
  const signature = signed.slice(start, end);
  const withoutSignature = signed.slice(0, start) + signed.slice(end);
  return withoutSignature.slice(0, eventEnd) + signature + withoutSignature.slice(eventEnd);
}
