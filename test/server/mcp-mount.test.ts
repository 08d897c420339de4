import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createEngine } from "../../index.ts";
import { createApp } from "../../server/app.ts";

let server: Server;
let base: string;

beforeAll(async () => {
  server = createApp(createEngine()).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the API server's MCP endpoint", () => {
  it("answers MCP at /v0/mcp next to the REST routes", async () => {
    const client = new Client({ name: "api-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/v0/mcp`)));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(["build", "validate", "regime_list"]));
    const result = await client.callTool({ name: "regime", arguments: { code: "es" } });
    expect(result.isError).toBeFalsy();
    expect(JSON.parse((result.content as { text: string }[])[0].text).country).toBe("ES");
    await client.close();
    expect((await fetch(`${base}/v0/`)).status).toBe(200);
  });
});
