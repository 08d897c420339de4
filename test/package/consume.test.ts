/**
 * The package as its users get it: `npm run build`, `npm pack`, and a project
 * of its own that uses the tarball from plain Node ESM, from CommonJS, and
 * from strict TypeScript (the README's library example, plus a regime and an
 * addon of the consumer's own registered through the options and through a
 * tsyringe container), with no decorator or reflect-metadata set-up.
 *
 * Installing, offline and deterministic: the tarball is unpacked into the
 * consumer's node_modules/bizdoc, as npm would install it, and each of its
 * declared `dependencies` is a symlink to the project's own node_modules (the
 * versions package-lock.json pins; their own dependencies resolve from there
 * too). Nothing is downloaded, and a package bizdoc imported without declaring
 * it (tsx, express, commander, ...) would fail to resolve. The optional peers
 * the MCP server and the CLI need are linked only for the tests of those.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync, cpSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copiesFrom, envOf, execForm, healthcheckCommand, readDockerfile } from "../support/dockerfile.ts";
import { PROJECT_ROOT } from "../support/shared.ts";
import { recordedHashPath, sourceHash } from "../../scripts/source-hash.mjs";

const TIMEOUT = 300_000;
const FIXTURE = join(PROJECT_ROOT, "test/package/consumer");
const HAS_CLI = existsSync(join(PROJECT_ROOT, "cli/main.ts"));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Process groups of commands still running: killed whole when the file ends, whatever stopped it. */
const groups = new Set<number>();

function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // already gone
  }
  groups.delete(pid);
}

/**
 * Runs a command to its end (never throws for a non-zero exit), in a process
 * group of its own: at its timeout, or when the file ends, the group is
 * killed whole, so no build it started goes on writing after the test.
 */
function run(command: string, args: string[], cwd: string, timeout = TIMEOUT): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NODE_OPTIONS: "", VITEST: "" } });
    const pid = child.pid!;
    groups.add(pid);
    let stdout = "";
    let stderr = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${timeout} ms)`;
      killGroup(pid);
    }, timeout);
    child.once("error", (error) => {
      clearTimeout(timer);
      groups.delete(pid);
      resolve({ code: 1, stdout, stderr: `${stderr}${error.message}` });
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      killGroup(pid); // what it left running in its group
      resolve({ code: code ?? 1, stdout, stderr });
    });
  });
}

/** npm itself: the one running these tests when there is one. */
function npm(args: string[], cwd: string, timeout?: number): Promise<Run> {
  const cli = process.env.npm_execpath;
  return cli && /npm-cli\.c?js$/.test(cli) ? run(process.execPath, [cli, ...args], cwd, timeout) : run(process.platform === "win32" ? "npm.cmd" : "npm", args, cwd, timeout);
}

const node = (args: string[], cwd: string) => run(process.execPath, args, cwd);

function lastJSONLine(r: Run): any {
  const lines = r.stdout.trim().split("\n");
  return JSON.parse(lines[lines.length - 1]);
}

let work: string;
let consumer: string;
let packed: { files: string[]; manifest: Record<string, any> };
let runs: { esm: Promise<Run>; cjs: Promise<Run>; typescript: Promise<{ compiled: Run; readme?: Run; plugins?: Run }> };

/** Links a package of the project's node_modules into the consumer's. */
function link(name: string): void {
  const target = join(PROJECT_ROOT, "node_modules", name);
  const path = join(consumer, "node_modules", name);
  if (existsSync(path)) return;
  mkdirSync(dirname(path), { recursive: true });
  symlinkSync(target, path, "junction");
}

/** What the package holds beside dist/ (package.json's `files`, and the manifest itself). */
const PACKAGE_ROOT_FILES = ["package.json", "README.md", "LICENSE", "NOTICE", "server/mcp/bin.mjs"];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "bizdoc-pack-"));
  // The package's root as `npm pack` would see it in the project, built by the
  // build script into a folder of its own: the project's dist/ is left alone.
  // Either way the build type-checked the server and the CLI (test/types
  // compiles the library its fixtures import).
  // The project's dist/ is taken as it is when `npm run build` (which `npm ci` runs) made it from the
  // sources as they are now: the same script would make the same files.
  const root = join(work, "root");
  for (const file of PACKAGE_ROOT_FILES) cpSync(join(PROJECT_ROOT, file), join(root, file));
  const recorded = recordedHashPath(PROJECT_ROOT);
  if (existsSync(recorded) && readFileSync(recorded, "utf8") === sourceHash(PROJECT_ROOT)) {
    cpSync(join(PROJECT_ROOT, "dist"), join(root, "dist"), { recursive: true });
  } else {
    const build = await run(process.execPath, [join(PROJECT_ROOT, "scripts/build.mjs"), "--out", join(root, "dist")], PROJECT_ROOT, 600_000);
    expect(build.code, `the build failed:\n${build.stdout}\n${build.stderr}`).toBe(0);
  }

  // Built just now: packing must not build again.
  const pack = await npm(["pack", "--ignore-scripts", "--json", "--pack-destination", work], root);
  expect(pack.code, `npm pack failed:\n${pack.stderr}`).toBe(0);
  const [info] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf("[")));
  const tarball = join(work, info.filename);

  consumer = join(work, "consumer");
  cpSync(FIXTURE, consumer, { recursive: true, filter: (src) => !/[\\/](out|node_modules)$/.test(src) });
  mkdirSync(join(consumer, "node_modules"), { recursive: true });
  const untar = await run("tar", ["-xzf", tarball, "-C", work], work);
  expect(untar.code, untar.stderr).toBe(0);
  renameSync(join(work, "package"), join(consumer, "node_modules/bizdoc"));
  const manifest = JSON.parse(readFileSync(join(consumer, "node_modules/bizdoc/package.json"), "utf8"));
  for (const name of Object.keys(manifest.dependencies ?? {})) link(name);
  packed = { files: info.files.map((f: { path: string }) => f.path), manifest };

  // The README's library example, as a consumer would paste it.
  const readme = readFileSync(join(PROJECT_ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Library"));
  const example = /```ts\n([\s\S]*?)```/.exec(section);
  expect(example, "no ```ts block under '## Library' in README.md").not.toBeNull();
  writeFileSync(join(consumer, "src/readme.ts"), example![1]);

  // The consumer's runs are independent: they go at once, each test awaits its own.
  const tsc = join(PROJECT_ROOT, "node_modules/typescript/bin/tsc");
  runs = {
    esm: node(["esm.mjs"], consumer),
    cjs: node(["cjs.cjs"], consumer),
    typescript: node([tsc, "-p", "."], consumer).then(async (compiled) => {
      if (compiled.code !== 0) return { compiled };
      const [readme, plugins] = await Promise.all([node(["out/readme.js"], consumer), node(["out/plugins.js"], consumer)]);
      return { compiled, readme, plugins };
    }),
  };
  for (const p of Object.values(runs)) p.catch(() => undefined);
}, 900_000);

