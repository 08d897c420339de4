/**
 * server/main.ts as a real process, started from its bundle
 * (test/support/bundle.ts) with the given settings on a free port of
 * 127.0.0.1, its JSON log lines collected as they come.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { afterEach, beforeAll } from "vitest";
import { bundledEntry } from "../support/bundle.ts";
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

/** A POST whose body is sent in two halves, so it can be in flight on demand. */
export function slowPost(port: number, path: string, body: string): { req: ClientRequest; finish(): void; response: Promise<{ res: IncomingMessage; text: string }> } {
  const half = Math.floor(body.length / 2);
  const req = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } });
  const response = new Promise<{ res: IncomingMessage; text: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (c) => (text += c)).on("end", () => resolve({ res, text }));
    });
    req.on("error", reject);
  });
  response.catch(() => undefined); // a test that stops early must not leave an unhandled rejection
  req.write(body.slice(0, half));
  req.flushHeaders();
  return { req, finish: () => req.end(body.slice(half)), response };
}

export const MESSAGE = JSON.stringify({ data: { $schema: "https://gobl.org/draft-0/note/message", content: "in flight MARKER-91c" } });
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lines for a person the server wrote on stderr (`bizdoc: ...`), once `count` of them have come (within `ms`). */
export async function humanLines(proc: ServerProcess, count = 1, ms = 30_000): Promise<string[]> {
  const lines = () => proc.stderr.join("").split("\n").filter((line) => line.startsWith("bizdoc: "));
  for (const started = Date.now(); lines().length < count; await sleep(20)) {
    if (Date.now() - started > ms) throw new Error(`fewer than ${count} lines for a person in ${ms} ms; stderr: ${proc.stderr.join("")}`);
  }
  return lines();
}

/** The line `npm start` says where the server is, on `port` of 127.0.0.1. */
export function servingLine(port: number): string {
  const origin = `http://127.0.0.1:${port}`;
  return `bizdoc: serving the API at ${origin}/v0, the playground at ${origin}/ and the API reference at ${origin}/v0/docs`;
}

/** A listener holding `port` on 127.0.0.1 until closed. */
export async function occupy(port: number): Promise<{ close(): Promise<void> }> {
  const blocker = createServer();
  await new Promise<void>((resolve, reject) => {
    blocker.once("error", reject);
    blocker.listen(port, "127.0.0.1", resolve);
  });
  return { close: () => new Promise((resolve) => blocker.close(() => resolve())) };
}

/**
 * For a test file: a function starting server/main.ts's bundle with
 * settings, each process killed after its test (passed or not).
 */
export function serverProcesses(): (env: Record<string, string>) => ServerProcess {
  const running: ServerProcess[] = [];
  let entry: string;
  beforeAll(async () => {
    entry = await bundledEntry("server/main.ts");
  });
  afterEach(() => {
    for (const proc of running.splice(0)) killServerProcess(proc);
  });
  return (env) => {
    const proc = startServerProcess(entry, env);
    running.push(proc);
    return proc;
  };
}
