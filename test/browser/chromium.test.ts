// The library in a browser: esbuild bundles index.ts for the browser (no
// shims, no polyfills), headless Chromium loads the bundle from a loopback
// server, and the page builds a German invoice into an envelope whose digest
// and document must equal the same build in Node. It also signs there (WebCrypto)
// and Node verifies the signature. Without a Chromium binary (CHROMIUM_PATH or
// /usr/bin/chromium) the page test is skipped; the bundle test always runs.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENVELOPE_ID, createEngine } from "../../index.ts";
import { CHROMIUM, HAVE_CHROMIUM, launchChromium } from "../support/chromium.ts";
import { EXAMPLES } from "../../examples/index.ts";
import { report } from "../support/report.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const HEAD_UUID = "0190b3c4-8a27-7c11-9f2e-00000000b10b";

/** The German example (examples/de-standard.json), with a fixed UUID so both builds give the same digest. */
const invoice = { ...EXAMPLES.find((e) => e.id === "de-standard")!.document, uuid: "0190b3c4-8a27-7c11-9f2e-4b5d6e7f8a91" };

const envelopeInput = () => ({ $schema: ENVELOPE_ID, head: { uuid: HEAD_UUID }, doc: structuredClone(invoice) });
const plain = (v: unknown) => JSON.parse(JSON.stringify(v));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

let bundle = "";

