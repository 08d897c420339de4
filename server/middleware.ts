import type { Request, RequestHandler, Response } from "express";
import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable, Transform } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { performance } from "node:perf_hooks";
import { BizdocError, GOBL_VERSION, VERSION, stringifyJSON } from "../engine/index.ts";
import { HttpError, RequestAborted } from "./errors.ts";
import type { Logger } from "./logger.ts";

/** Headers a browser script may read from our answers. */
const EXPOSED = ["Allow", "ETag", "Bizdoc-Version", "GOBL-Version", "Server-Timing", "X-Request-Id", "Bizdoc-Format", "Bizdoc-Profile", "Bizdoc-Warnings", "Bizdoc-Warning-Count"].join(", ");
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Per-request timings, reported in `Server-Timing` (milliseconds). */
export interface Timings {
  start: number;
  marks: [name: string, ms: number][];
}

export function timings(res: Response): Timings {
  return res.locals.timings as Timings;
}

/** What is done once a request is answered in full: its metrics. */
export type RequestRecorder = (res: ServerResponse, seconds: number) => void;

/** What a request's end reports: its metrics and its access-log line. */
export interface RequestState {
  logger: Logger;
  record: RequestRecorder | undefined;
  /** The request's path for the access log ("" when the log does not take info lines). */
  path: string;
  requestId: string;
  timings: Timings;
}

/** The caller's `X-Request-Id` when it is a plain token, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The headers every counted answer carries: its request id, the versions, CORS for any origin. */
export function setCommonHeaders(res: ServerResponse, requestId: string): void {
  res.setHeader("X-Request-Id", requestId);
  res.setHeader("Bizdoc-Version", VERSION);
  res.setHeader("GOBL-Version", GOBL_VERSION);
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Expose-Headers", EXPOSED);
  res.setHeader("Timing-Allow-Origin", "*");
}

/** Whether the access log takes the request lines (info). */
export function logsRequests(logger: Logger): boolean {
  return logger.level === "debug" || logger.level === "info";
}

/** A request path as the access log keeps it: at most 256 characters. */
export function loggedPath(path: string): string {
  return path.length > 256 ? `${path.slice(0, 256)}…` : path;
}

/**
 * First on every request that is counted: a request id (the caller's
 * `X-Request-Id` when it is a plain token, else a new UUID), the version
 * headers, CORS for any origin, `Server-Timing` written with the headers
 * (see answerHeaders), refusals that need no body (417 for an expectation
 * the server cannot meet, 413 for a declared length over `bodyLimit`), and
 * when the answer ends its metrics (`record`) and one access-log line (never
 * with bodies, query strings or keys). One middleware, one listener per
 * request, no closures: this runs on every request.
 */
export function requestContext(logger: Logger, bodyLimit: number, record?: RequestRecorder): RequestHandler {
  const logs = logsRequests(logger);
  return (req, res, next) => {
    const start = performance.now();
    const requestId = requestIdOf(req);
    const locals = res.locals;
    const timings: Timings = { start, marks: [] };
    locals.requestId = requestId;
    locals.timings = timings;
    setCommonHeaders(res, requestId);
    if (logs || record) {
      // The path as routed now (express rewrites req.url inside mounted routers).
      const path = logs ? loggedPath(req.path) : "";
      locals.requestState = { logger, record, path, requestId, timings } satisfies RequestState;
      res.once("close", requestEnded);
    }
    next(unmetExpectation(req) ?? declaredLength(req, bodyLimit));
  };
}

/** The `close` listener of every request requestContext saw (`this` is its response). */
function requestEnded(this: Response): void {
  reportRequest(this, this.locals.requestState as RequestState);
}

