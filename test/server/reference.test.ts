import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Request, Response } from "express";
import { BizdocError } from "../../engine/index.ts";
import { ReferenceCache } from "../../server/middleware.ts";
import { openapiDocument } from "../../server/openapi.ts";
import { builtinAddons } from "../../index.ts";
import { Client, startServer, testAddon, type TestServer } from "./helpers.ts";

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startServer();
  api = await Client.for(server);
});
afterAll(() => server.close());

describe("GET /v0/schemas", () => {
  it("lists every schema ID", async () => {
    const res = await api.get("/schemas");
    expect(res.status).toBe(200);
    expect(res.body.schemas).toEqual(server.engine.schemaIDs());
    expect(res.body.schemas).toContain("https://gobl.org/draft-0/bill/invoice");
    expect(res.body.schemas.length).toBeGreaterThanOrEqual(87);
  });

  it("gives one schema, with or without .json", async () => {
    const res = await api.get("/schemas/bill/invoice");
    expect(res.status).toBe(200);
    expect(res.body.$id).toBe("https://gobl.org/draft-0/bill/invoice");
    expect(res.body).toEqual(server.engine.schema("bill/invoice"));
    const withExt = await api.get("/schemas/bill/invoice.json");
    expect(withExt.body).toEqual(res.body);
  });

  it("serves every listed schema", async () => {
    for (const id of server.engine.schemaIDs()) {
      const res = await api.get(`/schemas/${id.replace("https://gobl.org/draft-0/", "")}`);
      expect(res.status, id).toBe(200);
      expect(res.body.$id).toBe(id);
    }
  });

  it("gives the bundled variant with ?bundle", async () => {
    for (const query of ["?bundle", "?bundle=true", "?bundle=1"]) {
      const res = await api.get(`/schemas/bill/invoice${query}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(server.engine.schema("bill/invoice", { bundle: true }));
      expect(JSON.stringify(res.body)).not.toMatch(/"\$ref":"https:\/\/gobl\.org/);
    }
    const plain = await api.get("/schemas/bill/invoice?bundle=false");
    expect(plain.body).toEqual(server.engine.schema("bill/invoice"));
  });

  it("answers 400 for a bundle flag it cannot read", async () => {
    const res = await api.get("/schemas/bill/invoice?bundle=maybe");
    expect(res.status).toBe(400);
    expect(res.body.key).toBe("input");
  });

  it("answers 404 not-found for an unknown schema", async () => {
    for (const path of ["/schemas/bill/nothing", "/schemas/nothing.json", "/schemas/bill/invoice/extra"]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 404, key: "not-found", faults: [] });
    }
  });
});

describe("GET /v0/regimes", () => {
  it("lists a summary of every regime", async () => {
    const res = await api.get("/regimes");
    expect(res.status).toBe(200);
    expect(res.body.regimes.map((r: { country: string }) => r.country)).toEqual(expect.arrayContaining(["DE", "ES", "GB", "NL", "PT", "US"]));
    for (const regime of res.body.regimes) expect(Object.keys(regime).every((k) => ["country", "name", "description", "currency"].includes(k))).toBe(true);
    expect(res.body.regimes.find((r: { country: string }) => r.country === "ES")).toMatchObject({ name: { en: "Spain" }, currency: "EUR" });
  });

  it("gives one full definition, by code in any case", async () => {
    const upper = await api.get("/regimes/ES");
    expect(upper.status).toBe(200);
    expect(upper.body.country).toBe("ES");
    expect(upper.body.categories.map((c: { code: string }) => c.code)).toContain("VAT");
    for (const code of ["es", "Es"]) {
      const res = await api.get(`/regimes/${code}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(upper.body);
    }
  });

  it("serves every listed regime", async () => {
    for (const { country } of server.engine.regimeList()) expect((await api.get(`/regimes/${country}`)).status).toBe(200);
  });

  it("answers 404 not-found for an unknown regime", async () => {
    const res = await api.get("/regimes/ZZ");
    expect(res.status).toBe(404);
    expect(res.body.key).toBe("not-found");
  });
});

describe("GET /v0/addons", () => {
  it("lists a summary of every addon", async () => {
    const res = await api.get("/addons");
    expect(res.status).toBe(200);
    expect(res.body.addons).toContainEqual({ key: testAddon.definition.key, name: testAddon.definition.name, description: testAddon.definition.description });
    expect(res.body.addons).toHaveLength(server.engine.addonList().length);
  });

  it("gives one full definition", async () => {
    const res = await api.get(`/addons/${testAddon.definition.key}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(testAddon.definition);
    for (const { key } of server.engine.addonList()) expect((await api.get(`/addons/${key}`)).status).toBe(200);
  });

  it("lists GOBL's 15 addons and serves each definition whole (facts checked against GOBL in test/addons)", async () => {
    const res = await api.get("/addons");
    const keys = builtinAddons.map((a) => a.definition.key);
    expect(keys).toHaveLength(15);
    expect(res.body.addons.map((a: { key: string }) => a.key)).toEqual(expect.arrayContaining(keys));
    for (const { definition } of builtinAddons) {
      const one = await api.get(`/addons/${definition.key}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(JSON.parse(JSON.stringify(definition)));
    }
    const summary = res.body.addons.find((a: { key: string }) => a.key === "de-xrechnung-v3");
    expect(summary.requires).toEqual(["eu-en16931-v2017"]);
  });

  it("serves a retired addon's definition by key, as GOBL does, but leaves it out of the list", async () => {
    // GOBL v0.502.1 registers 15 addons (tax.AllAddonDefs); pl-favat-v2 survives only as a published data file.
    const res = await api.get("/addons/pl-favat-v2");
    expect(res.status).toBe(200);
    expect(res.body.key).toBe("pl-favat-v2");
    expect((await api.get("/addons")).body.addons.map((a: { key: string }) => a.key)).not.toContain("pl-favat-v2");
  });

  it("answers 404 not-found for an unknown addon", async () => {
    const res = await api.get("/addons/no-such-addon-v9");
    expect(res.status).toBe(404);
    expect(res.body.key).toBe("not-found");
  });
});

describe("GET /v0/openapi.json", () => {
  it("is the description the server module builds, for every route", async () => {
    const res = await api.get("/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(await openapiDocument(server.engine))));
    expect(Object.keys(res.body.paths).sort()).toEqual(
      ["/", "/build", "/validate", "/correct", "/replicate", "/sign", "/verify", "/keygen", "/schemas", "/schemas/{path}", "/regimes", "/regimes/{code}", "/addons", "/addons/{key}", "/openapi.json", "/health", "/ready", "/docs", "/mcp", "/formats", "/convert", "/render"].sort(),
    );
  });
});

describe("caching of reference data", () => {
  const paths = ["/schemas", "/schemas/org/party", "/schemas/org/party?bundle", "/regimes", "/regimes/es", "/addons", `/addons/${testAddon.definition.key}`, "/openapi.json"];

  it.each(paths)("%s has an ETag, a day's public caching, and 304 on If-None-Match", async (path) => {
    const first = await api.get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=86400");

    const again = await api.get(path);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.text).toBe(first.text);

    const cached = await api.get(path, { "if-none-match": etag });
    expect(cached.status).toBe(304);
    expect(cached.text).toBe("");
    expect(cached.headers.get("etag")).toBe(etag);
    expect(cached.headers.get("cache-control")).toBe("public, max-age=86400");

    expect((await api.get(path, { "if-none-match": `W/${etag}` })).status).toBe(304);
    expect((await api.get(path, { "if-none-match": `"other", ${etag}` })).status).toBe(304);
    expect((await api.get(path, { "if-none-match": "*" })).status).toBe(304);
    expect((await api.get(path, { "if-none-match": '"stale"' })).status).toBe(200);
  });

  it("gives different variants different ETags", async () => {
    const plain = await api.get("/schemas/org/party");
    const bundled = await api.get("/schemas/org/party?bundle");
    expect(plain.headers.get("etag")).not.toBe(bundled.headers.get("etag"));
  });

  it("answers HEAD with the headers and no body", async () => {
    const res = await api.request("HEAD", "/regimes/ES");
    expect(res.status).toBe(200);
    expect(res.text).toBe("");
    expect(res.headers.get("etag")).toBeTruthy();
  });

  it("does not mark errors or document operations as cacheable", async () => {
    const missing = await api.get("/regimes/ZZ");
    expect(missing.headers.get("etag")).toBeNull();
    expect(missing.headers.get("cache-control")).toBeNull();
    const built = await api.post("/build", { data: { $schema: "https://gobl.org/draft-0/note/message", content: "x" } });
    expect(built.headers.get("etag")).toBeNull();
    expect(built.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the reference cache stays bounded whatever the requests", () => {
  /** Just enough of express's request and response for ReferenceCache.send. */
  const exchange = () => {
    const headers: Record<string, string> = {};
    const res = {
      setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
      status: () => res,
      type: () => res,
      send: () => res,
      end: () => res,
    };
    return { req: { get: () => undefined } as unknown as Request, res: res as unknown as Response, headers };
  };
  const notFound = () => new BizdocError("not-found", "none");

  it("keeps at most maxKeys keys, and one copy per distinct answer", () => {
    const cache = new ReferenceCache(10);
    const big = { text: "x".repeat(100_000) };
    for (let i = 0; i < 500; i++) {
      const { req, res } = exchange();
      cache.send(req, res, `schema:false:${"/".repeat(i)}bill/invoice`, () => big, notFound);
    }
    expect(cache.size).toEqual({ keys: 10, answers: 1 });
    for (let i = 0; i < 500; i++) {
      const { req, res } = exchange();
      cache.send(req, res, `regime:${i}`, () => ({ n: i }), notFound);
    }
    expect(cache.size).toEqual({ keys: 10, answers: 10 });
  });

  it("drops the least recently used key first", () => {
    const cache = new ReferenceCache(3);
    let produced = 0;
    const send = (key: string) => {
      const { req, res } = exchange();
      cache.send(req, res, key, () => (produced++, { key }), notFound);
    };
    send("a");
    send("b");
    send("c");
    send("a"); // a is used again: b is now the oldest
    send("d");
    expect(produced).toBe(4);
    send("a");
    expect(produced).toBe(4);
    send("b");
    expect(produced).toBe(5);
  });

  it("keeps neither values not found nor very long keys", () => {
    const cache = new ReferenceCache(10);
    const { req, res, headers } = exchange();
    expect(() => cache.send(req, res, "regime:zz", () => undefined, notFound)).toThrow(BizdocError);
    cache.send(req, res, `schema:false:${"/".repeat(1000)}x`, () => ({ x: 1 }), notFound);
    expect(headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(cache.size).toEqual({ keys: 0, answers: 0 });
  });

  it("answers every spelling of one schema with the same ETag", async () => {
    const tags = new Set<string | null>();
    for (const path of ["/schemas/bill/invoice", "/schemas//bill/invoice", "/schemas///bill/invoice.json", "/schemas/bill/invoice.json"]) {
      const res = await api.get(path);
      expect(res.status).toBe(200);
      tags.add(res.headers.get("etag"));
    }
    expect(tags.size).toBe(1);
  });
});

describe("CORS", () => {
  it("answers a preflight for any origin", async () => {
    const res = await api.request("OPTIONS", "/build", {
      headers: { origin: "https://app.example", "access-control-request-method": "POST", "access-control-request-headers": "content-type, x-request-id" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    expect(res.headers.get("access-control-allow-headers")).toBe("content-type, x-request-id");
    expect(res.headers.get("access-control-max-age")).toBe("86400");
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("answers a preflight for a reference path with its GET methods", async () => {
    const res = await api.request("OPTIONS", "/schemas/bill/invoice", { headers: { origin: "https://app.example", "access-control-request-method": "GET" } });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
    expect(res.headers.get("access-control-allow-headers")).toContain("If-None-Match");
  });

  it("allows any origin on answers and errors, and exposes our headers", async () => {
    for (const res of [await api.get("/regimes", { origin: "https://x.example" }), await api.post("/build", "{", { origin: "https://x.example" })]) {
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      const exposed = res.headers.get("access-control-expose-headers")!;
      for (const h of ["ETag", "Bizdoc-Version", "GOBL-Version", "Server-Timing", "X-Request-Id", "Bizdoc-Profile", "Bizdoc-Warnings"]) expect(exposed).toContain(h);
    }
  });
});

describe("the answers above", () => {
  it("were checked against openapi.json", () => {
    expect(api.checked).toBeGreaterThan(100);
  });
});
