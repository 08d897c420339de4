/**
 * The API's most frequent requests answered straight on node:http: a POST
 * of a JSON body to one of the JSON document operations (`/v0/build`,
 * `/validate`, `/correct`, `/replicate`, `/sign`, `/verify`). Express's
 * routing and request decoration cost more CPU time per request than
 * building a whole invoice does (measured: docs/benchmarks.md), so these
 * requests skip them; every other request, and every one of these that is
 * unusual in any way (another media type, a content coding, an `Expect`,
 * a query string, a body declared over the limit, ...), goes to the
 * express app. Both run the same functions (server/operations.ts, the
 * request context of server/middleware.ts, server/errors.ts), and
 * test/server/direct.test.ts checks that they answer alike.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { stringifyJSON, type Engine } from "../engine/index.ts";
import { answerError } from "./errors.ts";
import type { Logger } from "./logger.ts";
import type { Metrics } from "./metrics.ts";
import { PLAIN_JSON, UTF8, declaresMoreThan, hasBody, loggedPath, logsRequests, readBody, reportRequest, requestIdOf, setCommonHeaders, setFinalHeaders, type RequestRecorder, type RequestState, type Timings } from "./middleware.ts";
import { jsonOperations, observationOf, readRequest, runOperation, type JSONOperation } from "./operations.ts";
import { JSON_TYPE, sendBody } from "./send.ts";

export interface DirectOptions {
  bodyLimit: number;
  logger: Logger;
  metrics?: Metrics;
  /** Whether every answer closes its connection (a server draining its connections to stop). */
  isDraining?: () => boolean;
}

/** One operation as the direct path runs it. */
interface Route {
  name: string;
  path: string;
  operation: JSONOperation;
  /** Its metrics, under the route's pattern as the express routes name it. */
  record: RequestRecorder | undefined;
}

/**
 * A request listener answering the JSON document operations' plain requests
 * itself and handing every other request to `app`.
 */
export function withDirectOperations(engine: Engine, app: RequestListener, options: DirectOptions): RequestListener {
  const { bodyLimit, logger, metrics } = options;
  const closing = options.isDraining ?? (() => false);
  const observation = observationOf(engine, metrics);
  const logs = logsRequests(logger);
  const routes = new Map<string, Route>();
  for (const [name, operation] of Object.entries(jsonOperations(engine))) {
    const path = `/v0/${name}`;
    const record: RequestRecorder | undefined = metrics && ((res, seconds) => metrics.recordRequest(path, "POST", res.statusCode, seconds));
    routes.set(path, { name, path, operation, record });
  }

  const answer = async (req: IncomingMessage, res: ServerResponse, route: Route, state: RequestState) => {
    const { timings } = state;
    try {
      const start = performance.now();
      let bytes: Buffer;
      try {
        bytes = await readBody(req, undefined, "identity", bodyLimit);
      } finally {
        timings.marks.push(["read", performance.now() - start]);
      }
      const request = readRequest(UTF8.decode(bytes), { members: route.operation.members });
      const result = await runOperation(route.name, route.operation.run, request, res, timings, observation);
      res.setHeader("Cache-Control", "no-store");
      const body = stringifyJSON(result);
      setFinalHeaders(res, timings, closing);
      sendBody(res, JSON_TYPE, body);
    } catch (err) {
      if (!res.headersSent) setFinalHeaders(res, timings, closing);
      if (!answerError(err, res, logger, state.requestId, route.path)) res.destroy();
    }
  };

  return (req, res) => {
    const route = req.method === "POST" ? routes.get(req.url ?? "") : undefined;
    if (route === undefined || !plainJSONRequest(req, bodyLimit)) return app(req, res);
    const requestId = requestIdOf(req);
    const state: RequestState = { logger, record: route.record, path: logs ? loggedPath(req.url!) : "", requestId, timings: { start: performance.now(), marks: [] } satisfies Timings };
    setCommonHeaders(res, requestId);
    if (logs || route.record) res.once("close", () => reportRequest(res, state));
    void answer(req, res, route, state);
  };
}

/**
 * A request the direct path answers as the express app would: a UTF-8 JSON
 * body, not content-coded, with no expectation, not declared over the
 * limit. Anything else (including the refusals) is the app's to answer.
 */
function plainJSONRequest(req: IncomingMessage, bodyLimit: number): boolean {
  const headers = req.headers;
  return (
    hasBody(req) &&
    PLAIN_JSON.test(headers["content-type"] ?? "") &&
    headers["content-encoding"] === undefined &&
    headers.expect === undefined &&
    !declaresMoreThan(req, bodyLimit)
  );
}
