/**
 * Every code block of the README and of docs/ runs as written, so none can
 * rot (issue 27, item 2):
 * - `ts` blocks are type-checked together with `tsc --strict`, then each is
 *   run (`bizdoc` imported from this checkout); a `console.log(...)` whose
 *   line ends in a `// comment` must print that comment;
 * - `sh` blocks of a page run in order, as one script, in a folder of their
 *   own, against an API server started for them (`http://localhost:8080`
 *   is its address) and with `bizdoc` on the PATH (this checkout's CLI);
 * - `json` blocks parse.
 * A block that cannot run here (set-up commands, Docker, servers that run
 * until stopped) says so on its first line, `# not run: why` or
 * `// not run: why`; `text` blocks are output shown, not run.
 */
import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forkFolder } from "../support/scratch.ts";
import { PROJECT_ROOT } from "../support/shared.ts";
import { cliBundle } from "../cli/helpers.ts";
import { startServer, type TestServer } from "../server/helpers.ts";

const run = promisify(execFile);
const LANGUAGES = new Set(["ts", "sh", "json", "text", "yaml", "xml"]);
/** What a page's readers copy as the API's address. */
const DOCUMENTED_ORIGIN = "http://localhost:8080";
/** The system's curl, which the shim of the same name runs. */
const CURL = ["/usr/bin/curl", "/bin/curl", "/usr/local/bin/curl"].find((p) => existsSync(p)) ?? "curl";

interface Block {
  page: string;
  line: number;
  lang: string;
  code: string;
  /** Why it is not run, when it says so. */
  notRun?: string;
}

function pages(): string[] {
  const docs = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? docs(join(dir, e.name)) : e.name.endsWith(".md") ? [join(dir, e.name)] : []));
  return [join(PROJECT_ROOT, "README.md"), ...docs(join(PROJECT_ROOT, "docs")).sort()];
}

function blocksOf(path: string): Block[] {
  const lines = readFileSync(path, "utf8").split("\n");
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i] !== "```"; i++) body.push(lines[i]!);
    const code = body.join("\n");
    const notRun = /^(?:#|\/\/) not run: (.+)$/.exec(body[0] ?? "")?.[1];
    out.push({ page: relative(PROJECT_ROOT, path), line: start + 1, lang: open[1]!, code, ...(notRun ? { notRun } : {}) });
  }
  return out;
}

const blocks = pages().flatMap(blocksOf);
const runnable = (lang: string) => blocks.filter((b) => b.lang === lang && !b.notRun);
const where = (b: Block) => `${b.page}:${b.line}`;

