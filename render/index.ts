/** The renderers bizdoc ships: documents as pages people read (HTML, PDF) and Factur-X, a PDF carrying its CII XML. */
import type { RenderPlugin } from "../engine/index.ts";

export const builtinRenderers: RenderPlugin[] = [];
