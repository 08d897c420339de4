/**
 * Prometheus metrics (prom-client): requests by route, method and status,
 * engine operation time by document type, faults by rule code, and the
 * process and event-loop metrics prom-client collects. Recording is a few
 * map lookups when a response finishes; the text is only made when
 * /metrics is asked for.
 *
 * Under node:cluster each worker keeps its own registry; the worker that is
 * asked for /metrics asks the primary, which gathers every worker's figures
 * (prom-client's AggregatorRegistry) and answers with their sum (or the
 * aggregation prom-client defines for the metric).
 */
import cluster from "node:cluster";
import type { RequestHandler, Request, Response } from "express";
import type { RequestRecorder } from "./middleware.ts";
import promClient from "prom-client";
import { BizdocError, type Fault } from "../engine/index.ts";
import { askPrimary } from "./cluster-metrics.ts";

const { AggregatorRegistry, Counter, Histogram, Registry, collectDefaultMetrics } = promClient;

/** Request, operation and fault metrics of one server process. */
export interface Metrics {
  readonly registry: InstanceType<typeof Registry>;
  /** Counts a finished request and its duration under its route's pattern (never the raw path). */
  recordRequest(route: string, method: string, status: number, seconds: number): void;
  /** Times an engine operation (`build`, `validate`, ...) on a document kind (`bill/invoice`). */
  recordOperation(operation: string, documentType: string, seconds: number): void;
  /** Counts the faults of a refused document by rule code. */
  recordFaults(faults: readonly Fault[]): void;
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "bizdoc_http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: "bizdoc_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const operationDuration = new Histogram({
    name: "bizdoc_operation_duration_seconds",
    help: "Time the engine spent on an operation, by operation and document type.",
    labelNames: ["operation", "type"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const faults = new Counter({
    name: "bizdoc_faults_total",
    help: "Faults found in refused documents, by rule code ('none' for faults without one).",
    labelNames: ["code"] as const,
    registers: [registry],
  });
  return {
    registry,
    recordRequest(route, method, status, seconds) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      requestDuration.observe(labels, seconds);
    },
    recordOperation(operation, documentType, seconds) {
      operationDuration.observe({ operation, type: documentType }, seconds);
    },
    recordFaults(list) {
      for (const fault of list) faults.inc({ code: fault.code ?? "none" });
    },
  };
}

/** Methods kept as labels; anything else (a client's invention) counts as OTHER. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * How every request is recorded when its answer ends (requestContext calls
 * it). The route label is the pattern the route kept in `res.locals.route`
 * or that express matched (`/v0/regimes/:code`), or the mount point that
 * answered, or `unmatched`: label values stay a small fixed set whatever
 * paths clients send.
 */
export function requestRecorder(metrics: Metrics): RequestRecorder {
  return (answer, seconds) => {
    // Answers to requests the express app saw: its request and response.
    const res = answer as Response;
    const req = res.req;
    metrics.recordRequest(routeLabel(req, res), METHODS.has(req.method) ? req.method : "OTHER", res.statusCode, seconds);
  };
}

function routeLabel(req: Request, res: Response): string {
  if (typeof res.locals.route === "string") return res.locals.route;
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === "string") return `${req.baseUrl}${route.path}`;
  if (res.statusCode === 404 || req.baseUrl === "") return "unmatched";
  return req.baseUrl;
}

/**
 * `GET /metrics`: this process's registry, or under node:cluster every
 * worker's, gathered by the primary (server/cluster-metrics.ts).
 */
export function metricsHandler(metrics: Metrics): RequestHandler {
  if (cluster.isWorker) {
    // Answer the primary's collection requests with this worker's registry.
    AggregatorRegistry.setRegistries([metrics.registry]);
    new AggregatorRegistry();
  }
  return (_req, res, next) => {
    const gathered = cluster.isWorker ? askPrimary() : metrics.registry.metrics().then((text) => ({ text, contentType: metrics.registry.contentType }));
    gathered.then(
      ({ text, contentType }) => {
        res.setHeader("Cache-Control", "no-store");
        res.type(contentType).send(text);
      },
      (err: Error) => next(new BizdocError("unavailable", `metrics are not available right now: ${err.message}`)),
    );
  };
}
