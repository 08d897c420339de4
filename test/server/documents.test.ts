import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../support/shared.ts";
import { Client, invoice, message, startServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startServer();
  api = await Client.for(server);
});
afterAll(() => server.close());

const ops = (name: string) => JSON.parse(readFileSync(sharedPath("reference", "gobl-api-ops", name), "utf8"));

describe("GET /v0/", () => {
  it("gives name, version and GOBL version", async () => {
    const res = await api.get("/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: "bizdoc", description: expect.any(String), version: expect.any(String), gobl: "v0.502.1" });
    expect(res.headers.get("bizdoc-version")).toBe(res.body.version);
    expect(res.headers.get("gobl-version")).toBe("v0.502.1");
  });
});

describe("POST /v0/build", () => {
  it("builds a bare document by default", async () => {
    const res = await api.post("/build", { data: invoice() });
    expect(res.status).toBe(200);
    expect(res.body.$schema).toBe("https://gobl.org/draft-0/bill/invoice");
    expect(res.body.totals).toMatchObject({ sum: "20.00", tax: "4.20", payable: "24.20" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("envelops on request", async () => {
    const res = await api.post("/build", { data: message(), envelop: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ $schema: "https://gobl.org/draft-0/envelope", head: { dig: { alg: "sha256" } }, doc: { content: "Hello" } });
  });

  it("answers an envelope for an envelope, even with envelop false", async () => {
    const env = (await api.post("/build", { data: message(), envelop: true })).body;
    const res = await api.post("/build", { data: env, envelop: false });
    expect(res.status).toBe(200);
    expect(res.body.$schema).toBe("https://gobl.org/draft-0/envelope");
    expect(res.body.head.uuid).toBe(env.head.uuid);
  });

  it("takes the kind from the type hint", async () => {
    const res = await api.post("/build", { data: { content: "typed" }, type: "note/message" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(message("typed"));
  });

  it("merges the template under the data: data wins, arrays are replaced", async () => {
    const template = {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      currency: "EUR",
      series: "TPL",
      supplier: { name: "Template Supplier S.L.", tax_id: { country: "ES", code: "B98602642" } },
      lines: [
        { quantity: "1", item: { name: "Template line A", price: "1.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "1", item: { name: "Template line B", price: "2.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
    };
    const data = {
      code: "M-1",
      issue_date: "2024-03-01",
      series: "DATA",
      supplier: { name: "Data Supplier S.L." },
      lines: [{ quantity: "3", item: { name: "Data line", price: "5.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    };
    const res = await api.post("/build", { data, template });
    expect(res.status).toBe(200);
    expect(res.body.series).toBe("DATA");
    expect(res.body.currency).toBe("EUR");
    expect(res.body.supplier.name).toBe("Data Supplier S.L.");
    expect(res.body.supplier.tax_id).toEqual({ country: "ES", code: "B98602642" });
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0].item.name).toBe("Data line");
    expect(res.body.totals.sum).toBe("15.00");
  });

  it.skipIf(!HAS_SHARED)("builds GOBL's with-template request like GOBL (TestBuild_with_template)", async () => {
    const res = await api.post("/build", { data: ops("invoice.json"), template: { supplier: { name: "Ignored" }, notes: [{ text: "from the template" }] } });
    expect(res.status).toBe(200);
    expect(res.body.supplier.name).toBe(ops("invoice.json").supplier.name);
    expect(res.body.notes).toEqual([{ text: "from the template" }]);
  });

  it("keeps the exact text of numbers", async () => {
    const res = await api.post("/build", '{"data": {"$schema": "https://gobl.org/draft-0/org/party", "name": "X", "registration": {"capital": 3000.50, "currency": "EUR"}}}');
    expect(res.status).toBe(200);
    expect(res.body.registration.capital).toBe("3000.50");
  });
});

describe("prototype pollution attempts", () => {
  const hostile = (inner: string) =>
    `{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, "prototype": {"polluted": "yes"}, ${inner}}`;

  it.each([
    ["data", `{"data": ${hostile('"$schema": "https://gobl.org/draft-0/note/message", "content": "hi"')}}`],
    ["template", `{"data": {"content": "hi"}, "type": "note/message", "template": ${hostile('"title": "t"')}}`],
    ["the request itself", hostile('"data": {"$schema": "https://gobl.org/draft-0/note/message", "content": "hi"}')],
    ["nested members", `{"data": {"$schema": "https://gobl.org/draft-0/org/party", "name": "X", "meta": ${hostile('"a": "b"')}, "addresses": [${hostile('"street": "Main"')}]}}`],
    ["a sign request", `{"data": ${hostile('"$schema": "https://gobl.org/draft-0/note/message", "content": "hi"')}, "privatekey": ${hostile('"kty": "EC"')}}`],
  ])("does not pollute Object.prototype through %s", async (_what, body) => {
    const path = body.includes("privatekey") ? "/sign" : "/build";
    const res = await api.post(path, body);
    expect([200, 400, 422]).toContain(res.status);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    if (res.status === 200) expect(res.body.polluted).toBeUndefined();
    // Still healthy
    expect((await api.get("/")).status).toBe(200);
    expect((await api.post("/build", { data: message("after") })).body).toEqual(message("after"));
  });
});

describe("bodies near the default 5 MiB limit", () => {
  it("refuses two million levels of nesting cleanly, and keeps serving", async () => {
    const res = await api.post("/build", `{"data": ${"[".repeat(2_000_000)}${"]".repeat(2_000_000)}}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, key: "input" });
    expect((await api.post("/build", { data: message("still here") })).status).toBe(200);
  });

  it("refuses an unclosed two million levels too", async () => {
    const res = await api.post("/validate", `{"data": ${"{\"a\":".repeat(700_000)}`);
    expect(res.status).toBe(400);
  });

  it("answers 413 just over 5 MiB", async () => {
    const res = await api.post("/build", { data: message("x".repeat(5 * 1024 * 1024)) });
    expect(res.status).toBe(413);
  });
});

describe("POST /v0/validate", () => {
  it("answers ok for a valid document or envelope", async () => {
    const built = (await api.post("/build", { data: invoice() })).body;
    expect(await api.post("/validate", { data: built })).toMatchObject({ status: 200, body: { ok: true } });
    const env = (await api.post("/build", { data: invoice(), envelop: true })).body;
    expect(await api.post("/validate", { data: env })).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("answers faults with 422 validation", async () => {
    const res = await api.post("/validate", { data: { $schema: "https://gobl.org/draft-0/note/message" } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 422, key: "validation", faults: [{ properties: ["$.content"] }] });
  });

  it("answers a digest that does not match with 422", async () => {
    const env = (await api.post("/build", { data: message(), envelop: true })).body;
    env.doc.content = "changed";
    const res = await api.post("/validate", { data: env });
    expect(res.status).toBe(422);
    expect(["validation", "digest"]).toContain(res.body.key);
  });
});

describe("POST /v0/correct", () => {
  const options = { type: "credit-note", issue_date: "2024-04-01", reason: "refund" };

  it("corrects a bare invoice into a bare credit note", async () => {
    const original = (await api.post("/build", { data: invoice() })).body;
    const res = await api.post("/correct", { data: original, options });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ $schema: "https://gobl.org/draft-0/bill/invoice", type: "credit-note", preceding: [{ code: "S-1" }] });
  });

  it("corrects an envelope into a new envelope", async () => {
    const env = (await api.post("/build", { data: invoice(), envelop: true })).body;
    const res = await api.post("/correct", { data: env, options });
    expect(res.status).toBe(200);
    expect(res.body.$schema).toBe("https://gobl.org/draft-0/envelope");
    expect(res.body.head.uuid).not.toBe(env.head.uuid);
    expect(res.body.doc.type).toBe("credit-note");
  });

  it("gives the correction-options schema when schema is true", async () => {
    const res = await api.post("/correct", { data: invoice(), schema: true });
    expect(res.status).toBe(200);
    expect(res.body.$id).toMatch(/^https:\/\/gobl\.org\/draft-0\/bill\/correction-options\?tax_regime=es$/);
  });

  it("answers a missing correction type with 422 pointing at the options", async () => {
    const res = await api.post("/correct", { data: invoice() });
    expect(res.status).toBe(422);
    expect(res.body.faults[0].properties).toEqual(["$.options.type"]);
  });

  it.skipIf(!HAS_SHARED)("corrects GOBL's success.json envelope", async () => {
    const res = await api.post("/correct", { data: ops("success.json"), options: { type: "credit-note", issue_date: "2023-04-17", ext: { "es-facturae-correction": "01" } } });
    expect(res.status).toBe(200);
    expect(res.body.doc.type).toBe("credit-note");
  });
});

describe("POST /v0/replicate", () => {
  it("copies a bare document with a new uuid and no code", async () => {
    const original = (await api.post("/build", { data: { ...invoice(), uuid: "0190b5a2-7f49-7f0a-9c5b-2a9c1b6c2d3e" } })).body;
    const res = await api.post("/replicate", { data: original });
    expect(res.status).toBe(200);
    expect(res.body.uuid).toBeDefined();
    expect(res.body.uuid).not.toBe(original.uuid);
    expect(res.body.code).toBeUndefined();
  });

  it("gives an envelope a new header", async () => {
    const env = (await api.post("/build", { data: invoice(), envelop: true })).body;
    const res = await api.post("/replicate", { data: env });
    expect(res.status).toBe(200);
    expect(res.body.$schema).toBe("https://gobl.org/draft-0/envelope");
    expect(res.body.head.uuid).not.toBe(env.head.uuid);
  });
});

describe.skipIf(!HAS_SHARED)("GOBL's reference requests", () => {
  it("builds success.json as an envelope with the same digest", async () => {
    const env = ops("success.json");
    const res = await api.post("/build", { data: env });
    expect(res.status).toBe(200);
    expect(res.body.head.dig).toEqual(env.head.dig);
  });
});

describe("the answers above", () => {
  it("were checked against openapi.json", () => {
    expect(api.checked).toBeGreaterThan(30);
  });
});

if (!HAS_SHARED) console.warn(SKIP_NO_SHARED);
