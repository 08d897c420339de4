/**
 * The HTTP server the API runs on, with bounds on how long a client may hold
 * a connection while it sends its request: headers within
 * `headersTimeoutMs` of the request's first byte, a body at no less than
 * `bodyMinRate` bytes per second over each `bodyTimeoutMs`, the whole
 * request within REQUEST_TIMEOUT. A request cut off is answered 408 in the
 * one error shape (when an answer can still be sent) and its connection is
 * closed. Between requests, an idle kept-alive connection is kept for
 * `keepAliveTimeoutMs`, then closed without a word. A body the app answers
 * before reading it (413 for a declared length over the limit, 415, ...) is
 * read and dropped, within bounds, before its connection closes, so that the
 * client gets to read the answer; a client announcing a body over the limit
 * with `Expect: 100-continue` is refused without being invited to send it.
 */
import { randomUUID } from "node:crypto";
import { STATUS_CODES, createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { GOBL_VERSION, VERSION } from "../engine/index.ts";
import { DEFAULT_KEEP_ALIVE_TIMEOUT, REQUEST_TIMEOUT } from "./config.ts";
import { HttpError, errorText } from "./errors.ts";
import { silentLogger, type Logger } from "./logger.ts";
import { declaresMoreThan, hasBody } from "./middleware.ts";

/** How far beyond the body limit a request answered before its body was read is still read, to be discarded (see drainBeforeClosing). */
export const DEFAULT_DRAIN_BEYOND_LIMIT_BYTES = 4 * 1024 * 1024;
/** The longest a connection is kept, once its early answer is written, to discard the rest of that body. */
export const DEFAULT_DRAIN_TIMEOUT_MS = 5_000;

export interface ConnectionLimits {
  /** Milliseconds a request's headers may take to arrive (`HEADERS_TIMEOUT`). */
  headersTimeoutMs: number;
  /** The period over which a body must deliver `bodyMinRate` bytes per second (`BODY_TIMEOUT`). */
  bodyTimeoutMs: number;
  /** Bytes per second a body must keep up (`BODY_MIN_RATE`). */
  bodyMinRate: number;
  /** Milliseconds an idle kept-alive connection is kept (`KEEP_ALIVE_TIMEOUT`; default 65 s). */
  keepAliveTimeoutMs?: number;
  /**
   * The app's body limit (`BODY_LIMIT`): a request announcing a larger body
   * with `Expect: 100-continue` gets no `100 Continue`. Without it, every
   * such request is invited to send its body (node's own behaviour).
   */
  bodyLimit?: number;
  /**
   * A request answered before its body was read is read (and what is left
   * discarded) up to `bodyLimit` plus this many bytes at most (default 4 MiB).
   */
  drainBeyondLimitBytes?: number;
  /** At most this many milliseconds are spent discarding them (default 5 s). */
  drainTimeoutMs?: number;
}

/** An HTTP server for `app` that cuts slow requests off (see the module comment). */
export function createHttpServer(app: RequestListener, limits: ConnectionLimits, logger: Logger = silentLogger): Server {
  const server = createServer(
    {
      // Not raised above keepAliveTimeout, as advice written for older versions of node says to do behind a load
      // balancer: there the headers timer ran on through the idle time between two requests, so a connection
      // idle longer than headersTimeout was cut while the balancer still counted on it. On node 20 (measured:
      // test/server/keep-alive.test.ts) it runs from a request's first byte (from a new connection's accepting)
      // and never while the connection idles; raising it would only give slow-header (slowloris) clients the
      // keep-alive time to send their headers.
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: Math.max(REQUEST_TIMEOUT, limits.headersTimeoutMs),
      // node checks those two timeouts on this interval (every 30 s by default, which would let them run long)
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
      // An idle connection is closed quietly when this runs out (node adds a second of its own, to be sure the
      // client, told `Keep-Alive: timeout=<this in seconds>`, gives it up first).
      keepAliveTimeout: limits.keepAliveTimeoutMs ?? DEFAULT_KEEP_ALIVE_TIMEOUT,
    },
    app,
  );
  const lingering = new WeakSet<Socket>();
  server.on("clientError", refuse(logger, lingering));
  answerExpectations(server, limits.bodyLimit);
  guardBodyRate(server, limits, logger);
  drainBeforeClosing(server, limits, lingering);
  return server;
}

/**
 * `Expect` headers. `100-continue` is met unless the body it announces is
 * over the limit: then the app answers 413 at once, and the client is spared
 * sending what would be refused (node's default sends `100 Continue` to
 * every such request first). Any other expectation goes to the app too
 * (node's default is a bare 417 that leaves the connection open), which
 * answers 417 in the one error shape and closes the connection.
 */
function answerExpectations(server: Server, bodyLimit: number | undefined): void {
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    if (bodyLimit === undefined || !declaresMoreThan(req, bodyLimit)) res.writeContinue();
    server.emit("request", req, res);
  });
  server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => {
    server.emit("request", req, res);
  });
}

