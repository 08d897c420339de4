/**
 * The PDF renderer through the engine, with render/page's page: a Greek
 * invoice whose Greek text extracts as written, and a 1,000-line invoice
 * that breaks over many pages and ends with its last line and totals.
 */
import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, test } from "vitest";
import { createEngine, type Engine } from "../../../index.ts";
import { hasTool, inOrder, output, saveFile, workDir } from "./tools.ts";

let engine: Engine;
let dir: string;
beforeAll(() => {
  engine = createEngine();
  dir = workDir();
});

const flat = (t: string) => t.replace(/[\s\u00a0\u202f]+/g, " ");

async function render(data: unknown, format: string, name: string, lang?: string): Promise<{ path: string; bytes: Uint8Array }> {
  const rendered = await engine.render(data, { format, ...(lang ? { lang } : {}) });
  expect(rendered.contentType).toBe("application/pdf");
  expect(rendered.format).toBe(format);
  const bytes = rendered.body as Uint8Array;
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
  return { bytes, path: saveFile(dir, name, bytes) };
}

describe("PDF renderers in the engine", () => {
  test("the engine lists both renderers, after the HTML page", () => {
    expect(engine.rendererList()).toEqual([
      { key: "html", name: "HTML page", contentType: "text/html; charset=utf-8" },
      { key: "pdf", name: "PDF", contentType: "application/pdf" },
      { key: "facturx", name: "Factur-X / ZUGFeRD PDF/A-3", contentType: "application/pdf" },
    ]);
  });

  test.runIf(hasTool("pdftotext"))("a Greek invoice renders with its Greek text extractable, in reading order", async () => {
    const data = JSON.parse(readFileSync("examples/el-standard.json", "utf8"));
    const { path } = await render(data, "pdf", "greek.pdf");
    const text = flat(output("pdftotext", ["-layout", path, "-"]));
    expect(inOrder(text, ["Ελαιώνες Κρήτης Α.Ε.", "Αγορά Αθηνών Ε.Π.Ε.", "Ελαιόλαδο, 1 λίτρο", "Συσκευασία δώρου"])).toEqual({ ok: true });
    // The labels are in Greek too (the page's language is the regime's).
    expect(text).toMatch(/[\u0370-\u03ff]{4,}/);
    expect(output("pdfinfo", [path])).toMatch(/Title:\s+\S/);
  });

  test.runIf(hasTool("pdftotext"))("a 1,000-line invoice renders over many pages, its last line and totals present", async () => {
    const data = JSON.parse(readFileSync("examples/fr-facturx-v1.json", "utf8"));
    const few = await render(data, "pdf", "few.pdf");
    const many = {
      ...data,
      lines: Array.from({ length: 1000 }, (_, i) => ({ quantity: "1", item: { name: `Article ${i + 1}`, price: "1.50", unit: "one" }, taxes: [{ cat: "VAT", rate: "general" }] })),
    };
    const long = await render(many, "pdf", "many.pdf");
    const count = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();
    const pages = await count(long.bytes);
    expect(pages).toBeGreaterThan(await count(few.bytes));
    expect(pages).toBeGreaterThan(10);
    const text = flat(output("pdftotext", ["-layout", long.path, "-"]));
    expect(inOrder(text, ["Article 1 ", "Article 999 ", "Article 1000 "])).toEqual({ ok: true });
    expect(text).toContain(`${pages} / ${pages}`);
  });

  test.runIf(hasTool("pdftotext"))("the default Factur-X renderer makes a hybrid the engine reads back", async () => {
    const data = JSON.parse(readFileSync("examples/fr-facturx-v1.json", "utf8"));
    const { bytes } = await render(data, "facturx", "default-facturx.pdf");
    const { envelope } = await engine.readPDF(bytes);
    expect((envelope.doc as { code?: string }).code).toBe(data.code);
  });
});
