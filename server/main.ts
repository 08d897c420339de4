/**
 * The API process. With WORKERS=1 it serves in this process; otherwise this
 * process forks WORKERS workers (node:cluster) that share the port, restarts
 * any that die (ever more slowly while they keep dying), and on
 * SIGTERM/SIGINT asks each to finish its in-flight requests before exiting.
 * A worker that cannot start at all (the port is taken, say) stops the whole
 * server with a non-zero exit: restarting it would fail the same way.
 * Settings: see server/config.ts.
 */
import cluster, { type Worker } from "node:cluster";
import { createServer } from "node:net";
import { setFlagsFromString } from "node:v8";
import { displayHost, readConfig, type ServerConfig } from "./config.ts";
import { createLogger, type Logger } from "./logger.ts";
import { missingPeerMessage } from "./peers.ts";

/**
 * How far V8 lets the heap grow past what the last full collection kept
 * before collecting again. Its own choice, up to 4×, let a worker under load
 * hold 200–250 MiB of which some 30 MiB was alive; at 1.5× it holds about
 * 150 MiB for the same CPU time (measured: docs/benchmarks.md). A
 * `--heap-growing-percent` given to node is left alone.
 */
const HEAP_GROWING_PERCENT = 50;
if (!process.execArgv.some((arg) => arg.startsWith("--heap-growing-percent"))) setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

/**
 * The young generation of each cluster worker, MiB per semi-space (V8's own
 * choice grows it to 16): about 17 MiB less per worker under load for no
 * measurable CPU time. A worker takes it from its command line only, so a
 * server run as one process (WORKERS=1) keeps V8's unless node is given
 * `--max-semi-space-size`; one given to node is left alone.
 */
const WORKER_SEMI_SPACE_MIB = 8;

/** Exit code of a process that could not start serving (EX_CONFIG): not worth restarting. */
const CANNOT_START = 78;
/** Exit code of a server that lacks an optional package it needs: a usage error, as a bad setting is. */
const MISSING_PACKAGE = 2;
/** What a worker tells the primary before exiting with CANNOT_START. */
const CANNOT_START_MESSAGE = "bizdoc:cannot-start";

let config: ServerConfig;
try {
  config = readConfig();
} catch (err) {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "bad configuration", error: (err as Error).message })}\n`);
  process.exit(2);
}

const logger = createLogger({ level: config.logLevel, fields: { pid: process.pid, ...(cluster.isWorker ? { worker: cluster.worker!.id } : {}) } });

if (cluster.isPrimary) await refuseUnusablePort(config, logger);
// Loaded, not imported above: a missing optional package (prom-client here, express in the
// workers) is then said in words, with the npm command that installs it.
let serveClusterMetrics: () => void = () => undefined;
if (config.workers > 1 && cluster.isPrimary) {
  ({ serveClusterMetrics } = await loadServerPart(() => import("./cluster-metrics.ts"), config, logger));
  runPrimary(config, logger);
} else await runServer(config, logger);

/**
 * Imports a part of the server that needs optional packages. One that is not
 * installed stops the server with MISSING_PACKAGE and a message naming the
 * packages and the npm command (a worker tells the primary, which then stops
 * rather than restarting workers that would fail the same way).
 */
async function loadServerPart<T>(importer: () => Promise<T>, config: ServerConfig, logger: Logger): Promise<T> {
  try {
    return await importer();
  } catch (err) {
    const reason = missingPeerMessage(err, "serve", "the bizdoc REST API");
    if (reason === undefined) throw err;
    logger.error("could not start", { error: reason });
    if (cluster.isWorker) {
      process.send!({ type: CANNOT_START_MESSAGE, reason, code: MISSING_PACKAGE }, () => process.exit(MISSING_PACKAGE));
      return new Promise<T>(() => undefined);
    }
    process.stderr.write(`bizdoc: could not start: ${reason}\n`);
    process.exit(MISSING_PACKAGE);
  }
}

/** Gives up at once, before any engine is loaded, when the port cannot be listened on: nothing could be served. */
async function refuseUnusablePort(config: ServerConfig, logger: Logger): Promise<void> {
  if (config.port === 0) return;
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once("error", reject);
      probe.listen({ port: config.port, host: config.host, exclusive: true }, resolve);
    });
    await new Promise((resolve) => probe.close(resolve));
  } catch (err) {
    cannotStart(startFailure(err as NodeJS.ErrnoException, config), config, logger);
  }
}

function cannotStart(reason: string, config: ServerConfig, logger: Logger): never {
  logger.error("could not start", { error: reason, port: config.port });
  process.stderr.write(`bizdoc: could not start: ${reason}\n`);
  process.exit(CANNOT_START);
}

async function runServer(config: ServerConfig, logger: Logger): Promise<void> {
  // The engine is only loaded where requests are served.
  const { serve } = await loadServerPart(() => import("./serve.ts"), config, logger);
  let serving: Awaited<ReturnType<typeof serve>>;
  try {
    serving = await serve(config, logger);
  } catch (err) {
    const reason = startFailure(err as NodeJS.ErrnoException, config);
    if (!cluster.isWorker) cannotStart(reason, config, logger);
    logger.error("could not start", { error: reason, port: config.port });
    // Said to the primary first, so that it gives up rather than restart this worker.
    process.send!({ type: CANNOT_START_MESSAGE, reason }, () => process.exit(CANNOT_START));
    return;
  }
  if (!cluster.isWorker) announce(config, (serving.server.address() as { port: number }).port);
  const stop = (signal: string) => {
    void serving.shutdown(signal).then(() => process.exit(0));
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // A worker whose primary is gone stops too.
  if (cluster.isWorker) cluster.worker!.on("disconnect", () => stop("disconnect"));
}

/** One line for a person, on stderr (stdout is the JSON log): where the API, the playground and the API reference are. */
function announce(config: ServerConfig, port: number): void {
  const origin = `http://${displayHost(config.host)}:${port}`;
  process.stderr.write(`bizdoc: serving the API at ${origin}/v0, the playground at ${origin}/ and the API reference at ${origin}/v0/docs\n`);
}

