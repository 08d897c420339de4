/**
 * The API under load and at start-up. Starts the API in a child process (the
 * server bundle `dist/bundle/server.mjs` that `npm start` runs, or the sources through
 * tsx when there is no build), measures the time to its first answer, sends
 * it POST /v0/build requests with autocannon over loopback for a fixed time,
 * and reads each process's peak resident memory (VmHWM). Beside it, in the
 * same run, a bare node:http server answering the same body (read, parsed
 * and serialised again): the ratio between the two holds from machine to
 * machine where the figures do not. The server's CPU time per request (its
 * processes' user and system time over a fixed number of requests, from
 * /proc) is set against the engine's own time for the same body in this
 * process (parseJSON, build, stringifyJSON). `npm run bench` runs it with the
 * others; `npm run bench:http` alone (BENCH_CONNECTIONS, BENCH_SECONDS,
 * WORKERS; BENCH_CPU_ROUNDS, 3 by default; BENCH_NODE_ARGS gives the server's node options, such as
 * `--max-semi-space-size=16`, to compare).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpuUsage } from "node:process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { createEngine, parseJSON, stringifyJSON } from "../index.ts";

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

async function waitFor(url: string, timeoutMs = 30_000, init?: RequestInit): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, init)).ok) return;
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
  /** Whether the server is its own process group (npm and what it started), stopped as one. */
  group?: boolean;
}

/**
 * Starts the API with `workers` workers (undefined: the default) and waits
 * for its first answer; `throughNpm`: as `npm start`, npm's own start
 * included (its process group is stopped as one).
 */
