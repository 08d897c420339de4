import { request as httpRequest } from "node:http";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BizdocError, type Engine } from "../../engine/index.ts";
import { Client, invoice, message, startServer, testEngine, type TestServer } from "./helpers.ts";

const LIMIT = 64 * 1024;
let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startServer({ bodyLimit: LIMIT });
  api = await Client.for(server);
});
afterAll(() => server.close());

function expectError(res: { status: number; body: any; text: string }, status: number, key: string): void {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ code: status, key, message: expect.any(String), faults: expect.any(Array) });
  expect(Object.keys(res.body).sort()).toEqual(["code", "faults", "key", "message"]);
  expect(res.text).not.toMatch(/\bat .*\.(ts|js):\d+/);
}

/** A raw HTTP exchange, for bodies fetch() will not send (lying lengths, chunked streams). */
function raw(path: string, headers: Record<string, string | number>, chunks: (string | Buffer)[]): Promise<{ status: number; body: string }> {
  const url = new URL(`${server.base}${path}`);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe("400 input", () => {
  it("malformed JSON", async () => {
    for (const body of ['{"data": {', "{data: 1}", '{"data": 1}}', "nul", '{"data": "\\u12"}']) {
      const res = await api.post("/build", body);
      expectError(res, 400, "input");
      expect(res.body.message).toMatch(/JSON/);
    }
  });

  it("no data member, a null one, or a body that is not an object", async () => {
    for (const body of ['{"type": "note/message"}', '{"data": null}', "[]", '"data"', "42", "null", ""]) {
      const res = await api.post("/build", body, { "content-type": "application/json" });
      expectError(res, 400, "input");
    }
    for (const path of ["/validate", "/correct", "/replicate", "/sign", "/verify"]) expectError(await api.post(path, {}), 400, "input");
  });

  it("no body at all", async () => {
    const res = await api.request("POST", "/validate");
    expectError(res, 400, "input");
    expect(res.body.message).toMatch(/empty/);
  });

  it.each([
    ["/build", { envelop: "yes" }, "envelop"],
    ["/build", { envelop: 1 }, "envelop"],
    ["/build", { type: 5 }, "type"],
    ["/build", { template: "x" }, "template"],
    ["/build", { template: [] }, "template"],
    ["/correct", { options: 3 }, "options"],
    ["/correct", { options: [] }, "options"],
    ["/correct", { options: { type: "credit-note" }, schema: "true" }, "schema"],
    ["/sign", { privatekey: "x" }, "privatekey"],
    ["/sign", { envelop: "true" }, "envelop"],
    ["/verify", { publickey: 1 }, "publickey"],
  ])("a request member of the wrong type: %s %j", async (path, members, member) => {
    const res = await api.post(path, { data: invoice(), ...members });
    expectError(res, 400, "input");
    expect(res.body.message).toContain(`'${member}'`);
    expect(res.body.faults).toEqual([{ properties: [`$.${member}`], description: expect.any(String) }]);
  });

  it("a bad key", async () => {
    expectError(await api.post("/sign", { data: invoice(), privatekey: { kty: "RSA", n: "x", e: "AQAB" } }), 400, "input");
    expectError(await api.post("/verify", { data: (await api.post("/build", { data: message(), envelop: true })).body, publickey: { kty: "EC" } }), 400, "input");
  });

  it("null members count as absent", async () => {
    const res = await api.post("/build", { data: message(), template: null, type: null, envelop: null });
    expect(res.status).toBe(200);
  });

  it("nesting too deep, refused before parsing, and the server stays up", async () => {
    const deep = `{"data": ${"[".repeat(30_000)}${"]".repeat(30_000)}}`;
    const res = await api.post("/build", deep);
    expectError(res, 400, "input");
    expect(res.body.message).toMatch(/nested/);
    // A document deeper than the engine's 64 levels, but shallow enough to parse
    let doc: unknown = "x";
    for (let i = 0; i < 80; i++) doc = { a: doc };
    expectError(await api.post("/build", { data: { ...message(), meta: doc } }), 400, "input");
    // Brackets inside strings do not count
    const res2 = await api.post("/build", { data: message("[[[[{{{{".repeat(100)) });
    expect(res2.status).toBe(200);
    expect((await api.get("/")).status).toBe(200);
  });

  it("a huge flat document within the limit is handled cleanly", async () => {
    const lines = Array.from({ length: 400 }, () => ({ quantity: "1", item: { name: "x", price: "1.00" }, taxes: [{ cat: "VAT", rate: "general" }] }));
    const res = await api.post("/build", { data: { ...invoice(), lines } });
    expect(res.status).toBe(200);
    expect(res.body.lines).toHaveLength(400);
  });
});

describe("a body that does not match its Content-Encoding", () => {
  const plain = JSON.stringify({ data: message() });
  it.each([
    ["gzip", Buffer.from(plain)],
    ["br", Buffer.from(plain)],
    ["deflate", Buffer.from(plain)],
    ["gzip", gzipSync(plain).subarray(0, 12)], // cut short
    ["gzip", brotliCompressSync(plain)],
  ])("%s with other bytes is 400 input, not 500", async (coding, bytes) => {
    const before = server.logs.filter((l) => l.level === "error").length;
    const res = await raw("/build", { "content-type": "application/json", "content-encoding": coding, "content-length": bytes.length }, [bytes]);
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({ code: 400, key: "input", message: expect.stringContaining(coding), faults: [] });
    expect(Object.keys(body).sort()).toEqual(["code", "faults", "key", "message"]);
    expect(server.logs.filter((l) => l.level === "error").length).toBe(before);
  });

  it.each([
    ["gzip", gzipSync(plain)],
    ["x-gzip", gzipSync(plain)],
    ["GZIP", gzipSync(plain)],
    ["br", brotliCompressSync(plain)],
    ["deflate", deflateSync(plain)],
    ["identity", Buffer.from(plain)],
  ])("%s that matches is read", async (coding, bytes) => {
    const res = await raw("/build", { "content-type": "application/json", "content-encoding": coding, "content-length": bytes.length }, [bytes]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).content).toBe("Hello");
  });

  it.each(["compress", "zstd", "gzip, br"])("an unsupported coding %s is 415", async (coding) => {
    const res = await raw("/build", { "content-type": "application/json", "content-encoding": coding, "content-length": plain.length }, [plain]);
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body)).toMatchObject({ code: 415, key: "input" });
  });

  it("a byte order mark is dropped, as before", async () => {
    const res = await raw("/build", { "content-type": "application/json" }, [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(plain)])]);
    expect(res.status).toBe(200);
  });
});

