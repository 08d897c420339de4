/**
 * The page model drawn onto A4 pages, top to bottom in the model's order:
 * title and number, header fields, party blocks side by side, tables,
 * totals, text sections, QR codes, and on every page the footer with the
 * page's number. Text is drawn in reading order (top to bottom, left to
 * right, each string in logical order), so copying or extracting it gives
 * it back as it reads.
 */
import { PDFDocument } from "pdf-lib";
import type { Field, Page, PartyBlock, TextSection, TotalRow } from "../page/model.ts";
import { embedFonts, type FontFiles } from "./fonts.ts";
import { A4, COLOR, Canvas, LEADING, MARGIN, SIZE } from "./layout.ts";
import { drawCodes } from "./qr.ts";
import { drawTable } from "./table.ts";
import { wrapText } from "./text.ts";

const BLOCK_GAP = 14;
const COLUMN_GAP = 16;

/** A new PDF document with the page drawn in it (not yet saved: Factur-X adds to it first). */
export async function drawPageDocument(page: Page, files: FontFiles): Promise<PDFDocument> {
  // pdf-lib's own producer and dates are left out: the renderer says who made the file.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const canvas = new Canvas(doc, await embedFonts(doc, files));
  drawTitle(canvas, page);
  drawFields(canvas, page.header);
  drawParties(canvas, page.parties);
  for (const table of page.tables) {
    canvas.gap(BLOCK_GAP);
    drawTable(canvas, table);
  }
  drawTotals(canvas, page.totals);
  for (const section of page.sections) drawSection(canvas, section);
  if (page.codes.length > 0) canvas.gap(BLOCK_GAP);
  drawCodes(canvas, page.codes);
  drawFooters(canvas, page.footer);
  doc.setTitle(canvas.fonts.drawable(titleOf(page)), { showInWindowTitleBar: true });
  doc.setLanguage(page.lang);
  doc.setProducer("bizdoc");
  doc.setCreator("bizdoc");
  return doc;
}

export function titleOf(page: Page): string {
  return page.number ? `${page.title} ${page.number}` : page.title;
}

function drawTitle(canvas: Canvas, page: Page): void {
  const lines = wrapText(canvas.fonts.drawable(titleOf(page)), canvas.fonts.bold, SIZE.title, canvas.width);
  canvas.lines(lines, canvas.left, { bold: true, size: SIZE.title });
  canvas.gap(8);
}

/** Header fields two to a row: label above, value below, each half the width. */
function drawFields(canvas: Canvas, fields: Field[]): void {
  const half = (canvas.width - COLUMN_GAP) / 2;
  const lh = canvas.lineHeight(SIZE.text);
  const slh = canvas.lineHeight(SIZE.small);
  for (let i = 0; i < fields.length; i += 2) {
    const pair = fields.slice(i, i + 2).map((f) => ({
      label: wrapText(canvas.fonts.drawable(f.label), canvas.fonts.regular, SIZE.small, half),
      value: wrapText(canvas.fonts.drawable(f.value), canvas.fonts.bold, SIZE.text, half),
    }));
    const height = Math.max(...pair.map((p) => p.label.length * slh + p.value.length * lh)) + 4;
    canvas.ensure(height);
    const top = canvas.y;
    pair.forEach((p, n) => {
      const x = canvas.left + n * (half + COLUMN_GAP);
      let y = top;
      for (const line of p.label) canvas.text(line, x, (y -= slh) + baselineOffset(SIZE.small), { size: SIZE.small, color: COLOR.muted });
      for (const line of p.value) canvas.text(line, x, (y -= lh) + baselineOffset(SIZE.text), { bold: true });
    });
    canvas.y = top - height;
  }
}

