/** Liveness and readiness probes: cheap answers, never logged, readiness off while stopping. */
import { afterEach, describe, expect, it } from "vitest";
import { startServer, testEngine, type TestServer } from "./helpers.ts";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("GET /v0/health and /v0/ready", () => {
  it("answers ok and ready, uncached, and writes no access-log line for either", async () => {
    server = await startServer();
    for (const [path, status] of [["/health", "ok"], ["/ready", "ready"]] as const) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ status });
      expect((await fetch(`${server.base}${path}`, { method: "HEAD" })).status).toBe(200);
    }
    // An ordinary request is logged: the probes are the exception, not a silent logger.
    await fetch(`${server.base}/`);
    const logged = server.logs.filter((line) => line.msg === "request").map((line) => line.path);
    expect(logged).toEqual(["/v0/"]);
  });

  it("readiness is 503 while the server is shutting down; liveness stays 200", async () => {
    let stopping = false;
    server = await startServer({ isStopping: () => stopping });
    expect((await fetch(`${server.base}/ready`)).status).toBe(200);
    stopping = true;
    const res = await fetch(`${server.base}/ready`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "stopping" });
    expect((await fetch(`${server.base}/health`)).status).toBe(200);
  });

  it("readiness is 503 when the engine does not answer", async () => {
    const engine = testEngine();
    const failing = Object.create(engine, { regimeList: { value: () => { throw new Error("broken"); } } });
    server = await startServer({ engine: failing });
    const res = await fetch(`${server.base}/ready`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "engine-failing" });
  });

  it("other methods are 405 in the error shape, naming GET", async () => {
    server = await startServer();
    const res = await fetch(`${server.base}/health`, { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("GET");
    expect(await res.json()).toMatchObject({ code: 405, key: "input", message: expect.stringContaining("GET") });
  });
});
