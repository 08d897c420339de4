/** How the API writes a whole answer: shared by the routes and the error handler. */
import type { ServerResponse } from "node:http";

/**
 * Sends a whole answer of `type` as express's res.send would for it (the
 * length counted once, no body for HEAD), in one write with the headers and
 * without res.send's passes over the type and the freshness of the answer:
 * for answers that are never cached (operation results, errors).
 */
export function sendBody(res: ServerResponse, type: string, body: string): void {
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  if (res.req.method === "HEAD") res.end();
  else res.end(body);
}

/** The media type of JSON answers, as express's res.type("application/json") spells it. */
export const JSON_TYPE = "application/json; charset=utf-8";
