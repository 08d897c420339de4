/**
 * server/main.ts as a real process: settings, graceful shutdown on SIGTERM,
 * and WORKERS processes sharing the port through node:cluster.
 */
import { request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { connect as connectSocket, createServer, type AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { bundledEntry } from "../support/bundle.ts";
import { hasWholeAnswer, openConnection, parseAnswer } from "./raw-http.ts";
import { killServerProcess, startServerProcess, type ServerProcess } from "./server-process.ts";

const running: ServerProcess[] = [];

// server/main.ts, bundled once for this file's processes (test/support/bundle.ts).
let serverEntry: string;
beforeAll(async () => {
  serverEntry = await bundledEntry("server/main.ts");
});

afterEach(() => {
  for (const p of running.splice(0)) killServerProcess(p);
});

function start(env: Record<string, string>): ServerProcess {
  const proc = startServerProcess(serverEntry, env);
  running.push(proc);
  return proc;
}

/** A POST whose body is sent in two halves, so it can be in flight on demand. */
function slowPost(port: number, path: string, body: string): { req: ClientRequest; finish(): void; response: Promise<{ res: IncomingMessage; text: string }> } {
  const half = Math.floor(body.length / 2);
  const req = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } });
  const response = new Promise<{ res: IncomingMessage; text: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (c) => (text += c)).on("end", () => resolve({ res, text }));
    });
    req.on("error", reject);
  });
  response.catch(() => undefined); // a test that stops early must not leave an unhandled rejection
  req.write(body.slice(0, half));
  req.flushHeaders();
  return { req, finish: () => req.end(body.slice(half)), response };
}

