/**
 * The page's parts as HTML, one function each, in reading order: the
 * header, the parties, the tables, the totals, the text sections, the QR
 * codes and the footer. Each escapes every value it writes.
 */
import type { Field, Page, PageCode, PartyBlock, Table, TextSection, TotalRow } from "../page/model.ts";
import { qrSvg } from "../../formats/common/qr/svg.ts";
import { escapeHtml, escapeLines } from "./escape.ts";

export function headerHtml(page: Page): string {
  const number = page.number ? ` <span class="number">${escapeHtml(page.number)}</span>` : "";
  return `<header><h1>${escapeHtml(page.title)}${number}</h1>${fieldsHtml(page.header)}</header>`;
}

function fieldsHtml(fields: Field[]): string {
  if (fields.length === 0) return "";
  const items = fields.map((f) => `<dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(f.value)}</dd>`).join("");
  return `<dl class="fields">${items}</dl>`;
}

export function partiesHtml(parties: PartyBlock[]): string {
  if (parties.length === 0) return "";
  const blocks = parties.map(
    (p) => `<section class="party"><h2>${escapeHtml(p.role)}</h2><p class="name">${escapeHtml(p.name)}</p>${p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}</section>`,
  );
  return `<div class="parties">${blocks.join("")}</div>`;
}

export function tableHtml(table: Table): string {
  const numeric = table.columns.map((c) => c.numeric === true);
  const head = table.columns.map((c, i) => `<th scope="col"${numeric[i] ? ' class="num"' : ""}>${escapeHtml(c.heading)}</th>`).join("");
  const rows = table.rows.map((row) => `<tr>${row.map((cell, i) => cellHtml(cell, numeric[i] ?? false)).join("")}</tr>`).join("");
  return `<div class="table-wrap"><table><caption>${escapeHtml(table.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** A cell: its first line as the main text, any further lines (a description, a reason) in a quieter style. */
function cellHtml(cell: string, numeric: boolean): string {
  const [first = "", ...rest] = cell.split("\n");
  const more = rest.length > 0 ? `<br><span class="sub">${escapeLines(rest.join("\n"))}</span>` : "";
  return `<td${numeric ? ' class="num"' : ""}>${escapeHtml(first)}${more}</td>`;
}

export function totalsHtml(totals: TotalRow[], heading: string): string {
  if (totals.length === 0) return "";
  const rows = totals
    .map((t) => `<tr${t.emphasis ? ' class="emphasis"' : ""}><th scope="row">${escapeHtml(t.label)}</th><td class="num">${escapeHtml(t.value)}</td></tr>`)
    .join("");
  return `<section class="totals" aria-label="${escapeHtml(heading)}"><div class="table-wrap"><table><caption>${escapeHtml(heading)}</caption><tbody>${rows}</tbody></table></div></section>`;
}

export function textHtml(section: TextSection): string {
  return `<section class="text"><h2>${escapeHtml(section.heading)}</h2>${section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}</section>`;
}

export function codesHtml(codes: PageCode[], heading: string): string {
  if (codes.length === 0) return "";
  const figures = codes.map((code) => `<figure>${qrImage(code)}<figcaption>${escapeHtml(code.caption)}</figcaption></figure>`).join("");
  return `<section><h2>${escapeHtml(heading)}</h2><div class="codes">${figures}</div></section>`;
}

/**
 * The code as inline SVG, labelled for screen readers with its caption.
 * qrSvg writes only numbers and its own markup; a text too long for a QR
 * code is shown as text instead of failing the whole page.
 */
function qrImage(code: PageCode): string {
  try {
    const svg = qrSvg(code.text, { margin: 2 });
    return svg.replace("<svg ", `<svg role="img" aria-label="${escapeHtml(code.caption)}" `);
  } catch {
    return `<p>${escapeHtml(code.text)}</p>`;
  }
}

export function footerHtml(footer: string | undefined): string {
  return footer ? `<footer><p>${escapeHtml(footer)}</p></footer>` : "";
}
