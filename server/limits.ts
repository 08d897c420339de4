/**
 * The HTTP server the API runs on, with bounds on how long a client may hold
 * a connection while it sends its request: headers within
 * `headersTimeoutMs`, a body at no less than `bodyMinRate` bytes per second
 * over each `bodyTimeoutMs`, the whole request within REQUEST_TIMEOUT. A
 * request cut off is answered 408 in the one error shape (when an answer can
 * still be sent) and its connection is closed. Bodies declared beyond the
 * body limit never get this far: the app refuses them at once (413).
 */
import { randomUUID } from "node:crypto";
import { STATUS_CODES, createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { GOBL_VERSION, VERSION } from "../engine/index.ts";
import { REQUEST_TIMEOUT } from "./config.ts";
import { HttpError, errorText } from "./errors.ts";
import { silentLogger, type Logger } from "./logger.ts";

export interface ConnectionLimits {
  /** Milliseconds a request's headers may take to arrive (`HEADERS_TIMEOUT`). */
  headersTimeoutMs: number;
  /** The period over which a body must deliver `bodyMinRate` bytes per second (`BODY_TIMEOUT`). */
  bodyTimeoutMs: number;
  /** Bytes per second a body must keep up (`BODY_MIN_RATE`). */
  bodyMinRate: number;
}

/** An HTTP server for `app` that cuts slow requests off (see the module comment). */
export function createHttpServer(app: RequestListener, limits: ConnectionLimits, logger: Logger = silentLogger): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: Math.max(REQUEST_TIMEOUT, limits.headersTimeoutMs),
      // node checks those two timeouts on this interval (every 30 s by default, which would let them run long)
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
    app,
  );
  server.on("clientError", refuse(logger));
  guardBodyRate(server, limits, logger);
  return server;
}

/**
 * Node's own answers to requests that never reach the app (malformed HTTP,
 * headers too large, headers or the whole request too slow), in our error
 * shape and with our headers.
 */
function refuse(logger: Logger): (err: NodeJS.ErrnoException, socket: Socket) => void {
  return (err, socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, message] =
      err.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "request not received in time"]
        : err.code === "HPE_HEADER_OVERFLOW"
          ? [431, "request headers too large"]
          : [400, "malformed HTTP request"];
    const body = errorText(new HttpError(status, message));
    const requestId = randomUUID();
    logger.info("request refused", { status, reason: err.code ?? "error", request_id: requestId });
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
      `X-Request-Id: ${requestId}`,
      `Bizdoc-Version: ${VERSION}`,
      `GOBL-Version: ${GOBL_VERSION}`,
      "Access-Control-Allow-Origin: *",
    ];
    socket.end(`${head.join("\r\n")}\r\n\r\n${body}`, () => socket.destroy());
    setTimeout(() => socket.destroy(), 1000).unref(); // a client that reads nothing does not keep it
  };
}

/**
 * Watches each request body as it arrives (the socket's byte count, so
 * nothing is taken from whoever reads the body): a body that delivers fewer
 * than `bodyMinRate × bodyTimeoutMs` bytes over a period of `bodyTimeoutMs`
 * is cut off. A stalled body is thus cut within two periods.
 */
function guardBodyRate(server: Server, { bodyTimeoutMs, bodyMinRate }: ConnectionLimits, logger: Logger): void {
  const least = (bodyMinRate * bodyTimeoutMs) / 1000;
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.complete || !expectsBody(req)) return;
    const socket = req.socket;
    let seen = socket.bytesRead;
    const stop = () => {
      clearInterval(timer);
      req.off("end", stop).off("close", stop);
    };
    const check = () => {
      if (req.complete || socket.destroyed) return stop();
      const read = socket.bytesRead;
      if (read - seen >= least) {
        seen = read;
        return;
      }
      stop();
      logger.info("request body too slow: connection cut", { method: req.method, path: req.url?.split("?")[0]?.slice(0, 256), request_id: res.getHeader("x-request-id") });
      cutOff(res, socket, `request body too slow: less than ${bodyMinRate} bytes per second over ${bodyTimeoutMs} ms`);
    };
    // Checked after the loop's next poll, so bytes that arrived while it was busy are counted first.
    const timer = setInterval(() => setImmediate(check), bodyTimeoutMs).unref();
    req.once("end", stop).once("close", stop);
  });
}

function expectsBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length.trim() !== "0");
}

/** Answers 408 if no answer has started, then closes the connection. */
function cutOff(res: ServerResponse, socket: Socket, message: string): void {
  if (res.headersSent) {
    socket.destroy();
    return;
  }
  const body = errorText(new HttpError(408, message));
  res.statusCode = 408;
  res.setHeader("Content-Type", "application/json");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.setHeader("Connection", "close");
  res.end(body, () => socket.destroy());
  setTimeout(() => socket.destroy(), 1000).unref(); // a client that reads nothing does not keep it
}
