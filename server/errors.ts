import type { ErrorRequestHandler, RequestHandler } from "express";
import type { ServerResponse } from "node:http";
import { BizdocError, type ErrorBody } from "../engine/index.ts";
import { redact, type Logger } from "./logger.ts";
import { JSON_TYPE, sendBody } from "./send.ts";

/** An error the adapter itself raises, with an HTTP status the engine's keys do not cover (405, 413, 415). */
export class HttpError extends BizdocError {
  readonly httpStatus: number;
  readonly headers: Record<string, string>;

  constructor(httpStatus: number, message: string, headers: Record<string, string> = {}) {
    super("input", message);
    this.httpStatus = httpStatus;
    this.headers = headers;
  }

  override get status(): number {
    return this.httpStatus;
  }
}

/** The client went away before its request was complete: no answer can reach it. */
export class RequestAborted extends BizdocError {
  constructor() {
    super("input", "request aborted before its body was complete");
  }
}

/** An error in the one error shape, as JSON text; never a stack trace. */
export function errorText(err: BizdocError, status = err.status): string {
  const body: ErrorBody = { ...err.toJSON(), code: status };
  return JSON.stringify(body);
}

/** Sends an error in the one error shape. */
export function sendError(res: ServerResponse, err: BizdocError, status = err.status): void {
  res.statusCode = status;
  sendBody(res, JSON_TYPE, errorText(err, status));
}

/** Unknown routes answer 404 `not-found` in the same shape. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new BizdocError("not-found", `no route for ${req.method} ${req.path}`));
};

/**
 * Last error handler. Engine errors map by key, adapter errors by their own
 * status (413 and 415 close the connection: the app reads no more of the
 * body, and server/limits.ts drops what is still sent before closing it);
 * errors the router marks as the client's (a path that is not valid
 * percent-encoding) are 400 `input`. Anything else is a bug: logged
 * (redacted) with the request id, answered 500 `internal` with no detail
 * beyond that id.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (!answerError(err, res, logger, String(res.locals.requestId ?? ""), req.path)) next(err);
  };
}

/**
 * Answers `err` (see errorHandler) unless the answer has started: then it
 * is only logged, and false is returned (the connection cannot carry an
 * error any more).
 */
export function answerError(err: unknown, res: ServerResponse, logger: Logger, requestId: string, path: string): boolean {
  if (res.headersSent) {
    // A client's own failure here (it went away, or was cut off as too slow after its answer) is no bug.
    const level = err instanceof BizdocError && err.key !== "internal" ? "debug" : "error";
    logger[level]("error after the response started", { request_id: requestId, error: redact(String((err as Error | undefined)?.message ?? err)) });
    return false;
  }
  if (err instanceof HttpError) {
    for (const [name, value] of Object.entries(err.headers)) res.setHeader(name, value);
    if (err.status === 413 || err.status === 415) res.setHeader("Connection", "close");
    sendError(res, err);
    return true;
  }
  if (err instanceof RequestAborted) res.setHeader("Connection", "close");
  if (err instanceof BizdocError && err.key !== "internal") {
    sendError(res, err);
    return true;
  }
  const clientError = routerClientError(err);
  if (clientError) {
    sendError(res, clientError);
    return true;
  }
  logger.error("internal error", {
    request_id: requestId,
    method: res.req.method,
    path,
    error: redact(String((err as Error | undefined)?.message ?? err)),
    ...(err instanceof Error && err.stack ? { stack: redact(err.stack) } : {}),
  });
  sendError(res, new BizdocError("internal", `internal error; please report request ${requestId}`));
  return true;
}

/** Errors express's router gives a 4xx status (a path parameter that is not valid percent-encoding), in our shape. */
function routerClientError(err: unknown): BizdocError | undefined {
  if (!(err instanceof Error)) return undefined;
  const status = (err as { status?: unknown }).status;
  if (typeof status !== "number" || status < 400 || status > 499) return undefined;
  if (err instanceof URIError) return new BizdocError("input", "the request path is not valid percent-encoding");
  return new HttpError(status, "the request could not be read");
}
