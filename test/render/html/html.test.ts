// The HTML page: a complete document, every value escaped, nothing fetched,
// tables with their semantics, and the renderer contract the engine calls.
import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { EXAMPLES } from "../../../examples/index.ts";
import { createEngine } from "../../../index.ts";
import { htmlOf, htmlRenderer } from "../../../render/html/index.ts";
import type { Page } from "../../../render/page/index.ts";

// The built-in renderers include HTML once render/index.ts registers it; until then it is added here.
const engine = createEngine();
const HOSTILE = `<script>alert(1)</script> & "x" 'y'`;

function document(id: string): Record<string, any> {
  return structuredClone(EXAMPLES.find((e) => e.id === id)!.document) as Record<string, any>;
}

async function html(data: unknown, lang?: string): Promise<string> {
  const out = await engine.render(data, { format: "html", ...(lang ? { lang } : {}) });
  expect(out.contentType).toBe("text/html; charset=utf-8");
  return out.body as string;
}

/** Start and end tags balance, void elements aside: a cheap well-formedness check independent of any parser's leniency. */
function unbalancedTags(text: string): string[] {
  const VOID = new Set(["meta", "br", "link", "img", "input", "hr", "path", "rect"]);
  const stack: string[] = [];
  const problems: string[] = [];
  const body = text.replace(/<style>[\s\S]*?<\/style>/, "<style></style>");
  for (const m of body.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    const tag = name!.toLowerCase();
    if (VOID.has(tag) || selfClosing) continue;
    if (!closing) stack.push(tag);
    else if (stack.pop() !== tag) problems.push(`</${tag}> at ${m.index}`);
  }
  return [...problems, ...stack.map((t) => `<${t}> never closed`)];
}

describe("HTML renderer", () => {
  it("is registered under html with its media type", () => {
    expect(htmlRenderer.key).toBe("html");
    expect(htmlRenderer.name).toBe("HTML page");
    expect(engine.rendererList()).toContainEqual({ key: "html", name: "HTML page", contentType: "text/html; charset=utf-8" });
  });

  it("writes a complete HTML5 document in the page's language, its tables with captions and column headers", async () => {
    const out = await html(document("es-facturae-v3"));
    expect(out.startsWith("<!DOCTYPE html>\n<html lang=\"es\" dir=\"ltr\">")).toBe(true);
    expect(out).toContain('<meta charset="utf-8">');
    expect(out).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(out).toContain("<title>Factura FE-2025-0216</title>");
    expect(out).toContain("<caption>Líneas</caption>");
    expect(out).toContain('<th scope="col" class="num">Cantidad</th>');
    expect(out).toContain('<td class="num">5.451,80\u00a0€</td>');
    expect(out).toContain("@media print");
    expect(out).toMatch(/<header>[\s\S]*<h1>Factura <span class="number">FE-2025-0216<\/span><\/h1>/);
    expect(unbalancedTags(out)).toEqual([]);
    const parsed = new DOMParser().parseFromString(out, "text/html");
    expect(parsed.getElementsByTagName("table").length).toBe(3);
    expect(parsed.getElementsByTagName("tbody")[0]!.getElementsByTagName("tr").length).toBe(2);
  });

  it("escapes every value: a hostile name is shown, never run", async () => {
    const data = document("es-facturae-v3");
    data.supplier.name = HOSTILE;
    data.customer.name = HOSTILE;
    data.lines[0].item.name = HOSTILE;
    data.notes = [{ text: HOSTILE }];
    const out = await html(data);
    expect(out).not.toMatch(/<script/i);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; &#39;y&#39;");
    expect(out.split("&lt;script&gt;").length - 1).toBeGreaterThanOrEqual(4);
    expect(unbalancedTags(out)).toEqual([]);
  });

  it("escapes the page model's own fields, and declares Arabic right to left", () => {
    const page: Page = {
      lang: "ar",
      rtl: true,
      title: `<x-b>"T"</x-b>`,
      number: "<x-1>",
      header: [{ label: "<x-l>", value: "&v" }],
      parties: [{ role: "'r'", name: "<x-n>", lines: ["<x-x>"] }],
      tables: [{ caption: "<x-c>", columns: [{ heading: "<x-h>", numeric: true }], rows: [["<x-a>\n<x-b>"]] }],
      totals: [{ label: "<x-t>", value: "<x-v>", emphasis: true }],
      sections: [{ heading: "<x-s>", paragraphs: ["<x-p>"] }],
      codes: [{ caption: "<x-q>", text: "https://example.org/?a=1&b=2" }],
      footer: "<x-f>",
    };
    const out = htmlOf(page);
    expect(out).toContain('<html lang="ar" dir="rtl">');
    expect(out).not.toContain("<x-");
    expect(out).not.toContain("</x-");
    expect(out).toContain("&lt;x-a&gt;<br><span class=\"sub\">&lt;x-b&gt;</span>");
    expect(out).toContain('aria-label="&lt;x-q&gt;"');
    expect(unbalancedTags(out)).toEqual([]);
  });

  it("fetches nothing: no script, no src or href, QR codes inline as SVG", async () => {
    const data = document("es-verifactu-v1");
    const out = await html(data);
    expect(out).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
    expect(out).not.toMatch(/\s(src|href)\s*=/i);
    // The only URL is the SVG namespace, which is a name, not a fetch.
    for (const url of out.match(/https?:\/\/[^\s"<]+/g) ?? []) expect(url).toBe("http://www.w3.org/2000/svg");
  });

  it("renders in the language asked for", async () => {
    const out = await html(document("es-facturae-v3"), "fr");
    expect(out).toContain('<html lang="fr" dir="ltr">');
    expect(out).toContain("<title>Facture FE-2025-0216</title>");
    expect(out).toContain("5\u202f451,80\u00a0€");
  });
});