const children: ChildProcess[] = [];

afterAll(() => {
  for (const pid of [...groups]) killGroup(pid);
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the packed package", () => {
  it("holds the build, the MCP launcher and the notices, and nothing of the sources, tests or tooling", () => {
    const { files, manifest } = packed;
    for (const path of ["package.json", "README.md", "LICENSE", "NOTICE", "dist/index.js", "dist/index.d.ts", "dist/index.js.map", "dist/engine/index.js", "dist/engine/index.d.ts", "dist/server/main.js", "dist/server/mcp/stdio.js", "server/mcp/bin.mjs", "dist/bundle/server.mjs", "dist/public/playground/index.html", "dist/public/docs/assets/swagger-ui-bundle.js"]) {
      expect(files).toContain(path);
    }
    const stray = files.filter(
      (f) =>
        /^(test|bench|scripts|\.ci|\.scratch|engine|regimes|addons|cli|schemas|node_modules|coverage)\//.test(f) ||
        /(^|\/)[^/]*\.test\.|^tsconfig|package-lock|vitest\.config|^dist\/package\.json$/.test(f) ||
        (f.startsWith("server/") && f !== "server/mcp/bin.mjs") ||
        /(^|\/)(test|bench)\//.test(f),
    );
    expect(stray).toEqual([]);
    // No TypeScript source ships; declarations refer to .js files.
    expect(files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
    const dts = readFileSync(join(consumer, "node_modules/bizdoc/dist/engine/index.d.ts"), "utf8");
    expect(dts).not.toMatch(/from "\.[^"]*\.ts"/);
    expect(dts).toMatch(/from "\.\/engine\.js"/);

    // Every entry point it declares is in it.
    const targets = [manifest.main, manifest.types, ...Object.values(manifest.exports).flatMap((e: any) => (typeof e === "string" ? [e] : Object.values(e)))];
    for (const target of targets) expect(files).toContain(String(target).replace(/^\.\//, ""));
    expect(files).toContain(manifest.bin["bizdoc-mcp"]);
    if (HAS_CLI) expect(files).toContain(manifest.bin.bizdoc);
    expect(manifest.bin.bizdoc).toBe("dist/cli/main.js");
  });

  it("is publishable, and burdens a library user with nothing but the engine's dependencies", () => {
    const { manifest } = packed;
    expect(manifest.private).toBeUndefined();
    expect(manifest.license).toBe("Apache-2.0");
    const deps = Object.keys(manifest.dependencies);
    for (const name of ["tsx", "express", "@modelcontextprotocol/sdk", "commander", "yaml", "zod", "vitest", "typescript"]) expect(deps).not.toContain(name);
    for (const name of ["express", "@modelcontextprotocol/sdk", "commander"]) expect(manifest.peerDependenciesMeta[name]).toEqual({ optional: true });
    expect(Object.keys(manifest.optionalDependencies ?? {})).toEqual([]);
  });
});

describe("a project using it", () => {
  it(
    "imports it from plain Node ESM and builds an invoice (and the bare core from bizdoc/engine)",
    async () => {
      const r = await runs.esm;
      expect(r.code, r.stderr).toBe(0);
      expect(lastJSONLine(r)).toEqual({
        regime: "ES",
        supplierCode: "B98602642",
        payable: "24.20",
        refused: "validation",
        fault: "GOBL-ES-TAX-IDENTITY-01",
        regimes: 27,
        coreRegimes: 0,
      });
    },
    TIMEOUT,
  );

  it(
    "requires it from CommonJS, with no flag (Node's require of ES modules)",
    async () => {
      const r = await runs.cjs;
      expect(r.code, r.stderr).toBe(0);
      expect(lastJSONLine(r)).toEqual({ version: packed.manifest.version, payable: "121.00", coreRegimes: 0 });
    },
    TIMEOUT,
  );

  it(
    "runs the MCP server from its bizdoc-mcp launcher once the optional peers are installed",
    async () => {
      link("@modelcontextprotocol/sdk");
      link("zod");
      const child = spawn(process.execPath, [join(consumer, "node_modules/bizdoc", packed.manifest.bin["bizdoc-mcp"])], { cwd: consumer, stdio: ["pipe", "pipe", "pipe"] });
      children.push(child);
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      const send = (message: unknown) => child.stdin.write(`${JSON.stringify(message)}\n`);
      const answers = () => stdout.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l));
      send({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "pack", version: "1" } } });
      send({ jsonrpc: "2.0", method: "notifications/initialized" });
      send({ jsonrpc: "2.0", id: 2, method: "tools/list" });
      const start = Date.now();
      while (answers().length < 2 && child.exitCode === null) {
        if (Date.now() - start > TIMEOUT / 2) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      child.stdin.end();
      expect(await exited, stderr).toBe(0);
      const [init, tools] = answers().sort((a, b) => a.id - b.id);
      expect(init.result.serverInfo.name).toBe("bizdoc");
      expect(tools.result.tools.length).toBeGreaterThan(0);
      expect(stderr).toContain("bizdoc MCP server ready on stdio");
    },
    TIMEOUT,
  );

  it.skipIf(!HAS_CLI)(
    "runs the bizdoc command line from its bin once the optional peers are installed",
    async () => {
      link("commander");
      link("yaml");
      const bin = join(consumer, "node_modules/bizdoc", packed.manifest.bin.bizdoc);
      expect(readFileSync(bin, "utf8").startsWith("#!/usr/bin/env node")).toBe(true);
      const r = await node([bin, "--help"], consumer);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/bizdoc/);
    },
    TIMEOUT,
  );
});

