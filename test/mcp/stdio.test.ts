import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { TOOLS, runScenario } from "./helpers.ts";

const BIN = fileURLToPath(new URL("../../server/mcp/bin.mjs", import.meta.url));
const TIMEOUT = 180_000;

describe("MCP over stdio (node server/mcp/bin.mjs)", () => {
  it(
    "initializes, lists and calls every tool, reports failures as tool errors and serves every resource",
    async () => {
      // Started from elsewhere, as an MCP client would: the launcher must find the project on its own.
      const transport = new StdioClientTransport({ command: process.execPath, args: [BIN], cwd: tmpdir(), stderr: "pipe" });
      let stderr = "";
      transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const client = new Client({ name: "bizdoc-test", version: "1.0.0" });
      await client.connect(transport);
      try {
        // The shipped engine has no addons yet: the addon tool answers not-found (checked in the scenario).
        await runScenario(client, {});
      } finally {
        await client.close();
      }
      expect(stderr).toContain("bizdoc MCP server ready on stdio");
    },
    TIMEOUT,
  );

  it(
    "writes nothing but JSON-RPC messages to stdout",
    async () => {
      const child = spawn(process.execPath, [BIN], { cwd: tmpdir(), stdio: ["pipe", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const send = (message: unknown) => child.stdin.write(`${JSON.stringify(message)}\n`);
      const responses = () => stdout.split("\n").filter((line) => line !== "");
      const until = async (test: () => boolean) => {
        const start = Date.now();
        while (!test()) {
          if (Date.now() - start > TIMEOUT / 2) throw new Error(`no answer; stdout: ${stdout}; stderr: ${stderr}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };

      send({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } });
      await until(() => responses().length >= 1);
      send({ jsonrpc: "2.0", method: "notifications/initialized" });
      send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
      // A failing call and an unexpected request too: still only protocol messages on stdout.
      send({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "build", arguments: { data: "{not json" } } });
      send({ jsonrpc: "2.0", id: 4, method: "no/such/method" });
      await until(() => responses().length >= 4);

      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.stdin.end(); // the client goes away: the server exits by itself
      expect(await exited).toBe(0);

      const lines = responses();
      expect(lines).toHaveLength(4);
      expect(stdout.endsWith("\n")).toBe(true);
      // Every line is one JSON-RPC message; answers may come in any order.
      const messages = lines.map((line) => JSONRPCMessageSchema.parse(JSON.parse(line)) as Record<string, any>).sort((a, b) => a.id - b.id);
      expect(messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
      expect(messages[0].result.serverInfo.name).toBe("bizdoc");
      expect(messages[1].result.tools).toHaveLength(TOOLS.length);
      expect(messages[2].result.isError).toBe(true);
      expect(JSON.parse(messages[2].result.content[0].text)).toMatchObject({ code: 400, key: "input", faults: [{ properties: ["$.data"] }] });
      expect(messages[3].error.code).toBe(-32601);
      expect(stderr).toContain("bizdoc MCP server ready on stdio");
    },
    TIMEOUT,
  );
});
