/**
 * The PDF renderer: a document's page (render/page/) drawn on A4 pages with
 * pdf-lib, in an embedded TrueType font, without a browser. pdf-lib runs in
 * Node and in browsers alike; only the default fonts are read from files
 * (font-files.ts), so a browser hands its font bytes to createPdfRenderer.
 * The renderers with render/page's pageOf are in index.ts.
 */
import type { Envelope } from "../../engine/envelope/envelope.ts";
import type { RenderContext, RenderOptions, RenderPlugin } from "../../engine/index.ts";
import type { Page } from "../page/model.ts";
import { drawPageDocument } from "./document.ts";
import type { FontFiles } from "./fonts.ts";

export { drawPageDocument, titleOf } from "./document.ts";
export type { FontFiles } from "./fonts.ts";

/** What makes the page of a document (render/page's pageOf by default). */
export type PageOf = (envelope: Envelope, options: RenderOptions, context: RenderContext) => Page;

export interface PdfRendererOptions {
  /** The fonts to draw in; DejaVu Sans from the dejavu-fonts-ttf package by default (Node only). */
  fonts?: () => Promise<FontFiles>;
  /** What makes the page: render/page's pageOf in the renderers index.ts exports. */
  pageOf: PageOf;
}

export const PDF_CONTENT_TYPE = "application/pdf";

/** The fonts of a renderer: the given ones, or DejaVu read from node_modules, loaded only when first needed. */
export function fontSource(fonts: (() => Promise<FontFiles>) | undefined): () => Promise<FontFiles> {
  return fonts ?? (async () => (await import("./font-files.ts")).defaultFontFiles());
}

export function createPdfRenderer(options: PdfRendererOptions): RenderPlugin {
  const fonts = fontSource(options.fonts);
  const { pageOf } = options;
  return {
    key: "pdf",
    name: "PDF",
    contentType: PDF_CONTENT_TYPE,
    async render(envelope, renderOptions, context) {
      const doc = await drawPageDocument(pageOf(envelope, renderOptions, context), await fonts());
      return { body: await doc.save(), contentType: PDF_CONTENT_TYPE };
    },
  };
}
