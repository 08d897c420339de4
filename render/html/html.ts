/**
 * A page as one self-contained HTML5 document: its language and direction
 * declared, its styles inline, no script and nothing fetched, so it opens
 * the same offline, in a mail client or printed.
 */
import type { Page } from "../page/model.ts";
import { pageLabels } from "../page/index.ts";
import { escapeHtml } from "./escape.ts";
import { codesHtml, footerHtml, headerHtml, partiesHtml, tableHtml, textHtml, totalsHtml } from "./parts.ts";
import { STYLES } from "./styles.ts";

export function htmlOf(page: Page): string {
  const labels = pageLabels(page);
  const title = page.number ? `${page.title} ${page.number}` : page.title;
  const body = [
    headerHtml(page),
    partiesHtml(page.parties),
    ...page.tables.map(tableHtml),
    totalsHtml(page.totals, labels.totals.heading),
    ...page.sections.map(textHtml),
    codesHtml(page.codes, labels.sections.codes),
  ].join("\n");
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(page.lang)}" dir="${page.rtl ? "rtl" : "ltr"}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLES}</style>`,
    "</head>",
    "<body>",
    `<main>\n${body}\n${footerHtml(page.footer)}\n</main>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
