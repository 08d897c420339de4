/**
 * Reading documents (a file or stdin, JSON or YAML) and writing results (a
 * file or stdout, JSON indented or compact).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { extname, resolve } from "node:path";
import { stringify as stringifyLossless } from "lossless-json";
import { parse as parseYAML } from "yaml";
import { BizdocError } from "../engine/errors/index.ts";
import { parseJSON } from "../engine/ops/parse.ts";
import { usageError } from "./errors.ts";

/** `-` (or nothing) means stdin. */
export function isStdin(path: string | undefined): boolean {
  return path === undefined || path === "-";
}

/** `~/x` is read from the home folder, as a shell would. */
export function expandHome(path: string): string {
  return path === "~" || path.startsWith("~/") ? resolve(homedir(), path.slice(2)) : path;
}

/** The whole text of a file, or of stdin for `-` or no path (refused when stdin is a terminal and no `-` was given). */
export async function readText(path: string | undefined, what = "input"): Promise<string> {
  return (await readBytes(path, what)).toString("utf8");
}

/** The bytes of a file, or of stdin for `-` or no path (a PDF, say, which is not text). */
export async function readBytes(path: string | undefined, what = "input"): Promise<Buffer> {
  if (isStdin(path)) {
    if (path === undefined && process.stdin.isTTY) {
      throw usageError(`no ${what}: name a file, or pipe it on stdin ('-')`);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  try {
    return readFileSync(expandHome(path!));
  } catch (err) {
    throw usageError(`cannot read ${what} '${path}': ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}

/**
 * Reads a document's text: JSON keeps every number's exact text (as the API
 * does); YAML numbers are YAML's. A `.json` file is JSON; otherwise text
 * that opens with `{` or `[` is read as JSON, falling back to YAML (flow
 * style), and anything else as YAML.
 */
export function parseDocument(text: string, source?: string): unknown {
  const named = source && !isStdin(source) ? ` in '${source}'` : "";
  if (text.trim() === "") throw usageError(`empty input${named}`);
  const ext = source ? extname(source).toLowerCase() : "";
  const looksJSON = /^\s*[[{]/.test(text);
  if (ext === ".json" || (looksJSON && ext !== ".yaml" && ext !== ".yml")) {
    try {
      return parseJSON(text);
    } catch (err) {
      if (ext === ".json" || !(err instanceof BizdocError) || err.key !== "input" || !err.message.startsWith("invalid JSON")) throw withSource(err, named);
      try {
        return parseYAMLText(text);
      } catch {
        throw withSource(err, named); // the JSON error says more about text meant as JSON
      }
    }
  }
  try {
    return parseYAMLText(text);
  } catch (err) {
    throw withSource(err, named);
  }
}

function parseYAMLText(text: string): unknown {
  try {
    // YAML 1.2 core schema (dates stay strings, numbers are numbers), with `<<` merge keys as in GOBL's YAML reader.
    return parseYAML(text, { schema: "core", merge: true, uniqueKeys: true });
  } catch (err) {
    throw new BizdocError("input", `invalid YAML: ${(err as Error).message.split("\n")[0]}`);
  }
}

function withSource(err: unknown, named: string): unknown {
  if (!named || !(err instanceof BizdocError)) return err;
  return new BizdocError(err.key, `${err.message}${named}`, err.faults);
}

/** Reads and parses a document (or template) from a file or stdin. */
export async function readDocument(path: string | undefined, what = "input"): Promise<unknown> {
  return parseDocument(await readText(path, what), path);
}

/**
 * A JSON value given on the command line, either inline (`{"type":"credit-note"}`)
 * or as the name of a JSON or YAML file holding it.
 */
export async function readInlineOrFile(value: string, what: string): Promise<unknown> {
  if (/^\s*[[{]/.test(value) && !existsSync(value)) return parseDocument(value);
  return readDocument(value, what);
}

/** How results are written: `indent` spaces (0 compact) or a tab. */
export type Indent = number | "\t";

/** Reads `--indent`: a number of spaces from 0 to 10, or `tab`. */
export function parseIndent(value: string): Indent {
  if (value === "tab" || value === "\\t" || value === "\t") return "\t";
  if (!/^\d+$/.test(value) || Number(value) > 10) throw usageError(`--indent must be a number of spaces from 0 to 10, or 'tab' (got '${value}')`);
  return Number(value);
}

/** A result as JSON text ending with a newline; numbers read from JSON input keep their exact text. */
export function formatJSON(value: unknown, indent: Indent): string {
  return `${stringifyLossless(value, null, indent === 0 ? undefined : indent) ?? "null"}\n`;
}

export interface OutputOptions {
  /** Output file; stdout when absent or `-`. */
  output?: string;
  /** Overwrite an existing output file. */
  force?: boolean;
  /** `--indent` as given, if given. */
  indent?: string;
}

/** The indentation to use: `--indent` if given, else 2 spaces on a terminal and compact elsewhere (pipes, files). */
export function indentFor(options: OutputOptions): Indent {
  if (options.indent !== undefined) return parseIndent(options.indent);
  return isStdin(options.output) && process.stdout.isTTY ? 2 : 0;
}

/** Writes a result (text, or bytes such as a PDF) to its file (refusing to replace one without `force`) or to stdout. */
export async function writeOutput(text: string | Uint8Array, options: OutputOptions): Promise<void> {
  if (isStdin(options.output)) {
    await new Promise<void>((resolveWrite, reject) => {
      process.stdout.write(text, (err) => (err ? reject(err) : resolveWrite()));
    });
    return;
  }
  const path = expandHome(options.output!);
  try {
    writeFileSync(path, text, { flag: options.force ? "w" : "wx" });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw usageError(`output file '${options.output}' exists (--force replaces it)`);
    throw usageError(`cannot write '${options.output}': ${code ?? (err as Error).message}`);
  }
}
