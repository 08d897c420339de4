/**
 * server/main.ts as a real process in one worker: its settings, refused
 * when malformed and honoured otherwise, graceful shutdown on SIGTERM, and a
 * port in use. Several workers: cluster.test.ts.
 */
import { connect as connectSocket } from "node:net";
import { describe, expect, it } from "vitest";
import { hasWholeAnswer, openConnection, parseAnswer } from "./raw-http.ts";
import { MESSAGE as message, freePort, humanLines, occupy, serverProcesses, servingLine, sleep, slowPost } from "./server-process.ts";

// server/main.ts, bundled once for this file's processes (test/support/bundle.ts).
const start = serverProcesses();

describe("server/main.ts", () => {
  it("serves in-process with WORKERS=1 and lets in-flight requests finish on SIGTERM", async () => {
    const proc = start({});
    const { port } = await proc.waitFor((l) => l.msg === "listening");
    expect(port).toBeGreaterThan(0);
    // Beside the JSON log on stdout, one line on stderr for a person: where the API, the playground and the reference are.
    expect(await humanLines(proc)).toEqual([servingLine(port)]);
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
    expect(await humanLines(proc)).toEqual([servingLine(port)]);
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