/** What a request's end reports: metrics for an answer sent in full, then the access-log line. */
export function reportRequest(res: ServerResponse, { logger, record, path, requestId, timings }: RequestState): void {
  const ms = performance.now() - timings.start;
  if (record && res.writableFinished) record(res, ms / 1000);
  if (path === "") return;
  logger.info("request", {
    method: res.req.method,
    path,
    status: res.statusCode,
    duration_ms: round(ms),
    request_id: requestId,
    ...(res.writableFinished ? {} : { aborted: true }),
  });
}

/**
 * Installs, once per app, what every answer's headers get as they go out:
 * `Server-Timing` for a request requestContext saw, and `Connection: close`
 * while `closing()` says so (a server draining for shutdown). Set on the
 * app's response prototype rather than wrapped around each response.
 */
export function answerHeaders(responsePrototype: Response, closing: () => boolean = () => false): void {
  const writeHead = responsePrototype.writeHead;
  responsePrototype.writeHead = function (this: Response, ...args: unknown[]) {
    if (!this.headersSent) setFinalHeaders(this, this.locals?.timings as Timings | undefined, closing);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof responsePrototype.writeHead;
}

/** What an answer's headers get last: `Server-Timing` from `timings`, `Connection: close` while `closing()`. */
export function setFinalHeaders(res: ServerResponse, timings: Timings | undefined, closing: () => boolean): void {
  if (timings !== undefined) {
    let header = "";
    for (const [name, ms] of timings.marks) header += `${name};dur=${round(ms)}, `;
    res.setHeader("Server-Timing", `${header}total;dur=${round(performance.now() - timings.start)}`);
  }
  if (closing()) res.setHeader("Connection", "close");
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

/** Answers a CORS preflight (or a plain OPTIONS) for a path that allows `methods`. */
export function preflight(methods: string[]): RequestHandler {
  const allow = [...methods, "OPTIONS"].join(", ");
  return (req, res) => {
    const asked = req.get("access-control-request-headers");
    res.setHeader("Allow", allow);
    res.setHeader("Access-Control-Allow-Methods", allow);
    res.setHeader(
      "Access-Control-Allow-Headers",
      asked && /^[A-Za-z0-9!#$%&'*+.^_`|~,\s-]{1,1024}$/.test(asked) ? asked : "Content-Type, If-None-Match, X-Request-Id",
    );
    res.setHeader("Access-Control-Max-Age", "86400");
    res.status(204).end();
  };
}

/** 405 for a method a known path does not take, naming the ones it does in `Allow`. */
export function methodNotAllowed(methods: string[]): RequestHandler {
  const allow = [...methods, "OPTIONS"].join(", ");
  return (req, _res, next) => {
    next(new HttpError(405, `${req.method} is not allowed on ${req.baseUrl}${req.path}; use ${methods.filter((m) => m !== "HEAD").join(" or ")}`, { Allow: allow }));
  };
}

/** Whether a request comes with a body (chunked, or of a declared length other than 0). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length.trim() !== "0");
}

/** Whether a request's `Content-Length` declares a body of more than `limit` bytes. */
export function declaresMoreThan(req: IncomingMessage, limit: number): boolean {
  const length = req.headers["content-length"];
  return length !== undefined && Number(length) > limit;
}

/**
 * 413 for a request whose declared `Content-Length` is beyond `limit`,
 * whatever its path: the app reads nothing of the body, and the connection
 * is closed once the answer is out (see errorHandler, and server/limits.ts
 * for what becomes of the body still arriving).
 */
function declaredLength(req: Request, limit: number): HttpError | undefined {
  return declaresMoreThan(req, limit) ? new HttpError(413, `request body too large: ${req.headers["content-length"]} bytes declared, at most ${limit} accepted`) : undefined;
}

/** node:http's reading of `Expect`: what does not match this is an expectation the server cannot meet. */
const CONTINUE_EXPECTATION = /(?:^|\W)100-continue(?:$|\W)/i;

/**
 * 417 for an `Expect` other than `100-continue`, closing the connection. The
 * HTTP server of server/limits.ts hands such requests to the app for this
 * answer in the one error shape; a bare node:http server answers them itself.
 */
function unmetExpectation(req: Request): HttpError | undefined {
  const expectation = req.headers.expect;
  if (expectation === undefined || CONTINUE_EXPECTATION.test(expectation)) return undefined;
  return new HttpError(417, `cannot meet the expectation '${expectation.slice(0, 100)}': only 100-continue is supported`, { Connection: "close" });
}

/** `application/json`, alone or in UTF-8: what nearly every JSON request says it is. */
export const PLAIN_JSON = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-?8"?\s*)?$/i;

/** One decoder for every body (decoding a whole buffer keeps no state between calls); it drops a byte order mark and replaces invalid bytes. */
export const UTF8 = new TextDecoder("utf-8");

/** The content codings a body may come in, each with its decoder. */
const DECODERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  "x-gzip": createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/**
 * Reads a JSON request body as text (its numbers are parsed losslessly by
 * the handler): 415 unless it is `application/json` (or `+json`, or one of
 * `alsoAccepted`, such as XML for /convert) in UTF-8, or one of `binaryTypes`
 * (a PDF for /convert), kept as its bytes (a Uint8Array); 415 for another
 * type or a content coding other than gzip, deflate and br; 413 beyond `limit`
 * bytes (after any content decoding); 400 when it does not decode as its
 * `Content-Encoding` says. A refused body is not read further (its
 * connection closes after the answer). An absent body leaves `req.body`
 * undefined.
 */
export function jsonBody(limit: number, alsoAccepted: readonly string[] = [], binaryTypes: readonly string[] = []): RequestHandler {
  const accepted = ["application/json", "application/*+json", ...alsoAccepted, ...binaryTypes];
  return (req, res, next) => {
    if (!hasBody(req)) {
      req.body = undefined;
      return next();
    }
    const type = req.headers["content-type"] ?? "";
    // The usual case, told without parsing the media type (req.is) three times.
    const plainJSON = PLAIN_JSON.test(type);
    if (!plainJSON && !req.is(accepted)) {
      const wanted = alsoAccepted.length > 0 ? `application/json or ${alsoAccepted.join(" or ")}` : "application/json";
      return next(new HttpError(415, `request bodies must be ${wanted}${type ? `, not ${type.split(";")[0].trim().slice(0, 100)}` : ""}`));
    }
    // A binary body (a PDF) is kept as its bytes; a text body must be UTF-8.
    const binary = !plainJSON && binaryTypes.length > 0 && req.is(binaryTypes as string[]) !== false;
    const charset = plainJSON ? undefined : /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(type)?.[1]?.toLowerCase();
    if (!binary && charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
      return next(new HttpError(415, "request bodies must be UTF-8 JSON"));
    }
    const coding = (req.headers["content-encoding"] ?? "").trim().toLowerCase() || "identity";
    const decoder = coding === "identity" ? undefined : Object.hasOwn(DECODERS, coding) ? DECODERS[coding]() : undefined;
    if (coding !== "identity" && !decoder) {
      return next(new HttpError(415, `unsupported content encoding '${coding.slice(0, 40)}' (use gzip, deflate, br or none)`));
    }
    const start = performance.now();
    readBody(req, decoder, coding, limit).then(
      (bytes) => {
        timings(res).marks.push(["read", performance.now() - start]);
        req.body = binary ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) : UTF8.decode(bytes);
        next();
      },
      (err: unknown) => {
        timings(res).marks.push(["read", performance.now() - start]);
        next(err);
      },
    );
  };
}

/**
 * The body as UTF-8 text (a byte order mark dropped, invalid bytes replaced),
 * read through `decoder` when it is content-coded. Settles on the first of:
 * the end, the limit passed, a decoding failure, the client going away.
 */
export function readBody(req: IncomingMessage, decoder: Transform | undefined, coding: string, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const source: Readable = decoder ?? req;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (err?: Error) => {
      if (settled) return;
      settled = true;
      source.off("data", onData).off("end", onEnd).off("error", onError);
      req.off("close", onClose);
      if (decoder) {
        req.unpipe(decoder);
        decoder.on("error", () => undefined).destroy();
      }
      if (err) {
        req.pause(); // the rest is not worth reading
        reject(err);
      } else resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(new HttpError(413, `request body too large: more than ${limit} bytes`));
      else chunks.push(chunk);
    };
    const onEnd = () => settle();
    // The decoder fails on bytes that are not what Content-Encoding names (zlib's and brotli's own errors).
    const onError = () =>
      settle(decoder ? new HttpError(400, `the request body is not valid ${coding} data, as its Content-Encoding says`, { Connection: "close" }) : new RequestAborted());
    const onClose = () => {
      if (!req.complete) settle(new RequestAborted());
    };
    source.on("data", onData).on("end", onEnd).on("error", onError);
    req.on("close", onClose);
    if (decoder) req.pipe(decoder);
  });
}

