/** The renderers bizdoc ships: documents as pages people read (HTML, PDF) and Factur-X, a PDF/A-3 carrying the invoice's CII XML. */
import type { RenderPlugin } from "../engine/index.ts";
import { facturxRenderer } from "./facturx/index.ts";
import { htmlRenderer } from "./html/index.ts";
import { pdfRenderer } from "./pdf/index.ts";

export const builtinRenderers: RenderPlugin[] = [htmlRenderer, pdfRenderer, facturxRenderer];
