/**
 * The API under load and at start-up. Starts the API in a child process (the
 * server bundle `dist/bundle/server.mjs` that `npm start` runs, or the sources through
 * tsx when there is no build), measures the time to its first answer, sends
 * it POST /v0/build requests with autocannon over loopback for a fixed time,
 * and reads each process's peak resident memory (VmHWM). `npm run bench`
 * runs it with the others; `npm run bench:http` alone (BENCH_CONNECTIONS,
 * BENCH_SECONDS, WORKERS).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = fileURLToPath(new URL("..", import.meta.url));
/** The server that runs: `npm start`'s bundle, or another entry (BENCH_SERVER, e.g. dist/server/main.js) to compare. */
const compiled = process.env.BENCH_SERVER ? `${root}${process.env.BENCH_SERVER}` : `${root}dist/bundle/server.mjs`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`server did not answer at ${url}`);
}

function peakRSSMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The cluster workers of a primary process (its child processes). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export interface ServerRun {
  server: ChildProcess;
  port: number;
  /** Milliseconds from spawning the process to its first answer. */
  startMs: number;
}

/** Starts the API with `workers` workers (undefined: the default) and waits for its first answer. */
export async function startAPI(workers?: number): Promise<ServerRun> {
  const port = await freePort();
  const args = existsSync(compiled) ? [compiled] : ["--import", "tsx", "server/main.ts"];
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), LOG_LEVEL: "silent" };
  if (workers === undefined) delete env.WORKERS;
  else env.WORKERS = String(workers);
  const started = performance.now();
  const server = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(`http://127.0.0.1:${port}/v0/`);
  return { server, port, startMs: performance.now() - started };
}

export interface LoadFigures {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  /** Peak resident memory of each serving process (the workers, or the one process), MiB. */
  rssMiB: number[];
}

/** POST /v0/build of the simplified invoice against a running API. */
export async function load(run: ServerRun, connections: number, seconds: number): Promise<LoadFigures> {
  const invoice = JSON.parse(readFileSync(new URL("./fixtures/invoice-es-simplified.json", import.meta.url), "utf8"));
  const result = await autocannon({
    url: `http://127.0.0.1:${run.port}/v0/build`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data: invoice }),
    connections,
    duration: seconds,
  });
  const workers = childrenOf(run.server.pid!);
  const serving = workers.length > 0 ? workers : [run.server.pid!];
  return {
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
    rssMiB: serving.map(peakRSSMiB),
  };
}

export function formatLoad(label: string, f: LoadFigures): string {
  return (
    `${label}, ${f.connections} connections, ${f.seconds} s: ${f.requestsPerSecond.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ` +
    `${f.errors} errors of ${f.total}, peak RSS per process ${f.rssMiB.map((m) => m.toFixed(0)).join(" / ")} MiB`
  );
}

export async function stop(run: ServerRun): Promise<void> {
  await new Promise<void>((resolve) => {
    run.server.once("exit", () => resolve());
    run.server.kill("SIGTERM");
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const workers = process.env.WORKERS ? Number(process.env.WORKERS) : undefined;
  const run = await startAPI(workers);
  try {
    console.log(`first answer after ${run.startMs.toFixed(0)} ms`);
    const figures = await load(run, Number(process.env.BENCH_CONNECTIONS ?? 50), Number(process.env.BENCH_SECONDS ?? 10));
    console.log(formatLoad(`POST /v0/build, ${workers ?? "default"} workers`, figures));
    if (figures.errors > 0) process.exitCode = 1;
  } finally {
    await stop(run);
  }
}