/**
 * Whether If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2).
 * Evaluated here rather than with req.fresh, which ignores the condition when
 * the request also says `Cache-Control: no-cache`, as fetch() does whenever a
 * caller sets If-None-Match itself.
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/** A strong ETag for a body: a hash of its text, so every process serving the same text gives the same tag. */
export function strongETag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** An answer to reference queries: its JSON text and strong ETag, made once. */
interface Cached {
  body: string;
  etag: string;
  /** How many request keys lead to it. */
  keys: number;
}

/** Longest request key remembered; longer ones (odd spellings of a path) are answered without being kept. */
const MAX_KEY_LENGTH = 256;

/**
 * Reference data (schemas, regimes, addons, this API's description) never
 * changes while the process runs: each answer is serialised and hashed once,
 * served with `Cache-Control: public, max-age=86400` and an ETag, and
 * answered 304 when the caller already holds it. Only found values are kept.
 *
 * Keys come from requests, and many spellings name the same value
 * (`/regimes/es`, `/regimes/ES`, `/schemas//bill/invoice.json`): at most
 * `maxKeys` keys are remembered (least recently used dropped first), and
 * every key naming the same value shares one copy of its answer, so memory
 * stays bounded by the reference data itself, whatever the requests.
 */
export class ReferenceCache {
  private readonly byKey = new Map<string, Cached>();
  private readonly byTag = new Map<string, Cached>();

