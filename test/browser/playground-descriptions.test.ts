// The playground in headless Chromium shows the schemas' descriptions:
// hovering a property name of the document (JSON or YAML) opens a tooltip
// with what the document's schema says of that property, the text read here
// from the engine's own bundled schema. The schema is fetched once per kind.
// A screenshot goes to test-output/playground/. Without a Chromium binary
// (CHROMIUM_PATH or /usr/bin/chromium) the tests are skipped.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLES } from "../../examples/index.ts";
import { startServer, type TestServer } from "../server/helpers.ts";
import { builtAssets } from "../support/assets.ts";
import { PROJECT_ROOT } from "../support/shared.ts";
import { CHROMIUM, HAVE_CHROMIUM, launchChromium } from "../support/chromium.ts";
import { report } from "../support/report.ts";

const SCREENSHOTS = join(PROJECT_ROOT, "test-output", "playground");
/** An invoice whose supplier has inboxes. */
const EXAMPLE = "de-xrechnung-v3";

type SchemaNode = { $ref?: string; description?: string; properties?: Record<string, SchemaNode>; items?: SchemaNode };

describe("playground: the schemas' descriptions on hover", () => {
  let browser: Browser | undefined;
  let server: TestServer | undefined;
  let page: Page;
  let origin = "";
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const schemaRequests: string[] = [];

  beforeAll(async () => {
    if (!HAVE_CHROMIUM) {
      console.warn(`[playground-descriptions] skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH, or apt-get install chromium)`);
      return;
    }
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startServer({ assetsDir: await builtAssets() });
    origin = new URL(server.base).origin;
    browser = await launchChromium();
    page = await browser.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    page.on("pageerror", (err) => pageErrors.push(String(err)));
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/v0/schemas/")) schemaRequests.push(`${url.pathname}${url.search}`);
    });
    await page.evaluateOnNewDocument(() => {
      const seen: string[] = ((globalThis as { cspViolations?: string[] }).cspViolations = []);
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** What the engine's bundled invoice schema says of a property, found by following `$ref`s from the document's type. */
  function expectedDescription(path: (string | number)[]): string {
    const schema = server!.engine.schema("bill/invoice", { bundle: true }) as SchemaNode & { $defs: Record<string, SchemaNode> };
    const deref = (node: SchemaNode): SchemaNode => (node.$ref ? deref(schema.$defs[node.$ref.slice("#/$defs/".length)]!) : node);
    let node: SchemaNode = schema;
    for (const step of path) node = typeof step === "number" ? deref(node).items! : deref(node).properties![step]!;
    if (!node.description) throw new Error(`the schema does not describe ${path.join(".")}`);
    return node.description;
  }

  /** Moves the pointer over the first `text` the document editor shows (over its `part`, by default all of it). */
  async function hover(text: string, part = text): Promise<void> {
    const box = await page.evaluate(
      (wanted, inner) => {
        const content = document.querySelector("#input-editor .cm-content");
        if (!content) return null;
        const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(wanted) ?? -1;
          if (at < 0) continue;
          const start = at + wanted.indexOf(inner);
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + inner.length);
          const rect = range.getBoundingClientRect();
          return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
        }
        return null;
      },
      text,
      part,
    );
    if (!box) throw new Error(`the editor shows no "${text}"`);
    await page.mouse.move(box.x, box.y, { steps: 3 });
  }

  /** The text of the description tooltip once one shows. */
  async function tooltip(): Promise<string> {
    const element = await page.waitForSelector("#input-editor .cm-tooltip-hover .cm-schema-description", { visible: true });
    return element!.evaluate((el) => (el as HTMLElement).innerText);
  }

  /** Moves the pointer off the editor and waits for the tooltip to go. */
  async function leave(): Promise<void> {
    await page.mouse.move(5, 5);
    await page.waitForSelector("#input-editor .cm-tooltip-hover", { hidden: true });
  }

  it("shows the description of a JSON key, from the document's schema", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    expect(EXAMPLES.some((e) => e.id === EXAMPLE)).toBe(true);
    await page.goto(`${origin}/`, { waitUntil: "networkidle0" });
    await page.waitForSelector("#input-editor .cm-content");
    await page.select("#example", EXAMPLE);
    expect(await page.$eval("#input-editor .cm-content", (el) => (el as HTMLElement).innerText)).toContain('"inboxes"');

    await hover('"supplier"');
    expect(await tooltip()).toBe(expectedDescription(["supplier"]));
    const path = join(SCREENSHOTS, "09-description.png");
    await page.screenshot({ path });
    report(`[playground] screenshot: ${path}`);
    await leave();

    await hover('"inboxes"');
    expect(await tooltip()).toBe(expectedDescription(["supplier", "inboxes"]));
    await leave();
  }, 180_000);

  it("shows it for a YAML key too, and a key inside an array's item", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    await page.click('input[name="format"][value="yaml"]');
    expect(await page.$eval("#input-editor .cm-content", (el) => (el as HTMLElement).innerText)).toMatch(/^ {2}inboxes:$/m);
    await hover("inboxes");
    expect(await tooltip()).toBe(expectedDescription(["supplier", "inboxes"]));
    await leave();
    await hover("email"); // supplier.inboxes[0].email
    expect(await tooltip()).toBe(expectedDescription(["supplier", "inboxes", 0, "email"]));
    await leave();
    await page.click('input[name="format"][value="json"]');
  }, 180_000);

  it("shows nothing over a value, asks for each schema once, and leaves the page clean", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    const supplier = EXAMPLES.find((e) => e.id === EXAMPLE)!.document.supplier as { name: string };
    await hover(`"${supplier.name}"`);
    // Give the hover time to act: no tooltip comes.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await page.$("#input-editor .cm-tooltip-hover .cm-schema-description")).toBeNull();
    expect(schemaRequests).toEqual(["/v0/schemas/bill/invoice?bundle=true"]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(await page.evaluate(() => (globalThis as { cspViolations?: string[] }).cspViolations)).toEqual([]);
  }, 180_000);
});