/** Why serving could not start, in words naming the setting to change. */
function startFailure(err: NodeJS.ErrnoException, config: ServerConfig): string {
  const on = config.host ? ` on ${config.host}` : "";
  if (err.code === "EADDRINUSE") return `port ${config.port} is already in use${on}; stop what is using it or set PORT`;
  if (err.code === "EACCES") return `no permission to listen on port ${config.port}${on}; use a port above 1023 or set PORT`;
  if (err.code === "EADDRNOTAVAIL") return `HOST ${config.host} is not an address of this machine (port ${config.port})`;
  return err.message;
}

/** The delay before restarting a worker, doubling with each recent death (100 ms up to 30 s). */
function restartDelay(recentDeaths: number): number {
  return Math.min(30_000, 100 * 2 ** Math.max(0, recentDeaths - 1));
}

function runPrimary(config: ServerConfig, logger: Logger): void {
  // The workers accept their connections themselves from the shared socket (the OS
  // spreads them). Under node's default round-robin the primary accepts each
  // connection and hands it over: one handed to a worker as it dies is never
  // served, and the primary holds its socket until the client gives up. This
  // way a worker's death costs only the requests it had accepted.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // Set when a worker starts, unlike the heap's growing (see HEAP_GROWING_PERCENT).
  if (!process.execArgv.some((arg) => arg.startsWith("--max-semi-space-size"))) {
    cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-semi-space-size=${WORKER_SEMI_SPACE_MIB}`] });
  }
  let stopping = false;
  let exitCode = 0;
  const deaths: number[] = [];
  const pendingRestarts = new Set<NodeJS.Timeout>();
  const fork = () => cluster.fork();

  serveClusterMetrics();
  // Said once, when the first worker listens (a restarted worker listens on the same port).
  cluster.once("listening", (_worker, address) => announce(config, address.port));
  logger.info("starting workers", { workers: config.workers });
  for (let i = 0; i < config.workers; i++) fork();

  cluster.on("message", (worker, message: { type?: unknown; reason?: unknown; code?: unknown }) => {
    if (message?.type !== CANNOT_START_MESSAGE) return;
    const reason = String(message.reason);
    process.stderr.write(`bizdoc: could not start: ${reason} (worker ${worker.id})\n`);
    stop("a worker could not start", message.code === MISSING_PACKAGE ? MISSING_PACKAGE : CANNOT_START);
  });

  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info("stopped");
        process.exit(exitCode);
      }
      return;
    }
    if (code === CANNOT_START) return stop("a worker could not start", CANNOT_START);
    logger.error("worker died", { worker: worker.id, code, signal });
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && deaths[0] < now - 60_000) deaths.shift();
    if (deaths.length > config.workers * 5) {
      logger.error("workers keep dying: giving up", { deaths_in_last_minute: deaths.length });
      return stop("workers keep dying", 1);
    }
    const delay = restartDelay(deaths.length);
    logger.info("restarting a worker", { delay_ms: delay });
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    pendingRestarts.add(timer);
  });

  function stop(reason: string, code = 0): void {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const timer of pendingRestarts) clearTimeout(timer);
    logger.info("shutting down", { reason });
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill("SIGTERM");
    // Workers bound themselves by SHUTDOWN_TIMEOUT; this is the backstop.
    setTimeout(() => {
      logger.warn("workers did not stop in time: killing them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(exitCode || 1);
    }, config.shutdownDelayMs + config.shutdownTimeoutMs + 5_000).unref();
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
