/**
 * QR codes drawn as vector squares (no image), from the symbol of
 * formats/common/qr/symbol.ts: sharp at any zoom or print resolution, and
 * nothing for PDF/A to object to (no image colour space, no transparency).
 * Each row's runs of dark modules become one rectangle, filled in one path.
 */
import { closePath, fill, popGraphicsState, pushGraphicsState, rectangle, setFillingRgbColor, type PDFOperator } from "pdf-lib";
import { qrSymbol } from "../../formats/common/qr/symbol.ts";
import type { PageCode } from "../page/model.ts";
import { SIZE, type Canvas } from "./layout.ts";
import { wrapText } from "./text.ts";

/** The printed width of a code, quiet zone included (about 3.5 cm, what VERI*FACTU asks: 30-40 mm). */
const CODE_SIZE = 100;
const QUIET_MODULES = 4;

export function drawCodes(canvas: Canvas, codes: PageCode[]): void {
  if (codes.length === 0) return;
  const lh = canvas.lineHeight(SIZE.small);
  const perRow = Math.max(1, Math.floor(canvas.width / (CODE_SIZE + 20)));
  for (let start = 0; start < codes.length; start += perRow) {
    const row = codes.slice(start, start + perRow);
    const captions = row.map((c) => wrapText(canvas.fonts.drawable(c.caption), canvas.fonts.regular, SIZE.small, CODE_SIZE + 15));
    const height = CODE_SIZE + Math.max(...captions.map((c) => c.length)) * lh + 6;
    canvas.ensure(height);
    const top = canvas.y;
    row.forEach((code, i) => {
      const x = canvas.left + i * (CODE_SIZE + 20);
      drawSymbol(canvas, code.text, x, top - CODE_SIZE);
      captions[i]!.forEach((line, n) => canvas.text(line, x, top - CODE_SIZE - (n + 1) * lh + 2, { size: SIZE.small }));
    });
    canvas.y = top - height;
  }
}

function drawSymbol(canvas: Canvas, text: string, x: number, y: number): void {
  const symbol = qrSymbol(text);
  const module = CODE_SIZE / (symbol.size + 2 * QUIET_MODULES);
  const origin = { x: x + QUIET_MODULES * module, y: y + CODE_SIZE - QUIET_MODULES * module };
  const ops: PDFOperator[] = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)];
  for (let r = 0; r < symbol.size; r++) {
    let c = 0;
    while (c < symbol.size) {
      if (!symbol.dark(r, c)) {
        c++;
        continue;
      }
      const from = c;
      while (c < symbol.size && symbol.dark(r, c)) c++;
      // Rows go down from the top; PDF's y goes up.
      ops.push(rectangle(origin.x + from * module, origin.y - (r + 1) * module, (c - from) * module, module), closePath());
    }
  }
  ops.push(fill(), popGraphicsState());
  canvas.page.pushOperators(...ops);
}
