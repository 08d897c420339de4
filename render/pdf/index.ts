/** The PDF renderer of render/page's page; renderer.ts makes one with other fonts or another page. */
import type { RenderPlugin } from "../../engine/index.ts";
import { pageOf } from "../page/index.ts";
import { createPdfRenderer } from "./renderer.ts";

export * from "./renderer.ts";

export const pdfRenderer: RenderPlugin = createPdfRenderer({ pageOf });
