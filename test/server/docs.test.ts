/** The API reference page at /v0/docs: our page, Swagger UI's files from its package, all from this origin. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtAssets } from "../support/assets.ts";
import { startServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startServer({ assetsDir: await builtAssets() });
  origin = new URL(server.base).origin;
}, 60_000);
afterAll(() => server.close());

const BASE_HREF = /<base\s+href="([^"]*)"/;

/** The page's `document.baseURI`: its `<base>` resolved against its URL, or its URL. */
function documentBase(html: string, pageUrl: string): string {
  const baseHref = BASE_HREF.exec(html)?.[1];
  return baseHref === undefined ? pageUrl : new URL(baseHref, pageUrl).href;
}

/** The URLs a page's `src` and `href` attributes name, resolved as a browser would. */
function referencedUrls(html: string, pageUrl: string): URL[] {
  const base = documentBase(html, pageUrl);
  return [...html.replace(BASE_HREF, "").matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => new URL(m[1], base));
}

async function page(path: string): Promise<{ res: Response; html: string; url: string }> {
  const url = `${server.base}${path}`;
  const res = await fetch(url);
  return { res, html: await res.text(), url };
}

/** The initialiser the page loads (the only script of ours). */
async function initScript(html: string, pageUrl: string): Promise<{ url: URL; text: string }> {
  const url = referencedUrls(html, pageUrl).find((u) => u.pathname.endsWith("/init.js"));
  expect(url, "the page loads an init.js").toBeDefined();
  return { url: url!, text: await (await fetch(url!)).text() };
}

const CONTENT_TYPES: Record<string, RegExp> = {
  js: /^(text|application)\/javascript/,
  css: /^text\/css/,
  png: /^image\/png$/,
  json: /^application\/json/,
};

