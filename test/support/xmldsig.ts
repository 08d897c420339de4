/**
 * Other implementations' verdicts on an XML signature, for tests that check
 * ours against them: xadesjs's own Verify (the library we sign with),
 * xmlsec1 (C, Debian's package: the tests that need it skip, saying so,
 * where it is not installed) and the signature's values as written.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as xadesjs from "xadesjs";

const DS = "http://www.w3.org/2000/09/xmldsig#";

export const HAS_XMLSEC = (() => {
  try {
    execFileSync("xmlsec1", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
export const SKIP_NO_XMLSEC = "xmlsec1 not installed (apt-get install -y xmlsec1): the xmlsec1 verification is skipped";

/** xadesjs's SignedXml.Verify on the first ds:Signature (rejects on a digest that does not match). */
export async function verifyWithXadesjs(xml: string): Promise<boolean> {
  const doc = xadesjs.Parse(xml);
  const signature = doc.getElementsByTagNameNS(DS, "Signature").item(0);
  if (!signature) throw new Error("no ds:Signature");
  const signed = new xadesjs.SignedXml(doc);
  signed.LoadXml(signature);
  return signed.Verify();
}

/** xmlsec1 --verify, trusting the key the file carries (--insecure: no trust chain), XAdES's SignedProperties Ids declared. */
export function verifyWithXmlsec(xml: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), "bizdoc-xades-"));
  const file = join(dir, "signed.xml");
  writeFileSync(file, xml);
  try {
    const args = ["--verify", "--insecure", "--id-attr:Id", "http://uri.etsi.org/01903/v1.3.2#:SignedProperties", file];
    const output = execFileSync("xmlsec1", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The signature's DigestValues and SignatureValue, in document order. */
export function signatureValues(xml: string): { digests: string[]; signatureValue: string } {
  const digests = [...xml.matchAll(/<ds:DigestValue>([^<]*)<\/ds:DigestValue>/g)].map((m) => m[1]!);
  const signatureValue = /<ds:SignatureValue[^>]*>([^<]*)<\/ds:SignatureValue>/.exec(xml)?.[1] ?? "";
  return { digests, signatureValue };
}
