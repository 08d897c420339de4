/**
 * The Debian tools the PDF tests read PDFs with (poppler-utils: pdftotext,
 * pdffonts, pdfinfo, pdfdetach, pdftoppm; qpdf): independent of pdf-lib,
 * which wrote the files. A test whose tool is missing is skipped with a
 * message saying which package to install.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const present = new Map<string, boolean>();

export function hasTool(name: string): boolean {
  let found = present.get(name);
  if (found === undefined) {
    found = spawnSync("sh", ["-c", `command -v ${name}`]).status === 0;
    present.set(name, found);
    if (!found) console.warn(`skipping the ${name} checks: install it (apt-get install -y poppler-utils qpdf)`);
  }
  return found;
}

/** A fresh folder for a test's files. */
export function workDir(): string {
  return mkdtempSync(join(tmpdir(), "bizdoc-pdf-"));
}

/** Writes the bytes to a file in `dir` and gives its path. */
export function saveFile(dir: string, name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

/** A tool's standard output; its exit status and standard error too, for qpdf whose status says whether it found problems. */
export function run(tool: string, args: string[]): { stdout: string; stderr: string; status: number | null } {
  const r = spawnSync(tool, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

export function output(tool: string, args: string[]): string {
  return execFileSync(tool, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

/** Whether every string occurs in the text, each after the one before it (reading order). */
export function inOrder(text: string, strings: string[]): { ok: true } | { ok: false; missing: string; after: string | undefined } {
  let from = 0;
  let previous: string | undefined;
  for (const s of strings) {
    const at = text.indexOf(s, from);
    if (at < 0) return { ok: false, missing: s, after: previous };
    from = at + s.length;
    previous = s;
  }
  return { ok: true };
}
