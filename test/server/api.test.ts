import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, startServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let api: Client;
let base: string;

beforeAll(async () => {
  server = await startServer({ bodyLimit: 64 * 1024 });
  api = await Client.for(server);
  base = server.base;
});

afterAll(() => server.close());

/** Posts through the client, so every answer is also checked against openapi.json. */
const post = async (path: string, body: string, type = "application/json") => {
  const answer = await api.post(path, body, { "content-type": type });
  return { status: answer.status, json: async () => answer.body };
};

describe("REST API", () => {
  it("GET /v0/ describes the service", async () => {
    const res = await api.get("/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: "bizdoc", description: expect.any(String), version: expect.any(String), gobl: "v0.502.1" });
  });

  it("POST /v0/build builds a document", async () => {
    const res = await post("/build", JSON.stringify({ data: { $schema: "https://gobl.org/draft-0/tax/identity", country: "ES", code: "B-986.026.42" } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ $schema: "https://gobl.org/draft-0/tax/identity", country: "ES", code: "B98602642" });
  });

  it("keeps the exact text of numbers in the request", async () => {
    const res = await post(
      "/build",
      '{"data": {"$schema": "https://gobl.org/draft-0/org/party", "name": "X", "registration": {"capital": 3000.50, "currency": "EUR"}}}',
    );
    expect((await res.json()).registration.capital).toBe("3000.50");
  });

  it("answers malformed JSON with 400 input, without a stack trace", async () => {
    const res = await post("/build", '{"data": {');
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ code: 400, key: "input", faults: [] });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    expect(server.logs.filter((l) => l.level === "error")).toEqual([]);
  });

  it("answers a missing data member with 400 input", async () => {
    const res = await post("/build", '{"type": "note/message"}');
    expect(res.status).toBe(400);
    expect((await res.json()).key).toBe("input");
  });

  it("answers an unknown $schema with 422 unknown-schema, and keeps serving", async () => {
    const res = await post("/build", JSON.stringify({ data: { $schema: "https://example.com/not-a-schema" } }));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 422, key: "unknown-schema" });
    expect((await fetch(`${base}/`)).status).toBe(200);
  });

  it("answers validation faults with 422 and property paths", async () => {
    const res = await post("/build", JSON.stringify({ data: { $schema: "https://gobl.org/draft-0/note/message" } }));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ key: "validation", faults: [{ code: "GOBL-NOTE-MESSAGE-01", properties: ["$.content"] }] });
  });

  it("answers a body over the limit with 413", async () => {
    const res = await post("/build", JSON.stringify({ data: { $schema: "https://gobl.org/draft-0/note/message", content: "x".repeat(100_000) } }));
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe(413);
  });

  it("answers unknown routes with 404 not-found", async () => {
    const res = await api.get("/nowhere");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, key: "not-found" });
  });
});
