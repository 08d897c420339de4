/**
 * One /v0/openapi.json, one ETag, wherever and whenever it is made: its
 * examples take nothing from the clock or from randomness
 * (server/fixed-examples.ts), so every worker and every restart serves the
 * same bytes, and a conditional GET is answered 304 by any of them. The
 * API reference page and the built files carry ETags as stable.
 */
import { readdirSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createEngine } from "../../index.ts";
import { stringifyJSON, type Engine } from "../../engine/index.ts";
import { exampleKeyPair, signES256Deterministically } from "../../server/fixed-examples.ts";
import { openapiDocument } from "../../server/openapi.ts";
import { builtAssets } from "../support/assets.ts";
import { startServer, testAddon, testEngine, type TestServer } from "./helpers.ts";

/**
 * Made with the clock set years back: anything an example took from the
 * clock would differ. (Back, not ahead: UUIDv7s are kept in order within a
 * process, so a UUID made with the clock ahead would push every later one in
 * this test fork into that future.)
 */
let later: Engine;
let laterText: string;
/** Two servers, each with its own engine (as two workers, or a server and its restart). */
let servers: TestServer[];
let assetsDir: string;

beforeAll(async () => {
  later = createEngine({ addons: [testAddon] });
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2021-12-31T23:59:30Z") });
  try {
    laterText = stringifyJSON(await openapiDocument(later));
  } finally {
    vi.useRealTimers();
  }
  assetsDir = await builtAssets();
  servers = [await startServer({ assetsDir }), await startServer({ assetsDir, engine: later })];
}, 60_000);
afterAll(async () => {
  for (const server of servers ?? []) await server.close();
});

/** The JSON paths where two values differ (for a readable failure). */
function differences(a: unknown, b: unknown, path = "$"): string[] {
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return JSON.stringify(a) === JSON.stringify(b) ? [] : [path];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((key) => differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}/${key}`));
}

/** GETs `path` from every server: the answers' bodies and ETags. */
async function fromEach(path: string): Promise<{ text: string; etag: string | null }[]> {
  return Promise.all(
    servers.map(async (server) => {
      const res = await fetch(`${new URL(server.base).origin}${path}`);
      expect(res.status, path).toBe(200);
      return { text: await res.text(), etag: res.headers.get("etag") };
    }),
  );
}

/**
 * Each server's answer to a conditional GET naming the ETag the other server
 * gave, as a browser revalidates (node:http: fetch() adds `Cache-Control:
 * no-cache` to a request whose If-None-Match it is given, which static files
 * then never answer 304).
 */
async function crossRevalidated(path: string, etags: (string | null)[]): Promise<number[]> {
  return Promise.all(
    servers.map(
      (server, i) =>
        new Promise<number>((resolve, reject) => {
          get(`${new URL(server.base).origin}${path}`, { headers: { "if-none-match": etags[1 - i]! } }, (res) => {
            res.resume();
            resolve(res.statusCode!);
          }).on("error", reject);
        }),
    ),
  );
}

describe("openapi.json", () => {
  it("is the same text from two engines, one made with the clock years ahead, with its examples", async () => {
    const now = stringifyJSON(await openapiDocument(testEngine()));
    expect(differences(JSON.parse(now), JSON.parse(laterText))).toEqual([]);
    expect(now === laterText).toBe(true); // in the same order too
    // with the examples that run the engine, not the stand-in description made when they fail
    const signed = JSON.parse(now).paths["/sign"].post.responses["200"].content["application/json"].examples.invoice.value;
    expect(signed.sigs).toHaveLength(1);
  });

  it("is served in the same bytes under the same ETag by two servers, each answering 304 to the other's ETag", async () => {
    const answers = await fromEach("/v0/openapi.json");
    expect(answers[0].etag).toMatch(/^"[\w-]+"$/);
    expect(answers[1].etag).toBe(answers[0].etag);
    expect(answers[1].text === answers[0].text).toBe(true);
    expect(await crossRevalidated("/v0/openapi.json", answers.map((a) => a.etag))).toEqual([304, 304]);
  });
});

describe("the API reference and the built files", () => {
  it.each(["/v0/docs", "/v0/docs/"])("the page %s carries an ETag of its text, the same from both servers, and is answered 304 to it", async (path) => {
    const answers = await fromEach(path);
    expect(answers[0].etag).toMatch(/^"[\w-]+"$/);
    expect(answers[1].etag).toBe(answers[0].etag);
    expect(await crossRevalidated(path, answers.map((a) => a.etag))).toEqual([304, 304]);
  });

  it("the reference page's files and the playground's carry ETags the same from both servers, each answered 304", async () => {
    const files = [
      ...readdirSync(join(assetsDir, "docs", "assets")).map((name) => `/v0/docs/assets/${name}`),
      ...readdirSync(join(assetsDir, "playground"))
        .filter((name) => name !== "index.html")
        .map((name) => `/playground/${name}`),
    ];
    expect(files.length).toBeGreaterThan(4);
    for (const path of files) {
      const answers = await fromEach(path);
      expect(answers[0].etag, path).toBeTruthy();
      expect(answers[1].etag, path).toBe(answers[0].etag);
      expect(await crossRevalidated(path, answers.map((a) => a.etag)), path).toEqual([304, 304]);
    }
  });
});

describe("the examples' fixed stand-ins", () => {
  it("sign as RFC 6979 says, with its own test vectors (A.2.5: P-256, SHA-256)", () => {
    const key = Buffer.from("C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721", "hex");
    expect(signES256Deterministically(Buffer.from("sample"), key).toString("hex").toUpperCase()).toBe(
      "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716" + "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8",
    );
    expect(signES256Deterministically(Buffer.from("test"), key).toString("hex").toUpperCase()).toBe(
      "F1ABB023518351CD71D881567B1EA663ED3EFCF6C5132B354F28D3B0B7D38367" + "019F4113742A2B14BD25926B49C649155F267E60D3814B4C0CC84250E46F0083",
    );
  });

  it("the example key pair has the form keygen answers with, and the engine signs with it and verifies what it signed", async () => {
    const engine = testEngine();
    const made = await engine.keygen();
    const fixed = exampleKeyPair("signing");
    expect(Object.keys(fixed.private)).toEqual(Object.keys(made.private));
    expect(Object.keys(fixed.public)).toEqual(Object.keys(made.public));
    const signed = await engine.sign({ $schema: "https://gobl.org/draft-0/note/message", content: "fixed key" }, { privateKey: fixed.private });
    await expect(engine.verify(signed, fixed.public)).resolves.toBeDefined();
  });
});
