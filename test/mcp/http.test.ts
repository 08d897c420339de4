import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { callOk, runScenario, startHttp, testAddon, type HttpHost } from "./helpers.ts";

const INIT = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
};
const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

let host: HttpHost;

beforeAll(async () => {
  host = await startHttp();
});
afterAll(() => host.close());

async function connect(): Promise<Client> {
  const client = new Client({ name: "bizdoc-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(host.url)));
  return client;
}

describe("MCP over Streamable HTTP (stateless)", () => {
  it("initializes, lists and calls every tool, reports failures as tool errors and serves every resource", async () => {
    const client = await connect();
    try {
      await runScenario(client, { addon: testAddon.definition.key });
    } finally {
      await client.close();
    }
  });

  it("keeps no session: no session ID, and a request works without initializing first", async () => {
    const init = await fetch(host.url, { method: "POST", headers: HEADERS, body: JSON.stringify(INIT) });
    expect(init.status).toBe(200);
    expect(init.headers.get("mcp-session-id")).toBeNull();
    expect(init.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await init.json()).result.serverInfo.name).toBe("bizdoc");

    const res = await fetch(host.url, {
      method: "POST",
      headers: { ...HEADERS, "mcp-protocol-version": "2025-06-18" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "regime", arguments: { code: "gb" } } }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.id).toBe(7);
    expect(JSON.parse(body.result.content[0].text)).toMatchObject({ country: "GB" });
  });

  it("serves clients in parallel", async () => {
    const clients = await Promise.all([connect(), connect(), connect()]);
    try {
      const results = await Promise.all(clients.map((c, i) => callOk(c, "build", { data: { content: `Hello ${i}` }, type: "note/message" })));
      expect(results.map((r) => r.content)).toEqual(["Hello 0", "Hello 1", "Hello 2"]);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });

  it("answers other methods 405 and a CORS preflight 204", async () => {
    for (const method of ["GET", "DELETE", "PUT"]) {
      const res = await fetch(host.url, { method, headers: { accept: "text/event-stream" } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("POST, OPTIONS");
      expect((await res.json()).error.code).toBe(-32000);
    }
    const preflight = await fetch(host.url, { method: "OPTIONS", headers: { origin: "https://example.com", "access-control-request-method": "POST" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Mcp-Protocol-Version/);
  });

  it("answers malformed JSON with a JSON-RPC parse error, and leaves sub-paths to the app", async () => {
    const res = await fetch(host.url, { method: "POST", headers: HEADERS, body: "{not json" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe(-32700);
    const sub = await fetch(`${host.url}/elsewhere`, { method: "POST", headers: HEADERS, body: JSON.stringify(INIT) });
    expect(sub.status).toBe(404);
  });

  it("refuses a body over the limit with 413", async () => {
    const small = await startHttp(undefined, { maxBodySize: 1024 });
    try {
      const res = await fetch(small.url, { method: "POST", headers: HEADERS, body: JSON.stringify({ ...INIT, params: { ...INIT.params, pad: "x".repeat(4096) } }) });
      expect(res.status).toBe(413);
    } finally {
      await small.close();
    }
  });
});