describe("browser bundle", () => {
  beforeAll(async () => {
    const started = performance.now();
    const result = await build({
      entryPoints: [`${ROOT}index.ts`],
      bundle: true,
      platform: "browser",
      format: "esm",
      minify: true,
      write: false,
      logLevel: "silent",
    });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    bundle = result.outputFiles[0].text;
    const gz = gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
    report(`[browser] bundle of index.ts: ${kb(result.outputFiles[0].contents.length)} minified, ${kb(gz)} gzipped (esbuild ${(performance.now() - started).toFixed(0)} ms)`);
  }, 180_000);

  it("bundles for the browser with no Node built-in left", () => {
    expect(bundle.length).toBeGreaterThan(0);
    // platform "browser" already fails on an unresolvable Node module; a
    // built-in marked external would survive as an import of "node:...".
    expect(bundle).not.toMatch(/\bfrom\s*"node:|import\(\s*"node:|\brequire\(\s*"(?:node:)?(?:crypto|fs|path|buffer|util)"\)/);
  });

  describe("in headless Chromium", () => {
    let browser: Browser | undefined;
    let server: Server | undefined;
    let origin = "";

    beforeAll(async () => {
      if (!HAVE_CHROMIUM) {
        console.warn(`[browser] skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH, or apt-get install chromium)`);
        return;
      }
      const page = `<!doctype html><meta charset="utf-8"><title>bizdoc</title>
<script type="module">
  const t0 = performance.now();
  try {
    globalThis.bizdoc = await import("/bizdoc.js");
    globalThis.loadMs = performance.now() - t0;
  } catch (err) {
    globalThis.loadError = String(err && err.stack || err);
  }
</script>`;
      server = createServer((req, res) => {
        if (req.url === "/") res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
        else if (req.url === "/bizdoc.js") res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" }).end(bundle);
        else res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      browser = await launchChromium();
    }, 180_000);

    afterAll(async () => {
      await browser?.close();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });

    it("builds the same envelope as Node, signs with WebCrypto", async (ctx) => {
      ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
      const page = await browser!.newPage();
      const pageErrors: string[] = [];
      page.on("pageerror", (err) => pageErrors.push(String(err)));
      await page.goto(`${origin}/`);
      await page.waitForFunction("globalThis.bizdoc || globalThis.loadError", { timeout: 90_000 });
      const loadError = await page.evaluate("globalThis.loadError");
      expect(loadError, String(loadError)).toBeUndefined();

      const inPage = await page.evaluate(async (input: unknown) => {
        const g = globalThis as any;
        const { createEngine } = g.bizdoc;
        let t = performance.now();
        const engine = createEngine();
        const createMs = performance.now() - t;
        t = performance.now();
        const env = await engine.build(structuredClone(input));
        const firstBuildMs = performance.now() - t;
        for (let i = 0; i < 20; i++) await engine.build(structuredClone(input));
        t = performance.now();
        const runs = 100;
        for (let i = 0; i < runs; i++) await engine.build(structuredClone(input));
        const buildMs = (performance.now() - t) / runs;
        const keys = await engine.keygen();
        const signed = await engine.sign(structuredClone(input), { privateKey: keys.private });
        return { loadMs: g.loadMs as number, createMs, firstBuildMs, buildMs, env: JSON.parse(JSON.stringify(env)), signed: JSON.parse(JSON.stringify(signed)), publicKey: keys.public, userAgent: navigator.userAgent };
      }, envelopeInput());
      await page.close();
      expect(pageErrors).toEqual([]);

      const t = performance.now();
      const engine = createEngine();
      const nodeCreateMs = performance.now() - t;
      const inNode = plain(await engine.build(envelopeInput()));

      report(
        `[browser] ${inPage.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? "Chromium"}: module load ${inPage.loadMs.toFixed(0)} ms, ` +
          `createEngine ${inPage.createMs.toFixed(0)} ms (Node ${nodeCreateMs.toFixed(0)} ms), ` +
          `first build ${inPage.firstBuildMs.toFixed(1)} ms, warm build ${inPage.buildMs.toFixed(2)} ms`,
      );

      expect(inPage.env.head.uuid).toBe(HEAD_UUID);
      expect(inPage.env.head.dig).toEqual(inNode.head.dig);
      expect(inPage.env).toEqual(inNode);
      expect(inPage.env.doc.totals.payable).toBe(inNode.doc.totals.payable);

      // Signed in the page, verified in Node; same document and digest as the unsigned build.
      expect(inPage.signed.sigs).toHaveLength(1);
      expect(inPage.signed.doc).toEqual(inNode.doc);
      expect(inPage.signed.head.dig).toEqual(inNode.head.dig);
      await expect(engine.verify(inPage.signed, inPage.publicKey)).resolves.toEqual({ ok: true });
    }, 180_000);

    it("checks an XML invoice against the official rules in the page, with Node's verdict", async (ctx) => {
      ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
      const engine = createEngine();
      const { xml } = await engine.toXML(structuredClone(EXAMPLES.find((e) => e.id === "de-xrechnung-v3")!.document), { format: "ubl" });
      // Without its specification identifier (BR-01) and with a total that does not add up.
      const broken = xml.replace(/<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/, "").replace(/(<cbc:PayableAmount[^>]*>)[^<]*/, "$1999999.99");
      const page = await browser!.newPage();
      const pageErrors: string[] = [];
      page.on("pageerror", (err) => pageErrors.push(String(err)));
      await page.goto(`${origin}/`);
      await page.waitForFunction("globalThis.bizdoc || globalThis.loadError", { timeout: 90_000 });
      const inPage = await page.evaluate(async (texts: string[]) => {
        const engine = (globalThis as any).bizdoc.createEngine();
        const results = [];
        for (const text of texts) results.push(await engine.validateXML(text, { rules: "xsd,en16931,peppol" }));
        const t = performance.now();
        const runs = 50;
        for (let i = 0; i < runs; i++) await engine.validateXML(texts[0], { rules: "xsd,en16931,peppol" });
        return { results: JSON.parse(JSON.stringify(results)), ms: (performance.now() - t) / runs };
      }, [xml, broken]);
      await page.close();
      expect(pageErrors).toEqual([]);
      const inNode = [await engine.validateXML(xml, { rules: "xsd,en16931,peppol" }), await engine.validateXML(broken, { rules: "xsd,en16931,peppol" })];
      expect(inPage.results).toEqual(plain(inNode));
      const codes = inNode[1]!.faults.map((f) => f.code);
      expect(codes).toContain("BR-01");
      expect(inNode[1]!.valid).toBe(false);
      report(`[browser] validateXML (xsd, en16931, peppol) of a UBL invoice in the page: ${inPage.ms.toFixed(2)} ms warm`);
    }, 180_000);

    it("renders an invoice's HTML page in the page, as Node renders it; a PDF asks for its fonts", async (ctx) => {
      ctx.skip(!HAVE_CHROMIUM, `no Chromium at ${CHROMIUM}`);
      const engine = createEngine();
      const doc = structuredClone(EXAMPLES.find((e) => e.id === "el-standard")!.document);
      const envelope = await engine.build(structuredClone(doc), { envelop: true });
      const page = await browser!.newPage();
      const pageErrors: string[] = [];
      page.on("pageerror", (err) => pageErrors.push(String(err)));
      await page.goto(`${origin}/`);
      await page.waitForFunction("globalThis.bizdoc || globalThis.loadError", { timeout: 90_000 });
      const inPage = await page.evaluate(async (input: unknown) => {
        const engine = (globalThis as any).bizdoc.createEngine();
        const html = await engine.render(input, { format: "html" });
        const pdf = await engine.render(input, { format: "pdf" }).then(
          () => "rendered",
          (err: { message: string }) => err.message,
        );
        return { html, pdf };
      }, JSON.parse(JSON.stringify(envelope)));
      await page.close();
      expect(pageErrors).toEqual([]);
      const inNode = await engine.render(envelope, { format: "html" });
      expect(inPage.html).toEqual(inNode);
      expect(inPage.html.body).toContain('<html lang="el"');
      expect(inPage.pdf).toMatch(/give the font bytes to createPdfRenderer/);
    }, 180_000);
  });
});
