/**
 * The direct path (server/direct.ts) answers the JSON document operations'
 * plain requests without express: every request here goes to the API as the
 * server runs it and to the express app alone, and both must answer alike:
 * status, headers, body, the access-log line and the metrics. The requests
 * the direct path leaves to express are checked to reach it.
 */
import { readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { withDirectOperations } from "../../server/direct.ts";
import { createHttpServer } from "../../server/limits.ts";
import { createLogger } from "../../server/logger.ts";
import { createMetrics, type Metrics } from "../../server/metrics.ts";
import { readConfig } from "../../server/config.ts";
import { testEngine } from "./helpers.ts";

const LIMIT = 64 * 1024;
const invoice = JSON.parse(readFileSync(new URL("../../bench/fixtures/invoice-es-simplified.json", import.meta.url), "utf8"));

interface Side {
  server: Server;
  port: number;
  logs: Record<string, any>[];
  metrics: Metrics;
  /** Requests that reached the express app. */
  fallbacks: number;
}

let draining = false;
let direct: Side;
let express: Side;

async function start(withDirect: boolean): Promise<Side> {
  const logs: Record<string, any>[] = [];
  const logger = createLogger({ level: "debug", write: (line) => logs.push(JSON.parse(line)) });
  const metrics = createMetrics();
  const options = { bodyLimit: LIMIT, logger, metrics, isDraining: () => draining };
  const app = createApp(testEngine(), options);
  const side = { logs, metrics, fallbacks: 0 } as Side;
  const toApp: RequestListener = (req, res) => {
    side.fallbacks++;
    app(req, res);
  };
  const listener = withDirect ? withDirectOperations(testEngine(), toApp, options) : toApp;
  side.server = createHttpServer(listener, { ...readConfig({}), bodyLimit: LIMIT }, logger).listen(0, "127.0.0.1");
  await new Promise((resolve) => side.server.once("listening", resolve));
  side.port = (side.server.address() as AddressInfo).port;
  return side;
}

beforeAll(async () => {
  [direct, express] = await Promise.all([start(true), start(false)]);
});
afterAll(async () => {
  for (const side of [direct, express]) {
    side.server.closeAllConnections();
    await new Promise((resolve) => side.server.close(resolve));
  }
});

interface Sent {
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Sent in chunks, with no Content-Length. */
  chunked?: boolean;
}

interface Received {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(side: Side, { path, body, headers = {}, chunked = false }: Sent): Promise<Received> {
  return new Promise((resolve, reject) => {
    const all: Record<string, string | number> = { "content-type": "application/json", "x-request-id": "direct-test", ...headers };
    if (body !== undefined && !chunked) all["content-length"] = Buffer.byteLength(body);
    const req = httpRequest({ host: "127.0.0.1", port: side.port, method: "POST", path, headers: all, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    if (body !== undefined && chunked) {
      const bytes = Buffer.from(body);
      const half = Math.floor(bytes.length / 2);
      req.write(bytes.subarray(0, half));
      req.end(bytes.subarray(half));
    } else req.end(body);
  });
}

/** What must be equal: the headers but the date and the durations, the body but what is new on every build (uuids, digests, signatures). */
function comparable({ status, headers, body }: Received): unknown {
  const { date: _date, "keep-alive": _keepAlive, ...rest } = headers;
  const timing = String(rest["server-timing"] ?? "").replace(/dur=[\d.]+/g, "dur=*");
  let parsed: unknown = body;
  try {
    parsed = JSON.parse(body, (key, value) => (["uuid", "val", "sigs"].includes(key) ? "*" : value));
  } catch {
    // not JSON: compared as text
  }
  const length = rest["content-length"] === undefined ? undefined : "*";
  return { status, headers: { ...rest, "server-timing": timing, "content-length": length }, body: parsed };
}

async function both(sent: Sent): Promise<[Received, Received]> {
  const before = [direct.fallbacks, express.fallbacks];
  const answers = [await send(direct, sent), await send(express, sent)] as [Received, Received];
  expect(express.fallbacks - before[1]).toBe(1);
  return answers;
}

const json = (value: unknown) => JSON.stringify(value);
const withUUID = { ...invoice, uuid: "0190f7a6-8d1e-7c3a-a2f5-9b1d4c6e8a20" };

/** Plain JSON requests to the six operations: the direct path answers them, as express does. */
const directCases: [string, Sent][] = [
  ["a build", { path: "/v0/build", body: json({ data: withUUID }) }],
  ["a build into an envelope", { path: "/v0/build", body: json({ data: withUUID, envelop: true }) }],
  ["a build with a field no schema has (a warning)", { path: "/v0/build", body: json({ data: { ...withUUID, custmer: {} } }) }],
  ["a strict build refused for it", { path: "/v0/build", body: json({ data: { ...withUUID, custmer: {} }, strict: true }) }],
  ["a document refused by its rules", { path: "/v0/build", body: json({ data: { ...withUUID, currency: "XYZ" } }) }],
  ["a member the operation does not take", { path: "/v0/build", body: json({ data: withUUID, envelope: true }) }],
  ["a member of the wrong type", { path: "/v0/build", body: json({ data: withUUID, type: 5 }) }],
  ["no data", { path: "/v0/build", body: json({ data: null }) }],
  ["not an object", { path: "/v0/build", body: "[1, 2]" }],
  ["not JSON", { path: "/v0/build", body: '{"data": {' }],
  ["nested too deep", { path: "/v0/build", body: `{"data":${"[".repeat(300)}${"]".repeat(300)}}` }],
  ["a byte order mark and bytes that are not UTF-8", { path: "/v0/build", body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json({ data: { ...withUUID, notes: [{ text: "\u00ff" }] } }).replace("\u00ff", "#")), Buffer.from([0xff])]) }],
  ["a body sent in chunks", { path: "/v0/build", body: json({ data: withUUID }), chunked: true }],
  ["a chunked body over the limit", { path: "/v0/build", body: json({ data: withUUID, template: { notes: [{ text: "x".repeat(LIMIT) }] } }), chunked: true }],
  ["a charset in the media type", { path: "/v0/build", body: json({ data: withUUID }), headers: { "content-type": "Application/JSON; charset=UTF-8" } }],
  ["a validation", { path: "/v0/validate", body: json({ data: withUUID }) }],
  ["a validation that fails", { path: "/v0/validate", body: json({ data: { $schema: invoice.$schema } }) }],
  ["a correction's schema", { path: "/v0/correct", body: json({ data: withUUID, schema: true }) }],
  ["a correction", { path: "/v0/correct", body: json({ data: withUUID, options: { credit: true } }) }],
  ["a replication", { path: "/v0/replicate", body: json({ data: withUUID }) }],
  ["a signature without a key", { path: "/v0/sign", body: json({ data: withUUID }) }],
  ["a verification of no envelope", { path: "/v0/verify", body: json({ data: withUUID }) }],
];

/** Requests the direct path leaves to express. */
const expressCases: [string, Sent][] = [
  ["a query string", { path: "/v0/build?strict=true", body: json({ data: withUUID }) }],
  ["another spelling of the path", { path: "/v0/build/", body: json({ data: withUUID }) }],
  ["a gzipped body", { path: "/v0/build", body: gzipSync(json({ data: withUUID })), headers: { "content-encoding": "gzip" } }],
  ["another media type", { path: "/v0/build", body: json({ data: withUUID }), headers: { "content-type": "text/plain" } }],
  ["a JSON media type of its own", { path: "/v0/build", body: json({ data: withUUID }), headers: { "content-type": "application/ld+json" } }],
  ["a body declared over the limit", { path: "/v0/build", body: json({ data: withUUID, template: { notes: [{ text: "x".repeat(LIMIT) }] } }) }],
  ["no body", { path: "/v0/build" }],
  ["an XML body", { path: "/v0/validate", body: "<Invoice/>", headers: { "content-type": "application/xml" } }],
  ["an operation answered in XML", { path: "/v0/convert", body: json({ data: withUUID, format: "ubl" }) }],
];

describe("the direct path", () => {
  it.each(directCases)("answers %s as the express app does, without it", async (_name, sent) => {
    const before = direct.fallbacks;
    const [ours, theirs] = await both(sent);
    expect(direct.fallbacks).toBe(before);
    expect(comparable(ours)).toEqual(comparable(theirs));
  });

  it.each(expressCases)("leaves %s to the express app", async (_name, sent) => {
    const before = direct.fallbacks;
    const [ours, theirs] = await both(sent);
    expect(direct.fallbacks).toBe(before + 1);
    expect(comparable(ours)).toEqual(comparable(theirs));
  });

  it("signs and verifies as express does", async () => {
    const keys = JSON.parse((await both({ path: "/v0/keygen" }))[1].body);
    const signed = await both({ path: "/v0/sign", body: json({ data: withUUID, privatekey: keys.private }) });
    expect(signed[0].status).toBe(200);
    expect(comparable(signed[0])).toEqual(comparable(signed[1]));
    const envelope = JSON.parse(signed[0].body);
    const verified = await both({ path: "/v0/verify", body: json({ data: envelope, publickey: keys.public }) });
    expect(verified[0]).toMatchObject({ status: 200 });
    expect(comparable(verified[0])).toEqual(comparable(verified[1]));
  });

  it("closes the connection while the server drains, as express does", async () => {
    draining = true;
    try {
      const [ours, theirs] = await both({ path: "/v0/build", body: json({ data: withUUID }) });
      expect(ours.headers.connection).toBe("close");
      expect(comparable(ours)).toEqual(comparable(theirs));
    } finally {
      draining = false;
    }
  });

  it("writes the same access-log lines and metrics", async () => {
    const requestLines = (side: Side) => side.logs.filter((line) => line.msg === "request").map(({ time: _t, duration_ms: _d, ...line }) => line);
    expect(requestLines(direct).length).toBeGreaterThan(directCases.length);
    expect(requestLines(direct)).toEqual(requestLines(express));
    const figures = async (side: Side) =>
      (await side.metrics.registry.metrics())
        .split("\n")
        .filter((line) => /^bizdoc_(http_requests_total|operation_duration_seconds_count|faults_total)\{/.test(line));
    const ours = await figures(direct);
    expect(ours.some((line) => line.startsWith('bizdoc_http_requests_total{route="/v0/build",method="POST",status="200"}'))).toBe(true);
    expect(ours).toEqual(await figures(express));
  });
});
