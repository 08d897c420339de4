import { Validator } from "@seriousme/openapi-schema-validator";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERENCE_EXAMPLE } from "../../examples/index.ts";
import { openapiDocument } from "../../server/openapi.ts";
import { Client, startServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let served: any;
let api: Client;

beforeAll(async () => {
  server = await startServer();
  served = await (await fetch(`${server.base}/openapi.json`)).json();
  api = new Client(server, served);
});
afterAll(() => server.close());

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

/** Every operation of the description, with its path and method. */
function operations(): { path: string; method: string; op: any }[] {
  return Object.entries<any>(served.paths).flatMap(([path, item]) => Object.entries<any>(item).map(([method, op]) => ({ path, method, op })));
}

/** A response, its `$ref` to components/responses followed. */
function resolved(response: any): any {
  return response?.$ref ? served.components.responses[response.$ref.split("/").pop()] : response;
}

/** The status under which an operation shows an answer example of this name (undefined when none does). */
function statusOfExample(op: any, name: string): string | undefined {
  const statuses = Object.entries<any>(op.responses).filter(([, r]) => resolved(r).content?.["application/json"]?.examples?.[name] !== undefined);
  expect(statuses.length, `${op.operationId}: example ${name} is shown under ${statuses.length} statuses`).toBeLessThanOrEqual(1);
  return statuses[0]?.[0];
}

function exampleUnder(op: any, status: string, name: string): unknown {
  return resolved(op.responses[status]).content["application/json"].examples[name].value;
}

/** Every error example an operation shows, with its status. */
function errorExamples(op: any): { status: string; name: string; example: any }[] {
  return Object.entries<any>(op.responses)
    .filter(([status]) => Number(status) >= 400)
    .flatMap(([status, r]) => Object.entries<any>(resolved(r).content?.["application/json"]?.examples ?? {}).map(([name, example]) => ({ status, name, example })));
}

/** A request whose body is not sent by fetch's rules: a declared length, a chunked stream. */
function rawRequest(path: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${server.base}${path}`);
    const req = httpRequest({ method: "POST", host: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }));
      res.on("error", reject);
    });
    // The server answers before the body is all there and closes the connection: the rest of the write fails, as expected.
    req.on("error", () => undefined);
    if (body) req.end(body);
    else req.flushHeaders();
  });
}

const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const DOCUMENT_OPERATIONS = ["/build", "/validate", "/correct", "/replicate", "/sign", "/verify"];

describe("openapi.json", () => {
  it("passes a real OpenAPI 3.1 validator", async () => {
    const validator = new Validator();
    const result = await validator.validate(served);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("the validator is not a rubber stamp: a broken copy fails", async () => {
    const broken = structuredClone(served);
    broken.paths["/build"].post.responses = "none";
    delete broken.info.title;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it("is what openapiDocument gives, the same document every time for an engine", async () => {
    expect(served).toEqual(JSON.parse(JSON.stringify(await openapiDocument(server.engine))));
    expect(await openapiDocument(server.engine)).toBe(await openapiDocument(server.engine));
  });

  it("stands alone: every reference is internal and resolves", () => {
    const refs = refsIn(served);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) {
      expect(ref.startsWith("#/"), ref).toBe(true);
      const target = ref
        .slice(2)
        .split("/")
        .reduce<any>((node, part) => node?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], served);
      expect(target, ref).toBeDefined();
    }
  });

  it("inlines the engine's published schemas for documents, envelopes and definitions", () => {
    const schemas = served.components.schemas;
    for (const [id, name] of [
      ["bill/invoice", "bill.Invoice"],
      ["envelope", "gobl.Envelope"],
      ["tax/regime-def", "tax.RegimeDef"],
    ]) {
      const bundled: any = server.engine.schema(id, { bundle: true });
      expect(schemas[name]).toEqual(JSON.parse(JSON.stringify(bundled.$defs[name]).replaceAll('"#/$defs/', '"#/components/schemas/')));
    }
  });

  it("describes every operation with an id, a tag, a 200 with content and the errors of a document operation", () => {
    const ids = new Set<string>();
    for (const { path, method, op } of operations()) {
      expect(op.operationId, `${method} ${path}`).toEqual(expect.any(String));
      expect(ids.has(op.operationId)).toBe(false);
      ids.add(op.operationId);
      expect(op.tags).toHaveLength(1);
      // /convert answers XML or JSON (written XML, or the envelope read from XML), /render a page or a PDF; every other operation one type.
      const contentTypes = Object.keys(op.responses["200"]?.content ?? {}).sort();
      if (path === "/convert") expect(contentTypes).toEqual(["application/json", "application/xml"]);
      else if (path === "/render") expect(contentTypes).toEqual(["application/pdf", "text/html"]);
      else expect(contentTypes, `${method} ${path}`).toHaveLength(1);
      expect(op.responses["405"], `${method} ${path}`).toBeDefined();
      if (DOCUMENT_OPERATIONS.includes(path)) {
        for (const status of ["400", "408", "413", "415", "422", "500"]) expect(resolved(op.responses[status])?.content, `${method} ${path} ${status}`).toBeDefined();
      }
    }
    expect(served.components.schemas.Error.required).toEqual(["code", "key", "message", "faults"]);
    expect(served.info.version).toBe(served.info.version.trim());
  });

  it("names every document kind the engine builds", () => {
    const kinds = served.components.schemas.Document.anyOf.map((r: { $ref: string }) => served.components.schemas[r.$ref.split("/").pop()!].properties.$schema.const);
    expect(kinds.sort()).toEqual(server.engine.kinds.list().map((k) => k.id).sort());
  });
});

describe("request examples", () => {
  it("every operation that takes a body shows at least one request example", () => {
    const withBody = operations().filter(({ op }) => op.requestBody);
    expect(withBody.map(({ path }) => path).sort()).toEqual([...DOCUMENT_OPERATIONS, "/mcp", "/convert", "/render"].sort());
    for (const { path, op } of withBody) {
      expect(Object.keys(op.requestBody.content["application/json"].examples ?? {}).length, path).toBeGreaterThan(0);
    }
  });

  it("build takes the reference example as it is; validate takes its built form", async () => {
    const build = served.paths["/build"].post.requestBody.content["application/json"].examples;
    expect(build.invoice.value).toEqual({ data: REFERENCE_EXAMPLE.document });
    expect(build.envelope.value.data.doc).toEqual(REFERENCE_EXAMPLE.document);
    const validate = served.paths["/validate"].post.requestBody.content["application/json"].examples;
    expect(validate.invoice.value.data).toEqual(JSON.parse(JSON.stringify(await server.engine.build(structuredClone(REFERENCE_EXAMPLE.document)))));
  });

  it("every REST request example gets the status its same-named answer is shown under, and exactly that answer when it is an error", async () => {
    let posted = 0;
    for (const path of DOCUMENT_OPERATIONS) {
      const op = served.paths[path].post;
      for (const [name, example] of Object.entries<any>(op.requestBody.content["application/json"].examples)) {
        const status = statusOfExample(op, name) ?? "200";
        const answer = await api.post(path, example.value);
        expect(answer.status, `${path} ${name}: ${answer.text.slice(0, 300)}`).toBe(Number(status));
        if (answer.status >= 400) expect(answer.body, `${path} ${name}`).toEqual(exampleUnder(op, status, name));
        posted++;
      }
    }
    expect(posted).toBeGreaterThanOrEqual(DOCUMENT_OPERATIONS.length * 2);
  });

  it("the /render examples get the page, or the 422, they are shown with", async () => {
    const op = served.paths["/render"].post;
    const examples = Object.entries<any>(op.requestBody.content["application/json"].examples);
    expect(examples.map(([name]) => name)).toEqual(["html", "invalid"]);
    for (const [name, example] of examples) {
      const res = await fetch(`${server.base}/render`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(example.value) });
      if (name === "invalid") {
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual(op.responses["422"].content["application/json"].examples[name].value);
        continue;
      }
      expect(res.status, name).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const page = await res.text();
      expect(page).toBe(op.responses["200"].content["text/html"].examples[name].value);
      expect(page).toContain('<html lang="es"');
    }
  });

  it("every /convert example, JSON or XML, gets the answer it is shown with: the XML written, the envelope read, the 422", async () => {
    const op = served.paths["/convert"].post;
    const sent: [string, string, string][] = [
      ...Object.entries<any>(op.requestBody.content["application/json"].examples).map(([name, e]) => [name, JSON.stringify(e.value), "application/json"] as [string, string, string]),
      ...Object.entries<any>(op.requestBody.content["application/xml"].examples).map(([name, e]) => [name, e.value as string, "application/xml"] as [string, string, string]),
    ];
    expect(sent.map(([name]) => name).sort()).toEqual(["from-xml", "to-xml", "totals-differ", "unchecked", "xml-body"]);
    for (const [name, body, type] of sent) {
      const res = await fetch(`${server.base}/convert`, { method: "POST", headers: { "content-type": type }, body });
      const text = await res.text();
      const xmlAnswer = op.responses["200"].content["application/xml"].examples?.[name];
      if (xmlAnswer) {
        expect(res.status, name).toBe(200);
        expect(text, name).toBe(xmlAnswer.value);
      } else if (name === "totals-differ") {
        expect(res.status).toBe(422);
        expect(JSON.parse(text)).toEqual(op.responses["422"].content["application/json"].examples[name].value);
        expect(JSON.parse(text).faults[0].code).toBe("BIZDOC-FORMAT-TOTALS-01");
      } else {
        expect(res.status, `${name}: ${text.slice(0, 200)}`).toBe(200);
        const envelope = JSON.parse(text);
        const shown = op.responses["200"].content["application/json"].examples[name].value;
        // The same document; each reading is a new envelope (its header UUID and digest are its own).
        expect(envelope.doc.totals).toEqual(shown.doc.totals);
        expect(envelope.doc.lines).toEqual(shown.doc.lines);
        // Kept unchecked: the same XML the 422 example refuses, calculated (its misstated total replaced).
        if (name === "unchecked") expect(JSON.parse(body).xml).toBe(JSON.parse(sent.find(([n]) => n === "totals-differ")![1]).xml);
      }
    }
  });

  it("the correct example really corrects: a credit note preceded by the invoice", async () => {
    const example = served.paths["/correct"].post.requestBody.content["application/json"].examples["credit-note"].value;
    const answer = await api.post("/correct", example);
    expect(answer.status).toBe(200);
    expect(answer.body.type).toBe("credit-note");
    expect(answer.body.preceding).toEqual([expect.objectContaining({ series: example.data.series, code: example.data.code })]);
    expect(answer.body.totals.payable).toBe(example.data.totals.payable);
  });

  it("the verify example checks the envelope the sign example answers, with the public half of its key", async () => {
    const sign = served.paths["/sign"].post;
    const verify = served.paths["/verify"].post.requestBody.content["application/json"].examples["signed-envelope"].value;
    const signRequest = sign.requestBody.content["application/json"].examples.invoice.value;
    expect(verify.data).toEqual(exampleUnder(sign, "200", "invoice"));
    const { d, ...publicPart } = signRequest.privatekey;
    expect(d).toEqual(expect.any(String));
    expect(verify.publickey).toEqual(publicPart);
    expect((await api.post("/verify", verify)).body).toEqual({ ok: true });
  });

  it("the examples' answers shown under 200 match the response schema", () => {
    let checked = 0;
    for (const { path, method, op } of operations()) {
      const examples = resolved(op.responses["200"]).content?.["application/json"]?.examples ?? {};
      for (const example of Object.values<any>(examples)) {
        api.check(method.toUpperCase(), path, { status: 200, headers: new Headers(), text: "", body: JSON.parse(JSON.stringify(example.value)) });
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it("every MCP request example is answered 2xx, each request with its own result", async () => {
    const examples = served.paths["/mcp"].post.requestBody.content["application/json"].examples;
    for (const [name, example] of Object.entries<any>(examples)) {
      const res = await fetch(`${server.base}/mcp`, { method: "POST", headers: MCP_HEADERS, body: JSON.stringify(example.value) });
      const text = await res.text();
      expect(res.status, `${name}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
      expect(res.status, name).toBeLessThan(300);
      if (example.value.id === undefined) continue;
      const answer = JSON.parse(text);
      expect(answer.id, name).toBe(example.value.id);
      expect(answer.error, name).toBeUndefined();
      expect(answer.result.isError, name).toBeFalsy();
    }
  });
});

