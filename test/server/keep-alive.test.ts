/**
 * Kept-alive connections (server/limits.ts, KEEP_ALIVE_TIMEOUT): an idle one
 * is kept past HEADERS_TIMEOUT and past node's own 5 s, then closed without
 * a word; headers sent slowly are still cut within HEADERS_TIMEOUT of their
 * first byte, however long the connection idled before them. Short limits
 * here, so it runs fast; the tests run side by side.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, it } from "vitest";
import { createAPI } from "../../server/app.ts";
import { readConfig } from "../../server/config.ts";
import { createHttpServer, type ConnectionLimits } from "../../server/limits.ts";
import { testEngine } from "./helpers.ts";
import { hasWholeAnswer, openConnection, parseAnswer, type RawConnection } from "./raw-http.ts";

const HEADERS_TIMEOUT = 300;
/** Seconds beyond IDLE, so that a busy machine's late timers cannot close the connection before the test asks again. */
const KEEP_ALIVE_TIMEOUT = 6_000;
/** Longer than HEADERS_TIMEOUT, far shorter than KEEP_ALIVE_TIMEOUT. */
const IDLE = 2 * HEADERS_TIMEOUT + 200;
/** Node closes an idle connection 5 s after its last answer by default (and a second more, of its own). */
const BEYOND_NODE_DEFAULT = 6_500;

interface Listening {
  server: Server;
  port: number;
  connections: number;
}
let short: Listening;
let defaults: Listening;

async function listen(limits: ConnectionLimits): Promise<Listening> {
  const server = createHttpServer(createAPI(testEngine()), limits).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const listening = { server, port: (server.address() as AddressInfo).port, connections: 0 };
  server.on("connection", () => listening.connections++);
  return listening;
}

beforeAll(async () => {
  short = await listen({ headersTimeoutMs: HEADERS_TIMEOUT, keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT, bodyTimeoutMs: 10_000, bodyMinRate: 1024 });
  defaults = await listen(readConfig({}));
});
afterAll(async () => {
  for (const { server } of [short, defaults]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const GET = "GET /v0/ HTTP/1.1\r\nHost: x\r\n\r\n";

/** Sends a request on the connection and resolves with its answer, once whole. */
async function ask(c: RawConnection, request: string): Promise<ReturnType<typeof parseAnswer>> {
  const before = c.received().length;
  c.socket.write(request);
  const text = await c.until((received) => hasWholeAnswer(received.slice(before)));
  return parseAnswer(text.slice(before));
}

describe.concurrent("a kept-alive connection", () => {
  it("left idle longer than HEADERS_TIMEOUT, still serves its next request; idle for KEEP_ALIVE_TIMEOUT, it is closed without a word", async ({ expect }) => {
    const c = await openConnection(short.port);
    const first = await ask(c, GET);
    expect(first.status).toBe(200);
    expect(first.headers.connection).toBe("keep-alive");
    expect(first.headers["keep-alive"]).toBe(`timeout=${Math.floor(KEEP_ALIVE_TIMEOUT / 1000)}`);

    await sleep(IDLE);
    expect(c.isClosed()).toBe(false);
    const second = await ask(c, GET);
    expect(second.status).toBe(200);
    expect(second.rest).toBe(""); // nothing was written while it idled (a 408, say)

    const idleFrom = Date.now();
    const answered = c.received().length;
    await c.closed;
    expect(Date.now() - idleFrom).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT);
    expect(c.received().slice(answered)).toBe("");
  });

  it("whose next request's headers come slowly after a long idle is answered 408 within HEADERS_TIMEOUT of their first byte", async ({ expect }) => {
    const c = await openConnection(short.port);
    expect((await ask(c, GET)).status).toBe(200);
    await sleep(IDLE);
    const answered = c.received().length;
    // A byte every 20 ms: the whole headers would take some 10 s, beyond the keep-alive timeout, which each byte defers.
    const headers = `GET /v0/ HTTP/1.1\r\nHost: x\r\nX-Slowly: ${"y".repeat(480)}\r\n\r\n`;
    let sent = 0;
    const drip = setInterval(() => {
      if (!c.isClosed() && sent < headers.length) c.socket.write(headers[sent++]);
    }, 20);
    try {
      await c.closed;
    } finally {
      clearInterval(drip);
    }
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(headers.length); // cut while still sending them
    const refused = parseAnswer(c.received().slice(answered));
    expect(refused.status).toBe(408);
    expect(refused.headers.connection).toBe("close");
    expect(refused.body).toEqual({ code: 408, key: "input", message: "request not received in time", faults: [] });
  });

  it("with the default settings, left idle longer than node's own keep-alive, still serves its next request, raw or through fetch", async ({ expect }) => {
    const base = `http://127.0.0.1:${defaults.port}/v0/`;
    const c = await openConnection(defaults.port);
    const first = await ask(c, GET);
    expect(first.headers["keep-alive"]).toBe(`timeout=${readConfig({}).keepAliveTimeoutMs / 1000}`);
    expect((await (await fetch(base)).json()).name).toBe("bizdoc");

    await sleep(BEYOND_NODE_DEFAULT);
    expect(c.isClosed()).toBe(false);
    expect((await ask(c, GET)).status).toBe(200);
    expect((await (await fetch(base)).json()).name).toBe("bizdoc");
    // fetch asked again on the connection it had kept: no new one was opened
    expect(defaults.connections).toBe(2);
  });
});
