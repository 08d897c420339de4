/**
 * Verifying the signatures of an XML file (a signed FacturaE or FatturaPA):
 * the XML checked as untrusted once, its format recognised (or named), and
 * the format's own verification asked for who signed, when, and whether the
 * document is intact. A broken signature is a finding of the report, not an
 * error: the report says what does not hold.
 */
import { BizdocError } from "../errors/index.ts";
import type { XMLSignatureReport } from "./contracts.ts";
import type { FormatRegistry } from "./registry.ts";
import { rootOfUntrustedXML } from "./untrusted-xml.ts";

export interface VerifyXMLOptions {
  /** The file's format; recognised from the XML when not given. */
  format?: string;
}

/** The report, with the format whose signatures were verified. */
export interface XMLSignatureVerification extends XMLSignatureReport {
  format: string;
}

export async function verifyXMLSignatures(formats: FormatRegistry, xml: unknown, options: VerifyXMLOptions): Promise<XMLSignatureVerification> {
  if (typeof xml !== "string" || xml.trim() === "") throw new BizdocError("input", "no XML given: send the signed file");
  const named = options.format === undefined ? undefined : formats.get(options.format);
  const root = rootOfUntrustedXML(xml, named?.key.toUpperCase());
  const format = named ?? formats.recognize(root);
  if (!format.verifySignature) {
    const verifying = formats.list().filter((f) => f.verifySignature).map((f) => f.key);
    const named = verifying.length > 1 ? `${verifying.slice(0, -1).join(", ")} and ${verifying.at(-1)}` : verifying[0];
    throw new BizdocError("input", `${format.name} files carry no signature bizdoc verifies: it verifies ${named ?? "no format's"}`, [
      { properties: ["$.format"], description: `signatures are verified for ${verifying.join(", ") || "no format"}` },
    ]);
  }
  return { format: format.key, ...(await format.verifySignature(xml)) };
}

/** What `/verify` answers for a signed file whose signatures all hold: who signed, when, under which policy. */
export interface XMLSignatureAnswer {
  ok: true;
  format: string;
  signatures: XMLSignatureVerification["signatures"];
}

/**
 * The answer for a verified file; throws the 422 `signature` error, its
 * faults saying what does not hold, when a signature is broken or missing.
 * The error names no certificate: who signed is told only of a signature that holds.
 */
export function signatureAnswerOf(report: XMLSignatureVerification): XMLSignatureAnswer {
  if (report.valid) return { ok: true, format: report.format, signatures: report.signatures };
  const first = report.faults[0];
  const what = first?.code === "BIZDOC-XMLSIG-NONE" ? "is not signed" : "has a signature that does not hold";
  const more = report.faults.length > 1 ? ` (and ${report.faults.length - 1} more ${report.faults.length === 2 ? "fault" : "faults"})` : "";
  throw new BizdocError("signature", `the ${report.format} file ${what}: ${first?.description ?? "no signature holds"}${more}`, report.faults);
}
