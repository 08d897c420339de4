/**
 * The Factur-X / ZUGFeRD renderer: the document's page as a PDF/A-3b (the
 * PDF renderer's drawing, with XMP metadata, an sRGB output intent and a
 * file identifier) carrying the invoice's CII XML as `factur-x.xml`, so a
 * person reads the page and a machine reads the XML. `extract` takes that
 * XML back out, which is how the engine reads such a PDF. The renderer with
 * render/page's pageOf is in index.ts.
 */
import type { RenderPlugin } from "../../engine/index.ts";
import { drawPageDocument, fontSource, PDF_CONTENT_TYPE, titleOf, type PdfRendererOptions } from "../pdf/renderer.ts";
import { attachAssociatedFile } from "./attachment.ts";
import { extractInvoiceXML } from "./extract.ts";
import { addOutputIntent } from "./output-intent.ts";
import { makePDFA, PRODUCER } from "./pdfa.ts";
import { hybridProfileOf } from "./profile.ts";

export { extractInvoiceXML } from "./extract.ts";
export { hybridProfileOf, XML_FILE_NAMES, type HybridProfile } from "./profile.ts";

export interface FacturxRendererOptions extends PdfRendererOptions {
  /** The instant the file says it was made (now by default); fixed, it makes the same document the same bytes. */
  now?: () => Date;
}

export function createFacturxRenderer(options: FacturxRendererOptions): RenderPlugin {
  const fonts = fontSource(options.fonts);
  const { pageOf } = options;
  const now = options.now ?? (() => new Date());
  return {
    key: "facturx",
    name: "Factur-X / ZUGFeRD PDF/A-3",
    contentType: PDF_CONTENT_TYPE,
    async render(envelope, renderOptions, context) {
      const hybrid = hybridProfileOf(envelope);
      // The XML first: a document the profile cannot write is refused before any drawing.
      const { xml } = await context.toXML(envelope, { format: "cii", profile: hybrid.profile });
      const xmlBytes = new TextEncoder().encode(xml);
      const page = pageOf(envelope, renderOptions, context);
      const doc = await drawPageDocument(page, await fonts());
      // PDF dates have whole seconds: the XMP and Info dictionary must agree to the second.
      const created = new Date(Math.floor(now().getTime() / 1000) * 1000);
      attachAssociatedFile(doc, {
        fileName: hybrid.fileName,
        bytes: xmlBytes,
        mimeType: "text/xml",
        description: hybrid.profile === "zugferd" ? "ZUGFeRD invoice (CII)" : "Factur-X invoice (CII)",
        relationship: hybrid.relationship,
        modified: created,
      });
      addOutputIntent(doc);
      const supplier = (envelope.doc as { supplier?: { name?: unknown } }).supplier?.name;
      const title = titleOf(page);
      makePDFA(
        doc,
        {
          title,
          ...(typeof supplier === "string" && supplier !== "" ? { author: supplier } : {}),
          producer: PRODUCER,
          creatorTool: PRODUCER,
          created,
          lang: page.lang,
          facturx: { documentType: "INVOICE", fileName: hybrid.fileName, version: "1.0", conformance: hybrid.conformance },
        },
        new TextEncoder().encode(`${envelope.head.uuid}\n${created.toISOString()}\n${xml}`),
      );
      // Object streams are allowed by PDF/A-2 and -3 (not -1); pdf-lib's default is kept for smaller files.
      return { body: await doc.save(), contentType: PDF_CONTENT_TYPE };
    },
    extract: extractInvoiceXML,
  };
}
