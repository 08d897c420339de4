// The same invoice as test/render/html/screenshots.test.ts, as a PDF in
// Spanish, German, French and Greek, drawn to PNG by pdftoppm into
// test-output/render/ for a person to look at; pdftotext must find the
// title, both parties and the amount to pay in each language's words and
// figures. Skipped, saying so, without poppler-utils.
import { mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXAMPLES } from "../../../examples/index.ts";
import { createEngine } from "../../../index.ts";
import { PROJECT_ROOT } from "../../support/shared.ts";
import { hasTool, output, saveFile, workDir } from "./tools.ts";

const OUTPUT = join(PROJECT_ROOT, "test-output", "render");
const engine = createEngine();
const HAVE_POPPLER = hasTool("pdftoppm") && hasTool("pdftotext");

const LANGUAGES = [
  { lang: "es", title: "Factura", payable: "5.202,20 €" },
  { lang: "de", title: "Rechnung", payable: "5.202,20 €" },
  { lang: "fr", title: "Facture", payable: "5 202,20 €" },
  { lang: "el", title: "Τιμολόγιο", payable: "5.202,20 €" },
];

function invoice(): Record<string, any> {
  const doc = structuredClone(EXAMPLES.find((e) => e.id === "es-facturae-v3")!.document) as Record<string, any>;
  doc.lines[0].discounts = [{ percent: "5%", reason: "Volume" }];
  return doc;
}

describe.skipIf(!HAVE_POPPLER)("PDF screenshots", () => {
  it.each(LANGUAGES)("$lang: drawn to PNG, its title, parties and amount to pay in the text", async ({ lang, title, payable }) => {
    const { body } = await engine.render(invoice(), { format: "pdf", lang });
    const dir = workDir();
    const pdf = saveFile(dir, `invoice-${lang}.pdf`, body as Uint8Array);
    const text = output("pdftotext", ["-layout", pdf, "-"]).replace(/[\u202f\u00a0]/g, " ");
    for (const expected of [title, "Imprenta Giralda S.L.", "Fundación Guadalquivir", payable]) expect(text, `${lang}: ${expected}`).toContain(expected);
    mkdirSync(OUTPUT, { recursive: true });
    output("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", pdf, join(OUTPUT, `invoice-${lang}-pdf`)]);
    expect(readdirSync(OUTPUT).some((f) => f.startsWith(`invoice-${lang}-pdf`) && f.endsWith(".png"))).toBe(true);
  });
});
