/** The renderers bizdoc ships: documents as pages people read (HTML, PDF) and Factur-X, a PDF/A-3 carrying the invoice's CII XML. */
import type { RenderPlugin } from "../engine/index.ts";
import { htmlRenderer } from "./html/index.ts";

type Summary = Pick<RenderPlugin, "key" | "name" | "contentType">;

/**
 * A renderer whose code is loaded on its first use: the PDF ones bring
 * pdf-lib and fontkit (a good part of a process's start and memory), which
 * listing the renderers, or a server that never renders a PDF, need not pay.
 */
function onFirstUse(summary: Summary, load: () => Promise<RenderPlugin>, extracts: boolean): RenderPlugin {
  let loading: Promise<RenderPlugin> | undefined;
  const loaded = () => (loading ??= load());
  return {
    ...summary,
    render: async (envelope, options, context) => (await loaded()).render(envelope, options, context),
    ...(extracts ? { extract: async (bytes: Uint8Array) => (await loaded()).extract!(bytes) } : {}),
  };
}

const pdfRenderer = onFirstUse({ key: "pdf", name: "PDF", contentType: "application/pdf" }, async () => (await import("./pdf/index.ts")).pdfRenderer, false);
const facturxRenderer = onFirstUse({ key: "facturx", name: "Factur-X / ZUGFeRD PDF/A-3", contentType: "application/pdf" }, async () => (await import("./facturx/index.ts")).facturxRenderer, true);

export const builtinRenderers: RenderPlugin[] = [htmlRenderer, pdfRenderer, facturxRenderer];
