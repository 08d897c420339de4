// The playground page in headless Chromium, against the real app: it loads
// clean, builds an example to the totals the engine computes, links a fault
// to the line it names, converts to YAML, and makes keys, signs and verifies.
// Screenshots of each state go to test-output/playground/. Without a
// Chromium binary (CHROMIUM_PATH or /usr/bin/chromium) the tests are skipped.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, HTTPResponse, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLES, type Example } from "../../examples/index.ts";
import { isBizdocError } from "../../engine/index.ts";
import { startServer, type TestServer } from "../server/helpers.ts";
import { builtAssets } from "../support/assets.ts";
import { PROJECT_ROOT } from "../support/shared.ts";
import { CHROMIUM, HAVE_CHROMIUM, launchChromium } from "../support/chromium.ts";
import { report } from "../support/report.ts";

const SCREENSHOTS = join(PROJECT_ROOT, "test-output", "playground");
const BROKEN_TAX_CODE = "B12345678";

/** The Spanish simplified invoice, or else the first German or Spanish example. */
const example: Example | undefined = EXAMPLES.find((e) => e.id === "es-simplified") ?? EXAMPLES.find((e) => e.regime === "ES" || e.regime === "DE");

function taxCodeOf(document: Record<string, unknown>): string {
  const supplier = document.supplier as { tax_id?: { code?: string } } | undefined;
  const code = supplier?.tax_id?.code;
  if (!code) throw new Error("the example's supplier has no tax ID code");
  return code;
}

