import express from "express";
import type { RequestListener } from "node:http";
import { BizdocError, type Engine } from "../engine/index.ts";
import { DEFAULT_BODY_LIMIT, parseSize } from "./config.ts";
import { findAssetsDir } from "./assets.ts";
import { withDirectOperations } from "./direct.ts";
import { docsRoutes } from "./docs.ts";
import { errorHandler, notFound } from "./errors.ts";
import { healthRoutes } from "./health.ts";
import { createLogger, type Logger } from "./logger.ts";
import { answerHeaders, requestContext } from "./middleware.ts";
import type { McpHttpOptions } from "./mcp/http.ts";
import { createMetrics, metricsHandler, requestRecorder, type Metrics } from "./metrics.ts";
import { playgroundRoutes } from "./playground.ts";
import { v0Routes } from "./routes.ts";

export interface AppOptions {
  /** Largest accepted request body, in bytes or a size string such as "5mb" (default 5 MiB). */
  bodyLimit?: number | string;
  /** Where access and error logs go (default: JSON lines on stdout at LOG_LEVEL, silent under vitest). */
  logger?: Logger;
  /** The built static assets (playground, API reference renderer); default: dist/public when built. */
  assetsDir?: string;
  /** Where request, operation and fault figures go (default: a registry of this app's own). */
  metrics?: Metrics;
  /** Whether the server is shutting down (readiness then answers 503). */
  isStopping?: () => boolean;
  /** Whether every answer closes its connection (a server draining its connections to stop). */
  isDraining?: () => boolean;
}

/**
 * The API as the server runs it: the JSON document operations' plain
 * requests answered directly (server/direct.ts), everything else by the
 * express app (createApp), both with the same logger, metrics and limits.
 */
export function createAPI(engine: Engine, options: AppOptions = {}): RequestListener {
  const logger = options.logger ?? defaultLogger();
  const metrics = options.metrics ?? createMetrics();
  const bodyLimit = bodyLimitOf(options);
  const app = createApp(engine, { ...options, logger, metrics, bodyLimit });
  return withDirectOperations(engine, app, { bodyLimit, logger, metrics, isDraining: options.isDraining });
}

/**
 * The REST adapter: each handler reads the request, calls one engine
 * operation and maps its result or error. No document logic lives here.
 */
export function createApp(engine: Engine, options: AppOptions = {}): express.Express {
  const logger = options.logger ?? defaultLogger();
  const bodyLimit = bodyLimitOf(options);

  const assetsDir = options.assetsDir ?? findAssetsDir();

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false); // reference data carries its own strong ETags; operation results are never cached
  app.set("query parser", "simple");
  answerHeaders(app.response, options.isDraining);

  const metrics = options.metrics ?? createMetrics();

  // Probes and scrapes come first: neither logged nor counted.
  app.use(healthRoutes(engine, options.isStopping ?? (() => false)));
  app.get("/metrics", metricsHandler(metrics));
  // Then every request is counted and logged; a body declared beyond the limit is refused before anything reads it, on any path.
  app.use(requestContext(logger, bodyLimit, requestRecorder(metrics)));
  // The MCP endpoint reads its own body, so it goes before the REST routes and their body parsing.
  app.use("/v0/mcp", lazyMcpHandler(engine, { maxBodySize: bodyLimit, logError: (message, fields) => logger.error(message, fields) }));
  app.use("/v0/docs", docsRoutes(assetsDir));
  app.use("/v0", v0Routes(engine, { bodyLimit, metrics }));
  app.use(playgroundRoutes(assetsDir));
  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}

function bodyLimitOf(options: AppOptions): number {
  return typeof options.bodyLimit === "string" ? parseSize(options.bodyLimit, "bodyLimit") : (options.bodyLimit ?? DEFAULT_BODY_LIMIT);
}

function defaultLogger(): Logger {
  const level = process.env.LOG_LEVEL?.trim().toLowerCase();
  if (level === undefined || level === "") return createLogger({ level: process.env.VITEST ? "silent" : "info" });
  return createLogger({ level: (["debug", "info", "warn", "error", "silent"] as const).find((l) => l === level) ?? "info" });
}

/**
 * The MCP endpoint, loaded on its first request: the MCP SDK and zod (about
 * 25 MiB and a good part of a worker's start) are only paid for by servers
 * that are asked MCP questions.
 */
function lazyMcpHandler(engine: Engine, options: McpHttpOptions): express.RequestHandler {
  let loading: Promise<express.RequestHandler> | undefined;
  let loaded: express.RequestHandler | undefined;
  return (req, res, next) => {
    // Once loaded, called straight away, like any middleware.
    if (loaded) return loaded(req, res, next);
    loading ??= import("./mcp/http.ts").then(
      ({ mcpHandler }) => (loaded = mcpHandler(engine, options)),
      (err: Error) => {
        // An optional peer missing: said plainly, on this endpoint only; the REST API keeps serving.
        throw new BizdocError("internal", `the MCP endpoint is not available: ${err.message} (it needs @modelcontextprotocol/sdk and zod installed)`);
      },
    );
    loading
      .then((handler) => {
        // The request may have been answered meanwhile (a body timeout, say): nothing left to do.
        if (res.headersSent || res.writableEnded) return;
        return handler(req, res, next);
      })
      .catch(next);
  };
}
