/**
 * Where our VERI*FACTU records differ from gobl.verifactu's reference
 * records on purpose, each with its reason. They are applied to the
 * reference XML before comparing, so every other element must be equal.
 */
export interface WriterDifference {
  /** What differs. */
  what: string;
  /** Why we write it so. */
  reason: string;
  /** The reference cases it applies to ("*": all). */
  cases: "*" | readonly string[];
  /** The reference XML as we write it. */
  apply(xml: string): string;
}

export const WRITER_DIFFERENCES: readonly WriterDifference[] = [
  {
    what: "no ds:Signature in RegistroAlta / RegistroEvento",
    reason:
      "the reference signs every record (XAdES-EPES) with its own test certificate. Records a VERI*FACTU system sends to the AEAT's web service need no signature (the service authenticates the sender's certificate), so bizdoc writes registration and cancellation records unsigned; event records (which a NO VERI*FACTU system keeps signed) are signed when the caller gives a certificate (formats/verifactu/sign.ts), under the same AGE policy, but a signature's certificate, time and Ids are the signer's own, so it is never compared",
    cases: "*",
    apply: (xml) => xml.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, ""),
  },
];

/** The reference XML of a case with our differences applied. */
export function expectedXML(id: string, xml: string): string {
  return WRITER_DIFFERENCES.filter((d) => d.cases === "*" || d.cases.includes(id)).reduce((text, d) => d.apply(text), xml);
}