describe("playground in headless Chromium", () => {
  let browser: Browser | undefined;
  let server: TestServer | undefined;
  let page: Page;
  let origin = "";
  const pageErrors: string[] = [];
  const failedRequests: string[] = [];
  const foreignRequests: string[] = [];
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    if (!HAVE_CHROMIUM) {
      console.warn(`[playground] skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH, or apt-get install chromium)`);
      return;
    }
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startServer({ assetsDir: await builtAssets() });
    origin = new URL(server.base).origin;
    browser = await launchChromium();
    page = await browser.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    page.on("pageerror", (err) => pageErrors.push(String(err)));
    page.on("requestfailed", (request) => failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith("data:") && new URL(url).origin !== origin) foreignRequests.push(url);
    });
    // The API answers faults with 4xx on purpose; anything else the page loads must be there.
    page.on("response", (response) => {
      if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith("/v0/")) failedRequests.push(`${response.url()}: ${response.status()}`);
    });
    page.on("console", (message) => {
      if (message.type() === "error" && !/status of 4\d\d/.test(message.text())) consoleErrors.push(message.text());
    });
    // Content-Security-Policy violations (a style CodeMirror could not inject, say), as the page sees them.
    await page.evaluateOnNewDocument(() => {
      const seen: string[] = ((globalThis as { cspViolations?: string[] }).cspViolations = []);
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function screenshot(name: string): Promise<void> {
    const path = join(SCREENSHOTS, `${name}.png`);
    await page.screenshot({ path });
    report(`[playground] screenshot: ${path}`);
  }

  /** Presses an operation's button and waits for its answer to be shown. */
  async function press(operation: string): Promise<HTTPResponse> {
    const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === `/v0/${operation}`), page.click(`#${operation}`)]);
    await page.waitForSelector('#result-panel[aria-busy="false"]');
    return response;
  }

  const text = (selector: string) => page.$eval(selector, (element) => (element as HTMLElement).innerText);

  /** Whether an editor wraps its lines: CodeMirror's wrapping on, its style, anything wider than the pane, and its root element's line (a long one) spread over rows. */
  const xmlWraps = (editor: string) =>
    page.$eval(editor, (element) => {
      const content = element.querySelector(".cm-content") as HTMLElement;
      const scroller = element.querySelector(".cm-scroller") as HTMLElement;
      const root = [...element.querySelectorAll<HTMLElement>(".cm-line")].find((line) => /<(\w+:)?CrossIndustryInvoice\b/.test(line.textContent ?? ""));
      const rowHeight = parseFloat(getComputedStyle(content).lineHeight);
      return {
        wrapping: content.classList.contains("cm-lineWrapping"),
        whiteSpace: getComputedStyle(content).whiteSpace,
        overflows: scroller.scrollWidth > scroller.clientWidth + 1,
        rootRows: root ? Math.round(root.getBoundingClientRect().height / rowHeight) : 0,
      };
    });

  function expectCleanPage(): Promise<void> {
    return (async () => {
      expect(pageErrors).toEqual([]);
      expect(failedRequests).toEqual([]);
      expect(foreignRequests).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(await page.evaluate(() => (globalThis as { cspViolations?: string[] }).cspViolations)).toEqual([]);
    })();
  }

  /** Double-clicks a word of the document editor (selecting it as a person would; `clicks` 3 selects its whole line). */
  async function doubleClickWord(word: string, clicks = 2): Promise<void> {
    const box = await page.evaluate((wanted) => {
      const content = document.querySelector("#input-editor .cm-content");
      if (!content) return null;
      const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(wanted) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        const rect = range.getBoundingClientRect();
        return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
      }
      return null;
    }, word);
    if (!box) throw new Error(`the editor shows no "${word}"`);
    await page.mouse.click(box.x, box.y, { count: clicks });
  }

  it("loads with no error and no request beyond its origin", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    await page.goto(`${origin}/`, { waitUntil: "networkidle0" });
    await page.waitForSelector("#input-editor .cm-content");
    expect(await page.title()).toBe("bizdoc playground");
    // Every shipped example is offered, and one is in the editor.
    const offered = await page.$$eval("#example option", (options) => options.map((option) => (option as HTMLOptionElement).value));
    expect([...offered].sort()).toEqual(EXAMPLES.map((e) => e.id).sort());
    expect(await text("#input-editor .cm-content")).toContain('"$schema"');
    expect(await page.$eval("#sign", (button) => (button as HTMLButtonElement).disabled)).toBe(true);
    await screenshot("01-loaded");
    await expectCleanPage();
  }, 180_000);

  it("builds an example and shows the totals the engine computes", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    if (!example) throw new Error("no German or Spanish example ships");
    const built = (await server!.engine.build(structuredClone(example.document), { envelop: true })) as { doc: { currency: string; totals: { sum: string; payable: string } } };
    const { totals, currency } = built.doc;

    await page.select("#example", example.id);
    const response = await press("build");
    expect(response.status()).toBe(200);
    expect(await text("#http-status")).toMatch(/^HTTP 200 OK · engine [\d.]+ ms$/);
    const summary = await text("#summary");
    expect(summary).toContain(`Payable ${totals.payable} ${currency}`);
    expect(summary).toContain(`Sum ${totals.sum}`);
    expect(await text("#status")).toBe("Built.");
    expect(await page.$eval("#error", (element) => (element as HTMLElement).hidden)).toBe(true);
    expect(await text("#result-editor .cm-content")).toContain('"$schema": "https://gobl.org/draft-0/envelope"');
    await screenshot("02-built");
    await expectCleanPage();
  }, 180_000);

  it("links a fault to the line of the document it names", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    if (!example) throw new Error("no German or Spanish example ships");
    const broken = structuredClone(example.document) as { supplier: { tax_id: { code: string } } };
    broken.supplier.tax_id.code = BROKEN_TAX_CODE;
    const refusal = await server!.engine.build(broken, { envelop: true }).then(
      () => undefined,
      (err: unknown) => err,
    );
    if (!isBizdocError(refusal)) throw new Error(`the engine did not refuse the broken tax ID: ${String(refusal)}`);
    const fault = refusal.faults.find((f) => /^GOBL-[A-Z]+-TAX-IDENTITY-/.test(f.code ?? ""));
    expect(fault, JSON.stringify(refusal.faults)).toBeDefined();

    // Edit as a person would: double-click the code, type another.
    await doubleClickWord(taxCodeOf(example.document));
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(taxCodeOf(example.document));
    await page.keyboard.type(BROKEN_TAX_CODE);
    expect(await text("#input-editor .cm-content")).toContain(`"code": "${BROKEN_TAX_CODE}"`);

    const response = await press("build");
    expect(response.status()).toBe(refusal.status);
    // One fault per path it names, each listed.
    const listed = refusal.faults.reduce((n, f) => n + Math.max(1, f.properties.length), 0);
    expect(await page.$$("#faults > li")).toHaveLength(listed);
    expect(await text("#error-message")).toMatch(new RegExp(`^${refusal.faults.length} faults?:`));
    const buttons = await page.$$("button.fault-target");
    const labels = await Promise.all(
      buttons.map((b) => b.evaluate((el) => [el.querySelector(".fault-code")?.textContent, el.querySelector(".fault-path")?.textContent])),
    );
    const button = buttons[labels.findIndex(([code, path]) => code === fault!.code && path === fault!.properties[0])];
    expect(button, `no fault button for ${fault!.code} at ${fault!.properties[0]} among ${JSON.stringify(labels)}`).toBeDefined();
    // The fault is also a lint diagnostic in the gutter.
    expect(await page.$$("#input-editor .cm-lint-marker-error")).not.toHaveLength(0);

    await button.click();
    // The cursor is on the line holding the tax ID code, selected and marked.
    const activeLine = await text("#input-editor .cm-activeLine");
    expect(activeLine).toContain(`"code": "${BROKEN_TAX_CODE}"`);
    expect(await text("#input-editor .cm-fault-target")).toBe(activeLine);
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(activeLine);
    const lines = await page.$$eval("#input-editor .cm-line", (elements) => elements.map((element) => element.textContent ?? ""));
    const expectedLine = lines.findIndex((line) => line.includes(BROKEN_TAX_CODE)) + 1;
    expect(await text("#input-editor .cm-activeLineGutter")).toBe(String(expectedLine));
    expect(await button.evaluate((el) => (el as HTMLElement).dataset.line)).toBe(String(expectedLine));
    expect(await text("#status")).toBe(`Build failed: HTTP ${refusal.status} ${refusal.key}, ${refusal.faults.length} fault${refusal.faults.length === 1 ? "" : "s"}.`);
    await screenshot("03-fault");
    await expectCleanPage();
  }, 180_000);

  it("says where a document does not parse, and sends nothing", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    let requests = 0;
    const count = () => requests++;
    page.on("request", count);
    await doubleClickWord(BROKEN_TAX_CODE);
    await page.keyboard.type('"'); // "code": """ is neither JSON nor YAML
    await page.click("#build");
    await page.waitForFunction(() => document.querySelector("#status")?.textContent?.startsWith("The document cannot be read"));
    page.off("request", count);
    expect(requests).toBe(0);
    // The problem is a diagnostic on the line, which the cursor is on.
    expect(await text("#input-editor .cm-activeLine")).toContain('"code": """');
    expect(await page.$$("#input-editor .cm-lint-marker-error")).toHaveLength(1);
    await expectCleanPage();
  }, 180_000);

  it("converts the document and the result to YAML", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    if (!example) throw new Error("no German or Spanish example ships");
    await page.select("#example", example.id);
    await page.click('input[name="format"][value="yaml"]');
    const yamlText = await text("#input-editor .cm-content");
    expect(yamlText).toMatch(/^supplier:$/m);
    expect(yamlText).not.toContain('"supplier"');
    const response = await press("build");
    expect(response.status()).toBe(200);
    expect(await text("#result-editor .cm-content")).toMatch(/^\$schema: https:\/\/gobl\.org\/draft-0\/envelope$/m);
    await screenshot("04-yaml");
    await page.click('input[name="format"][value="json"]');
    expect(await text("#input-editor .cm-content")).toContain('"supplier": {');
    await expectCleanPage();
  }, 180_000);

  it("makes a key pair, signs, and verifies", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    if (!example) throw new Error("no German or Spanish example ships");
    await page.select("#example", example.id);

    expect((await press("keygen")).status()).toBe(200);
    await page.click("#key-panel summary");
    const publicKey = JSON.parse(await text("#public-key")) as Record<string, unknown>;
    expect(publicKey).toMatchObject({ kty: "EC", crv: "P-256" });
    expect(publicKey).not.toHaveProperty("d"); // the private part is never shown
    expect(await text("#key-id")).toBe(publicKey.kid);
    expect(await page.$eval("#sign", (b) => (b as HTMLButtonElement).disabled)).toBe(false);

    expect((await press("build")).status()).toBe(200);
    const signing = await press("sign");
    expect(signing.status()).toBe(200);
    expect(await text("#summary")).toContain("Signatures 1");
    // What the page signed, Node verifies with the key the page shows.
    await expect(server!.engine.verify(await signing.json(), publicKey)).resolves.toEqual({ ok: true });

    const verifying = await press("verify");
    expect(verifying.status()).toBe(200);
    expect(verifying.request().postData()).toContain('"sigs"');
    expect(await text("#status")).toBe("Verified: the signature holds.");
    expect(await text("#summary")).toBe("Result OK");
    await screenshot("05-verified");
    await expectCleanPage();
  }, 180_000);

  it("writes a document as XML in the format chosen, and reads that XML back into the same totals", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    const xrechnung = EXAMPLES.find((e) => e.id === "de-xrechnung-v3")!;
    const built = (await server!.engine.build(structuredClone(xrechnung.document), { envelop: true })) as { doc: { totals: { payable: string } } };
    await page.select("#example", xrechnung.id);
    await page.select("#xml-format", "cii");
    const written = await press("convert");
    expect(written.status()).toBe(200);
    expect(written.headers()["content-type"]).toMatch(/^application\/xml/);
    expect(await text("#result-editor .cm-content")).toContain("rsm:CrossIndustryInvoice");
    expect(await text("#summary")).toContain("xrechnung");
    await screenshot("07-xml");

    // The XML becomes the input; the same button reads it into a built envelope.
    await page.click("#use-result");
    expect(await text("#input-editor .cm-content")).toContain("rsm:CrossIndustryInvoice");
    // XML in the input pane wraps its lines: nothing runs off the pane's right edge.
    const wraps = await xmlWraps("#input-editor");
    expect(wraps).toMatchObject({ wrapping: true, whiteSpace: "break-spaces", overflows: false });
    expect(wraps.rootRows).toBeGreaterThan(1);
    const read = await press("convert");
    expect(read.status()).toBe(200);
    expect(await text("#summary")).toContain(built.doc.totals.payable);
    expect(await text("#result-editor .cm-content")).toContain('"$schema": "https://gobl.org/draft-0/envelope"');
    await expectCleanPage();
  }, 180_000);

  it("offers every XML format the server writes (GET v0/formats), FatturaPA and FacturaE among them, and writes FatturaPA", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    await page.waitForFunction(() => document.querySelectorAll("#xml-format option").length > 2);
    const options = await page.$$eval("#xml-format option", (list) => list.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent, title: (o as HTMLOptionElement).title })));
    expect(options.map((o) => o.value)).toEqual(server!.engine.formatList().map((f) => f.key));
    expect(options.find((o) => o.value === "fatturapa")).toEqual({ value: "fatturapa", label: "FatturaPA 1.2.2", title: "FatturaPA 1.2.2 (Italy, SDI)" });
    await page.select("#example", "it-sdi-v1");
    await page.select("#xml-format", "fatturapa");
    const written = await press("convert");
    expect(written.status()).toBe(200);
    expect(await text("#result-editor .cm-content")).toContain("FatturaElettronica");
    expect(await text("#summary")).toContain("fpr12");
    await expectCleanPage();
  }, 180_000);

  it("asks for a format's options when it takes some (VERI*FACTU), sends them, and shows the details it gives", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    await page.waitForFunction(() => document.querySelectorAll("#xml-format option").length > 2);
    await page.select("#example", "es-verifactu-v1");
    await page.select("#xml-format", "ubl");
    expect(await page.$eval("#xml-options", (input) => (input as HTMLInputElement).hidden)).toBe(true);
    await page.select("#xml-format", "verifactu");
    expect(await page.$eval("#xml-options", (input) => [(input as HTMLInputElement).hidden, (input as HTMLInputElement).placeholder])).toEqual([false, "options: previous, timestamp, system, cancel, environment"]);
    // Without the system AEAT requires: a 400 whose fault leads to the options field.
    const refused = await press("convert");
    expect(refused.status()).toBe(400);
    expect(await text("#faults")).toContain("format's options");
    await page.$eval("#xml-options", (input) => {
      (input as HTMLInputElement).value = '{"system": {"name": "Mi Empresa S.L.", "nif": "B85905495"}}';
    });
    const written = await press("convert");
    expect(written.status()).toBe(200);
    expect(JSON.parse(written.request().postData()!).options).toEqual({ system: { name: "Mi Empresa S.L.", nif: "B85905495" } });
    const details = JSON.parse(written.headers()["bizdoc-details"]!);
    expect(await text("#summary")).toContain(details.fingerprint);
    expect(await text("#summary")).toContain("agenciatributaria.gob.es");
    await expectCleanPage();
  }, 180_000);

  it("previews the document as the page people read, beside the JSON, with its own styles", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    const example = EXAMPLES.find((e) => e.id === "de-xrechnung-v3")!;
    const built = (await server!.engine.build(structuredClone(example.document))) as { supplier: { name: string }; totals: { payable: string } };
    await page.select("#example", example.id);
    const rendered = await press("render");
    expect(rendered.status()).toBe(200);
    expect(rendered.headers()["content-type"]).toMatch(/^text\/html/);
    expect(await page.$eval("#preview", (el) => (el as HTMLElement).hidden)).toBe(false);
    expect(await page.$eval("#result-editor", (el) => (el as HTMLElement).hidden)).toBe(true);
    const shown = await page.$eval("#preview", (el) => ({
      text: el.shadowRoot?.textContent ?? "",
      lang: el.shadowRoot?.querySelector("div")?.lang,
      styled: getComputedStyle(el.shadowRoot!.querySelector("h1")!).fontWeight,
    }));
    expect(shown.text).toContain(built.supplier.name);
    expect(shown.text).toContain("Rechnung");
    expect(shown.lang).toBe("de");
    expect(Number(shown.styled)).toBeGreaterThanOrEqual(600); // the page's own styles applied, under the page's CSP
    await screenshot("10-preview");
    // Another operation brings the result's editor back.
    expect((await press("build")).status()).toBe(200);
    expect(await page.$eval("#preview", (el) => (el as HTMLElement).hidden)).toBe(true);
    await expectCleanPage();
  }, 180_000);

  it("validates XML in the editor against the official rules and marks the faulty lines", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    const xrechnung = EXAMPLES.find((e) => e.id === "de-xrechnung-v3")!;
    await page.select("#example", xrechnung.id);
    await page.select("#xml-format", "ubl");
    expect((await press("convert")).status()).toBe(200);
    await page.click("#use-result");
    const written = await text("#input-editor .cm-content");
    expect(written).toContain("<cbc:CustomizationID>");

    // Without its specification identifier, the invoice breaks BR-01 (EN 16931) at the document element.
    // Delete its line as a person would: a triple click selects the whole line, even wrapped over rows (XML wraps).
    await doubleClickWord("CustomizationID", 3);
    await page.keyboard.press("Backspace");
    expect(await text("#input-editor .cm-content")).not.toContain("<cbc:CustomizationID>");

    const response = await press("validate");
    expect(response.status()).toBe(422);
    expect(response.request().headers()["content-type"]).toBe("application/xml");
    const body = await response.json();
    expect(body.key).toBe("validation");
    const br01 = body.faults.find((f: { code: string }) => f.code === "BR-01");
    expect(br01, JSON.stringify(body.faults.map((f: { code: string }) => f.code))).toBeDefined();
    expect(await page.$$("#faults > li")).toHaveLength(body.faults.length);
    expect(await page.$$("#input-editor .cm-lint-marker-error")).not.toHaveLength(0);

    const buttons = await page.$$("button.fault-target");
    const codes = await Promise.all(buttons.map((b) => b.evaluate((el) => el.querySelector(".fault-code")?.textContent)));
    const button = buttons[codes.indexOf("BR-01")]!;
    await button.click();
    const lines = await page.$$eval("#input-editor .cm-line", (elements) => elements.map((element) => element.textContent ?? ""));
    const rootLine = lines.findIndex((line) => /<(\w+:)?Invoice\b/.test(line)) + 1;
    expect(br01.line).toBe(rootLine);
    expect(await text("#input-editor .cm-activeLineGutter")).toBe(String(rootLine));
    expect(await text("#input-editor .cm-fault-target")).toMatch(/<(\w+:)?Invoice\b/);
    await screenshot("08-xml-rules");
    await expectCleanPage();
  }, 180_000);

  it("fits a narrow window in one column", async (ctx) => {
    ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
    await page.setViewport({ width: 420, height: 900 });
    try {
      const layout = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const [input, result] = [box("#input-editor"), box("#result-editor")];
        return { overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, inputBottom: input.bottom, resultTop: result.top };
      });
      expect(layout.overflow).toBeLessThanOrEqual(0);
      expect(layout.resultTop).toBeGreaterThanOrEqual(layout.inputBottom); // stacked, not side by side
      const path = join(SCREENSHOTS, "06-narrow.png");
      await page.screenshot({ path, fullPage: true });
      report(`[playground] screenshot: ${path}`);
    } finally {
      await page.setViewport({ width: 1440, height: 900 });
    }
    await expectCleanPage();
  }, 180_000);
});
