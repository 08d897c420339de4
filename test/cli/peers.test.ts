/**
 * bizdoc's optional peer dependencies (package.json's peerDependenciesMeta)
 * missing: each command that needs one is a usage error (exit 2) naming the
 * packages and the npm command, never Node's ERR_MODULE_NOT_FOUND stack or an
 * internal error. The packages are hidden from module resolution in the child
 * process (test/support/hide-packages.mjs), not uninstalled.
 */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../support/shared.ts";
import { RUN_TIMEOUT } from "./helpers.ts";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an entry point from the sources with `hidden` packages not found. */
function runWithout(hidden: string[], entry: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--import", "./test/support/hide-packages.mjs", entry, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, BIZDOC_HIDE_PACKAGES: hidden.join(","), PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c));
    child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
    // A server that starts after all would not exit: the test then fails on its exit code.
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end("{}");
  });
}

function expectInstructions(run: Run, install: string): void {
  expect(run.code, run.stderr).toBe(2);
  expect(run.stderr).toContain(`npm install ${install}`);
  expect(run.stderr).not.toContain("ERR_MODULE_NOT_FOUND");
  expect(run.stderr).not.toMatch(/\n\s+at /); // no stack
}

describe("a missing optional package", () => {
  it(
    "commander: the bin entry catches the failed import and prints the instruction",
    async () => {
      const run = await runWithout(["commander"], "cli/main.ts", ["build", "--json"]);
      expectInstructions(run, "commander");
      expect(JSON.parse(run.stderr)).toMatchObject({ code: 400, key: "input" });
      expect(run.stderr).toContain("the bizdoc command line needs the optional packages 'commander', 'yaml'");
    },
    RUN_TIMEOUT,
  );

  it(
    "yaml, with commander: the same, in text on request",
    async () => {
      const run = await runWithout(["yaml"], "cli/main.ts", ["build", "--no-json"]);
      expectInstructions(run, "yaml");
      expect(run.stderr).toMatch(/^error \(input\): /);
    },
    RUN_TIMEOUT,
  );

  it(
    "prom-client for bizdoc serve (one process), naming every package of the server that is missing",
    async () => {
      const run = await runWithout(["prom-client", "@noble/curves"], "cli/main.ts", ["serve"], { WORKERS: "1" });
      expectInstructions(run, "prom-client @noble/curves");
      expect(run.stderr).toContain("needs the optional packages 'express', 'prom-client', '@noble/curves'");
    },
    RUN_TIMEOUT,
  );

  it(
    "express for the workers of bizdoc serve: the primary stops with exit 2 rather than restart them",
    async () => {
      const run = await runWithout(["express"], "cli/main.ts", ["serve", "--workers", "2"]);
      expectInstructions(run, "express");
    },
    RUN_TIMEOUT,
  );

  it(
    "prom-client for the server started on its own (npm run dev)",
    async () => {
      const run = await runWithout(["prom-client"], "server/main.ts", [], { WORKERS: "1" });
      expectInstructions(run, "prom-client");
    },
    RUN_TIMEOUT,
  );

  it(
    "zod for bizdoc mcp, and the MCP SDK for bizdoc-mcp",
    async () => {
      const viaCLI = await runWithout(["zod"], "cli/main.ts", ["mcp", "--json"]);
      expectInstructions(viaCLI, "zod");
      expect(JSON.parse(viaCLI.stderr).message).toContain("'bizdoc mcp' (the MCP server) needs the optional packages '@modelcontextprotocol/sdk', 'zod'");
      const bin = await runWithout(["@modelcontextprotocol/sdk"], "server/mcp/bin.mjs", []);
      expectInstructions(bin, "@modelcontextprotocol/sdk");
    },
    RUN_TIMEOUT,
  );
});