describe("the code blocks of the README and docs/", () => {
  it("each says its language, one of those the tests know", () => {
    expect(blocks.length).toBeGreaterThan(15);
    expect(blocks.filter((b) => !LANGUAGES.has(b.lang)).map(where)).toEqual([]);
  });

  it("the JSON ones parse", () => {
    for (const b of runnable("json")) expect(() => JSON.parse(b.code), where(b)).not.toThrow();
  });

  it("link only to pages and files that exist", () => {
    const broken: string[] = [];
    for (const page of pages()) {
      for (const m of readFileSync(page, "utf8").matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        const target = m[1]!;
        if (/^(https?|mailto):/.test(target)) continue;
        if (!existsSync(join(dirname(page), target))) broken.push(`${relative(PROJECT_ROOT, page)}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the README stays short: under 2,000 words, the rest in docs/", () => {
    const words = readFileSync(join(PROJECT_ROOT, "README.md"), "utf8").split(/\s+/).filter(Boolean).length;
    expect(words).toBeLessThan(2000);
  });

  it("few are not run, each saying why", () => {
    const skipped = blocks.filter((b) => b.notRun);
    for (const b of skipped) expect(b.notRun!.length, where(b)).toBeGreaterThan(10);
    expect(skipped.length).toBeLessThanOrEqual(10);
  });
});

describe("the TypeScript blocks", () => {
  const folder = forkFolder("doc-blocks-ts");
  const files = runnable("ts").map((b, i) => ({ block: b, file: join(folder, `block-${i}.mts`) }));

  beforeAll(() => {
    mkdirSync(folder, { recursive: true });
    for (const { block, file } of files) {
      const code = block.code
        .replaceAll('from "bizdoc/engine"', `from ${JSON.stringify(join(PROJECT_ROOT, "engine/index.ts"))}`)
        .replaceAll('from "bizdoc"', `from ${JSON.stringify(join(PROJECT_ROOT, "index.ts"))}`);
      // A module of its own (top-level await), as a reader's file would be.
      writeFileSync(file, /^\s*(import|export) /m.test(code) ? code : `${code}\nexport {};\n`);
    }
    writeFileSync(
      join(folder, "tsconfig.json"),
      JSON.stringify({ extends: join(PROJECT_ROOT, "tsconfig.json"), compilerOptions: { strict: true, noEmit: true }, include: [], files: files.map((f) => f.file) }),
    );
  });

  it("type-check with tsc --strict", async () => {
    const tsc = join(PROJECT_ROOT, "node_modules/typescript/bin/tsc");
    const result = await run(process.execPath, [tsc, "-p", join(folder, "tsconfig.json")], { cwd: PROJECT_ROOT }).then(
      () => "",
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    // The blocks' own errors (the project's are the project's type check's), each named by its page and line.
    const ours = result.split("\n").filter((line) => /block-\d+\.mts\(/.test(line)).join("\n");
    const named = ours.replace(/block-(\d+)\.mts\((\d+)/g, (_, n: string, line: string) => `${where(files[Number(n)]!.block)} (line ${line} of the block)`);
    expect(named).toBe("");
  }, 300_000);

  for (const { block, file } of files) {
    it(`${where(block)} runs, printing what its comments say`, async () => {
      const result = await run(process.execPath, ["--import", "tsx", file], { cwd: PROJECT_ROOT, maxBuffer: 1 << 24 }).catch((error: { stdout: string; stderr: string }) => {
        throw new Error(`${where(block)} failed:\n${error.stderr || error.stdout}`);
      });
      const promised = [...block.code.matchAll(/^\s*console\.log\(.*\); \/\/ (.*)$/gm)].map((m) => m[1]!.trim());
      if (promised.length > 0) expect(result.stdout.trim().split("\n").map((l) => l.trim())).toEqual(promised);
    }, 120_000);
  }
});

describe("the shell blocks", () => {
  let server: TestServer;
  let shims: string;
  beforeAll(async () => {
    server = await startServer();
    shims = forkFolder("doc-blocks-bin");
    mkdirSync(shims, { recursive: true });
    const cli = await cliBundle();
    writeFileSync(join(shims, "bizdoc"), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(cli)} "$@"\n`);
    chmodSync(join(shims, "bizdoc"), 0o755);
    // An answer of 400 or more fails the step (the pages' curl calls expect success), its body still shown.
    writeFileSync(join(shims, "curl"), `#!/bin/sh\nexec ${JSON.stringify(CURL)} --fail-with-body "$@"\n`);
    chmodSync(join(shims, "curl"), 0o755);
  }, 120_000);
  afterAll(() => server?.close());

  const byPage = new Map<string, Block[]>();
  for (const b of runnable("sh")) byPage.set(b.page, [...(byPage.get(b.page) ?? []), b]);

  for (const [page, pageBlocks] of byPage) {
    it(`${page}: its steps run in order`, async () => {
      const origin = new URL(server.base).origin;
      const folder = forkFolder(`doc-blocks-${page.replace(/[^a-z0-9]+/gi, "-")}`);
      mkdirSync(folder, { recursive: true });
      const script = pageBlocks.map((b) => `# ${where(b)}\n${b.code}`).join("\n").replaceAll(DOCUMENTED_ORIGIN, origin);
      writeFileSync(join(folder, "steps.sh"), script);
      // The guides run from the repository's folder: its examples are where they say.
      if (!existsSync(join(folder, "examples"))) symlinkSync(join(PROJECT_ROOT, "examples"), join(folder, "examples"));
      await run("bash", ["-euo", "pipefail", join(folder, "steps.sh")], {
        cwd: folder,
        env: { ...process.env, HOME: folder, PATH: `${shims}:${process.env.PATH}` },
        maxBuffer: 1 << 24,
        timeout: 240_000,
      }).catch((error: { stdout: string; stderr: string; code?: number }) => {
        throw new Error(`${page}: a step failed (exit ${error.code}):\n${error.stderr}\n--- stdout ---\n${error.stdout.slice(-3000)}`);
      });
    }, 300_000);
  }
});
