/**
 * Tables: column widths from the content (numeric columns as wide as their
 * widest cell, text columns sharing the rest), cells wrapped to their
 * column, numeric cells right-aligned, and the column headings repeated at
 * the top of every page the table runs onto. A row is kept on one page when
 * it fits on one; a row taller than a page is split between its lines.
 */
import type { Table } from "../page/model.ts";
import { MARGIN, SIZE, type Canvas } from "./layout.ts";
import { wrapText } from "./text.ts";

const PAD = 3;
/** The narrowest a text column gets, so a wide numeric column cannot squeeze it to nothing. */
const MIN_TEXT = 60;
const MAX_NUMERIC_SHARE = 0.3;

export function drawTable(canvas: Canvas, table: Table): void {
  if (table.columns.length === 0) return;
  const widths = columnWidths(canvas, table);
  const lh = canvas.lineHeight(SIZE.text);
  const caption = canvas.fonts.drawable(table.caption);
  const headings = table.columns.map((c, i) => wrapText(canvas.fonts.drawable(c.heading), canvas.fonts.bold, SIZE.text, widths[i]! - 2 * PAD));
  const headingHeight = Math.max(...headings.map((h) => h.length)) * lh + 2 * PAD;

  const drawHeadings = (): void => {
    canvas.ensure(headingHeight);
    const top = canvas.y;
    canvas.shade(canvas.left, top - headingHeight, canvas.width, headingHeight);
    drawCells(canvas, table, widths, headings, top, true);
    canvas.y = top - headingHeight;
  };

  // The caption stays with the headings and the first row.
  if (caption !== "") {
    canvas.ensure(canvas.lineHeight(SIZE.heading) + headingHeight + lh + 2 * PAD);
    canvas.lines([caption], canvas.left, { bold: true, size: SIZE.heading });
    canvas.gap(2);
  }
  drawHeadings();
  canvas.onNewPage = drawHeadings;
  try {
    for (const row of table.rows) {
      const cells = table.columns.map((_, i) => wrapText(canvas.fonts.drawable(row[i] ?? ""), canvas.fonts.regular, SIZE.text, widths[i]! - 2 * PAD));
      const bands = Math.max(1, ...cells.map((c) => c.length));
      canvas.ensure(Math.min(bands * lh + 2 * PAD, fullPage(canvas, headingHeight)));
      // Band by band: one band is one line of every cell, so a row taller than a page breaks between bands.
      canvas.y -= PAD;
      for (let band = 0; band < bands; band++) {
        canvas.ensure(lh + PAD);
        drawCells(canvas, table, widths, cells.map((c) => (c[band] === undefined ? [] : [c[band]!])), canvas.y + PAD, false);
        canvas.y -= lh;
      }
      canvas.y -= PAD;
      canvas.rule(canvas.y);
    }
  } finally {
    canvas.onNewPage = undefined;
  }
}

/** The height a page has for rows under the headings. */
function fullPage(canvas: Canvas, headingHeight: number): number {
  return canvas.page.getHeight() - MARGIN.top - MARGIN.bottom - headingHeight;
}

function drawCells(canvas: Canvas, table: Table, widths: number[], cells: string[][], top: number, bold: boolean): void {
  const lh = canvas.lineHeight(SIZE.text);
  let x = canvas.left;
  table.columns.forEach((column, i) => {
    const width = widths[i]!;
    cells[i]!.forEach((line, n) => {
      const baseline = top - PAD - (n + 1) * lh + (lh - SIZE.text);
      if (column.numeric) canvas.text(line, x + width - PAD, baseline, { bold, align: "right" });
      else canvas.text(line, x + PAD, baseline, { bold });
    });
    x += width;
  });
}

/** Each column's width: numeric ones fit their widest cell (up to a share of the line), text ones share the rest by their content. */
function columnWidths(canvas: Canvas, table: Table): number[] {
  const { regular, bold } = canvas.fonts;
  const natural = table.columns.map((column, i) => {
    let widest = bold.widthOfTextAtSize(canvas.fonts.drawable(column.heading), SIZE.text);
    // A cell of several lines is as wide as its widest line.
    for (const row of table.rows) for (const line of canvas.fonts.drawable(row[i] ?? "").split("\n")) widest = Math.max(widest, regular.widthOfTextAtSize(line, SIZE.text));
    return widest + 2 * PAD + 1;
  });
  const total = canvas.width;
  const textColumns = table.columns.filter((c) => !c.numeric).length;
  const widths = table.columns.map((c, i) => (c.numeric ? Math.min(natural[i]!, total * MAX_NUMERIC_SHARE) : 0));
  let numericSum = widths.reduce((a, b) => a + b, 0);
  const textRoom = total - textColumns * MIN_TEXT;
  if (numericSum > textRoom) {
    const factor = textRoom / numericSum;
    table.columns.forEach((c, i) => c.numeric && (widths[i] = widths[i]! * factor));
    numericSum = textRoom;
  }
  if (textColumns === 0) {
    // Only numbers: spread the spare room evenly.
    const spare = (total - numericSum) / widths.length;
    return widths.map((w) => w + spare);
  }
  const rest = total - numericSum;
  const textNatural = table.columns.reduce((sum, c, i) => (c.numeric ? sum : sum + natural[i]!), 0);
  if (textNatural <= rest) {
    // Everything fits: the first text column (the description) takes the spare room.
    const first = table.columns.findIndex((c) => !c.numeric);
    table.columns.forEach((c, i) => !c.numeric && (widths[i] = natural[i]!));
    widths[first] = widths[first]! + rest - textNatural;
    return widths;
  }
  // Too wide: each text column gets its minimum, then the rest in proportion to its content.
  const spare = rest - textColumns * MIN_TEXT;
  const over = table.columns.reduce((sum, c, i) => (c.numeric ? sum : sum + Math.max(0, natural[i]! - MIN_TEXT)), 0);
  table.columns.forEach((c, i) => {
    if (!c.numeric) widths[i] = MIN_TEXT + (over === 0 ? spare / textColumns : (spare * Math.max(0, natural[i]! - MIN_TEXT)) / over);
  });
  return widths;
}
