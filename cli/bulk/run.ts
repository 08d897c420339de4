/**
 * `--bulk`: GOBL's bulk protocol over NDJSON, on every core. The main thread
 * only splits lines and writes answers; a pool of worker threads (one engine
 * each) answers them. Answers leave in input order (a reorder buffer), one
 * per non-blank input line, `seq_id` counting from 1 and `is_final` true on
 * the last. Work in flight (being answered or waiting for its turn to be
 * written) is bounded, and input is read only as fast as answers are
 * written, so memory stays flat however long the stream. A bad line gets an
 * error answer and the stream goes on.
 */
import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from "node:fs";
import { availableParallelism } from "node:os";
import { StringDecoder } from "node:string_decoder";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { BizdocError } from "../../engine/errors/index.ts";
import { stringifyJSON } from "../../engine/ops/parse.ts";
import { usageError } from "../errors.ts";
import { expandHome, isStdin } from "../io.ts";
import { answerHead, finishAnswer, salvageReqID, type BulkDefaults } from "./answer.ts";
import type { WorkerAnswer, WorkerRequest } from "./worker.ts";

/** Longest line read (characters); a longer one is answered with an input error and skipped. */
export const MAX_LINE = 64 * 1024 * 1024;
/** Lines each worker may hold at once (queued or being answered). */
const PER_WORKER = 16;
/** Backlog (lines waiting on every worker) at which another worker is started. */
const GROW_AT = 4;
/** Lines in flight per worker, counting those answered and waiting for their turn to be written. */
const IN_FLIGHT_PER_WORKER = 64;

export interface BulkOptions {
  input?: string;
  output?: string;
  force?: boolean;
  /** Worker threads (default: one per core). */
  workers?: number;
  defaults: BulkDefaults;
  /** Show a progress line on stderr (default: when stderr is a terminal). */
  progress?: boolean;
}

export interface BulkSummary {
  lines: number;
  errors: number;
  ms: number;
}

interface PoolWorker {
  worker: Worker;
  /** Lines sent to it and not yet answered, with their text (to name their req_id should it die). */
  pending: Map<number, string>;
  /** It has loaded its engine (one that dies before that would keep dying: the run stops). */
  ready: boolean;
  dead: boolean;
}

