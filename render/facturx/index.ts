/** The Factur-X / ZUGFeRD renderer of render/page's page; renderer.ts makes one with other fonts, another page or a fixed date. */
import type { RenderPlugin } from "../../engine/index.ts";
import { pageOf } from "../page/index.ts";
import { createFacturxRenderer } from "./renderer.ts";

export * from "./renderer.ts";

export const facturxRenderer: RenderPlugin = createFacturxRenderer({ pageOf });