describe("a path that is not valid percent-encoding", () => {
  it.each(["/regimes/%E0", "/schemas/bill/%E0%A4", "/addons/%"])("%s is 400 input, not 500", async (path) => {
    expectError(await api.get(path), 400, "input");
  });
});

describe("404 not-found", () => {
  it.each([
    ["GET", "/v0/nowhere"],
    ["POST", "/v0/nowhere"],
    ["GET", "/nowhere"],
    ["GET", "/v1/"],
    ["GET", "/v0/regimes/ES/extra"],
  ])("%s %s", async (method, path) => {
    const res = await fetch(`${server.base.replace(/\/v0$/, "")}${path}`, { method });
    const text = await res.text();
    const answer = { status: res.status, headers: res.headers, text, body: JSON.parse(text) };
    api.check(method, path.replace(/^\/v0/, ""), answer);
    expectError(answer, 404, "not-found");
  });
});

describe("405 on a known path", () => {
  it.each([
    ["GET", "/build", "POST, OPTIONS"],
    ["PUT", "/validate", "POST, OPTIONS"],
    ["DELETE", "/keygen", "POST, OPTIONS"],
    ["POST", "/", "GET, HEAD, OPTIONS"],
    ["POST", "/schemas", "GET, HEAD, OPTIONS"],
    ["DELETE", "/schemas/bill/invoice", "GET, HEAD, OPTIONS"],
    ["PATCH", "/regimes/ES", "GET, HEAD, OPTIONS"],
    ["PUT", "/addons/anything", "GET, HEAD, OPTIONS"],
    ["POST", "/openapi.json", "GET, HEAD, OPTIONS"],
  ])("%s %s", async (method, path, allow) => {
    const res = await api.request(method, path, method === "GET" || method === "DELETE" ? {} : { body: {} });
    expectError(res, 405, "input");
    expect(res.headers.get("allow")).toBe(allow);
  });
});