/** Party blocks side by side, two to a row: role, name, then their lines. */
function drawParties(canvas: Canvas, parties: PartyBlock[]): void {
  const half = (canvas.width - COLUMN_GAP) / 2;
  const lh = canvas.lineHeight(SIZE.text);
  const slh = canvas.lineHeight(SIZE.small);
  for (let i = 0; i < parties.length; i += 2) {
    canvas.gap(BLOCK_GAP);
    const pair = parties.slice(i, i + 2).map((p) => ({
      role: wrapText(canvas.fonts.drawable(p.role), canvas.fonts.bold, SIZE.small, half),
      name: wrapText(canvas.fonts.drawable(p.name), canvas.fonts.bold, SIZE.heading, half),
      lines: p.lines.flatMap((l) => wrapText(canvas.fonts.drawable(l), canvas.fonts.regular, SIZE.text, half)),
    }));
    const heights = pair.map((p) => p.role.length * slh + p.name.length * canvas.lineHeight(SIZE.heading) + p.lines.length * lh);
    // A block taller than a page (hundreds of lines) is drawn line by line instead, breaking pages as it goes.
    if (Math.max(...heights) > A4[1] - MARGIN.top - MARGIN.bottom) {
      for (const p of pair) {
        canvas.lines(p.role, canvas.left, { bold: true, size: SIZE.small, color: COLOR.muted });
        canvas.lines(p.name, canvas.left, { bold: true, size: SIZE.heading });
        canvas.lines(p.lines, canvas.left);
      }
      continue;
    }
    const height = Math.max(...heights);
    canvas.ensure(height);
    const top = canvas.y;
    pair.forEach((p, n) => {
      const x = canvas.left + n * (half + COLUMN_GAP);
      let y = top;
      for (const line of p.role) canvas.text(line, x, (y -= slh) + baselineOffset(SIZE.small), { bold: true, size: SIZE.small, color: COLOR.muted });
      for (const line of p.name) canvas.text(line, x, (y -= canvas.lineHeight(SIZE.heading)) + baselineOffset(SIZE.heading), { bold: true, size: SIZE.heading });
      for (const line of p.lines) canvas.text(line, x, (y -= lh) + baselineOffset(SIZE.text));
    });
    canvas.y = top - height;
  }
}

/** Totals in a block at the right: label, then its amount right-aligned; the amount to pay in bold over a rule. */
function drawTotals(canvas: Canvas, totals: TotalRow[]): void {
  if (totals.length === 0) return;
  canvas.gap(BLOCK_GAP);
  const blockWidth = Math.min(300, canvas.width);
  const left = canvas.right - blockWidth;
  const lh = canvas.lineHeight(SIZE.text);
  for (const total of totals) {
    const style = { bold: total.emphasis === true };
    const font = canvas.font(style);
    const value = canvas.fonts.drawable(total.value);
    const valueWidth = Math.min(font.widthOfTextAtSize(value, SIZE.text), blockWidth / 2);
    const labels = wrapText(canvas.fonts.drawable(total.label), font, SIZE.text, blockWidth - valueWidth - 10);
    const height = labels.length * lh + (total.emphasis ? 4 : 0);
    canvas.ensure(height);
    if (total.emphasis) {
      canvas.page.drawLine({ start: { x: left, y: canvas.y - 1 }, end: { x: canvas.right, y: canvas.y - 1 }, thickness: 0.8, color: COLOR.text });
      canvas.gap(4);
    }
    const top = canvas.y;
    labels.forEach((line, n) => canvas.text(line, left, top - (n + 1) * lh + baselineOffset(SIZE.text), style));
    canvas.text(value, canvas.right, top - lh + baselineOffset(SIZE.text), { ...style, align: "right" });
    canvas.y = top - labels.length * lh;
  }
}

function drawSection(canvas: Canvas, section: TextSection): void {
  canvas.gap(BLOCK_GAP);
  const heading = wrapText(canvas.fonts.drawable(section.heading), canvas.fonts.bold, SIZE.heading, canvas.width);
  // A heading is not left alone at the foot of a page.
  canvas.ensure(heading.length * canvas.lineHeight(SIZE.heading) + 2 * canvas.lineHeight(SIZE.text));
  canvas.lines(heading, canvas.left, { bold: true, size: SIZE.heading });
  for (const paragraph of section.paragraphs) {
    canvas.gap(2);
    canvas.lines(wrapText(canvas.fonts.drawable(paragraph), canvas.fonts.regular, SIZE.text, canvas.width), canvas.left);
  }
}

/** The footer line and "n / N" at the foot of every page, drawn once the number of pages is known. */
function drawFooters(canvas: Canvas, footer: string | undefined): void {
  const count = canvas.pages.length;
  const numberWidth = 50;
  const lines = footer ? wrapText(canvas.fonts.drawable(footer), canvas.fonts.regular, SIZE.small, canvas.width - numberWidth) : [];
  const slh = canvas.lineHeight(SIZE.small);
  canvas.pages.forEach((page, i) => {
    canvas.page = page;
    const top = MARGIN.bottom - 14;
    lines.slice(0, 3).forEach((line, n) => canvas.text(line, canvas.left, top - (n + 1) * slh + baselineOffset(SIZE.small), { size: SIZE.small, color: COLOR.muted }));
    canvas.text(`${i + 1} / ${count}`, canvas.right, top - slh + baselineOffset(SIZE.small), { size: SIZE.small, color: COLOR.muted, align: "right" });
  });
}

/** How far above a line's bottom its baseline sits. */
function baselineOffset(size: number): number {
  return (LEADING - 1) * size + size * 0.05;
}
