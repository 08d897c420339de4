import { CompactSign, importJWK } from "jose";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../support/shared.ts";
import { Client, invoice, startServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let api: Client;
let keys: { private: Record<string, string>; public: Record<string, string> };
/** Every private exponent used in this file: none may reach a log or an answer's error. */
const secrets: string[] = [];

beforeAll(async () => {
  server = await startServer();
  api = await Client.for(server);
  const res = await api.post("/keygen");
  keys = res.body;
  secrets.push(keys.private.d);
});
afterAll(() => server.close());

const ops = (name: string) => JSON.parse(readFileSync(sharedPath("reference", "gobl-api-ops", name), "utf8"));
const b64url = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

async function signed(): Promise<any> {
  const res = await api.post("/sign", { data: invoice(), privatekey: keys.private });
  expect(res.status).toBe(200);
  return res.body;
}

describe("POST /v0/keygen", () => {
  it("makes an ES256 key pair sharing a kid, without a body", async () => {
    expect(keys.private).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig", d: expect.any(String) });
    expect(keys.public.d).toBeUndefined();
    expect(keys.public.kid).toBe(keys.private.kid);
  });

  it("makes a new pair every time, never cached", async () => {
    const res = await api.post("/keygen", {});
    expect(res.status).toBe(200);
    secrets.push(res.body.private.d);
    expect(res.body.private.d).not.toBe(keys.private.d);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("POST /v0/sign and /v0/verify", () => {
  it("round-trips: a signed envelope verifies with the public key", async () => {
    const env = await signed();
    expect(env.$schema).toBe("https://gobl.org/draft-0/envelope");
    expect(env.sigs).toHaveLength(1);
    expect(JSON.parse(Buffer.from(env.sigs[0].split(".")[0], "base64url").toString())).toEqual({ alg: "ES256", kid: keys.private.kid });
    const res = await api.post("/verify", { data: env, publickey: keys.public });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it("always answers an envelope, whatever envelop says", async () => {
    const res = await api.post("/sign", { data: invoice(), privatekey: keys.private, envelop: false });
    expect(res.status).toBe(200);
    expect(res.body.$schema).toBe("https://gobl.org/draft-0/envelope");
  });

  it("merges a template and takes a type hint before signing", async () => {
    const { $schema: _schema, lines, ...rest } = invoice();
    const res = await api.post("/sign", { data: { ...rest, lines }, template: { notes: [{ text: "tpl" }] }, type: "bill/invoice", privatekey: keys.private });
    expect(res.status).toBe(200);
    expect(res.body.doc.notes).toEqual([{ text: "tpl" }]);
  });

  it("adds a second signature to a signed envelope; both verify", async () => {
    const env = await signed();
    const res = await api.post("/sign", { data: env, privatekey: keys.private });
    expect(res.status).toBe(200);
    expect(res.body.sigs).toHaveLength(2);
    expect((await api.post("/verify", { data: res.body, publickey: keys.public })).status).toBe(200);
  });

  it("verifies with a private key too (its private part is not needed)", async () => {
    const res = await api.post("/verify", { data: await signed(), publickey: keys.private });
    expect(res.status).toBe(200);
  });

  it("refuses to sign an invoice without a code (422 validation), returning nothing signed", async () => {
    const { code: _code, ...noCode } = invoice();
    const res = await api.post("/sign", { data: noCode, privatekey: keys.private });
    expect(res.status).toBe(422);
    expect(res.body.key).toBe("validation");
  });
});

describe("signing with bad keys answers 400 input, never quoting the key", () => {
  it.each([
    ["no key", {}],
    ["a key that is not an object", { privatekey: "secret-ish" }],
    ["a public key", { privatekey: "PUBLIC" }],
    ["a key on another curve", { privatekey: "P384" }],
  ])("%s", async (_what, extra: Record<string, unknown>) => {
    const members: Record<string, unknown> = { ...extra };
    if (members.privatekey === "PUBLIC") members.privatekey = keys.public;
    if (members.privatekey === "P384") members.privatekey = { ...keys.private, crv: "P-384" };
    const res = await api.post("/sign", { data: invoice(), ...members });
    expect(res.status).toBe(400);
    expect(res.body.key).toBe("input");
    expect(res.text).not.toContain(keys.private.d);
  });

  it("a malformed private exponent", async () => {
    const bad = { ...keys.private, d: "AAAA" + keys.private.d.slice(4, 20) };
    secrets.push(bad.d);
    const res = await api.post("/sign", { data: invoice(), privatekey: bad });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain(bad.d);
  });

  it("verify without a public key, or with data that is not an envelope", async () => {
    const env = await signed();
    expect((await api.post("/verify", { data: env })).status).toBe(400);
    expect((await api.post("/verify", { data: env, publickey: [] })).status).toBe(400);
    expect((await api.post("/verify", { data: invoice(), publickey: keys.public })).status).toBe(400);
  });
});

describe("tampering is answered 422", () => {
  it("a changed document", async () => {
    const env = await signed();
    env.doc.lines[0].item.price = "1000.00";
    const res = await api.post("/verify", { data: env, publickey: keys.public });
    expect(res.status).toBe(422);
    expect(["signature", "digest", "validation"]).toContain(res.body.key);
  });

  it("a changed header (uuid)", async () => {
    const env = await signed();
    env.head.uuid = "0190b5a2-7f49-7f0a-9c5b-2a9c1b6c2d3e";
    const res = await api.post("/verify", { data: env, publickey: keys.public });
    expect(res.status).toBe(422);
    expect(res.body.key).toBe("signature");
  });

  it("a changed header digest", async () => {
    const env = await signed();
    env.head.dig.val = "0".repeat(64);
    const res = await api.post("/verify", { data: env, publickey: keys.public });
    expect(res.status).toBe(422);
  });

  it("another key", async () => {
    const other = (await api.post("/keygen")).body;
    secrets.push(other.private.d);
    const res = await api.post("/verify", { data: await signed(), publickey: other.public });
    expect(res.status).toBe(422);
    expect(res.body.key).toBe("signature");
  });

  it("no signature", async () => {
    const { sigs: _sigs, ...unsigned } = await signed();
    const res = await api.post("/verify", { data: unsigned, publickey: keys.public });
    expect(res.status).toBe(422);
    expect(res.body.key).toBe("signature");
  });

  it("a signature with alg none", async () => {
    const env = await signed();
    const payload = env.sigs[0].split(".")[1];
    env.sigs = [`${b64url({ alg: "none" })}.${payload}.`];
    const res = await api.post("/verify", { data: env, publickey: keys.public });
    expect(res.status).toBe(422);
    expect(res.body.key).toBe("signature");
  });

  it("a signature whose payload was swapped", async () => {
    const env = await signed();
    const [header, payload, sig] = env.sigs[0].split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    env.sigs = [`${header}.${b64url({ ...claims, iat: claims.iat + 1 })}.${sig}`];
    const res = await api.post("/verify", { data: env, publickey: keys.public });
    expect(res.status).toBe(422);
    expect(res.body.key).toBe("signature");
  });
});

describe("a validly signed payload that is not a header", () => {
  /** A genuine ES256 signature by our key over any payload text. */
  async function signText(text: string): Promise<string> {
    const key = await importJWK(keys.private, "ES256");
    return new CompactSign(new TextEncoder().encode(text)).setProtectedHeader({ alg: "ES256", kid: keys.private.kid }).sign(key);
  }

  it.each(["null", "42", '"text"', "[]", "true", "{}", '{"uuid": null, "dig": null}', "not json"])("payload %s is refused with 422 signature", async (payload) => {
    const env = await signed();
    env.sigs = [await signText(payload)];
    const res = await api.post("/verify", { data: env, publickey: keys.public });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 422, key: "signature", faults: expect.any(Array) });
  });
});

describe.skipIf(!HAS_SHARED)("GOBL's own signed envelope", () => {
  const privateJWK = () => JSON.parse(readFileSync(sharedPath("reference", "gobl-api-ops", "private.jwk"), "utf8"));
  const publicJWK = () => {
    const { d, ...pub } = privateJWK();
    secrets.push(d);
    return pub;
  };

  it("verifies signed.json with the public part of private.jwk", async () => {
    const res = await api.post("/verify", { data: ops("signed.json"), publickey: publicJWK() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it("refuses signed.json with its document changed", async () => {
    const env = ops("signed.json");
    env.doc.code = "SAMPLE-002";
    const res = await api.post("/verify", { data: env, publickey: publicJWK() });
    expect(res.status).toBe(422);
  });

  it("signs with private.jwk so that the signature carries GOBL's kid and verifies", async () => {
    const res = await api.post("/sign", { data: ops("invoice.json"), privatekey: privateJWK() });
    expect(res.status).toBe(200);
    const header = JSON.parse(Buffer.from(res.body.sigs[0].split(".")[0], "base64url").toString());
    expect(header).toEqual({ alg: "ES256", kid: privateJWK().kid });
    expect((await api.post("/verify", { data: res.body, publickey: publicJWK() })).status).toBe(200);
  });
});

describe("logs", () => {
  it("hold one line per request and never a private key", () => {
    const text = JSON.stringify(server.logs);
    expect(server.logs.filter((l) => l.msg === "request").length).toBeGreaterThan(20);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain('"d"');
    expect(text).not.toContain("privatekey");
  });

  it("every answer was checked against openapi.json", () => {
    expect(api.checked).toBeGreaterThan(20);
  });
});

if (!HAS_SHARED) console.warn(SKIP_NO_SHARED);