describe("413 beyond the body limit", () => {
  it("a declared length over the limit", async () => {
    const res = await api.post("/build", { data: message("x".repeat(LIMIT)) });
    expectError(res, 413, "input");
    expect(res.headers.get("connection")).toBe("close");
  });

  it("a much larger body is answered, not cut off", async () => {
    const res = await api.post("/build", { data: message("x".repeat(4 * 1024 * 1024)) });
    expectError(res, 413, "input");
  });

  it("a chunked body that grows over the limit", async () => {
    const chunk = "x".repeat(16 * 1024);
    const res = await raw("/build", { "content-type": "application/json", "transfer-encoding": "chunked" }, ['{"data": {"content": "', ...Array(6).fill(chunk), '"}}']);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 413, key: "input" });
  });

  it("a declared length far over the limit is refused at once, before any of the body is sent", async () => {
    for (const path of ["/build", "/mcp", "/nowhere"]) {
      const url = new URL(`${server.base}${path}`);
      const t0 = Date.now();
      let closed!: Promise<unknown>;
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { "content-type": "application/json", "content-length": 1024 ** 3 } }, (res) => {
          let body = "";
          res.setEncoding("utf8").on("data", (c) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode!, body }));
        });
        closed = new Promise((resolve) => req.on("socket", (socket) => socket.once("close", resolve)));
        req.on("error", reject);
        req.flushHeaders(); // the headers only: the body never comes
      });
      await closed; // the server closes the connection
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ code: 413, key: "input", faults: [] });
      // Well before the body's own 10 s timeout: the answer did not wait for the body that never came.
      expect(Date.now() - t0).toBeLessThan(9_000);
    }
  });

  it("a gzip body that inflates over the limit", async () => {
    const zipped = gzipSync(JSON.stringify({ data: message("x".repeat(LIMIT * 4)) }));
    expect(zipped.length).toBeLessThan(LIMIT);
    const res = await raw("/build", { "content-type": "application/json", "content-encoding": "gzip", "content-length": zipped.length }, [zipped]);
    expect(res.status).toBe(413);
  });

  it("keeps serving afterwards", async () => {
    expect((await api.post("/build", { data: message() })).status).toBe(200);
  });
});

describe("415 for a body that is not JSON", () => {
  it.each([
    ["text/plain", '{"data": {}}'],
    ["application/x-www-form-urlencoded", "data=1"],
    ["application/xml", "<data/>"],
    ["application/json; charset=iso-8859-1", '{"data": {}}'],
    ["application/json; charset=utf-16", '{"data": {}}'],
  ])("%s", async (type, body) => {
    const res = await api.post("/build", body, { "content-type": type });
    expectError(res, 415, "input");
  });

  it("a body without a content type", async () => {
    const res = await raw("/validate", { "content-length": 12 }, ['{"data": {}}']);
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body)).toMatchObject({ code: 415, key: "input" });
  });

  it("accepts application/json with a UTF-8 charset and +json types", async () => {
    for (const type of ["application/json; charset=utf-8", "application/json;charset=UTF-8", "application/vnd.bizdoc+json"]) {
      expect((await api.post("/build", { data: message() }, { "content-type": type })).status).toBe(200);
    }
  });
});

describe("422 for documents that cannot be processed", () => {
  it("validation, with faults and paths", async () => {
    const res = await api.post("/build", { data: { $schema: "https://gobl.org/draft-0/note/message" } });
    expectError(res, 422, "validation");
    expect(res.body.faults).toEqual([{ code: "GOBL-NOTE-MESSAGE-01", properties: ["$.content"], description: expect.any(String) }]);
  });

  it("validation of the input's shape", async () => {
    const bad = invoice();
    bad.lines[0].item.price = { amount: 1 };
    const res = await api.post("/build", { data: bad });
    expectError(res, 422, "validation");
    expect(res.body.faults[0].properties).toEqual(["$.lines[0].item.price"]);
  });

  it("unknown-schema", async () => {
    expectError(await api.post("/build", { data: { $schema: "https://example.com/not-a-schema" } }), 422, "unknown-schema");
  });

  it("calculation", async () => {
    const bad = invoice();
    bad.lines[0].taxes = [{ cat: "VAT", rate: "no-such-rate" }];
    const res = await api.post("/build", { data: bad });
    expectError(res, 422, "calculation");
    expect(res.body.faults[0].properties[0]).toMatch(/^\$\.lines\[0\]\.taxes\[0\]/);
  });

  it("no-document", async () => {
    const env = (await api.post("/build", { data: message(), envelop: true })).body;
    expectError(await api.post("/validate", { data: { ...env, doc: {} } }), 422, "no-document");
  });

  it("signature", async () => {
    const keys = (await api.post("/keygen")).body;
    const env = (await api.post("/build", { data: invoice(), envelop: true })).body;
    expectError(await api.post("/verify", { data: env, publickey: keys.public }), 422, "signature");
  });
});

