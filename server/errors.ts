import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { BizdocError, type ErrorBody } from "../engine/index.ts";
import { redact, type Logger } from "./logger.ts";

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

/** Sends an error in the one error shape; never a stack trace. */
export function sendError(res: Response, err: BizdocError, status = err.status): void {
  const body: ErrorBody = { ...err.toJSON(), code: status };
  res.status(status).type("application/json").send(JSON.stringify(body));
}

/** Unknown routes answer 404 `not-found` in the same shape. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new BizdocError("not-found", `no route for ${req.method} ${req.path}`));
};

/**
 * Last error handler. Engine errors map by key, adapter errors by their own
 * status; body-reading failures become 400/413/415 `input` errors. Anything
 * else is a bug: logged (redacted) with the request id, answered 500
 * `internal` with no detail beyond that id.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    const requestId = String(res.locals.requestId ?? "");
    if (res.headersSent) {
      logger.error("error after the response started", { request_id: requestId, error: redact(String(err?.message ?? err)) });
      return next(err);
    }
    if (err instanceof HttpError) {
      for (const [name, value] of Object.entries(err.headers)) res.setHeader(name, value);
      // The rest of an oversized or refused body is not worth reading.
      if (err.status === 413 || err.status === 415) res.setHeader("Connection", "close");
      return sendError(res, err);
    }
    if (err instanceof BizdocError && err.key !== "internal") return sendError(res, err);
    const bodyError = bodyReadError(err);
    if (bodyError) {
      // The rest of an oversized or refused body is not worth reading.
      if (bodyError.status === 413 || bodyError.status === 415) res.setHeader("Connection", "close");
      return sendError(res, bodyError);
    }
    logger.error("internal error", {
      request_id: requestId,
      method: req.method,
      path: req.path,
      error: redact(String(err?.message ?? err)),
      ...(err instanceof Error && err.stack ? { stack: redact(err.stack) } : {}),
    });
    sendError(res, new BizdocError("internal", `internal error; please report request ${requestId}`));
  };
}

/** body-parser's failures (they carry `type` and `status`), as errors in our shape. */
function bodyReadError(err: unknown): BizdocError | undefined {
  if (typeof err !== "object" || err === null || typeof (err as { type?: unknown }).type !== "string") return undefined;
  const { type, status } = err as { type: string; status?: number };
  switch (type) {
    case "entity.too.large":
      return new HttpError(413, "request body too large");
    case "encoding.unsupported":
      return new HttpError(415, "unsupported content encoding");
    case "charset.unsupported":
      return new HttpError(415, "request bodies must be UTF-8 JSON");
    case "request.aborted":
      return new BizdocError("input", "request aborted");
    case "request.size.invalid":
      return new BizdocError("input", "request body size does not match its Content-Length");
    default:
      return typeof status === "number" && status >= 400 && status < 500 ? new HttpError(status, "the request body could not be read") : undefined;
  }
}
