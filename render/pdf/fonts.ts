/**
 * The fonts a page is drawn in: one TrueType family (regular and bold)
 * embedded whole-glyph-subset, so every PDF reader shows the same glyphs
 * and PDF/A's "all fonts embedded" holds. DejaVu Sans is the default (see
 * font-files.ts): it covers Latin, Greek and Cyrillic. A character the font
 * has no glyph for is drawn as "?" rather than as an invisible .notdef, so
 * that what is extracted is what is shown.
 */
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/** The bytes of the TrueType/OpenType files a page is drawn in. */
export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

export interface PageFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The text with every character the fonts cannot draw replaced (control characters dropped). */
  drawable(text: string): string;
}

export async function embedFonts(doc: PDFDocument, files: FontFiles): Promise<PageFonts> {
  doc.registerFontkit(fontkit);
  // subset: only the glyphs used go into the file (DejaVu Sans is 700 kB whole).
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  // Both faces come from one family with one coverage; the regular face's is the stricter bound.
  const covered = new Set(regular.getCharacterSet());
  const boldCovered = new Set(bold.getCharacterSet());
  const cache = new Map<string, string>();
  const drawable = (text: string): string => {
    let out = "";
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      // A line break stays (text.ts wraps each line apart: a cell's item name, then its description); other controls go.
      if (cp === 0x0a) {
        out += "\n";
        continue;
      }
      if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) {
        out += cp === 0x09 ? " " : "";
        continue;
      }
      out += covered.has(cp) && boldCovered.has(cp) ? ch : "?";
    }
    return out;
  };
  return {
    regular,
    bold,
    drawable: (text) => {
      // Labels repeat on every page and row: checking each distinct short string once keeps drawing linear.
      if (text.length > 64) return drawable(text);
      let hit = cache.get(text);
      if (hit === undefined) cache.set(text, (hit = drawable(text)));
      return hit;
    },
  };
}
