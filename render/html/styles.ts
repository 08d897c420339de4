/**
 * The page's style sheet, inline so the page fetches nothing: system
 * fonts, a single column on a phone and two for the parties on wider
 * screens, tables that scroll sideways rather than overflow, numbers
 * right-aligned with tabular figures, and A4 printing without browser
 * chrome. Text colours keep at least 7:1 contrast on white.
 */
export const STYLES = `
:root { color-scheme: light; --ink: #1a1a1a; --muted: #4a4a4a; --rule: #c8c8c8; --band: #f2f4f7; --accent: #1d3f72; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: #fff; color: var(--ink); font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", Arial, sans-serif; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 2rem; }
h1 { font-size: 1.6rem; margin: 0 0 0.75rem; color: var(--accent); }
h1 .number { display: block; font-size: 1.05rem; color: var(--ink); font-weight: 600; }
h2 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 0 0 0.35rem; }
.fields { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; margin: 0 0 1.25rem; }
.fields dt { color: var(--muted); }
.fields dd { margin: 0; }
.parties { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: 1rem; margin: 0 0 1.5rem; }
.party { border-top: 2px solid var(--accent); padding-top: 0.5rem; }
.party .name { font-weight: 600; margin: 0 0 0.2rem; }
.party p { margin: 0; }
.table-wrap { overflow-x: auto; margin: 0 0 1.25rem; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: start; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); font-weight: 600; padding-bottom: 0.35rem; }
th, td { padding: 0.35rem 0.5rem; vertical-align: top; text-align: left; }
thead th { background: var(--band); border-bottom: 1px solid var(--rule); font-weight: 600; }
tbody td { border-bottom: 1px solid var(--rule); }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
[dir="rtl"] th, [dir="rtl"] td { text-align: right; }
[dir="rtl"] .num { text-align: left; }
td .sub { color: var(--muted); font-size: 0.92em; }
.totals { display: flex; justify-content: flex-end; margin: 0 0 1.5rem; }
.totals table { width: auto; min-width: 18rem; }
.totals th { font-weight: normal; color: var(--muted); text-align: start; border-bottom: 1px solid var(--rule); }
.totals tr.emphasis th, .totals tr.emphasis td { font-weight: 700; color: var(--ink); font-size: 1.1em; border-top: 2px solid var(--ink); border-bottom: 0; }
.text { margin: 0 0 1.25rem; }
.text p { margin: 0 0 0.25rem; white-space: pre-line; overflow-wrap: anywhere; }
.codes { display: flex; flex-wrap: wrap; gap: 1.5rem; margin: 0 0 1.25rem; }
.codes figure { margin: 0; text-align: center; }
.codes svg { width: 9rem; height: auto; display: block; }
.codes figcaption { font-size: 0.8rem; color: var(--muted); max-width: 12rem; overflow-wrap: anywhere; }
footer { border-top: 1px solid var(--rule); padding-top: 0.5rem; color: var(--muted); font-size: 0.75rem; overflow-wrap: anywhere; }
@media (max-width: 40rem) {
  main { padding: 1rem 0.75rem; }
  .fields { grid-template-columns: 1fr; }
  .fields dd { margin-bottom: 0.3rem; }
  .totals table { width: 100%; min-width: 0; }
}
@media print {
  @page { size: A4; margin: 14mm 12mm; }
  body { font-size: 10pt; }
  main { max-width: none; padding: 0; }
  .table-wrap { overflow: visible; }
  thead { display: table-header-group; }
  tr, .party, .codes figure, .totals { break-inside: avoid; }
  thead th { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;
