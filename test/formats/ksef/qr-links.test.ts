/**
 * The links of KSeF's verification QR codes (formats/ksef/qr): KOD I from
 * the worked example of KSeF's documentation (kody-qr.md, its values copied
 * here as facts), and KOD II's layout and signature. KOD II's signatures
 * (RSA-PSS, ECDSA) are randomised, so the example's signature cannot be
 * reproduced: signatures made here with fresh keys are verified with
 * node:crypto (another implementation than the Web Crypto that signs) over
 * exactly the text the documentation says is signed.
 */
import { createHash, generateKeyPairSync, verify, type KeyObject } from "node:crypto";
import { describe, expect, test } from "vitest";
import { BizdocError } from "../../../engine/errors/index.ts";
import { certificateSignedPath, certificateVerificationUrl, invoiceHash, invoiceVerificationUrl, type CertificateUrlOptions } from "../../../formats/ksef/qr/index.ts";

// The worked example of kody-qr.md.
const EXAMPLE = {
  issueDate: "01-02-2026",
  nip: "1111111111",
  hash: "UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE",
  serial: "01F20A5D352AE590",
  kodI: "https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE",
  signed: "qr-test.ksef.mf.gov.pl/certificate/Nip/1111111111/1111111111/01F20A5D352AE590/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE",
};

const base64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");

async function inputError(run: () => unknown): Promise<BizdocError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(BizdocError);
    expect((error as BizdocError).key).toBe("input");
    return error as BizdocError;
  }
  throw new Error("expected an input error");
}

describe("KOD I", () => {
  test("reproduces the worked example of kody-qr.md", async () => {
    const url = await invoiceVerificationUrl({ environment: "test", issueDate: "2026-02-01", sellerNip: EXAMPLE.nip, invoiceHash: EXAMPLE.hash });
    expect(url).toBe(EXAMPLE.kodI);
  });

  test("uses each environment's host", async () => {
    const options = { issueDate: "2026-02-01", sellerNip: EXAMPLE.nip, invoiceHash: EXAMPLE.hash };
    expect(await invoiceVerificationUrl({ ...options, environment: "production" })).toBe(EXAMPLE.kodI.replace("qr-test.", "qr."));
    expect(await invoiceVerificationUrl({ ...options, environment: "demo" })).toBe(EXAMPLE.kodI.replace("qr-test.", "qr-demo."));
  });

  test("hashes the file's bytes exactly: SHA-256 in Base64URL without padding", async () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<Faktura>Zażółć gęślą jaźń</Faktura>\n';
    const bytes = new TextEncoder().encode(xml);
    const expected = createHash("sha256").update(bytes).digest("base64url");
    expect(await invoiceHash(bytes)).toBe(expected);
    expect(await invoiceHash(xml)).toBe(expected);
    expect(expected).not.toMatch(/[=+/]/);
    const url = await invoiceVerificationUrl({ environment: "production", issueDate: "2026-02-01", sellerNip: EXAMPLE.nip, xml: bytes });
    expect(url).toBe(`https://qr.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/${expected}`);
    // A byte-order mark is another file, so another hash.
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    expect(await invoiceHash(withBom)).not.toBe(expected);
  });

  test("takes the hash in standard Base64 too, as KSeF's API gives it", async () => {
    const standard = Buffer.from(EXAMPLE.hash, "base64url").toString("base64");
    expect(standard).toMatch(/[+/]/);
    const url = await invoiceVerificationUrl({ environment: "test", issueDate: "2026-02-01", sellerNip: EXAMPLE.nip, invoiceHash: standard });
    expect(url).toBe(EXAMPLE.kodI);
  });

  test("refuses what would make a link KSeF cannot resolve", async () => {
    const good = { environment: "test" as const, issueDate: "2026-02-01", sellerNip: EXAMPLE.nip, invoiceHash: EXAMPLE.hash };
    await inputError(() => invoiceVerificationUrl({ ...good, sellerNip: "PL1111111111" }));
    await inputError(() => invoiceVerificationUrl({ ...good, issueDate: "01-02-2026" }));
    await inputError(() => invoiceVerificationUrl({ ...good, issueDate: "2026-02-30" }));
    await inputError(() => invoiceVerificationUrl({ ...good, invoiceHash: "abc" }));
    await inputError(() => invoiceVerificationUrl({ ...good, environment: "staging" as never }));
    await inputError(() => invoiceVerificationUrl({ ...good, xml: "<Faktura/>" } as never));
  });
});

