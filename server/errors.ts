import type { ErrorRequestHandler, RequestHandler } from "express";
import { BizdocError, asBizdocError, type ErrorBody } from "../engine/index.ts";

/** Sends an error in the one error shape; never a stack trace. */
export function sendError(res: Parameters<RequestHandler>[1], err: BizdocError, status = err.status): void {
  const body: ErrorBody = { ...err.toJSON(), code: status };
  res.status(status).json(body);
}

/** Unknown routes answer 404 `not-found` in the same shape. */
export const notFound: RequestHandler = (req, res) => {
  sendError(res, new BizdocError("not-found", `no route for ${req.method} ${req.path}`));
};

/**
 * Last error handler: body-parser failures become `input` errors with their
 * HTTP status (413 too large, 415 wrong type); engine errors map by key; the
 * rest is a bug, logged with the request id and answered as `internal`.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const status = typeof err?.status === "number" ? err.status : typeof err?.statusCode === "number" ? err.statusCode : undefined;
  if (err instanceof BizdocError) return sendError(res, err);
  if (err?.type === "entity.too.large") return sendError(res, new BizdocError("input", "request body too large"), 413);
  if (err?.type === "encoding.unsupported" || err?.type === "charset.unsupported") {
    return sendError(res, new BizdocError("input", "unsupported request body encoding"), 415);
  }
  if (status && status >= 400 && status < 500) return sendError(res, new BizdocError("input", String(err.message ?? "bad request")), status);
  const internal = asBizdocError(err);
  console.error(JSON.stringify({ level: "error", request_id: res.locals.requestId, message: internal.message }));
  sendError(res, new BizdocError("internal", "internal error"));
};
