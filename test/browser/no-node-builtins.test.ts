// The engine, regimes and addons run in browsers as they are: no Node
// built-in module, no Buffer, no process, no CommonJS require in their sources.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DIRS = ["engine", "regimes", "addons"];

const FORBIDDEN: { what: string; re: RegExp }[] = [
  { what: "a node: import", re: /["'`]node:/ },
  { what: "a Node built-in module", re: /\bfrom\s*["'](?:fs|path|crypto|os|util|url|stream|buffer|events|zlib|http|https|child_process|worker_threads)(?:\/[^"']*)?["']/ },
  { what: "Buffer", re: /\bBuffer\b/ },
  { what: "process.", re: /\bprocess\s*\.|\bprocess\s*\[/ },
  { what: "require(", re: /\brequire\s*\(/ },
  { what: "__dirname / __filename", re: /\b__(?:dirname|filename)\b/ },
];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(path));
    else if (/\.(?:[cm]?[jt]s|tsx|jsx)$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** The text without comments, so that prose may name Buffer or a process. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

describe("browser-safe sources", () => {
  const files = DIRS.flatMap((d) => sources(join(ROOT, d)));

  it("finds the sources", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("use no Node built-in, Buffer, process or require", () => {
    const found: string[] = [];
    for (const file of files) {
      const lines = code(readFileSync(file, "utf8")).split("\n");
      lines.forEach((line, i) => {
        for (const { what, re } of FORBIDDEN) {
          if (re.test(line)) found.push(`${relative(ROOT, file)}:${i + 1}: ${what}: ${line.trim()}`);
        }
      });
    }
    expect(found, `Node-only code in browser-safe sources:\n${found.join("\n")}`).toEqual([]);
  });

  it("the comment stripper keeps code and drops comments", () => {
    expect(code('const u = "https://x"; // Buffer')).toBe('const u = "https://x"; ');
    expect(code("/* process.env */ x")).toBe(" x");
    expect(FORBIDDEN.some(({ re }) => re.test(code('import { createHash } from "node:crypto";')))).toBe(true);
    expect(FORBIDDEN.some(({ re }) => re.test(code("Buffer.from(s)")))).toBe(true);
  });
});
