/**
 * The MCP server's own behaviour (arguments, results, errors), driven by the
 * SDK's Client over its in-memory transport.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { createEngine } from "../../index.ts";
import { BizdocError, type Engine } from "../../engine/index.ts";
import { createMcpServer } from "../../server/mcp/server.ts";
import { EXAMPLE_INVOICE } from "../../server/mcp/descriptions.ts";
import { TOOLS, callError, callOk, connectInMemory, engineError, invalidInvoice, invoice, runScenario, testAddon, testEngine, textOf } from "./helpers.ts";

const connect = connectInMemory;

let client: Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(() => client.close());

describe("createMcpServer", () => {
  it("passes the whole scenario in memory too", async () => {
    await runScenario(client, { addon: testAddon.definition.key });
  });

  it("declares every tool read-only, with JSON Schemas for its arguments", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    for (const tool of tools) expect(tool.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    expect(byName.build.inputSchema.properties).toMatchObject({ type: { type: "string" }, envelop: { type: "boolean" } });
    expect(byName.correct.inputSchema.properties).toHaveProperty("options");
    expect(byName.correct.inputSchema.properties).toHaveProperty("schema");
    expect(byName.correct.inputSchema.required).toEqual(["data"]);
    expect(byName.schema.inputSchema.properties).toMatchObject({ path: { type: "string" }, bundle: { type: "boolean" } });
    expect(byName.regime.inputSchema.required).toEqual(["code"]);
    expect(byName.addon.inputSchema.required).toEqual(["key"]);
    expect(byName.regime_list.inputSchema.properties ?? {}).toEqual({});
    expect(byName.build.description).toMatch(/supplier's tax ID country/);
    expect(byName.build.description).toMatch(/\$addons/);
  });

  it("builds the invoice its description shows", async () => {
    const built = await callOk(client, "build", { data: EXAMPLE_INVOICE });
    expect(built.totals).toMatchObject({ sum: "20.00", tax: "4.20", payable: "24.20" });
  });

  it("answers tab-indented JSON, keeping numbers' exact text when data comes as JSON text", async () => {
    const text = JSON.stringify(invoice()).replace('"quantity":"2"', '"quantity":1.50');
    const result = await client.callTool({ name: "build", arguments: { data: text } });
    expect(textOf(result)).toMatch(/^\{\n\t"\$schema": "https:\/\/gobl\.org\/draft-0\/bill\/invoice",\n/);
    expect(JSON.parse(textOf(result)).lines[0].quantity).toBe("1.50");
    // As an object, the number has already been read by the transport.
    expect((await callOk(client, "build", { data: JSON.parse(text) })).lines[0].quantity).toBe("1.5");
  });

  it("takes a template and correction options as JSON text too", async () => {
    const { lines, ...rest } = invoice();
    const built = await callOk(client, "build", { data: rest, template: JSON.stringify({ lines }) });
    expect(built.totals.payable).toBe("24.20");
    const credit = await callOk(client, "correct", { data: { ...built, code: "F-1" }, options: '{"type":"credit-note"}' });
    expect(credit.type).toBe("credit-note");
  });

  it("answers every engine failure with exactly the engine's error JSON", async () => {
    const engine = createEngine();
    const cases: [string, Record<string, unknown>, Promise<unknown>][] = [
      ["build", { data: invalidInvoice() }, engine.build(invalidInvoice())],
      ["build", { data: { content: "x" }, type: "bill/nothing" }, engine.build({ content: "x" }, { type: "bill/nothing" })],
      ["build", { data: { $schema: "https://gobl.org/draft-0/bill/nothing" } }, engine.build({ $schema: "https://gobl.org/draft-0/bill/nothing" })],
      ["validate", { data: invoice() }, engine.validate(invoice())],
      ["correct", { data: invoice() }, engine.correct(invoice(), undefined)],
      ["correct", { data: invoice(), options: { type: "credit-note" } }, engine.correct(invoice(), { type: "credit-note" })],
      ["replicate", { data: { $schema: "https://gobl.org/draft-0/envelope" } }, engine.replicate({ $schema: "https://gobl.org/draft-0/envelope" })],
    ];
    for (const [tool, args, expected] of cases) {
      const result = await client.callTool({ name: tool, arguments: args });
      expect(result.isError, tool).toBe(true);
      expect(textOf(result), tool).toBe(await engineError(expected));
    }
  });

  it("reports wrong arguments as input errors naming them, as the REST API does", async () => {
    expect(await callError(client, "build", {})).toEqual({ code: 400, key: "input", message: "no payload: 'data' is required", faults: [] });
    expect(await callError(client, "build", { data: null })).toMatchObject({ key: "input", message: "no payload: 'data' is required" });
    expect(await callError(client, "build", { data: invoice(), type: 5 })).toEqual({
      code: 400,
      key: "input",
      message: "'type' must be a string",
      faults: [{ properties: ["$.type"], description: "must be a string" }],
    });
    expect(await callError(client, "build", { data: invoice(), envelop: "yes" })).toMatchObject({ message: "'envelop' must be true or false", faults: [{ properties: ["$.envelop"] }] });
    expect(await callError(client, "build", { data: invoice(), template: [1] })).toMatchObject({ message: "'template' must be a JSON object", faults: [{ properties: ["$.template"] }] });
    expect(await callError(client, "correct", { data: invoice(), options: "[]" })).toMatchObject({ message: "'options' must be a JSON object" });
    const badText = await callError(client, "validate", { data: '{"$schema": ' });
    expect(badText).toMatchObject({ code: 400, key: "input", faults: [{ properties: ["$.data"] }] });
    expect(badText.message).toMatch(/^'data' is not valid JSON/);
    expect(await callError(client, "regime", {})).toMatchObject({ key: "input", message: "'code' is required", faults: [{ properties: ["$.code"] }] });
    expect(await callError(client, "schema", { path: "bill/nothing" })).toEqual({ code: 404, key: "not-found", message: "no schema 'bill/nothing'", faults: [] });
    expect(await callError(client, "regime", { code: "XX" })).toEqual({ code: 404, key: "not-found", message: "no regime 'XX'", faults: [] });
  });

  it("wraps unexpected errors as internal, with a reference and no detail, and logs them", async () => {
    const logged: Record<string, unknown>[] = [];
    const engine = testEngine();
    const broken: Engine = {
      ...engine,
      plugins: engine.plugins,
      kinds: engine.kinds,
      build: () => Promise.reject(new TypeError("secret detail")),
      validate: () => Promise.reject(new BizdocError("internal", "engine internals")),
      regime: () => {
        throw new Error("boom");
      },
    };
    const c = await connect(broken, { logError: (msg, detail) => logged.push({ msg, ...detail }) });
    try {
      for (const [tool, args] of [["build", { data: invoice() }], ["validate", { data: invoice() }], ["regime", { code: "es" }]] as const) {
        const body = await callError(c, tool, args);
        expect(body).toMatchObject({ code: 500, key: "internal", faults: [] });
        expect(body.message).toMatch(/^internal error; please report reference [0-9a-f-]{36}$/);
        expect(logged.at(-1)).toMatchObject({ msg: "internal error", tool, reference: body.message.split(" ").at(-1) });
      }
      expect(logged.map((l) => l.error)).toEqual(["secret detail", "engine internals", "boom"]);
      await expect(c.readResource({ uri: "bizdoc://regimes/es" })).rejects.toMatchObject({ code: -32603 });
    } finally {
      await c.close();
    }
  });

  it("completes resource template variables", async () => {
    const regimes = await client.complete({ ref: { type: "ref/resource", uri: "bizdoc://regimes/{code}" }, argument: { name: "code", value: "e" } });
    expect(regimes.completion.values).toEqual(["el", "es"]);
    const schemas = await client.complete({ ref: { type: "ref/resource", uri: "bizdoc://schemas/{+path}" }, argument: { name: "path", value: "bill/inv" } });
    expect(schemas.completion.values).toContain("bill/invoice");
  });

  it("names unknown resources with MCP's resource-not-found code and the error JSON as data", async () => {
    for (const uri of ["bizdoc://schemas/bill/nothing", "bizdoc://regimes/xx", "bizdoc://addons/xx-nothing-v1"]) {
      const error = await client.readResource({ uri }).then(
        () => undefined,
        (err: unknown) => err as { code: number; data: unknown },
      );
      expect(error?.code, uri).toBe(-32002);
      expect(error?.data).toMatchObject({ code: 404, key: "not-found", faults: [] });
    }
  });
});