/** A server started from the package, its JSON log lines parsed as they come. */
interface Served {
  child: ChildProcess;
  lines: Record<string, any>[];
  stderr: () => string;
  exit: Promise<number | null>;
  waitFor(test: (line: Record<string, any>) => boolean, ms?: number): Promise<Record<string, any>>;
}

function serveFrom(command: string, args: string[], cwd: string, env: Record<string, string>): Served {
  const child = spawn(command, args, { cwd, env: { ...process.env, NODE_OPTIONS: "", VITEST: "", LOG_LEVEL: "info", HOST: "127.0.0.1", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  const lines: Record<string, any>[] = [];
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    let nl: number;
    while ((nl = stdout.indexOf("\n")) >= 0) {
      const line = stdout.slice(0, nl).trim();
      stdout = stdout.slice(nl + 1);
      if (line.startsWith("{")) lines.push(JSON.parse(line)); // npm prints a banner of its own first
    }
  });
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const waitFor = async (test: (line: Record<string, any>) => boolean, ms = 60_000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const found = lines.find(test);
      if (found) return found;
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no such log line; stderr: ${stderr}`);
  };
  return { child, lines, stderr: () => stderr, exit, waitFor };
}

/** Whether a process still exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pids: number[], ms = 15_000): Promise<number[]> {
  const until = Date.now() + ms;
  while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  return pids.filter(alive);
}

describe("the server as the package ships it", () => {
  it(
    "`npm start` serves the API, the playground and the API reference with no node_modules; killing npm's pid leaves nothing serving",
    async () => {
      const pkgDir = join(consumer, "node_modules/bizdoc");
      const cli = process.env.npm_execpath;
      const [command, args] = cli && /npm-cli\.c?js$/.test(cli) ? [process.execPath, [cli, "start"]] : ["npm", ["start"]];
      const server = serveFrom(command, args, pkgDir, { PORT: "0", WORKERS: "2" });
      const first = await server.waitFor((l) => l.msg === "listening");
      const second = await server.waitFor((l) => l.msg === "listening" && l.pid !== first.pid);
      const primary = server.lines.find((l) => l.msg === "starting workers")!;
      const origin = `http://127.0.0.1:${first.port}`;
      expect((await fetch(`${origin}/v0/health`)).status).toBe(200);
      expect((await fetch(`${origin}/v0/ready`)).status).toBe(200);
      const page = await fetch(`${origin}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      const docs = await fetch(`${origin}/v0/docs`);
      expect(docs.status).toBe(200);
      expect(docs.headers.get("content-type")).toMatch(/^text\/html/);
      expect((await fetch(`${origin}/metrics`)).status).toBe(200);

      // The pid a process manager (or a person) holds is npm's.
      expect(server.child.pid).not.toBe(primary.pid);
      server.child.kill("SIGTERM");
      await server.exit;
      expect(await gone([primary.pid, first.pid, second.pid])).toEqual([]);
      await expect(fetch(`${origin}/v0/health`)).rejects.toThrow();
    },
    TIMEOUT,
  );

  it(
    "the Docker image's runtime stage: its files alone, its command and environment, serve and pass its health check",
    async () => {
      const stages = readDockerfile();
      const runtime = stages.at(-1)!;
      const pkgDir = join(consumer, "node_modules/bizdoc");
      // The image's /app: what the runtime stage copies from the build stage, nothing else.
      const app = join(work, "image-app");
      for (const { sources, dest } of copiesFrom(runtime, "build")) {
        for (const source of sources) {
          const relative = source.replace(/^\/src\//, "");
          const target = dest.endsWith("/") ? join(app, dest, relative.split("/").at(-1)!) : join(app, dest);
          cpSync(join(pkgDir, relative), target, { recursive: true });
        }
      }
      const env: Record<string, string> = { ...envOf(runtime), WORKERS: "1" };
      env.PORT = String(
        await new Promise<number>((resolve) => {
          const probe = createServer().listen(0, "127.0.0.1", () => {
            const { port } = probe.address() as AddressInfo;
            probe.close(() => resolve(port));
          });
        }),
      );
      const [command, ...args] = execForm(runtime.instructions.find((i) => i.keyword === "CMD")!.args);
      expect(command).toBe("node");
      const server = serveFrom(process.execPath, args, app, env);
      await server.waitFor((l) => l.msg === "listening");
      const [checkCommand, ...checkArgs] = healthcheckCommand(runtime.instructions.find((i) => i.keyword === "HEALTHCHECK")!.args);
      expect(checkCommand).toBe("node");
      const healthcheck = () =>
        new Promise<Run>((resolve) =>
          execFile(process.execPath, checkArgs, { cwd: app, env: { ...process.env, ...env } }, (err, stdout, stderr) => resolve({ code: err ? 1 : 0, stdout, stderr })),
        );
      const check = await healthcheck();
      expect(check.code, check.stderr).toBe(0);
      server.child.kill("SIGTERM");
      expect(await server.exit).toBe(0);
      // With the server gone, the same health check fails.
      expect((await healthcheck()).code).toBe(1);
    },
    TIMEOUT,
  );
});

// Last: the consumer's compilation started with the others in beforeAll and is the slowest of them, so
// the tests above run while it works.
describe("a project using it, in TypeScript", () => {
  it(
    "compiles under strict TypeScript (nodenext, skipLibCheck off) with no decorator set-up, and runs: the README example and its own plugins, both ways",
    async () => {
      const { compiled, readme, plugins } = await runs.typescript;
      expect(compiled.code, `${compiled.stdout}${compiled.stderr}`).toBe(0);
      expect(readme!.code, readme!.stderr).toBe(0);
      expect(plugins!.code, plugins!.stderr).toBe(0);
      // The container route sees the consumer's plugins, and the built-in ones still.
      const expected = { regime: "Iceland", builtinRegime: true, addon: "is-puffin-v1", code: "123456", refused: "IS-PARTY-01", nest: "N1" };
      expect(lastJSONLine(plugins!)).toEqual({ options: expected, container: expected });
    },
    TIMEOUT,
  );
});
