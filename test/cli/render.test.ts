/** `bizdoc render`: a document as an HTML page or a PDF; a Factur-X written to a file and read back by `bizdoc convert`. */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EXAMPLES } from "../../examples/index.ts";
import { createEngine } from "../../index.ts";
import { bizdoc, RUN_TIMEOUT } from "./helpers.ts";

const example = EXAMPLES.find((e) => e.id === "fr-facturx-v1")!;

describe("bizdoc render", () => {
  const dir = mkdtempSync(join(tmpdir(), "bizdoc-render-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "prints the page in the document's language, or the one named",
    async () => {
      const page = await bizdoc(["render", "--format", "html", "-"], { input: JSON.stringify(example.document) });
      expect(page.code, page.stderr).toBe(0);
      expect(page.stdout).toMatch(/^<!DOCTYPE html>/i);
      expect(page.stdout).toContain('<html lang="fr"');
      const greek = await bizdoc(["render", "--format", "html", "--lang", "el", "-"], { input: JSON.stringify(example.document) });
      expect(greek.stdout).toContain('<html lang="el"');
      const unknown = await bizdoc(["render", "--format", "docx", "-"], { input: JSON.stringify(example.document) });
      expect(unknown.code).not.toBe(0);
      expect(unknown.stderr).toMatch(/unknown render format 'docx': use one of html, pdf, facturx/);
    },
    RUN_TIMEOUT,
  );

  it(
    "writes a Factur-X to a file, which bizdoc convert reads back to the same totals",
    async () => {
      const out = join(dir, "facture.pdf");
      const written = await bizdoc(["render", "--format", "facturx", "-o", out, "-"], { input: JSON.stringify(example.document) });
      expect(written.code, written.stderr).toBe(0);
      expect(readFileSync(out).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const read = await bizdoc(["convert", out]);
      expect(read.code, read.stderr).toBe(0);
      const built = (await createEngine().build(structuredClone(example.document))) as { totals: unknown };
      expect(JSON.parse(read.stdout).doc.totals).toEqual(built.totals);
    },
    RUN_TIMEOUT,
  );
});