  constructor(private readonly maxKeys = 1000) {}

  /** How many keys and distinct answers are held. */
  get size(): { keys: number; answers: number } {
    return { keys: this.byKey.size, answers: this.byTag.size };
  }

  /** Sends the value `produce` gives for `key`; `undefined` means not found (404). */
  send(req: Request, res: Response, key: string, produce: () => unknown, notFound: () => BizdocError): void {
    let entry = this.byKey.get(key);
    if (entry) {
      this.byKey.delete(key); // most recently used goes last
      this.byKey.set(key, entry);
    } else {
      const value = produce();
      if (value === undefined) throw notFound();
      entry = this.remember(key, stringifyJSON(value));
    }
    res.setHeader("ETag", entry.etag);
    res.setHeader("Cache-Control", "public, max-age=86400");
    if (ifNoneMatch(req.get("if-none-match"), entry.etag)) {
      res.status(304).end();
      return;
    }
    res.status(200).type("application/json").send(entry.body);
  }

  private remember(key: string, body: string): Cached {
    const etag = strongETag(body);
    const entry = this.byTag.get(etag) ?? { body, etag, keys: 0 };
    if (key.length > MAX_KEY_LENGTH) return entry;
    if (this.byKey.size >= this.maxKeys) {
      const [oldest, dropped] = this.byKey.entries().next().value!;
      this.byKey.delete(oldest);
      if (--dropped.keys === 0) this.byTag.delete(dropped.etag);
    }
    entry.keys++;
    this.byKey.set(key, entry);
    this.byTag.set(etag, entry);
    return entry;
  }
}