export async function runBulk(options: BulkOptions): Promise<BulkSummary> {
  const started = performance.now();
  const input = await openInput(options.input);
  const output = await openOutput(options.output, options.force ?? false);
  const size = Math.max(1, options.workers ?? availableParallelism());
  const defaultsText = stringifyJSON(options.defaults);
  const maxInFlight = size * IN_FLIGHT_PER_WORKER;

  let seq = 0; // lines read (and numbered)
  let next = 1; // next answer to write
  let eof = false;
  let written = 0;
  let errors = 0;
  let failure: Error | undefined;
  let outputBlocked = false;
  const ready = new Map<number, { head: string; ok: boolean }>();

  let wake: (() => void) | undefined;
  const notify = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const waitForChange = () => new Promise<void>((resolve) => (wake = resolve));

  // Writes every answer whose turn has come; the last line's answer waits until the input is known to end.
  const flush = () => {
    while (!failure && ready.has(next) && (next < seq || eof)) {
      const { head, ok } = ready.get(next)!;
      ready.delete(next);
      const more = output.write(finishAnswer(head, eof && next === seq));
      written++;
      if (!ok) errors++;
      next++;
      if (!more && !outputBlocked) {
        outputBlocked = true;
        output.once("drain", () => {
          outputBlocked = false;
          flush();
          notify();
        });
      }
    }
    notify();
  };
  const settle = (s: number, head: string, ok: boolean) => {
    ready.set(s, { head, ok });
    flush();
  };

  output.on("error", (err) => {
    failure = err;
    notify();
  });

  const pool: PoolWorker[] = [];
  const spawn = (): PoolWorker => {
    const worker = startWorker(defaultsText);
    const member: PoolWorker = { worker, pending: new Map(), ready: false, dead: false };
    // A plugin writing to stdout must not break the answer stream: a worker's stdout goes to stderr.
    worker.stdout.pipe(process.stderr, { end: false });
    worker.on("message", (message: WorkerAnswer | { ready: true }) => {
      if (!("seq" in message)) {
        member.ready = true;
        return;
      }
      member.pending.delete(message.seq);
      settle(message.seq, message.head, message.ok);
    });
    const died = (reason: string) => {
      if (member.dead) return;
      member.dead = true;
      if (!member.ready && !finished) {
        failure = new BizdocError("internal", `cannot start a bulk worker: ${reason}`);
        notify();
      }
      const error = new BizdocError("internal", `bulk worker stopped: ${reason}`);
      for (const [s, line] of member.pending) settle(s, answerHead(salvageReqID(line), s, undefined, JSON.stringify(error.toJSON())), false);
      member.pending.clear();
      const index = pool.indexOf(member);
      if (index >= 0 && !finished && !failure) pool[index] = spawn();
    };
    worker.on("error", (err) => died(err.message));
    worker.on("exit", (code) => died(`exit code ${code}`));
    return member;
  };
  let finished = false;
  // One worker to start with; another joins whenever every worker has a backlog, up to `size`
  // (a short stream never pays for engines it does not need).
  pool.push(spawn());

  const dispatch = async (line: string) => {
    for (;;) {
      if (failure) return;
      if (pool.length < size && leastLoaded(pool).pending.size >= GROW_AT) pool.push(spawn());
      if (seq - next + 1 < maxInFlight && !outputBlocked && leastLoaded(pool).pending.size < PER_WORKER) break;
      await waitForChange();
    }
    const s = ++seq;
    flush(); // the previous line is no longer the last
    const target = leastLoaded(pool);
    target.pending.set(s, line);
    target.worker.postMessage({ seq: s, line } satisfies WorkerRequest);
  };
  const refuse = async (message: string) => {
    while (!failure && (seq - next + 1 >= maxInFlight || outputBlocked)) await waitForChange();
    const s = ++seq;
    settle(s, answerHead(undefined, s, undefined, JSON.stringify(new BizdocError("input", message).toJSON())), false);
  };

  const progress = options.progress ?? Boolean(process.stderr.isTTY);
  const ticker = progress
    ? setInterval(() => {
        const seconds = (performance.now() - started) / 1000;
        process.stderr.write(`\r\x1b[Kbulk: ${written} answered, ${errors} errors, ${Math.round(written / Math.max(seconds, 0.001))}/s`);
      }, 200)
    : undefined;

  try {
    // Lines, split by hand so that reading waits for each line to find room (backpressure).
    const decoder = new StringDecoder("utf8");
    let pieces: string[] = [];
    let pendingLength = 0;
    let oversized = false;
    const endLine = async (last: string) => {
      if (oversized) {
        oversized = false;
        await refuse(`line longer than ${MAX_LINE} characters`);
        return;
      }
      const line = pieces.length === 0 ? last : pieces.join("") + last;
      pieces = [];
      pendingLength = 0;
      if (/\S/.test(line)) await dispatch(line);
    };
    for await (const chunk of input) {
      if (failure) break;
      const text = decoder.write(chunk as Buffer);
      let start = 0;
      let nl: number;
      while ((nl = text.indexOf("\n", start)) >= 0) {
        await endLine(text.slice(start, nl));
        start = nl + 1;
        if (failure) break;
      }
      if (start < text.length && !oversized) {
        pieces.push(text.slice(start));
        pendingLength += text.length - start;
        if (pendingLength > MAX_LINE) {
          oversized = true;
          pieces = [];
          pendingLength = 0;
        }
      }
    }
    await endLine(decoder.end());
    eof = true;
    flush();
    while (!failure && next <= seq) await waitForChange();
  } finally {
    finished = true;
    if (ticker) {
      clearInterval(ticker);
      process.stderr.write("\r\x1b[K");
    }
    if (input !== process.stdin) (input as ReadStream).destroy();
    await Promise.all(pool.map((m) => m.worker.terminate()));
    if (output !== process.stdout) await new Promise<void>((resolve) => (output as WriteStream).end(resolve));
  }
  const ms = performance.now() - started;
  if (failure) {
    if (failure instanceof BizdocError) throw failure;
    if ((failure as NodeJS.ErrnoException).code === "EPIPE") return { lines: written, errors, ms }; // the reader went away
    throw usageError(`cannot write the answers: ${failure.message}`);
  }
  if (progress) {
    process.stderr.write(`bulk: ${written} lines answered (${errors} errors) in ${(ms / 1000).toFixed(1)} s, ${Math.round(written / Math.max(ms / 1000, 0.001))}/s\n`);
  }
  return { lines: written, errors, ms };
}

function leastLoaded(pool: PoolWorker[]): PoolWorker {
  let best = pool[0];
  for (const member of pool) if (member.pending.size < best.pending.size) best = member;
  return best;
}

/**
 * A worker thread: from the compiled JavaScript as it is; from the
 * TypeScript sources (development), through tsx, registered in the thread
 * before the worker module loads.
 */
function startWorker(defaults: string): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return new Worker(new URL("./worker.js", here), { workerData: { defaults }, stdout: true });
  const api = import.meta.resolve("tsx/esm/api");
  const tsconfig = fileURLToPath(new URL("../../tsconfig.json", here));
  const target = new URL("./worker.ts", here).href;
  const bootstrap = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register({ tsconfig: ${JSON.stringify(tsconfig)} }); return import(${JSON.stringify(target)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: { defaults }, stdout: true });
}

async function openInput(path: string | undefined): Promise<NodeJS.ReadableStream> {
  if (isStdin(path)) {
    if (path === undefined && process.stdin.isTTY) throw usageError("no input: name an NDJSON file, or pipe it on stdin ('-')");
    return process.stdin;
  }
  const stream = createReadStream(expandHome(path!), { highWaterMark: 256 * 1024 });
  await new Promise<void>((resolve, reject) => {
    stream.once("open", () => resolve());
    stream.once("error", (err: NodeJS.ErrnoException) => reject(usageError(`cannot read input '${path}': ${err.code ?? err.message}`)));
  });
  return stream;
}

async function openOutput(path: string | undefined, force: boolean): Promise<NodeJS.WritableStream> {
  if (isStdin(path)) return process.stdout;
  const stream = createWriteStream(expandHome(path!), { flags: force ? "w" : "wx" });
  await new Promise<void>((resolve, reject) => {
    stream.once("open", () => resolve());
    stream.once("error", (err: NodeJS.ErrnoException) =>
      reject(usageError(err.code === "EEXIST" ? `output file '${path}' exists (--force replaces it)` : `cannot write '${path}': ${err.code ?? err.message}`)),
    );
  });
  return stream;
}
