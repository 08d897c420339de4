/**
 * The images of KSeF's verification QR codes (formats/ksef/qr): the PNG is
 * read back with pngjs and its code decoded with jsQR, the SVG's path is
 * drawn into pixels here and decoded the same way, so both are shown to
 * carry the link, at error correction M (the versions of the codes in
 * KSeF's documentation: 6 for KOD I's example, 17 for KOD II's).
 */
import { DOMParser } from "@xmldom/xmldom";
import jsqr from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, test } from "vitest";
import { BizdocError } from "../../../engine/errors/index.ts";
import { CERTIFICATE_LABEL, certificateCodeLabel, invoiceCodeLabel, OFFLINE_LABEL, qrPng, qrSvg } from "../../../formats/ksef/qr/index.ts";

// jsqr is CommonJS typed as an ES module: under NodeNext its default import is the module; `default` is the decoder.
const jsQR = jsqr.default;

// The links of kody-qr.md's worked examples (copied as facts).
const KOD_I = "https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE";
const KOD_II =
  "https://qr-test.ksef.mf.gov.pl/certificate/Nip/1111111111/1111111111/01F20A5D352AE590/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE/mSkm_XmM9fq7PgAJwiL32L9ujhyguOEV48cDB0ncemD2r9TMGa3lr0iRoFk588agCi8QPsOuscUY1rZ7ff76STbGquO-gZtQys5_fHdf2HUfDqPqVTnUS6HknBu0zLkyf9ygoW7WbH06Ty_8BgQTlOmJFzNWSt9WZa7tAGuAE9JOooNps-KG2PYkkIP4q4jPMp3FKypAygHVnXtS0RDGgOxhhM7LWtFP7D-dWINbh5yXD8Lr-JVbeOpyQjHa6WmMYavCDQJ3X_Z-iS01LZu2s1B3xuOykl1h0sLObCdADrbxOONsXrvQa61Xt_rxyprVraj2Uf9pANQgR4-12HEcMw";
const KSEF_NUMBER = "5265877635-20250729-01004014E040-00";

function decodePng(bytes: Uint8Array) {
  const png = PNG.sync.read(Buffer.from(bytes));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return { width: png.width, height: png.height, png, text: code?.data, version: code?.version };
}

/** Draws the SVG's path (runs `M x y h w v1 h-w z`, in modules, scaled) into RGBA pixels, as a browser would. */
function decodeSvg(svg: string) {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  const root = doc.documentElement!;
  const width = Number(root.getAttribute("width"));
  const height = Number(root.getAttribute("height"));
  const path = root.getElementsByTagName("path").item(0)!;
  const scale = Number(/scale\((\d+)\)/.exec(path.getAttribute("transform") ?? "")![1]);
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [, x, y, w] of path.getAttribute("d")!.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row++) {
      for (let column = Number(x) * scale; column < (Number(x) + Number(w)) * scale; column++) rgba.fill(0, (row * width + column) * 4, (row * width + column) * 4 + 3);
    }
  }
  const code = jsQR(rgba, width, height);
  return { width, height, text: code?.data, version: code?.version, label: root.getElementsByTagName("text").item(0)?.textContent ?? undefined };
}

describe("PNG", () => {
  test("carries KOD I's link, version 6 at level M, 5 px per module, a 4-module quiet zone", async () => {
    const image = decodePng(await qrPng(KOD_I));
    expect(image.text).toBe(KOD_I);
    expect(image.version).toBe(6);
    expect(image.width).toBe((41 + 8) * 5);
    expect(image.height).toBe(image.width);
  });

  test("carries KOD II's signed link, version 17 at level M", async () => {
    const image = decodePng(await qrPng(KOD_II, { label: CERTIFICATE_LABEL }));
    expect(image.text).toBe(KOD_II);
    expect(image.version).toBe(17);
  });

  test("puts the label under the code, the code still readable; a long KSeF number fits the width", async () => {
    for (const label of [KSEF_NUMBER, OFFLINE_LABEL, CERTIFICATE_LABEL]) {
      const image = decodePng(await qrPng(KOD_I, { label }));
      expect(image.text, label).toBe(KOD_I);
      expect(image.width, label).toBe(245);
      expect(image.height, label).toBeGreaterThan(image.width);
      // Black pixels below the code: the label is drawn.
      let dark = 0;
      for (let y = image.width; y < image.height; y++) for (let x = 0; x < image.width; x++) if (image.png.data[(y * image.width + x) * 4] === 0) dark++;
      expect(dark, label).toBeGreaterThan(label.length * 5);
    }
  });

  test("follows the module size, margin and level asked for", async () => {
    const image = decodePng(await qrPng(KOD_I, { moduleSize: 3, margin: 6, errorCorrection: "H" }));
    expect(image.text).toBe(KOD_I);
    expect(image.version).toBe(10);
    expect(image.width).toBe((57 + 12) * 3);
  });

  test("refuses a label its font cannot draw, and sizes that are not whole", async () => {
    for (const options of [{ label: "offline" }, { label: "Zażółć" }, { moduleSize: 2.5 }, { margin: -1 }, { errorCorrection: "X" as never }]) {
      const error = await qrPng(KOD_I, options).catch((e: unknown) => e);
      expect(error, JSON.stringify(options)).toBeInstanceOf(BizdocError);
      expect((error as BizdocError).key).toBe("input");
    }
  });
});

describe("SVG", () => {
  test("carries KOD I's and KOD II's links, at the versions of KSeF's documentation", () => {
    const one = decodeSvg(qrSvg(KOD_I));
    expect(one.text).toBe(KOD_I);
    expect(one.version).toBe(6);
    expect(one.label).toBeUndefined();
    const two = decodeSvg(qrSvg(KOD_II, { label: certificateCodeLabel() }));
    expect(two.text).toBe(KOD_II);
    expect(two.version).toBe(17);
    expect(two.label).toBe("CERTYFIKAT");
  });

  test("writes the label as text under the code, escaped", () => {
    const image = decodeSvg(qrSvg(KOD_I, { label: invoiceCodeLabel(KSEF_NUMBER) }));
    expect(image.text).toBe(KOD_I);
    expect(image.label).toBe(KSEF_NUMBER);
    expect(image.height).toBeGreaterThan(image.width);
    expect(decodeSvg(qrSvg(KOD_I, { label: "A & <B>" })).label).toBe("A & <B>");
  });
});

describe("labels", () => {
  test("KOD I shows the KSeF number once known, OFFLINE before; KOD II shows CERTYFIKAT", () => {
    expect(invoiceCodeLabel(KSEF_NUMBER)).toBe(KSEF_NUMBER);
    expect(invoiceCodeLabel()).toBe("OFFLINE");
    expect(certificateCodeLabel()).toBe("CERTYFIKAT");
    expect(() => invoiceCodeLabel("FA/2026/1")).toThrow(BizdocError);
  });
});
