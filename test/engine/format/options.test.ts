/**
 * A format's own options and details: `options` beside the document reach
 * the format (only the members it names in `optionNames`), and what it gives
 * back beside the XML (`details`: a record chain's new link, say) reaches
 * the caller of the library, the REST API (the `Bizdoc-Details` header, or
 * one JSON body with `Accept: application/json`) and MCP. A chained toy
 * format stands for VERI*FACTU-like records: each link is the SHA-256 of
 * the previous link and the document's code.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { BizdocError, createEngine, type FormatOptions, type FormatPlugin } from "../../../index.ts";
import { startServer, type TestServer } from "../../server/helpers.ts";
import { testCertificate } from "../../support/certificate.ts";
import { toy, toyInvoice } from "../../support/toy-format.ts";
import { refusal } from "../../support/refusal.ts";
import { connectInMemory } from "../../mcp/helpers.ts";

const link = (previous: string, code: string) => createHash("sha256").update(`${previous}|${code}`).digest("hex");

/** Writes `<chained>` with the link of the document in a chain whose previous link the caller gives (`options.previous`). */
const chained: FormatPlugin = {
  ...toy,
  key: "chained",
  name: "Chained toy records",
  profiles: [{ key: "plain", name: "Plain", addons: [] }],
  recognizes: () => false,
  optionNames: ["previous", "note"],
  toXML: (envelope, _profile, _context, options?: FormatOptions) => {
    const previous = options?.previous ?? "";
    if (typeof previous !== "string") throw new BizdocError("input", "options.previous must be a string", [{ properties: ["$.options.previous"], description: "must be a string" }]);
    const code = (envelope.doc as { code: string }).code;
    const fingerprint = link(previous, code);
    return { xml: `<chained code="${code}" previous="${previous}" fingerprint="${fingerprint}"/>`, details: { fingerprint, note: options?.note ?? null } };
  },
  sign: async (xml) => ({ xml: xml.replace("/>", ' signed="yes"/>'), details: { signed: true } }),
};

const engine = createEngine({ formats: [chained, toy] });


describe("engine.toXML with a format's options", () => {
  it("hands them to the format and gives back its details; a chain of three links, each from the one before", async () => {
    let previous = "";
    for (const code of ["A-1", "A-2", "A-3"]) {
      const output = await engine.toXML({ ...toyInvoice, code }, { format: "chained", options: { previous } });
      expect(output.details).toEqual({ fingerprint: link(previous, code), note: null });
      expect(output.xml).toContain(`previous="${previous}"`);
      previous = output.details!.fingerprint as string;
    }
  });

  it("refuses a member the format does not take, naming the closest; options for a format that takes none; options that are no object", async () => {
    const unknown = await refusal(engine.toXML(toyInvoice, { format: "chained", options: { previos: "x" } }));
    expect(unknown.status).toBe(400);
    expect(unknown.message).toBe("unknown option 'previos': did you mean 'previous'?; format 'chained' takes previous, note");
    expect(unknown.faults[0]!.properties).toEqual(["$.options.previos"]);
    const none = await refusal(engine.toXML(toyInvoice, { format: "toy", options: { previous: "x" } }));
    expect(none.message).toBe("format 'toy' takes no options");
    const list = await refusal(engine.toXML(toyInvoice, { format: "chained", options: ["x"] as never }));
    expect(list.faults[0]!.properties).toEqual(["$.options"]);
    // The format checks the values itself.
    const wrong = await refusal(engine.toXML(toyInvoice, { format: "chained", options: { previous: 7 } }));
    expect(wrong.faults[0]!.properties).toEqual(["$.options.previous"]);
  });

  it("merges the details of the signature over the writer's", async () => {
    const certificate = testCertificate();
    const output = await engine.toXML(toyInvoice, { format: "chained", options: { note: "n" }, certificate: { p12: certificate.p12, password: certificate.password } });
    expect(output.xml).toContain('signed="yes"');
    expect(output.details).toEqual({ fingerprint: link("", "F-7"), note: "n", signed: true });
  });

  it("lists the options in formatList", () => {
    expect(engine.formatList().find((f) => f.key === "chained")).toMatchObject({ options: ["previous", "note"], signs: true });
    expect(engine.formatList().find((f) => f.key === "toy")?.options).toBeUndefined();
  });
});

describe("a format's options and details over REST and MCP", () => {
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
  const post = (body: unknown, accept?: string) =>
    fetch(`${server.base}/convert`, { method: "POST", headers: { "content-type": "application/json", ...(accept ? { accept } : {}) }, body: JSON.stringify(body) });

  it("POST /v0/convert takes options and answers the details in Bizdoc-Details (non-ASCII escaped)", async () => {
    const res = await post({ data: toyInvoice, format: "chained", options: { previous: "abc", note: "Señal" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const header = res.headers.get("bizdoc-details")!;
    expect(header).toContain("Se\\u00f1al");
    expect(JSON.parse(header)).toEqual({ fingerprint: link("abc", "F-7"), note: "Señal" });
  });

  it("answers one JSON body to Accept: application/json, and refuses options with xml or an unknown option", async () => {
    const res = await post({ data: toyInvoice, format: "chained", options: { previous: "abc" } }, "application/json");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ format: "chained", profile: "plain", details: { fingerprint: link("abc", "F-7") } });
    expect(body.xml).toContain("<chained");
    expect((await post({ xml: "<toy/>", options: {} })).status).toBe(400);
    const unknown = await post({ data: toyInvoice, format: "chained", options: { previos: "x" } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/did you mean 'previous'/);
  });

  it("MCP convert takes options and answers the details", async () => {
    const result = (await client.callTool({ name: "convert", arguments: { data: toyInvoice, format: "chained", options: { previous: "abc" } } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const answer = JSON.parse((result.content as { text: string }[])[0]!.text);
    expect(answer.details).toEqual({ fingerprint: link("abc", "F-7"), note: null });
  });
});
