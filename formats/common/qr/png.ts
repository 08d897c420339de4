/**
 * A QR code as PNG bytes, label included. The pixels are drawn here and the
 * PNG is written with the platform's CompressionStream (zlib), so the same
 * code runs in browsers and in Node ≥ 18 without a canvas or a Node-only
 * library. The image is 8-bit greyscale: black modules on white.
 */
import { BizdocError } from "../../../engine/errors/index.ts";
import { GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from "./font.ts";
import { DEFAULT_MARGIN, DEFAULT_MODULE_SIZE, LABEL_SHARE, type QrImageOptions, qrSymbol, wholeNumber } from "./symbol.ts";

const BLACK = 0;
const WHITE = 255;
/** A glyph and the blank column after it. */
const ADVANCE = GLYPH_WIDTH + 1;

export async function qrPng(text: string, options: QrImageOptions = {}): Promise<Uint8Array> {
  const symbol = qrSymbol(text, options.errorCorrection);
  const moduleSize = wholeNumber(options.moduleSize, DEFAULT_MODULE_SIZE, 1, "moduleSize");
  const margin = wholeNumber(options.margin, DEFAULT_MARGIN, 0, "margin");
  const codeWidth = (symbol.size + 2 * margin) * moduleSize;
  const label = options.label ?? "";
  const missing = [...new Set([...label].filter((c) => !Object.hasOwn(GLYPHS, c)))];
  if (missing.length > 0) {
    throw new BizdocError("input", `a PNG label can hold digits, upper-case A–Z, "-" and spaces, not ${missing.map((c) => JSON.stringify(c)).join(", ")}: use the SVG for other text`);
  }

  // The font is scaled by whole pixels: as tall as KSeF's examples draw it, smaller if the label would not fit,
  // and if even the smallest does not fit (a tiny module size) the image grows wider than the code.
  const labelUnits = label ? label.length * ADVANCE - 1 : 0;
  const tall = Math.max(1, Math.round((codeWidth * LABEL_SHARE) / GLYPH_HEIGHT));
  const scale = label ? Math.max(1, Math.min(tall, Math.floor((codeWidth * 0.95) / labelUnits))) : 0;
  const width = Math.max(codeWidth, labelUnits * scale + 2 * scale);
  const band = label ? (GLYPH_HEIGHT + 3) * scale : 0;
  const height = codeWidth + band;
  const pixels = new Uint8Array(width * height).fill(WHITE);
  const fill = (x: number, y: number, w: number, h: number) => {
    for (let row = y; row < y + h; row++) pixels.fill(BLACK, row * width + x, row * width + x + w);
  };

  const codeLeft = Math.floor((width - codeWidth) / 2);
  for (let row = 0; row < symbol.size; row++) {
    for (let column = 0; column < symbol.size; column++) {
      if (symbol.dark(row, column)) fill(codeLeft + (column + margin) * moduleSize, (row + margin) * moduleSize, moduleSize, moduleSize);
    }
  }

  const labelLeft = Math.floor((width - labelUnits * scale) / 2);
  const labelTop = codeWidth + scale;
  [...label].forEach((character, index) => {
    for (let row = 0; row < GLYPH_HEIGHT; row++) {
      for (let column = 0; column < GLYPH_WIDTH; column++) {
        if (glyphPixel(character, row, column)) fill(labelLeft + (index * ADVANCE + column) * scale, labelTop + row * scale, scale, scale);
      }
    }
  });

  return encodePng(width, height, pixels);
}

/** A greyscale PNG: signature, IHDR, one IDAT (zlib of the scanlines, each after its filter byte 0, "none"), IEND. */
async function encodePng(width: number, height: number, pixels: Uint8Array): Promise<Uint8Array> {
  const scanlines = new Uint8Array(height * (width + 1));
  for (let row = 0; row < height; row++) scanlines.set(pixels.subarray(row * width, (row + 1) * width), row * (width + 1) + 1);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, adaptive filtering, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await zlib(scanlines)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}

/** CompressionStream's "deflate" is the zlib format (RFC 1950) PNG's IDAT holds. */
async function zlib(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

let crcTable: Uint32Array | undefined;

/** The CRC-32 of PNG chunks (ISO 3309, as zlib's crc32). */
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
