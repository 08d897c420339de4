/**
 * The API process. With WORKERS=1 it serves in this process; otherwise this
 * process forks WORKERS workers (node:cluster) that share the port, restarts
 * any that die, and on SIGTERM/SIGINT asks each to finish its in-flight
 * requests before exiting. Settings: see server/config.ts.
 */
import cluster, { type Worker } from "node:cluster";
import { readConfig, type ServerConfig } from "./config.ts";
import { createLogger, type Logger } from "./logger.ts";

let config: ServerConfig;
try {
  config = readConfig();
} catch (err) {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "bad configuration", error: (err as Error).message })}\n`);
  process.exit(2);
}

const logger = createLogger({ level: config.logLevel, fields: { pid: process.pid, ...(cluster.isWorker ? { worker: cluster.worker!.id } : {}) } });

if (config.workers > 1 && cluster.isPrimary) runPrimary(config, logger);
else await runServer(config, logger);

async function runServer(config: ServerConfig, logger: Logger): Promise<void> {
  // The engine is only loaded where requests are served.
  const { serve } = await import("./serve.ts");
  let serving: Awaited<ReturnType<typeof serve>>;
  try {
    serving = await serve(config, logger);
  } catch (err) {
    logger.error("could not start", { error: (err as Error).message });
    process.exit(1);
  }
  const stop = (signal: string) => {
    void serving.shutdown(signal).then(() => process.exit(0));
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // A worker whose primary is gone stops too.
  if (cluster.isWorker) cluster.worker!.on("disconnect", () => stop("disconnect"));
}

function runPrimary(config: ServerConfig, logger: Logger): void {
  // The workers accept their connections themselves from the shared socket (the OS
  // spreads them). Under node's default round-robin the primary accepts each
  // connection and hands it over: one handed to a worker as it dies is never
  // served, and the primary holds its socket until the client gives up. This
  // way a worker's death costs only the requests it had accepted.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  const restarts: number[] = [];
  const fork = () => cluster.fork();

  logger.info("starting workers", { workers: config.workers });
  for (let i = 0; i < config.workers; i++) fork();

  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info("stopped");
        process.exit(0);
      }
      return;
    }
    logger.error("worker died", { worker: worker.id, code, signal });
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > config.workers * 5) {
      logger.error("workers keep dying: giving up");
      process.exit(1);
    }
    fork();
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { reason: signal });
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill("SIGTERM");
    // Workers bound themselves by SHUTDOWN_TIMEOUT; this is the backstop.
    setTimeout(() => {
      logger.warn("workers did not stop in time: killing them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
