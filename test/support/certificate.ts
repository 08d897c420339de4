/**
 * Throwaway signing certificates for tests that sign now (the reference
 * material's test certificate expired in 2024): an RSA key and a self-issued
 * X.509 certificate in a PKCS#12, made with node-forge (its RSA key
 * generation uses Node's crypto, so a 2048-bit key takes milliseconds).
 */
import forge from "node-forge";

export interface TestCertificate {
  p12: Uint8Array;
  password: string;
  /** The subject's common name. */
  commonName: string;
  /** Serial number, hexadecimal upper case. */
  serialNumber: string;
  validFrom: Date;
  validTo: Date;
}

const DAY = 24 * 60 * 60 * 1000;

let keys: forge.pki.rsa.KeyPair | undefined;

/** One key pair for the test run: generating one is the slow part. */
function keyPair(): forge.pki.rsa.KeyPair {
  keys ??= forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  return keys;
}

/**
 * A PKCS#12 with a certificate valid from `from` to `to` (by default a day
 * ago to a year ahead), named `commonName`, and its private key, encrypted
 * with 3DES under `password` as Spanish authorities issue them.
 */
export function testCertificate(options: { commonName?: string; password?: string; from?: Date; to?: Date; serialNumber?: string } = {}): TestCertificate {
  const { publicKey, privateKey } = keyPair();
  const commonName = options.commonName ?? "BIZDOC TEST SIGNER - 00000000T";
  const password = options.password ?? "test-password";
  const serialNumber = options.serialNumber ?? "1A2B3C4D";
  // X.509 times are to the second.
  const now = Math.floor(Date.now() / 1000) * 1000;
  const validFrom = options.from ?? new Date(now - DAY);
  const validTo = options.to ?? new Date(now + 365 * DAY);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serialNumber;
  cert.validity.notBefore = validFrom;
  cert.validity.notAfter = validTo;
  const subject = [
    { shortName: "C", value: "ES" },
    { shortName: "O", value: "bizdoc tests" },
    { shortName: "CN", value: commonName },
  ];
  cert.setSubject(subject);
  cert.setIssuer([
    { shortName: "C", value: "ES" },
    { shortName: "CN", value: "bizdoc test authority" },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], password, { algorithm: "3des" });
  const der = forge.asn1.toDer(asn1).getBytes();
  const p12 = new Uint8Array(der.length);
  for (let i = 0; i < der.length; i++) p12[i] = der.charCodeAt(i);
  return { p12, password, commonName, serialNumber: serialNumber.toUpperCase(), validFrom: cert.validity.notBefore, validTo: cert.validity.notAfter };
}
