/**
 * gobl.ticketbai's reference data: every envelope, built by our engine and
 * written and signed as the reference's were (its fixed time, chain,
 * software, third-party issuer and test certificate: cases.ts), must give
 * the reference file, compared as data, with our listed differences
 * applied (writer-differences.ts).
 *
 * The document and its signature are compared apart. RSA PKCS#1 v1.5 is
 * deterministic, so a document equal to the reference's gives the
 * reference's signature, SignatureValue included; a document with a listed
 * difference has its own document digest and therefore its own
 * SignatureValue, and the rest of its signature (the KeyInfo, the signed
 * properties and their digests) must still be the reference's. The TBAI
 * identifier and chain link given back are checked against the signature
 * value of the file written.
 *
 * Cases in passing.json must match; the others report their first
 * difference. TICKETBAI_UPDATE=1 adds the cases now equal (never removes one).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { report } from "../../support/report.ts";
import { canonicalXML, firstDifference } from "../../support/xml.ts";
import { signatureValues } from "../../support/xmldsig.ts";
import { passingCases, referenceCases, referenceCertificate, REFERENCE_OPTIONS, ticketbaiEngine } from "./cases.ts";
import { hasDifferences, withDifferences } from "./writer-differences.ts";

const engine = ticketbaiEngine();
const passing = passingCases();
const nowEqual: string[] = [];
const tally = { documents: 0, signatures: 0, signatureValues: 0, total: 0 };

afterAll(() => {
  report(`TicketBAI reference: ${tally.documents} of ${tally.total} documents equal (listed differences applied)`);
  report(`TicketBAI reference: ${tally.signatures} of ${tally.total} signatures equal but for the document's digest; ${tally.signatureValues} with the reference's very SignatureValue`);
  if (process.env.TICKETBAI_UPDATE && nowEqual.length > 0) {
    const file = new URL("./passing.json", import.meta.url);
    const list = [...new Set([...(JSON.parse(readFileSync(file, "utf8")) as string[]), ...nowEqual])].sort();
    writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
  }
});

const SIGNATURE = /<ds:Signature[\s\S]*<\/ds:Signature>/;
const documentPart = (xml: string) => xml.replace(SIGNATURE, "");
const signaturePart = (xml: string) => SIGNATURE.exec(xml)?.[0] ?? "";

/** The signature with what depends on the document's bytes masked: the document's digest (the first) and the SignatureValue. */
function maskedSignature(signature: string): string {
  let first = true;
  return signature
    .replace(/<ds:DigestValue>[^<]*<\/ds:DigestValue>/, (m) => (first ? ((first = false), "<ds:DigestValue>document</ds:DigestValue>") : m))
    .replace(/(<ds:SignatureValue[^>]*>)[^<]*(<\/ds:SignatureValue>)/, "$1value$2");
}

function outcome(id: string, difference: string | undefined): void {
  tally.total++;
  if (difference) {
    report(`${id}: differs at ${difference}`);
    expect(passing.has(id), `${id} is in passing.json but differs: ${difference}`).toBe(false);
    return;
  }
  if (!passing.has(id)) {
    nowEqual.push(id);
    report(`${id}: now equal: add it to passing.json (TICKETBAI_UPDATE=1)`);
  }
}

describe.skipIf(!HAS_SHARED)("TicketBAI reference: convert and sign (GOBL → TicketBAI)", () => {
  test.for(referenceCases().map((c) => [c.id, c] as const))("%s", async ([id, c]) => {
    const input = JSON.parse(readFileSync(c.input, "utf8"));
    let written: Awaited<ReturnType<typeof engine.toXML>>;
    try {
      written = await engine.toXML(input, { format: "ticketbai", options: { ...REFERENCE_OPTIONS }, certificate: referenceCertificate() });
    } catch (error) {
      outcome(id, `refused: ${(error as Error).message.slice(0, 300)}`);
      return;
    }
    const reference = readFileSync(c.output, "utf8");
    const documentDifference = firstDifference(canonicalXML(documentPart(withDifferences(id, reference))), canonicalXML(documentPart(written.xml)));
    if (!documentDifference) tally.documents++;

    const ours = signaturePart(written.xml);
    const theirs = signaturePart(reference);
    const signatureDifference = firstDifference(canonicalXML(maskedSignature(theirs)), canonicalXML(maskedSignature(ours)));
    if (!signatureDifference) tally.signatures++;
    const sameValues = JSON.stringify(signatureValues(ours)) === JSON.stringify(signatureValues(theirs));
    if (sameValues) tally.signatureValues++;
    // An equal document signed with the same key, time and Ids has the same signature, to the bit.
    const valueDifference = !documentDifference && !hasDifferences(id) && !sameValues ? "the SignatureValue (the document is equal)" : undefined;

    // What is given back is the file's own: its signature value's start, the TBAI identifier made of it.
    const value = signatureValues(written.xml).signatureValue;
    const details = written.details as { tbai_id: string; signature: string; chain: { code: string; signature: string } };
    expect(details.signature).toBe(value.slice(0, 100));
    expect(details.chain.signature).toBe(value.slice(0, 100));
    expect(details.tbai_id.split("-")[3]).toBe(value.slice(0, 13));

    outcome(id, documentDifference ?? (signatureDifference ? `the signature: ${signatureDifference}` : valueDifference));
  });
});

describe.skipIf(!HAS_SHARED)("TicketBAI reference: the ratchet", () => {
  test("every case in passing.json exists, sorted, without duplicates", () => {
    const known = new Set(referenceCases().map((c) => c.id));
    const list = JSON.parse(readFileSync(new URL("./passing.json", import.meta.url), "utf8")) as string[];
    expect(list.filter((id) => !known.has(id))).toEqual([]);
    expect(list).toEqual([...new Set(list)].sort());
  });
});

test.skipIf(HAS_SHARED)("TicketBAI reference", () => {
  console.warn(SKIP_NO_SHARED);
});
