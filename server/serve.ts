import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createEngine } from "../index.ts";
import { createAPI } from "./app.ts";
import { createHttpServer } from "./limits.ts";
import { displayHost, type ServerConfig } from "./config.ts";
import type { Logger } from "./logger.ts";

export interface Serving {
  server: Server;
  /** Stops accepting connections and resolves once in-flight requests are answered (or the timeout cut them). */
  shutdown(reason: string): Promise<void>;
}

/**
 * Runs the API in this process: one engine, one HTTP server. On shutdown the
 * listener closes at once, requests in flight finish (their connections are
 * then closed), idle keep-alive connections are dropped, and whatever is
 * still open after `shutdownTimeoutMs` is cut.
 */
export async function serve(config: ServerConfig, logger: Logger): Promise<Serving> {
  /** From the shutdown signal on: readiness answers 503 (the listener may stay open for SHUTDOWN_DELAY). */
  let stopping = false;
  /** From the listener's closing on: every answer closes its connection. */
  let draining = false;
  // Once draining, every answer (even to a request that arrived before) closes its connection.
  const app = createAPI(createEngine(), { bodyLimit: config.bodyLimit, logger, isStopping: () => stopping, isDraining: () => draining });
  const server = createHttpServer(app, config, logger).listen({ port: config.port, host: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  logger.info("listening", {
    port,
    url: `http://${displayHost(config.host)}:${port}/v0`,
    body_limit: config.bodyLimit,
    headers_timeout_ms: config.headersTimeoutMs,
    keep_alive_timeout_ms: config.keepAliveTimeoutMs,
    body_timeout_ms: config.bodyTimeoutMs,
    body_min_rate: config.bodyMinRate,
  });

  let closing: Promise<void> | undefined;
  const shutdown = (reason: string): Promise<void> => {
    // Readiness turns 503 at once; the listener stays open for SHUTDOWN_DELAY so load balancers notice first.
    if (!stopping) logger.info("shutting down", { reason, ...(config.shutdownDelayMs > 0 ? { delay_ms: config.shutdownDelayMs } : {}) });
    stopping = true;
    closing ??= delay(config.shutdownDelayMs).then(drain);
    return closing;
  };
  const drain = (): Promise<void> =>
    new Promise<void>((resolve) => {
      draining = true;
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => {
        logger.warn("shutdown timeout: closing the remaining connections", { timeout_ms: config.shutdownTimeoutMs });
        server.closeAllConnections();
      }, config.shutdownTimeoutMs);
      sweep.unref();
      deadline.unref();
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        logger.info("stopped");
        resolve();
      });
      server.closeIdleConnections();
    });
  return { server, shutdown };
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
