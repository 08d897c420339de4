/** `bizdoc serve` and `bizdoc mcp` start the servers bizdoc already has (server/main.ts, server/mcp/stdio.ts). */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../support/shared.ts";
import { RUN_TIMEOUT, cliBundle } from "./helpers.ts";

async function start(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [await cliBundle(), ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, VITEST: "", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const until = async (test: () => boolean) => {
    const started = Date.now();
    while (!test()) {
      if (Date.now() - started > RUN_TIMEOUT / 2) throw new Error(`timed out; stdout: ${stdout}; stderr: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { child, exit, until, out: () => stdout, err: () => stderr };
}

describe("bizdoc serve and bizdoc mcp", () => {
  it(
    "serve: the REST API on the given port, saying where, stopping on SIGTERM",
    async () => {
      const server = await start(["serve", "--port", "0", "--host", "127.0.0.1", "--workers", "1"], { LOG_LEVEL: "info" });
      try {
        await server.until(() => server.out().includes('"msg":"listening"'));
        const listening = server.out().split("\n").map((l) => (l ? JSON.parse(l) : {})).find((l) => l.msg === "listening");
        // One line for a person on stderr, beside the JSON log: the addresses to open.
        await server.until(() => server.err().includes("\n"));
        const origin = `http://127.0.0.1:${listening.port}`;
        expect(server.err()).toBe(`bizdoc: serving the API at ${origin}/v0, the playground at ${origin}/ and the API reference at ${origin}/v0/docs\n`);
        const res = await fetch(`http://127.0.0.1:${listening.port}/v0/`);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ name: "bizdoc" });
        server.child.kill("SIGTERM");
        expect(await server.exit).toBe(0);
      } finally {
        server.child.kill("SIGKILL");
      }
    },
    RUN_TIMEOUT,
  );

  it(
    "mcp: the MCP server on stdio, leaving when its client does",
    async () => {
      const mcp = await start(["mcp"]);
      try {
        const init = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } };
        mcp.child.stdin.write(`${JSON.stringify(init)}\n`);
        await mcp.until(() => mcp.out().includes("\n"));
        expect(JSON.parse(mcp.out().split("\n")[0]).result.serverInfo.name).toBe("bizdoc");
        mcp.child.stdin.end();
        expect(await mcp.exit).toBe(0);
      } finally {
        mcp.child.kill("SIGKILL");
      }
    },
    RUN_TIMEOUT,
  );
});