/**
 * Node's own answers to requests that never reach the app (malformed HTTP,
 * headers too large, headers or the whole request too slow), in our error
 * shape and with our headers.
 */
function refuse(logger: Logger, lingering: WeakSet<Socket>): (err: NodeJS.ErrnoException, socket: Socket) => void {
  return (err, socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    // A connection whose answer is out already (one discarding the rest of a refused body) gets no second one.
    if (err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent || lingering.has(socket)) {
      socket.destroy();
      return;
    }
    // A connection that never sent a byte has no request to answer: closed without a word, as an idle
    // kept-alive one is. Whoever opened it ahead of use (a balancer's pool, a browser's preconnect) would
    // read a 408 written now as the answer to the request it sends next.
    if (err.code === "ERR_HTTP_REQUEST_TIMEOUT" && socket.bytesRead === 0) {
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
    if (req.complete || !hasBody(req)) return;
    // A body that came with its headers (most do) is whole once node has read the rest of that data, before
    // any microtask runs: only one still arriving then is watched (a timer per request costs every request).
    const arrived = req.socket.bytesRead;
    queueMicrotask(() => watchBody(req, res, arrived));
  });
  /** Checks the body's rate from here on, counting from `arrived` (the bytes read when its headers were). */
  const watchBody = (req: IncomingMessage, res: ServerResponse, arrived: number) => {
    if (req.complete || req.socket.destroyed) return;
    const socket = req.socket;
    let seen = arrived;
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
  };
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

/**
 * An answer given before its request's body was read (413, 415, a 400 for a
 * body that does not decode, 417, ...). When it closes the connection,
 * node:http closes it the moment the answer is written, while the client is
 * still sending: the client's next write meets a reset, which throws away
 * the answer waiting unread in its receive buffer, and the client reports a
 * broken pipe instead (Python's urllib and http.client, which send the whole
 * body before reading, always; Node's fetch mostly; curl at times). When it
 * keeps the connection, node:http reads and drops the rest of the body,
 * however long it goes on. So the rest of the body is read and discarded
 * here, and a connection to close is closed once that is done. The server
 * stays in charge: no request is read further than `drainBeyondLimitBytes`
 * past the body limit, the rest is waited for `drainTimeoutMs` at most (and
 * must come at the body's minimum rate, see guardBodyRate), and a client
 * sending more or longer than that has its connection cut.
 */
function drainBeforeClosing(server: Server, limits: ConnectionLimits, lingering: WeakSet<Socket>): void {
  const maxBytes = (limits.bodyLimit ?? 0) + (limits.drainBeyondLimitBytes ?? DEFAULT_DRAIN_BEYOND_LIMIT_BYTES);
  const maxMs = limits.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS;
  // First of the request listeners: the app may answer (and so end the response) before the others run.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.complete || !hasBody(req)) return;
    const socket = req.socket;
    // (a little of the body may be counted in already: it came with the headers)
    const requestStart = socket.bytesRead;
    let discarding = false;
    let closeWhenWhole = false;
    // node:http ends the connection of an answer saying `Connection: close` by calling this once the answer is
    // written (socket.end, then destroy as soon as that is flushed). Taken over for as long as the body is incomplete.
    const closeNow = socket.destroySoon;
    const closeAfterBody = () => {
      if (discarding && !req.complete) {
        lingering.add(socket);
        closeWhenWhole = true;
        return;
      }
      restore();
      closeNow.call(socket);
    };
    const restore = () => {
      if (socket.destroySoon === closeAfterBody) socket.destroySoon = closeNow;
    };
    socket.destroySoon = closeAfterBody;
    req.once("end", () => {
      restore();
      if (closeWhenWhole) closeNow.call(socket);
    });
    // The answer is complete and the body is not: from here on it is read to be dropped. Started before node's
    // own dropping (once the answer is flushed), which would read it unbounded and unseen.
    res.once("prefinish", () => {
      if (req.complete) return;
      discarding = true;
      const stop = () => {
        clearTimeout(timer);
        socket.off("close", stop);
      };
      const cut = () => {
        stop();
        socket.destroy();
      };
      const timer = setTimeout(cut, maxMs).unref();
      req.once("end", stop);
      // (taken off again when the body is whole: a kept-alive connection may see many such requests)
      socket.once("close", stop);
      req.on("data", () => {
        if (socket.bytesRead - requestStart > maxBytes) cut();
      });
      req.resume();
    });
  });
}