const message = JSON.stringify({ data: { $schema: "https://gobl.org/draft-0/note/message", content: "in flight MARKER-91c" } });
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("server/main.ts", () => {
  it("serves in-process with WORKERS=1 and lets in-flight requests finish on SIGTERM", async () => {
    const proc = start({});
    const { port } = await proc.waitFor((l) => l.msg === "listening");
    expect(port).toBeGreaterThan(0);
    const about = await fetch(`http://127.0.0.1:${port}/v0/`);
    expect(about.status).toBe(200);
    expect(about.headers.get("gobl-version")).toBe("v0.502.1");

    const slow = slowPost(port, "/v0/build", message);
    await proc.waitFor((l) => l.msg === "request" && l.path === "/v0/");
    await sleep(200);
    proc.child.kill("SIGTERM");
    await proc.waitFor((l) => l.msg === "shutting down");
    // No new connections once shutting down
    await expect(fetch(`http://127.0.0.1:${port}/v0/`)).rejects.toThrow();
    slow.finish();
    const { res, text } = await slow.response;
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe("close");
    expect(JSON.parse(text).content).toBe("in flight MARKER-91c");
    expect(await proc.exit).toEqual({ code: 0, signal: null });
    expect(proc.lines.at(-1)).toMatchObject({ msg: "stopped" });

    // Access logs: JSON lines without contents
    const access = proc.lines.filter((l) => l.msg === "request");
    expect(access.map((l) => [l.method, l.path, l.status])).toEqual([
      ["GET", "/v0/", 200],
      ["POST", "/v0/build", 200],
    ]);
    for (const l of access) expect(l).toMatchObject({ duration_ms: expect.any(Number), request_id: expect.any(String), pid: proc.child.pid });
    expect(JSON.stringify(proc.lines)).not.toContain("MARKER-91c");
  }, 180_000);

  it("with SHUTDOWN_DELAY, readiness is 503 at once while requests are still served, then the listener closes", async () => {
    const proc = start({ SHUTDOWN_DELAY: "1500" });
    const { port } = await proc.waitFor((l) => l.msg === "listening");
    const base = `http://127.0.0.1:${port}/v0`;
    expect((await fetch(`${base}/ready`, { headers: { connection: "close" } })).status).toBe(200);
    proc.child.kill("SIGTERM");
    await proc.waitFor((l) => l.msg === "shutting down" && l.delay_ms === 1500);
    const ready = await fetch(`${base}/ready`, { headers: { connection: "close" } });
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "stopping" });
    // New work is still answered during the delay.
    const build = await fetch(`${base}/build`, { method: "POST", headers: { "content-type": "application/json", connection: "close" }, body: message });
    expect(build.status).toBe(200);
    expect(await proc.exit).toEqual({ code: 0, signal: null });
    // Stopped only after the delay: the last line comes at least the delay after the signal's.
    const signalled = proc.lines.find((l) => l.msg === "shutting down")!;
    const stopped = proc.lines.at(-1)!;
    expect(stopped.msg).toBe("stopped");
    expect(Date.parse(stopped.time) - Date.parse(signalled.time)).toBeGreaterThanOrEqual(1400);
  }, 180_000);

  it("keeps idle connections for KEEP_ALIVE_TIMEOUT, yet stops on SIGTERM without waiting for them", async () => {
    const proc = start({ KEEP_ALIVE_TIMEOUT: "600000" });
    const listening = await proc.waitFor((l) => l.msg === "listening");
    expect(listening.keep_alive_timeout_ms).toBe(600_000);
    const idle = await openConnection(listening.port);
    idle.socket.write("GET /v0/ HTTP/1.1\r\nHost: x\r\n\r\n");
    const answer = parseAnswer(await idle.until(hasWholeAnswer));
    expect(answer.headers["keep-alive"]).toBe("timeout=600");
    const answered = idle.received().length;
    proc.child.kill("SIGTERM");
    // (SHUTDOWN_TIMEOUT's 25 s is the most a stop may wait; an idle connection must not make it wait that long)
    const stopped = await Promise.race([proc.exit, sleep(20_000).then(() => "still running" as const)]);
    expect(stopped).toEqual({ code: 0, signal: null });
    await idle.closed;
    expect(idle.received().slice(answered)).toBe(""); // closed without a word
  }, 180_000);

  it("cuts what is still open after SHUTDOWN_TIMEOUT", async () => {
    const proc = start({ SHUTDOWN_TIMEOUT: "300" });
    const { port } = await proc.waitFor((l) => l.msg === "listening");
    const stuck = slowPost(port, "/v0/build", message);
    await sleep(300);
    proc.child.kill("SIGTERM");
    // The request is never finished: the process can only end by cutting it, which it says it did.
    expect(await proc.exit).toEqual({ code: 0, signal: null });
    expect(proc.lines.some((l) => l.level === "warn" && /timeout/.test(l.msg))).toBe(true);
    stuck.req.destroy();
  }, 180_000);

  it("runs WORKERS processes sharing one port, whose /metrics sum every worker's figures, restarts a dead one, and stops them all on SIGTERM", async () => {
    const proc = start({ WORKERS: "2" });
    await proc.waitFor((l) => l.msg === "starting workers" && l.workers === 2);
    const first = await proc.waitFor((l) => l.msg === "listening");
    const second = await proc.waitFor((l) => l.msg === "listening" && l.worker !== first.worker);
    expect(second.port).toBe(first.port);
    expect(new Set([first.pid, second.pid, proc.child.pid]).size).toBe(3);
    const port = first.port as number;

    // Fresh connections until both workers have served some (the kernel picks the worker).
    let sent = 0;
    const servedBy = () => new Set(proc.lines.filter((l) => l.msg === "request" && l.path === "/v0/").map((l) => l.worker));
    while (sent < 20 || (servedBy().size < 2 && sent < 400)) {
      const res = await fetch(`http://127.0.0.1:${port}/v0/`, { headers: { connection: "close" } });
      expect(res.status).toBe(200);
      sent++;
    }
    await proc.waitFor(() => proc.lines.filter((l) => l.msg === "request" && l.path === "/v0/").length === sent);
    expect(servedBy().size).toBe(2);
    // GET /metrics on any worker answers the figures of every worker, summed.
    for (let ask = 0; ask < 4; ask++) {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { connection: "close" } });
      expect(res.status).toBe(200);
      const text = await res.text();
      const line = text.split("\n").find((l) => l.startsWith('bizdoc_http_requests_total{route="/v0/",method="GET",status="200"} '));
      expect(Number(line?.split(" ").at(-1))).toBe(sent);
    }

    // A worker that dies is replaced
    process.kill(first.pid, "SIGKILL");
    await proc.waitFor((l) => l.msg === "worker died");
    const replacement = await proc.waitFor((l) => l.msg === "listening" && l.pid !== first.pid && l.pid !== second.pid);
    expect(replacement.port).toBe(port);

    // In-flight work finishes during shutdown
    const slow = slowPost(port, "/v0/build", message);
    await sleep(300);
    proc.child.kill("SIGTERM");
    await proc.waitFor((l) => l.msg === "shutting down" && l.pid === proc.child.pid);
    await sleep(200);
    slow.finish();
    expect((await slow.response).res.statusCode).toBe(200);
    expect(await proc.exit).toEqual({ code: 0, signal: null });
    expect(proc.lines.at(-1)).toMatchObject({ msg: "stopped", pid: proc.child.pid });
  }, 240_000);

  it("a worker's death costs only its own in-flight requests: no connection is left hanging", async () => {
    const proc = start({ WORKERS: "2" });
    const first = await proc.waitFor((l) => l.msg === "listening");
    await proc.waitFor((l) => l.msg === "listening" && l.worker !== first.worker);
    const port = first.port as number;
    const url = `http://127.0.0.1:${port}/v0/build`;
    const body = JSON.stringify({ data: { $schema: "https://gobl.org/draft-0/note/message", content: "flow" } });
    // Far longer than any answer takes, even on a busy machine: only a connection nobody serves reaches it.
    const BOUND = 30_000;
    const outcomes: { at: number; outcome: "ok" | "failed" | "hung" }[] = [];
    /** One request on a fresh connection (so every one is a new accept), answered or failed within BOUND. */
    const once = async (): Promise<void> => {
      const at = Date.now();
      try {
        const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", connection: "close" }, body, signal: AbortSignal.timeout(BOUND) });
        await res.text();
        outcomes.push({ at, outcome: res.status === 200 ? "ok" : "failed" });
      } catch (err) {
        outcomes.push({ at, outcome: (err as Error).name === "TimeoutError" ? "hung" : "failed" });
      }
    };
    let flowing = true;
    const flow = Array.from({ length: 4 }, async () => {
      while (flowing) await once();
    });

    const alive = () => {
      const died = new Set(proc.lines.filter((l) => l.msg === "worker died").map((l) => l.worker));
      return proc.lines.filter((l) => l.msg === "listening" && l.worker !== undefined && !died.has(l.worker));
    };
    await sleep(300);
    let kills = 0;
    let lastDeath = 0;
    // (a worker takes seconds to start here, so two kills; before SCHED_NONE each one left a connection hanging)
    for (; kills < 2; kills++) {
      const victim = alive()[0];
      const listening = proc.lines.filter((l) => l.msg === "listening").length;
      process.kill(victim.pid, "SIGKILL");
      await proc.waitFor((l) => l.msg === "worker died" && l.worker === victim.worker);
      lastDeath = Date.now();
      // wait for its replacement, with requests still flowing
      await proc.waitFor((l) => l.msg === "listening" && proc.lines.filter((x) => x.msg === "listening").indexOf(l) >= listening);
      await sleep(200);
    }
    await sleep(500);
    flowing = false;
    await Promise.all(flow);
    // Then a burst on fresh connections: every one answered.
    await Promise.all(Array.from({ length: 20 }, () => once()));

    expect(outcomes.filter((o) => o.outcome === "hung")).toEqual([]);
    // Only requests a dying worker held may fail: a handful per kill, none once the kills are over.
    expect(outcomes.filter((o) => o.outcome === "failed").length).toBeLessThanOrEqual(4 * kills);
    const after = outcomes.filter((o) => o.at > lastDeath + 100);
    expect(after.length).toBeGreaterThanOrEqual(20);
    expect(after.every((o) => o.outcome === "ok")).toBe(true);
    // Requests were flowing while the workers died (however few a busy machine let through).
    expect(outcomes.filter((o) => o.at < lastDeath).length).toBeGreaterThan(0);
  }, 300_000);

  /** A listener holding `port` on 127.0.0.1 until closed. */
  async function occupy(port: number): Promise<{ close(): Promise<void> }> {
    const blocker = createServer();
    await new Promise<void>((resolve, reject) => {
      blocker.once("error", reject);
      blocker.listen(port, "127.0.0.1", resolve);
    });
    return { close: () => new Promise((resolve) => blocker.close(() => resolve())) };
  }

  it.each(["1", "2"])("with WORKERS=%s, a port already in use stops the server, non-zero, naming the port, without forking workers", async (workers) => {
    const port = await freePort();
    const blocker = await occupy(port);
    try {
      const proc = start({ WORKERS: workers, PORT: String(port) });
      const exited = await Promise.race([proc.exit, sleep(60_000).then(() => "still running" as const)]);
      expect(exited).not.toBe("still running");
      expect((exited as { code: number | null }).code).not.toBe(0);
      expect(proc.stderr.join("")).toContain(`port ${port} is already in use`);
      expect(proc.lines.find((l) => l.msg === "could not start")).toMatchObject({ port, error: expect.stringContaining(String(port)) });
      // Nothing was forked to fail in a loop.
      expect(proc.lines.some((l) => l.msg === "starting workers" || l.msg === "worker died")).toBe(false);
    } finally {
      await blocker.close();
    }
  }, 120_000);

  it("a worker that cannot listen stops the whole server instead of being restarted", async () => {
    const port = await freePort();
    const proc = start({ WORKERS: "2", PORT: String(port) });
    // The port is taken after the primary's own check, while the workers load the engine.
    await proc.waitFor((l) => l.msg === "starting workers");
    const blocker = await occupy(port);
    try {
      const exited = await Promise.race([proc.exit, sleep(90_000).then(() => "still running" as const)]);
      expect(exited).not.toBe("still running");
      expect((exited as { code: number | null }).code).toBe(78);
      expect(proc.stderr.join("")).toMatch(new RegExp(`port ${port} is already in use.*\\(worker \\d+\\)`));
      expect(proc.lines.filter((l) => l.msg === "restarting a worker")).toEqual([]);
    } finally {
      await blocker.close();
    }
  }, 150_000);

  it("restarts crashed workers ever more slowly", async () => {
    const proc = start({ WORKERS: "2" });
    const first = await proc.waitFor((l) => l.msg === "listening");
    await proc.waitFor((l) => l.msg === "listening" && l.worker !== first.worker);
    const delays: number[] = [];
    for (let kill = 0; kill < 3; kill++) {
      const died = new Set(proc.lines.filter((l) => l.msg === "worker died").map((l) => l.worker));
      const victim = proc.lines.find((l) => l.msg === "listening" && l.worker !== undefined && !died.has(l.worker))!;
      const restarts = proc.lines.filter((l) => l.msg === "restarting a worker").length;
      process.kill(victim.pid, "SIGKILL");
      const restart = await proc.waitFor((l) => l.msg === "restarting a worker" && proc.lines.filter((x) => x.msg === "restarting a worker").indexOf(l) === restarts);
      delays.push(restart.delay_ms);
      await proc.waitFor((l) => l.msg === "listening" && !proc.lines.some((d) => d.msg === "worker died" && d.worker === l.worker) && l.pid !== victim.pid && l.worker > victim.worker);
    }
    expect(delays[0]).toBeGreaterThan(0);
    expect(delays[1]).toBeGreaterThan(delays[0]);
    expect(delays[2]).toBeGreaterThan(delays[1]);
  }, 240_000);

  it.each([
    [{ WORKERS: "many" }, /WORKERS/],
    [{ WORKERS: "0" }, /WORKERS/],
    [{ PORT: "99999" }, /PORT/],
    [{ BODY_LIMIT: "lots" }, /BODY_LIMIT/],
    [{ LOG_LEVEL: "chatty" }, /LOG_LEVEL/],
    [{ SHUTDOWN_TIMEOUT: "-1" }, /SHUTDOWN_TIMEOUT/],
    [{ SHUTDOWN_DELAY: "soon" }, /SHUTDOWN_DELAY/],
    [{ HEADERS_TIMEOUT: "soon" }, /HEADERS_TIMEOUT/],
    [{ HEADERS_TIMEOUT: "0" }, /HEADERS_TIMEOUT/],
    [{ KEEP_ALIVE_TIMEOUT: "65s" }, /KEEP_ALIVE_TIMEOUT/],
    [{ BODY_TIMEOUT: "10s" }, /BODY_TIMEOUT/],
    [{ BODY_MIN_RATE: "fast" }, /BODY_MIN_RATE/],
    [{ BODY_MIN_RATE: "0" }, /BODY_MIN_RATE/],
  ])("refuses a bad setting %j with exit code 2", async (env, pattern) => {
    const proc = start(env);
    expect((await proc.exit).code).toBe(2);
    expect(proc.stderr.join("")).toMatch(pattern);
  }, 120_000);

  it("honours PORT, BODY_LIMIT, LOG_LEVEL, HEADERS_TIMEOUT, BODY_TIMEOUT and BODY_MIN_RATE", async () => {
    const port = await freePort();
    const proc = start({ PORT: String(port), BODY_LIMIT: "1kb", LOG_LEVEL: "warn", HEADERS_TIMEOUT: "400", BODY_TIMEOUT: "400", BODY_MIN_RATE: "2kb" });
    const base = `http://127.0.0.1:${port}/v0`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const up = await fetch(`${base}/`).then((r) => r.status === 200, () => false);
      if (up) break;
      if (Date.now() > deadline) throw new Error(`server did not come up; stderr: ${proc.stderr.join("")}`);
      await sleep(100);
    }
    const small = await fetch(`${base}/build`, { method: "POST", headers: { "content-type": "application/json" }, body: message });
    expect(small.status).toBe(200);
    const big = await fetch(`${base}/build`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ data: { content: "x".repeat(2000) } }) });
    expect(big.status).toBe(413);

    // Headers, and a body slower than 2 KiB per second, are cut off after the 400 ms configured: well before the
    // defaults' 10 s (the bound says which limit cut them, however busy the machine, not how fast it is).
    for (const [sent, status] of [["POST /v0/build HTTP/1.1\r\nHost: x\r\n", 408], ["POST /v0/build HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 900\r\n\r\n{", 408]] as const) {
      const socket = connectSocket(port, "127.0.0.1");
      let received = "";
      socket.setEncoding("utf8").on("data", (c: string) => (received += c)).on("error", () => undefined);
      const t0 = Date.now();
      socket.write(sent);
      await new Promise((resolve) => socket.once("close", resolve));
      expect(Date.now() - t0).toBeLessThan(9_000);
      expect(received).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(JSON.parse(received.slice(received.indexOf("\r\n\r\n") + 4))).toMatchObject({ code: status, key: "input" });
    }
    proc.child.kill("SIGTERM");
    expect((await proc.exit).code).toBe(0);
    expect(proc.lines).toEqual([]); // nothing below warn
  }, 180_000);
});
