/**
 * server/main.ts running WORKERS processes sharing the port through
 * node:cluster: metrics summed across workers, dead workers restarted (ever
 * more slowly), a worker's death costing only its own requests, and a worker
 * that cannot listen stopping the whole server.
 */
import { describe, expect, it } from "vitest";
import { MESSAGE as message, freePort, humanLines, occupy, serverProcesses, servingLine, sleep, slowPost } from "./server-process.ts";

// server/main.ts, bundled once for this file's processes (test/support/bundle.ts).
const start = serverProcesses();

describe("server/main.ts with WORKERS=2", () => {
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
    // The line for a person came once, from the primary, and not again for the replacement.
    expect(await humanLines(proc)).toEqual([servingLine(port)]);

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
});