export async function startAPI(workers?: number, throughNpm = false): Promise<ServerRun> {
  const port = await freePort();
  const args = [...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), ...(existsSync(compiled) ? [compiled] : ["--import", "tsx", "server/main.ts"])];
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), LOG_LEVEL: "silent" };
  if (workers === undefined) delete env.WORKERS;
  else env.WORKERS = String(workers);
  const started = performance.now();
  const server = throughNpm
    ? spawn("npm", ["start", "--silent"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"], detached: true })
    : spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(`http://127.0.0.1:${port}/v0/`);
  return { server, port, startMs: performance.now() - started, group: throughNpm };
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

/** The body every request sends: the simplified invoice as `{ data }`, as a client sends it to /v0/build. */
export const BODY = JSON.stringify({ data: JSON.parse(readFileSync(new URL("./fixtures/invoice-es-simplified.json", import.meta.url), "utf8")) });
/** The same invoice asked for in an envelope (digest, uuid): the engine's "text to envelope text" figure, over HTTP. */
export const ENVELOPE_BODY = JSON.stringify({ ...JSON.parse(BODY), envelop: true });

/**
 * A bare node:http server in a child process: it reads the body, parses it
 * with JSON.parse and answers JSON.stringify of it, with nothing else. What
 * any HTTP server costs on this machine, for the ratios.
 */
export async function startBare(): Promise<ServerRun> {
  const port = await freePort();
  const program = `require("node:http").createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c)).on("end", () => {
    const text = JSON.stringify(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) }).end(text);
  });
}).listen(${port}, "127.0.0.1");`;
  const started = performance.now();
  const server = spawn(process.execPath, ["-e", program], { stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(`http://127.0.0.1:${port}/v0/build`, 30_000, { method: "POST", body: BODY });
  return { server, port, startMs: performance.now() - started };
}

/** The serving processes: the workers, or the one process. */
function servingProcesses(run: ServerRun): number[] {
  const workers = childrenOf(run.server.pid!);
  return workers.length > 0 ? workers : [run.server.pid!];
}

/** A process's user and system CPU time so far, in seconds (from /proc; the clock ticks are 100 a second on Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function send(run: ServerRun, connections: number, limit: { duration: number } | { amount: number }, body = BODY) {
  return autocannon({ url: `http://127.0.0.1:${run.port}/v0/build`, method: "POST", headers: { "content-type": "application/json" }, body, connections, ...limit });
}

/**
 * The serving processes' CPU time per request, in microseconds: `requests`
 * requests at 10 connections after as many to warm up (the JIT, the heap), so
 * that what is counted is the steady state.
 */
export async function cpuPerRequest(run: ServerRun, requests = 20_000, body = BODY): Promise<number> {
  await send(run, 10, { amount: Math.min(requests, 5_000) }, body);
  const pids = servingProcesses(run);
  const before = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const result = await send(run, 10, { amount: requests }, body);
  const after = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  if (result.errors + result.non2xx > 0) throw new Error(`${result.errors + result.non2xx} requests failed while measuring CPU time`);
  return ((after - before) / requests) * 1e6;
}

/** The engine's own CPU time for the same body, in this process, in microseconds: parse the text, build `data`, serialise the result. */
export async function engineMicroseconds(iterations = 10_000, body = BODY): Promise<number> {
  const engine = createEngine();
  const once = async () => {
    const { data, envelop } = parseJSON(body) as { data: unknown; envelop?: boolean };
    return stringifyJSON(await engine.build(data, { envelop }));
  };
  for (let i = 0; i < Math.min(iterations, 3_000); i++) await once();
  const start = cpuUsage();
  for (let i = 0; i < iterations; i++) await once();
  const used = cpuUsage(start);
  return (used.user + used.system) / iterations;
}

/** POST /v0/build of the simplified invoice against a running API. */
export async function load(run: ServerRun, connections: number, seconds: number): Promise<LoadFigures> {
  const result = await send(run, connections, { duration: seconds });
  const serving = servingProcesses(run);
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

export function formatLoad(label: string, f: LoadFigures, bare?: LoadFigures): string {
  const versus = bare ? ` (bare node:http ${bare.requestsPerSecond.toFixed(0)} req/s, p99 ${bare.p99} ms: ${(f.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} of its req/s)` : "";
  return (
    `${label}, ${f.connections} connections, ${f.seconds} s: ${f.requestsPerSecond.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ` +
    `${f.errors} errors of ${f.total}, peak RSS per process ${f.rssMiB.map((m) => m.toFixed(0)).join(" / ")} MiB${versus}`
  );
}

/** How many times each CPU figure is taken (BENCH_CPU_ROUNDS). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_CPU_ROUNDS ?? 3));

/** A figure taken in rounds: the median, written with the range. */
interface Rounds {
  median: number;
  toString(): string;
}

async function rounds(measure: () => Promise<number>): Promise<Rounds> {
  const values: number[] = [];
  for (let i = 0; i < ROUNDS; i++) values.push(await measure());
  values.sort((a, b) => a - b);
  const median = values[Math.floor(values.length / 2)];
  const range = values.length > 1 ? ` (${values[0].toFixed(0)}–${values[values.length - 1].toFixed(0)})` : "";
  return { median, toString: () => `${median.toFixed(0)} µs${range}` };
}

/**
 * Every figure of the API, in one run: start-up, CPU time per request against
 * the engine's and a bare server's, then throughput (50 connections) and
 * tail latency (10 connections) with one worker and with two, each beside the
 * bare server measured right after it.
 */
export async function httpFigures(seconds: number): Promise<string[]> {
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  // Each CPU figure is taken in ROUNDS rounds and given as their median and range: on a shared machine one
  // round can be a tenth off, and the ratio of medians holds better.
  const engine = await rounds(() => engineMicroseconds());
  const engineEnvelope = await rounds(() => engineMicroseconds(10_000, ENVELOPE_BODY));
  const bare = await startBare();
  let bareUs: Rounds;
  try {
    bareUs = await rounds(() => cpuPerRequest(bare));
  } finally {
    await stop(bare);
  }
  const starts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const run = await startAPI(undefined, true);
    starts.push(run.startMs);
    await stop(run);
  }
  say(`npm start to first answer (npm's own start included), default workers, 3 starts: ${starts.map((ms) => ms.toFixed(0)).join(", ")} ms`);
  const single = await startAPI(1);
  try {
    say(`node dist/bundle/server.mjs to first answer (npm start without npm), 1 worker: ${single.startMs.toFixed(0)} ms`);
    const server = await rounds(() => cpuPerRequest(single));
    say(
      `POST /v0/build CPU per request, 1 worker, median of ${ROUNDS} rounds: ${server}; the engine in-process (parse, build, serialise): ${engine}, ` +
        `${(server.median / engine.median).toFixed(2)}×; a bare node:http server: ${bareUs}; server minus engine: ${(server.median - engine.median).toFixed(0)} µs`,
    );
    const envelope = await rounds(() => cpuPerRequest(single, 20_000, ENVELOPE_BODY));
    say(
      `POST /v0/build with envelop: true, CPU per request, 1 worker, median of ${ROUNDS} rounds: ${envelope}; the engine in-process (text to envelope text): ${engineEnvelope}, ` +
        `${(envelope.median / engineEnvelope.median).toFixed(2)}×; server minus engine: ${(envelope.median - engineEnvelope.median).toFixed(0)} µs`,
    );
  } finally {
    await stop(single);
  }
  for (const workers of [1, 2]) {
    const run = await startAPI(workers);
    if (workers !== 1) say(`node dist/bundle/server.mjs to first answer (npm start without npm), ${workers} workers: ${run.startMs.toFixed(0)} ms`);
    const figures: LoadFigures[] = [];
    try {
      for (const connections of [50, 10]) figures.push(await load(run, connections, seconds));
    } finally {
      await stop(run);
    }
    const bareRun = await startBare();
    try {
      for (const [i, connections] of [50, 10].entries()) say(formatLoad(`POST /v0/build, ${workers} ${workers === 1 ? "worker" : "workers"}`, figures[i], await load(bareRun, connections, seconds)));
    } finally {
      await stop(bareRun);
    }
  }
  return lines;
}

export async function stop(run: ServerRun): Promise<void> {
  await new Promise<void>((resolve) => {
    run.server.once("exit", () => resolve());
    if (run.group) process.kill(-run.server.pid!, "SIGTERM");
    else run.server.kill("SIGTERM");
  });
}

if (import.meta.url === `file://${process.argv[1]}` && process.env.BENCH_CONNECTIONS === undefined && process.env.WORKERS === undefined) {
  await httpFigures(Number(process.env.BENCH_SECONDS ?? 10));
} else if (import.meta.url === `file://${process.argv[1]}`) {
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
