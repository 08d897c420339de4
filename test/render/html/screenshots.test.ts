// An invoice's HTML page in Spanish, German, French and Greek, screenshot
// by headless Chromium into test-output/render/ for a person to look at;
// the page must load with no request and no error. Without Chromium
// (CHROMIUM_PATH or /usr/bin/chromium) the test is skipped, saying so.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLES } from "../../../examples/index.ts";
import { createEngine } from "../../../index.ts";
import { CHROMIUM, HAVE_CHROMIUM, launchChromium } from "../../support/chromium.ts";
import { PROJECT_ROOT } from "../../support/shared.ts";
import { report } from "../../support/report.ts";

const OUTPUT = join(PROJECT_ROOT, "test-output", "render");
const engine = createEngine();

/** One invoice with a discount, two VAT rates, a due date and a bank account, rendered in each language. */
function invoice(): Record<string, any> {
  const doc = structuredClone(EXAMPLES.find((e) => e.id === "es-facturae-v3")!.document) as Record<string, any>;
  doc.lines[0].discounts = [{ percent: "5%", reason: "Volume" }];
  doc.notes = [{ text: "Thank you for your business." }];
  return doc;
}

const LANGUAGES = [
  { lang: "es", title: "Factura" },
  { lang: "de", title: "Rechnung" },
  { lang: "fr", title: "Facture" },
  { lang: "el", title: "Τιμολόγιο" },
];

describe.skipIf(!HAVE_CHROMIUM)("HTML page screenshots", () => {
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  for (const { lang, title } of LANGUAGES) {
    it(`renders the invoice in ${lang}`, async () => {
      const html = (await engine.render(invoice(), { format: "html", lang })).body as string;
      const page = await browser.newPage();
      const requests: string[] = [];
      const errors: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith("data:") && request.url() !== "about:blank") requests.push(request.url());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await page.setViewport({ width: 900, height: 1200 });
      await page.setContent(html, { waitUntil: "load" });
      expect(await page.$eval("h1", (h) => h.textContent)).toContain(title);
      expect(await page.$$eval("tbody tr", (rows) => rows.length)).toBeGreaterThanOrEqual(2);
      // Numbers are right-aligned as the style sheet says.
      expect(await page.$eval("td.num", (td) => getComputedStyle(td).textAlign)).toBe("right");
      const path = join(OUTPUT, `invoice-${lang}.png`);
      await page.screenshot({ path, fullPage: true });
      // A phone-sized view: nothing wider than the screen but the tables' own scrollers.
      await page.setViewport({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: join(OUTPUT, `invoice-${lang}-phone.png`), fullPage: true });
      await page.close();
      expect(requests).toEqual([]);
      expect(errors).toEqual([]);
      report(`[render] screenshot: ${path}`);
    }, 60_000);
  }
});

if (!HAVE_CHROMIUM) console.warn(`[render] screenshots skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH, or apt-get install chromium)`);
