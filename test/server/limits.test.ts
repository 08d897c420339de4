/**
 * server/limits.ts: slow headers and slow bodies are cut off (408 in the one
 * error shape, connection closed), with short limits configured; healthy
 * requests, however slow within the limits, are served.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAPI } from "../../server/app.ts";
import { createHttpServer } from "../../server/limits.ts";
import { createLogger } from "../../server/logger.ts";
import { testEngine } from "./helpers.ts";
import { hasWholeAnswer, openConnection, parseAnswer as parse } from "./raw-http.ts";

const WINDOW = 300;
/**
 * Cut off within this long: well before the defaults' 10 s, so the bound
 * says which limit cut a request (the 300 ms configured here), however busy
 * the machine, not how fast it is.
 */
const BEFORE_DEFAULTS = 9_000;
const RATE = 1024; // bytes per second: at least 307 bytes per window
const LIMIT = 64 * 1024;

let server: Server;
let port: number;
const logs: Record<string, any>[] = [];
const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);

beforeAll(async () => {
  const logger = createLogger({ level: "debug", write: (line) => logs.push(JSON.parse(line)) });
  const app = createAPI(testEngine(), { bodyLimit: LIMIT, logger });
  server = createHttpServer(app, { headersTimeoutMs: WINDOW, bodyTimeoutMs: WINDOW, bodyMinRate: RATE }, logger).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  process.on("warning", onWarning);
});
afterAll(async () => {
  process.off("warning", onWarning);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectShape(body: any, status: number): void {
  expect(body).toMatchObject({ code: status, key: "input", message: expect.any(String), faults: [] });
  expect(Object.keys(body).sort()).toEqual(["code", "faults", "key", "message"]);
}

const head = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${length}\r\n\r\n`;
/** A build request for a message of `content` characters. */
const payload = (content: number) => JSON.stringify({ data: { $schema: "https://gobl.org/draft-0/note/message", content: "x".repeat(content) } });

describe("slow headers", () => {
  it("headers that never finish are answered 408 and the connection closed", async () => {
    const c = await openConnection(port);
    c.socket.write("POST /v0/build HTTP/1.1\r\nHost: x\r\n");
    const ms = await c.closed;
    expect(ms).toBeLessThan(BEFORE_DEFAULTS);
    const res = parse(c.received());
    expect(res.status).toBe(408);
    expect(res.headers.connection).toBe("close");
    expect(res.headers["bizdoc-version"]).toBeDefined();
    expectShape(res.body, 408);
  });

  it("a connection that sends nothing is closed too, without a word (it has no request to answer)", async () => {
    const c = await openConnection(port);
    expect(await c.closed).toBeLessThan(BEFORE_DEFAULTS);
    expect(c.received()).toBe("");
  });

  it("headers too large are answered 431 in the same shape", async () => {
    const c = await openConnection(port);
    c.socket.write(`GET /v0/ HTTP/1.1\r\nHost: x\r\nX-Big: ${"x".repeat(20_000)}\r\n\r\n`);
    await c.closed;
    const res = parse(c.received());
    expect(res.status).toBe(431);
    expectShape(res.body, 431);
  });

  it("malformed HTTP is answered 400 in the same shape", async () => {
    const c = await openConnection(port);
    c.socket.write("NOT HTTP AT ALL\r\n\r\n");
    await c.closed;
    const res = parse(c.received());
    expect(res.status).toBe(400);
    expectShape(res.body, 400);
  });
});

describe("slow bodies", () => {
  it.each(["/v0/build", "/v0/mcp"])("a body that stalls is answered 408 and cut off (%s)", async (path) => {
    const c = await openConnection(port);
    c.socket.write(head(path, 1000) + "x".repeat(10));
    const ms = await c.closed;
    expect(ms).toBeLessThan(BEFORE_DEFAULTS);
    const res = parse(c.received());
    expect(res.status).toBe(408);
    expect(res.headers.connection).toBe("close");
    expect(res.headers["x-request-id"]).toBeDefined();
    expectShape(res.body, 408);
    expect(res.body.message).toMatch(/too slow/);
  });

  it("a stalled body nobody reads (answered already) is cut off too", async () => {
    const c = await openConnection(port);
    c.socket.write(head("/v0/nowhere", 1000) + "x".repeat(10));
    expect(await c.closed).toBeLessThan(BEFORE_DEFAULTS);
    expect(parse(c.received()).status).toBe(404);
  });

  it("a body dribbled below the minimum rate is cut off", async () => {
    const c = await openConnection(port);
    c.socket.write(head("/v0/build", 5000));
    let sent = 0;
    const drip = setInterval(() => {
      if (!c.socket.destroyed && sent < 4000) c.socket.write("x".repeat(10)), (sent += 10); // 200 bytes per second
    }, 50);
    const ms = await c.closed;
    clearInterval(drip);
    expect(ms).toBeLessThan(BEFORE_DEFAULTS);
    expect(parse(c.received()).status).toBe(408);
  });

  it("a body that keeps the rate is served, however many periods it takes", async () => {
    const body = payload(9000);
    const c = await openConnection(port);
    c.socket.write(head("/v0/build", Buffer.byteLength(body)));
    for (let i = 0; i < body.length; i += 600) {
      c.socket.write(body.slice(i, i + 600)); // 600 bytes per 50 ms: 12 KB per second over some 3 periods
      await sleep(50);
    }
    for (let i = 0; i < 100 && !c.received().includes("\r\n\r\n{"); i++) await sleep(50);
    c.socket.destroy();
    const res = parse(c.received());
    expect(res.status).toBe(200);
    expect(res.body.content).toHaveLength(9000);
  });

  it("a declared length beyond the body limit is answered at once, before the body comes, and its connection closed", async () => {
    const c = await openConnection(port);
    c.socket.write(head("/v0/build", 1024 ** 3) + "{");
    // nothing more is sent: the answer cannot be waiting for the body
    const res = parse(await c.until(hasWholeAnswer));
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe("close");
    expectShape(res.body, 413);
    expect(await c.closed).toBeLessThan(BEFORE_DEFAULTS);
  });
});

describe("afterwards", () => {
  it("keep-alive connections carry many requests with bodies, without piling up listeners", async () => {
    const body = payload(200);
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/v0/validate`, { method: "POST", headers: { "content-type": "application/json" }, body });
      expect(res.status).toBe(200);
      await res.text();
    }
    await sleep(2 * WINDOW);
    expect(warnings.filter((w) => /MaxListeners/.test(w))).toEqual([]);
  });

  it("nothing was logged as an error, and each cut was logged", () => {
    expect(logs.filter((l) => l.level === "error")).toEqual([]);
    // (the fifth: the body declared beyond the limit, waited for after its 413 until it proved too slow)
    expect(logs.filter((l) => l.msg === "request body too slow: connection cut").length).toBe(5);
    expect(logs.filter((l) => l.msg === "request" && l.status === 408).length).toBe(3);
    expect(logs.filter((l) => l.msg === "request refused").map((l) => l.status)).toEqual(expect.arrayContaining([408, 400, 431]));
  });
});
