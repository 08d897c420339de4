/**
 * A QR code as SVG text: the code's dark modules as one path (crisp at any
 * scale, small), and the label under it as text. Works wherever JavaScript
 * runs; the SVG can be inlined in an HTML or PDF rendering of the invoice.
 */
import { BizdocError } from "../../../engine/errors/index.ts";
import { DEFAULT_MARGIN, DEFAULT_MODULE_SIZE, LABEL_SHARE, type QrImageOptions, qrSymbol, wholeNumber } from "./symbol.ts";

/** An upper bound of a sans-serif character's advance, in em, so that a long KSeF number is made smaller rather than cut. */
const CHARACTER_EM = 0.6;

export function qrSvg(text: string, options: QrImageOptions = {}): string {
  const symbol = qrSymbol(text, options.errorCorrection);
  const moduleSize = wholeNumber(options.moduleSize, DEFAULT_MODULE_SIZE, 1, "moduleSize");
  const margin = wholeNumber(options.margin, DEFAULT_MARGIN, 0, "margin");
  const width = (symbol.size + 2 * margin) * moduleSize;

  // One horizontal run of dark modules per move: far fewer path commands than one square per module.
  const runs: string[] = [];
  for (let row = 0; row < symbol.size; row++) {
    for (let column = 0; column < symbol.size; column++) {
      if (!symbol.dark(row, column)) continue;
      let end = column;
      while (end + 1 < symbol.size && symbol.dark(row, end + 1)) end++;
      runs.push(`M${column + margin} ${row + margin}h${end - column + 1}v1h-${end - column + 1}z`);
      column = end;
    }
  }

  const label = options.label ?? "";
  // Control characters have no place in a label and are not allowed in XML 1.0.
  if (/[\u0000-\u001f\u007f]/.test(label)) throw new BizdocError("input", "the label must be one line of text, without control characters");
  const fontSize = label ? Math.min(width * LABEL_SHARE, (width * 0.95) / (label.length * CHARACTER_EM)) : 0;
  const band = label ? Math.ceil(fontSize * 1.3) : 0;
  const height = width + band;
  const round = (n: number) => Number(n.toFixed(2));
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    // The path is in modules and scaled once, so its coordinates stay whole numbers.
    `<path transform="scale(${moduleSize})" fill="#000" shape-rendering="crispEdges" d="${runs.join("")}"/>`,
  ];
  if (label) {
    parts.push(
      `<text x="${round(width / 2)}" y="${round(width + fontSize)}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${round(fontSize)}" fill="#000">${escapeXml(label)}</text>`,
    );
  }
  parts.push("</svg>");
  return parts.join("");
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);
}
