/**
 * How the command line fails: every error is the one bizdoc error shape
 * `{ code, key, message, faults }`, printed on stderr, and the exit code says
 * what kind of failure it was.
 */
import { BizdocError, type ErrorBody, type ErrorKey } from "../engine/errors/index.ts";

/** Exit codes: 0 ok, 1 invalid document, 2 bad usage or input, 3 a bug. */
export const EXIT = { ok: 0, invalid: 1, usage: 2, internal: 3 } as const;

const INVALID_DOCUMENT: ReadonlySet<ErrorKey> = new Set(["validation", "calculation", "unknown-schema", "signature", "digest", "no-document"]);

/** The exit code an error leads to. */
export function exitCodeOf(err: BizdocError): number {
  if (INVALID_DOCUMENT.has(err.key)) return EXIT.invalid;
  if (err.key === "input" || err.key === "not-found") return EXIT.usage;
  return EXIT.internal;
}

/** An input error (exit 2): bad usage, an unreadable file, malformed input. */
export function usageError(message: string, property?: string): BizdocError {
  return new BizdocError("input", message, property ? [{ properties: [property], description: message }] : []);
}

/**
 * Prints an error on stderr: as one line of JSON (`json`), or for a person:
 * the key and message, then one line per fault with its code and paths.
 */
export function formatError(err: BizdocError, json: boolean): string {
  const body: ErrorBody = err.toJSON();
  if (json) return `${JSON.stringify(body)}\n`;
  const faults = body.faults;
  // A message made of the faults says nothing the fault lines do not.
  const redundant = faults.length > 0 && faults.some((f) => body.message.includes(f.description));
  const head = redundant ? `${faults.length} ${faults.length === 1 ? "fault" : "faults"}` : body.message;
  const lines = [`error (${body.key}): ${head}`];
  for (const f of faults) {
    const paths = f.properties.length > 0 ? `${f.properties.join(", ")}: ` : "";
    lines.push(`  - ${f.code ? `[${f.code}] ` : ""}${paths}${f.description}`);
  }
  return `${lines.join("\n")}\n`;
}
