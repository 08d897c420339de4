// gobl-html's examples as a checklist: each one our engine builds renders
// as HTML without error, showing its supplier and the amount to pay
// formatted for its language; the ones it refuses are listed with why.
import { describe, expect, it } from "vitest";
import { htmlOf } from "../../../render/html/index.ts";
import { formatterFor, pageOf } from "../../../render/page/index.ts";
import { escapeHtml } from "../../../render/html/escape.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { report } from "../../support/report.ts";
import { renderContext } from "../page/helpers.ts";
import { goblExamples } from "./gobl-examples.ts";

describe.skipIf(!HAS_SHARED)("gobl-html examples", () => {
  it("renders each example the engine builds, with its supplier and its amount to pay", async () => {
    const context = await renderContext();
    const examples = await goblExamples();
    expect(examples.length).toBe(79);
    let rendered = 0;
    for (const example of examples) {
      if (!example.envelope) {
        report(`[render] ${example.name} skipped: the engine refuses it: ${example.refused}`);
        continue;
      }
      const doc = example.envelope.doc as Record<string, any>;
      const page = pageOf(example.envelope, {}, context);
      const html = htmlOf(page);
      const supplier = doc.supplier?.name ?? doc.name;
      expect(html, example.name).toContain(escapeHtml(supplier));
      const toPay = doc.totals?.due ?? doc.totals?.payable ?? doc.total;
      if (toPay !== undefined) {
        const formatted = formatterFor(page.lang).amount(toPay, doc.currency);
        expect(page.totals.find((t) => t.emphasis)?.value, example.name).toBe(formatted);
        expect(html, example.name).toContain(escapeHtml(formatted));
      }
      expect(html).not.toMatch(/<script/i);
      rendered++;
    }
    report(`[render] gobl-html examples rendered: ${rendered} of ${examples.length}`);
    // 20 use addons maintained outside bizdoc (fr-ctc, mx-cfdi, pt-saft): the engine refuses them.
    expect(rendered).toBeGreaterThanOrEqual(59);
  }, 120_000);
});

if (!HAS_SHARED) console.warn(`[render] gobl-html examples: ${SKIP_NO_SHARED}`);