describe("KOD II", () => {
  const link = {
    environment: "test" as const,
    context: { type: "Nip" as const, value: EXAMPLE.nip },
    sellerNip: EXAMPLE.nip,
    certificateSerialNumber: EXAMPLE.serial,
    invoiceHash: EXAMPLE.hash,
  };

  /** The URL's parts: what precedes the signature must be the signed text, after https://. */
  function split(url: string): { signed: string; signature: Buffer } {
    expect(url.startsWith("https://")).toBe(true);
    const cut = url.lastIndexOf("/");
    const signature = url.slice(cut + 1);
    expect(signature).toMatch(/^[A-Za-z0-9_-]+$/);
    return { signed: url.slice("https://".length, cut), signature: Buffer.from(signature, "base64url") };
  }

  test("signs the worked example's text: the link without https:// and without the trailing /", async () => {
    expect(await certificateSignedPath(link)).toBe(EXAMPLE.signed);
  });

  test("RSA: RSASSA-PSS, SHA-256, MGF1-SHA-256, 32-byte salt, verified by node:crypto", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }) as string;
    const url = await certificateVerificationUrl({ ...link, privateKey: pem });
    const { signed, signature } = split(url);
    // The worked example's URL up to its signature (the signature itself is randomised).
    expect(signed).toBe(EXAMPLE.signed);
    expect(signature.length).toBe(256);
    const check = (saltLength: number) =>
      verify("sha256", Buffer.from(EXAMPLE.signed, "utf8"), { key: publicKey, padding: 6 /* RSA_PKCS1_PSS_PADDING */, saltLength }, signature);
    expect(check(32)).toBe(true);
    expect(check(20)).toBe(false);
    // Randomised: another call gives another signature, as valid.
    const again = split(await certificateVerificationUrl({ ...link, privateKey: pem })).signature;
    expect(again.equals(signature)).toBe(false);
    expect(verify("sha256", Buffer.from(EXAMPLE.signed), { key: publicKey, padding: 6, saltLength: 32 }, again)).toBe(true);
  });

  test("ECDSA P-256: r || s (IEEE P1363, 64 bytes), verified by node:crypto", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }) as string;
    const { signed, signature } = split(await certificateVerificationUrl({ ...link, privateKey: pem }));
    expect(signed).toBe(EXAMPLE.signed);
    expect(signature.length).toBe(64);
    expect(verify("sha256", Buffer.from(EXAMPLE.signed, "utf8"), { key: publicKey, dsaEncoding: "ieee-p1363" }, signature)).toBe(true);
  });

  test("takes a Web Crypto key, and the PEM's Base64 body alone", async () => {
    const subtle = globalThis.crypto.subtle;
    const pair = (await subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, false, ["sign", "verify"])) as CryptoKeyPair;
    const { signed, signature } = split(await certificateVerificationUrl({ ...link, privateKey: pair.privateKey }));
    expect(await subtle.verify({ name: "ECDSA", hash: "SHA-256" }, pair.publicKey, new Uint8Array(signature), new TextEncoder().encode(signed))).toBe(true);

    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const body = (privateKey.export({ type: "pkcs8", format: "der" }) as Buffer).toString("base64");
    const rsa = split(await certificateVerificationUrl({ ...link, privateKey: body }));
    expect(verify("sha256", Buffer.from(rsa.signed), { key: publicKey, padding: 6, saltLength: 32 }, rsa.signature)).toBe(true);
  });

  test("links another context, the seller's NIP apart, the file hashed here", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const xml = new TextEncoder().encode("<Faktura/>");
    const url = await certificateVerificationUrl({
      environment: "production",
      context: { type: "InternalId", value: "1111111111-12345" },
      sellerNip: "3333333333",
      certificateSerialNumber: "01:f2:0a:5d",
      xml,
      privateKey: privateKey.export({ type: "pkcs8", format: "pem" }) as string,
    });
    const { signed, signature } = split(url);
    expect(signed).toBe(`qr.ksef.mf.gov.pl/certificate/InternalId/1111111111-12345/3333333333/01F20A5D/${createHash("sha256").update(xml).digest("base64url")}`);
    expect(verify("sha256", Buffer.from(signed), { key: publicKey, dsaEncoding: "ieee-p1363" }, signature)).toBe(true);
  });

  test("a key KSeF would not accept, or cannot be read, is an input error that quotes no key material", async () => {
    const pem = (key: KeyObject, type: "pkcs8" | "pkcs1" | "sec1" = "pkcs8") => key.export({ type, format: "pem" } as never) as string;
    const rsa1024 = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey;
    const rsa2048 = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const p384 = generateKeyPairSync("ec", { namedCurve: "P-384" }).privateKey;
    const p256 = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
    const ed25519 = generateKeyPairSync("ed25519").privateKey;
    const truncated = pem(rsa2048).replace(/\n[A-Za-z0-9+/=]+\n-----END/, "\n-----END");
    const subtle = globalThis.crypto.subtle;
    const pkcs1v15 = (await subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      false,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    const ecPair = (await subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, false, ["sign", "verify"])) as CryptoKeyPair;
    const cases: [string, CertificateUrlOptions["privateKey"], RegExp][] = [
      ["RSA of 1024 bits", pem(rsa1024), /2048/],
      ["EC on P-384", pem(p384), /P-256/],
      ["Ed25519", pem(ed25519), /neither RSA nor EC/],
      ["PKCS#1", pem(rsa2048, "pkcs1"), /PKCS#8/],
      ["SEC 1", pem(p256, "sec1"), /PKCS#8/],
      ["a truncated key", truncated, /not a readable/],
      ["not a key", "hello", /not a readable|not PEM/],
      ["a certificate", "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----", /certificate/],
      ["an RSASSA-PKCS1-v1_5 CryptoKey", pkcs1v15.privateKey, /RSA-PSS/],
      ["a public key", ecPair.publicKey, /private/],
    ];
    for (const [name, privateKey, message] of cases) {
      const error = await inputError(() => certificateVerificationUrl({ ...link, privateKey }));
      expect(error.message, name).toMatch(message);
      if (typeof privateKey === "string") {
        const body = privateKey.replace(/-----[A-Z0-9 ]+-----/g, "").replace(/\s+/g, "");
        // No run of 12 characters of the key's Base64 appears in what the caller sees.
        for (let i = 0; i + 12 <= body.length; i += 6) expect(JSON.stringify(error.toJSON()), name).not.toContain(body.slice(i, i + 12));
      }
    }
  });

  test("refuses a context, NIP or serial number the link cannot carry", async () => {
    const privateKey = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }) as string;
    await inputError(() => certificateVerificationUrl({ ...link, privateKey, context: { type: "Nip", value: "12345" } }));
    await inputError(() => certificateVerificationUrl({ ...link, privateKey, context: { type: "PeppolId", value: "a/b" } }));
    await inputError(() => certificateVerificationUrl({ ...link, privateKey, context: { type: "Pesel" as never, value: "1" } }));
    await inputError(() => certificateVerificationUrl({ ...link, privateKey, certificateSerialNumber: "XYZ" }));
    await inputError(() => certificateVerificationUrl({ ...link, privateKey, sellerNip: "111-111-11-11" }));
  });
});
