/**
 * Rendering through the engine and its edges, with toy renderers standing
 * for the real ones (whose own tests check what they draw): the document is
 * built first, the renderer gets the envelope and the language, its body
 * comes back under its media type (REST `/v0/render`, MCP `render`); and a
 * file a renderer made for machines too is read by the XML it carries
 * (`engine.readPDF`, `/v0/convert` with `application/pdf`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { BizdocError, type RenderPlugin } from "../../../index.ts";
import { startServer, type TestServer } from "../../server/helpers.ts";
import { toyInvoice } from "../../support/toy-format.ts";
import { EXAMPLES } from "../../../examples/index.ts";
import { refusal } from "../../support/refusal.ts";
import { engineWithRenderers } from "../../support/formats.ts";
import { connectInMemory } from "../../mcp/helpers.ts";

/** An invoice whose CII meets EN 16931 (the carrier embeds its CII). */
const en16931 = EXAMPLES.find((e) => e.id === "eu-en16931-v2017")!.document;

const MARK = "%%XML%%";

/** A page with the document's code and payable, in the language asked for. */
const page: RenderPlugin = {
  key: "page",
  name: "Toy page",
  contentType: "text/html; charset=utf-8",
  render: async (envelope, options) => {
    const doc = envelope.doc as { code: string; totals: { payable: string } };
    return { body: `<p lang="${options.lang ?? "doc"}">${doc.code} ${doc.totals.payable}</p>`, contentType: "text/html; charset=utf-8" };
  },
};

/** A "PDF" carrying the document's CII after a mark: rendered bytes, and the XML extracted back. */
const carrier: RenderPlugin = {
  key: "carrier",
  name: "Toy carrier",
  contentType: "application/pdf",
  render: async (envelope, _options, context) => {
    const { xml } = await context.toXML(envelope, { format: "cii" });
    return { body: new TextEncoder().encode(`%PDF-1.7 toy\n${MARK}${xml}`), contentType: "application/pdf" };
  },
  extract: async (bytes) => {
    const text = new TextDecoder().decode(bytes);
    const at = text.indexOf(MARK);
    if (!text.startsWith("%PDF-") || at < 0) throw new BizdocError("input", "not a toy carrier: no XML in it");
    return text.slice(at + MARK.length);
  },
};

const engine = engineWithRenderers(page, carrier);


describe("engine.render", () => {
  it("builds the document, then renders it in the language asked for", async () => {
    const output = await engine.render(toyInvoice, { format: "page", lang: "es" });
    expect(output).toEqual({ body: '<p lang="es">F-7 121.00</p>', contentType: "text/html; charset=utf-8", format: "page" });
  });

  it("refuses an unknown renderer naming those there are, a language that is no tag, and a document that does not build", async () => {
    expect((await refusal(engine.render(toyInvoice, { format: "docx" }))).message).toMatch(/unknown render format 'docx': use one of .*page, carrier/);
    expect((await refusal(engine.render(toyInvoice, { format: "page", lang: "../etc" }))).faults[0]!.properties).toEqual(["$.lang"]);
    expect((await refusal(engine.render({ ...toyInvoice, supplier: undefined }, { format: "page" }))).status).toBe(422);
  });

  it("lists the renderers", () => {
    expect(engine.rendererList()).toEqual([
      { key: "page", name: "Toy page", contentType: "text/html; charset=utf-8" },
      { key: "carrier", name: "Toy carrier", contentType: "application/pdf" },
    ]);
  });
});

describe("engine.readPDF", () => {
  it("reads the XML a rendered file carries back to the same document", async () => {
    const rendered = await engine.render(en16931, { format: "carrier" });
    const built = (await engine.build(en16931)) as { totals: { payable: string } };
    const { envelope } = await engine.readPDF(rendered.body as Uint8Array);
    expect((envelope.doc as { totals: unknown }).totals).toEqual(built.totals);
  });

  it("refuses bytes no renderer can read, and no bytes", async () => {
    expect((await refusal(engine.readPDF(new TextEncoder().encode("%PDF-1.7 nothing")))).message).toMatch(/no XML in it/);
    expect((await refusal(engine.readPDF(new Uint8Array()))).status).toBe(400);
    expect((await refusal(engineWithRenderers(page).readPDF(new TextEncoder().encode("%PDF-")))).message).toMatch(/reads no PDF/);
  });
});

describe("rendering over REST and MCP", () => {
  let server: TestServer;
  let client: Client;
  beforeAll(async () => {
    server = await startServer({ engine });
    client = await connectInMemory(engine);
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it("POST /v0/render answers the body under its media type, and asks for a format", async () => {
    const html = await fetch(`${server.base}/render`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ data: toyInvoice, format: "page", lang: "de" }) });
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.headers.get("bizdoc-format")).toBe("page");
    expect(await html.text()).toBe('<p lang="de">F-7 121.00</p>');
    const pdf = await fetch(`${server.base}/render`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ data: en16931, format: "carrier" }) });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 8))).toBe("%PDF-1.7");
    const missing = await fetch(`${server.base}/render`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ data: toyInvoice }) });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe("'format' is required to render: page, carrier");

    // The PDF read back: POST /v0/convert with the PDF as the body.
    const read = await fetch(`${server.base}/convert`, { method: "POST", headers: { "content-type": "application/pdf" }, body: bytes });
    expect(read.status).toBe(200);
    const built = (await engine.build(en16931)) as { totals: { payable: string } };
    expect(((await read.json()) as { doc: { totals: { payable: string } } }).doc.totals.payable).toBe(built.totals.payable);
    const empty = await fetch(`${server.base}/convert`, { method: "POST", headers: { "content-type": "application/pdf" }, body: "" });
    expect(empty.status).toBe(400);
  });

  it("MCP render answers HTML as text and a PDF as an embedded resource", async () => {
    const html = (await client.callTool({ name: "render", arguments: { data: toyInvoice, format: "page" } })) as CallToolResult;
    expect(html.isError).toBeFalsy();
    expect((html.content as { text: string }[])[0]!.text).toBe('<p lang="doc">F-7 121.00</p>');
    const pdf = (await client.callTool({ name: "render", arguments: { data: en16931, format: "carrier" } })) as CallToolResult;
    const resource = (pdf.content as { type: string; resource: { mimeType: string; blob: string } }[])[0]!;
    expect(resource.type).toBe("resource");
    expect(resource.resource.mimeType).toBe("application/pdf");
    expect(Buffer.from(resource.resource.blob, "base64").subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});
