/** The HTML renderer: a built document's page (render/page) drawn as a self-contained HTML5 document. */
import type { RenderPlugin } from "../../engine/render/contracts.ts";
import { pageOf } from "../page/index.ts";
import { htmlOf } from "./html.ts";

export { htmlOf } from "./html.ts";
export { escapeHtml } from "./escape.ts";

export const htmlRenderer: RenderPlugin = {
  key: "html",
  name: "HTML page",
  contentType: "text/html; charset=utf-8",
  async render(envelope, options, context) {
    const page = pageOf(envelope, options.lang === undefined ? {} : { lang: options.lang }, context);
    return { body: htmlOf(page), contentType: "text/html; charset=utf-8" };
  },
};
