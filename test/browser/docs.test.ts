// The API reference page in headless Chromium: /v0/docs (asked for without
// its trailing slash) loads Swagger UI from this origin only, under its
// Content-Security-Policy, lists the operations of openapi.json, names its
// server by address and links back to the playground, and "try it
// out" on the MCP endpoint sends the request example and shows the server's
// 200, as on POST /keygen when the whole app is behind a path prefix.
// Skipped without a Chromium binary (CHROMIUM_PATH or /usr/bin/chromium).
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { silentLogger } from "../../server/logger.ts";
import { builtAssets } from "../support/assets.ts";
import { startServer, testEngine, type TestServer } from "../server/helpers.ts";
import { CHROMIUM, HAVE_CHROMIUM, launchChromium } from "../support/chromium.ts";


/** What went wrong while a page was open: failed or refused requests, requests elsewhere, errors and CSP reports. */
interface Trouble {
  failed: string[];
  offOrigin: string[];
  errors: string[];
}

function watch(page: Page, origin: string): Trouble {
  const trouble: Trouble = { failed: [], offOrigin: [], errors: [] };
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith("data:") && new URL(url).origin !== origin) trouble.offOrigin.push(url);
  });
  page.on("requestfailed", (request) => trouble.failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on("response", (response) => {
    if (response.status() >= 400) trouble.failed.push(`${response.url()}: ${response.status()}`);
  });
  page.on("pageerror", (err) => trouble.errors.push(String(err)));
  // A Content-Security-Policy violation is reported as a console error.
  page.on("console", (message) => {
    if (message.type() === "error") trouble.errors.push(message.text());
  });
  return trouble;
}

/**
 * Opens the POST operation `tag`/`id` of the page at `pageUrl`, tries it out
 * with its first request example, and gives the answer to the request it
 * sends to `url`, with what the page shows of it.
 */
async function tryOut(page: Page, pageUrl: string, [tag, id]: [string, string], url: string): Promise<{ status: number; sent: any; headers: Record<string, string>; shown: string | undefined }> {
  const operation = `#operations-${tag}-${id}`;
  const answered = page.waitForResponse((response) => response.url() === url && response.request().method() === "POST", { timeout: 90_000 });
  // Deep linking opens the operation named in the fragment.
  await page.goto(`${pageUrl}#/${tag}/${id}`, { waitUntil: "load" });
  await page.waitForSelector(`${operation} .try-out__btn`, { timeout: 90_000 });
  await page.click(`${operation} .try-out__btn`);
  await page.waitForSelector(`${operation} .execute`, { timeout: 60_000 });
  await page.click(`${operation} .execute`);
  const response = await answered;
  const status = `${operation} .live-responses-table tbody .response-col_status`;
  await page.waitForSelector(status, { timeout: 60_000 });
  return {
    status: response.status(),
    sent: JSON.parse(response.request().postData() ?? "{}"),
    headers: response.request().headers(),
    shown: await page.$eval(status, (node) => node.textContent?.trim()),
  };
}

describe("the API reference page in headless Chromium", () => {
  let server: TestServer;
  /** The same app mounted at /api of another one, as behind a proxy that keeps its prefix. */
  let prefixed: Server | undefined;
  let prefixedOrigin = "";
  let browser: Browser | undefined;
  let origin = "";

  beforeAll(async () => {
    if (!HAVE_CHROMIUM) {
      console.warn(`[browser] docs page test skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH, or apt-get install chromium)`);
      return;
    }
    const assetsDir = await builtAssets();
    server = await startServer({ assetsDir });
    origin = new URL(server.base).origin;
    prefixed = express()
      .use("/api", createApp(testEngine(), { assetsDir, logger: silentLogger }))
      .listen(0, "127.0.0.1");
    await new Promise((resolve) => prefixed!.once("listening", resolve));
    prefixedOrigin = `http://127.0.0.1:${(prefixed.address() as AddressInfo).port}`;
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await new Promise((resolve) => (prefixed ? prefixed.close(resolve) : resolve(undefined)));
  });

  it("lists the operations, loading everything from this origin without an error", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    const page = await browser!.newPage();
    const trouble = watch(page, origin);
    await page.goto(`${server.base}/docs`, { waitUntil: "load" });
    await page.waitForSelector(".opblock-summary-path", { timeout: 90_000 });
    const listed = await page.$$eval(".opblock-summary-path", (nodes) => nodes.map((node) => node.textContent?.replace(/\u200b/g, "").trim()));
    expect(listed).toEqual(expect.arrayContaining(["/build", "/validate", "/sign", "/schemas/{path}", "/mcp", "/health", "/ready", "/docs"]));
    expect(await page.title()).toBe("bizdoc API reference");
    // It names its server as an address, in its bar and in Swagger UI's list of servers (not as openapi.json's "."),
    // and links back to the playground, which the link opens.
    expect(await page.$eval("#bizdoc-server", (node) => node.textContent)).toBe(server.base);
    await page.waitForSelector(".servers select option", { timeout: 60_000 });
    expect(await page.$$eval(".servers select option", (nodes) => nodes.map((node) => (node as HTMLOptionElement).value))).toEqual([server.base]);
    expect(await page.$eval("#bizdoc-playground", (node) => (node as HTMLAnchorElement).href)).toBe(`${origin}/`);
    await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.click("#bizdoc-playground")]);
    expect(await page.title()).toBe("bizdoc playground");
    await page.close();
    expect(trouble).toEqual({ failed: [], offOrigin: [], errors: [] });
  }, 240_000);

  it("tries the MCP endpoint: the page sends the Accept header its transport asks for", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    const page = await browser!.newPage();
    const trouble = watch(page, origin);
    const tried = await tryOut(page, `${server.base}/docs`, ["MCP", "mcp"], `${server.base}/mcp`);
    expect(tried.status).toBe(200);
    expect(tried.headers.accept).toMatch(/application\/json.*text\/event-stream/);
    expect(tried.sent).toEqual(expect.objectContaining({ jsonrpc: "2.0", method: "initialize" }));
    expect(tried.shown).toBe("200");
    await page.close();
    expect(trouble).toEqual({ failed: [], offOrigin: [], errors: [] });
  }, 240_000);

  // Behind a path prefix, an operation that is quick to lay out: Swagger UI takes seconds to lay out the
  // invoice schema of POST /build, whose request example the openapi tests send to the server already.
  it("tries POST /keygen behind a path prefix: the 200 shown, every file and request under the prefix", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    const page = await browser!.newPage();
    const trouble = watch(page, prefixedOrigin);
    const requested: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:") requested.push(url.pathname);
    });
    const tried = await tryOut(page, `${prefixedOrigin}/api/v0/docs`, ["Signing", "keygen"], `${prefixedOrigin}/api/v0/keygen`);
    expect(tried.status).toBe(200);
    expect(tried.shown).toBe("200");
    expect(requested.length).toBeGreaterThan(3);
    for (const path of requested) expect(path).toMatch(/^\/api\/v0\//);
    expect(await page.$eval("#bizdoc-server", (node) => node.textContent)).toBe(`${prefixedOrigin}/api/v0`);
    expect(await page.$eval("#bizdoc-playground", (node) => (node as HTMLAnchorElement).href)).toBe(`${prefixedOrigin}/api/`);
    await page.close();
    expect(trouble).toEqual({ failed: [], offOrigin: [], errors: [] });
  }, 240_000);
});
