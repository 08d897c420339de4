/**
 * server/main.ts as a real process, started from its bundle
 * (test/support/bundle.ts) with the given settings on a free port of
 * 127.0.0.1, its JSON log lines collected as they come.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { PROJECT_ROOT } from "../support/shared.ts";

export interface ServerProcess {
  child: ChildProcess;
  lines: Record<string, any>[];
  stderr: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first log line matching, or rejects after `ms`. */
  waitFor(test: (line: Record<string, any>) => boolean, ms?: number): Promise<Record<string, any>>;
}

/** Starts the bundled server `entry` with `env` over its defaults (one worker, info logs, any port). */
export function startServerProcess(entry: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [entry], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, VITEST: "", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", WORKERS: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Record<string, any>[] = [];
  const stderr: string[] = [];
  const waiters: { test: (l: Record<string, any>) => boolean; resolve: (l: Record<string, any>) => void }[] = [];
  let buffer = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    buffer += chunk;
    let nl: number;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const text = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      const line = JSON.parse(text);
      lines.push(line);
      for (const w of [...waiters]) if (w.test(line)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => stderr.push(chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    child,
    lines,
    stderr,
    exit,
    waitFor: (test, ms = 30_000) =>
      new Promise((resolve, reject) => {
        const found = lines.find(test);
        if (found) return resolve(found);
        const timer = setTimeout(() => reject(new Error(`no such log line in ${ms} ms; stderr: ${stderr.join("")}`)), ms);
        waiters.push({ test, resolve: (l) => (clearTimeout(timer), resolve(l)) });
      }),
  };
}

/** Kills the process if it still runs (SIGKILL: for clean-up after a test, whatever it left). */
export function killServerProcess(proc: ServerProcess): void {
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill("SIGKILL");
}
