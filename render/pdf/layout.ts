/**
 * The geometry of the printed page (A4 portrait, margins, type sizes) and
 * the cursor that fills it top to bottom: content asks for the height it
 * needs and gets a new page when it does not fit, so a page is broken only
 * between lines, and each line is placed once (linear in the lines).
 */
import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import type { PageFonts } from "./fonts.ts";

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = { left: 50, right: 50, top: 50, bottom: 60 };
export const SIZE = { title: 20, heading: 11, text: 9, small: 7.5 };
/** The distance between the baselines of two lines, as a multiple of the type size. */
export const LEADING = 1.35;
export const COLOR = {
  text: rgb(0, 0, 0),
  muted: rgb(0.33, 0.33, 0.33),
  rule: rgb(0.6, 0.6, 0.6),
  shade: rgb(0.92, 0.92, 0.92),
};

export interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: RGB;
  /** x is the line's left edge (left) or its right edge (right). */
  align?: "left" | "right";
}

export class Canvas {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** The top of the space still free on the current page, in PDF units from the bottom. */
  y = 0;
  /** Called on each new page after the first (a table repeats its headings there). */
  onNewPage: (() => void) | undefined;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: PageFonts,
  ) {
    this.addPage();
  }

  get left(): number {
    return MARGIN.left;
  }
  get right(): number {
    return A4[0] - MARGIN.right;
  }
  get width(): number {
    return this.right - this.left;
  }

  font(style: TextStyle = {}): PDFFont {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  lineHeight(size: number = SIZE.text): number {
    return size * LEADING;
  }

  /** Makes room for `height` on this page, or starts the next one. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN.bottom) return;
    this.addPage();
    this.onNewPage?.();
  }

  gap(height: number): void {
    this.y -= height;
  }

  /** Draws one line of text whose baseline is `baseline`. */
  text(text: string, x: number, baseline: number, style: TextStyle = {}): void {
    const shown = this.fonts.drawable(text);
    if (shown === "") return;
    const font = this.font(style);
    const size = style.size ?? SIZE.text;
    const left = style.align === "right" ? x - font.widthOfTextAtSize(shown, size) : x;
    this.page.drawText(shown, { x: left, y: baseline, size, font, color: style.color ?? COLOR.text });
  }

  /** Draws the lines of a block at the cursor and moves it down past them. */
  lines(lines: string[], x: number, style: TextStyle = {}): void {
    const size = style.size ?? SIZE.text;
    for (const line of lines) {
      this.ensure(this.lineHeight(size));
      this.y -= this.lineHeight(size);
      this.text(line, x, this.y + (LEADING - 1) * size, style);
    }
  }

  rule(y: number, color: RGB = COLOR.rule, thickness = 0.5): void {
    this.page.drawLine({ start: { x: this.left, y }, end: { x: this.right, y }, thickness, color });
  }

  shade(x: number, y: number, width: number, height: number): void {
    this.page.drawRectangle({ x, y, width, height, color: COLOR.shade });
  }

  private addPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN.top;
  }
}
