/**
 * KSeF's verification QR codes against KSeF's own documentation in
 * ../shared (reference/ksef/official): the links of kody-qr.md's worked
 * examples are read from the document itself, and the example images
 * (qr/qr-ksef.png, qr/qr-cert.png) are decoded and compared with what
 * formats/ksef/qr makes from the example's values: the same link, and a
 * symbol of the same version (so the same error correction level, M).
 * KOD II's signature cannot be reproduced (RSA-PSS and ECDSA are
 * randomised, and the example's key is not published): the example's
 * signature is appended to the path made here.
 */
import { readFileSync } from "node:fs";
import jsqr from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, test } from "vitest";
import { certificateSignedPath, invoiceVerificationUrl, qrPng } from "../../../formats/ksef/qr/index.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../support/shared.ts";

// jsqr is CommonJS typed as an ES module: under NodeNext its default import is the module; `default` is the decoder.
const jsQR = jsqr.default;

const official = (...parts: string[]) => sharedPath("reference/ksef/official", ...parts);

function decode(bytes: Uint8Array) {
  const png = PNG.sync.read(Buffer.from(bytes));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return { text: code?.data, version: code?.version };
}

/** The example values as the document lists them, and its links. */
function workedExamples() {
  const text = readFileSync(official("kody-qr.md"), "utf8");
  // The links stand alone on their lines, in code blocks.
  const blocks = text.split("\n").map((line) => line.trim()).filter((line) => /^(https:\/\/)?qr-test\.ksef\.mf\.gov\.pl\/\S+$/.test(line));
  const quoted = (name: RegExp) => new RegExp(`${name.source}[^"\\n]*"([^"]+)"`).exec(text)![1];
  return {
    kodI: blocks.find((b) => b.startsWith("https://") && b.includes("/invoice/"))!,
    signed: blocks.find((b) => b.startsWith("qr-test.") && b.includes("/certificate/"))!,
    kodII: blocks.find((b) => b.startsWith("https://") && b.includes("/certificate/"))!,
    date: quoted(/data wystawienia/),
    nip: quoted(/NIP sprzedawcy/),
    hash: quoted(/skrót SHA-256 w formacie Base64URL/),
    serial: quoted(/numer seryjny certyfikatu/),
    contextType: quoted(/typ identyfikatora kontekstu logowania/),
    contextValue: quoted(/wartość identyfikatora kontekstu/),
    signature: quoted(/podpisu linku/),
  };
}

describe.skipIf(!HAS_SHARED)("kody-qr.md's worked examples", () => {
  test("KOD I: the link made from the example's values is the document's", async () => {
    const ex = workedExamples();
    const [day, month, year] = ex.date.split("-");
    const url = await invoiceVerificationUrl({ environment: "test", issueDate: `${year}-${month}-${day}`, sellerNip: ex.nip, invoiceHash: ex.hash });
    expect(url).toBe(ex.kodI);
  });

  test("KOD II: the signed text is the document's, and with its signature the link is the document's", async () => {
    const ex = workedExamples();
    const signed = await certificateSignedPath({
      environment: "test",
      context: { type: ex.contextType as "Nip", value: ex.contextValue },
      sellerNip: ex.nip,
      certificateSerialNumber: ex.serial,
      invoiceHash: ex.hash,
    });
    expect(signed).toBe(ex.signed);
    expect(`https://${signed}/${ex.signature}`).toBe(ex.kodII);
  });

  test("the document's images carry these links, at the versions our codes have", async () => {
    const ex = workedExamples();
    for (const [file, url] of [
      ["qr-ksef.png", ex.kodI],
      ["qr-offline.png", ex.kodI],
      ["qr-cert.png", ex.kodII],
    ] as const) {
      const theirs = decode(readFileSync(official("qr", file)));
      expect(theirs.text, file).toBe(url);
      expect(decode(await qrPng(url)).version, file).toBe(theirs.version);
    }
  });
});

if (!HAS_SHARED) console.warn(SKIP_NO_SHARED);
