/**
 * Unknown arguments and unknown document fields over MCP (issue 27, item 4):
 * an argument a tool does not take is refused naming the closest; a
 * document's fields no schema defines come as a second text block
 * `{ warnings }`, or, with `strict`, as a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { callError, callOk, invoice, testEngine, connectInMemory } from "./helpers.ts";

let client: Client;
beforeAll(async () => {
  client = await connectInMemory(testEngine());
});
afterAll(() => client.close());

const texts = (result: unknown) => ((result as CallToolResult).content as { type: string; text: string }[]).map((c) => c.text);
const misspelt = () => {
  const { customer, ...rest } = invoice();
  return { ...rest, custmer: customer };
};
const warning = (at: string) => ({ code: "BIZDOC-UNKNOWN-FIELD", properties: [at], description: "bill.Invoice has no field 'custmer': did you mean 'customer'?" });

describe("MCP tool arguments", () => {
  it("refuses an argument the tool does not take, naming the closest", async () => {
    const body = await callError(client, "build", { data: invoice(), envelope: true });
    expect(body).toMatchObject({ code: 400, key: "input", faults: [{ properties: ["$.envelope"], description: "unknown argument 'envelope': did you mean 'envelop'?" }] });
    expect(body.message).toBe("unknown argument 'envelope': did you mean 'envelop'?; this tool takes data, type, envelop, template, strict");
    expect((await callError(client, "regime_list", { code: "es" })).message).toBe("unknown argument 'code'; this tool takes no arguments");
    expect((await callError(client, "regime", { cod: "es" })).faults).toEqual([{ properties: ["$.cod"], description: "unknown argument 'cod': did you mean 'code'?" }]);
  });

  it("says in each tool's JSON Schema that no other argument is taken", async () => {
    const { tools } = await client.listTools();
    for (const tool of tools) expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
  });
});

describe("MCP document fields no schema defines", () => {
  it("come as a second text block { warnings } beside the result", async () => {
    const result = await client.callTool({ name: "build", arguments: { data: misspelt() } });
    expect(result.isError).toBeFalsy();
    const [document, beside] = texts(result);
    expect(JSON.parse(document).custmer).toBeUndefined();
    expect(JSON.parse(beside)).toEqual({ warnings: [warning("$.custmer")] });
    const enveloped = texts(await client.callTool({ name: "build", arguments: { data: misspelt(), envelop: true } }));
    expect(JSON.parse(enveloped[1])).toEqual({ warnings: [warning("$.doc.custmer")] });
    const replicated = texts(await client.callTool({ name: "replicate", arguments: { data: { ...invoice(), custmer: {} } } }));
    expect(JSON.parse(replicated[1])).toEqual({ warnings: [warning("$.custmer")] });
  });

  it("leave a clean answer in one block", async () => {
    expect(texts(await client.callTool({ name: "build", arguments: { data: invoice() } }))).toHaveLength(1);
    expect(await callOk(client, "build", { data: invoice(), strict: true })).toMatchObject({ $schema: "https://gobl.org/draft-0/bill/invoice" });
  });

  it("are refused with strict", async () => {
    for (const name of ["build", "validate", "replicate"]) {
      const body = await callError(client, name, { data: misspelt(), strict: true });
      expect(body, name).toMatchObject({ code: 422, key: "validation", faults: [warning("$.custmer")] });
    }
    const corrected = await callError(client, "correct", { data: misspelt(), options: { type: "credit-note" }, strict: true });
    expect(corrected.faults).toEqual([warning("$.custmer")]);
  });
});
