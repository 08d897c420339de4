/**
 * What every MCP test needs: documents, a test addon, an HTTP host for the
 * handler, and the one scenario both transports must pass.
 */
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { approvedExternalAddons, builtinAddons, createEngine } from "../../index.ts";
import type { AddonPlugin, Engine } from "../../engine/index.ts";
import { mcpHandler, type McpHttpOptions } from "../../server/mcp/http.ts";
import { createMcpServer, type McpServerOptions } from "../../server/mcp/server.ts";
import { EXAMPLES } from "../../examples/index.ts";

/** An addon only these tests register, so the addon tool and resources have something to serve. */
export const testAddon: AddonPlugin = {
  definition: {
    key: "zz-bizdoc-mcp-test-v1",
    name: { en: "bizdoc MCP test addon" },
    description: { en: "Registered by the MCP tests only." },
    extensions: [],
    scenarios: [],
    corrections: [],
  },
};

let shared: Engine | undefined;

/** One engine per test file (creating it compiles every schema). */
export function testEngine(): Engine {
  shared ??= createEngine({ addons: [testAddon] });
  return shared;
}

/** A minimal Spanish invoice, as the tool descriptions show it. */
export function invoice(): Record<string, any> {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
    customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
    lines: [{ quantity: "2", item: { name: "Work", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  };
}

/** An invoice the rules refuse: a German supplier with neither a tax ID code nor a tax number. */
export function invalidInvoice(): Record<string, any> {
  return { ...invoice(), supplier: { name: "Provide Eins GmbH", tax_id: { country: "DE" } } };
}

export interface HttpHost {
  /** http://127.0.0.1:<port>/v0/mcp */
  url: string;
  close(): Promise<void>;
}

/** The MCP handler mounted at /v0/mcp on a small express app listening on 127.0.0.1:0. */
export async function startHttp(engine: Engine = testEngine(), options: McpHttpOptions = {}): Promise<HttpHost> {
  const app = express();
  app.use("/v0/mcp", mcpHandler(engine, options));
  app.use((_req, res) => void res.status(404).json({ code: 404, key: "not-found", message: "no route", faults: [] }));
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v0/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The one text content of a tool result. */
export function textOf(result: unknown): string {
  const content = (result as CallToolResult).content;
  expect(content).toHaveLength(1);
  expect(content[0].type).toBe("text");
  return (content[0] as { text: string }).text;
}

/** Calls a tool that must succeed and gives its JSON result. */
export async function callOk(client: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const result = await client.callTool({ name, arguments: args });
  if (result.isError) throw new Error(`${name} failed: ${textOf(result)}`);
  return JSON.parse(textOf(result));
}

/** Calls a tool that must fail and gives its error JSON, checked to be bizdoc's one error shape. */
export async function callError(client: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError, `${name} should fail`).toBe(true);
  const text = textOf(result);
  const body = JSON.parse(text);
  expect(Object.keys(body)).toEqual(["code", "key", "message", "faults"]);
  expect(Array.isArray(body.faults)).toBe(true);
  return body;
}

/** The error JSON the engine (and so the REST API) gives for the same failure. */
export async function engineError(operation: Promise<unknown>): Promise<string> {
  try {
    await operation;
  } catch (err) {
    return JSON.stringify((err as { toJSON(): unknown }).toJSON());
  }
  throw new Error("the operation should have failed");
}

export const TOOLS = ["addon", "addon_list", "build", "convert", "correct", "regime", "regime_list", "render", "replicate", "schema", "validate", "verify_xml"];

/**
 * The scenario both transports must pass: list the tools and resources, call
 * every tool, get a tool error for an invalid invoice, read every kind of
 * resource. `addon` names the addon the server knows, if any.
 */
export async function runScenario(client: Client, { addon }: { addon?: string }): Promise<void> {
  expect(client.getServerVersion()?.name).toBe("bizdoc");
  expect(client.getInstructions()).toMatch(/\$regime/);

  // Tools: all of them, each described and with an input schema.
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
  for (const tool of tools) {
    expect(tool.description?.length, tool.name).toBeGreaterThan(60);
    expect(tool.inputSchema.type).toBe("object");
  }
  const build = tools.find((t) => t.name === "build")!;
  expect(Object.keys(build.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(["data", "type", "envelop"]));
  expect(build.inputSchema.required).toEqual(["data"]);
  expect(build.description).toContain('"taxes":[{"cat":"VAT","rate":"general"}]');

  // build
  const built = await callOk(client, "build", { data: invoice() });
  expect(built).toMatchObject({ $regime: "ES", type: "standard", currency: "EUR", totals: { payable: "24.20" } });
  const envelope = await callOk(client, "build", { data: JSON.stringify(invoice()), envelop: true });
  expect(envelope.$schema).toBe("https://gobl.org/draft-0/envelope");
  expect(envelope.head.dig).toMatchObject({ alg: "sha256" });
  const message = await callOk(client, "build", { data: { content: "Hello" }, type: "note/message" });
  expect(message).toEqual({ $schema: "https://gobl.org/draft-0/note/message", content: "Hello" });

  // validate
  expect(await callOk(client, "validate", { data: built })).toEqual({ ok: true });
  expect(await callOk(client, "validate", { data: envelope })).toEqual({ ok: true });

  // correct
  const coded = { ...built, code: "INV-1" };
  const credit = await callOk(client, "correct", { data: coded, options: { type: "credit-note", reason: "Returned goods" } });
  expect(credit).toMatchObject({ type: "credit-note", preceding: [{ code: "INV-1", type: "standard" }] });
  const optionsSchema = await callOk(client, "correct", { data: coded, schema: true });
  expect(optionsSchema.$id).toBe("https://gobl.org/draft-0/bill/correction-options?tax_regime=es");

  // replicate
  const copy = await callOk(client, "replicate", { data: coded });
  expect(copy.code).toBeUndefined();
  expect(copy.totals.payable).toBe("24.20");

  // convert: every format the engine has, both ways; an unknown one is refused naming the formats there are
  const en16931 = EXAMPLES.find((e) => e.id === "eu-en16931-v2017")!.document;
  const { payable } = ((await createEngine().build(structuredClone(en16931))) as unknown as { totals: { payable: string } }).totals;
  // The EN 16931 syntaxes (FatturaPA and FacturaE take Italian and Spanish documents: their own tests write them).
  for (const { key } of createEngine().formatList().filter((f) => f.profiles.some((p) => p.ruleSets?.includes("en16931")))) {
    const written = await callOk(client, "convert", { data: structuredClone(en16931), format: key });
    expect(written).toMatchObject({ format: key, xml: expect.stringMatching(/^<\?xml|^</) });
    const read = await callOk(client, "convert", { xml: written.xml });
    expect(read.doc.totals.payable).toBe(payable);
    // Stated totals the calculation does not give: refused as read, kept (and calculated) with validate false.
    const misstated = written.xml.replaceAll(`>${payable}<`, ">0.01<");
    expect(await callError(client, "convert", { xml: misstated })).toMatchObject({ code: 422, faults: expect.arrayContaining([expect.objectContaining({ code: "BIZDOC-FORMAT-TOTALS-01" })]) });
    expect((await callOk(client, "convert", { xml: misstated, validate: false })).doc.totals.payable).toBe(payable);
  }
  // An invoice meeting its official rules but not a check digit of GOBL's: the envelope, then {warnings} in a second block.
  const ubl = (await callOk(client, "convert", { data: structuredClone(en16931), format: "ubl" })).xml as string;
  const clean = await client.callTool({ name: "convert", arguments: { xml: ubl } });
  expect((clean.content as unknown[]).length).toBe(1);
  const warned = await client.callTool({ name: "convert", arguments: { xml: ubl.replaceAll("NL808661863B01", "NL808661864B01") } });
  expect(warned.isError).toBeFalsy();
  const [envelopeBlock, warningsBlock] = warned.content as { type: string; text: string }[];
  expect(JSON.parse(envelopeBlock.text).doc.supplier.tax_id.code).toBe("808661864B01");
  expect(JSON.parse(warningsBlock.text)).toEqual({ warnings: [expect.objectContaining({ code: "GOBL-NL-TAX-IDENTITY-01", properties: ["$.doc.supplier.tax_id.code"] })] });
  const unknownFormat = await callError(client, "convert", { data: invoice(), format: "pdf" });
  expect(unknownFormat).toMatchObject({ code: 400, key: "input", message: expect.stringContaining("unknown format 'pdf'") });

  // schema
  const schema = await callOk(client, "schema", { path: "bill/invoice" });
  expect(schema.$id).toBe("https://gobl.org/draft-0/bill/invoice");
  const bundled = await callOk(client, "schema", { path: "https://gobl.org/draft-0/bill/invoice", bundle: true });
  expect(Object.keys(bundled.$defs).length).toBeGreaterThan(Object.keys(schema.$defs).length);
  const { schemas } = await callOk(client, "schema");
  expect(schemas).toHaveLength(87);

  // regimes and addons
  expect(await callOk(client, "regime", { code: "es" })).toMatchObject({ country: "ES", currency: "EUR" });
  const { regimes } = await callOk(client, "regime_list");
  expect(regimes.map((r: { country: string }) => r.country)).toEqual(expect.arrayContaining(["DE", "ES", "GB", "NL", "PT", "US"]));
  const { addons } = await callOk(client, "addon_list");
  // GOBL's 15 addons and the approved external ones bizdoc ships, plus the test's own when it registered one.
  const shipped = [...builtinAddons, ...approvedExternalAddons];
  const expected = [...shipped.map((a) => a.definition.key), ...(addon ? [addon] : [])];
  expect(addons.map((a: { key: string }) => a.key).sort()).toEqual(expected.sort());
  for (const { definition } of shipped) {
    expect(await callOk(client, "addon", { key: definition.key })).toEqual(JSON.parse(JSON.stringify(definition)));
  }
  if (addon) expect(await callOk(client, "addon", { key: addon })).toMatchObject({ key: addon });
  expect(await callError(client, "addon", { key: "xx-nothing-v1" })).toEqual({ code: 404, key: "not-found", message: "no addon 'xx-nothing-v1'", faults: [] });

  // An invalid invoice: a tool error holding exactly the engine's (and the REST API's) error JSON.
  const result = await client.callTool({ name: "build", arguments: { data: invalidInvoice() } });
  expect(result.isError).toBe(true);
  const error = JSON.parse(textOf(result));
  expect(error).toMatchObject({ code: 422, key: "validation" });
  expect(error.faults).toContainEqual(expect.objectContaining({ code: "GOBL-DE-BILL-INVOICE-01", properties: ["$.supplier"] }));
  expect(textOf(result)).toBe(await engineError(createEngine().build(invalidInvoice())));

  // Resources: the three lists and one of each template.
  const { resources } = await client.listResources();
  const uris = resources.map((r) => r.uri);
  expect(uris).toEqual(expect.arrayContaining(["bizdoc://schemas", "bizdoc://regimes", "bizdoc://addons", "bizdoc://schemas/bill/invoice", "bizdoc://regimes/es"]));
  if (addon) expect(uris).toContain(`bizdoc://addons/${addon}`);
  const { resourceTemplates } = await client.listResourceTemplates();
  expect(resourceTemplates.map((t) => t.uriTemplate).sort()).toEqual(["bizdoc://addons/{key}", "bizdoc://regimes/{code}", "bizdoc://schemas/{+path}"]);

  const read = async (uri: string) => {
    const { contents } = await client.readResource({ uri });
    expect(contents).toHaveLength(1);
    expect(contents[0]).toMatchObject({ uri, mimeType: "application/json" });
    expect(contents[0]).toHaveProperty("text");
    return JSON.parse((contents[0] as { text: string }).text);
  };
  expect((await read("bizdoc://schemas")).schemas).toHaveLength(87);
  expect((await read("bizdoc://regimes")).regimes).toEqual(regimes);
  expect((await read("bizdoc://addons")).addons).toEqual(addons);
  expect(await read("bizdoc://schemas/bill/invoice")).toEqual(schema);
  expect(await read("bizdoc://regimes/es")).toMatchObject({ country: "ES" });
  if (addon) expect(await read(`bizdoc://addons/${addon}`)).toMatchObject({ key: addon });
  await expect(client.readResource({ uri: "bizdoc://regimes/xx" })).rejects.toMatchObject({ code: -32002 });
}

/** An MCP client connected in memory to a fresh MCP server over `engine`. */
export async function connectInMemory(engine: Engine = testEngine(), options: McpServerOptions = {}): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(engine, options).connect(serverSide);
  const client = new Client({ name: "bizdoc-test", version: "1.0.0" });
  await client.connect(clientSide);
  return client;
}