describe("headers on every answer", () => {
  it("version, request id and Server-Timing, on success and on error", async () => {
    const answers = [await api.get("/"), await api.post("/build", { data: message() }), await api.post("/build", "{"), await api.get("/nowhere"), await api.request("OPTIONS", "/build")];
    for (const res of answers) {
      expect(res.headers.get("bizdoc-version")).toMatch(/^\d+\.\d+\.\d+/);
      expect(res.headers.get("gobl-version")).toBe("v0.502.1");
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get("server-timing")).toMatch(/total;dur=\d+(\.\d+)?/);
    }
    expect(answers[1].headers.get("server-timing")).toMatch(/^read;dur=[\d.]+, engine;dur=[\d.]+, total;dur=[\d.]+$/);
    expect(new Set(answers.map((r) => r.headers.get("x-request-id"))).size).toBe(answers.length);
  });

  it("keeps a caller's plain request id, and replaces anything else", async () => {
    expect((await api.get("/", { "x-request-id": "trace-42.a_b:c" })).headers.get("x-request-id")).toBe("trace-42.a_b:c");
    expect((await api.get("/", { "x-request-id": "bad id {}" })).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("access logs", () => {
  it("one JSON line per request with method, path, status, duration and request id, never contents", async () => {
    const marker = "CONTENT-MARKER-7f3a";
    const before = server.logs.length;
    const res = await api.post("/build?x=QUERY-MARKER", { data: message(marker) }, { "x-request-id": "log-check-1" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const lines = server.logs.slice(before).filter((l) => l.request_id === "log-check-1");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", msg: "request", method: "POST", path: "/v0/build", status: res.status, request_id: "log-check-1" });
    expect(typeof lines[0].duration_ms).toBe("number");
    expect(typeof lines[0].time).toBe("string");
    expect(JSON.stringify(server.logs)).not.toContain(marker);
    expect(JSON.stringify(server.logs)).not.toContain("QUERY-MARKER");
  });
});

describe("500 internal", () => {
  let broken: TestServer;
  let brokenApi: Client;

  beforeAll(async () => {
    const engine = testEngine();
    const faulty: Engine = {
      ...engine,
      plugins: engine.plugins,
      kinds: engine.kinds,
      build: async () => {
        const err = new TypeError("Cannot read properties of undefined (reading 'secret') d=MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY");
        throw err;
      },
      validate: async () => {
        throw new BizdocError("internal", "an engine bug surfaced as internal");
      },
      regimeList: () => {
        throw new RangeError("reference bug");
      },
    };
    broken = await startServer({ engine: faulty });
    brokenApi = await Client.for(broken);
  });
  afterAll(() => broken.close());

  it.each([
    ["a thrown error", "POST", "/build"],
    ["an internal BizdocError", "POST", "/validate"],
    ["a synchronous throw", "GET", "/regimes"],
  ])("%s answers 500 without leaking a stack or the cause, and logs it with the request id", async (_what, method, path) => {
    const before = broken.logs.length;
    const res = await brokenApi.request(method, path, method === "POST" ? { body: { data: message() } } : {});
    expectError(res, 500, "internal");
    const id = res.headers.get("x-request-id")!;
    expect(res.body.message).toContain(id);
    expect(res.text).not.toMatch(/secret|engine bug|reference bug|TypeError|RangeError|\.ts/);
    const logged = broken.logs.slice(before).find((l) => l.level === "error");
    expect(logged).toMatchObject({ msg: "internal error", request_id: id, path: `/v0${path}` });
    expect(String(logged!.error)).toMatch(/secret|engine bug|reference bug/);
    expect(JSON.stringify(logged)).not.toContain("MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY");
    expect((await brokenApi.get("/")).status).toBe(200);
  });
});

describe("the answers above", () => {
  it("were checked against openapi.json", () => {
    expect(api.checked).toBeGreaterThan(60);
  });
});
