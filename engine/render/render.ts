/**
 * Rendering a document for people: built into an envelope first (as
 * writing XML builds it), then handed to the renderer. And reading a file a
 * renderer made for machines too (a Factur-X PDF): its XML extracted, then
 * read like any XML.
 */
import type { Envelope } from "../envelope/envelope.ts";
import { BizdocError } from "../errors/index.ts";
import type { RenderContext, Rendered } from "./contracts.ts";
import type { RendererRegistry } from "./registry.ts";

export interface RenderDeps {
  buildEnvelope(data: unknown): Envelope;
  renderers: RendererRegistry;
  context: RenderContext;
}

/** What rendering gives: the body, its media type and the renderer's key. */
export interface RenderOutput extends Rendered {
  format: string;
}

const LANG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** Whether text is a language tag as `lang` takes them (BCP 47's shape: `es`, `pt-BR`). */
export function isLanguageTag(text: string): boolean {
  return LANG.test(text);
}

export async function renderDocument(deps: RenderDeps, data: unknown, options: { format?: unknown; lang?: unknown }): Promise<RenderOutput> {
  const renderer = deps.renderers.get(options.format);
  if (options.lang !== undefined && (typeof options.lang !== "string" || !isLanguageTag(options.lang))) {
    throw new BizdocError("input", "'lang' must be a language tag such as es, de or pt-BR", [{ properties: ["$.lang"], description: "must be a language tag (BCP 47: es, de, pt-BR)" }]);
  }
  const envelope = deps.buildEnvelope(data);
  const rendered = await renderer.render(envelope, options.lang === undefined ? {} : { lang: options.lang }, deps.context);
  return { ...rendered, format: renderer.key };
}

/** The XML a file carries (a Factur-X PDF's `factur-x.xml`), by asking each renderer that extracts; a 400 when none can. */
export async function extractXML(renderers: RendererRegistry, bytes: unknown): Promise<string> {
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) throw new BizdocError("input", "no file given: send the PDF's bytes");
  const extractors = renderers.extractors();
  if (extractors.length === 0) throw new BizdocError("input", "this engine reads no PDF: no renderer extracts XML from one");
  let refusal: unknown;
  for (const renderer of extractors) {
    try {
      return await renderer.extract!(bytes);
    } catch (error) {
      refusal ??= error;
    }
  }
  throw refusal;
}
