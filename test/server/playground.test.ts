// The playground's routes: the page at `/` with its Content-Security-Policy,
// its built files under /playground/, and 404s in the one error shape.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtAssets } from "../support/assets.ts";
import { startServer, type TestServer } from "./helpers.ts";

/** The policy's directives by name (`script-src` → `["'self'"]`). */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const directive of (policy ?? "").split(";")) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

/** The files the page refers to with `src` or `href`. */
function references(html: string): string[] {
  return [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
}

async function expectNotFound(response: Response, messagePart: string): Promise<void> {
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = await response.json();
  expect(body).toEqual({ code: 404, key: "not-found", message: expect.stringContaining(messagePart), faults: [] });
}

describe("playground routes, built", () => {
  let server: TestServer;
  let origin: string;

  beforeAll(async () => {
    server = await startServer({ assetsDir: await builtAssets() });
    origin = new URL(server.base).origin;
  });
  afterAll(() => server.close());

  it("serves the page at / with a policy that admits only its own origin", async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("<title>bizdoc playground</title>");

    const policy = directives(response.headers.get("content-security-policy"));
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    const styles = policy.get("style-src") ?? [];
    expect(styles).toContain("'self'");
    expect(styles).not.toContain("'unsafe-inline'");
    // The nonce the policy admits is the one the page hands to CodeMirror.
    const nonce = styles.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(html).not.toContain("{{");
  });

  it("gives each answer its own nonce", async () => {
    const [first, second] = await Promise.all([fetch(`${origin}/`), fetch(`${origin}/`)]);
    const nonceOf = (response: Response) => directives(response.headers.get("content-security-policy")).get("style-src")?.find((s) => s.startsWith("'nonce-"));
    expect(nonceOf(first)).toBeDefined();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });

  it("answers HEAD / without a body", async () => {
    const response = await fetch(`${origin}/`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toBe("");
  });

  it("refers only to its own files and API, by relative URLs", async () => {
    const html = await (await fetch(`${origin}/`)).text();
    const refs = references(html);
    expect(refs).toEqual(expect.arrayContaining(["v0/docs", "v0/openapi.json", "playground/favicon.svg"]));
    expect(refs.some((ref) => /^playground\/main-[A-Z0-9]{8}\.js$/.test(ref))).toBe(true);
    expect(refs.some((ref) => /^playground\/styles-[A-Z0-9]{8}\.css$/.test(ref))).toBe(true);
    for (const ref of refs) expect(ref, ref).not.toMatch(/^(?:[a-z]+:|\/\/|\/)/);
  });

  it("serves the files the page names, content-hashed ones cached for good", async () => {
    const html = await (await fetch(`${origin}/`)).text();
    const types: Record<string, RegExp> = { js: /^(?:text|application)\/javascript/, css: /^text\/css/, svg: /^image\/svg\+xml/ };
    for (const ref of references(html).filter((r) => r.startsWith("playground/"))) {
      const response = await fetch(`${origin}/${ref}`);
      expect(response.status, ref).toBe(200);
      const extension = ref.split(".").pop()!;
      expect(response.headers.get("content-type"), ref).toMatch(types[extension]);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const hashed = /-[A-Z0-9]{8}\./.test(ref);
      expect(response.headers.get("cache-control"), ref).toBe(hashed ? "public, max-age=31536000, immutable" : "no-cache");
      expect((await response.arrayBuffer()).byteLength, ref).toBeGreaterThan(0);
    }
  });

  it("serves the bundle's source map, and the bundle makes no request beyond the page's origin", async () => {
    const html = await (await fetch(`${origin}/`)).text();
    const script = references(html).find((ref) => ref.endsWith(".js"))!;
    const bundle = await (await fetch(`${origin}/${script}`)).text();
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(bundle)?.[1];
    expect(mapName).toBe(`${script.split("/").pop()}.map`);
    const map = await fetch(`${origin}/playground/${mapName}`);
    expect(map.status).toBe(200);
    const sources = ((await map.json()) as { sources: string[] }).sources;
    expect(sources.some((source) => source.endsWith("playground/main.ts"))).toBe(true);
    expect(bundle).not.toMatch(/fonts\.googleapis|cdn\.jsdelivr|unpkg\.com|cdnjs/);
  });

  it("revalidates an unhashed file with its ETag", async () => {
    const first = await fetch(`${origin}/playground/favicon.svg`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // Not with fetch: it adds Cache-Control: no-cache to a conditional request, as a browser's reload would.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(`${origin}/playground/favicon.svg`, { headers: { "if-none-match": etag! } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on("error", reject);
    });
    expect(status).toBe(304);
  });

  it("answers 404 in the one error shape for a file it does not have", async () => {
    await expectNotFound(await fetch(`${origin}/playground/nothing.js`), "/playground/nothing.js");
    await expectNotFound(await fetch(`${origin}/playground/`), "/playground/");
    await expectNotFound(await fetch(`${origin}/playground/..%2F..%2Fpackage.json`), "");
    // The page itself is only served at /, where it gets its nonce and policy.
    await expectNotFound(await fetch(`${origin}/playground/index.html`), "/playground/index.html");
  });

  it("leaves the API's routes alone", async () => {
    const response = await fetch(`${server.base}/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: "bizdoc" });
    await expectNotFound(await fetch(`${origin}/elsewhere`), "GET /elsewhere");
  });
});

describe("playground routes, not built", () => {
  let server: TestServer;
  let origin: string;
  let emptyDir: string;

  beforeAll(async () => {
    emptyDir = mkdtempSync(join(tmpdir(), "bizdoc-no-assets-"));
    server = await startServer({ assetsDir: emptyDir });
    origin = new URL(server.base).origin;
  });
  afterAll(async () => {
    await server.close();
    rmSync(emptyDir, { recursive: true, force: true });
  });

  it("answers 404 saying how to build, for the page and its files", async () => {
    expect(readdirSync(emptyDir)).toEqual([]);
    await expectNotFound(await fetch(`${origin}/`), "npm run build");
    await expectNotFound(await fetch(`${origin}/playground/main.js`), "npm run build");
    const head = await fetch(`${origin}/`, { method: "HEAD" });
    expect(head.status).toBe(404);
  });

  it("keeps serving the API", async () => {
    const response = await fetch(`${server.base}/keygen`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ public: { kty: "EC" } });
  });
});