describe("GET /v0/docs", () => {
  it("is our HTML page, with and without the trailing slash, under a Content-Security-Policy of its own origin", async () => {
    for (const path of ["/docs", "/docs/"]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(html).toContain("<title>bizdoc API reference</title>");
      const csp = res.headers.get("content-security-policy") ?? "";
      const directives = Object.fromEntries(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
      expect(directives["default-src"]).toEqual(["'self'"]);
      expect(directives["script-src"]).toEqual(["'self'"]);
      expect(directives["connect-src"]).toEqual(["'self'"]);
      expect(directives["img-src"]).toEqual(["'self'", "data:"]);
      expect(directives["object-src"]).toEqual(["'none'"]);
      expect(csp).not.toMatch(/unsafe-eval|https?:|\*/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-request-id")).toBeTruthy();
    }
    expect((await fetch(`${server.base}/docs`, { method: "HEAD" })).status).toBe(200);
  });

  it("has no inline script: every script comes from a file, and no element carries an event handler", async () => {
    const { html } = await page("/docs/");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="/);
      expect(body.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/<style\b|\sstyle=/i);
  });

  it("refers only to files the server has, each served with its content type and cache headers", async () => {
    for (const path of ["/docs", "/docs/"]) {
      const { html, url } = await page(path);
      const urls = referencedUrls(html, url);
      expect(urls.map((u) => u.pathname.split("/").pop())).toEqual(expect.arrayContaining(["swagger-ui-bundle.js", "swagger-ui.css", "init.js"]));
      for (const target of urls) {
        const res = await fetch(target);
        const extension = target.pathname.split(".").pop()!;
        expect(res.status, `${path}: ${target.pathname}`).toBe(200);
        if (CONTENT_TYPES[extension]) expect(res.headers.get("content-type"), target.pathname).toMatch(CONTENT_TYPES[extension]);
        if (target.pathname.includes("/docs/assets/")) expect(res.headers.get("cache-control"), target.pathname).toMatch(/max-age=\d+/);
        await res.arrayBuffer();
      }
    }
  });

  it("starts Swagger UI on ../openapi.json relative to the page, without the online validator", async () => {
    for (const path of ["/docs", "/docs/"]) {
      const { html, url } = await page(path);
      const init = await initScript(html, url);
      expect(init.text).toMatch(/SwaggerUIBundle\(/);
      expect(init.text).toMatch(/validatorUrl:\s*null/);
      expect(init.text).toMatch(/deepLinking:\s*true/);
      const described = /new URL\("([^"]+)",\s*document\.baseURI\)/.exec(init.text)?.[1];
      expect(described).toBe("../openapi.json");
      // Resolved against the page's base, as the browser does, it is the API's description.
      const openapi = await fetch(new URL(described!, documentBase(html, url)));
      expect(openapi.status).toBe(200);
      expect((await openapi.json()).openapi).toBe("3.1.0");
    }
  });

  it("points at nothing off this origin, and stays under a path prefix in front of /v0", async () => {
    for (const path of ["/docs", "/docs/"]) {
      const { html, url } = await page(path);
      const init = await initScript(html, url);
      for (const text of [html, init.text]) expect(text).not.toMatch(/https?:\/\//i);
      for (const target of referencedUrls(html, url)) expect(target.origin).toBe(origin);
      // The same page seen through a proxy at /api: every file it loads is still under /api/v0/docs/.
      const proxied = `${origin}/api${new URL(url).pathname}`;
      // Save the link back to the playground (a page to go to, not a file it loads), which leads to /api/ there.
      const targets = referencedUrls(html, proxied);
      expect(targets.filter((target) => target.pathname === "/api/")).toHaveLength(1);
      for (const target of targets.filter((target) => target.pathname !== "/api/")) expect(target.pathname, `${path}: ${target.pathname}`).toMatch(/^\/api\/v0\/(docs\/|openapi\.json$)/);
    }
  });

  it("links back to the playground, and has a place naming its server, which its initialiser fills in", async () => {
    for (const path of ["/docs", "/docs/"]) {
      const { html, url } = await page(path);
      const link = /<a id="bizdoc-playground" href="([^"]+)">[^<]*playground<\/a>/.exec(html);
      expect(link, path).not.toBeNull();
      expect(new URL(link![1], documentBase(html, url)).href, path).toBe(`${origin}/`);
      expect(html).toContain('<code id="bizdoc-server">/v0</code>');
      const init = await initScript(html, url);
      expect(init.text).toContain('getElementById("bizdoc-server").textContent = apiBase');
    }
  });

  it("ships Swagger UI's licence and notice beside it, and no more of its package than the page needs", async () => {
    for (const file of ["LICENSE", "NOTICE"]) expect((await fetch(`${server.base}/docs/assets/${file}`)).status, file).toBe(200);
    for (const file of ["index.html", "swagger-initializer.js", "oauth2-redirect.html", "swagger-ui.js", "package.json"]) {
      expect((await fetch(`${server.base}/docs/assets/${file}`)).status, file).toBe(404);
    }
  });

  it("answers 404 in the one error shape for a file it does not have, and 405 for a method the page does not take", async () => {
    for (const path of ["/docs/assets/unknown", "/docs/assets/", "/docs/nothing-here"]) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ code: 404, key: "not-found", message: expect.any(String), faults: [] });
    }
    // A path that climbs out of the assets folder gets an error, never the file.
    const climbing = await fetch(`${server.base}/docs/assets/..%2f..%2f..%2fpackage.json`);
    expect(climbing.status).toBeGreaterThanOrEqual(400);
    expect(await climbing.json()).toEqual(expect.objectContaining({ code: climbing.status, faults: [] }));
    const post = await fetch(`${server.base}/docs`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toMatch(/GET/);
    expect((await post.json()).key).toBe("input");
  });
});

describe("GET /v0/docs when the assets are not built", () => {
  let bare: TestServer;
  let emptyDir: string;

  beforeAll(async () => {
    emptyDir = mkdtempSync(join(tmpdir(), "bizdoc-no-assets-"));
    bare = await startServer({ assetsDir: emptyDir });
  });
  afterAll(async () => {
    await bare.close();
    rmSync(emptyDir, { recursive: true, force: true });
  });

  it("answers 404 in the one error shape, as openapi.json says, for the page and its files", async () => {
    const openapi = await (await fetch(`${bare.base}/openapi.json`)).json();
    const described = openapi.paths["/docs"].get.responses["404"].content["application/json"].examples["not-built"].value;
    for (const path of ["/docs", "/docs/", "/docs/assets/swagger-ui-bundle.js", "/docs/assets/init.js"]) {
      const res = await fetch(`${bare.base}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json(), path).toEqual(described);
    }
  });
});