describe("error examples", () => {
  it("every error status listed shows an example in its shape: the one error shape with its own status, or a JSON-RPC error", () => {
    let checked = 0;
    for (const { path, method, op } of operations()) {
      for (const status of Object.keys(op.responses).filter((s) => Number(s) >= 400)) {
        const content = resolved(op.responses[status]).content;
        if (path === "/ready" && status === "503") continue; // a probe's answer, not an error
        const examples = Object.values<any>(content["application/json"].examples ?? {});
        expect(examples.length, `${method} ${path} ${status}`).toBeGreaterThan(0);
        for (const { value } of examples) {
          api.check(method.toUpperCase(), path, { status: Number(status), headers: new Headers(), text: "", body: value });
          if (value.jsonrpc) expect(value.error, `${method} ${path} ${status}`).toEqual({ code: expect.any(Number), message: expect.any(String) });
          else expect(value.code, `${method} ${path} ${status}`).toBe(Number(status));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("405 examples are the answers to the method they name, on every path", async () => {
    for (const { path, op } of operations()) {
      for (const { name, example } of errorExamples(op).filter((e) => e.status === "405")) {
        const [method, concretePath] = example.summary.split(" ");
        expect(method.toLowerCase(), `${path} ${name}`).toBe(name);
        const res = await fetch(`${server.base}${concretePath}`, { method });
        expect(res.status, `${method} ${concretePath}`).toBe(405);
        expect(res.headers.get("allow"), `${method} ${concretePath}`).toMatch(/\b(GET|POST)\b/);
        expect(await res.json(), `${method} ${concretePath}`).toEqual(example.value);
      }
    }
  });

  it("404 and 400 examples of the reference paths are the answers to the requests they name", async () => {
    let asked = 0;
    for (const { path, op } of operations().filter(({ method }) => method === "get")) {
      for (const { status, example } of errorExamples(op).filter((e) => (e.status === "404" || e.status === "400") && e.example.summary.startsWith("GET "))) {
        const target = example.summary.slice("GET ".length).split(":")[0];
        const answer = await api.get(target);
        expect(answer.status, `${path}: GET ${target}`).toBe(Number(status));
        expect(answer.body, `${path}: GET ${target}`).toEqual(example.value);
        asked++;
      }
    }
    expect(asked).toBeGreaterThanOrEqual(6);
  });

  it("the shared 400 and 415 examples are every document operation's answers to a body without data and to a text body", async () => {
    const { BadRequest, UnsupportedMediaType } = served.components.responses;
    for (const path of DOCUMENT_OPERATIONS) {
      const noData = await api.post(path, {});
      expect(noData.status).toBe(400);
      expect(noData.body).toEqual(BadRequest.content["application/json"].examples["no-data"].value);
      const text = await api.request("POST", path, { body: "hello", headers: { "content-type": "text/plain" } });
      expect(text.status).toBe(415);
      // An operation that also takes XML describes its own 415.
      const own = served.paths[path].post.responses["415"];
      const refusal = own.$ref ? UnsupportedMediaType : own;
      expect(text.body).toEqual(refusal.content["application/json"].examples["text-plain"].value);
    }
  });

  it("the 413 example is the answer to a body declared as 6000000 bytes", async () => {
    const example = served.components.responses.PayloadTooLarge.content["application/json"].examples["declared-too-large"].value;
    for (const path of ["/build", "/mcp"]) {
      const answer = await rawRequest(path, { ...MCP_HEADERS, "content-length": "6000000" });
      expect(answer, path).toEqual({ status: 413, body: example });
    }
  });

  it("the MCP endpoint's JSON-RPC error examples are its answers", async () => {
    const mcp = served.paths["/mcp"].post.responses;
    const shown = (status: string, name: string) => mcp[status].content["application/json"].examples[name].value;
    const post = async (headers: Record<string, string>, body: string) => {
      const res = await fetch(`${server.base}/mcp`, { method: "POST", headers, body });
      return { status: res.status, body: await res.json() };
    };
    const initialize = JSON.stringify(served.paths["/mcp"].post.requestBody.content["application/json"].examples.initialize.value);
    expect(await post(MCP_HEADERS, "{not json")).toEqual({ status: 400, body: shown("400", "parse-error") });
    expect(await post({ ...MCP_HEADERS, accept: "application/json" }, initialize)).toEqual({ status: 406, body: shown("406", "accept-json-only") });
    expect(await post({ ...MCP_HEADERS, "content-type": "text/plain" }, initialize)).toEqual({ status: 415, body: shown("415", "text-plain") });
    const tooLong = Buffer.alloc(5 * 1024 * 1024 + 1, " ");
    expect(await rawRequest("/mcp", { ...MCP_HEADERS, "transfer-encoding": "chunked" }, tooLong)).toEqual({ status: 413, body: shown("413", "streamed-too-large") });
  });
});

describe("the paths beside the document API", () => {
  it("describes /mcp: stateless Streamable HTTP, every tool and resource the MCP server offers", async () => {
    const mcp = served.paths["/mcp"];
    expect(Object.keys(mcp)).toEqual(["post"]);
    expect(mcp.post.description).toMatch(/Streamable HTTP/);
    expect(mcp.post.description).toMatch(/[Ss]tateless/);
    expect(mcp.post.responses["405"].description).toMatch(/GET/);
    const call = async (id: number, method: string) => {
      const res = await fetch(`${server.base}/mcp`, { method: "POST", headers: MCP_HEADERS, body: JSON.stringify({ jsonrpc: "2.0", id, method }) });
      return (await res.json()).result;
    };
    const { tools } = await call(1, "tools/list");
    const { resources } = await call(2, "resources/list");
    const { resourceTemplates } = await call(3, "resources/templates/list");
    expect(tools.length).toBeGreaterThan(5);
    for (const { name } of tools) expect(mcp.post.description, name).toContain(`\`${name}\``);
    // No tool is named that the server does not have (tool names are the `lower_case` words in backquotes).
    const namedTools = [...mcp.post.description.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).filter((word) => !["initialize"].includes(word));
    expect(namedTools.sort()).toEqual(tools.map((t: { name: string }) => t.name).sort());
    const staticResources = resources.filter((r: { uri: string }) => !/^bizdoc:\/\/\w+\/./.test(r.uri));
    for (const { uri } of staticResources) expect(mcp.post.description, uri).toContain(`\`${uri}\``);
    for (const { uriTemplate } of resourceTemplates) expect(mcp.post.description, uriTemplate).toContain(`\`${uriTemplate}\``);
    // Nothing more is promised than what is there.
    const promised = [...mcp.post.description.matchAll(/`bizdoc:\/\/[^`]+`/g)].map((m) => m[0].slice(1, -1));
    expect(promised.sort()).toEqual([...staticResources.map((r: { uri: string }) => r.uri), ...resourceTemplates.map((t: { uriTemplate: string }) => t.uriTemplate)].sort());
  });

  it("describes /health and /ready with the answers they give", async () => {
    const health = served.paths["/health"].get.responses;
    const ready = served.paths["/ready"].get.responses;
    expect(await (await fetch(`${server.base}/health`)).json()).toEqual(health["200"].content["application/json"].examples.ok.value);
    expect(await (await fetch(`${server.base}/ready`)).json()).toEqual(ready["200"].content["application/json"].examples.ready.value);
    const stopping = await startServer({ isStopping: () => true });
    try {
      const res = await fetch(`${stopping.base}/ready`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual(ready["503"].content["application/json"].examples.stopping.value);
    } finally {
      await stopping.close();
    }
  });

  it("describes /docs as an HTML page, and the paths outside /v0 in the overview", () => {
    expect(Object.keys(served.paths["/docs"].get.responses["200"].content)).toEqual(["text/html"]);
    expect(served.paths["/docs"].get.responses["404"]).toBeDefined();
    expect(served.info.description).toMatch(/`GET \/metrics`/);
    expect(served.info.description).toMatch(/`GET \/`/);
  });
});
