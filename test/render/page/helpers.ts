/**
 * The page of a document as the engine makes it: built by createEngine(),
 * handed to a renderer with the engine's own RenderContext. A renderer that
 * answers the page as JSON stands in for HTML and PDF, so the tests see
 * exactly what they draw.
 */
import { createEngine, type Envelope, type RenderContext, type RenderPlugin } from "../../../index.ts";
import { pageOf, type Page } from "../../../render/page/index.ts";
import { engineWithRenderers } from "../../support/formats.ts";

let captured: RenderContext | undefined;

const pageRenderer: RenderPlugin = {
  key: "page-json",
  name: "Page model (tests)",
  contentType: "application/json",
  async render(envelope, options, context) {
    captured = context;
    return { body: JSON.stringify({ envelope, page: pageOf(envelope, options, context) }), contentType: "application/json" };
  },
};

export const engine = engineWithRenderers(pageRenderer);

/** The built envelope and its page, through engine.render. */
export async function pageAndEnvelope(data: unknown, lang?: string): Promise<{ page: Page; envelope: Envelope }> {
  const out = await engine.render(data, { format: "page-json", ...(lang ? { lang } : {}) });
  return JSON.parse(out.body as string) as { page: Page; envelope: Envelope };
}

/** The engine's RenderContext, for calling pageOf on an envelope directly. */
export async function renderContext(): Promise<RenderContext> {
  if (!captured) await engine.render({ $schema: "https://gobl.org/draft-0/note/message", content: "x" }, { format: "page-json" });
  return captured!;
}
