/**
 * The PDF drawing of a page, read back with poppler and qpdf: the text in
 * reading order, the fonts embedded, the file sound, a long table broken
 * over pages with its headings repeated, Greek and Cyrillic text that
 * extracts as written, and a QR code that decodes to its text.
 */
import { readFileSync } from "node:fs";
import jsqr from "jsqr";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, test } from "vitest";
import { drawPageDocument } from "../../../render/pdf/document.ts";
import { defaultFontFiles } from "../../../render/pdf/font-files.ts";
import type { FontFiles } from "../../../render/pdf/fonts.ts";
import { wrapText } from "../../../render/pdf/text.ts";
import { embedFonts } from "../../../render/pdf/fonts.ts";
import { PDFDocument } from "pdf-lib";
import { invoicePage } from "./pages.ts";
import { hasTool, inOrder, output, run, saveFile, workDir } from "./tools.ts";

// jsqr is CommonJS typed as an ES module: under NodeNext its default import is the module; `default` is the decoder.
const jsQR = jsqr.default;

let fonts: FontFiles;
let dir: string;
beforeAll(async () => {
  fonts = await defaultFontFiles();
  dir = workDir();
});

async function pdfOf(page: ReturnType<typeof invoicePage>, name: string): Promise<{ path: string; bytes: Uint8Array }> {
  const bytes = await (await drawPageDocument(page, fonts)).save();
  return { path: saveFile(dir, name, bytes), bytes };
}

describe("text flow", () => {
  test("every wrapped line fits the width, and the words come back in order", async () => {
    const doc = await PDFDocument.create();
    const { regular } = await embedFonts(doc, fonts);
    const text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit ".repeat(20) + "ES9121000418450200051332ES9121000418450200051332ES9121000418450200051332";
    const lines = wrapText(text, regular, 9, 200);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(regular.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(200.001);
    expect(lines.join(" ").replace(/\s+/g, "")).toBe(text.replace(/\s+/g, ""));
  });
});

describe("a page drawn as PDF", () => {
  test.runIf(hasTool("pdftotext"))("pdftotext reads title, fields, parties, lines, totals, notes and footer in reading order", async () => {
    const { path } = await pdfOf(invoicePage(3), "page.pdf");
    const text = output("pdftotext", ["-layout", path, "-"]);
    const order = inOrder(text, [
      "Invoice SAMPLE-001",
      "Issue date",
      "15 January 2025",
      "Supplier",
      "Provide One S.L.",
      "Tax ID ES B98602642",
      "Calle Pradillo 42",
      "Lines",
      "Description",
      "Quantity",
      "Item number 1 of",
      "Item number 2 of",
      "Item number 3 of",
      "Taxes",
      "VAT standard",
      "Sum",
      "60.00 €",
      "Total",
      "24.20 €",
      "Notes",
      "Thank you for your business.",
      "UUID 0190b2a4-7a3e-7c1e-9d3c-1a2b3c4d5e6f",
    ]);
    expect(order).toEqual({ ok: true });
    // Side by side, the customer's block reads on the same lines as the supplier's.
    expect(text).toMatch(/Provide One S\.L\.\s+Sample Consumer S\.A\./);
    // Numeric columns are right-aligned: the amounts of every line row end in one column.
    const ends = text.split("\n").filter((l) => /^\s*\d+ Item number/.test(l)).map((l) => l.trimEnd().length);
    expect(new Set(ends).size).toBe(1);
  });

  test.runIf(hasTool("qpdf"))("qpdf --check finds no error", async () => {
    const { path } = await pdfOf(invoicePage(3), "check.pdf");
    const r = run("qpdf", ["--check", path]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("No syntax or stream encoding errors found");
  });

  test.runIf(hasTool("pdffonts"))("pdffonts lists only embedded TrueType fonts with a Unicode map", async () => {
    const { path } = await pdfOf(invoicePage(3), "fonts.pdf");
    const rows = output("pdffonts", [path]).trim().split("\n").slice(2);
    expect(rows.length).toBe(2);
    for (const row of rows) expect(row).toMatch(/CID TrueType\s+Identity-H\s+yes\s+(yes|no)\s+yes\s/);
  });

  test.runIf(hasTool("pdftotext"))("a 1,000-line table breaks over many pages, its headings repeated, its last line present", async () => {
    const short = await pdfOf(invoicePage(3), "short.pdf");
    const long = await pdfOf(invoicePage(1000), "long.pdf");
    const pages = (bytes: Uint8Array) => PDFDocument.load(bytes).then((d) => d.getPageCount());
    expect(await pages(short.bytes)).toBe(1);
    const count = await pages(long.bytes);
    expect(count).toBeGreaterThan(20);
    const text = output("pdftotext", ["-layout", long.path, "-"]);
    const byPage = text.split("\f").filter((p) => p.trim() !== "");
    expect(byPage.length).toBe(count);
    // Every page holding rows of the lines table starts them under its headings.
    for (const page of byPage.filter((p) => /\d+ Item number/.test(p))) expect(page).toMatch(/Description\s+Quantity\s+Price\s+Sum/);
    expect(text).toContain("1000 Item number 1000 of");
    expect(inOrder(text, ["Item number 999 of", "Item number 1000 of", "Total"])).toEqual({ ok: true });
    expect(byPage[count - 1]).toContain(`${count} / ${count}`);
  });

  test.runIf(hasTool("pdftotext"))("Greek and Cyrillic text extracts as written; a character the font lacks shows as ?", async () => {
    const page = invoicePage(1, {
      lang: "el",
      title: "Τιμολόγιο",
      parties: [
        { role: "Προμηθευτής", name: "Ελληνικά Προϊόντα Α.Ε.", lines: ["ΑΦΜ EL 094014201", "Οδός Ερμού 12, Αθήνα"] },
        { role: "Покупатель", name: "ООО «Ромашка»", lines: ["Москва, ул. Тверская 1"] },
      ],
      totals: [{ label: "Σύνολο", value: "1.240,00 €", emphasis: true }],
      sections: [{ heading: "Σημειώσεις", paragraphs: ["Ευχαριστούμε για την προτίμηση 漢"] }],
    });
    const { path } = await pdfOf(page, "greek.pdf");
    const text = output("pdftotext", ["-layout", path, "-"]);
    for (const s of ["Τιμολόγιο SAMPLE-001", "Προμηθευτής", "Ελληνικά Προϊόντα Α.Ε.", "Οδός Ερμού 12, Αθήνα", "ООО «Ромашка»", "Москва, ул. Тверская 1", "Σύνολο", "1.240,00 €", "Ευχαριστούμε για την προτίμηση ?"]) {
      expect(text).toContain(s);
    }
    const info = output("pdfinfo", [path]);
    expect(info).toMatch(/Title:\s+Τιμολόγιο SAMPLE-001/);
  });

  test.runIf(hasTool("pdftoppm"))("the QR code, drawn as vector squares, decodes to its text", async () => {
    const page = invoicePage(1);
    const { path } = await pdfOf(page, "qr.pdf");
    output("pdftoppm", ["-r", "150", "-png", "-singlefile", path, `${dir}/qr`]);
    const png = PNG.sync.read(readFileSync(`${dir}/qr.png`));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(page.codes[0]!.text);
  });
});
