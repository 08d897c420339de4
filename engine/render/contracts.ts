/**
 * The contract of a renderer plugin: a way of showing a built document to
 * people (an HTML page, a PDF) or of packing it for both people and
 * machines (Factur-X: a PDF/A-3 carrying the CII XML). The engine knows
 * renderers only through this contract; `render/<key>/` holds the ones
 * bizdoc ships, and a user registers their own like a format
 * (`createEngine({ renderers: [...] })` or the RENDER_PLUGIN token).
 */
import type { Envelope } from "../envelope/envelope.ts";
import type { RegimeDefinition } from "../plugin/contracts.ts";
import type { XMLOutput } from "../format/convert.ts";

/** What a render is asked for beside the document. */
export interface RenderOptions {
  /**
   * The language to render in (`es`, `de`, `pt-BR`...): the document's own
   * when absent (its regime's), English when the renderer has none of it.
   */
  lang?: string;
}

/** What a renderer may ask of the engine. */
export interface RenderContext {
  /** A regime's definition by country code, or undefined. */
  regime(country: string | undefined): RegimeDefinition | undefined;
  /** The envelope written as XML in one of the engine's formats (Factur-X embeds the CII). */
  toXML(envelope: Envelope, options: { format: string; profile?: string }): Promise<XMLOutput>;
}

/** A rendered document: its bytes (or text) and their media type. */
export interface Rendered {
  body: string | Uint8Array;
  /** `text/html; charset=utf-8`, `application/pdf`, ... */
  contentType: string;
}

export interface RenderPlugin {
  /** `html`, `pdf`, `facturx`, ... */
  key: string;
  name: string;
  /** The media type of what it renders. */
  contentType: string;
  /**
   * Renders a built (calculated, validated) envelope. Throws a BizdocError
   * (`input`/`validation`) for a document it cannot render (a Factur-X of
   * a document that is no invoice, say).
   */
  render(envelope: Envelope, options: RenderOptions, context: RenderContext): Promise<Rendered>;
  /**
   * For a renderer whose output carries a machine-readable document (a
   * Factur-X PDF): the XML it carries, from bytes in that form, so that
   * reading such a file reads its XML. Throws a BizdocError `input` when
   * the bytes are not such a file or carry no XML.
   */
  extract?(bytes: Uint8Array): Promise<string>;
}
