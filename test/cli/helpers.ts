import { spawn } from "node:child_process";
import { bundledEntry } from "../support/bundle.ts";
import { PROJECT_ROOT } from "../support/shared.ts";

export interface CLIResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Time allowed to one CLI run (the machine may be busy: the engine compiles its schemas at start). */
export const RUN_TIMEOUT = 180_000;

export interface RunOptions {
  input?: string;
  cwd?: string;
  env?: Record<string, string>;
  timeout?: number;
  /** Run the sources through tsx rather than the bundle (as `npx tsx cli/main.ts` does: bulk mode then starts its worker threads from the sources' files). */
  fromSources?: boolean;
}

/** The CLI's sources bundled (test/support/bundle.ts), with the worker its bulk mode runs in threads. */
export function cliBundle(): Promise<string> {
  return bundledEntry("cli/main.ts", { worker: "cli/bulk/worker.ts" });
}

/** Runs `bizdoc` as a child process: its sources bundled (test/support/bundle.ts), or `node --import tsx cli/main.ts ...`. */
export async function bizdoc(args: string[], options: RunOptions = {}): Promise<CLIResult> {
  const entry = options.fromSources ? ["--import", "tsx", "cli/main.ts"] : [await cliBundle()];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entry, ...args], {
      cwd: options.cwd ?? PROJECT_ROOT,
      env: { ...process.env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`bizdoc ${args.join(" ")}: no exit within ${options.timeout ?? RUN_TIMEOUT} ms; stderr: ${stderr.slice(0, 2000)}`));
    }, options.timeout ?? RUN_TIMEOUT);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
    child.stdin.on("error", () => undefined); // a run that exits without reading its stdin
    child.stdin.end(options.input ?? "");
  });
}

/** A small Spanish invoice that builds. */
export function invoice(code = "CLI-001"): Record<string, unknown> {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    uuid: "0190b3c4-8a27-7c11-9f2e-4b5d6e7f8a90",
    code,
    issue_date: "2025-03-14",
    supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
    customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
    lines: [{ quantity: "10", item: { name: "Item being purchased", price: "100.00" }, taxes: [{ cat: "VAT", rate: "standard" }] }],
  };
}

/** Runs `bizdoc` from its TypeScript sources through tsx (bulk mode's worker threads then load the sources' files). */
export const bizdocFromSources = (args: string[], options: RunOptions = {}): Promise<CLIResult> => bizdoc(args, { ...options, fromSources: true });
