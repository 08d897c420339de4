/**
 * Text flow: a string broken into lines that fit a width, greedily, word by
 * word. Each word is measured once, so wrapping is linear in the text's
 * length; a word wider than the line is broken between characters.
 */
import type { PDFFont } from "pdf-lib";

export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/ +/).filter((w) => w !== "");
    if (words.length === 0) {
      lines.push("");
      continue;
    }
    const space = font.widthOfTextAtSize(" ", size);
    let line = "";
    let lineWidth = 0;
    for (const word of words) {
      const w = font.widthOfTextAtSize(word, size);
      if (line !== "" && lineWidth + space + w <= width) {
        line += " " + word;
        lineWidth += space + w;
        continue;
      }
      if (line !== "") lines.push(line);
      if (w <= width) {
        line = word;
        lineWidth = w;
        continue;
      }
      // A word longer than the line (an IBAN, a URL): cut it where it no longer fits.
      const pieces = breakWord(word, font, size, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1]!;
      lineWidth = font.widthOfTextAtSize(line, size);
    }
    lines.push(line);
  }
  return lines;
}

function breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  let pieceWidth = 0;
  for (const ch of word) {
    const w = font.widthOfTextAtSize(ch, size);
    if (piece !== "" && pieceWidth + w > width) {
      pieces.push(piece);
      piece = "";
      pieceWidth = 0;
    }
    piece += ch;
    pieceWidth += w;
  }
  pieces.push(piece);
  return pieces;
}
